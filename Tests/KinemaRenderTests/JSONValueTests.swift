@testable import KinemaRender
import XCTest

/// The strict JSON writer: numbers, null, escaping, member order and line layout.
final class JSONValueTests: XCTestCase {
    func testNumbersAreShortestRoundTripDecimals() {
        let cases: [(Double, String)] = [
            (0, "0.0"), (-0.0, "0.0"), (0.25, "0.25"), (1e-05, "1e-05"), (-3, "-3.0"), (187.5, "187.5"),
            (0.1 + 0.2, "0.30000000000000004"), (1e300, "1e+300"), (.nan, "null"), (.infinity, "null"),
            (-.infinity, "null")
        ]
        for (x, text) in cases { XCTAssertEqual(JSONValue.number(x).text, text, "\(x)") }
        XCTAssertEqual(JSONValue.integer(UInt64.max).text, "18446744073709551615")
        XCTAssertEqual(JSONValue.integer(-42).text, "-42")
    }

    func testStringsAreEscaped() {
        let value = JSONValue.string("q\"b\\n\nr\rt\t\u{01}\u{1F}é😀</")
        XCTAssertEqual(value.text, #""q\"b\\n\nr\rt\t\u0001\u001fé😀</""#)
    }

    func testObjectsKeepTheirOrderAndArraysCanTakeALineEach() {
        let value: JSONValue = [
            "z": 1, "a": [true, false, nil], "n": .object([("k", "v")]), "e": [],
            "lines": .array([1, 2], oneItemPerLine: true)
        ]
        XCTAssertEqual(
            value.text, "{\"z\":1,\"a\":[true,false,null],\"n\":{\"k\":\"v\"},\"e\":[],\"lines\":[\n1,\n2\n]}")
        XCTAssertEqual(JSONValue.array([], oneItemPerLine: true).text, "[\n]")
    }
}
