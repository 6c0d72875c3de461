import Foundation
import KinemaUIKit
import KinemaUIKitTesting
import XCTest

/// Scroll views sized and filled by Auto Layout.
@MainActor
final class ScrollViewLayoutGuideTests: XCTestCase {
    /// A 375 x 600 scroll view pinned in the window, and a content view inside it.
    private func pinnedScrollView(_ harness: UIKitHarness) -> (UIScrollView, UIView) {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            scroll.topAnchor.constraint(equalTo: harness.window.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 375),
            scroll.heightAnchor.constraint(equalToConstant: 600)
        ])
        let content = UIView()
        content.accessibilityIdentifier = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        return (scroll, content)
    }

    /// Content pinned to the content guide and as wide as the frame guide sets the content size.
    func testTheContentGuideSetsTheContentSize() async throws {
        let harness = UIKitHarness()
        let (scroll, content) = pinnedScrollView(harness)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500)
        ])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1500))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 1500))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1500))
        // Scrolled, the content keeps its place in content coordinates; the frame guide moves.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(content.frame.minY, 0)
        XCTAssertEqual(content.convert(CGPoint.zero, to: nil).y, -300)
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 375, height: 600))
        // The allowed offsets follow: 1,500 - 600 at most.
        scroll.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1400, width: 10, height: 100), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 900)
        // A taller content makes a larger content size at the next pass.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 2000
        harness.window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize.height, 2000)
    }

    /// UIKit's older rule: the scroll view's own edges, related to its content, are the content
    /// area's; its width stays the frame's. Content pinned to the frame guide does not scroll.
    func testEdgesOfTheScrollViewAreTheContentAreasToItsContent() async throws {
        let harness = UIKitHarness()
        let (scroll, content) = pinnedScrollView(harness)
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalToConstant: 44)
        ])
        harness.window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1200))
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1200))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 250, width: 100, height: 44))
        XCTAssertEqual(header.convert(CGPoint.zero, to: nil), .zero, "the header stays in view")
        // The first item is still the scroll view, as UIKit reports it.
        let top = try XCTUnwrap(scroll.constraints.first { $0.firstItem === content && $0.firstAttribute == .top })
        XCTAssertTrue(top.secondItem === scroll)
    }

    /// Without constraints the content guide is the manual content size.
    func testAnUnconstrainedContentGuideFollowsTheContentSize() async throws {
        let harness = UIKitHarness()
        let (scroll, _) = pinnedScrollView(harness)
        scroll.contentSize = CGSize(width: 500, height: 800)
        let guide = scroll.contentLayoutGuide
        harness.window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 500, height: 800))
        scroll.contentSize = CGSize(width: 375, height: 1000)
        harness.window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame.size, CGSize(width: 375, height: 1000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1000))
    }
}
