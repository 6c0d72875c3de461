import KinemaCore
import KinemaLayout
import OrderedCollections

/// A scene's Auto Layout engine: turns active `LayoutConstraint`s, intrinsic sizes, autoresizing
/// frames and stack views into solver constraints, and writes solved frames back to the views.
///
/// Each view that takes part gets four solver variables: the origin of its alignment rectangle in its
/// superview's bounds coordinates, and its size. An attribute is expressed in the nearest common
/// ancestor's coordinates by adding the origins of the views in between (views in different
/// subtrees can be related); transforms play no part. Views with
/// `translatesAutoresizingMaskIntoConstraints` keep their current frame through four required
/// constraints whose constants follow the frame by the solver's edit path. The root's size, the
/// bounds origins on the way to the common ancestor and the safe-area insets of safe-area guides
/// enter as constants, which a change updates in place.
final class LayoutSystem {
    final class ItemVariables {
        let view: View
        /// Told apart from every other item of its layout system by this number (stack
        /// constraints' signatures name items by it).
        let serial: Int
        let x: Variable, y: Variable, w: Variable, h: Variable
        var frameConstraints: [Constraint] = []
        var fixedFrame: Rect?
        var intrinsicConstraints: [Constraint] = []
        var intrinsicSignature: [Double] = []

        /// The variables' names say which quantity they are, not whose (the solver's own messages
        /// never reach users: `SceneError`s name constraints), so making them costs nothing.
        init(view: View, serial: Int) {
            self.view = view
            self.serial = serial
            x = LayoutSystem.makeVariable("minX")
            y = LayoutSystem.makeVariable("minY")
            w = LayoutSystem.makeVariable("width")
            h = LayoutSystem.makeVariable("height")
        }
    }

    final class StackState {
        let view: View
        var constraints: [Constraint] = []
        /// What each of `constraints` says, made only when a conflict is explained.
        var labels: [() -> String] = []
        var dirty = true
        /// The equal gap of an equalSpacing stack, and the centre step of an equalCentering one.
        let spacing = LayoutSystem.makeVariable("gap")
        /// What each of `constraints` says, to tell which of them a rebuild keeps.
        var keys: [GeneratedKey] = []
        /// What each of `constraints` was made from (nil: never taken back), and under which key
        /// (see `StackEntrySignature`).
        var signatures: [StackEntrySignature?] = []
        var generationKey: StackGenerationKey?
        /// The deviations of an equalCentering stack's centre steps, by the view the step ends at
        /// (made on demand).
        private var deviations: [ObjectIdentifier: (variable: Variable, serial: Int)] = [:]
        /// The serial number of the next deviation (signatures name deviations by it).
        private var nextDeviationSerial = 0
        init(view: View) { self.view = view }

        /// How far the centre step that ends at `view` (an arranged view of an equalCentering
        /// stack, not one of the first two visible ones) differs from the first step. Each view
        /// keeps its variable while it stays arranged, so that hiding or showing one view changes
        /// only the constraints next to it.
        func deviation(endingAt view: View) -> (variable: Variable, serial: Int) {
            let id = ObjectIdentifier(view)
            if let existing = deviations[id] { return existing }
            let made = (variable: LayoutSystem.makeVariable("deviation"), serial: nextDeviationSerial)
            nextDeviationSerial += 1
            deviations[id] = made
            return made
        }

        /// Forgets the deviations of views that are no longer arranged.
        func keepDeviations(for views: [View]) {
            guard deviations.count > views.count else { return }
            let live = Set(views.map(ObjectIdentifier.init))
            deviations = deviations.filter { live.contains($0.key) }
        }
    }

    /// What a generated stack constraint says: a rebuild keeps the constraints whose key it
    /// generates again.
    struct GeneratedKey: Hashable {
        let expression: Expression
        let relation: LayoutRelation
        let priority: LayoutPriority
    }

