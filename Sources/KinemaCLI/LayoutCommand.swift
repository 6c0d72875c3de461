import ArgumentParser
import Foundation
import KinemaRender
import KinemaSceneFile

/// `kinema layout SCENE.json`: solves a scene's constraints and prints
/// `view,minX,minY,width,height`, one row per view in root coordinates, the root first and then the
/// tree in pre-order. Every view of the file is constraint-driven. Errors (missing or malformed file,
/// unknown view, attribute or parent, parent cycles, unsatisfiable required constraints) print one
/// line on standard error and exit with status 2, with nothing on standard output. A view whose
/// constraints leave part of its frame open (UIKit's `hasAmbiguousLayout`) is still printed, as
/// solved, and named in a warning on standard error, `kinema: warning: ambiguous layout for 'v':
/// ...`; the exit status stays 0. The file format is specified by the KinemaSceneFile module's
/// article "Scene files".
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

            A view whose constraints leave part of its frame open (ambiguous layout) is printed \
            as solved and named in a warning on standard error; the exit status stays 0.
            """)

    /// The scene file's path.
    @Argument(help: ArgumentHelp("The scene file (JSON, described above).", valueName: "scene.json"))
    var scene: String

    /// The table (see the type's documentation).
    func text() throws -> String { try report().text }

    /// The table, and one warning per view whose layout is ambiguous (tree order).
    func report() throws -> (text: String, warnings: [String]) {
        let description = try SceneDescription.load(path: scene)
        let built: Scene
        do {
            built = try description.makeScene()
        } catch {
            throw CLIError(error.message)
        }
        let text = LayoutCSV(scene: built).text
        return (text, built.ambiguousLayouts().map { "warning: \($0.description)" })
    }

    /// Prints the table on standard output, then the warnings on standard error.
    func run() throws {
        let (text, warnings) = try report()
        print(text, terminator: "")
        for warning in warnings { FileHandle.standardError.write(Data("kinema: \(warning)\n".utf8)) }
    }
}
