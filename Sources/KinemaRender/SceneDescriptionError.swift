/// Why a ``SceneDescription`` cannot be built into a scene: one line naming the problem and the
/// view or constraint at fault (for example `constraint 2: unknown view 'card'`).
public struct SceneDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public let message: String

    /// An error with this message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
