/// The input of `FuzzLibraryAPI` and `FuzzUIKit` read as a stream of choices and numbers.
/// Reading past the end gives zeros, so every input is a complete program.
public final class ByteStream {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { position >= bytes.count }

    /// Runs `operation` until the input ends or it has run `limit` times: how a target turns
    /// its input into a program of operations.
    public func forEachOperation(upTo limit: Int, _ operation: () -> Void) {
        var count = 0
        while !isAtEnd, count < limit {
            operation()
            count += 1
        }
    }

    public func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A choice in `0..<count` (count > 0).
    public func choice(_ count: Int) -> Int { Int(byte()) % count }

    public func bool() -> Bool { byte() & 1 == 1 }

    /// The numbers a caller can pass: a tag byte picks a special value (NaN, the infinities,
    /// the largest magnitudes, 1e9 and its neighbours, subnormals, the zeros), any bit pattern
    /// (the next eight bytes), a small whole number, or a fraction in [0, 2.55].
    public func double() -> Double {
        switch byte() % 4 {
        case 0:
            return Self.specials[choice(Self.specials.count)]
        case 1:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 2:
            return Double(Int8(bitPattern: byte())) * 4
        default:
            return Double(byte()) / 100
        }
    }

    /// A whole number: small mostly, else at the ends of `Int`.
    public func integer() -> Int {
        let b = byte()
        switch b % 8 {
        case 0: return [Int.min, Int.max, -1, 1 << 40][choice(4)]
        default: return Int(b >> 3)
        }
    }

    static let specials: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308, 1e9, -1e9,
        1e9.nextUp, -(1e9.nextUp), 2e9, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0,
        1, -1, 0.5, 1e-300, 1e15, 1e16
    ]
}
