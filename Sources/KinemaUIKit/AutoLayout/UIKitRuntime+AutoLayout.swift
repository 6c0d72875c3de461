import Foundation
import Kinema

/// A runtime's Auto Layout bookkeeping.
@MainActor
final class RuntimeAutoLayout {
    /// The facade constraints the solver holds.
    var engaged: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Views (not the window) whose safe-area guide engaged constraints use.
    var safeAreaViews = ViewList()
    /// Views whose layout margins engaged constraints use.
    var marginViews = ViewList()
    /// How many scene diagnostics were looked at for constraints the engine dropped.
    var diagnosticsChecked = 0
    /// Constraints the engine dropped while rebuilding, by the engine's description of them.
    var droppedByEngine: [String: NSLayoutConstraint] = [:]
    /// Whether the start of a pass is being prepared (a pass started meanwhile skips it).
    var isPreparing = false
    /// How many extra passes the end of a pass has asked for (safe areas that moved).
    var extraPasses = 0
}

/// Views held weakly, each once, in the order they came.
@MainActor
struct ViewList {
    private var boxes: [WeakBox<UIView>] = []

    /// Adds `view` unless it is there.
    mutating func insert(_ view: UIView) {
        if !boxes.contains(where: { $0.value === view }) { boxes.append(WeakBox(view)) }
    }

    /// The views still alive (the released ones are dropped).
    mutating func views() -> [UIView] {
        boxes.removeAll { $0.value == nil }
        return boxes.compactMap(\.value)
    }
}

/// What the next layout pass of a window must look at, whichever harness owns the window: views
/// to send `updateConstraints()`, views whose intrinsic size must be read, constraints waiting
/// for their views to be in a window. Views are queued when made, so a view added later is read
/// before its first pass; the queues hold everything weakly.
@MainActor
enum LayoutQueue {
    static var constraints: [WeakBox<NSLayoutConstraint>] = []
    static var updates: [WeakBox<UIView>] = []
    static var intrinsicSizes: [WeakBox<UIView>] = []

    /// Removes and returns the queued views that `take` accepts (dropping the released ones).
    static func take(_ queue: inout [WeakBox<UIView>], where take: (UIView) -> Bool) -> [UIView] {
        var taken: [UIView] = []
        queue.removeAll { box in
            guard let view = box.value else { return true }
            guard take(view) else { return false }
            taken.append(view)
            return true
        }
        return taken
    }
}

extension UIKitRuntime {
    /// Has the scene call the facade at the start and end of every layout pass.
    func installLayoutHooks() {
        scene.setLayoutPassHooks(
            willBegin: { [weak self] in self?.layoutPassWillBegin() },
            didEnd: { [weak self] in self?.layoutPassDidEnd() })
    }

    /// UIKit's update pass before a layout pass: `updateConstraints()` on the views that need it
    /// (deepest first), pending constraints into the solver, intrinsic sizes read, guides synced.
    private func layoutPassWillBegin() {
        guard !autoLayout.isPreparing else { return }
        autoLayout.isPreparing = true
        defer { autoLayout.isPreparing = false }
        updateConstraints(within: nil)
        readIntrinsicSizes()
        engagePendingConstraints()
        _ = syncGuides()
    }

    /// After a pass: notes constraints the engine dropped, and runs the pass again (at most
    /// twice) when the safe areas or margins it moved change what constraints see, or when a
    /// view of the window invalidated its intrinsic size during the pass (a multi-line label
    /// whose width changed), as UIKit's layout cycle runs again within the same turn.
    private func layoutPassDidEnd() {
        detectConstraintsDroppedByEngine()
        let guidesMoved = syncGuides()
        let remeasure = LayoutQueue.intrinsicSizes.contains { $0.value.map(holds) ?? false }
        guard autoLayout.extraPasses < 2, guidesMoved || remeasure else { return }
        autoLayout.extraPasses += 1
        defer { autoLayout.extraPasses -= 1 }
        scene.layoutIfNeeded()
    }

