import KinemaCore
/// A handle to a body owned by a `World`.
///
/// Ids are small values (a slot index and a generation): a removed body's slot may be reused by a
/// later body, but with a new generation, so a stale id is reported as `DynamicsError.unknownBody`
/// instead of silently naming another body.
public struct BodyID: Hashable, Sendable, CustomStringConvertible {
    /// The storage slot of the body inside its world.
    public let index: Int
    /// The generation of the slot when the body was created.
    public let generation: Int

    /// Creates an id from its slot and generation (normally only the world does this).
    @inlinable public init(index: Int, generation: Int) {
        self.index = index; self.generation = generation
    }

    /// `body#index.generation`.
    public var description: String { "body#\(index).\(generation)" }
}

/// A handle to a joint owned by a `World` (slot index and generation, see `BodyID`).
public struct JointID: Hashable, Sendable, CustomStringConvertible {
    /// The storage slot of the joint inside its world.
    public let index: Int
    /// The generation of the slot when the joint was created.
    public let generation: Int

    /// Creates an id from its slot and generation (normally only the world does this).
    @inlinable public init(index: Int, generation: Int) {
        self.index = index; self.generation = generation
    }

    /// `joint#index.generation`.
    public var description: String { "joint#\(index).\(generation)" }
}
