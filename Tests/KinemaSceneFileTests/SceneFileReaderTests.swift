import Foundation
import KinemaDerivations
import KinemaSceneFile
import XCTest

/// `SceneDescription(json:)`, the Foundation-free reader of scene files, against hand-derived
/// cases and, differentially, against Foundation's `JSONDecoder` decoding the `Decodable`
/// conformance (the oracle; its errors are put in words the way the command line used to).
final class SceneFileReaderTests: XCTestCase {
    typealias D = SceneDescription

    /// A description or an error message.
    enum Outcome: Equatable {
        case value(D)
        case error(String)

        var description: D? { if case .value(let d) = self { d } else { nil } }
    }

    private func read(_ text: String) -> Outcome { readBytes(Array(text.utf8)) }

    private func readBytes(_ bytes: [UInt8]) -> Outcome {
        do throws(SceneDescriptionError) { return .value(try D(json: bytes)) } catch { return .error(error.message) }
    }

    /// JSONDecoder's verdict in the reader's words.
    private func oracle(_ bytes: [UInt8]) -> Outcome {
        do {
            return .value(try JSONDecoder().decode(D.self, from: Data(bytes)))
        } catch let error as DecodingError {
            func path(_ keys: [CodingKey]) -> String {
                let p = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                return p.isEmpty ? "the document" : String(p.drop(while: { $0 == "." }))
            }
            switch error {
            case .keyNotFound(let key, let ctx): return .error("missing \(path(ctx.codingPath + [key]))")
            case .typeMismatch(_, let ctx): return .error("wrong type at \(path(ctx.codingPath))")
            case .valueNotFound(_, let ctx): return .error("missing value at \(path(ctx.codingPath))")
            case .dataCorrupted: return .error("not valid JSON")
            @unknown default: return .error("unknown")
            }
        } catch {
            return .error("not valid JSON")
        }
    }

    // MARK: Hand-derived cases

    func testAWholeSceneReadsAsWritten() throws {
        let text = """
            \u{FEFF} {"root": {"name": "r\\u00e9", "width": 375, "height": 6.67e2},
              "views": [{"name": "a.b", "parent": "r\\u00e9", "intrinsicWidth": -0, "hidden": true,
                         "stack": {"axis": "horizontal", "arranged": ["c\\"\\\\\\/\\b\\f\\n\\r\\t", "\\ud83d\\ude00"],
                                   "spacing": 1E-2, "extra": [[{}], null, false]}}],
              "constraints": [{"\\u0066irst": "a.b.width", "relation": ">=", "constant": 12, "priority": null,
                               "first": "ignored: the first of duplicate keys wins"}]}
            """
        let expected = D(
            root: D.Root(name: "ré", width: 375, height: 667),
            views: [D.ViewSpec(name: "a.b", parent: "ré", intrinsicWidth: -0.0, intrinsicHeight: nil, hidden: true,
                               stack: D.Stack(axis: "horizontal", distribution: nil, alignment: nil, spacing: 0.01,
                                              arranged: ["c\"\\/\u{08}\u{0C}\n\r\t", "😀"]))],
            constraints: [D.ConstraintSpec(first: "a.b.width", relation: ">=", second: nil, multiplier: nil,
                                           constant: 12, priority: nil)])
        XCTAssertEqual(read(text), .value(expected))
        XCTAssertEqual(read(text), oracle(Array(text.utf8)))
        XCTAssertEqual(try XCTUnwrap(read(text).description?.views?.first?.intrinsicWidth?.sign), .minus)
    }

