import Kinema

/// Keeps a value alive so the optimiser cannot delete the work that produced it. Unoptimised as
/// well as never inlined: otherwise the specialised copy drops its unused parameter, and with it
/// the work (a sum of samples would be computed for nothing and then removed).
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One measured 120 Hz frame of a control's scene: advances to frame `index` of the cycle that
/// began at `start` (time computed, never accumulated), takes a snapshot and feeds the last view's
/// centre to `sink`, so the optimiser keeps the work.
func measureFrame(of scene: Scene, start: Double, index: Int, sink: inout Double) {
    try? scene.advance(to: start + Double(index) / 120)
    let snapshot = scene.snapshot()
    let last = snapshot.views[snapshot.views.count - 1].center
    sink += last.x + last.y
    blackHole(sink)
}
