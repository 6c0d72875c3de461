import Kinema

extension PopupMenu {
    /// Builds the views and constraints of <doc:ThePopupMenu> (the tutorial's `layout()` and its lazy
    /// views) in the closed state; returns the popup's bottom constraint (constant 440).
    static func build(scene: Scene, overlay: View, popup: View, closedTitle: View, openTitle: View)
        throws(SceneError) -> LayoutConstraint
    {
        try scene.root.addSubview(overlay)
        try scene.root.addSubview(popup)
        try popup.addSubview(closedTitle)
        try popup.addSubview(openTitle)
        overlay.backgroundColor = .black
        overlay.alpha = 0
        popup.backgroundColor = .white
        popup.cornerRadius = 0
        popup.maskedCorners = .top // step 6: only the two top corners are rounded
        // Labels: no touches (UILabel's default), so a touch on a title goes to the popup's pan.
        for title in [closedTitle, openTitle] {
            title.isUserInteractionEnabled = false
            title.backgroundColor = .clear
        }
        closedTitle.content = .text(titleText, color: closedTitleColor)
        openTitle.content = .text(titleText, color: openTitleColor)
        closedTitle.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: closedTitleHeight)
        openTitle.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: openTitleHeight)
        openTitle.alpha = 0
        openTitle.transform = openTitleClosedTransform

        try constrain(overlay, scene.root) { o, root in
            o.leading == root.leading
            o.trailing == root.trailing
            o.top == root.top
            o.bottom == root.bottom
        }
        let bottom = try constrain(popup, scene.root) { p, root in
            p.bottom == root.bottom + popupOffset
            p.leading == root.leading
            p.trailing == root.trailing
            p.height == .constant(popupHeight)
        }
        try constrain(closedTitle, popup) { t, p in
            t.leading == p.leading
            t.trailing == p.trailing
            t.top == p.top + 20
        }
        try constrain(openTitle, popup) { t, p in
            t.leading == p.leading
            t.trailing == p.trailing
            t.top == p.top + 30
        }
        return bottom.constraints[0]
    }
}
