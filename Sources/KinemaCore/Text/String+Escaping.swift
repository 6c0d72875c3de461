extension String {
    /// The string with each Unicode scalar for which `replacement` gives text replaced by that
    /// text (the one escaping loop behind the XML, JSON and CSV writers). A string with nothing to
    /// replace is returned as it is, without a copy.
    package func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { replacement($0) != nil }) else { return self }
        var out = String(scalars[..<first])
        out.reserveCapacity(utf8.count + 16)
        for scalar in scalars[first...] {
            if let text = replacement(scalar) { out += text } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
