import KinemaCore

/// What one constraint a stack view generates is made from, besides the stack's own settings
/// (``StackGenerationKey``): its kind, the serial numbers of the owners of the variables it names
/// (views' layout variables, a deviation variable: numbers that are never handed out twice in a
/// layout system, unlike object identities once an object is freed) and a number (a position in
/// the stack). Under one generation key, equal signatures mean equal constraints, so a stack that
/// generates its constraints again takes back the ones whose signatures it had, without building
/// their expressions again.
struct StackEntrySignature: Hashable {
    /// Which generated constraint this is (each call site of the generator has its own).
    let kind: UInt8
    let first: Int
    let second: Int
    let third: Int
    let number: Int

    init(_ kind: UInt8, _ first: Int = -1, _ second: Int = -1, _ third: Int = -1, number: Int = 0) {
        self.kind = kind
        self.first = first
        self.second = second
        self.third = third
        self.number = number
    }
}

/// Everything a stack's generated constraints depend on besides their signatures: the stack's
/// configuration, its bounds origin (its own edges in its own coordinates start there) and, for
/// the root, its size (a constant in the root's expressions). When it changes, nothing is taken
/// back.
struct StackGenerationKey: Hashable {
    let configuration: StackConfiguration
    let boundsOrigin: Point
    let rootSize: Size?
}

/// The signatures of a stack's current constraints, to take back by signature: each signature
/// gives the first of its constraints not taken yet, then the next one with the same signature.
struct StackSignatureIndex {
    private var first: [StackEntrySignature: Int] = [:]
    private var next: [Int] = []
    private var taken: [Bool] = []

    /// An index over `signatures` (nil entries are never taken back).
    init(_ signatures: [StackEntrySignature?]) {
        next = [Int](repeating: -1, count: signatures.count)
        taken = [Bool](repeating: false, count: signatures.count)
        first.reserveCapacity(signatures.count)
        for index in signatures.indices.reversed() {
            guard let signature = signatures[index] else { continue }
            if let later = first.updateValue(index, forKey: signature) { next[index] = later }
        }
    }

    /// An index that takes nothing back.
    init() {}

    /// The position of the first constraint with `signature` not taken yet, now taken; nil if none.
    mutating func take(_ signature: StackEntrySignature) -> Int? {
        guard var index = first[signature] else { return nil }
        while taken[index] {
            index = next[index]
            if index < 0 { return nil }
        }
        taken[index] = true
        return index
    }
}
