import KinemaDerivations
import KinemaRender
import KinemaSceneFile
import XCTest

/// Generated scene descriptions (seeded): random trees (with unknown parents and cycles now and
/// then), odd names, stacks, and constraints whose numbers run from 0 to the largest double. Each
/// one is either refused with a one-line error or laid out into an RFC 4180 table of finite
/// numbers with one row per view, and building it twice gives the same result.
final class SceneDescriptionPropertyTests: XCTestCase {
    typealias D = SceneDescription

    struct SceneGenerator {
        var random: SplitMix64

        mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

        mutating func number() -> Double {
            if chance(15) {
                // 1e-320 (subnormal) is parsed from text: the literal would warn that it loses precision.
                return pick([
                    0, -0.0, 1, -1, 0.5, 1e9, -1e9, 1.0000001e9, 1.7e308, -1.7e308, .nan, .infinity,
                    Double("1e-320")!
                ])
            }
            return random.uniform(in: -500...500)
        }

        mutating func name(_ i: Int) -> String {
            chance(20) ? "v\(i)" + pick([",", "\"", "\n", "\r\n", ".", " ", "\u{2028}", ",\u{65A}", "é"]) : "v\(i)"
        }

        mutating func description() -> D {
            let count = below(7)
            let names = (0..<count).map { name($0) }
            var views: [D.ViewSpec] = []
            for (i, name) in names.enumerated() {
                // Mostly a view listed earlier (a tree); now and then any view (maybe a cycle) or none.
                let parent =
                    chance(3)
                    ? "nobody"
                    : chance(4)
                        ? names[below(count)]
                        : (i == 0 || chance(40) ? "root" : names[below(i)])
                var stack: D.Stack?
                if chance(15) {
                    stack = D.Stack(
                        axis: chance(5) ? "diagonal" : pick(["horizontal", "vertical"]),
                        distribution: pick([
                            nil, "fill", "fillEqually", "fillProportionally", "equalSpacing",
                            "equalCentering"
                        ]),
                        alignment: pick([nil, "fill", "leading", "center", "trailing", "top", "bottom"]),
                        spacing: chance(50) ? nil : number(),
                        arranged: names.filter { _ in chance(40) })
                }
                views.append(
                    D.ViewSpec(
                        name: name, parent: parent,
                        intrinsicWidth: chance(50) ? random.uniform(in: 0...200) : (chance(10) ? number() : nil),
                        intrinsicHeight: chance(50) ? random.uniform(in: 0...200) : nil,
                        hidden: chance(10) ? true : nil, stack: stack))
            }
            // Attributes by kind: a constraint mostly relates two of the same kind.
            let kinds = [
                ["left", "right", "leading", "trailing", "centerX"], ["top", "bottom", "centerY"],
                ["width", "height"]
            ]
            let viewNames = ["root"] + names
            var constraints: [D.ConstraintSpec] = []
            for _ in 0..<below(8) {
                let kind = pick(kinds), otherKind = chance(5) ? pick(kinds) : kind
                constraints.append(
                    D.ConstraintSpec(
                        first: chance(3) ? "root.middle" : "\(pick(viewNames)).\(pick(kind))",
                        relation: chance(3) ? "=>" : pick(["==", "<=", ">="]),
                        second: chance(70) ? "\(pick(viewNames)).\(pick(otherKind))" : nil,
                        multiplier: chance(20) ? number() : nil, constant: chance(70) ? number() : nil,
                        priority: chance(30) ? pick([1, 250, 750, 999, 1000, 500.5, chance(20) ? 0 : 1001]) : nil))
            }
            let root = D.Root(name: "root", width: chance(5) ? number() : 375, height: chance(5) ? number() : 667)
            return D(root: root, views: views, constraints: constraints)
        }
    }

    func testGeneratedScenesAreLaidOutFinitelyOrRefusedInOneLine() throws {
        var generator = SceneGenerator(random: SplitMix64(seed: 156))
        var built = 0, refused = 0
        for _ in 0..<1_500 {
            let description = generator.description()
            func layout() -> Result<String, SceneDescriptionError> {
                Result { () throws(SceneDescriptionError) in LayoutCSV(scene: try description.makeScene()).text }
            }
            let first = layout()
            XCTAssertEqual(first, layout())
            switch first {
            case .failure(let error):
                refused += 1
                XCTAssertFalse(
                    error.message.unicodeScalars.contains {
                        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
                    }, error.message.debugDescription)
            case .success(let table):
                built += 1
                let records = try XCTUnwrap(RFC4180.records(table), table)
                XCTAssertEqual(records.count, (description.views?.count ?? 0) + 2)
                // The root first, then every view once (in pre-order), by name.
                XCTAssertEqual(records.dropFirst().first?.first, "root")
                XCTAssertEqual(
                    records.dropFirst(2).map { $0.first ?? "" }.sorted(), (description.views ?? []).map(\.name).sorted()
                )
                for record in records.dropFirst() {
                    XCTAssertEqual(record.count, 5)
                    for field in record.dropFirst() {
                        let value = try XCTUnwrap(Double(field), field)
                        XCTAssertTrue(value.isFinite && !(value == 0 && field.hasPrefix("-")), field)
                    }
                }
            }
        }
        XCTAssertGreaterThan(built, 200)
        XCTAssertGreaterThan(refused, 200)
    }
}
