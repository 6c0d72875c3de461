extension RawRepresentable where RawValue == Int {
    /// The case of this enum whose raw value is `other`'s: how the facade's enums and the engine's
    /// enums they mirror convert both ways (each pair shares UIKit's raw values, so every case has
    /// its match; a missing one is a programming error caught here).
    init(mirroring other: some RawRepresentable<Int>) {
        guard let value = Self(rawValue: other.rawValue) else {
            preconditionFailure("\(Self.self) has no case with the raw value of \(other)")
        }
        self = value
    }
}
