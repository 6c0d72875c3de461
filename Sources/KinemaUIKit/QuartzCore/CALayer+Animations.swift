import Foundation
import Kinema

extension CALayer: CAMediaTiming {}

/// The `CAMediaTiming` numbers a layer keeps without using them: Kinema times a view's subtree by
/// its `beginTime`, `speed` and `timeOffset` only.
struct UnusedLayerTiming {
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

extension CALayer {
    /// The runtime whose diagnostics the layer writes to.
    var runtime: UIKitRuntime { owner?.runtime ?? UIKitRuntime.current }

    /// Adds a copy of `animation` to the engine's view (see ``add(_:forKey:)``).
    func addAnimation(_ animation: CAAnimation, forKey key: String?) {
        guard let view = kinemaView else { return }
        let what = "CALayer.add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil"))"
        let copy = animation.copy(with: nil) as? CAAnimation ?? animation
        var issues: [String] = []
        guard var engine = copy.engineAnimation(&issues) else {
            runtime.log(
                "\(what): \(type(of: animation)): \(issues.joined(separator: "; ")); the animation is not added")
            return
        }
        for issue in issues { runtime.log("\(what): \(type(of: animation)): \(issue)") }
        // The copy (and through it the delegate, which Core Animation retains) lives as long as
        // the engine keeps the animation.
        // A layer in no window keeps the animation until it joins one, as Core Animation starts
        // it at the next commit: it then begins where the layer joins.
        guard view.scene != nil else {
            keepUntilShown(copy, forKey: key, in: view)
            return
        }
        engine.onStart = { copy.delegate?.animationDidStart(copy) }
        engine.onStop = { [weak self] finished in
            if let self, let key, self.attachedAnimations[key] === copy, !finished || copy.isRemovedOnCompletion {
                self.attachedAnimations[key] = nil
            }
            copy.delegate?.animationDidStop(copy, finished: finished)
        }
        let added: Bool? = runtime.perform(what) {
            try view.addAnimation(engine, forKey: key)
            return true
        }
        if added == true, let key { attachedAnimations[key] = copy }
    }

    /// Keeps `animation` (a copy) under `key` until `view` joins a scene, then adds it.
    private func keepUntilShown(_ animation: CAAnimation, forKey key: String?, in view: View) {
        if let key { waitingAnimations.removeAll { $0.key == key } }
        waitingAnimations.append((key, animation))
        whenShown("animations") { [weak self] in
            guard let self else { return }
            let waiting = self.waitingAnimations
            self.waitingAnimations = []
            for (key, animation) in waiting { self.addAnimation(animation, forKey: key) }
        }
    }

    /// Runs `action` once the layer's view joins a scene (the engine's `whenInScene`), in the
    /// order the actions were first asked for; asking again under the same `key` replaces the
    /// action waiting there.
    func whenShown(_ key: String, _ action: @escaping () -> Void) {
        guard let view = kinemaView else { return }
        if let index = sceneActions.firstIndex(where: { $0.key == key }) {
            sceneActions[index].action = action
        } else {
            sceneActions.append((key, action))
        }
        view.whenInScene = { [weak self] in
            guard let self else { return }
            let actions = self.sceneActions
            self.sceneActions = []
            for (_, action) in actions { action() }
        }
    }

    func removeAttachedAnimation(forKey key: String) {
        attachedAnimations[key] = nil
        waitingAnimations.removeAll { $0.key == key }
        kinemaView?.removeAnimation(forKey: key)
    }

    func removeAttachedAnimations() {
        attachedAnimations.removeAll()
        waitingAnimations.removeAll()
        kinemaView?.removeAllAnimations()
    }

    func attachedAnimationKeys() -> [String]? {
        let keys = (kinemaView?.animationKeys() ?? []) + waitingAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    func attachedAnimation(forKey key: String) -> CAAnimation? {
        if let waiting = waitingAnimations.last(where: { $0.key == key }) { return waiting.animation }
        guard let view = kinemaView, view.animationKeys().contains(key) else { return nil }
        return attachedAnimations[key]
    }

    /// Stores a timing number a layer does not use, reporting a value other than the default.
    func setUnusedTiming<Value: Equatable>(
        _ field: WritableKeyPath<UnusedLayerTiming, Value>, _ value: Value,
        _ name: String
    ) {
        guard kinemaView != nil else { return }
        unusedTiming[keyPath: field] = value
        if value != UnusedLayerTiming()[keyPath: field] {
            runtime.log(
                "Kinema: CALayer.\(name) has no effect on a layer (beginTime, speed and timeOffset time "
                    + "a layer's subtree); the value is kept")
        }
    }
}
