/// Takes a value out of a stored property, leaving `empty` in its place, to be changed and
/// put back.
///
/// An access to a class's stored property that calls into code (an append, an insert: anything
/// that may release a value) makes the compiler keep the runtime's exclusivity check on every
/// access to that property in the module; in the engine's loops those checks were a sixth of
/// its CPU. A value the engine changes in place often is taken out, changed as a local and put
/// back instead, so that no access to it calls anything and every one is checked when the
/// module is compiled. (The property holds `empty` meanwhile, and nothing reads it then.)
@inline(__always)
func takeOut<Value>(_ property: inout Value, leaving empty: Value) -> Value {
    var value = empty
    swap(&value, &property)
    return value
}
