import Foundation

/// A facade property that reads and writes a property of the Kinema object behind the facade
/// object, converting between UIKit's type and the engine's (`CGFloat` and `Double`, `CGVector`
/// and `Vector`, or none): the one accessor pair behind the facade's plain forwarding
/// properties, such as ``UIDynamicItemBehavior/density`` or
/// ``UIViewPropertyAnimator/scrubsLinearly``.
///
/// It keeps no value of its own: every read converts the engine's current value (which the
/// engine may have clamped or refused), and every write hands the converted value to the engine.
/// It works only on properties of classes, through the instance that holds it; it is the
/// facade's own and you do not need it to port UIKit code.
@propertyWrapper
public struct EngineProperty<Owner: AnyObject, Value, Stored> {
    private let engineKeyPath: ReferenceWritableKeyPath<Owner, Stored>
    private let facadeValue: (Stored) -> Value
    private let engineValue: (Value) -> Stored

    /// Forwards to `engineKeyPath`, converting the engine's values with `facadeValue` and the
    /// facade's with `engineValue`.
    init(
        _ engineKeyPath: ReferenceWritableKeyPath<Owner, Stored>, _ facadeValue: @escaping (Stored) -> Value,
        _ engineValue: @escaping (Value) -> Stored
    ) {
        self.engineKeyPath = engineKeyPath
        self.facadeValue = facadeValue
        self.engineValue = engineValue
    }

    /// Not available: the value lives in the engine object, which only the holding instance
    /// reaches (see ``subscript(_enclosingInstance:wrapped:storage:)``).
    @available(*, unavailable, message: "EngineProperty works only on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("EngineProperty works only on properties of classes") }
        set { fatalError("EngineProperty works only on properties of classes") }
    }

    /// The engine's value for `owner`, as the facade's type; setting it converts the value and
    /// hands it to the engine.
    public static subscript(
        _enclosingInstance owner: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        get {
            let property = owner[keyPath: storageKeyPath]
            return property.facadeValue(owner[keyPath: property.engineKeyPath])
        }
        set {
            let property = owner[keyPath: storageKeyPath]
            owner[keyPath: property.engineKeyPath] = property.engineValue(newValue)
        }
    }
}

extension EngineProperty where Value == Stored {
    /// Forwards to `engineKeyPath`, whose type is the facade's.
    init(_ engineKeyPath: ReferenceWritableKeyPath<Owner, Stored>) {
        self.init(engineKeyPath, { $0 }, { $0 })
    }
}

extension EngineProperty where Value == CGFloat, Stored == Double {
    /// Forwards a `CGFloat` to the engine's `Double` at `engineKeyPath`.
    init(_ engineKeyPath: ReferenceWritableKeyPath<Owner, Double>) {
        self.init(engineKeyPath, { CGFloat($0) }, { Double($0) })
    }
}
