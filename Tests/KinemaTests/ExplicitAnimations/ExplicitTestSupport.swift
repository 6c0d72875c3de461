import Kinema
import XCTest

/// A scene with one 20 x 20 view `box` centred at (100, 100), for explicit animation tests.
func makeExplicitScene() throws -> (Scene, View) {
    let scene = Scene(size: Size(width: 400, height: 400))
    let box = View(name: "box", frame: Rect(x: 90, y: 90, width: 20, height: 20))
    try scene.root.addSubview(box)
    return (scene, box)
}

/// A linear basic animation of `position.x` from `from` to `to` over `duration` seconds.
func slide(from: Double = 0, to: Double = 100, duration: Double = 1) -> BasicAnimation {
    var animation = BasicAnimation(keyPath: .positionX, from: .number(from), to: .number(to))
    animation.duration = duration
    return animation
}

extension View {
    /// The presentation centre's x.
    var shownX: Double { presentation.center.x }
}
