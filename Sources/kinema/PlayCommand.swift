import ArgumentParser

/// `kinema play` (SPEC 3). Not built yet: it reports an error until its issue lands.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play")
    func run() throws { throw CLIError("'play' is not built yet") }
}
