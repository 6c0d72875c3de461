import KinemaCore

/// What an open animation block does with a property change made inside it.
///
/// `View`'s setters hand every change of a model value to the innermost recorder of its scene:
/// UIView-style blocks turn it into an additive animation, keyframe blocks into a keyframe track,
/// property animators into a scrubbable path, and `performWithoutAnimation` just applies it.
protocol ChangeRecorder: AnyObject {
    /// Records (and applies) a change of the property `d` of `view` from `old` to `new`.
    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value, in scene: Scene)
}

/// The recorder of `performWithoutAnimation`: applies changes at once.
final class ImmediateRecorder: ChangeRecorder {
    func record<Value>(view: View, _ d: PropertyDescriptor<Value>, from old: Value, to new: Value, in scene: Scene) {
        d.write(new, into: &view.properties.model)
    }
}
