import KinemaCore

/// One animatable property, described once: where its value lives in ``ViewValues``, how a new
/// animation meets a running one, and the columns it writes into frames. How its values
/// interpolate is its value type's (``TrackValue``). The entries are in `PropertyTable.swift`.
struct PropertyDescriptor<Value: TrackValue>: AnyPropertyDescriptor {
    let property: AnimatableProperty
    let name: String
    let coreAnimationKey: String
    let isAdditive: Bool
    let affectsLayout: Bool
    /// Reads the property out of a view's values.
    let read: @Sendable (ViewValues) -> Value
    /// Writes the property into a view's values.
    let write: @Sendable (inout ViewValues, Value) -> Void
    /// The columns the property writes into frames, if any.
    let columns: FrameColumnGroup?

    init(_ property: AnimatableProperty, name: String, coreAnimationKey: String, isAdditive: Bool,
         affectsLayout: Bool = false, read: @escaping @Sendable (ViewValues) -> Value,
         write: @escaping @Sendable (inout ViewValues, Value) -> Void, columns: FrameColumnGroup?) {
        self.property = property
        self.name = name
        self.coreAnimationKey = coreAnimationKey
        self.isAdditive = isAdditive
        self.affectsLayout = affectsLayout
        self.read = read
        self.write = write
        self.columns = columns
    }

    /// The property's default value (``ViewValues``' own).
    var defaultValue: Value { read(ViewValues()) }
}

/// What code that handles every property through the table needs of a descriptor, without
/// knowing its value type.
protocol AnyPropertyDescriptor: Sendable {
    /// The property's key.
    var property: AnimatableProperty { get }
    /// Its name in Kinema's API.
    var name: String { get }
    /// Core Animation's key for it.
    var coreAnimationKey: String { get }
    /// Whether a new animation adds to the running ones (else it replaces them).
    var isAdditive: Bool { get }
    /// Whether a change of its model value moves the layout.
    var affectsLayout: Bool { get }
    /// The columns it writes into frames, if any.
    var columns: FrameColumnGroup? { get }
    /// Whether the property holds a finite value in `values` (what a valid snapshot holds).
    func isFinite(in values: ViewValues) -> Bool
}

extension PropertyDescriptor {
    func isFinite(in values: ViewValues) -> Bool { read(values).isFiniteValue }
}
