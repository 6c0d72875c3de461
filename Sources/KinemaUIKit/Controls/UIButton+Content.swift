import Foundation
import Kinema

extension UIButton {
    /// Shows the current image (its pictogram in the tint colour when it is a template), else the
    /// current title in the current title colour at its title label's font size, centred, as the
    /// engine's content, and keeps
    /// ``imageView`` and ``titleLabel`` holding them.
    func showCurrentContent() {
        let image = currentImage
        imageView?.image = image
        titleLabel?.text = currentTitle
        kinemaView.textStyle = nil
        if let content = image?.content(tint: tintColor) {
            kinemaView.content = content
        } else if let title = currentTitle, !title.isEmpty {
            kinemaView.content = .text(title, color: currentTitleColor.kinemaColor)
            // Centred both ways, as a button's content is by default.
            if let font = titleLabel?.font { kinemaView.textStyle = TextStyle(fontSize: Double(font.pointSize)) }
        } else {
            kinemaView.content = nil
        }
    }

    /// The intrinsic size: the current image's size, else the current title's in the title
    /// label's font (rounded up to whole points), else none.
    var contentSize: CGSize {
        if let image = currentImage, image.kinemaSymbol != nil || image.size != .zero { return image.size }
        if let title = currentTitle, !title.isEmpty, let label = titleLabel {
            let size = label.font.kinemaMetrics.size(of: [title])
            return CGSize(width: UILabel.roundedUp(size.width), height: UILabel.roundedUp(size.height))
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
