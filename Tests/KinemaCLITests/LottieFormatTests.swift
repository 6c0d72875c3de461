import Foundation
import XCTest

/// `kinema play --format lottie` and `lottie-every-frame` through the built binary.
final class LottieFormatTests: XCTestCase {
    private func document(_ format: String) throws -> [String: Any] {
        let run = try Kinema.run([
            "play", "ar-tab-bar", "--events", "0 down 333,741; 0 up 333,741", "--fps", "10",
            "--until", "1", "--format", format
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    private func indicatorX(_ doc: [String: Any]) throws -> [String: Any] {
        let layers = try XCTUnwrap(doc["layers"] as? [[String: Any]])
        let indicator = try XCTUnwrap(layers.first { $0["nm"] as? String == "root/indicator" })
        let ks = try XCTUnwrap(indicator["ks"] as? [String: Any])
        return try XCTUnwrap((ks["p"] as? [String: Any])?["x"] as? [String: Any])
    }

    /// 11 frames (0 ... 1 s at 10 fps) on the 375 x 812 root; one marker per event, at frame
    /// time * fps; the indicator slides from the camera (187.5) to the lines button (333).
    func testLottieDocument() throws {
        let doc = try document("lottie")
        XCTAssertEqual(doc["fr"] as? Double, 10)
        XCTAssertEqual(doc["ip"] as? Int, 0)
        XCTAssertEqual(doc["op"] as? Double, 11)
        XCTAssertEqual(doc["w"] as? Int, 375)
        XCTAssertEqual(doc["h"] as? Int, 812)
        XCTAssertEqual(doc["nm"] as? String, "kinema play ar-tab-bar")
        let markers = try XCTUnwrap(doc["markers"] as? [[String: Any]])
        XCTAssertEqual(markers.map { $0["cm"] as? String }, ["0.0 down 333.0,741.0", "0.0 up 333.0,741.0"])
        XCTAssertEqual(markers.map { $0["tm"] as? Double }, [0, 0])
        let keys = try XCTUnwrap(indicatorX(doc)["k"] as? [[String: Any]])
        XCTAssertEqual((keys.first?["s"] as? [Double])?.first, 187.5)
        XCTAssertEqual((keys.last?["s"] as? [Double])?.first, 333)
        XCTAssertLessThan(keys.count, 11)
    }

    func testEveryFrameKeepsAKeyframePerFrame() throws {
        let keys = try XCTUnwrap(indicatorX(try document("lottie-every-frame"))["k"] as? [[String: Any]])
        XCTAssertEqual(keys.map { $0["t"] as? Double }, (0...10).map(Double.init))
        XCTAssertEqual((keys.first?["s"] as? [Double])?.first, 187.5)
        XCTAssertEqual((keys.last?["s"] as? [Double])?.first, 333)
    }
}
