import Kinema

/// The properties every fuzz target asserts. A violated property stops the process (libFuzzer
/// then writes the input that broke it), with a message saying which property and why.
public enum Property {
    /// Stops the process with `message` unless `condition` holds.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #file, line: UInt = #line
    ) {
        if !condition() { fatalError("property violated: \(message())", file: file, line: line) }
    }

    /// Whether `scalar` could break a line of output: a control character (C0, DEL, C1) or a
    /// line or paragraph separator.
    public static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// An error message is one line: not empty, no character that breaks a line.
    public static func requireOneLine(_ message: String, file: StaticString = #file, line: UInt = #line) {
        require(!message.isEmpty, "an empty error message", file: file, line: line)
        require(
            !message.unicodeScalars.contains(where: breaksLine),
            "an error message holds a line break: \(message.debugDescription)", file: file, line: line)
    }

    /// Text output holds no `nan`, `inf` (any case) and no negative zero (`-0`, `-0.0`, `-0e5`;
    /// a minus sign after an exponent marker is not a number's sign).
    public static func requireFiniteText(_ text: String, file: StaticString = #file, line: UInt = #line) {
        let lower = text.lowercased()
        require(!lower.contains("nan"), "output holds nan", file: file, line: line)
        require(!lower.contains("inf"), "output holds inf", file: file, line: line)
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "-"), i + 1 < bytes.count, isDigit(bytes[i + 1]) else { continue }
            if i > 0, bytes[i - 1] == UInt8(ascii: "e") || bytes[i - 1] == UInt8(ascii: "E") { continue }
            var j = i + 1
            while j < bytes.count, isDigit(bytes[j]) || bytes[j] == UInt8(ascii: ".") { j += 1 }
            if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
                j += 1
                while j < bytes.count,
                    isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")
                {
                    j += 1
                }
            }
            let token = String(decoding: bytes[i..<j], as: UTF8.self)
            if let value = Double(token) {
                require(value != 0, "output holds a negative zero '\(token)'", file: file, line: line)
            }
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Every number a frame shows is finite.
    public static func requireFinite(_ frame: FrameSnapshot, file: StaticString = #file, line: UInt = #line) {
        require(frame.time.isFinite, "a frame time is not finite", file: file, line: line)
        for v in frame.views {
            require(v.isFinite, "view '\(v.name)' is not finite at t = \(frame.time)", file: file, line: line)
        }
    }
}
