import ArgumentParser
import KinemaRender

/// `kinema layout SCENE.json` (SPEC 3): solves a scene's constraints and prints
/// `view,minX,minY,width,height`, one row per view in root coordinates, the root first and then the
/// tree in pre-order. Every view of the file is constraint-driven. Errors (missing or malformed file,
/// unknown view, attribute or parent, parent cycles, unsatisfiable required constraints) print one
/// line on standard error and exit with status 2, with nothing on standard output.
struct LayoutCommand: TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a scene's Auto Layout constraints and print every view's frame.")

    @Argument(help: "The scene file (JSON, see SPEC 3).")
    var scene: String

    /// The table (see the type's documentation).
    func text() throws -> String {
        let description = try SceneDescription.load(path: scene)
        let built: Scene
        do {
            built = try description.makeScene()
        } catch {
            throw CLIError(error.message)
        }
        return LayoutCSV(scene: built).text
    }
}
