import Kinema
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// UIImage symbols and named images, UIImageView, UIButton images and titles, UIPageControl.
@MainActor
final class UIImageTests: XCTestCase {
    /// The system symbol `name` in the configuration of the other three arguments.
    private func symbol(
        _ name: String, pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) throws -> UIImage {
        try XCTUnwrap(
            UIImage(
                systemName: name,
                withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)))
    }

    /// A symbol is as high as its point size times its scale (0.8 small, 1 medium, 1.3 large)
    /// and its table's aspect wide: cart.fill at 22 pt is 22 x 13/11 = 26 wide.
    func testSymbolImagesFromTheTable() async throws {
        let harness = UIKitHarness()
        let cart = try symbol("cart.fill", pointSize: 22, weight: .bold, scale: .default)
        XCTAssertEqual(cart.kinemaSymbol, .cart)
        XCTAssertEqual(Double(cart.size.width), 26, accuracy: 1e-12)
        XCTAssertEqual(cart.size.height, 22)
        XCTAssertTrue(cart.isSymbolImage)
        let plain = try XCTUnwrap(UIImage(systemName: "gamecontroller"))
        XCTAssertEqual(plain.size.height, 17, "the default point size")
        XCTAssertEqual(Double(plain.size.width), 17 * 4.0 / 3, accuracy: 1e-12)
        let large = try symbol("photo", pointSize: 20, weight: .regular, scale: .large)
        XCTAssertEqual(Double(large.size.height), 26, accuracy: 1e-12)
        XCTAssertEqual(
            Double(plain.withConfiguration(UIImage.SymbolConfiguration(scale: .small)).size.height), 17 * 0.8,
            accuracy: 1e-12)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")

        // A name the table does not know: an empty image, not nil, and a diagnostic.
        let unknown = try XCTUnwrap(UIImage(systemName: "figure.surfing"))
        XCTAssertNil(unknown.kinemaSymbol)
        XCTAssertEqual(unknown.size, .zero)
        XCTAssertEqual(harness.diagnostics.count, 1)
        XCTAssertTrue(harness.diagnostics[0].contains("figure.surfing"), harness.diagnostics[0])
    }

    /// An image view shows its image's pictogram in its tint: its own, else the one it inherits,
    /// followed when an ancestor's changes or the view moves.
    func testImageViewsShowTheirImageInTheirTint() async throws {
        let harness = UIKitHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(container)
        let image = UIImage(systemName: "cart")
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame.size, image?.size, "sized to the image")
        XCTAssertEqual(view.intrinsicContentSize, image?.size)
        XCTAssertFalse(view.isUserInteractionEnabled)
        container.addSubview(view)
        XCTAssertEqual(
            view.kinemaView.content, .symbol(.cart, tint: UIColor.systemBlue.kinemaColor), "the default tint")
        container.tintColor = .systemPink
        XCTAssertEqual(view.kinemaView.content, .symbol(.cart, tint: Color.systemPink))
        let other = UIView()
        other.tintColor = .white
        harness.window.addSubview(other)
        other.addSubview(view)
        XCTAssertEqual(view.kinemaView.content, .symbol(.cart, tint: .white), "moved under a white tint")
        view.tintColor = .black
        other.tintColor = .red
        XCTAssertEqual(view.kinemaView.content, .symbol(.cart, tint: .black), "its own tint wins")
        view.image = image?.withRenderingMode(.alwaysOriginal)
        XCTAssertEqual(view.kinemaView.content, .symbol(.cart, tint: .black), "original symbols draw black")
        view.image = nil
        XCTAssertNil(view.kinemaView.content)
        XCTAssertEqual(
            view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A registered named image: its size, its pictogram in white, and its colour where it
    /// covers the view (scale to fill, aspect fill), not where it may not (aspect fit).
    func testNamedImagesRegisteredWithTheHarness() async throws {
        let harness = UIKitHarness()
        let sky = Color(red: 0.36, green: 0.56, blue: 0.78)
        harness.registerImage(named: "beach", size: CGSize(width: 640, height: 427), color: sky)
        let photo = try XCTUnwrap(UIImage(named: "beach"))
        XCTAssertEqual(photo.size, CGSize(width: 640, height: 427))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .red
        view.image = photo
        XCTAssertEqual(view.kinemaView.content, .symbol(.photo, tint: .white))
        XCTAssertEqual(view.kinemaView.backgroundColor, sky, "scale to fill covers the background")
        XCTAssertEqual(view.backgroundColor, .red, "the property keeps the colour set")
        view.contentMode = .scaleAspectFit
        XCTAssertEqual(view.kinemaView.backgroundColor, Color(red: 1, green: 0, blue: 0))
        view.contentMode = .scaleAspectFill
        XCTAssertEqual(view.kinemaView.backgroundColor, sky)
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
        XCTAssertNil(UIImage(named: "missing"), "nil, as UIKit answers for a missing asset")
        XCTAssertEqual(harness.diagnostics.count, 1)
    }

    /// A button shows its current image in its tint (or else its title), and is sized by it.
    func testButtonsShowTheirImageOrTitle() async throws {
        let harness = UIKitHarness()
        let button = UIButton(type: .custom)
        harness.window.addSubview(button)
        XCTAssertNil(button.kinemaView.content)
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.kinemaView.content, .text("Go", color: .white), "a custom button's titles are white")
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 17, height: 21), "2 x 8.5 by 1.2 x 17, rounded up")
        let lines = UIImage(systemName: "line.3.horizontal")
        button.setImage(lines, for: .normal)
        button.tintColor = .white
        XCTAssertEqual(button.kinemaView.content, .symbol(.lines, tint: .white))
        XCTAssertEqual(button.intrinsicContentSize, lines?.size)
        XCTAssertTrue(button.imageView?.image === lines, "the image view holds the current image")
        XCTAssertNil(button.imageView?.superview, "outside the hierarchy")
        XCTAssertEqual(button.titleLabel?.text, "Go")
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// Three pages: dots 7 pt round, centres 16 pt apart about the control's centre, the current
    /// one in its colour; the intrinsic size is 2 x 16 + 7 = 39 by 37.
    func testPageControlDots() async throws {
        let harness = UIKitHarness()
        let pages = UIPageControl()
        pages.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(pages)
        NSLayoutConstraint.activate([
            pages.centerXAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 100),
            pages.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 50)
        ])
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.pageIndicatorTintColor = .lightGray
        pages.currentPageIndicatorTintColor = .darkGray
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 39, height: 37))
        harness.window.layoutIfNeeded()
        XCTAssertEqual(pages.frame, CGRect(x: 100 - 19.5, y: 50, width: 39, height: 37))
        let dots = pages.subviews
        XCTAssertEqual(dots.map(\.accessibilityIdentifier), ["pageIndicator0", "pageIndicator1", "pageIndicator2"])
        for (i, dot) in dots.enumerated() {
            XCTAssertEqual(dot.center, CGPoint(x: 19.5 + CGFloat(i - 1) * 16, y: 18.5))
            XCTAssertEqual(dot.bounds.size, CGSize(width: 7, height: 7))
            XCTAssertEqual(dot.layer.cornerRadius, 3.5)
            XCTAssertEqual(dot.backgroundColor, i == 1 ? .darkGray : .lightGray)
        }
        pages.currentPage = 7
        XCTAssertEqual(pages.currentPage, 2, "clamped to the last page")
        pages.numberOfPages = 3
        XCTAssertTrue(pages.subviews[0] === dots[0], "the same count keeps the dots")
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        XCTAssertEqual(pages.subviews.count, 0)
        XCTAssertEqual(pages.currentPage, 0)
        XCTAssertEqual(pages.size(forNumberOfPages: 4), CGSize(width: 55, height: 37))
        XCTAssertTrue(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }
}
