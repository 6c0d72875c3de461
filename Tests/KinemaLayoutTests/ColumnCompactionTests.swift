import XCTest
import KinemaWorkloads
@testable import KinemaLayout

/// Column lists compacted by a pivot in the middle of a call (what keeps a long run of pivots
/// inside one call from piling up stale entries) change no value: with the threshold at 0 the
/// compaction runs at nearly every pivot, and the ui-grid's values stay bit for bit those of a
/// solver that compacts only when a call commits.
final class ColumnCompactionTests: XCTestCase {
    private func values(compactingEagerly: Bool) throws -> (bits: [UInt64], compactions: Int) {
        let grid = UIGridWorkload(views: 30)
        let solver = Solver()
        if compactingEagerly { solver.tableau.columnCompactionSlack = 0 }
        try solver.addEditVariable(grid.width, strength: .strong)
        try solver.addEditVariable(grid.height, strength: .strong)
        try solver.suggestValue(grid.width, 800)
        try solver.suggestValue(grid.height, 600)
        for constraint in grid.constraints { try solver.addConstraint(constraint) }
        var bits: [UInt64] = []
        for (w, h) in UIGridWorkload.sizes {
            try grid.resize(solver, width: w, height: h)
            bits += grid.variables.map(\.value.bitPattern)
        }
        // Removing and re-adding every fifth constraint pivots inside calls again.
        for constraint in grid.constraints.enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
            try solver.removeConstraint(constraint)
            try solver.addConstraint(constraint)
        }
        try grid.resize(solver, width: 640, height: 480)
        bits += grid.variables.map(\.value.bitPattern)
        return (bits, solver.tableau.pivotColumnCompactions)
    }

    func testCompactingColumnsInsideACallChangesNoValue() throws {
        let lazy = try values(compactingEagerly: false)
        let eager = try values(compactingEagerly: true)
        XCTAssertEqual(lazy.compactions, 0)
        XCTAssertGreaterThan(eager.compactions, 0)
        XCTAssertEqual(eager.bits.count, 7 * 30 * 4 + 7 * 2)
        XCTAssertEqual(eager.bits, lazy.bits)
    }
}
