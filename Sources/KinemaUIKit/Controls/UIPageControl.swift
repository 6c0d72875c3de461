import Foundation
import Kinema

/// UIKit's page control: a row of dots, one per page, the current page's in its own colour.
///
/// The dots are views of the page control (they appear in frames after it, named
/// `pageIndicator0`, `pageIndicator1`...): 7 pt circles whose centres are 16 pt apart, the row
/// centred in the page control, held there by constraints. The intrinsic size is the row's width
/// (16 pt per page after the first, plus 7) by 37 pt, UIKit's classic page control; with no
/// pages, or one page and ``hidesForSinglePage``, it is zero wide and no dot shows.
///
/// Dots take no touches; the facade's page control does not change pages when tapped.
/// Colours: ``currentPageIndicatorTintColor`` (white when nil) and ``pageIndicatorTintColor``
/// (white at alpha 0.3 when nil) *(decided: UIKit's defaults draw light dots meant for a dark
/// background)*.
@MainActor
open class UIPageControl: UIControl {
    /// The diameter of a dot.
    public static let indicatorDiameter: CGFloat = 7
    /// The distance between neighbouring dots' centres.
    public static let indicatorPitch: CGFloat = 16
    /// The page control's height.
    public static let controlHeight: CGFloat = 37

    private var indicators: [UIView] = []

    /// The number of pages (negative counts as 0). Setting the same number keeps the dots.
    open var numberOfPages: Int = 0 { didSet { if numberOfPages != oldValue { rebuildIndicators() } } }

    /// The page shown (clamped to `0 ..< numberOfPages`, 0 without pages).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = Swift.min(Swift.max(newValue, 0), Swift.max(pageCount - 1, 0))
            refreshContent()
        }
    }
    private var storedCurrentPage = 0

    /// Whether the dots hide when there is only one page.
    open var hidesForSinglePage = false { didSet { if hidesForSinglePage != oldValue { rebuildIndicators() } } }

    /// The colour of the dots of the other pages (nil: white at alpha 0.3).
    open var pageIndicatorTintColor: UIColor? { didSet { refreshContent() } }

    /// The colour of the current page's dot (nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { refreshContent() } }

    /// The dots' row (16 pt per page after the first, plus 7) by 37 pt.
    open override var intrinsicContentSize: CGSize {
        let shown = indicators.count
        let width = shown == 0 ? 0 : Self.indicatorPitch * CGFloat(shown - 1) + Self.indicatorDiameter
        return CGSize(width: width, height: Self.controlHeight)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = Swift.max(pageCount, 0)
        return CGSize(
            width: n == 0 ? 0 : Self.indicatorPitch * CGFloat(n - 1) + Self.indicatorDiameter,
            height: Self.controlHeight)
    }

    /// The dots' colours for the current page.
    override func refreshContent() {
        let current = currentPageIndicatorTintColor ?? .white
        let other = pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3)
        for (i, dot) in indicators.enumerated() {
            dot.backgroundColor = i == storedCurrentPage ? current : other
        }
    }

    private var pageCount: Int { Swift.max(numberOfPages, 0) }

    /// Replaces the dots: one per page (none for a single page that hides), each constrained to
    /// its place in the row.
    private func rebuildIndicators() {
        for dot in indicators { dot.removeFromSuperview() }
        indicators = []
        let count = hidesForSinglePage && pageCount == 1 ? 0 : pageCount
        let middle = CGFloat(count - 1) / 2
        for i in 0..<count {
            let dot = UIView(frame: .zero)
            dot.accessibilityIdentifier = "pageIndicator\(i)"
            dot.isUserInteractionEnabled = false
            dot.translatesAutoresizingMaskIntoConstraints = false
            dot.layer.cornerRadius = Self.indicatorDiameter / 2
            addSubview(dot)
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: Self.indicatorDiameter),
                dot.heightAnchor.constraint(equalToConstant: Self.indicatorDiameter),
                dot.centerXAnchor.constraint(
                    equalTo: centerXAnchor, constant: (CGFloat(i) - middle) * Self.indicatorPitch),
                dot.centerYAnchor.constraint(equalTo: centerYAnchor)
            ])
            indicators.append(dot)
        }
        storedCurrentPage = Swift.min(storedCurrentPage, Swift.max(pageCount - 1, 0))
        invalidateIntrinsicContentSize()
        refreshContent()
    }
}
