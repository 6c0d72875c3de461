import Kinema
import KinemaDerivations
import XCTest

/// The README's short tour, run as written, so that the README cannot drift from the API.
final class ReadmeTourTests: XCTestCase {
    func testTheTourRunsAndPrintsWhatTheReadmeSays() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let card = View(name: "card", frame: Rect(x: 37.5, y: 100, width: 300, height: 400))
        card.backgroundColor = .white
        card.cornerRadius = 10
        try scene.root.addSubview(card)
        try scene.animate(withDuration: 0.75, usingSpringWithDamping: 0.4) {
            card.center.y = 500
            card.transform = AffineTransform(rotationAngle: .pi / 8)
        }
        try scene.advance(to: 0.25)
        XCTAssertEqual(card.center.y, 500)
        // 300 + 200 * q(0.25), q = UIKit's spring solved for 0.75 s and damping ratio 0.4, evaluated
        // independently by Derivation.uikitSpringProgress: 1.066585009055845 (an overshoot).
        let q = Derivation.uikitSpringProgress(0.25, duration: 0.75, dampingRatio: 0.4)
        XCTAssertEqual(card.presentation.center.y, 300 + 200 * q, accuracy: 1e-9)
        XCTAssertEqual(scene.snapshot().csvRows.count, 2)

        let popup = View(name: "popup")
        try scene.root.addSubview(popup)
        let group = try constrain(popup, scene.root) { popup, root in
            popup.leading == root.leading
            popup.trailing == root.trailing
            popup.bottom == root.bottom + 440
            popup.height == 500
        }
        scene.layoutIfNeeded()
        group.constraints[2].constant = 0
        try scene.animate(withDuration: 1) { scene.layoutIfNeeded() }
        XCTAssertEqual(popup.center.y, 417)
        XCTAssertEqual(popup.presentation.center.y, 857)

        try scene.animateKeyframes(withDuration: 0.8, options: [.calculationModeCubic, .beginFromCurrentState]) {
            try scene.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) { card.center.x -= 4 }
            try scene.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.5) { card.center.x += 104 }
        }
        XCTAssertEqual(card.center.x, 187.5 + 100)

        let spring = try Spring(duration: 0.5, dampingRatio: 0.5)
        XCTAssertEqual(spring.naturalFrequency, 25.433797, accuracy: 1e-6)
        XCTAssertEqual(spring.progress(at: 0.25), 0.987155, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.5), 0.3153568, accuracy: 1e-6)
    }
}
