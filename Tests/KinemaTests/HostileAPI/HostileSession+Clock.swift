import Kinema
import XCTest

/// The scene's clock: advancing, scheduling and sampling frames with hostile times.
extension HostileSession {
    func tick() {
        switch hostile.index(6) {
        case 0, 1:
            let step = hostile.chance(80) ? hostile.random.uniform(in: 0...0.2) : number()
            let mustThrow = !step.isFinite || step < 0 || !(scene.time + step).isFinite
            expectThrowing("advance(by: \(step))", mustThrow: mustThrow) { () throws(SceneError) in
                try scene.advance(by: step)
            }
        case 2:
            let target = hostile.chance(70) ? scene.time + hostile.random.uniform(in: 0...0.3) : number()
            let mustThrow = !target.isFinite || target < scene.time
            let time = scene.time
            if expectThrowing(
                "advance(to: \(target))", mustThrow: mustThrow,
                { () throws(SceneError) in
                    try scene.advance(to: target)
                }) != nil
            {
                requireEqual(scene.time, time, "\(context): a refused advance moved the clock")
            }
        case 3:
            let delay = hostile.chance(60) ? hostile.random.uniform(in: 0...0.5) : number()
            let target = item()
            expectThrowing("schedule(after: \(delay))", mustThrow: !(delay.isFinite && delay >= 0)) {
                () throws(SceneError) in
                let token = try scene.schedule(after: delay) { [unowned self] in self.setProperty(of: target) }
                if hostile.chance(20) { scene.cancel(token) }
            }
        case 4:
            // Sampling frames: refused once the clock has left 0 or for numbers out of range; a
            // valid request samples finite frames (only small ones are played, to stay quick).
            let fps = hostile.chance(60) ? hostile.random.uniform(in: 1...120) : number()
            let until = hostile.chance(60) ? hostile.random.uniform(in: 0...1) : number()
            let valid = fps.isFinite && fps > 0 && fps <= 1000 && until.isFinite && until >= 0
            guard !valid || scene.time > 0 || until * fps <= 120 else { return }
            let mustThrow = !valid || scene.time > 0
            expectThrowing("frames(fps: \(fps), until: \(until))", mustThrow: mustThrow) { () throws(SceneError) in
                for frame in try scene.frames(fps: fps, until: until) {
                    require(frame.time.isFinite && frame.views.allSatisfy(\.isFinite), context)
                }
            }
        default:
            scene.performWithoutAnimation { self.changes() }
        }
    }
}
