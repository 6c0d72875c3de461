import KinemaCore

/// The animation types Kinema can add to a view: each turns itself into the entries it animates,
/// driven by a clock already settled for it (the top-level animation's by the view, a child's by
/// its group). Everything is checked here, before the view changes.
protocol CompilableAnimation: ExplicitAnimation {
    /// The entries of the animation on its clock, owned by `owner`.
    func entries(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> [AnimationEntry]
}

extension ExplicitAnimation {
    /// The animation as one Kinema can add, or the refusal.
    func compilable() throws(AnimationError) -> any CompilableAnimation {
        guard let animation = self as? any CompilableAnimation else {
            throw .unsupportedAnimation(String(describing: type(of: self)))
        }
        return animation
    }
}

/// A property animation whose value follows a path built for the key path's value type.
protocol PathAnimation: PropertyAnimation, CompilableAnimation {
    /// The path for values of type `Value`, over the simple duration `duration`.
    func explicitPath<Value: ExplicitValue>(_: Value.Type, duration: Double) throws(AnimationError)
        -> ExplicitPath<Value>
    /// The animation of a content property (a shape's path, a gradient's colours, ...): its
    /// values (nil for the content's own) and the animation of the position along them, a number
    /// animation with the same timing.
    func morph() -> (values: [AnimationValue?], position: Self)
}

extension PathAnimation {
    /// The one entry of a property animation, for the key path's value type.
    func entries(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> [AnimationEntry] {
        try valueEntries(clock: clock, owner: owner)
    }

    /// The one entry of the animation through its values, for the key path's value type.
    func valueEntries(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> [AnimationEntry] {
        // The content properties (only whole ones: they have no components) take their own path.
        if keyPath.property.isContent { return [try morphEntry(clock: clock, owner: owner)] }
        switch keyPath.valueKind {
        case .number: return [try entry(Double.self, clock: clock, owner: owner)]
        case .point: return [try entry(Point.self, clock: clock, owner: owner)]
        case .size: return [try entry(Size.self, clock: clock, owner: owner)]
        case .color: return [try entry(Color.self, clock: clock, owner: owner)]
        case .transform: return [try entry(TransformValue.self, clock: clock, owner: owner)]
        case .path, .colors, .numbers:
            throw .valueTypeMismatch(keyPath: keyPath.coreAnimationKeyPath, expected: keyPath.valueKind)
        }
    }

    /// The entry of a content animation (``ContentMorphEffect``). Each value must be of the
    /// property's kind; a path with a coordinate, a colour with a component, or a number or point
    /// that is not finite or past 1e9 in magnitude is refused; additive and cumulative are ignored
    /// (lists and paths do not add).
    private func morphEntry(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> AnimationEntry {
        let (values, position) = morph()
        for value in values.compactMap({ $0 }) { try checkContentValue(value) }
        let effect = ContentMorphEffect(
            property: keyPath.property, values: values, clock: clock,
            position: try position.explicitPath(Double.self, duration: clock.timing.duration))
        return AnimationEntry(explicit: effect, property: keyPath.property, clock: clock, owner: owner)
    }

    /// Refuses a content value of another kind than the key path's, or with a number out of range.
    private func checkContentValue(_ value: AnimationValue) throws(AnimationError) {
        guard value.kind == keyPath.valueKind else {
            throw .valueTypeMismatch(keyPath: keyPath.coreAnimationKeyPath, expected: keyPath.valueKind)
        }
        let numbers: [Double]
        switch value {
        case .path(let path):
            try AnimationError.checkCoordinates(of: path)
            return
        case .colors(let colors): numbers = colors.flatMap(\.components)
        case .numbers(let list): numbers = list
        case .point(let p): numbers = [p.x, p.y]
        default: return
        }
        for x in numbers where !(x.isFinite && abs(x) <= Limits.maximumMagnitude) {
            throw .invalidValue(
                .outOfRange("\(keyPath.coreAnimationKeyPath) value", x, must: "be finite and at most 1e9 in magnitude"))
        }
    }

    private func entry<Value: ExplicitValue>(_: Value.Type, clock: MediaClock, owner: any AnimationOwner)
        throws(AnimationError) -> AnimationEntry
    {
        guard let lens = keyPath.lens(Value.self) else {
            throw .valueTypeMismatch(keyPath: keyPath.coreAnimationKeyPath, expected: keyPath.valueKind)
        }
        return AnimationEntry(
            lens: lens, clock: clock, path: try explicitPath(Value.self, duration: clock.timing.duration),
            isAdditive: isAdditive, isCumulative: isCumulative, owner: owner)
    }
}

extension PropertyAnimation {
    /// `value` as the key path's type, or nil; refused when it holds another type, or a number
    /// that is not finite or exceeds `Limits.maximumMagnitude`.
    func typed<Value: ExplicitValue>(_ value: AnimationValue?, _ name: String) throws(AnimationError) -> Value? {
        guard let value else { return nil }
        guard let typed = Value(value) else {
            throw .valueTypeMismatch(keyPath: keyPath.coreAnimationKeyPath, expected: keyPath.valueKind)
        }
        guard typed.isWithinLimits else {
            throw .invalidValue(
                .outOfRange(name, typed.largestMagnitude, must: "be finite and at most 1e9 in magnitude"))
        }
        return typed
    }

    /// Core Animation's endpoints from the optional from, to and by values (the table of
    /// ``BasicAnimation``), over the base.
    func interpolation<Value: ExplicitValue>(
        _: Value.Type, from: AnimationValue?, to: AnimationValue?,
        by: AnimationValue?, duration: Double, spring: Spring?
    )
        throws(AnimationError) -> ExplicitPath<Value>
    {
        let f: Value? = try typed(from, "fromValue")
        let t: Value? = try typed(to, "toValue")
        let b: Value? = try typed(by, "byValue")
        let zero = Value.zero
        let ends: (Value, Bool, Value, Bool)
        switch (f, t, b) {
        case let (f?, t?, _): ends = (f, false, t, false)
        case let (f?, nil, b?): ends = (f, false, f.adding(b), false)
        case let (nil, t?, b?): ends = (t.subtracting(b), false, t, false)
        case let (f?, nil, nil): ends = (f, false, zero, true)
        case let (nil, t?, nil): ends = (zero, true, t, false)
        case let (nil, nil, b?): ends = (zero, true, b, true)
        case (nil, nil, nil): ends = (zero, true, zero, true)
        }
        return .interpolation(
            from: ends.0, fromAddsBase: ends.1, to: ends.2, toAddsBase: ends.3,
            duration: duration, spring: spring)
    }
}

extension BasicAnimation: PathAnimation {
    func explicitPath<Value: ExplicitValue>(_: Value.Type, duration: Double) throws(AnimationError)
        -> ExplicitPath<Value>
    {
        try interpolation(Value.self, from: fromValue, to: toValue, by: byValue, duration: duration, spring: nil)
    }

    /// From `fromValue` to `toValue`, each the content's own value when nil (`byValue` is
    /// ignored).
    func morph() -> (values: [AnimationValue?], position: BasicAnimation) {
        var position = self
        (position.fromValue, position.toValue, position.byValue) = (0, 1, nil)
        return ([fromValue, toValue], position)
    }
}

extension SpringAnimation: PathAnimation {
    func explicitPath<Value: ExplicitValue>(_: Value.Type, duration: Double) throws(AnimationError)
        -> ExplicitPath<Value>
    {
        try interpolation(Value.self, from: fromValue, to: toValue, by: byValue, duration: duration, spring: spring)
    }

    /// From `fromValue` to `toValue` along the spring, overshooting past the end as the spring
    /// does (`byValue` is ignored).
    func morph() -> (values: [AnimationValue?], position: SpringAnimation) {
        var position = self
        (position.fromValue, position.toValue, position.byValue) = (0, 1, nil)
        return ([fromValue, toValue], position)
    }
}

extension KeyframeAnimation: PathAnimation {
    func explicitPath<Value: ExplicitValue>(_: Value.Type, duration: Double) throws(AnimationError)
        -> ExplicitPath<Value>
    {
        var keys: [Value] = []
        for (i, v) in values.enumerated() {
            guard let key: Value = try typed(v, "keyframe value at index \(i)") else { continue }
            // Each key heads for the equivalent of its value nearest to the previous key (a
            // transform turns the short way; other values are their own nearest equivalents).
            keys.append(keys.last.map { $0.nearestEquivalent(of: key) } ?? key)
        }
        guard !keys.isEmpty else { throw .invalidValue(.empty("keyframe values")) }
        var times = keyTimes ?? (keys.count == 1 ? [0] : (0..<keys.count).map { Double($0) / Double(keys.count - 1) })
        if calculationMode == .discrete, times.count == keys.count + 1 { times.removeLast() }
        if calculationMode == .paced || calculationMode == .cubicPaced { times = [] } // the paced modes ignore them
        if let curves = timingFunctions, curves.count != keys.count - 1 {
            throw .invalidValue(.countMismatch("timing functions", count: curves.count, values: keys.count))
        }
        let track = try AnimationError.building { () throws(ValueError) in
            try KeyframeTrack(
                keyTimes: times, values: keys, mode: calculationMode, tensions: tensionValues,
                continuities: continuityValues, biases: biasValues)
        }
        return .keyframes(track, segmentCurves: timingFunctions, duration: duration)
    }

    /// Through the values in order, at the key times with the timing functions: the position
    /// goes through 0, 1, 2, ... (the paced modes space the values evenly in time, and the cubic
    /// modes pass through them along a spline of the positions).
    func morph() -> (values: [AnimationValue?], position: KeyframeAnimation) {
        var position = self
        position.values = values.indices.map { .number(Double($0)) }
        return (values.map { Optional($0) }, position)
    }
}

extension GroupAnimation: CompilableAnimation {
    /// The children's entries, each on a clock whose parent is the group's.
    func entries(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> [AnimationEntry] {
        var all: [AnimationEntry] = []
        for child in animations {
            let animation = try child.compilable()
            try child.timing.validate()
            let duration = child.timing.duration > 0 ? child.timing.duration : clock.timing.duration
            let timing = ResolvedTiming(
                child.timing, beginTime: child.timing.beginTime, duration: duration,
                removedOnCompletion: false, curve: child.timingFunction)
            all += try animation.entries(clock: MediaClock(timing, parent: clock), owner: owner)
        }
        return all
    }
}
