import Foundation
import KinemaRender

extension SceneDescription {
    /// Reads and decodes a scene file; every failure is a one-line `CLIError`.
    static func load(path: String) throws -> SceneDescription {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("no such file: \(path)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
        do {
            return try JSONDecoder().decode(SceneDescription.self, from: data)
        } catch let error as DecodingError {
            throw CLIError("malformed scene \(path): \(Self.describe(error))")
        } catch {
            throw CLIError("malformed scene \(path): not valid JSON")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let p = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return p.isEmpty ? "the document" : String(p.drop(while: { $0 == "." }))
        }
        switch error {
        case .keyNotFound(let key, let ctx): return "missing \(path(ctx.codingPath + [key]))"
        case .typeMismatch(_, let ctx): return "wrong type at \(path(ctx.codingPath))"
        case .valueNotFound(_, let ctx): return "missing value at \(path(ctx.codingPath))"
        case .dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(ctx.codingPath))"
        @unknown default: return "unreadable"
        }
    }
}