    weak var scene: Scene?
    /// The scene's root (held here too, so that telling it apart needs no weak load).
    let root: View
    // The layout system is used from its scene's isolation domain only, so the runtime
    // exclusivity checks on these hot properties only cost time.
    @exclusivity(unchecked) var solver = Solver()
    /// Participating views' variables, in creation order. A view finds its own through
    /// `layoutState.itemIndex` (see `existingItem(for:)`).
    @exclusivity(unchecked) var itemList: ContiguousArray<ItemVariables> = []
    @exclusivity(unchecked) private(set) var activeConstraints = IdentityList<LayoutConstraint>()
    /// Stack views, in registration order.
    @exclusivity(unchecked) var stacks: OrderedDictionary<ObjectIdentifier, StackState> = [:]
    var needsRebuild = false
    /// Solver constraints withdrawn while a rebuild was pending, still in the old solver: the
    /// rebuild drops them with it, and a solver call made before it takes them out first (see
    /// `removeStaleConstraints`). Taking a subtree out of the tree withdraws every constraint
    /// inside it, and removing each from the old solver could cost as much as the subtree.
    var staleRemovals: [Constraint] = []
    /// How many times a stack's constraints were edited in place rather than rebuilt (see
    /// `editStack`); tests read it.
    var stackEdits = 0
    /// While a stack generates its constraints: the items created meanwhile, whose intrinsic-size
    /// constraints wait until the stack's own constraints are in (see `rebuildStack`).
    var deferredIntrinsic: [ItemVariables]?
    /// The serial number of the next item (see `ItemVariables.serial`).
    private var nextItemSerial = 0
    /// The views of the subtrees that left the tree since the last pass, while no rebuild was
    /// pending: the pass takes what they brought to the solver out (see `withdrawDeparted`).
    var departed: [View] = []
    /// Items dropped by `withdrawDeparted` since the solver was last rebuilt. The solver keeps
    /// their variables, so a rebuild comes once they outnumber the items in use.
    var droppedItems = 0
    /// The views whose bounds origin or safe area changed since the last pass (see
    /// `refreshTreeConstants`).
    var changedViews: [View] = []
    /// What changed in any of them (`TreeChange` bits).
    var changedKinds: UInt8 = 0
    /// Whether the root's size changed since the last pass.
    var rootSizeChanged = false
    /// Counts the changes to the active constraints and to what their constants hold; the views
    /// whose bounds origins they hold (`originHolders`) are found again after one (see
    /// `boundsOriginIsHeld(by:)`).
    var constraintsVersion = 0
    /// The version `originHolders` was found at.
    var originHoldersVersion = -1
    /// The views whose bounds origin some active constraint's constant holds.
    var originHolders: Set<ObjectIdentifier> = []
    /// How many passes took departed views out of the solver instead of rebuilding it; tests
    /// read it.
    var departuresWithdrawn = 0
    /// How many times the solver was rebuilt; tests read it.
    var rebuilds = 0
    /// The largest subtree whose departure the next pass withdraws from the solver instead of
    /// rebuilding it.
    static let departureLimit = 64

    init(scene: Scene) {
        self.scene = scene
        root = scene.root
        needsRebuild = true
    }

    // MARK: Notifications

    func setNeedsRebuild() { needsRebuild = true }

    /// After `added` (with its subtree) joined the tree; with nil, after a change this system
    /// cannot follow piece by piece, which makes it rebuild. A view that moves invalidates the
    /// expressions of its constraints (its superview chain changed): the move already asked for a
    /// rebuild (a view that leaves the tree comes to `viewDidLeave` instead). A subtree that comes
    /// from outside the scene has no active constraints yet, so its stacks are all that needs
    /// registering.
    func hierarchyDidChange(added: View?) {
        guard let added else {
            needsRebuild = true
            return
        }
        if needsRebuild { return }
        if added.subviews.isEmpty {
            if added.stackConfiguration != nil { stackDidChange(added) }
            return
        }
        for view in added.subtree where view.stackConfiguration != nil { stackDidChange(view) }
    }

    func translatesDidChange(_ view: View) {
        guard let item = existingItem(for: view) else { return }
        syncFrameConstraints(item)
        syncIntrinsic(item)
    }

    /// A view's intrinsic size or its priorities changed. A fillProportionally stack's
    /// proportions come from its arranged views' intrinsic lengths, so such a stack is restated
    /// too.
    func intrinsicDidChange(_ view: View) {
        if let stack = view.superview, stack.stackConfiguration?.distribution == .fillProportionally,
            stack.arrangedSubviews.contains(where: { $0 === view })
        {
            stackDidChange(stack)
        }
        guard let item = existingItem(for: view) else { return }
        syncIntrinsic(item)
    }

    func stackDidChange(_ view: View) {
        if let stack = stacks[ObjectIdentifier(view)] {
            stack.dirty = true
        } else if view.stackConfiguration != nil {
            stacks[ObjectIdentifier(view)] = StackState(view: view)
        }
    }

    // MARK: Items and expressions

