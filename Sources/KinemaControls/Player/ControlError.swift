import Kinema

/// Why a control could not be built, configured or driven. Every failure of the engine it calls
/// is carried with its own typed error.
public enum ControlError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A configuration value is out of range (the message names it).
    case invalidConfiguration(String)
    /// No control has this name (the names that exist follow).
    case unknownControl(String, known: [String])
    /// Time could not move (for example a frame earlier than the scene's clock).
    case scene(SceneError)
    /// A touch could not be delivered (for example an event earlier than the scene's clock).
    case input(InputError)
    /// An animation call was refused.
    case animation(AnimationError)
    /// A property animator call was refused.
    case animator(AnimatorError)
    /// A constraint could not be activated or changed.
    case layout(LayoutError)
    /// The view tree could not be built.
    case view(ViewError)
    /// The frame times could not be built.
    case frames(FrameTimesError)
    /// The dynamic animator refused a behaviour or could not be made.
    case dynamics(DynamicAnimatorError)
    /// Any other failure, described.
    case failed(String)

    /// One line.
    public var description: String {
        switch self {
        case .invalidConfiguration(let s): return s
        case .unknownControl(let name, let known):
            return "unknown control '\(name.escapingLineBreaks)' (known: \(known.joined(separator: ", ")))"
        case .scene(let e): return "\(e)"
        case .input(let e): return "\(e)"
        case .animation(let e): return "\(e)"
        case .animator(let e): return "\(e)"
        case .layout(let e): return "\(e)"
        case .view(let e): return "\(e)"
        case .frames(let e): return "\(e)"
        case .dynamics(let e): return "\(e)"
        case .failed(let s): return s
        }
    }

    /// Runs `body`, turning the engine's errors into `ControlError`s (for calls whose signature is
    /// untyped `throws`, such as `Scene.animateKeyframes`).
    public static func wrapping<T>(_ body: () throws -> T) throws(ControlError) -> T {
        do {
            return try body()
        } catch let e as ControlError {
            throw e
        } catch let e as SceneError {
            throw .scene(e)
        } catch let e as InputError {
            throw .input(e)
        } catch let e as AnimationError {
            throw .animation(e)
        } catch let e as AnimatorError {
            throw .animator(e)
        } catch let e as LayoutError {
            throw .layout(e)
        } catch let e as ViewError {
            throw .view(e)
        } catch let e as FrameTimesError {
            throw .frames(e)
        } catch let e as DynamicAnimatorError {
            throw .dynamics(e)
        } catch {
            throw .failed("\(error)")
        }
    }
}
