/// A map from object identities to small integers (a variable's node, a constraint's record):
/// open addressing with linear probing and a multiplicative hash of the address, which costs a
/// fraction of `Dictionary`'s seeded hashing on the solver's hottest path. Nothing iterates it,
/// so its layout never decides anything.
struct IdentityTable {
    private struct Entry {
        /// The object's address (0: an empty slot; no object lives at address 0).
        var key: UInt
        var value: Int32
    }

    private var entries: ContiguousArray<Entry> = []
    /// `64 - log2(capacity)`: the hash keeps the top bits.
    private var shift = 64
    /// Entries in the table.
    private(set) var count = 0

    @inline(__always)
    private static func home(_ key: UInt, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value stored for `object`, if any.
    func value(for object: ObjectIdentifier) -> Int32? {
        if count == 0 { return nil }
        let key = UInt(bitPattern: object)
        let shift = self.shift
        return entries.withUnsafeBufferPointer { table -> Int32? in
            let mask = table.count - 1
            var i = IdentityTable.home(key, shift)
            while true {
                let k = table[i].key
                if k == key { return table[i].value }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }

    /// Stores `value` for `object` (replacing any value it had).
    mutating func set(_ value: Int32, for object: ObjectIdentifier) {
        if 2 * (count + 1) > entries.count { grow() }
        let key = UInt(bitPattern: object)
        let shift = self.shift
        let added = entries.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = table.count - 1
            var i = IdentityTable.home(key, shift)
            while table[i].key != 0 && table[i].key != key { i = (i + 1) & mask }
            let fresh = table[i].key == 0
            table[i] = Entry(key: key, value: value)
            return fresh
        }
        if added { count += 1 }
    }

    /// Removes `object`'s entry, if any (backward-shift deletion: no tombstones).
    mutating func remove(_ object: ObjectIdentifier) {
        if count == 0 { return }
        let key = UInt(bitPattern: object)
        let shift = self.shift
        let removed = entries.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = table.count - 1
            var i = IdentityTable.home(key, shift)
            while table[i].key != key {
                if table[i].key == 0 { return false }
                i = (i + 1) & mask
            }
            var j = i
            while true {
                j = (j + 1) & mask
                let k = table[j].key
                if k == 0 { break }
                // Move the entry at j back to i unless its home lies cyclically in (i, j].
                let h = IdentityTable.home(k, shift)
                let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
                if !stays {
                    table[i] = table[j]
                    i = j
                }
            }
            table[i].key = 0
            return true
        }
        if removed { count -= 1 }
    }

    @inline(never)
    private mutating func grow() {
        let old = entries
        let capacity = Swift.max(256, 2 * entries.count)
        entries = ContiguousArray(repeating: Entry(key: 0, value: 0), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        let shift = self.shift
        entries.withUnsafeMutableBufferPointer { table in
            let mask = capacity - 1
            for entry in old where entry.key != 0 {
                var i = IdentityTable.home(entry.key, shift)
                while table[i].key != 0 { i = (i + 1) & mask }
                table[i] = entry
            }
        }
    }
}
