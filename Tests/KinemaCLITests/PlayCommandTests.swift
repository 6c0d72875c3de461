import Foundation
import XCTest

/// `kinema play` through the built binary: formats, the list, and one-line errors with exit 2.
final class PlayCommandTests: XCTestCase {
    func testCSVHeaderAndOneRowPerViewPerFrame() throws {
        let run = try Kinema.run([
            "play", "ar-tab-bar", "--events", "0 down 333,741; 0 up 333,741", "--until", "1",
            "--fps", "10"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(
            lines.first,
            "t,view,centerX,centerY,width,height,rotation,scaleX,scaleY,translateX,translateY,alpha,cornerRadius,color,hidden"
        )
        XCTAssertEqual(lines.count, 1 + 11 * 8) // 11 frames (0 ... 1 at 10 fps) x 8 views
        // Frame 0: the indicator is still under the camera: (187.5, 775.5); the lines button at (333, 741).
        XCTAssertTrue(lines.contains("0.0,indicator,187.5,775.5,60.0,5.0,0.0,1.0,1.0,0.0,0.0,1.0,4.0,#FFFFFFFF,0"))
        XCTAssertTrue(lines.contains("1.0,indicator,333.0,775.5,60.0,5.0,0.0,1.0,1.0,0.0,0.0,1.0,4.0,#FFFFFFFF,0"))
    }

    func testListNamesEveryControlAndItsViews() throws {
        let run = try Kinema.run(["play", "--list"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.stdout.contains(
                "fast-cart-button: root, control, topPinkLine, middlePinkLine, bottomPinkLine, "
                    + "button, cart, topWhiteLine, middleWhiteLine, bottomWhiteLine\n"))
        XCTAssertTrue(
            run.stdout.contains(
                "ar-tab-bar: root, tabStack, gamepadButton, cameraColumn, arrowsButton, "
                    + "cameraButton, linesButton, indicator\n"))
    }

    func testJSONIsValidAndCarriesTheSameValues() throws {
        let run = try Kinema.run([
            "play", "fast-cart-button", "--events", "0 down 187.5,333.5", "--until", "0.5",
            "--fps", "2", "--format", "json", "--seed", "3", "--jitter", "0"
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["control"] as? String, "fast-cart-button")
        XCTAssertEqual(object["seed"] as? Int, 3)
        XCTAssertEqual((object["views"] as? [String])?.count, 10)
        let events = try XCTUnwrap(object["events"] as? [[String: Any]])
        XCTAssertEqual(events.first?["kind"] as? String, "down")
        let frames = try XCTUnwrap(object["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.map { $0["t"] as? Double }, [0, 0.5])
        let views = try XCTUnwrap(frames[0]["views"] as? [[String: Any]])
        let cart = try XCTUnwrap(views.first { $0["view"] as? String == "cart" })
        XCTAssertEqual(cart["centerX"] as? Double, 187.5)
        XCTAssertEqual(cart["hidden"] as? Bool, false)
        XCTAssertEqual(cart["color"] as? String, "#00000000")
    }

    func testSVGAndHTMLAreSelfContained() throws {
        let svg = try Kinema.run([
            "play", "fast-cart-button", "--events", "0 down 187.5,333.5; 0 up 187.5,333.5",
            "--fps", "5", "--format", "svg"
        ])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdout.hasPrefix("<?xml"))
        XCTAssertTrue(svg.stdout.hasSuffix("</svg>\n"))
        XCTAssertEqual(svg.stdout.components(separatedBy: "t = ").count - 1, 11) // 11 frames (2 s at 5 fps)
        XCTAssertTrue(svg.stdout.contains("clip-path=")) // the button clips
        let html = try Kinema.run([
            "play", "ar-tab-bar", "--events", "0 down 42,741; 0 up 42,741", "--until", "1",
            "--format", "html"
        ])
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(html.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(html.stdout.components(separatedBy: "<g class=\"frame\"").count - 1, 61)
        XCTAssertFalse(html.stdout.contains("src="))
        // Links only within the page (the pictograms' <use> of their one definition).
        XCTAssertTrue(html.stdout.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#") })
        XCTAssertTrue(html.stdout.contains("<use href=\"#"))
        XCTAssertTrue(html.stdout.contains("id=\"scrub\""))
    }

    func testErrorsAreOneLineWithExitTwoAndNoOutput() throws {
        let cases: [([String], String)] = [
            (["play", "nope"], "kinema: unknown control 'nope' (known: "),
            (
                ["play", "ar-tab-bar", "--events", "0 down 1,2; 0.5 jump 1,2"],
                "kinema: --events: event 2 '0.5 jump 1,2': unknown kind 'jump'"
            ),
            (["play", "ar-tab-bar", "--fps", "0"], "kinema: --fps must be a finite number in (0, 1000]"),
            (["play", "ar-tab-bar", "--fps", "nan"], "kinema: --fps must be a finite number (got nan)"),
            (["play", "ar-tab-bar", "--until", "-1"], "kinema: --until must be a finite number >= 0"),
            (["play", "ar-tab-bar", "--until", "inf"], "kinema: --until must be a finite number (got inf)"),
            (["play", "fast-cart-button", "--jitter", "-2"], "kinema: --jitter must be a finite number >= 0"),
            (["play", "fast-cart-button", "--seed", "-1"], "kinema: "),
            (["play", "ar-tab-bar", "--format", "gif"], "kinema: "),
            (["play", "--list", "ar-tab-bar"], "kinema: --list takes no control name"),
            (["play"], "kinema: missing control name"),
            (["play", "ar-tab-bar", "--until", "200", "--fps", "1000"], "kinema: more than 100000 frames requested")
        ]
        for (arguments, prefix) in cases {
            try Kinema.run(arguments).assertOneLineError(startingWith: prefix, "\(arguments)")
        }
    }

    /// The formats that draw every frame stop at 10,000 frames: 166.65 s at 60 fps is
    /// floor(166.65 * 60) + 1 = 10,000 frames, 166.67 s is 10,001. Other formats go on to 100,000.
    func testFormatsThatDrawEveryFrameStopAt10000Frames() throws {
        for format in ["html", "lottie-every-frame"] {
            try Kinema.run(["play", "ar-tab-bar", "--until", "166.67", "--format", format]).assertOneLineError(
                startingWith:
                    "kinema: --format \(format) draws every frame, at most 10000 (--until 166.67 at --fps 60.0 "
                    + "gives 10001): lower --until or --fps", format)
        }
        // SVG keeps only a dozen frames of the 10,001.
        XCTAssertEqual(try Kinema.run(["play", "ar-tab-bar", "--until", "166.67", "--format", "svg"]).status, 0)
    }
}
