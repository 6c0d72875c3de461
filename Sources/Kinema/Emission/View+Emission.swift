import KinemaCore

extension View {
    /// What the view emits (see ``Emission``), nil by default.
    public var emission: Emission? { emitter?.segments.last.flatMap { $0.end == .infinity ? $0.emission : nil } }

    /// Starts emitting `emission` at the view's local time now, ending the emission before (whose
    /// particles live on); nil stops emitting. An emission with a number that is not finite or
    /// exceeds `Limits.maximumMagnitude` is refused (``SceneError/propertyOutOfRange(property:view:)``).
    ///
    /// A view outside any scene has the local time of scene time 0: set the emission once the
    /// view is in its scene to start it then.
    public func setEmission(_ emission: Emission?) throws(SceneError) {
        if let emission, !emission.isWithinLimits {
            throw .propertyOutOfRange(property: "emission", view: name)
        }
        guard emission != nil || emitter != nil else { return }
        var state = emitter ?? EmitterState()
        emitter = nil
        state.replace(with: emission, at: localTimeNow)
        emitter = state.segments.isEmpty ? nil : state
        scene?.frameCounts = nil
        updateDrawsExtras()
    }

    /// Writes the view's particle slots (laid out by the frame's count) after `written` entries
    /// of `base`, at the view's local time `local`: the view is entry `index`, at `depth` - 1.
    static func writeParticles(
        _ view: View, index: Int, depth: Int, local: Double, base: UnsafeMutablePointer<ViewSnapshot>,
        written: inout Int, capacity: Int
    ) {
        // The slots are named once a layout (and again if the view is renamed), not each frame.
        if view.emitter?.namesOwner != view.name { view.emitter?.nameSlots(owner: view.name) }
        guard let state = view.emitter else { return }
        let names = state.names
        let toRoot = base[index].toRoot
        let hiddenCenter = state.segments.last?.emission.position ?? .zero
        var hidden = ViewValues(center: hiddenCenter, size: .zero)
        hidden.alpha = 0
        let hiddenRootCenter = toRoot.saturatingApply(to: hiddenCenter)
        var k = 0
        for run in state.runs {
            let context = state.context(of: run)
            for j in 0..<run.count {
                precondition(written < capacity, "the tree changed while a snapshot was taken")
                let entry = base + written
                let values = entry.valuesInPlace
                if let content = EmitterState.particle(context, slot: j, at: local, into: values) {
                    let toSuperview = View.toSuperview(
                        center: values.pointee.center, size: values.pointee.size, boundsOrigin: .zero,
                        anchor: values.pointee.anchorPoint, transform: values.pointee.transform)
                    var composed = toSuperview.then(toRoot), mapped = toRoot.apply(to: values.pointee.center)
                    if !AffineTransform.areFinite(composed, mapped) {
                        composed = toSuperview.saturatingThen(toRoot)
                        mapped = toRoot.saturatingApply(to: values.pointee.center)
                    }
                    entry.initializeFields(
                        name: names[k], parentIndex: index, depth: depth, center: mapped, toRoot: composed,
                        isHidden: false, content: content)
                } else {
                    values.initialize(to: hidden)
                    entry.initializeFields(
                        name: names[k], parentIndex: index, depth: depth, center: hiddenRootCenter, toRoot: toRoot,
                        isHidden: true, content: nil)
                }
                written += 1
                k += 1
            }
        }
    }
}
