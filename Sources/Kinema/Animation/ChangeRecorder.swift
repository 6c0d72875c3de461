import KinemaCore

/// What an open animation block does with a property change made inside it.
///
/// `View`'s setters hand every change of a model value to the innermost recorder of its scene:
/// UIView-style blocks turn it into an additive animation, keyframe blocks into a keyframe track,
/// property animators into a scrubbable path, and `performWithoutAnimation` just applies it.
protocol ChangeRecorder: AnyObject {
    /// Records (and applies) a change of a plain property's model value.
    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene)
    /// Records (and applies to `view.transformTrack.model`) a change of the transform; `view.transform`
    /// already holds the new matrix.
    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene)
}

/// The recorder of `performWithoutAnimation`: applies changes at once.
final class ImmediateRecorder: ChangeRecorder {
    func record<Value>(view: View, track: ReferenceWritableKeyPath<View, PropertyTrack<Value>>,
                       property: AnimatableProperty, from old: Value, to new: Value, in scene: Scene) {
        view[keyPath: track].model = new
    }

    func recordTransform(view: View, from old: DecomposedTransform, to new: DecomposedTransform,
                         oldMatrix: AffineTransform, in scene: Scene) {
        view.transformTrack.model = new
    }
}
