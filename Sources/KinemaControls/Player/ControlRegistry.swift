/// The controls `kinema play` knows, in a fixed order (see <doc:PlayingControls>).
public enum ControlRegistry {
    /// Every control, in the order `kinema play --list` prints them.
    ///
    /// Adding a control is a one-line change here (see ``PlayableControl``).
    public static let controls: [any PlayableControl.Type] = [
        FastCartButton.self,
        SpinningTips.self,
        PopupMenu.self,
        ARTabBar.self
    ]

    /// The names of every control, in order.
    public static let names: [String] = controls.map { $0.name }

    /// The control type called `name`.
    public static func control(named name: String) throws(ControlError) -> any PlayableControl.Type {
        guard let type = controls.first(where: { $0.name == name }) else {
            throw .unknownControl(name, known: names)
        }
        return type
    }

    /// Builds the control called `name` with `configuration`.
    ///
    /// - Throws: ``ControlError/unknownControl(_:known:)``, or what the control's initialiser throws.
    public static func make(_ name: String, configuration: ControlConfiguration = .standard) throws
        -> any PlayableControl
    {
        try control(named: name).init(configuration: configuration)
    }
}
