import KinemaCore
import OrderedCollections

/// The recorder of an `animateKeyframes` block: collects, per (view, property), the initial value
/// and one {start, duration, value} frame per keyframe block that touched it.
final class KeyframeAnimationBuilder: ChangeRecorder {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    let beginFromCurrentState: Bool
    /// One record per (view, property), in order of first touch.
    private var records: OrderedDictionary<Key, any KeyframeRecordProtocol> = [:]
    /// The records touched in the open block, in order.
    private var touched: OrderedSet<Key> = []
    private(set) var isInKeyframe = false

    init(beginFromCurrentState: Bool) { self.beginFromCurrentState = beginFromCurrentState }

    func beginKeyframe() {
        closeOuterBlock()
        isInKeyframe = true
    }

    func endKeyframe(start: Double, duration: Double) {
        for key in touched { records[key]?.appendFrame(start: start, duration: duration) }
        touched.removeAll()
        isInKeyframe = false
    }

    /// Changes made outside any keyframe become a frame spanning the whole animation.
    func closeOuterBlock() {
        guard !isInKeyframe else { return }
        for key in touched { records[key]?.appendFrame(start: 0, duration: 1) }
        touched.removeAll()
    }

    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        if records[key] == nil {
            let initial = beginFromCurrentState ? view[keyPath: track].presentation(at: scene.time) : old
            records[key] = KeyframeRecord(view: view, track: track, property: property, initial: initial,
                                          originalModel: old, originalMatrix: nil)
        }
        touched.append(key)
        view[keyPath: track].model = new
    }

    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene) {
        let key = Key(view: ObjectIdentifier(view), property: .transform)
        if records[key] == nil {
            let initial = beginFromCurrentState ? view.transformTrack.presentation(at: scene.time) : old
            records[key] = KeyframeRecord(view: view, track: \.transformTrack, property: .transform,
                                          initial: initial, originalModel: old, originalMatrix: oldMatrix)
        }
        touched.append(key)
        view.transformTrack.model = new
    }

    /// Builds every property's keyframe track; returns the installers to run once all succeeded.
    func prepare(totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
                 group: AnimationGroup, scene: Scene) throws(ValueError) -> [() -> Void] {
        var out: [() -> Void] = []
        for record in records.values {
            out.append(try record.prepare(totalDuration: totalDuration, mode: mode, driver: driver, group: group,
                                          beginFromCurrentState: beginFromCurrentState))
        }
        return out
    }

    /// Puts back every model value the block changed.
    func rollBack() {
        for record in records.values.reversed() { record.rollBack() }
    }
}

protocol KeyframeRecordProtocol: AnyObject {
    func appendFrame(start: Double, duration: Double)
    func prepare(totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
                 group: AnimationGroup, beginFromCurrentState: Bool) throws(ValueError) -> () -> Void
    func rollBack()
}

final class KeyframeRecord<Value: AnimatableValue>: KeyframeRecordProtocol {
    let view: View
    let track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>
    let property: AnimatableProperty
    let initial: Value
    let originalModel: Value
    let originalMatrix: AffineTransform?
    var frames: [KeyframeSpan<Value>] = []

    init(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>, property: AnimatableProperty,
         initial: Value, originalModel: Value, originalMatrix: AffineTransform?) {
        self.view = view
        self.track = track
        self.property = property
        self.initial = initial
        self.originalModel = originalModel
        self.originalMatrix = originalMatrix
    }

    func appendFrame(start: Double, duration: Double) {
        frames.append(KeyframeSpan(start: start, duration: duration, value: view[keyPath: track].model))
    }

    func prepare(totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
                 group: AnimationGroup, beginFromCurrentState: Bool) throws(ValueError) -> () -> Void {
        var (keyTimes, values) = try KeyframeTrack<Value>.emitted(
            initialValue: initial, frames: frames, totalDuration: totalDuration, frameInterval: 1.0 / 60)
        if property == .transform, var chain = values as? [DecomposedTransform] {
            // Each key turns the short way from the previous one (the shortest-arc rule of the geometry
            // article of KinemaCore's documentation).
            for i in chain.indices.dropFirst() { chain[i] = chain[i - 1].nearestEquivalent(of: chain[i]) }
            if let adjusted = chain as? [Value] { values = adjusted }
        }
        let keyframes = try KeyframeTrack(keyTimes: keyTimes, values: values, mode: mode)
        return { [self] in
            // Keyframes show their own values over whatever runs below them; on a key that is not
            // additive (and on every key with beginFromCurrentState) they replace it.
            if beginFromCurrentState || !property.isAdditive {
                TrackEntry.interrupt(view[keyPath: track].takeEntries())
            }
            view[keyPath: track].entries.append(
                TrackEntry(contribution: .keyframes(keyframes), driver: driver, owner: group))
            group.entryAdded(to: view, property: property)
        }
    }

    func rollBack() {
        view[keyPath: track].model = originalModel
        if let originalMatrix { view.modelTransform = originalMatrix }
    }
}
