import RealModule

#if os(Linux)
    /// The C library's `sincos(x, &s, &c)` (glibc and musl both provide it in libm, which every
    /// Linux Swift program already links). Declared by its symbol name because the C headers only
    /// declare it with `_GNU_SOURCE`, which Swift's importer does not define. Its only arguments are
    /// a `Double` and two pointers, which Swift and C pass in the same registers on every Linux
    /// architecture Swift supports.
    @usableFromInline @_silgen_name("sincos")
    func cLibrarySineAndCosine(
        _ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif

extension Double {
    /// `(Double.sin(x), Double.cos(x))`, bit for bit, in one call where the C library has
    /// `sincos`: it reduces the argument once for both, which is most of the cost of each.
    ///
    /// On Linux this is libm's `sincos`, whose results are those of its `sin` and `cos` (the
    /// package's tests compare them over every kind of argument: tiny, huge, negative,
    /// subnormal, infinite and NaN); elsewhere it makes the two calls.
    @inlinable @inline(__always)
    package static func sineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
        #if os(Linux)
            var sine = 0.0, cosine = 0.0
            cLibrarySineAndCosine(x, &sine, &cosine)
            return (sine, cosine)
        #else
            return (Double.sin(x), Double.cos(x))
        #endif
    }
}
