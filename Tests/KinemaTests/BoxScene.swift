import Kinema

/// What a completion handler received, for tests to assert on: `nil` until the handler runs.
final class CompletionRecord<Value> {
    /// The value the handler last received.
    var value: Value?
}

extension Scene {
    /// A scene of 375 x 667 points holding one 50 x 50 view named "box", centred at the origin
    /// (alpha 1): where most animation tests start.
    static func withBox() throws -> (Scene, View) {
        let scene = Scene(size: Size(width: 375, height: 667))
        let box = View(name: "box", frame: Rect(x: -25, y: -25, width: 50, height: 50))
        try scene.root.addSubview(box)
        return (scene, box)
    }

    /// A scene of `width` x `height` points holding `views` nested in their order: the first
    /// under the root, each of the others under the one before it.
    static func nesting(_ views: View..., width: Double, height: Double) throws -> Scene {
        let scene = Scene(size: Size(width: width, height: height))
        var parent = scene.root
        for view in views {
            try parent.addSubview(view)
            parent = view
        }
        return scene
    }

    /// `animate(withDuration:options:animations:completion:)` with a completion that records
    /// whether the animations finished.
    func animateRecordingCompletion(
        withDuration duration: Double, options: AnimationOptions = [], animations: () -> Void
    ) throws -> CompletionRecord<Bool> {
        let record = CompletionRecord<Bool>()
        try animate(withDuration: duration, options: options, animations: animations) { record.value = $0 }
        return record
    }
}

extension PropertyAnimator {
    /// An animator of `scene` that moves `box`'s centre to (100, 0) in 1 s along `curve`.
    static func movingRight(_ box: View, in scene: Scene, curve: TimingCurve) throws -> PropertyAnimator {
        try PropertyAnimator(scene: scene, duration: 1, curve: curve) { box.center = Point(x: 100, y: 0) }
    }

    /// An animator of `scene` that moves `box`'s centre to (100, 0) with UIKit's 1 s spring of
    /// damping ratio `dampingRatio`.
    static func movingRight(_ box: View, in scene: Scene, dampingRatio: Double) throws -> PropertyAnimator {
        try PropertyAnimator(scene: scene, duration: 1, dampingRatio: dampingRatio) {
            box.center = Point(x: 100, y: 0)
        }
    }

    /// Adds a completion that records the position the animator ends at.
    func recordCompletion() -> CompletionRecord<AnimatingPosition> {
        let record = CompletionRecord<AnimatingPosition>()
        addCompletion { record.value = $0 }
        return record
    }
}
