import KinemaRender

/// How a value of some type becomes the text a golden file holds, how closely numbers must
/// agree, and which pictures show a mismatch.
///
/// Three strategies come with the module: ``frames`` (sampled frames as a ``GoldenDump``, shown
/// on a mismatch as a page playing the golden and the actual frames side by side and a filmstrip
/// of each), ``curve`` (`(t, value)` samples, shown as one plot of both, the golden dashed) and
/// ``text`` (any text, compared token by token, numbers exactly). Make your own with
/// ``init(tolerance:body:)``.
public struct GoldenStrategy<Value>: Sendable {
    /// The golden text of a value: the lines that follow the header (each ending in a line
    /// break).
    public var body: @Sendable (Value) -> String
    /// The largest absolute difference between two numbers that still match.
    public var tolerance: Double
    /// Pictures of a mismatch, from the golden's text (header included) and the actual value,
    /// titled with the golden's name: file-name suffixes (`html`, `expected.svg`...) and contents.
    var pictures: (@Sendable (_ expected: String, _ actual: Value, _ title: String) -> [GoldenPicture])?
    /// The names of a data line's tokens, for a mismatch's headline (nil: tokens are numbered).
    var columns: [String]?

    /// A strategy writing `body` and comparing numbers within `tolerance` (no pictures on a
    /// mismatch, only the diff and the actual text).
    public init(tolerance: Double = GoldenDump.defaultTolerance, body: @escaping @Sendable (Value) -> String) {
        self.body = body
        self.tolerance = tolerance
        self.pictures = nil
        self.columns = nil
    }
}

/// One file written to show a mismatch.
struct GoldenPicture: Sendable {
    /// What follows the golden's name in the file name (`html`, `expected.svg`, `actual.svg`).
    var suffix: String
    /// The file's text.
    var contents: String
}

extension GoldenStrategy where Value == [FrameSnapshot] {
    /// Frames as a ``GoldenDump`` with six decimals, compared within 1e-5.
    public static var frames: GoldenStrategy { frames() }

    /// Frames as a ``GoldenDump`` with `decimals` decimals, compared within `tolerance`.
    ///
    /// On a mismatch the golden's frames are rebuilt from its text (``GoldenDump/frames(parsing:like:)``)
    /// and written with the actual ones as a player page, side by side, and as two filmstrips.
    public static func frames(
        decimals: Int = GoldenDump.defaultDecimals,
        tolerance: Double = GoldenDump.defaultTolerance
    ) -> GoldenStrategy {
        var strategy = GoldenStrategy(tolerance: tolerance) { GoldenDump.render($0, header: [], decimals: decimals) }
        strategy.columns = GoldenDump.columns
        strategy.pictures = { expected, actual, title in
            guard let rebuilt = GoldenDump.frames(parsing: expected, like: actual) else { return [] }
            let note = "Golden frames rebuilt from the golden's text: " + rebuilt.note
            var pictures = [
                GoldenPicture(
                    suffix: "html",
                    contents: HTMLPlayer(
                        panels: [
                            .init(label: "golden (expected)", frames: rebuilt.frames),
                            .init(label: "actual", frames: actual)
                        ],
                        title: title, subtitle: note
                    ).html())
            ]
            for (suffix, frames) in [("expected.svg", rebuilt.frames), ("actual.svg", actual)] {
                let indices = Filmstrip.chosenIndices(count: frames.count)
                pictures.append(
                    GoldenPicture(
                        suffix: suffix,
                        contents: Filmstrip(
                            frames: indices.map { frames[$0] },
                            title: title + (suffix == "expected.svg" ? " (golden)" : " (actual)"),
                            subtitle: suffix == "expected.svg" ? note : "", sampledFrameCount: frames.count
                        ).svg()))
            }
            return pictures
        }
        return strategy
    }
}

extension GoldenStrategy where Value == [(t: Double, value: Double)] {
    /// `(t, value)` samples, one line each with six decimals, compared within 1e-5.
    public static var curve: GoldenStrategy { curve() }

    /// `(t, value)` samples, one `t value` line each with `decimals` decimals after a
    /// `# columns: t value` line, compared within `tolerance`; on a mismatch, one plot of both,
    /// the golden samples dashed under the actual ones.
    public static func curve(
        decimals: Int = GoldenDump.defaultDecimals,
        tolerance: Double = GoldenDump.defaultTolerance
    ) -> GoldenStrategy {
        var strategy = GoldenStrategy(tolerance: tolerance) { samples in
            "# columns: t value\n"
                + samples.map {
                    GoldenDump.fixed($0.t, decimals: decimals) + " " + GoldenDump.fixed($0.value, decimals: decimals)
                        + "\n"
                }.joined()
        }
        strategy.columns = ["t", "value"]
        strategy.pictures = { expected, actual, title in
            let golden: [(Double, Double)] = expected.split(separator: "\n").compactMap { line in
                let tokens = line.split(separator: " ")
                guard !line.hasPrefix("#"), tokens.count == 2, let t = Double(tokens[0]), let v = Double(tokens[1])
                else { return nil }
                return (t, v)
            }
            let samples = actual.map { ($0.t, $0.value) }
            let ts = (golden + samples).map(\.0).filter(\.isFinite)
            var plot = CurvePlot(
                title: title, xLabel: "t", yLabel: "value", points: samples,
                xRange: (ts.min() ?? 0, ts.max() ?? 1))
            plot.comparison = CurvePlot.Comparison(points: golden, label: "golden (expected)", pointsLabel: "actual")
            return [GoldenPicture(suffix: "svg", contents: plot.svg())]
        }
        return strategy
    }
}

extension GoldenStrategy where Value == String {
    /// Text as it is (a line break added at the end when missing), compared token by token;
    /// numeric tokens must be equal as numbers (`1.0` matches `1`).
    public static var text: GoldenStrategy {
        GoldenStrategy(tolerance: 0) { $0.hasSuffix("\n") || $0.isEmpty ? $0 : $0 + "\n" }
    }
}