    /// Whether `view` is in this runtime's window.
    private func holds(_ view: UIView) -> Bool { view.window === window }

    /// Sends `updateConstraints()` to the queued views in the window (or in `root`'s subtree),
    /// deepest first, as UIKit does; a view flagged again meanwhile gets another round (at most 8).
    func updateConstraints(within root: UIView?) {
        for _ in 0..<8 {
            let due = LayoutQueue.take(&LayoutQueue.updates) { view in
                guard view.autoLayoutState.needsUpdateConstraints else { return true }
                if let root { return view.isDescendant(of: root) }
                return holds(view)
            }.filter { $0.autoLayoutState.needsUpdateConstraints }
            if due.isEmpty { return }
            var depths: [ObjectIdentifier: Int] = [:]
            let ordered = due.enumerated().map { ($0.element, $0.element.depth(memo: &depths), $0.offset) }
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
            for (view, _, _) in ordered {
                let state = view.autoLayoutState
                state.needsUpdateConstraints = false
                state.superUpdateConstraintsCalled = false
                view.updateConstraints()
                if !state.superUpdateConstraintsCalled {
                    let name = view.kinemaView.name
                    logException(
                        "NSInternalInconsistencyException",
                        "The layout constraints still need update after sending -updateConstraints to <\(name)>. "
                            + "\(String(describing: type(of: view))) or one of its superclasses may have overridden "
                            + "-updateConstraints without calling super.")
                }
            }
        }
    }

    private func engagePendingConstraints() {
        var ready: [NSLayoutConstraint] = []
        LayoutQueue.constraints.removeAll { box in
            guard let c = box.value, c.state == .pending else { return true }
            guard c.readyRuntime === self else { return false }
            ready.append(c)
            return true
        }
        if !ready.isEmpty { engage(ready) }
    }

    /// Reads the intrinsic sizes of the queued views in the window into the engine.
    private func readIntrinsicSizes() {
        for view in LayoutQueue.take(&LayoutQueue.intrinsicSizes, where: holds) {
            view.autoLayoutState.needsIntrinsicSizeRead = false
            let size = view.intrinsicContentSize.kinema
            if view.kinemaView.intrinsicContentSize != size { view.kinemaView.intrinsicContentSize = size }
        }
    }

    /// Gives the views whose safe-area guides constraints use their safe-area insets (from the
    /// current frames), and moves the constants of constraints on margins that changed. Returns
    /// whether anything changed.
    private func syncGuides() -> Bool {
        var changed = false
        for view in autoLayout.safeAreaViews.views() where holds(view) {
            let engineInsets = view.safeAreaInsets.kinema
            if view.kinemaView.safeAreaInsets != engineInsets {
                view.kinemaView.safeAreaInsets = engineInsets
                changed = true
                view.safeAreaInsetsDidChange()
            }
        }
        for view in autoLayout.marginViews.views() where holds(view) {
            let margins = view.effectiveLayoutMargins
            guard view.autoLayoutState.appliedMargins != margins else { continue }
            view.autoLayoutState.appliedMargins = margins
            for c in view.autoLayoutState.referencing { c.refreshEngineConstant() }
            (view as? UIStackView)?.layoutMarginsMoved()
            changed = true
        }
        return changed
    }

    /// Puts pending constraints into the solver: all at once, else (on a conflict) one by one,
    /// logging and breaking each that cannot hold. Autoresizing views stay autoresizing (the
    /// engine's own API makes a constraint's first view constraint-driven; UIKit does not).
    func engage(_ list: [NSLayoutConstraint]) {
        for c in list { c.refreshEngineConstant() }
        let engines = list.compactMap(\.engine)
        do {
            try LayoutConstraint.activate(engines, keepingAutoresizing: true)
            for c in list { c.didEngage(in: self) }
        } catch {
            for c in list {
                guard let engine = c.engine else { continue }
                do {
                    try LayoutConstraint.activate([engine], keepingAutoresizing: true)
                    c.didEngage(in: self)
                } catch {
                    reportFailure(of: c, engineConstant: engine.constant, error)
                    c.state = .broken
                }
            }
        }
    }

