import KinemaCore

/// The value of the content properties (`path`, and a gradient's `colors`, `locations`,
/// `startPoint` and `endPoint`) in a view's values: whether a running animation of one of them
/// changes the view's content, and how far along its values it is.
///
/// A path or a list of colours is not a number a frame can copy in place, so the values hold this
/// instead: the animation's effect (``ContentMorphEffect``) writes its position, and the frame's
/// snapshot asks the effects that show something for the content there (see
/// ``View/presentationContent``). The five properties share the one field: a view's content is a
/// shape or a gradient, never both. The model value is ``zero``: no animation, the content
/// itself. Both fields are numbers, so the values stay plain bytes and two runs give equal values.
struct ContentMorph: TrackValue, Hashable {
    /// The position along the last writer's values: 0 at the first, 1 at the second, and so on.
    var fraction: Double
    /// 1 when a content animation wrote the value, 0 for the model value.
    var written: Double

    static var zero: ContentMorph { ContentMorph(fraction: 0, written: 0) }

    // The arithmetic animations ask of a value, on both numbers. Nothing but a content
    // animation's effect writes the property, so only the table's generic code calls these.
    func adding(_ other: ContentMorph) -> ContentMorph {
        ContentMorph(fraction: fraction + other.fraction, written: Swift.max(written, other.written))
    }
    func subtracting(_ other: ContentMorph) -> ContentMorph {
        ContentMorph(fraction: fraction - other.fraction, written: Swift.max(written, other.written))
    }
    func scaled(by factor: Double) -> ContentMorph { ContentMorph(fraction: fraction * factor, written: written) }
    var magnitudeSquared: Double { fraction * fraction }
    var components: [Double] { [fraction] }
    var largestMagnitude: Double { fraction.isNaN ? .nan : abs(fraction) }
    static var additiveLayout: AdditiveLayout { .numbers(1) }
    static var valueKind: AnimationValueKind { .path }
}

/// What an animation of a content property does to its view: while its clock shows something, it
/// writes its position along its values into the view's ``ContentMorph``; the frame's snapshot
/// then shows ``content(_:at:)``.
///
/// The values are the animation's in order, nil standing for the content's own (a basic animation
/// without `fromValue` or `toValue`), already checked to be of the property's type. The position
/// follows the animation's timing as a number would: from 0 to 1 for a basic or spring animation,
/// through 0, 1, 2, ... at the key times for a keyframe animation.
final class ContentMorphEffect: EntryEffect {
    let clock: MediaClock
    /// The property animated (one of the content properties).
    let property: AnimatableProperty
    /// The values, nil for the content's own.
    let values: [AnimationValue?]
    /// The position at an eased simple time.
    private let position: (Double) -> Double

    init(property: AnimatableProperty, values: [AnimationValue?], clock: MediaClock, position: ExplicitPath<Double>) {
        self.property = property
        self.values = values
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
        PropertyDescriptor<ContentMorph>.path.write(ContentMorph(fraction: fraction, written: 1), into: &values)
    }

    /// `content` with the animated property at `fraction` along the values: between the two
    /// values around it, past the ends along the first or last pair (a spring's overshoot). A
    /// content of another kind (a path animation on a gradient) is returned as it is.
    func content(_ content: ViewContent, at fraction: Double) -> ViewContent {
        let k: Int
        let t: Double
        if values.count > 1 {
            let last = values.count - 2
            k = fraction.isNaN ? 0 : Swift.max(0, Swift.min(last, Int(Swift.max(fraction, 0).rounded(.down))))
            t = fraction - Double(k)
        } else {
            (k, t) = (0, 0)
        }
        let a = values.isEmpty ? nil : values[k]
        let b = values.count > 1 ? values[k + 1] : a
        switch (content, property) {
        case (.shape(var shape), .path):
            func path(_ v: AnimationValue?) -> BezierPath {
                if case .path(let p)? = v { return p }
                return shape.path
            }
            shape.path = path(a).interpolated(to: path(b), fraction: t)
            return .shape(shape)
        case (.gradient(var gradient), .colors):
            func colors(_ v: AnimationValue?) -> [Color] {
                if case .colors(let c)? = v { return c }
                return gradient.colors
            }
            gradient.colors = Self.blend(colors(a), colors(b), t) { $0.interpolated(to: $1, fraction: $2) }
            return .gradient(gradient)
        case (.gradient(var gradient), .locations):
            func locations(_ v: AnimationValue?) -> [Double] {
                if case .numbers(let n)? = v { return n }
                return gradient.resolvedLocations
            }
            gradient.locations = Self.blend(locations(a), locations(b), t) { $0 + ($1 - $0) * $2 }
            return .gradient(gradient)
        case (.gradient(var gradient), .startPoint), (.gradient(var gradient), .endPoint):
            let model = property == .startPoint ? gradient.startPoint : gradient.endPoint
            func point(_ v: AnimationValue?) -> Point {
                if case .point(let p)? = v { return p }
                return model
            }
            let blended = point(a).interpolated(to: point(b), fraction: t)
            if property == .startPoint { gradient.startPoint = blended } else { gradient.endPoint = blended }
            return .gradient(gradient)
        case (.text(let text, let model), .textColor):
            func color(_ v: AnimationValue?) -> Color {
                if case .color(let c)? = v { return c }
                return model
            }
            return .text(text, color: color(a).interpolated(to: color(b), fraction: t))
        default:
            return content
        }
    }

    /// Two lists blended element by element at `t`, when they have as many elements; otherwise
    /// the first until halfway, then the second (as paths of different elements do).
    private static func blend<T>(_ a: [T], _ b: [T], _ t: Double, _ mix: (T, T, Double) -> T) -> [T] {
        guard a.count == b.count else { return t < 0.5 ? a : b }
        return zip(a, b).map { mix($0, $1, t) }
    }
}

extension View {
    /// The content as it is shown now: ``content``, with a shape's path, a gradient's colours,
    /// locations and points, and a text's colour as their running animations show them (Core
    /// Animation's presentation layer's `path`, `colors`, `locations`, `startPoint`, `endPoint`
    /// and `foregroundColor`).
    public var presentationContent: ViewContent? {
        let time = localTimeNow
        return shownContent(presentationValues(at: time).contentMorph, at: time)
    }

    /// ``content`` as shown at the view's local time `time`, given the `morph` the entries wrote:
    /// the content itself when no content animation wrote it, else the content with each animated
    /// property as the most recent of its animations that shows something has it.
    func shownContent(_ morph: ContentMorph, at time: Double) -> ViewContent? {
        guard morph.written != 0, var shown = content else { return content }
        // The properties already shown, a bit each (there are six).
        var done: UInt64 = 0
        for entry in properties.entryElements.reversed() where entry.property.isContent {
            let bit: UInt64 = 1 << UInt64(entry.property.rawValue)
            guard done & bit == 0, case .typed(let handle) = entry.effect,
                let effect = handle.takeUnretainedValue() as? ContentMorphEffect,
                let fraction = effect.fraction(at: time)
            else { continue }
            done |= bit
            shown = effect.content(shown, at: fraction)
        }
        return shown
    }
}
