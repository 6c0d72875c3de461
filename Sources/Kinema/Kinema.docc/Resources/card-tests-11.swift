import Foundation
import Kinema
import KinemaRender
import KinemaTesting
import Testing

// MARK: A card

/// A 375 x 667 screen holding one card: 300 x 200 pt, blue, with rounded corners.
func makeCard() throws -> (scene: Scene, card: View) {
    let scene = Scene(size: Size(width: 375, height: 667))
    let card = View(name: "card", frame: Rect(x: 37.5, y: 100, width: 300, height: 200))
    card.backgroundColor = .systemBlue
    card.cornerRadius = 16
    try scene.root.addSubview(card)
    return (scene, card)
}

@Test func theCardStandsWhereItWasPut() throws {
    let (scene, _) = try makeCard()
    let card = try #require(scene.snapshot()["card"])
    // Its centre: 37.5 + 300 / 2 = 187.5 and 100 + 200 / 2 = 200.
    #expect(card.center == Point(x: 187.5, y: 200))
    #expect(card.backgroundColor.hexString == "#007AFFFF")
}

// MARK: A spring

@Test func theCardSpringsDown() throws {
    let (scene, card) = try makeCard()
    try scene.animate(withDuration: 0.75, usingSpringWithDamping: 0.4) {
        card.center.y = 500
    }
    #expect(card.center.y == 500) // the model value changes at once
    let frames = try scene.frames(fps: 60, until: 1) // t = k / 60 for k = 0 ... 60
    let y = frames.map { $0["card"]!.center.y }
    #expect(y.first == 200)
    #expect(y.last == 500)
    // With damping ratio 0.4 the card overshoots 500, by at most
    // 300 * exp(-0.4 pi / sqrt(1 - 0.4 * 0.4)) = 76.15 pt, before it settles.
    let peak = try #require(y.max())
    #expect(peak > 500 && peak <= 500 + 300 * exp(-0.4 * .pi / (1 - 0.4 * 0.4).squareRoot()))
}

// MARK: A property animator, scrubbed by a pan

/// Drags the card down: a pan scrubs a property animator that moves the card 300 pt down and
/// shrinks it to 80 %; lifting the finger lets the animator finish.
final class CardDrag: TouchResponder {
    let scene: Scene
    let card: View
    private var pan: PanGestureRecognizer<any Error>?
    private var animator: PropertyAnimator?

    init(scene: Scene, card: View) {
        self.scene = scene
        self.card = card
        pan = PanGestureRecognizer(view: card) { [unowned self] pan in try self.panned(pan) }
    }

    private func panned(_ pan: PanGestureRecognizer<any Error>) throws {
        switch pan.state {
        case .began, .changed:
            if animator == nil {
                animator = try PropertyAnimator(scene: scene, duration: 0.5, curve: .easeOut) {
                    self.card.center.y = 500
                    self.card.transform = AffineTransform(scaleX: 0.8, y: 0.8)
                }
            }
            try animator?.setFractionComplete(pan.translation.dy / 300)
        case .ended, .cancelled:
            try animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .possible, .failed:
            break
        }
    }

    func touchHandler(for view: View) -> (any TouchHandler<any Error>)? {
        view === card ? pan : nil
    }
}

// MARK: Sampled frames

/// The drag, played: each touch is delivered by the scene's clock at its time, and the frames
/// are sampled at 10 fps for a second.
func dragFrames() throws -> (frames: [FrameSnapshot], touches: [TouchEvent]) {
    let (scene, card) = try makeCard()
    let drag = CardDrag(scene: scene, card: card)
    let router = TouchRouter<any Error>()
    let touches = try EventScript(
        parsing: """
            0.1 down 187.5,200
            0.2 move 187.5,260
            0.3 move 187.5,320
            0.4 up 187.5,320
            """
    ).events
    for touch in touches {
        try scene.schedule(after: touch.time) {
            scene.reportingErrors { try router.deliver(touch, to: drag) }
        }
    }
    let frames = try scene.frames(fps: 10, until: 1)
    #expect(scene.diagnostics.isEmpty)
    return (frames, touches)
}

@Test func aPanScrubsTheAnimator() throws {
    let y = try dragFrames().frames.map { $0["card"]!.center.y }
    // The pan begins at 0.2 s, 60 pt from where the finger landed. Scrubbing is linear:
    // y = 200 + 300 * (drag / 300) = 200 + drag.
    #expect(y[0...1] == [200, 200])
    #expect(abs(y[2] - 260) < 1e-9)
    #expect(abs(y[3] - 320) < 1e-9)
    // Lifted at 0.4 s at fraction 0.4, it eases out from 320 to 500 over the remaining
    // (1 - 0.4) * 0.5 = 0.3 s: done at 0.7 s.
    #expect(y[4] == 320)
    #expect(y[5...6].allSatisfy { $0 > 320 && $0 < 500 })
    #expect(y[7...].allSatisfy { abs($0 - 500) < 1e-9 })
}
