import Foundation
import Kinema

extension UIView {
    /// A stand-in for the view as it is shown now: a new plain view, at the origin with the
    /// view's bounds size, showing a copy of the view and its subtree (the engine's
    /// `View.snapshotView()`). The copy's engine views are named after the originals followed
    /// by ` (snapshot)`; they take no touches and are not the snapshot's `subviews`. Later changes
    /// of the original do not reach it.
    ///
    /// With `afterUpdates` true a pending layout pass runs first, so the snapshot shows its
    /// result; with false it shows the view as the last pass left it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { runtime.scene.layoutIfPending() }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.kinemaView.takeSnapshot(kinemaView.snapshotView())
        return snapshot
    }
}
