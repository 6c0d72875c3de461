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

    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value, in scene: Scene) {
        let key = Key(view: ObjectIdentifier(view), property: d.property)
        if records[key] == nil {
            let initial = beginFromCurrentState ? view.properties.presentation(of: d, at: view.localTimeNow) : old
            records[key] = KeyframeRecord(view: view, d, initial: initial.animatable, originalModel: old)
        }
        touched.append(key)
        d.write(new, into: &view.properties.model)
    }

    /// Builds every property's keyframe track; returns the installers to run once all succeeded.
    func prepare(
        totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
        group: AnimationGroup, scene: Scene
    ) throws(ValueError) -> [() -> Void] {
        var out: [() -> Void] = []
        for record in records.values {
            out.append(
                try record.prepare(
                    totalDuration: totalDuration, mode: mode, driver: driver, group: group,
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
    func prepare(
        totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
        group: AnimationGroup, beginFromCurrentState: Bool
    ) throws(ValueError) -> () -> Void
    func rollBack()
}

final class KeyframeRecord<Value: TrackValue>: KeyframeRecordProtocol {
    let view: View
    let descriptor: PropertyDescriptor<Value>
    let initial: Value
    let originalModel: Value
    var frames: [KeyframeSpan<Value>] = []

    init(view: View, _ descriptor: PropertyDescriptor<Value>, initial: Value, originalModel: Value) {
        self.view = view
        self.descriptor = descriptor
        self.initial = initial
        self.originalModel = originalModel
    }

    func appendFrame(start: Double, duration: Double) {
        frames.append(
            KeyframeSpan(
                start: start, duration: duration,
                value: descriptor.read(&view.properties.model).animatable))
    }

    func prepare(
        totalDuration: Double, mode: KeyframeCalculationMode, driver: TimedDriver,
        group: AnimationGroup, beginFromCurrentState: Bool
    ) throws(ValueError) -> () -> Void {
        var (keyTimes, values) = try KeyframeTrack<Value>.emitted(
            initialValue: initial, frames: frames, totalDuration: totalDuration, frameInterval: 1.0 / 60)
        // Each key heads for the equivalent of its value nearest to the previous key (a transform
        // turns the short way: the shortest-arc rule of the geometry article of KinemaCore's
        // documentation; other values are their own nearest equivalents).
        for i in values.indices.dropFirst() { values[i] = values[i - 1].nearestEquivalent(of: values[i]) }
        let keyframes = try KeyframeTrack(keyTimes: keyTimes, values: values, mode: mode)
        let d = descriptor
        return { [self] in
            // Keyframes show their own values over whatever runs below them; on a key that is not
            // additive (and on every key with beginFromCurrentState) they replace it.
            if beginFromCurrentState || !d.isAdditive {
                AnimationEntry.interrupt(view.properties.takeEntries(of: d.property))
            }
            var entry = AnimationEntry(d, keyframes: keyframes, driver: driver, owner: group)
            if let scene = view.scene { entry.timeShift = view.timeShift(driverTime: scene.time) }
            view.properties.entries.append(entry)
            group.entryAdded(to: view, property: d.property, shift: entry.timeShift)
        }
    }

    func rollBack() {
        descriptor.write(originalModel, into: &view.properties.model)
    }
}
