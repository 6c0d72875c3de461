import KinemaCore

/// A group of changes and animations (Core Animation's `CATransaction`): its settings apply to
/// what is added while it is open, and its completion runs once every animation added while it
/// was open has finished (see <doc:ExplicitAnimations>).
///
/// Open one with ``Scene/beginTransaction()`` and close it with ``Scene/commitTransaction()``, or
/// wrap the changes in ``Scene/transaction(_:)``. Transactions nest; an animation belongs to every
/// transaction open when it is added. Outside any, ``Scene/currentTransaction`` opens an implicit
/// transaction that the scene commits at the next advance of its clock, as the run loop commits
/// Core Animation's.
public final class Transaction {
    /// The duration of the implicit animations made while the transaction is open, and of explicit
    /// animations added with a duration of 0 (`animationDuration`; 0.25 s). A value that is not
    /// finite and positive counts as 0.25 s.
    public var animationDuration = 0.25
    /// The timing function of the implicit animations made while the transaction is open
    /// (`animationTimingFunction`); nil uses ``/KinemaCore/TimingCurve/default``.
    public var timingFunction: TimingCurve?
    /// Whether changes on views that animate implicitly apply without animation (`disableActions`).
    public var disablesActions = false
    /// Runs once the transaction is committed and every animation added while it was open has
    /// finished (or been removed); at once, through the scene's timers, when none was added
    /// (`completionBlock`). Animations of UIView-style blocks count as well as explicit ones.
    public var completion: (() -> Void)?

    weak var scene: Scene?
    private var pending = 0
    private(set) var isCommitted = false
    private var isDone = false

    init(scene: Scene) { self.scene = scene }

    /// An animation was added while the transaction was open.
    func animationAdded() { pending += 1 }

    /// One of its animations finished or was removed.
    func animationFinished() {
        pending -= 1
        finishIfDone()
    }

    /// The transaction is closed: nothing more joins it.
    func commit() {
        isCommitted = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard isCommitted, pending <= 0, !isDone else { return }
        isDone = true
        let handler = completion
        completion = nil
        guard let handler, let scene else { return }
        _ = scene.scheduleInternal(at: scene.time, handler)
    }
}

extension Scene {
    /// Opens a transaction nested in the open ones (`CATransaction.begin()`).
    @discardableResult
    public func beginTransaction() -> Transaction {
        let transaction = Transaction(scene: self)
        media.transactions.append(transaction)
        return transaction
    }

    /// Closes the innermost transaction opened with ``beginTransaction()`` (`CATransaction.commit()`).
    ///
    /// - Throws: ``AnimationError/noOpenTransaction`` when none is open.
    public func commitTransaction() throws(AnimationError) {
        guard let transaction = media.transactions.popLast() else { throw .noOpenTransaction }
        transaction.commit()
    }

    /// Runs `changes` in a transaction, committed when they return or throw.
    public func transaction<R>(_ changes: (Transaction) throws -> R) rethrows -> R {
        let transaction = beginTransaction()
        defer { try? commitTransaction() }
        return try changes(transaction)
    }

    /// The innermost open transaction; outside any, the implicit one (opened on first use and
    /// committed at the next ``advance(to:)``).
    public var currentTransaction: Transaction {
        if let open = media.transactions.last { return open }
        if let implicit = media.implicitTransaction { return implicit }
        let implicit = Transaction(scene: self)
        media.implicitTransaction = implicit
        return implicit
    }

    /// The transaction whose settings apply now, without opening an implicit one.
    var activeTransaction: Transaction? { media.transactions.last ?? media.implicitTransaction }

    /// The duration an animation added now with a duration of 0 takes.
    var transactionAnimationDuration: Double {
        let d = activeTransaction?.animationDuration ?? 0.25
        return d.isFinite && d > 0 ? d : 0.25
    }

    /// Every transaction an animation added now belongs to.
    var transactionsForNewAnimation: [Transaction] {
        guard let implicit = media.implicitTransaction else { return media.transactions }
        return [implicit] + media.transactions
    }

    /// Commits the implicit transaction, if one was opened (the start of each advance, and the
    /// UIKit facade's `CATransaction.flush()`).
    package func commitImplicitTransaction() {
        guard let implicit = media.implicitTransaction else { return }
        media.implicitTransaction = nil
        implicit.commit()
    }
}
