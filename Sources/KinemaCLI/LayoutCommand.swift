import ArgumentParser
import KinemaRender
import KinemaSceneFile

/// `kinema layout SCENE.json`: solves a scene's constraints and prints
/// `view,minX,minY,width,height`, one row per view in root coordinates, the root first and then the
/// tree in pre-order. Every view of the file is constraint-driven. Errors (missing or malformed file,
/// unknown view, attribute or parent, parent cycles, unsatisfiable required constraints) print one
/// line on standard error and exit with status 2, with nothing on standard output. The file format
/// is specified by the KinemaSceneFile module's article "Scene files".
struct LayoutCommand: TextCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a scene's Auto Layout constraints and print every view's frame.",
        discussion: """
            Prints 'view,minX,minY,width,height': the root, then every view in pre-order (a \
            view before its subviews, siblings in file order), frames in root coordinates.

            The scene file is JSON: {"root": {"name", "width", "height"}, "views": [...], \
            "constraints": [...]}. A view has a "name" and a "parent", and optionally \
            "intrinsicWidth", "intrinsicHeight", "hidden" and "stack" ({"axis", \
            "distribution", "alignment", "spacing", "arranged"}). A constraint reads \
            first relation multiplier * second + constant: {"first": "VIEW.ATTRIBUTE", \
            "relation": "==" | "<=" | ">=", and optionally "second", "multiplier" (1), \
            "constant" (0) and "priority" (1 to 1000, default 1000 = required)}. Nothing is \
            clamped: a priority outside 1...1000 or a number of magnitude above 1e9 is an \
            error. Examples/ in the repository holds complete files.
            """)

    /// The scene file's path.
    @Argument(help: ArgumentHelp("The scene file (JSON, described above).", valueName: "scene.json"))
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
