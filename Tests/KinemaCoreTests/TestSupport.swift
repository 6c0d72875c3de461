import KinemaCore

/// XCTest imports Foundation, which has its own `AffineTransform`; in this module the name means Kinema's.
typealias AffineTransform = KinemaCore.AffineTransform
