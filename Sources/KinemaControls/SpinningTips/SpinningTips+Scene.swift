import Kinema

extension SpinningTips {
    /// The tip card's size (the tutorial's `kTipViewWidth` x `kTipViewHeight`).
    public static let tipSize = Size(width: 300, height: 400)
    /// The margin between the card's edges and its content.
    public static let margin = 20.0
    /// The vertical space between neighbouring labels, image and page control (Interface
    /// Builder's standard sibling spacing) *(decided)*.
    public static let spacing = 8.0
    /// The title's font: 20 pt, one line of 24 pt *(decided)*.
    public static let titleMetrics = TextMetrics(fontSize: 20)
    /// The summary's font: 15 pt, lines of 18 pt, wrapped to the content width *(decided)*.
    public static let summaryMetrics = TextMetrics(fontSize: 15)
    /// The photo's intrinsic size (a 640 x 427 landscape picture) *(decided)*: larger than the room
    /// left, so its lower vertical compression resistance (749) lets it shrink before the labels.
    public static let imageSize = Size(width: 640, height: 427)
    /// UIPageControl's intrinsic height.
    public static let pageControlHeight = 37.0
    /// The page dots: 7 pt circles 16 pt apart (UIPageControl's), current one dark grey, the
    /// others light grey *(decided: the defaults are white, invisible on a white card)*.
    public static let dotSize = 7.0
    /// The distance between neighbouring dots' centres.
    public static let dotPitch = 16.0
    /// The current page's dot colour (UIKit's darkGray).
    public static let currentDotColor = Color(white: 1.0 / 3)
    /// The other dots' colour (UIKit's lightGray).
    public static let dotColor = Color(white: 2.0 / 3)
    /// The title's text colour.
    public static let titleColor = Color.black
    /// The summary's text colour (UIKit's darkGray).
    public static let summaryColor = Color(white: 1.0 / 3)

    /// The width the labels wrap to: the card's width minus both margins (260).
    public static var contentWidth: Double { tipSize.width - 2 * margin }

    /// Builds the tip view (TipView.xib) inside the root, centred, with its constraints.
    static func build(
        scene: Scene, tip: View, title: View, summary: View, image: View, pageControl: View,
        dots: [View]
    ) throws(SceneError) {
        let root = scene.root
        root.backgroundColor = Color(white: 0, alpha: 0.5)
        tip.bounds = Rect(origin: .zero, size: tipSize)
        tip.center = Position.default.center(rootCenter: rootCenter)
        tip.backgroundColor = .white
        tip.cornerRadius = 10
        tip.clipsToBounds = true
        try root.addSubview(tip)
        for view in [title, summary, image, pageControl] { try tip.addSubview(view) }
        for dot in dots { try pageControl.addSubview(dot) }
        image.setContentCompressionResistancePriority(LayoutPriority(749), for: .vertical)
        image.intrinsicContentSize = imageSize
        image.content = .symbol(.photo, tint: .white) // the photo's pictogram, over its placeholder colour
        pageControl.intrinsicContentSize = Size(
            width: dotPitch * Double(dots.count - 1) + dotSize,
            height: pageControlHeight)
        for dot in dots { dot.cornerRadius = dotSize / 2 }
        let m = margin, s = spacing
        for view in [title, summary, image, pageControl] {
            try constrain(view, tip) { v, t in
                v.leading == t.leading + m
                v.trailing == t.trailing - m
            }
        }
        try constrain([tip, title, summary, image, pageControl]) { v in
            v[1].top == v[0].top + m
            v[2].top == v[1].bottom + s
            v[3].top == v[2].bottom + s
            v[3].bottom == v[4].top - s
            v[4].bottom == v[0].bottom - m
        }
        let middle = Double(dots.count - 1) / 2
        for (i, dot) in dots.enumerated() {
            let dx = (Double(i) - middle) * dotPitch
            try constrain(dot, pageControl) { d, p in
                d.width == .constant(dotSize)
                d.height == .constant(dotSize)
                d.centerX == p.centerX + dx
                d.centerY == p.centerY
            }
        }
    }
}
