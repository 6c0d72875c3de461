import Kinema

extension ARTabBar {
    /// Builds the views, stacks and constraints (the tutorial's storyboard); returns the camera
    /// height constraint and the indicator's centerX constraint (on the camera button).
    static func build(
        scene: Scene, tabStack: View, gamepad: View, column: View, arrows: View, camera: View,
        lines: View, indicator: View
    ) throws(SceneError) -> (LayoutConstraint, LayoutConstraint) {
        scene.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        try scene.root.addSubview(tabStack)
        try scene.root.addSubview(indicator)
        tabStack.stackConfiguration = StackConfiguration(
            axis: .horizontal, distribution: .equalSpacing,
            alignment: .bottom, spacing: 0)
        column.stackConfiguration = StackConfiguration(
            axis: .vertical, distribution: .fill,
            alignment: .center, spacing: 20)
        try tabStack.addArrangedSubview(gamepad)
        try tabStack.addArrangedSubview(column)
        try tabStack.addArrangedSubview(lines)
        try column.addArrangedSubview(arrows)
        try column.addArrangedSubview(camera)
        // CustomTabButton: 44x44; CircularButton: 100x100, tags 0-1-2 left to right.
        for v in [gamepad, arrows, lines] { v.intrinsicContentSize = Size(width: 44, height: 44) }
        // The small buttons show white images.
        gamepad.content = .symbol(.gamepad, tint: .white)
        arrows.content = .symbol(.arrows, tint: .white)
        lines.content = .symbol(.lines, tint: .white)
        camera.intrinsicContentSize = Size(width: normalHeight, height: normalHeight)
        gamepad.tag = State.gamepad.rawValue
        camera.tag = State.camera.rawValue
        lines.tag = State.lines.rawValue
        // CircularButton: white border (its tint), round, border 8% of the height.
        camera.borderColor = .white
        camera.layoutSubviews = { v in
            v.cornerRadius = v.bounds.height / 2
            v.borderWidth = 8 * v.bounds.height / 100
        }
        indicator.backgroundColor = .white
        indicator.maskedCorners = .top // viewDidLoad: the two top corners, radius 4
        indicator.cornerRadius = 4

        let height = camera.heightAnchor.constraint(equalToConstant: normalHeight)
        let centerX = indicator.centerXAnchor.constraint(equalTo: camera.centerXAnchor)
        try constrain(tabStack, column, scene.root) { s, c, root in
            s.leading >= root.leading + 20
            s.trailing <= root.trailing - 20
            s.leading == root.leading + 20 ~ 750
            s.trailing == root.trailing - 20 ~ 750
            c.centerX == root.centerX
        }
        try constrain(camera) { cam in
            cam.width == cam.height
            height
        }
        try constrain(indicator, tabStack) { ind, s in
            ind.width == 60
            ind.height == 5
            ind.bottom == ind.superview!.safeArea.bottom
            ind.top == s.bottom + 10
            centerX
        }
        return (height, centerX)
    }
}
