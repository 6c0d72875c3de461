import KinemaUIKit
import KinemaUIKitTesting

/// The scene of `uikit.sheet.safeArea.2000`: in a 375 x 812 window whose safe area is inset by
/// 44 at the top and 34 at the bottom, a controller's view holds 2,000 rows 10 pt high chained
/// top to bottom, and a sheet 500 pt high whose handle sits on the bottom edge of the sheet's
/// safe-area guide. One step moves the sheet's top by 1 pt between 279 and 311, where its bottom
/// edge overlaps the unsafe strip: its safe area changes at every step.
@MainActor
final class UIKitSheet {
    let harness = UIKitHarness(screenSize: CGSize(width: 375, height: 812))
    let root: UIView
    let handle = UIView()
    private let top: NSLayoutConstraint
    private(set) var sheetTop = 279.0

    init(rows: Int) {
        harness.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        harness.show(controller)
        root = controller.view
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<rows {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 100),
                row.heightAnchor.constraint(equalToConstant: 10),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor)
            ]
            previous = row
        }
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sheet)
        handle.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(handle)
        top = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: sheetTop)
        constraints += [
            top,
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.widthAnchor.constraint(equalToConstant: 375),
            sheet.heightAnchor.constraint(equalToConstant: 500),
            handle.bottomAnchor.constraint(equalTo: sheet.safeAreaLayoutGuide.bottomAnchor),
            handle.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            handle.widthAnchor.constraint(equalToConstant: 40),
            handle.heightAnchor.constraint(equalToConstant: 5)
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Moves the sheet 1 pt (down, wrapping from 311 to 279) and lays out.
    func step() {
        sheetTop = sheetTop >= 311 ? 279 : sheetTop + 1
        top.constant = sheetTop
        root.layoutIfNeeded()
    }

    /// Whether the handle sits on the safe area's bottom: the sheet's bottom edge is at
    /// top + 500, of which everything past 812 - 34 = 778 is unsafe, so the handle's bottom is at
    /// 500 - (top + 500 - 778) = 778 - top in the sheet.
    var handleIsPlaced: Bool { abs(handle.frame.maxY - (778 - sheetTop)) < 1e-9 }
}

/// A sheet scene handed across `MainActor.assumeIsolated` (used on the main thread only).
struct UncheckedSheet: @unchecked Sendable {
    let sheet: UIKitSheet
}