    /// The view's variables, if it has some here. A view gets variables only from the layout
    /// system of the scene it is in, which stores their position in the view; a view that left
    /// the scene made this system rebuild (which empties `itemList`), so a position that does
    /// not hold this very view means it has none here.
    func existingItem(for view: View) -> ItemVariables? {
        let index = view.layoutState.itemIndex
        guard index >= 0 && index < itemList.count else { return nil }
        let candidate = itemList[index]
        return candidate.view === view ? candidate : nil
    }

    /// The view's variables, made on first use.
    func item(for view: View) -> ItemVariables {
        if let existing = existingItem(for: view) { return existing }
        let item = ItemVariables(view: view, serial: nextItemSerial)
        nextItemSerial += 1
        view.layoutState.itemIndex = itemList.count
        itemList.append(item)
        syncFrameConstraints(item)
        if deferredIntrinsic != nil { deferredIntrinsic?.append(item) } else { syncIntrinsic(item) }
        return item
    }

    func isRoot(_ view: View) -> Bool { view === root }

    // MARK: Activation

    func activate(_ constraints: [LayoutConstraint], keepingAutoresizing: Bool = false) throws(SceneError) {
        syncWithTree()
        var flipped: [View] = []
        for c in constraints where !keepingAutoresizing {
            if case .view(let v) = c.firstAnchor.item, !isRoot(v), v.translatesAutoresizingMaskIntoConstraints {
                v.translatesAutoresizingMaskIntoConstraints = false
                flipped.append(v)
            }
        }
        var added: [LayoutConstraint] = []
        do {
            for c in constraints {
                try insert(c)
                added.append(c)
            }
        } catch {
            for c in added.reversed() { withdraw(c) }
            for v in flipped { v.translatesAutoresizingMaskIntoConstraints = true }
            throw error
        }
        scene?.needsLayout = true
    }

    private func insert(_ c: LayoutConstraint) throws(SceneError) {
        let expression = try build(c)
        let sc = Self.makeConstraint(expression, c.relation, c.priority)
        try add(sc, label: c.description)
        c.solverConstraint = sc
        c.isActive = true
        c.owner = self
        activeConstraints.append(c)
        constraintsVersion &+= 1
    }

    func withdraw(_ c: LayoutConstraint) {
        if let sc = c.solverConstraint {
            if needsRebuild { staleRemovals.append(sc) } else { remove(sc) }
        }
        c.solverConstraint = nil
        c.isActive = false
        c.owner = nil
        activeConstraints.remove(c)
        constraintsVersion &+= 1
    }

