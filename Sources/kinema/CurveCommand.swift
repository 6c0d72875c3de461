import ArgumentParser

/// `kinema curve` (SPEC 3). Not built yet: it reports an error until its issue lands.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "curve")
    func run() throws { throw CLIError("'curve' is not built yet") }
}