    func testProblemsAreNamedWithTheirPath() {
        let cases: [(String, String)] = [
            (#"{"root": {"name": "r", "width": 1}}"#, "missing root.height"),
            (#"{"views": []}"#, "missing root"),
            (#"{"root": {"name": "r", "width": 1, "height": "2"}}"#, "wrong type at root.height"),
            (#"{"root": null}"#, "missing value at root"),
            (#"[]"#, "wrong type at the document"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "views": {}}"#, "wrong type at views"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "views": [null]}"#, "missing value at views[0]"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "views": [{"name": "a", "parent": "r"}, {"name": "b"}]}"#,
             "missing views[1].parent"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "views": [{"name": "a", "parent": "r", "hidden": 1}]}"#,
             "wrong type at views[0].hidden"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "views": [{"name": "a", "parent": "r", "stack": {"axis": "x", "arranged": ["a", 2]}}]}"#,
             "wrong type at views[0].stack.arranged[1]"),
            (#"{"root": {"name": "r", "width": 1, "height": 2}, "constraints": [{"first": "a.top", "relation": "==", "constant": true}]}"#,
             "wrong type at constraints[0].constant"),
            // Declaration order decides which problem is named first, as with the synthesized decoder.
            (#"{"constraints": 5, "root": {"height": 1}}"#, "missing root.name"),
        ]
        for (text, message) in cases {
            XCTAssertEqual(read(text), .error(message), text)
            XCTAssertEqual(read(text), oracle(Array(text.utf8)), text)
        }
        for number in ["1e400", "-1.8e308", "1e-400", "2.4e-324"] {
            XCTAssertEqual(read(#"{"root": {"name": "r", "width": "# + number + #", "height": 2}}"#),
                           .error("number out of range at root.width"), number)
        }
        // The smallest subnormal and zeros written with exponents are numbers like any other.
        // (4.9e-324 rounds to the smallest subnormal, Double.leastNonzeroMagnitude.)
        for (number, value) in [("4.9e-324", Double.leastNonzeroMagnitude), ("0e-400", 0), ("-0.000e5", -0.0)] {
            XCTAssertEqual(read(#"{"root": {"name": "r", "width": "# + number + #", "height": 2}}"#).description?.root.width,
                           value, number)
        }
    }

    func testTextThatIsNotStrictJSONIsRefused() {
        let scene = #"{"root": {"name": "r", "width": 1, "height": 2}"#
        let bad = [
            "", " ", scene, scene + "}}", scene + "} x", #"{"root": {"name": "r", "width": 01, "height": 2}}"#,
            #"{"root": {"name": "r", "width": 1., "height": 2}}"#, #"{"root": {"name": "r", "width": NaN, "height": 2}}"#,
            #"{"root": {"name": "r", "width": -, "height": 2}}"#, #"{"root": {"name": "r", "width": 1e, "height": 2}}"#,
            #"{"root": {"name": "r\x", "width": 1, "height": 2}}"#, #"{"root": {"name": "\ud800", "width": 1, "height": 2}}"#,
            #"{"root": {"name": "\udc00", "width": 1, "height": 2}}"#, #"{"root": {"name": "\u12", "width": 1, "height": 2}}"#,
            "{\"root\": {\"name\": \"a\tb\", \"width\": 1, \"height\": 2}}", #"{"root": {"name": 'r', "width": 1, "height": 2}}"#,
            #"{"root": {"name": "r", "width": 1, "height": 2,}}"#, #"{"root": {"name": "r" "width": 1, "height": 2}}"#,
            #"{"root" {"name": "r", "width": 1, "height": 2}}"#, #"{"root": {"name": "r", "width": tru, "height": 2}}"#,
            #"{root: {"name": "r", "width": 1, "height": 2}}"#, #"{"root": {"name": "r", "width": 1, "height": 2}}/**/"#,
        ]
        for text in bad { XCTAssertEqual(read(text), .error("not valid JSON"), text) }
        // Bytes that are not UTF-8 inside a string.
        XCTAssertEqual(readBytes(Array(#"{"root": {"name": ""#.utf8) + [0xC3, 0x28] + Array(#"", "width": 1, "height": 2}}"#.utf8)),
                       .error("not valid JSON"))
    }

    func testNestingIsBoundedWithoutDeepRecursion() {
        let scene = #"{"root": {"name": "r", "width": 1, "height": 2}, "x": "#
        let within = scene + String(repeating: "[", count: 510) + String(repeating: "]", count: 510) + "}"
        XCTAssertEqual(read(within).description?.root.width, 1)
        let beyond = scene + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}"
        XCTAssertEqual(read(beyond), .error("not valid JSON"))
        // A million open brackets: refused by the loop, not by a stack overflow.
        XCTAssertEqual(readBytes([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)), .error("not valid JSON"))
    }

    // MARK: Differential

    /// JSON text of a description, with random spacing, member order, unknown members and escapes.
    private struct Writer {
        var random: SplitMix64
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        mutating func space() -> String { ["", "", " ", "\n  ", "\t", "\r\n"][Int(random.next() % 6)] }

        mutating func string(_ s: String) -> String {
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += chance(50) ? "\\\\" : "\\u005c"
                case "\n": out += "\\n"
                case _ where scalar.value < 0x20: out += "\\u" + hex(scalar.value)
                case _ where chance(15):
                    if scalar.value > 0xFFFF {
                        let v = scalar.value - 0x10000
                        out += "\\u" + hex(0xD800 + (v >> 10)) + "\\u" + hex(0xDC00 + (v & 0x3FF))
                    } else {
                        out += "\\u" + hex(scalar.value)
                    }
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        func hex(_ v: UInt32) -> String {
            let digits = String(v, radix: 16, uppercase: v % 2 == 0)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }

        mutating func number(_ x: Double) -> String {
            let v = x.isFinite && (x == 0 || abs(x) > 1e-300) ? x : 0.5
            if v == v.rounded(), abs(v) < 1e15, chance(50) { return String(Int(v)) }
            return chance(20) ? String(v).replacingOccurrences(of: "e", with: "E") : String(v)
        }

        mutating func object(_ members: [(String, String?)]) -> String {
            var present = members.compactMap { key, value in value.map { (key, $0) } }
            if chance(20) { present.append(("unknown", chance(50) ? "[1, {\"a\": null}, \"x\"]" : "null")) }
            if chance(30) { present.shuffle(using: &random) }
            let body = present.map { key, value in
                space() + string(key) + space() + ":" + space() + value + space()
            }.joined(separator: ",")
            return "{" + body + "}"
        }

        mutating func optional(_ x: Double?) -> String? { x.map { number($0) } ?? (chance(20) ? "null" : nil) }
        mutating func optional(_ s: String?) -> String? { s.map { string($0) } ?? (chance(20) ? "null" : nil) }

        mutating func text(_ d: D) -> String {
            let root = object([("name", string(d.root.name)), ("width", number(d.root.width)),
                               ("height", number(d.root.height))])
            let views = d.views.map { views in
                "[" + views.map { v in
                    let stack = v.stack.map { s in
                        object([("axis", string(s.axis)), ("distribution", optional(s.distribution)),
                                ("alignment", optional(s.alignment)), ("spacing", optional(s.spacing)),
                                ("arranged", s.arranged.map { "[" + $0.map { string($0) }.joined(separator: ",") + "]" })])
                    }
                    return object([("name", string(v.name)), ("parent", string(v.parent)),
                                   ("intrinsicWidth", optional(v.intrinsicWidth)),
                                   ("intrinsicHeight", optional(v.intrinsicHeight)),
                                   ("hidden", v.hidden.map { $0 ? "true" : "false" }), ("stack", stack)])
                }.joined(separator: "," + space()) + "]"
            }
            let constraints = d.constraints.map { constraints in
                "[" + constraints.map { c in
                    object([("first", string(c.first)), ("relation", string(c.relation)), ("second", optional(c.second)),
                            ("multiplier", optional(c.multiplier)), ("constant", optional(c.constant)),
                            ("priority", optional(c.priority))])
                }.joined(separator: ",") + "]"
            }
            return space() + object([("root", root), ("views", views), ("constraints", constraints)]) + space()
        }
    }

    /// Generated scenes written with random formatting, then damaged one way or another (a key
    /// renamed, a value replaced by null or by a value of the wrong type): the reader gives what
    /// JSONDecoder gives, value or error.
    func testReadsGeneratedFilesAsJSONDecoderDoes() {
        var scenes = SceneDescriptionPropertyTests.SceneGenerator(random: SplitMix64(seed: 2_611))
        var writer = Writer(random: SplitMix64(seed: 77))
        var damage = SplitMix64(seed: 5)
        var agreedOnValues = 0, agreedOnErrors = 0
        for round in 0..<1_200 {
            var text = writer.text(scenes.description())
            if round % 3 != 0 {
                // Damage one member: rename its key, or replace its value with null or a wrong type.
                let targets = ["\"name\"", "\"parent\"", "\"width\"", "\"height\"", "\"first\"", "\"relation\"",
                               "\"constant\"", "\"hidden\"", "\"axis\"", "\"views\"", "\"root\""]
                let target = targets[Int(damage.next() % UInt64(targets.count))]
                if let range = text.range(of: target) {
                    let replacement = ["\"nameless\"", "\(target) : null, \"zz\"", "\(target): \"x\", \"zz\"",
                                       "\(target): [], \"zz\"", "\(target): 7, \"zz\""][Int(damage.next() % 5)]
                    text.replaceSubrange(range, with: replacement)
                }
            }
            let bytes = Array(text.utf8)
            let expected = oracle(bytes)
            let actual = readBytes(bytes)
            XCTAssertEqual(actual, expected, text)
            if case .value = expected { agreedOnValues += 1 } else { agreedOnErrors += 1 }
        }
        XCTAssertGreaterThan(agreedOnValues, 300)
        XCTAssertGreaterThan(agreedOnErrors, 300)
    }

    /// Random byte damage: the reader never accepts what JSONDecoder refuses as JSON, and what it
    /// accepts JSONDecoder reads to the same description. (JSONDecoder also accepts a trailing
    /// comma; the reader, following RFC 8259, does not.)
    func testDamagedBytesAreNeverReadDifferently() {
        var scenes = SceneDescriptionPropertyTests.SceneGenerator(random: SplitMix64(seed: 31))
        var writer = Writer(random: SplitMix64(seed: 32))
        var damage = SplitMix64(seed: 33)
        let inserts = Array("{}[]\",:\\ ntrufalse\u{7F}".utf8)
        var refused = 0
        for _ in 0..<1_500 {
            var bytes = Array(writer.text(scenes.description()).utf8)
            for _ in 0..<(1 + Int(damage.next() % 3)) where !bytes.isEmpty {
                let at = Int(damage.next() % UInt64(bytes.count))
                switch damage.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(inserts[Int(damage.next() % UInt64(inserts.count))], at: at)
                default: bytes[at] = inserts[Int(damage.next() % UInt64(inserts.count))]
                }
            }
            let actual = readBytes(bytes), expected = oracle(bytes)
            switch actual {
            case .value(let value):
                XCTAssertEqual(expected, .value(value), String(decoding: bytes, as: UTF8.self))
            case .error(let message):
                refused += 1
                XCTAssertFalse(message.contains("\n"))
                if case .value = expected {
                    // Only leniency of JSONDecoder's own may separate them.
                    XCTAssertEqual(message, "not valid JSON", String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        XCTAssertGreaterThan(refused, 1_000)
    }
}
