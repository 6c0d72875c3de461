extension String {
    /// The string with each Unicode scalar for which `replacement` gives text replaced by that
    /// text (the one escaping loop behind the XML, JSON and CSV writers).
    func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { out += text } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
