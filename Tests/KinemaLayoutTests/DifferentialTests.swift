import XCTest
import KinemaLayout

/// Random edit sessions checked against rebuilds: after every operation the incremental solver
/// must reach the same optimal objective (Σ strength × violation, unique even when the optimal
/// point is not) as a new solver given the same constraints in the same order, satisfy every
/// required constraint, and agree on which required constraints are unsatisfiable.
final class DifferentialTests: XCTestCase {
    /// SplitMix64 (Kinema's one generator), for reproducible sessions.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    struct Session {
        var generator: Generator
        let variables = (0..<4).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        var edits: [SessionEdit] = []

        mutating func randomConstraint() -> Constraint {
            let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, Strength(3)]
            let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            var terms: [Term] = []
            for _ in 0...generator.below(3) {
                let coefficient = [1.0, -1.0, 2.0, 0.5, -0.5][generator.below(5)]
                terms.append(Term(variables[generator.below(variables.count)], coefficient))
            }
            let constant = Double(generator.below(41) - 20)
            return Constraint(
                Expression(terms, constant: constant), relations[generator.below(3)],
                strength: strengths[generator.below(strengths.count)])
        }

        func objective() -> (Double, Double) {
            let measure = SessionMeasures.objective(constraints, edits: edits)
            return (measure.total, measure.requiredViolation)
        }

        /// A new solver with the same edits and constraints (in order, with current constants).
        func rebuild() throws -> Solver { try SessionMeasures.rebuild(constraints, edits: edits) }
    }

    /// How often each kind of operation happened (so the test cannot silently become vacuous).
    var counts: [String: Int] = [:]

    func runSession(seed: UInt64, steps: Int) throws {
        var session = Session(generator: Generator(state: seed))
        let solver = Solver()
        // Receives only the calls that succeed: since a failed call must leave the solver exactly
        // as it was, both must stay bit-identical.
        let twin = Solver()
        for step in 0..<steps {
            let choice = session.generator.below(10)
            var rejected = false
            if choice < 4 || session.constraints.isEmpty {
                let c = session.randomConstraint()
                do {
                    try solver.addConstraint(c)
                    try twin.addConstraint(c)
                    session.constraints.append(c)
                    counts["add", default: 0] += 1
                } catch {
                    counts["add rejected", default: 0] += 1
                    XCTAssertEqual(error, .unsatisfiable(c), "seed \(seed) step \(step)")
                    rejected = true
                    // The rebuild with c appended must fail too.
                    var probe = session
                    probe.constraints.append(c)
                    XCTAssertThrowsError(try probe.rebuild(), "seed \(seed) step \(step): rebuild accepts \(c)")
                }
            } else if choice < 6 {
                let c = session.constraints.remove(at: session.generator.below(session.constraints.count))
                try solver.removeConstraint(c)
                try twin.removeConstraint(c)
                counts["remove", default: 0] += 1
            } else if choice < 8 {
                let c = session.constraints[session.generator.below(session.constraints.count)]
                let newConstant = Double(session.generator.below(41) - 20)
                do {
                    try solver.updateConstant(of: c, to: newConstant)
                    try twin.updateConstant(of: c, to: newConstant)
                    counts[c.strength.isRequired ? "update required" : "update soft", default: 0] += 1
                } catch {
                    counts["update rejected", default: 0] += 1
                    XCTAssertEqual(error, .unsatisfiable(c), "seed \(seed) step \(step)")
                    XCTAssertTrue(c.strength.isRequired)
                    let old = Constraint(c.expression, c.relation, strength: c.strength)
                    var probe = session
                    probe.constraints = session.constraints.map {
                        $0 === c
                            ? Constraint(
                                Expression(old.terms, constant: -newConstant), old.relation, strength: old.strength)
                            : $0
                    }
                    XCTAssertThrowsError(
                        try probe.rebuild(), "seed \(seed) step \(step): rebuild accepts the new constant")
                    rejected = true
                }
            } else {
                let variable = session.variables[session.generator.below(session.variables.count)]
                let value = Double(session.generator.below(401) - 200)
                if let index = session.edits.firstIndex(where: { $0.0 === variable }) {
                    if session.generator.below(4) == 0 {
                        try solver.removeEditVariable(variable)
                        try twin.removeEditVariable(variable)
                        session.edits.remove(at: index)
                        counts["remove edit", default: 0] += 1
                    } else {
                        try solver.suggestValue(variable, value)
                        try twin.suggestValue(variable, value)
                        session.edits[index].2 = value
                        counts["suggest", default: 0] += 1
                    }
                } else {
                    counts["add edit", default: 0] += 1
                    let strength: Strength = session.generator.below(2) == 0 ? .strong : .medium
                    try solver.addEditVariable(variable, strength: strength)
                    try solver.suggestValue(variable, value)
                    try twin.addEditVariable(variable, strength: strength)
                    try twin.suggestValue(variable, value)
                    session.edits.append((variable, strength, value))
                }
            }
            twin.updateVariables()
            let twinBits = session.variables.map(\.value.bitPattern)
            solver.updateVariables()
            XCTAssertEqual(session.variables.map(\.value.bitPattern), twinBits, "seed \(seed) step \(step)")
            let incremental = session.objective()
            let reference = try session.rebuild()
            reference.updateVariables()
            let rebuilt = session.objective()
            XCTAssertLessThan(incremental.1, 1e-7, "seed \(seed) step \(step): required violated")
            XCTAssertEqual(
                incremental.0, rebuilt.0, accuracy: 1e-6 * max(1, abs(rebuilt.0)),
                "seed \(seed) step \(step) rejected=\(rejected)")
            solver.updateVariables()
        }
    }

    func testRandomSessionsMatchRebuilds() throws {
        for seed: UInt64 in 1...60 {
            try runSession(seed: seed, steps: 80)
        }
        for kind in [
            "add", "add rejected", "remove", "update required", "update soft", "suggest", "add edit", "remove edit"
        ] {
            XCTAssertGreaterThan(counts[kind, default: 0], 20, kind)
        }
        XCTAssertGreaterThan(counts["update rejected", default: 0], 5)
    }
}
