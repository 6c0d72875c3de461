import Foundation
import FuzzSupport
import KinemaCLI

/// libFuzzer target: `kinema curve` as the command line runs it, from argument parsing to the
/// printed text. The input is the argument list, one argument per line (after `curve`).
/// Arguments that would read a file or standard input (`@FILE`, `-`) and requests for more than
/// 20,000 samples are skipped. Properties: no trap; the same arguments always give the same
/// text or the same error; an error is one line; the text holds no `nan`, `inf` or negative zero.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCurve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !arguments.contains(where: { $0 == "-" || $0.hasPrefix("@") }) else { return 0 }
    guard expectedSamples(arguments) <= 20_000 else { return 0 }
    func run() -> Result<String, KinemaToolFailure> { KinemaTool.output(arguments: ["curve"] + arguments) }
    let first = run()
    Property.require(first == run(), "the same arguments gave different results")
    switch first {
    case .failure(let failure): Property.requireOneLine(failure.line)
    case .success(let output): Property.requireFiniteText(output)
    }
    return 0
}

/// `floor(duration * fps) + 1` for the last `--duration` and `--fps` given (defaults 0 and 60).
func expectedSamples(_ arguments: [String]) -> Double {
    func last(_ option: String) -> Double? {
        guard let i = arguments.lastIndex(of: option), i + 1 < arguments.count else { return nil }
        return Double(arguments[i + 1].trimmingCharacters(in: .whitespaces))
    }
    let product = (last("--duration") ?? 0) * (last("--fps") ?? 60)
    return product.isNaN ? 0 : abs(product)
}
