import Lifecycle
/// INTERIM (not committed)
final class EventLogFile {
    init(path: String) throws(DashboardError) {}
    func append(_ event: Event) {}
}
