/// A value type's fields kept behind one immutable reference, so that the value stays one word
/// wide wherever it is copied (a view's content, and every frame snapshot holding it). A change
/// makes a new reference with the changed fields; equal references compare equal at once.
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    /// The one reference to the fields.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The fields, behind a new reference.
    init(_ fields: Fields) { storage = Storage(fields) }

    /// The fields.
    var fields: Fields { storage.fields }

    /// Replaces the reference with one to a copy of the fields changed by `change`.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// Equal when the reference is the same or every field is equal.
    static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}
