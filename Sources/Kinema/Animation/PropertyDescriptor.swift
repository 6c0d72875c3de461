import KinemaCore

/// One animatable property, described once: where its value lives in ``ViewValues``, how a new
/// animation meets a running one, and the columns it writes into frames. How its values
/// interpolate is its value type's (``TrackValue``). The entries are in `PropertyTable.swift`.
///
/// Every frame reads and writes animated properties through their descriptors, for every view, so
/// the access goes straight to the field: the descriptor keeps the field's byte offset in
/// `ViewValues` (`MemoryLayout.offset(of:)`, which the standard library documents for exactly this
/// use) and reads and writes it through a pointer into the values it is given `inout`. A key path
/// would cost tens of nanoseconds per access and a closure would copy the whole `ViewValues`.
/// Checked builds compare every pointer access with the key path's answer.
struct PropertyDescriptor<Value: TrackValue>: AnyPropertyDescriptor {
    let property: AnimatableProperty
    let name: String
    let coreAnimationKey: String
    let isAdditive: Bool
    let affectsLayout: Bool
    /// Where the value lives in a view's values (a stored property).
    let path: WritableKeyPath<ViewValues, Value> & Sendable
    /// The byte offset of that stored property (additive entries add into it in place).
    let offset: Int
    /// The columns the property writes into frames, if any.
    let columns: FrameColumnGroup?
    /// The type of value explicit animations give the property: its value type's, unless the
    /// value is a position along content values (``ContentMorph``).
    let valueKind: AnimationValueKind

    init(
        _ property: AnimatableProperty, name: String, coreAnimationKey: String, isAdditive: Bool,
        affectsLayout: Bool = false, path: WritableKeyPath<ViewValues, Value> & Sendable, columns: FrameColumnGroup?,
        valueKind: AnimationValueKind = Value.valueKind
    ) {
        self.valueKind = valueKind
        self.property = property
        self.name = name
        self.coreAnimationKey = coreAnimationKey
        self.isAdditive = isAdditive
        self.affectsLayout = affectsLayout
        self.path = path
        // A stored property of a struct always has an offset; `path` is one of `ViewValues`'.
        offset = MemoryLayout<ViewValues>.offset(of: path) ?? 0
        self.columns = columns
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                MemoryLayout<ViewValues>.offset(of: path) != nil, "\(name) is not a stored property of ViewValues")
            precondition(
                offset + MemoryLayout<Value>.size <= MemoryLayout<ViewValues>.size, "\(name) lies outside ViewValues")
        #endif
    }

    /// The property's value in `values`.
    @inline(__always)
    func read(_ values: inout ViewValues) -> Value {
        let value = withUnsafeMutableBytes(of: &values) { $0.load(fromByteOffset: offset, as: Value.self) }
        #if KINEMA_INTERNAL_CHECKS
            precondition(value == values[keyPath: path], "the pointer read of \(name) disagrees with its key path")
        #endif
        return value
    }

    /// The property's value in `values` (a copy of them is made to read from).
    func read(_ values: ViewValues) -> Value { values[keyPath: path] }

    /// Sets the property in `values` to `value`.
    @inline(__always)
    func write(_ value: Value, into values: inout ViewValues) {
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: offset, as: Value.self) }
        #if KINEMA_INTERNAL_CHECKS
            precondition(values[keyPath: path] == value, "the pointer write of \(name) disagrees with its key path")
        #endif
    }

    /// Adds `delta` to the property in `values`.
    @inline(__always)
    func add(_ delta: Value, to values: inout ViewValues) {
        write(read(&values).adding(delta), into: &values)
    }

    /// The property's default value (``ViewValues``' own).
    var defaultValue: Value { ViewValues()[keyPath: path] }
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
    /// The byte offset of its value in ``ViewValues``.
    var offset: Int { get }
    /// How an additive entry adds to its value.
    var additiveLayout: AdditiveLayout { get }
    /// The kind of value an explicit animation of the whole property takes.
    var valueKind: AnimationValueKind { get }
    /// Whether the property holds a finite value in `values` (what a valid snapshot holds).
    func isFinite(in values: ViewValues) -> Bool
    /// Copies the property's value from `source` into `target` when it is one a model value may
    /// hold (finite, magnitudes up to `Limits.maximumMagnitude`); else `target` keeps its own.
    func copyModelValue(from source: ViewValues, into target: inout ViewValues)
}

extension PropertyDescriptor {
    func isFinite(in values: ViewValues) -> Bool { read(values).isFiniteValue }
    func copyModelValue(from source: ViewValues, into target: inout ViewValues) {
        let value = read(source)
        if value.isWithinLimits { write(value, into: &target) }
    }
    var additiveLayout: AdditiveLayout { Value.additiveLayout }
}
