import KinemaCore

/// The value of the `path` property in a view's values: whether a running path animation shapes
/// the view's path, and how far along its paths it is.
///
/// A path is not a number a frame can copy in place, so the values hold this instead: the
/// animation's effect (``PathMorphEffect``) writes its position, and the frame's snapshot asks the
/// last effect that shows something (the one that wrote) for the path there (see
/// ``View/presentationContent``). The model value is ``zero``: no animation, the shape's own path.
/// Both fields are numbers, so the values stay plain bytes and two runs give equal values.
struct PathMorph: TrackValue, Hashable {
    /// The position along the animation's paths: 0 at the first, 1 at the second, and so on.
    var fraction: Double
    /// 1 when a path animation wrote the value, 0 for the model value.
    var written: Double

    static var zero: PathMorph { PathMorph(fraction: 0, written: 0) }

    // The arithmetic animations ask of a value, on both numbers. Nothing but a path animation's
    // effect writes the property, so only the table's generic code calls these.
    func adding(_ other: PathMorph) -> PathMorph {
        PathMorph(fraction: fraction + other.fraction, written: Swift.max(written, other.written))
    }
    func subtracting(_ other: PathMorph) -> PathMorph {
        PathMorph(fraction: fraction - other.fraction, written: Swift.max(written, other.written))
    }
    func scaled(by factor: Double) -> PathMorph { PathMorph(fraction: fraction * factor, written: written) }
    var magnitudeSquared: Double { fraction * fraction }
    var components: [Double] { [fraction] }
    var largestMagnitude: Double { fraction.isNaN ? .nan : abs(fraction) }
    static var additiveLayout: AdditiveLayout { .numbers(1) }
    static var valueKind: AnimationValueKind { .path }
}

/// What a path animation does to its view: while its clock shows something, it writes its
/// position along its paths into the view's `path` value (``PathMorph``); the frame's snapshot
/// then draws ``path(at:model:)`` for the view's shape.
///
/// The paths are the animation's values in order, nil standing for the shape's own path (a basic
/// animation without `fromValue` or `toValue`). The position follows the animation's timing as a
/// number would: from 0 to 1 for a basic or spring animation, through 0, 1, 2, ... at the key
/// times for a keyframe animation.
final class PathMorphEffect: EntryEffect {
    let clock: MediaClock
    /// The paths, nil for the shape's own.
    let paths: [BezierPath?]
    /// The position at an eased simple time.
    private let position: (Double) -> Double

    init(paths: [BezierPath?], clock: MediaClock, position: ExplicitPath<Double>) {
        self.paths = paths
        self.clock = clock
        let value = position.evaluator()
        self.position = { value($0, 0) }
    }

    /// The position at the view's local time `time`, nil while the clock shows nothing (or the
    /// timing gives a number that is not finite).
    func fraction(at time: Double) -> Double? {
        guard let state = clock.state(at: time) else { return nil }
        let fraction = position(state.time)
        return fraction.isFinite ? fraction : nil
    }

    override func apply(to values: inout ViewValues, at time: Double, timeShift: Double) {
        guard let fraction = fraction(at: time) else { return }
        PropertyDescriptor<PathMorph>.path.write(PathMorph(fraction: fraction, written: 1), into: &values)
    }

    /// The path at `fraction` along the paths, `model` standing for the shape's own: between the
    /// two paths around it (`BezierPath.interpolated(to:fraction:)`), past the ends along the
    /// first or last pair (a spring's overshoot).
    func path(at fraction: Double, model: BezierPath) -> BezierPath {
        guard paths.count > 1 else { return paths.first.flatMap { $0 } ?? model }
        let last = paths.count - 2
        let k = fraction.isNaN ? 0 : Swift.max(0, Swift.min(last, Int(Swift.max(fraction, 0).rounded(.down))))
        return (paths[k] ?? model).interpolated(to: paths[k + 1] ?? model, fraction: fraction - Double(k))
    }
}

extension View {
    /// The content as it is shown now: ``content``, with a shape's path as its running path
    /// animations draw it (Core Animation's presentation layer's `path`).
    public var presentationContent: ViewContent? {
        let time = localTimeNow
        return shownContent(presentationValues(at: time).pathMorph, at: time)
    }

    /// ``content`` as shown at the view's local time `time`, given the `morph` the entries wrote:
    /// the content itself when no path animation wrote it (or it is not a shape), else the shape
    /// with the path drawn by the effect that wrote it, the most recent one showing something.
    func shownContent(_ morph: PathMorph, at time: Double) -> ViewContent? {
        guard morph.written != 0, case .shape(var shape)? = content else { return content }
        for entry in properties.entryElements.reversed() where entry.property == .path {
            guard case .typed(let handle) = entry.effect,
                let effect = handle.takeUnretainedValue() as? PathMorphEffect, let fraction = effect.fraction(at: time)
            else { continue }
            shape.path = effect.path(at: fraction, model: shape.path)
            return .shape(shape)
        }
        return content
    }
}
