/// The result of one step of a control's state machine: the new state and the effects to carry out,
/// in order. Each control names it `Transition` (for example `FastCartButton.Transition`).
public struct StateTransition<State: Hashable & Sendable, Effect: Hashable & Sendable>: Hashable, Sendable {
    /// The new state.
    public var state: State
    /// The effects, in order.
    public var effects: [Effect]

    /// A transition to `state` with `effects`.
    public init(state: State, effects: [Effect]) {
        self.state = state
        self.effects = effects
    }
}
