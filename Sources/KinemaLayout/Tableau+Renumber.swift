// Reclaiming the ids of dead symbols. Symbol ids only grow (as kiwi's), and each id owns a
// ``SymbolInfo`` record, so a solver that keeps adding and removing constraints would grow without
// bound. Renumbering the live symbols in their existing order keeps every comparison between ids,
// hence every future pivot and value, exactly as it would have been.

extension Tableau {
    /// Renumbers the live symbols to `0 ..< liveCount`, preserving their order, and returns the
    /// old-to-new map (-1 for dead ids). A symbol is live if a row holds it (as basic or in a
    /// cell), it has an objective coefficient, or it is in `pinned` (the markers of live
    /// constraints and the symbols of variables). Must run outside a transaction.
    mutating func renumberSymbols(pinned: [Int32]) -> [Int32] {
        var map = [Int32](repeating: -1, count: symbolCount)
        for slot in 0..<rowCount where rows[slot].basic != RowHeader.freeSlot {
            let header = rows[slot]
            if header.basic >= 0 { map[Int(header.basic)] = 0 }
            var k = header.start
            let end = k + Int(header.count)
            while k < end {
                map[Int(cells[k].symbol)] = 0
                k += 1
            }
        }
        for s in 0..<symbolCount where symbols[s].objective != 0 { map[s] = 0 }
        for s in pinned where s >= 0 { map[Int(s)] = 0 }
        var next: Int32 = 0
        for s in 0..<symbolCount where map[s] == 0 {
            map[s] = next
            symbols[Int(next)] = symbols[s] // next <= s: moving down in order is safe
            next += 1
        }
        symbolCount = Int(next)
        // Rewrite the rows (the map is increasing, so cells stay sorted).
        for slot in 0..<rowCount where rows[slot].basic != RowHeader.freeSlot {
            if rows[slot].basic >= 0 { rows[slot].basic = map[Int(rows[slot].basic)] }
            var k = rows[slot].start
            let end = k + Int(rows[slot].count)
            while k < end {
                cells[k].symbol = map[Int(cells[k].symbol)]
                k += 1
            }
        }
        rebuildIndexes()
        return map
    }
}
