import KinemaCore

/// How an additive entry adds a delta to a value of one type in place, without the type's generic
/// code: each ``TrackValue`` says which.
enum AdditiveLayout: Equatable {
    /// The value is `count` Doubles, its components (`AnimatableValue.components`) in memory
    /// order, and `adding` and `scaled(by:)` act on each of them alone.
    case numbers(Int)
    /// A ``TransformValue``: the five components of its decomposition add one by one and the
    /// exact matrix is dropped, as ``TransformValue/adding(_:)`` does.
    case transform
}

/// The delta of an additive entry, kept as numbers: the byte offset of its property's value in
/// ``ViewValues`` (the property descriptor's), the value type's ``AdditiveLayout`` and the delta's
/// components. A frame adds `delta * factor` straight into the field, which is what
/// `value.adding(delta.scaled(by: factor))` computes, component by component, in the same order
/// of operations, so the result is the same to the bit.
///
/// Checked builds compare every in-place addition with the typed one, and every delta read back
/// with the one the entry was made from.
struct AdditiveDelta {
    /// The byte offset of the property's value in ``ViewValues``.
    let offset: Int
    /// How a value of the property's type adds.
    let layout: AdditiveLayout
    /// The delta's components, then zeros.
    let components: InlineArray<5, Double>
    #if KINEMA_INTERNAL_CHECKS
        /// Checked builds: whether `after` holds `before` plus the delta times `factor`, computed by
        /// the value type's own arithmetic (compared bit for bit).
        let isTypedSum: (_ before: ViewValues, _ after: ViewValues, _ factor: Double) -> Bool
    #endif

    init<Value: TrackValue>(_ d: PropertyDescriptor<Value>, _ delta: Value) {
        offset = d.offset
        layout = Value.additiveLayout
        let parts = delta.components
        var components = InlineArray<5, Double>(repeating: 0)
        for (i, part) in parts.enumerated() { components[i] = part }
        self.components = components
        #if KINEMA_INTERNAL_CHECKS
            switch layout {
            case .numbers(let count):
                precondition(
                    count == parts.count && MemoryLayout<Value>.size == 8 * count,
                    "\(Value.self) is not \(count) Doubles")
            case .transform:
                precondition(Value.self == TransformValue.self, "only the transform value adds as a transform")
            }
            isTypedSum = { before, after, factor in
                let expected = d.read(before).adding(delta.scaled(by: factor))
                return expected.hasSameBits(as: d.read(after))
            }
            precondition(
                value(Value.self).hasSameBits(as: delta), "the delta of \(d.name) does not read back as it was made")
        #endif
    }

    /// The delta as a value of the property's type.
    func value<Value: TrackValue>(_: Value.Type) -> Value {
        switch layout {
        case .numbers(let count):
            var value = Value.zero
            withUnsafeMutableBytes(of: &value) { raw in
                for i in 0..<count { raw.storeBytes(of: components[i], toByteOffset: 8 * i, as: Double.self) }
            }
            return value
        case .transform:
            // `TransformValue` is the only type whose layout is `.transform`.
            return TransformValue(decomposed: decomposition) as! Value
        }
    }

    /// The components of a transform's delta.
    private var decomposition: DecomposedTransform {
        DecomposedTransform(
            scaleX: components[0], scaleY: components[1], rotation: components[2],
            translateX: components[3], translateY: components[4])
    }

    /// Adds the delta times `factor` to the property in the values at `values`.
    @inline(__always)
    func add(scaledBy factor: Double, to values: UnsafeMutablePointer<ViewValues>) {
        #if KINEMA_INTERNAL_CHECKS
            let before = values.pointee
            let size: Int, numbers: Int
            switch layout {
            case .numbers(let count): (size, numbers) = (8 * count, count)
            case .transform: (size, numbers) = (MemoryLayout<TransformValue>.size, 5)
            }
            precondition(
                offset >= 0 && offset + size <= MemoryLayout<ViewValues>.size && numbers <= components.count,
                "an additive delta lies outside ViewValues or holds too few components")
        #endif
        let field = UnsafeMutableRawPointer(values) + offset
        switch layout {
        case .numbers(let count):
            // The field's memory holds `count` Doubles (checked when the delta was made).
            let numbers = field.assumingMemoryBound(to: Double.self)
            // Unrolled for the first two (a number, a point, a size), then the rest.
            numbers[0] += components[unchecked: 0] * factor
            if count > 1 {
                numbers[1] += components[unchecked: 1] * factor
                for i in 2..<count { numbers[i] += components[unchecked: i] * factor }
            }
        case .transform:
            let transform = field.assumingMemoryBound(to: TransformValue.self)
            transform.pointee = transform.pointee.adding(TransformValue(decomposed: decomposition.scaled(by: factor)))
        }
        #if KINEMA_INTERNAL_CHECKS
            precondition(
                isTypedSum(before, values.pointee, factor), "an in-place addition disagrees with the typed one")
        #endif
    }
}

extension TrackValue {
    /// Whether the two values have the same components bit for bit and are otherwise equal (a
    /// transform's exact matrix).
    func hasSameBits(as other: Self) -> Bool {
        components.map(\.bitPattern) == other.components.map(\.bitPattern)
            && (self == other || !largestMagnitude.isFinite)
    }
}
