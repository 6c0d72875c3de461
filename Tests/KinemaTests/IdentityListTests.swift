import Kinema
import XCTest

/// `IdentityList` (the active constraints' list) against an array doing the same operations the
/// slow way: the same elements in the same order after every step of a random session, with
/// enough removals in a row that the holes are closed many times.
final class IdentityListTests: XCTestCase {
    private final class Item {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    func testMatchesAnArrayOverRandomAppendsAndRemovals() {
        let items = (0..<200).map(Item.init)
        var list = IdentityList<Item>()
        var model: [Item] = []
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var removals = 0
        for step in 0..<20_000 {
            let item = items[next(items.count)]
            // Phases of mostly appends and mostly removals, so that the list fills and empties.
            let removing = (step / 1000) % 2 == 1 ? next(10) < 8 : next(10) < 3
            if removing {
                if model.contains(where: { $0 === item }) { removals += 1 }
                list.remove(item)
                model.removeAll { $0 === item }
            } else {
                list.append(item)
                if !model.contains(where: { $0 === item }) { model.append(item) }
            }
            XCTAssertEqual(list.count, model.count, "step \(step)")
            XCTAssertEqual(list.isEmpty, model.isEmpty)
            XCTAssertEqual(list.contains(item), model.contains { $0 === item })
            if step % 97 == 0 || list.count < 3 {
                XCTAssertEqual(list.elements.map(\.id), model.map(\.id), "step \(step)")
                XCTAssertEqual(Array(list).map(\.id), model.map(\.id))
            }
        }
        XCTAssertGreaterThan(removals, 3000)
        XCTAssertEqual(list.elements.map(\.id), model.map(\.id))
        list.removeAll()
        XCTAssertTrue(list.isEmpty)
        XCTAssertTrue(list.elements.isEmpty)
    }
}
