import Benchmark
import Foundation // sin() for the inputs; the measured code is pure Kinema
import Kinema
import KinemaControls

/// Long inputs, read and used at the speed of reading their numbers. One iteration = the whole
/// job for a million items (the inputs are built once, outside the timed region):
/// - `input.events.parse.1000000`: `EventScript(parsing:)` of a 25 MB script of 1,000,000 events,
///   10,000 drags on the popup menu (a `down`, 98 `move`s, an `up`, 5 ms apart);
/// - `input.events.play-popup.1000000`: that script played through the popup menu with
///   `Player` (every event delivered at its time; no frames);
/// - `curves.keyframes.cubicPaced.1000000`: a cubicPaced track of 1,000,000 scalar keys built,
///   then sampled at 1,001 evenly spaced fractions (the build is the work; `kinema curve
///   keyframes` samples about that many).
///
/// The inputs are built when a benchmark starts (not when the suites are listed), outside
/// `state.measure`.
func longInputBenchmarks() -> [BenchmarkSuite] {
    let input = BenchmarkSuite(name: "input") { suite in
        suite.benchmark("events.parse.1000000") { state in
            let script = LongInputWorkloads.popupDrags(events: 1_000_000)
            while true {
                try state.measure { blackHole((try? EventScript(parsing: script))?.events.count) }
            }
        }
        suite.benchmark("events.play-popup.1000000") { state in
            let script = try EventScript(parsing: LongInputWorkloads.popupDrags(events: 1_000_000))
            let end = script.lastTime ?? 0
            while true {
                let player = try Player(control: PopupMenu(configuration: .standard), script: script)
                try state.measure {
                    try? player.advance(to: end)
                    blackHole(player.time)
                }
            }
        }
    }
    let curves = BenchmarkSuite(name: "curves") { suite in
        suite.benchmark("keyframes.cubicPaced.1000000") { state in
            let values = LongInputWorkloads.oscillatingValues(count: 1_000_000)
            while true {
                try state.measure {
                    guard let track = try? KeyframeTrack(keyTimes: [], values: values, mode: .cubicPaced) else {
                        return
                    }
                    var sum = 0.0
                    for k in 0...1000 { sum += track.value(at: Double(k) / 1000) }
                    blackHole(sum)
                }
            }
        }
    }
    return [input, curves]
}

/// Inputs of the long-input benchmarks.
enum LongInputWorkloads {
    /// `events` events (a multiple of 100): drags of 100 events 5 ms apart on the popup, up from
    /// (187.5, 640) by 3 pt a step, then down from (187.5, 300), alternately; times and points as
    /// a user writes them (`0.005 move 187.5,637.0`).
    static func popupDrags(events: Int) -> String {
        var text = ""
        text.reserveCapacity(events * 26)
        for k in 0..<events {
            let step = k % 100
            let up = (k / 100) % 2 == 0
            let y = up ? 640.0 - 3 * Double(step) : 300.0 + 3 * Double(step)
            let kind = step == 0 ? "down" : step == 99 ? "up" : "move"
            text += "\(Double(k) * 5 / 1000) \(kind) 187.5,\(y)\n"
        }
        return text
    }

    /// `count` values 100 sin(0.7 i) + i / 10: a rising wobble whose every segment turns back or
    /// nearly does.
    static func oscillatingValues(count: Int) -> [Double] {
        (0..<count).map { 100 * sin(0.7 * Double($0)) + Double($0) / 10 }
    }
}
