/// Why a ``SceneDescription`` cannot be built into a scene: one line naming the problem and the
/// view or constraint at fault (for example `constraint 2: unknown view 'card'`).
public struct SceneDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public let message: String

    /// An error with this message; control characters and line separators in it (from names
    /// the description echoes) are written as escapes, so the message is always one line.
    public init(_ message: String) { self.message = message.escapingLineBreaks }

    /// The message.
    public var description: String { message }
}
