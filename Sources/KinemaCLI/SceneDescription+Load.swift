import Foundation
import KinemaSceneFile

extension SceneDescription {
    /// Reads and decodes a scene file; every failure is a one-line `CLIError`.
    static func load(path: String) throws -> SceneDescription {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("no such file: \(path)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
        do {
            return try SceneDescription(json: [UInt8](data))
        } catch {
            throw CLIError("malformed scene \(path): \(error.message)")
        }
    }
}
