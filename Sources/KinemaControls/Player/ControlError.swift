/// Why the registry could not make a control: an unknown name or a configuration out of range.
///
/// Controls and the ``Player`` throw the engine's own errors unchanged (a ``/Kinema/SceneError``,
/// an ``/Kinema/AnimationError``, an ``/Kinema/InputError`` for a touch that cannot be delivered
/// at its time, KinemaCore's `ValueError` for frame times out of range); this type holds only
/// what belongs to the registry.
public enum ControlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A configuration value is out of range (the message names it).
    case invalidConfiguration(String)
    /// No control has this name (the names that exist follow).
    case unknownControl(String, known: [String])

    /// One line.
    public var description: String {
        switch self {
        case .invalidConfiguration(let s): s
        case .unknownControl(let name, let known):
            "unknown control '\(name.escapingLineBreaks)' (known: \(known.joined(separator: ", ")))"
        }
    }
}
