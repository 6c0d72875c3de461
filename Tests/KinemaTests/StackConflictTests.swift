import XCTest
@testable import Kinema

/// A stack's constraints take part in conflict diagnostics, including those it adds after its
/// views' intrinsic sizes (an equalCentering stack's spacing inequalities after the first).
final class StackConflictTests: XCTestCase {
    /// An equalCentering stack 100 wide of three views 40 wide: 120 > 100 even with both gaps at
    /// their least (0), so the third width conflicts with the stack's start, end and length, the
    /// other two widths and both spacing inequalities (dropping any one of them lets it hold).
    func testEveryGapInequalityOfAnEqualCenteringStackIsNamed() throws {
        let scene = Scene(size: Size(width: 375, height: 667))
        let stack = View(name: "s")
        try scene.root.addSubview(stack)
        stack.stackConfiguration = StackConfiguration(axis: .horizontal, distribution: .equalCentering)
        let views = (0..<3).map { View(name: "v\($0)") }
        for v in views { try stack.addArrangedSubview(v) }
        try LayoutConstraint.activate([
            LayoutConstraint(stack.anchor(.leading), .equal, scene.root.anchor(.leading)),
            LayoutConstraint(stack.anchor(.top), .equal, scene.root.anchor(.top)),
            LayoutConstraint(stack.anchor(.width), .equal, nil, constant: 100),
            LayoutConstraint(views[0].anchor(.width), .equal, nil, constant: 40),
            LayoutConstraint(views[1].anchor(.width), .equal, nil, constant: 40)
        ])
        scene.layoutIfNeeded()
        let probe = LayoutConstraint(views[2].anchor(.width), .equal, nil, constant: 40)
        let labels = scene.requiredConflict(with: probe, constant: 40).compactMap { member -> String? in
            if case .stack(_, let label) = member { return label }
            return nil
        }
        XCTAssertTrue(labels.contains("s stack: v0 to v1 spacing"), "\(labels)")
        XCTAssertTrue(labels.contains("s stack: v1 to v2 spacing"), "\(labels)")
    }
}