    func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.owner === self { withdraw(c) }
        scene?.needsLayout = true
    }

    func constantDidChange(_ c: LayoutConstraint) throws(SceneError) {
        guard let sc = c.solverConstraint else { return }
        try setExpressionConstant(sc, to: c.expressionBase - c.constant, label: c.description)
        scene?.needsLayout = true
    }

    func reinsert(_ c: LayoutConstraint) throws(SceneError) {
        guard let old = c.solverConstraint else { return }
        remove(old)
        // `c` keeps its place among the active constraints (`insert` appends only new ones).
        do {
            try insert(c)
        } catch {
            try? add(old, label: c.description)
            c.solverConstraint = old
            throw error
        }
        scene?.needsLayout = true
    }

    // MARK: Implicit constraints

    /// Runs `body` where nothing can throw (a layout pass, a tree change): an error goes to the
    /// scene's diagnostics. Returns whether `body` succeeded.
    @discardableResult
    func reporting(_ body: () throws(SceneError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            scene?.report(error, from: .layout)
            return false
        }
    }

    func syncFrameConstraints(_ item: ItemVariables) {
        let view = item.view
        guard view.translatesAutoresizingMaskIntoConstraints, !isRoot(view) else {
            for c in item.frameConstraints { remove(c) }
            item.frameConstraints = []
            item.fixedFrame = nil
            return
        }
        let size = view.bounds.size, anchor = view.anchorPoint
        let frame = Rect(
            x: view.center.x - size.width * anchor.x, y: view.center.y - size.height * anchor.y, width: size.width,
            height: size.height)
        let targets = [frame.minX, frame.minY, frame.width, frame.height]
        if item.frameConstraints.isEmpty {
            for (variable, target) in zip([item.x, item.y, item.w, item.h], targets) {
                let c = Self.makeConstraint(Expression(variable) + (-target), .equal, .required)
                if reporting({ () throws(SceneError) in try add(c, label: "\(view.name) autoresizing frame") }) {
                    item.frameConstraints.append(c)
                }
            }
            item.fixedFrame = frame
        } else if item.fixedFrame != frame {
            for (c, target) in zip(item.frameConstraints, targets) {
                reporting { () throws(SceneError) in
                    try setExpressionConstant(c, to: -target, label: "\(view.name) autoresizing frame")
                }
            }
            item.fixedFrame = frame
        }
    }

    func syncIntrinsic(_ item: ItemVariables) {
        let view = item.view
        var specs: [(Expression, LayoutRelation, LayoutPriority, () -> String)] = []
        if !view.translatesAutoresizingMaskIntoConstraints, !isRoot(view) {
            let s = view.intrinsicContentSize
            for (horizontal, length) in [(true, s.width), (false, s.height)] where length >= 0 && length.isFinite {
                let axis: LayoutAxis = horizontal ? .horizontal : .vertical
                let e = Expression(horizontal ? item.w : item.h) + (-length)
                let label = { "\(view.name).\(horizontal ? "width" : "height") intrinsic \(length)" }
                specs.append((e, .lessThanOrEqual, view.contentHuggingPriority(for: axis), { label() + " hugging" }))
                specs.append(
                    (
                        e, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis),
                        { label() + " compression resistance" }
                    ))
            }
        }
        let signature: [Double] = specs.flatMap { spec -> [Double] in
            [spec.0.constant, spec.2.rawValue, spec.1 == .lessThanOrEqual ? 0 : 1]
        }
        guard signature != item.intrinsicSignature else { return }
        for c in item.intrinsicConstraints { remove(c) }
        item.intrinsicConstraints = []
        item.intrinsicSignature = signature
        for (e, relation, priority, label) in specs {
            let c = Self.makeConstraint(e, relation, priority)
            if reporting({ () throws(SceneError) in try add(c, label: label()) }) {
                item.intrinsicConstraints.append(c)
            }
        }
    }

    // MARK: The layout pass

    /// Brings the solver up to date and writes the solved frames to constraint-driven views.
    func layOut() {
        guard let scene else { return }
        syncWithTree()
        for stack in stacks.values where stack.dirty { rebuildStack(stack) }
        for item in itemList where item.view.translatesAutoresizingMaskIntoConstraints {
            syncFrameConstraints(item)
        }
        solver.updateVariables()
        if scene.isRecordingChanges {
            // Inside an animation block, in tree order (the order the changes are recorded in).
            for view in scene.root.subtree where !view.translatesAutoresizingMaskIntoConstraints {
                guard let it = existingItem(for: view) else { continue }
                let w = it.w.value, h = it.h.value
                view.setModel(.size, Size(width: w, height: h))
                let anchor = view.anchorPoint
                view.setModel(.center, Point(x: it.x.value + w * anchor.x, y: it.y.value + h * anchor.y))
            }
            return
        }
        // Outside one, `setModel` just writes the model values (a constraint-driven view's change
        // asks for no further layout), in any order.
        for it in itemList where it.view.scene === scene && !it.view.translatesAutoresizingMaskIntoConstraints {
            let view = it.view
            let w = it.w.value, h = it.h.value
            let size = Size(width: w, height: h)
            let anchor = view.properties.model.anchorPoint
            let center = Point(x: it.x.value + w * anchor.x, y: it.y.value + h * anchor.y)
            // A solved size or centre past the setters' limits is refused as `setModel` refuses it.
            if view.properties.model.size != size {
                if size.isWithinLimits { view.properties.model.size = size } else { view.refuse("boundsSize") }
            }
            if view.properties.model.center != center {
                if center.isWithinLimits { view.properties.model.center = center } else { view.refuse("center") }
            }
        }
    }

    /// Starts the solver again from the active constraints and the stacks in the tree (after a
    /// change to the hierarchy that the incremental paths do not follow).
    func rebuild() {
        needsRebuild = false
        rebuilds += 1
        forgetTreeChanges()
        departed = []
        droppedItems = 0
        staleRemovals.removeAll()
        solver = Solver()
        itemList.removeAll()
        let previous = activeConstraints
        activeConstraints.removeAll()
        constraintsVersion &+= 1
        for c in previous {
            c.solverConstraint = nil
            c.isActive = false
            c.owner = nil
        }
        for c in previous {
            reporting { () throws(SceneError) in try insert(c) }
        }
        stacks.removeAll()
        if let scene {
            for view in scene.root.subtree where view.stackConfiguration != nil { stackDidChange(view) }
        }
    }

}
