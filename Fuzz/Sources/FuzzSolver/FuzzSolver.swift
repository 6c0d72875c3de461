import FuzzSupport
import KinemaLayout

/// libFuzzer target: the Auto Layout solver driven by a stream of operations decoded from the
/// bytes (add, remove, update a constant, add an edit variable and suggest, suggest again, remove
/// the edit), run through two solvers at once: the default one (required equalities kept in the
/// elimination forest) and the plain tableau (`Solver(eliminatingEqualities: false)`, kiwi's
/// algorithm). Built by Fuzz/run with the checked-build invariants on, so both solvers verify
/// their tableau and forest after every change.
///
/// Properties, after every operation: both solvers accept or refuse it with the same error; every
/// required constraint holds (within 1e-6 scaled by the terms' magnitude); and the objective,
/// the weighted violation of the optional constraints and edits, is the same for both (within
/// 1e-6 relative): it is unique at the optimum even when the optimal point is not. Violations
/// within rounding of the terms' magnitude count as none, since the weights would magnify them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = Bytes(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let variables = (0..<6).map { Variable("v\($0)") }
    let forest = Solver(), plain = Solver(eliminatingEqualities: false)
    var session = Session()
    var steps = 0
    while let op = input.next(), steps < 48 {
        steps += 1
        switch op % 8 {
        case 0, 1, 2:
            let c = input.constraint(over: variables)
            if both(forest, plain, { s throws(SolverError) in try s.addConstraint(c) }) {
                session.constraints.append(c)
            }
        case 3 where !session.constraints.isEmpty:
            let c = session.constraints.remove(at: input.index(below: session.constraints.count))
            _ = both(forest, plain) { s throws(SolverError) in try s.removeConstraint(c) }
        case 4 where !session.constraints.isEmpty:
            let c = session.constraints[input.index(below: session.constraints.count)]
            let constant = input.constant()
            _ = both(forest, plain) { s throws(SolverError) in try s.updateConstant(of: c, to: constant) }
        case 5, 6:
            let v = variables[input.index(below: variables.count)]
            let value = input.constant() * 5
            if let i = session.edits.firstIndex(where: { $0.variable === v }) {
                if both(forest, plain, { s throws(SolverError) in try s.suggestValue(v, value) }) {
                    session.edits[i].value = value
                }
            } else {
                let strength: Strength = op % 8 == 5 ? .strong : .medium
                if both(
                    forest, plain,
                    { s throws(SolverError) in
                        try s.addEditVariable(v, strength: strength)
                        try s.suggestValue(v, value)
                    })
                {
                    session.edits.append((v, strength, value))
                }
            }
        default:
            guard !session.edits.isEmpty else { continue }
            let edit = session.edits.remove(at: input.index(below: session.edits.count))
            _ = both(forest, plain) { s throws(SolverError) in try s.removeEditVariable(edit.variable) }
        }
        plain.updateVariables()
        let reference = session.measure()
        forest.updateVariables()
        let measured = session.measure()
        Property.require(reference.requiredViolation <= 1e-6, "the plain solver violates a required constraint")
        Property.require(measured.requiredViolation <= 1e-6, "the forest solver violates a required constraint")
        Property.require(
            abs(measured.objective - reference.objective) <= 1e-6 * max(1, reference.objective),
            "objectives differ: \(measured.objective) vs \(reference.objective)")
    }
    return 0
}

/// A violation, or 0 when it is within rounding of the terms' magnitude `scale`. A pivot leaves
/// residuals of a few ulps (1e-12 on terms near 800 is six ulps), and an optional constraint's
/// weight (up to 1e6 for strong) would make them look like a difference in objective; the
/// constants here are small integers, so a real difference is many orders above 1e-10.
func beyondRounding(_ violation: Double, scale: Double) -> Double {
    violation <= 1e-10 * scale ? 0 : violation
}

/// Runs `body` on both solvers; both must succeed, or both throw the same error.
func both(_ a: Solver, _ b: Solver, _ body: (Solver) throws(SolverError) -> Void) -> Bool {
    var errorA: SolverError?, errorB: SolverError?
    do throws(SolverError) { try body(a) } catch { errorA = error }
    do throws(SolverError) { try body(b) } catch { errorB = error }
    Property.require(
        errorA == errorB, "the solvers disagree: \(String(describing: errorA)) vs \(String(describing: errorB))")
    return errorA == nil
}

/// The constraints and edits in force.
struct Session {
    var constraints: [Constraint] = []
    var edits: [(variable: Variable, strength: Strength, value: Double)] = []

    /// The weighted violation of the optional constraints and edits, and the largest violation
    /// of a required constraint relative to its terms' magnitude, at the variables' values.
    func measure() -> (objective: Double, requiredViolation: Double) {
        var objective = 0.0, worst = 0.0
        for c in constraints {
            var value = -c.constant
            var scale = 1 + abs(c.constant)
            for term in c.terms {
                value += term.coefficient * term.variable.value
                scale += abs(term.coefficient * term.variable.value)
            }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            if c.strength.isRequired {
                worst = max(worst, violation / scale)
            } else {
                objective += c.strength.value * beyondRounding(violation, scale: scale)
            }
        }
        for edit in edits {
            let scale = 1 + abs(edit.value) + abs(edit.variable.value)
            objective += edit.strength.value * beyondRounding(abs(edit.variable.value - edit.value), scale: scale)
        }
        return (objective, worst)
    }
}

/// The input, read a byte at a time (zeros once it runs out, so every decision is defined).
struct Bytes {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// The next byte, or nil at the end (which ends the session).
    mutating func next() -> UInt8? {
        guard position < buffer.count else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    mutating func byte() -> Int { Int(next() ?? 0) }

    mutating func index(below count: Int) -> Int { byte() % count }

    /// A constant in -10...10 (small integers keep the arithmetic exact enough to compare).
    mutating func constant() -> Double { Double(byte() % 21 - 10) }

    /// A constraint of one to three terms with coefficients from a small table, any relation and
    /// a strength from required to weak.
    mutating func constraint(over variables: [Variable]) -> Constraint {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
        let strengths: [Strength] = [
            .required, .required, .required, .strong, .medium, .weak,
            Strength(priority: 250), Strength(priority: 750)
        ]
        let relations: [Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        let header = byte()
        var terms: [Term] = []
        for _ in 0...(header % 3) {
            terms.append(Term(variables[index(below: variables.count)], coefficients[index(below: coefficients.count)]))
        }
        return Constraint(
            Expression(terms, constant: constant()), relations[(header / 3) % 4],
            strength: strengths[(header / 12) % strengths.count])
    }
}
