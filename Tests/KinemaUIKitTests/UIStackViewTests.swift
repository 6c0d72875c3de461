import KinemaDerivations
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIStackView's distributions and alignments against frames derived by hand from the stack
/// rules (the engine's Auto Layout article): three views of intrinsic widths 40, 60 and 80 and
/// height 20, spacing 10, in a horizontal stack whose frame is fixed.
@MainActor
final class UIStackViewTests: XCTestCase {
    private struct Stack {
        let harness: UIKitHarness
        let stack: UIStackView
        let views: [IntrinsicView]
    }

    private func stack(
        width: CGFloat, _ distribution: UIStackView.Distribution,
        alignment: UIStackView.Alignment = .fill
    ) -> Stack {
        let harness = UIKitHarness()
        let views = [
            IntrinsicView(40, 20, name: "a"), IntrinsicView(60, 20, name: "b"), IntrinsicView(80, 20, name: "c")
        ]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: 50)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        harness.window.addSubview(stack)
        return Stack(harness: harness, stack: stack, views: views)
    }

    private func assertFrames(
        _ s: Stack, _ expected: [CGRect], accuracy: CGFloat = 1e-9, diagnostics: Int = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        s.harness.window.layoutIfNeeded()
        for (view, rect) in zip(s.views, expected) {
            let f = view.frame
            for (got, want) in [
                (f.minX, rect.minX), (f.minY, rect.minY), (f.width, rect.width), (f.height, rect.height)
            ] {
                XCTAssertEqual(
                    got, want, accuracy: accuracy, "\(view.accessibilityIdentifier!): \(f)", file: file, line: line)
            }
        }
        XCTAssertEqual(s.harness.diagnostics.count, diagnostics, "\(s.harness.diagnostics)", file: file, line: line)
    }

    func testTheSettingsAndArrangedViews() async throws {
        let s = stack(width: 300, .fill)
        XCTAssertEqual(s.stack.axis, .horizontal)
        XCTAssertEqual(s.stack.arrangedSubviews, s.views)
        XCTAssertEqual(s.stack.subviews, s.views)
        XCTAssertTrue(s.views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom.rawValue, 4)
        XCTAssertEqual(UIStackView.Distribution.equalCentering.rawValue, 4)
        s.stack.removeArrangedSubview(s.views[1])
        XCTAssertEqual(s.stack.arrangedSubviews, [s.views[0], s.views[2]])
        XCTAssertEqual(s.stack.subviews.count, 3, "an un-arranged view stays a subview")
        s.stack.insertArrangedSubview(s.views[1], at: 0)
        XCTAssertEqual(s.stack.arrangedSubviews, [s.views[1], s.views[0], s.views[2]])
        s.views[2].removeFromSuperview()
        XCTAssertEqual(s.stack.arrangedSubviews, [s.views[1], s.views[0]])
    }

    /// fill: 40 + 60 + 80 + 2 * 10 = 200, so 100 points are left; b hugs at 200, below a's and
    /// c's 250, so b alone stretches to 160: x = 0, 40 + 10 = 50, 50 + 160 + 10 = 220.
    func testFill() async throws {
        let s = stack(width: 300, .fill)
        s.views[1].setContentHuggingPriority(.defaultLow - 50, for: .horizontal)
        XCTAssertEqual(s.views[1].contentHuggingPriority(for: .horizontal).rawValue, 200)
        assertFrames(
            s,
            [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 160, height: 50),
                CGRect(x: 220, y: 0, width: 80, height: 50)
            ])
    }

    /// fillEqually in a stack `width` wide: (width - 2 * 10) / 3 each, at x = k (that + 10).
    private func equalFrames(width: CGFloat) -> [CGRect] {
        let w = (width - 20) / 3
        return [0, 1, 2].map { CGRect(x: CGFloat($0) * (w + 10), y: 0, width: w, height: 50) }
    }

    /// fillProportionally in a stack `width` wide: the width - 20 points left by the spacing
    /// shared as 40 : 60 : 80, each view 10 after the previous one.
    private func proportionalFrames(width: CGFloat) -> [CGRect] {
        let widths: [CGFloat] = [40, 60, 80].map { (width - 20) * $0 / 180 }
        return [
            CGRect(x: 0, y: 0, width: widths[0], height: 50),
            CGRect(x: widths[0] + 10, y: 0, width: widths[1], height: 50),
            CGRect(x: widths[0] + widths[1] + 20, y: 0, width: widths[2], height: 50)
        ]
    }

    /// fillEqually: 280 / 3 each.
    func testFillEqually() async throws {
        assertFrames(stack(width: 300, .fillEqually), equalFrames(width: 300))
    }

    /// fillEqually 300 wide with 30 after a: 3w + 30 + 10 = 300, w = 260 / 3, x = 0, w + 30,
    /// 2w + 40. The system spacing after b (8): w = 262 / 3. Back to the default: 280 / 3 each.
    func testCustomSpacing() async throws {
        let s = stack(width: 300, .fillEqually)
        let (a, b) = (s.views[0], s.views[1])
        XCTAssertEqual(s.stack.customSpacing(after: a), UIStackView.spacingUseDefault)
        s.stack.setCustomSpacing(30, after: a)
        XCTAssertEqual(s.stack.customSpacing(after: a), 30)
        var w: CGFloat = 260 / 3
        assertFrames(
            s, [0, w + 30, 2 * w + 40].map { CGRect(x: $0, y: 0, width: w, height: 50) }, accuracy: 1e-9)
        s.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        XCTAssertEqual(s.stack.customSpacing(after: b), UIStackView.spacingUseSystem)
        w = 262 / 3
        assertFrames(s, [0, w + 30, 2 * w + 38].map { CGRect(x: $0, y: 0, width: w, height: 50) })
        s.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        s.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
        XCTAssertEqual(s.stack.customSpacing(after: b), UIStackView.spacingUseDefault)
        assertFrames(s, equalFrames(width: 300))
        // A view that is not arranged is ignored, as UIKit ignores it; a spacing that is not
        // finite is logged.
        let outside = UIView()
        s.stack.setCustomSpacing(5, after: outside)
        XCTAssertEqual(s.stack.customSpacing(after: outside), UIStackView.spacingUseDefault)
        XCTAssertTrue(s.harness.diagnostics.isEmpty, "\(s.harness.diagnostics)")
        s.stack.setCustomSpacing(.nan, after: a)
        XCTAssertEqual(s.harness.diagnostics.count, 1)
        assertFrames(s, equalFrames(width: 300), diagnostics: 1)
        // The stack's own spacing takes the two tokens too: the system spacing is 8,
        // (300 - 16) / 3 each; the default is 0, 100 each.
        s.stack.spacing = UIStackView.spacingUseSystem
        w = 284 / 3
        assertFrames(s, [0, w + 8, 2 * w + 16].map { CGRect(x: $0, y: 0, width: w, height: 50) }, diagnostics: 1)
        s.stack.spacing = UIStackView.spacingUseDefault
        assertFrames(s, [0, 100, 200].map { CGRect(x: $0, y: 0, width: 100, height: 50) }, diagnostics: 1)
    }

    /// fillEqually 300 x 50 inside margins of 5 top, 20 left, 7 bottom and 30 right: the views
    /// share 250 - 2 * 10 = 230 from x = 20, at y = 5 and 50 - 12 = 38 tall. Margins of 0 and 50
    /// at the sides: 250 again, from x = 0.
    func testLayoutMarginsRelativeArrangement() async throws {
        let s = stack(width: 300, .fillEqually)
        s.stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 7, right: 30)
        XCTAssertFalse(s.stack.isLayoutMarginsRelativeArrangement)
        assertFrames(s, equalFrames(width: 300))
        s.stack.isLayoutMarginsRelativeArrangement = true
        let w: CGFloat = 230 / 3
        assertFrames(s, [20, 20 + w + 10, 20 + 2 * w + 20].map { CGRect(x: $0, y: 5, width: w, height: 38) })
        s.stack.layoutMargins = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 50)
        assertFrames(s, [0, w + 10, 2 * w + 20].map { CGRect(x: $0, y: 5, width: w, height: 38) })
    }

    /// fillProportionally: 280 shared as 40 : 60 : 80.
    func testFillProportionally() async throws {
        assertFrames(stack(width: 300, .fillProportionally), proportionalFrames(width: 300))
    }

    /// equalSpacing: intrinsic widths and two equal gaps g with 180 + 2g = 300, g = 60.
    func testEqualSpacing() async throws {
        assertFrames(
            stack(width: 300, .equalSpacing),
            [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 100, y: 0, width: 60, height: 50),
                CGRect(x: 220, y: 0, width: 80, height: 50)
            ])
    }

    /// equalCentering: centres 20 (a at the start) and 300 - 40 = 260 (c at the end), so b's is
    /// at 140 and b starts at 140 - 30 = 110; the gaps, 70 and 50, are at least 10.
    func testEqualCentering() async throws {
        assertFrames(
            stack(width: 300, .equalCentering),
            [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 110, y: 0, width: 60, height: 50),
                CGRect(x: 220, y: 0, width: 80, height: 50)
            ])
    }

    // MARK: Too small for the content

    /// At 150, 200 needed, 50 short; c resists compression at 700, below a's and b's 750, so c
    /// alone gives way: 80 - 50 = 30, the gaps staying 10.
    private func assertOnlyCGivesWayAt150(
        _ distribution: UIStackView.Distribution, file: StaticString = #filePath, line: UInt = #line
    ) {
        let s = stack(width: 150, distribution)
        s.views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        assertFrames(
            s,
            [
                CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 60, height: 50),
                CGRect(x: 120, y: 0, width: 30, height: 50)
            ], file: file, line: line)
    }

    /// fill at 150: c alone gives way.
    func testFillWhenTooSmall() async throws {
        assertOnlyCGivesWayAt150(.fill)
    }

    /// equalSpacing at 150: the gaps may not go below 10, so they stay 10 and c gives way as in fill.
    func testEqualSpacingWhenTooSmall() async throws {
        assertOnlyCGivesWayAt150(.equalSpacing)
    }

    /// fillEqually at 150: (150 - 20) / 3 each, below a's 40 too (the equal lengths are required).
    func testFillEquallyWhenTooSmall() async throws {
        assertFrames(stack(width: 150, .fillEqually), equalFrames(width: 150))
    }

    /// fillProportionally at 150: 130 shared as 40 : 60 : 80 (the proportions hold at 999, above
    /// compression resistance).
    func testFillProportionallyWhenTooSmall() async throws {
        assertFrames(stack(width: 150, .fillProportionally), proportionalFrames(width: 150))
    }

    // MARK: Alignment

    /// Across a 50-point-high horizontal stack, views 20 high: top at 0, centred at (50 - 20) / 2 =
    /// 15, bottom (and the baselines of views without text) at 50 - 20 = 30.
    func testAlignments() async throws {
        let cases: [(UIStackView.Alignment, CGFloat)] = [
            (.top, 0), (.center, 15), (.bottom, 30),
            (.firstBaseline, 30), (.lastBaseline, 30)
        ]
        for (alignment, y) in cases {
            assertFrames(
                stack(width: 300, .equalSpacing, alignment: alignment),
                [
                    CGRect(x: 0, y: y, width: 40, height: 20), CGRect(x: 100, y: y, width: 60, height: 20),
                    CGRect(x: 220, y: y, width: 80, height: 20)
                ])
        }
    }

    /// A vertical stack 300 high and 100 wide, equal spacing, centred across: heights 40, 60, 80
    /// (intrinsic), x = (100 - width) / 2 for widths 20.
    func testAVerticalStack() async throws {
        let harness = UIKitHarness()
        let views = [
            IntrinsicView(20, 40, name: "a"), IntrinsicView(20, 60, name: "b"), IntrinsicView(20, 80, name: "c")
        ]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        harness.window.addSubview(stack)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(
            views.map(\.frame),
            [
                CGRect(x: 40, y: 0, width: 20, height: 40),
                CGRect(x: 40, y: 100, width: 20, height: 60),
                CGRect(x: 40, y: 220, width: 20, height: 80)
            ])
    }

    // MARK: Hidden views

    /// fillEqually with b hidden: a and c share 300 - 10 (one gap left) = 145 each; b collapses
    /// to width 0 where a ends (x = 145), and c starts at 145 + 10 = 155.
    func testFillEquallyWithAHiddenView() async throws {
        let s = stack(width: 300, .fillEqually)
        s.views[1].isHidden = true
        assertFrames(
            s,
            [
                CGRect(x: 0, y: 0, width: 145, height: 50), CGRect(x: 145, y: 0, width: 0, height: 50),
                CGRect(x: 155, y: 0, width: 145, height: 50)
            ])
        s.views[1].isHidden = false
        assertFrames(s, equalFrames(width: 300))
    }

    /// Hiding b inside a 0.5 s block animates the collapse with the default curve: at t the
    /// width shown for a is w0 + (145 - w0) easeInOut(t / 0.5), with w0 = 280 / 3, and c's
    /// centre goes from 2 (w0 + 10) + w0 / 2 to 155 + 72.5 the same way.
    func testHidingAnArrangedViewInABlockAnimatesTheCollapse() async throws {
        let s = stack(width: 300, .fillEqually)
        s.harness.window.layoutIfNeeded()
        UIView.animate(withDuration: 0.5) { s.views[1].isHidden = true }
        XCTAssertEqual(s.views[0].frame.width, 145, "the stack was laid out in the block")
        let w0: Double = 280 / 3
        let c0 = 2 * (w0 + 10) + w0 / 2, c1 = 155 + 72.5
        for t in [0.1, 0.25, 0.4] {
            s.harness.advance(to: t)
            let p = Derivation.easeInOut(t / 0.5)
            let a = try XCTUnwrap(s.views[0].layer.presentation())
            let c = try XCTUnwrap(s.views[2].layer.presentation())
            XCTAssertEqual(Double(a.bounds.width), w0 + (145 - w0) * p, accuracy: 1e-4, "t = \(t)")
            XCTAssertEqual(Double(c.position.x), c0 + (c1 - c0) * p, accuracy: 1e-4, "t = \(t)")
        }
        s.harness.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(s.views[2].layer.presentation()).position.x, 227.5)
        XCTAssertTrue(s.harness.diagnostics.isEmpty, "\(s.harness.diagnostics)")
    }
}

