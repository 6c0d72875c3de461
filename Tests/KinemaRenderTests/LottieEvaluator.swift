import Foundation
import KinemaRender
import XCTest

/// A Lottie document read back from its JSON text (Foundation's parser, so the text must be strict
/// JSON) and evaluated from Lottie's definitions, independently of the exporter: keyframes eased by
/// the Bezier (0,0) (o.x,o.y) (i.x,i.y) (1,1) with x solved by bisection, split positions, layer
/// transforms (scale, then rotation in degrees clockwise, then position), and the rectangle or
/// eight-vertex path of a view's background.
struct LottieEvaluator {
    /// The parsed document.
    let document: [String: Any]
    /// Every layer of the main composition and of the precompositions, by name.
    let layers: [String: [String: Any]]

    init(text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        document = try XCTUnwrap(object as? [String: Any], file: file, line: line)
        var all: [[String: Any]] = (document["layers"] as? [[String: Any]]) ?? []
        for asset in (document["assets"] as? [[String: Any]]) ?? [] {
            all += (asset["layers"] as? [[String: Any]]) ?? []
        }
        var byName: [String: [String: Any]] = [:]
        for layer in all { if let name = layer["nm"] as? String { byName[name] = layer } }
        layers = byName
    }

    /// The names of the main composition's layers, top first.
    var layerNames: [String] {
        ((document["layers"] as? [[String: Any]]) ?? []).compactMap { $0["nm"] as? String }
    }

    /// The progress of Lottie's easing at normalised time `u`.
    static func easing(_ o: [String: Any], _ i: [String: Any], _ u: Double) -> Double {
        func number(_ x: Any?) -> Double { (x as? Double) ?? ((x as? [Double])?.first ?? 0) }
        let ox = number(o["x"]), oy = number(o["y"]), ix = number(i["x"]), iy = number(i["y"])
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bezier(ox, ix, mid) < u { lo = mid } else { hi = mid }
        }
        return bezier(oy, iy, (lo + hi) / 2)
    }

    /// A property's numbers at frame `f` (a path's vertices flattened, x then y).
    static func value(_ property: Any?, at f: Double) -> [Double] {
        guard let p = property as? [String: Any] else { return [] }
        func numbers(_ v: Any?) -> [Double] {
            if let x = v as? Double { return [x] }
            if let list = v as? [Double] { return list }
            if let list = v as? [Any], let path = list.first as? [String: Any] { return numbers(path) }
            if let path = v as? [String: Any], let vertices = path["v"] as? [[Double]] {
                return vertices.flatMap { $0 }
            }
            return []
        }
        guard (p["a"] as? Int) == 1, let keys = p["k"] as? [[String: Any]], let first = keys.first else {
            return numbers(p["k"])
        }
        if f <= (first["t"] as? Double ?? 0) { return numbers(first["s"]) }
        for (a, b) in zip(keys, keys.dropFirst()) {
            let ta = a["t"] as? Double ?? 0, tb = b["t"] as? Double ?? 0
            if ta <= f, f < tb {
                let e = easing(a["o"] as? [String: Any] ?? [:], a["i"] as? [String: Any] ?? [:], (f - ta) / (tb - ta))
                return zip(numbers(a["s"]), numbers(b["s"])).map { $0 + ($1 - $0) * e }
            }
        }
        return numbers(keys.last?["s"])
    }

    /// The layer's bounds corners in root coordinates at frame `f` (top-left, top-right,
    /// bottom-right, bottom-left of its background shape) and its drawn background alpha.
    func corners(of name: String, at f: Double) -> (corners: [Point], alpha: Double)? {
        guard let layer = layers[name], let ks = layer["ks"] as? [String: Any],
            let p = ks["p"] as? [String: Any]
        else { return nil }
        let x = Self.value(p["x"], at: f)[0], y = Self.value(p["y"], at: f)[0]
        let s = Self.value(ks["s"], at: f), r = Self.value(ks["r"], at: f)[0] * .pi / 180
        let opacity = Self.value(ks["o"], at: f)[0] / 100
        guard let shapes = layer["shapes"] as? [[String: Any]], let view = shapes.first,
            let items = view["it"] as? [[String: Any]]
        else { return nil }
        let inner = items.first { $0["ty"] as? String == "tr" }.map { Self.value($0["r"], at: f)[0] * .pi / 180 } ?? 0
        guard let background = items.first(where: { $0["nm"] as? String == "background" }),
            let parts = background["it"] as? [[String: Any]],
            let bounds = parts.first(where: { $0["nm"] as? String == "bounds" }),
            let fill = parts.first(where: { $0["ty"] as? String == "fl" })
        else { return nil }
        let w: Double, h: Double
        if bounds["ty"] as? String == "rc" {
            let size = Self.value(bounds["s"], at: f)
            (w, h) = (size[0], size[1])
        } else {
            let v = Self.value(bounds["ks"], at: f)
            let xs = stride(from: 0, to: v.count, by: 2).map { v[$0] },
                ys = stride(from: 1, to: v.count, by: 2).map { v[$0] }
            (w, h) = ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
        }
        let matrix = AffineTransform(rotationAngle: inner)
            .then(AffineTransform(scaleX: s[0] / 100, y: s[1] / 100))
            .then(AffineTransform(rotationAngle: r))
            .then(AffineTransform(translationX: x, y: y))
        let local = [
            Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2), Point(x: w / 2, y: h / 2),
            Point(x: -w / 2, y: h / 2)
        ]
        return (local.map { matrix.apply(to: $0) }, opacity * Self.value(fill["o"], at: f)[0] / 100)
    }
}

/// What a frame says a view draws: its bounds corners through `toRoot` and the alpha of its
/// background (its own alpha times its ancestors', 0 under a hidden view).
func expectedDrawing(_ frame: FrameSnapshot) -> [(path: String, corners: [Point], alpha: Double)] {
    var paths: [String] = [], alphas: [Double] = []
    var out: [(String, [Point], Double)] = []
    for v in frame.views {
        let parentPath = v.parentIndex.map { paths[$0] + "/" } ?? ""
        let parentAlpha = v.parentIndex.map { alphas[$0] } ?? 1
        let alpha = v.isHidden ? 0 : parentAlpha * Swift.max(0, Swift.min(v.alpha, 1))
        paths.append(parentPath + v.name)
        alphas.append(alpha)
        let box = Rect(origin: v.boundsOrigin, size: v.size).standardized
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY),
            Point(x: box.minX, y: box.maxY)
        ].map { v.toRoot.apply(to: $0) }
        out.append((parentPath + v.name, corners, alpha * Swift.max(0, Swift.min(v.backgroundColor.alpha, 1))))
    }
    return out
}

/// The largest corner distance and alpha difference between a document and the frames it was
/// exported from, over every frame and every view drawing a background.
func lottieErrors(_ evaluator: LottieEvaluator, _ frames: [FrameSnapshot], fps: Double) -> (
    position: Double, alpha: Double
) {
    var position = 0.0, alpha = 0.0
    for frame in frames {
        let f = ((frame.time - frames[0].time) * fps).rounded()
        for view in expectedDrawing(frame) {
            guard let drawn = evaluator.corners(of: view.path, at: f) else { continue }
            for (p, q) in zip(drawn.corners, view.corners) {
                position = Swift.max(position, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
            }
            alpha = Swift.max(alpha, abs(drawn.alpha - view.alpha))
        }
    }
    return (position, alpha)
}
