import KinemaCore

extension KeyframeAnimation {
    /// The entries of the animation: through its values, or along its path (a point entry, and
    /// a transform entry when it turns with the path).
    func entries(clock: MediaClock, owner: any AnimationOwner) throws(AnimationError) -> [AnimationEntry] {
        guard let path else { return try valueEntries(clock: clock, owner: owner) }
        guard keyPath.valueKind == .point, let lens = keyPath.lens(Point.self) else {
            throw .pathForNonPointKeyPath(keyPath.coreAnimationKeyPath)
        }
        try AnimationError.checkCoordinates(of: path)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let motion = try AnimationError.building { () throws(ValueError) in
            try PathMotion(path, measuringLength: paced)
        }
        let place = try placement(on: motion, paced: paced)
        let duration = clock.timing.duration
        var entries = [
            AnimationEntry(
                lens: lens, clock: clock,
                path: .progress(duration: duration) { u, _ in motion.point(at: place(u)) },
                isAdditive: isAdditive, isCumulative: isCumulative, owner: owner)
        ]
        if let rotationMode, let transform = AnimationKeyPath.transform.lens(TransformValue.self) {
            let turn = rotationMode == .reversedTangent ? Double.pi : 0
            entries.append(
                AnimationEntry(
                    lens: transform, clock: clock,
                    path: .progress(duration: duration) { u, base in
                        let angle = motion.tangentAngle(at: place(u)) + turn
                        return TransformValue(AffineTransform(rotationAngle: angle).then(base.matrix))
                    },
                    isAdditive: false, isCumulative: false, owner: owner))
        }
        return entries
    }

    /// The function from the eased fraction of the duration to the position on the path: key
    /// times and timing functions over the vertices, or the share of the length (paced modes).
    private func placement(on motion: PathMotion, paced: Bool) throws(AnimationError) -> (Double) -> Double {
        let n = motion.segmentCount
        if paced {
            return { motion.position(atLengthFraction: $0) }
        }
        var times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
        if calculationMode == .discrete, times.count == n + 2 { times.removeLast() }
        if let curves = timingFunctions, curves.count != n {
            throw .invalidValue(.countMismatch("timing functions", count: curves.count, values: n + 1))
        }
        let mode: KeyframeCalculationMode = calculationMode == .discrete ? .discrete : .linear
        let track = try AnimationError.building { () throws(ValueError) in
            try KeyframeTrack(keyTimes: times, values: (0...n).map(Double.init), mode: mode)
        }
        guard let curves = timingFunctions else { return { track.value(at: $0) } }
        return { track.value(at: $0, segmentCurves: curves) }
    }
}

extension AnimationError {
    /// Refuses a path with a coordinate past 1e9 in magnitude, or not finite (which fails the
    /// magnitude test too): what a motion path and a shape's path animation take.
    static func checkCoordinates(of path: BezierPath) throws(AnimationError) {
        for p in path.points {
            guard let x = [p.x, p.y].first(where: { !Limits.isWithinMagnitude($0) }) else { continue }
            throw .invalidValue(.outOfRange("path coordinate", x, must: "be finite and at most 1e9 in magnitude"))
        }
    }
}
