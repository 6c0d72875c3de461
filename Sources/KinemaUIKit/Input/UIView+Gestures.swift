import Foundation

extension UIView {
    /// Attaches `gestureRecognizer` (moving it from the view it was attached to, if any). A
    /// recogniser already attached here stays where it is.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; one attached elsewhere is left alone. An active gesture is
    /// cancelled first.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        if gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
            gestureRecognizer.state = .cancelled
        }
        attachedGestureRecognizers.remove(at: i)
        gestureRecognizer.view = nil
    }

    /// The setter of `gestureRecognizers`.
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in attachedGestureRecognizers where !recognizers.contains(where: { $0 === old }) {
            removeGestureRecognizer(old)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
        attachedGestureRecognizers = attachedGestureRecognizers.sorted { a, b in
            (recognizers.firstIndex { $0 === a } ?? 0) < (recognizers.firstIndex { $0 === b } ?? 0)
        }
    }
}
