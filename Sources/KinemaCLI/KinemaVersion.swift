/// The version of the Kinema package, printed by `kinema --version`.
///
/// Defined once, here. It follows semantic versioning and names the release tag a package that
/// depends on Kinema asks for (`.package(url: ..., from: "0.1.0")` in the README): raise it
/// together with the tag.
enum KinemaVersion {
    /// `MAJOR.MINOR.PATCH`.
    static let current = "0.1.0"
}