/// Stacks inside stacks, sized by constraints to the safe area, as the AR camera tab bar lays out
/// its buttons: a horizontal equal-spacing stack aligned to the bottom holding two 44-point
/// buttons around a vertical stack (spacing 20, centred) of a 44-point arrows button over a
/// camera button whose height is a constraint (100, or 60 with the arrows hidden).
@MainActor
final class NestedStackTests: XCTestCase {
    func testTheTabBarLayoutAndItsAnimatedChange() async throws {
        let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 812))
        harness.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let root = UIView(frame: harness.window.bounds)
        harness.window.addSubview(root)
        let left = IntrinsicView(44, 44, name: "left"), right = IntrinsicView(44, 44, name: "right")
        let arrows = IntrinsicView(44, 44, name: "arrows")
        let camera = UIView()
        camera.accessibilityIdentifier = "camera"
        let middle = UIStackView(arrangedSubviews: [arrows, camera])
        middle.axis = .vertical
        middle.spacing = 20
        middle.alignment = .center
        let tabs = UIStackView(arrangedSubviews: [left, middle, right])
        tabs.distribution = .equalSpacing
        tabs.alignment = .bottom
        tabs.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(tabs)
        let cameraHeight = camera.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            tabs.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            tabs.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            tabs.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -15),
            cameraHeight,
            camera.widthAnchor.constraint(equalTo: camera.heightAnchor)
        ])
        harness.window.layoutIfNeeded()
        // The middle column is as wide as the camera (100) and 44 + 20 + 100 = 164 high; the tab
        // stack is 375 - 40 = 335 wide, so the two gaps are (335 - 44 - 100 - 44) / 2 = 73.5; its
        // bottom is 812 - 34 - 15 = 763 and it is 164 high (its tallest view).
        XCTAssertEqual(tabs.frame, CGRect(x: 20, y: 599, width: 335, height: 164))
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 120, width: 44, height: 44))
        XCTAssertEqual(middle.frame, CGRect(x: 117.5, y: 0, width: 100, height: 164))
        XCTAssertEqual(right.frame, CGRect(x: 291, y: 120, width: 44, height: 44))
        XCTAssertEqual(arrows.frame, CGRect(x: 28, y: 0, width: 44, height: 44))
        XCTAssertEqual(camera.frame, CGRect(x: 0, y: 64, width: 100, height: 100))

        // Hide the arrows and shrink the camera, then lay out in a 0.5 s block: the middle column
        // becomes 60 x 60, the tab stack 60 high (top 703), the gaps (335 - 148) / 2 = 93.5.
        arrows.isHidden = true
        cameraHeight.constant = 60
        UIView.animate(withDuration: 0.5) { root.layoutIfNeeded() }
        XCTAssertEqual(tabs.frame, CGRect(x: 20, y: 703, width: 335, height: 60))
        XCTAssertEqual(middle.frame, CGRect(x: 137.5, y: 0, width: 60, height: 60))
        XCTAssertEqual(camera.frame, CGRect(x: 0, y: 0, width: 60, height: 60))
        XCTAssertEqual(right.frame.minX, 291)
        // Half way (easeInOut(0.5) = 0.5) the camera's size shown is half way from 100 to 60.
        harness.advance(to: 0.25)
        let shown = try XCTUnwrap(camera.layer.presentation())
        XCTAssertEqual(Double(shown.bounds.width), 80, accuracy: 1e-9)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
