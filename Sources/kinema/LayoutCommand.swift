import ArgumentParser

/// `kinema layout` (SPEC 3). Not built yet: it reports an error until its issue lands.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout")
    func run() throws { throw CLIError("'layout' is not built yet") }
}
