import Benchmark
import Kinema
import KinemaRender

/// Drawing frames as pictures (KinemaRender), as a filmstrip or a player does for every frame
/// it shows:
///
/// - `svg.shapes.1000`: one frame of 1,000 shape views in a grid, each a rounded rectangle
///   (corner 4) filled and stroked 2 wide with dashes [3, 2], half of its stroke drawn
///   (`strokeEnd` 0.5, so each draw trims the path by length); one iteration = the frame's SVG
///   picture (`Filmstrip(frames:).svg()`). The picture holds 2,000 paths, checked once.
/// - `svg.views.1000`: one frame of 1,000 plain views with a background, rounded corners and a
///   border; one iteration = the picture.
func renderBenchmarks() -> BenchmarkSuite {
    BenchmarkSuite(name: "render") { suite in
        suite.benchmark("svg.shapes.1000") { state in
            let frame = try makeRenderFrame(views: 1000, shapes: true)
            let paths = Filmstrip(frames: [frame]).svg().ranges(of: "<path").count
            guard paths >= 2000 else { fatalError("svg.shapes: \(paths) paths, expected 2,000 or more") }
            try state.measure { blackHole(Filmstrip(frames: [frame]).svg()) }
        }
        suite.benchmark("svg.views.1000") { state in
            let frame = try makeRenderFrame(views: 1000, shapes: false)
            try state.measure { blackHole(Filmstrip(frames: [frame]).svg()) }
        }
    }
}

/// A frame of `views` views in a 40-column grid: shapes as `svg.shapes` describes, or plain
/// rounded, bordered views.
func makeRenderFrame(views: Int, shapes: Bool) throws -> FrameSnapshot {
    let scene = Scene(size: Size(width: 800, height: 600))
    for k in 0..<views {
        let view = View(
            name: "v\(k)", frame: Rect(x: Double(k % 40) * 20, y: Double(k / 40) * 20, width: 16, height: 18))
        if shapes {
            view.content = .shape(
                ShapeContent(
                    path: BezierPath(
                        roundedRect: Rect(x: 1, y: 1, width: 14, height: 16), cornerWidth: 4, cornerHeight: 4),
                    lineDashPattern: [3, 2]))
            view.fillColor = Color(red: 1, green: 0.8, blue: 0)
            view.strokeColor = Color(red: 0.8, green: 0, blue: 0)
            view.lineWidth = 2
            view.strokeEnd = 0.5
        } else {
            view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
            view.cornerRadius = 4
            view.borderWidth = 1
            view.borderColor = .black
        }
        try scene.root.addSubview(view)
    }
    return scene.snapshot()
}
