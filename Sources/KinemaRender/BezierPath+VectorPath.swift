import Kinema

extension VectorPath {
    /// The drawing of a ``/KinemaCore/BezierPath``: its lines and curves (a quadratic curve as the
    /// equal cubic), each subpath closed where the path closes it. A line or curve after a close
    /// starts a new subpath where the closed one started, as in Core Graphics.
    init(_ path: BezierPath) {
        self.init()
        var current = Point.zero, start = Point.zero
        var closed = false
        func reopen() {
            if closed { move(to: start) }
            closed = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                move(to: p)
                (current, start, closed) = (p, p, false)
            case .line(let p):
                reopen()
                line(to: p)
                current = p
            case let .quadCurve(p, k):
                reopen()
                let c1 = Point(x: current.x + 2 * (k.x - current.x) / 3, y: current.y + 2 * (k.y - current.y) / 3)
                let c2 = Point(x: p.x + 2 * (k.x - p.x) / 3, y: p.y + 2 * (k.y - p.y) / 3)
                curve(c1: c1, c2: c2, to: p)
                current = p
            case let .curve(p, c1, c2):
                reopen()
                curve(c1: c1, c2: c2, to: p)
                current = p
            case .close:
                close()
                (current, closed) = (start, true)
            }
        }
    }
}
