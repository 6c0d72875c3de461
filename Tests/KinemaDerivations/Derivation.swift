/// Expected values for Kinema's tests, derived from the published formulas without the engine's
/// code, so that a bug in the engine cannot hide in its own expectations.
///
/// Nothing here imports a Kinema module: each helper is a few lines of arithmetic that anyone can
/// check against the rule it implements (the springs, timing curves and keyframes articles of
/// KinemaCore's documentation), and each solves its problem differently from the engine where the
/// engine takes a shortcut (Bezier curves by plain bisection instead of Newton's method, for
/// example). Test targets depend on this target and call it next to their assertions.
public enum Derivation {}
