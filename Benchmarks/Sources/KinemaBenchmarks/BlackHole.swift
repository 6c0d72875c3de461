/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
