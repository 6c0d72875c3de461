import KinemaCore

/// Reads and writes what a key path names in a view's values: a whole property, through its
/// descriptor in the property table, or one component of it, read out of the property's value and
/// written back into it.
struct PropertyLens<Value> {
    /// The property the key path belongs to (the entry's property).
    let property: AnimatableProperty
    /// Reads through the values in place (inout, so that no copy of them is made).
    let read: (inout ViewValues) -> Value
    let write: (inout ViewValues, Value) -> Void
}

extension AnimationKeyPath {
    /// The lens for values of type `Value`, or nil when the key path takes another type.
    func lens<Value: TrackValue>(_: Value.Type) -> PropertyLens<Value>? {
        let descriptor = property.descriptor
        guard let component else {
            guard let d = descriptor as? PropertyDescriptor<Value> else { return nil }
            return PropertyLens(property: property, read: { d.read(&$0) }, write: { d.write($1, into: &$0) })
        }
        switch component {
        case .x: return Self.compose(descriptor, { (p: Point) in p.x }, { $0.x = $1 }) as? PropertyLens<Value>
        case .y: return Self.compose(descriptor, { (p: Point) in p.y }, { $0.y = $1 }) as? PropertyLens<Value>
        case .width:
            return Self.compose(descriptor, { (s: Size) in s.width }, { $0.width = $1 }) as? PropertyLens<Value>
        case .height:
            return Self.compose(descriptor, { (s: Size) in s.height }, { $0.height = $1 }) as? PropertyLens<Value>
        case .rotation:
            return Self.transform(descriptor, { $0.rotation }, { $0.rotation = $1 }) as? PropertyLens<Value>
        case .scale:
            // Read: the mean of the two factors; write: both.
            return Self.transform(
                descriptor, { ($0.scaleX + $0.scaleY) / 2 },
                {
                    $0.scaleX = $1
                    $0.scaleY = $1
                }) as? PropertyLens<Value>
        case .scaleX: return Self.transform(descriptor, { $0.scaleX }, { $0.scaleX = $1 }) as? PropertyLens<Value>
        case .scaleY: return Self.transform(descriptor, { $0.scaleY }, { $0.scaleY = $1 }) as? PropertyLens<Value>
        case .translationX:
            return Self.transform(descriptor, { $0.translateX }, { $0.translateX = $1 }) as? PropertyLens<Value>
        case .translationY:
            return Self.transform(descriptor, { $0.translateY }, { $0.translateY = $1 }) as? PropertyLens<Value>
        case .translation:
            return Self.transform(
                descriptor, { Size(width: $0.translateX, height: $0.translateY) },
                {
                    $0.translateX = $1.width
                    $0.translateY = $1.height
                }) as? PropertyLens<Value>
        }
    }

    /// A component of a property whose values are `Base`.
    private static func compose<Base: TrackValue, Part>(
        _ descriptor: any AnyPropertyDescriptor, _ get: @escaping (Base) -> Part,
        _ set: @escaping (inout Base, Part) -> Void
    ) -> PropertyLens<Part>? {
        guard let d = descriptor as? PropertyDescriptor<Base> else { return nil }
        return PropertyLens(
            property: d.property, read: { get(d.read(&$0)) },
            write: { values, part in
                var base = d.read(&values)
                set(&base, part)
                d.write(base, into: &values)
            })
    }

    /// A component of the transform's decomposition; writing it drops the exact matrix (the
    /// presentation recomposes it).
    private static func transform<Part>(
        _ descriptor: any AnyPropertyDescriptor,
        _ get: @escaping (DecomposedTransform) -> Part,
        _ set: @escaping (inout DecomposedTransform, Part) -> Void
    ) -> PropertyLens<Part>? {
        compose(
            descriptor, { (t: TransformValue) in get(t.decomposed) },
            { t, part in
                var d = t.decomposed
                set(&d, part)
                t = TransformValue(decomposed: d)
            })
    }
}