    /// Logs why the engine refused `c` (at `engineConstant`): a conflict as UIKit logs it, naming
    /// the required constraints it conflicts with and `c` as the one broken.
    func reportFailure(of c: NSLayoutConstraint, engineConstant: Double, _ error: any Error) {
        guard case SceneError.unsatisfiable = error, let engine = c.engine else {
            log("Kinema Auto Layout: \(error)")
            return
        }
        let members = scene.requiredConflict(with: engine, constant: engineConstant).map(Self.describe)
        log(Self.unsatisfiableMessage(members + [c.description], breaking: c.description))
    }

    /// A member of a conflict as UIKit lists it.
    private static func describe(_ member: LayoutConflictMember) -> String {
        switch member {
        case .constraint(let c):
            if let facade = c.facade as? NSLayoutConstraint { return facade.description }
            return "<NSLayoutConstraint \(c.description)   (active)>"
        case .autoresizing(let view, let attribute, let value):
            return "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(view.name).\(attribute) == "
                + "\(NSLayoutConstraint.format(CGFloat(value)))   (active)>"
        case .stack(_, let label):
            return "<NSLayoutConstraint 'UISV' \(label)   (active)>"
        }
    }

    /// UIKit's message for a conflict: the first line, the constraints of the conflict, the one
    /// broken. (UIKit's advice lines about debugging are left out.)
    static func unsatisfiableMessage(_ constraints: [String], breaking: String) -> String {
        "Unable to simultaneously satisfy constraints.\n(\n"
            + constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint\n\(breaking)"
    }

    /// The line a layout diagnostic of the scene becomes: a conflict in UIKit's words (naming
    /// the facade constraint when the engine dropped one of them), anything else as the engine
    /// worded it.
    func layoutDiagnosticLine(_ diagnostic: SceneDiagnostic) -> String {
        guard case SceneError.unsatisfiable(let label) = diagnostic.error else { return diagnostic.message }
        detectConstraintsDroppedByEngine()
        if let c = autoLayout.droppedByEngine[label] {
            return Self.unsatisfiableMessage([c.description], breaking: c.description)
        }
        let name = label.hasSuffix("autoresizing frame") ? "NSAutoresizingMaskLayoutConstraint" : "NSLayoutConstraint"
        let text = "<\(name) \(label)   (active)>"
        return Self.unsatisfiableMessage([text], breaking: text)
    }

    /// Marks as broken the engaged constraints the engine dropped (when it re-added its
    /// constraints after the tree changed and one could no longer hold).
    private func detectConstraintsDroppedByEngine() {
        let count = scene.diagnostics.count
        guard count != autoLayout.diagnosticsChecked else { return }
        autoLayout.diagnosticsChecked = count
        for (id, c) in autoLayout.engaged where c.engine?.isActive != true {
            autoLayout.engaged[id] = nil
            c.state = .broken
            if let engine = c.engine { autoLayout.droppedByEngine[engine.description] = c }
        }
    }
}

extension UIView {
    /// How many superviews the view has.
    var depth: Int {
        var n = 0
        var node = superview
        while let v = node {
            n += 1
            node = v.superview
        }
        return n
    }

    /// ``depth``, remembering the depth of every view on the way up in `memo` (keyed by view)
    /// and stopping at the first view it already holds: the depths of many views of one tree
    /// then cost one walk over their ancestors, not one walk each.
    func depth(memo: inout [ObjectIdentifier: Int]) -> Int {
        var path: [UIView] = []
        var node: UIView? = self
        var base = -1
        while let v = node {
            if let known = memo[ObjectIdentifier(v)] {
                base = known
                break
            }
            path.append(v)
            node = v.superview
        }
        for v in path.reversed() {
            base += 1
            memo[ObjectIdentifier(v)] = base
        }
        return base
    }
}
