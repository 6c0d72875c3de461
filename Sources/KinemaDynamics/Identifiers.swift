import KinemaCore

/// What a ``SlotID`` names: a body or a joint of a `World`.
public protocol SlotIDKind: Sendable {
    /// The word an id of this kind is printed with (`body`, `joint`).
    static var name: String { get }
}

/// The kind of ``BodyID``.
public enum BodyIDKind: SlotIDKind {
    /// `body`.
    public static let name = "body"
}

/// The kind of ``JointID``.
public enum JointIDKind: SlotIDKind {
    /// `joint`.
    public static let name = "joint"
}

/// A handle to a body or a joint owned by a `World`: ``BodyID`` and ``JointID`` are this type of
/// their kind, so that a joint's id is never taken for a body's.
///
/// Ids are small values (a slot index and a generation): a removed body's or joint's slot may be
/// reused later, but with a new generation, so a stale id is reported (`DynamicsError.unknownBody`,
/// `DynamicsError.unknownJoint`) instead of silently naming another.
public struct SlotID<Kind: SlotIDKind>: Hashable, Sendable, CustomStringConvertible {
    /// The storage slot inside its world.
    public let index: Int
    /// The generation of the slot when the body or joint was created.
    public let generation: Int

    /// Creates an id from its slot and generation (normally only the world does this).
    @inlinable public init(index: Int, generation: Int) {
        self.index = index
        self.generation = generation
    }

    /// `body#index.generation` or `joint#index.generation`.
    public var description: String { "\(Kind.name)#\(index).\(generation)" }
}

/// A handle to a body owned by a `World` (a slot index and a generation, see ``SlotID``).
public typealias BodyID = SlotID<BodyIDKind>

/// A handle to a joint owned by a `World` (a slot index and a generation, see ``SlotID``).
public typealias JointID = SlotID<JointIDKind>
