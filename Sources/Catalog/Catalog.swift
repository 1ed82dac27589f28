import Lifecycle
