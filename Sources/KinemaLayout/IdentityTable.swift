/// A map from object identities to small integers (a variable's node, a constraint's record):
/// open addressing with linear probing and a multiplicative hash of the address, which costs a
/// fraction of `Dictionary`'s seeded hashing on the solver's hottest path. Nothing iterates it,
/// so its layout never decides anything.
struct IdentityTable {
    /// Keys by slot (0: empty; an object's address is never 0).
    private var keys: [UInt] = []
    private var values: [Int32] = []
    /// `64 - log2(capacity)`: the hash keeps the top bits.
    private var shift = 64
    /// Entries in the table.
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value stored for `object`, if any.
    func value(for object: ObjectIdentifier) -> Int32? {
        if count == 0 { return nil }
        let key = UInt(bitPattern: object)
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for `object` (replacing any value it had).
    mutating func set(_ value: Int32, for object: ObjectIdentifier) {
        if 2 * (count + 1) > keys.count { grow() }
        let key = UInt(bitPattern: object)
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        if keys[i] == 0 { count += 1 }
        keys[i] = key
        values[i] = value
    }

    /// Removes `object`'s entry, if any (backward-shift deletion: no tombstones).
    mutating func remove(_ object: ObjectIdentifier) {
        if count == 0 { return }
        let key = UInt(bitPattern: object)
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i + 1) & mask
        }
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { break }
            // Move the entry at j back to i unless its home lies cyclically in (i, j].
            let h = home(k)
            let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
            if !stays {
                keys[i] = k
                values[i] = values[j]
                i = j
            }
        }
        keys[i] = 0
        count -= 1
    }

    @inline(never)
    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = Swift.max(128, 2 * keys.count)
        keys = [UInt](repeating: 0, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 {
            let mask = capacity - 1
            var i = home(k)
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = k
            values[i] = v
            count += 1
        }
    }
}
