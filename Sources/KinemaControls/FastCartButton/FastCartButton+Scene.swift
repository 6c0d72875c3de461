import Kinema

extension FastCartButton {
    /// Builds the views and the idle constraints (the tutorial's `setUpView`); returns the
    /// constraints the animations change: the cart's centerX, the white line widths and the white
    /// line trailing offsets (top, middle, bottom). `white` and `pink` hold three lines each (top,
    /// middle, bottom).
    static func build(scene: Scene, control: View, button: View, cart: View, white: [View], pink: [View])
        throws(SceneError) -> (LayoutConstraint, [LayoutConstraint], [LayoutConstraint])
    {
        try scene.root.addSubview(control)
        try control.addSubview(button)
        for line in pink { try control.insertSubview(line, belowSubview: button) }
        try button.addSubview(cart)
        for line in white { try button.addSubview(line) }
        // Appearance.
        control.backgroundColor = .clear
        button.backgroundColor = .systemPink
        button.cornerRadius = 26
        button.clipsToBounds = true
        cart.intrinsicContentSize = Size(width: 26, height: 22)
        cart.content = .symbol(.cart, tint: .white) // an image view tinted white
        for line in white {
            line.backgroundColor = .white
            line.cornerRadius = 1
        }
        for line in pink {
            line.backgroundColor = .systemPink
            line.cornerRadius = 1
            line.alpha = idlePinkAlpha
        }
        for view in [button, cart] + white + pink { view.isUserInteractionEnabled = false }

        // The control: 52x52, centred in the root ("throw it into a view, centre it").
        try constrain(control, scene.root) { c, root in
            c.width == 52
            c.height == 52
            c.centerX == root.centerX
            c.centerY == root.centerY
        }
        // setUpButton: 52x52 centred in the control.
        try constrain(button, control) { b, c in
            b.width == 52
            b.height == 52
            b.centerX == c.centerX
            b.centerY == c.centerY
        }
        // setUpImageView.
        let cartX = try constrain(cart, button) { cart, b in cart.centerX == b.centerX }
        try constrain(cart, button) { cart, b in cart.centerY == b.centerY }
        // setUpWhiteLines: heights (the factory's), widths, trailing offsets, vertical spacing.
        try constrain(white) { w in
            w[0].height == 2
            w[1].height == 2
            w[2].height == 2
        }
        let widths = try constrain(white) { w in
            w[0].width == .constant(idleWidth)
            w[1].width == .constant(idleWidth)
            w[2].width == .constant(idleWidth)
        }
        let trailings = try constrain(white + [button]) { v in
            v[0].trailing == v[3].leading + idleTrailing[0]
            v[1].trailing == v[3].leading + idleTrailing[1]
            v[2].trailing == v[3].leading + idleTrailing[2]
        }
        try constrain(white + [button]) { v in
            v[1].centerY == v[3].centerY + 1
            v[0].bottom == v[1].top - 3
            v[2].top == v[1].bottom + 3
        }
        // setUpPinkLines: each mirrors its white line (constraints across two parents).
        for (p, w) in zip(pink, white) {
            try constrain(p, w) { p, w in
                p.height == 2
                p.width == w.width
                p.centerY == w.centerY
                p.trailing == w.trailing
            }
        }
        return (cartX.constraints[0], widths.constraints, trailings.constraints)
    }
}
