// KinemaUIKit re-exports Foundation, as UIKit does, so CGFloat, CGPoint, CGSize and CGRect (which
// Foundation provides on Linux) come with `import KinemaUIKit`. Kinema's own names (`View`,
// `Scene`, `Color`...) are not re-exported: they would collide with user code. Each facade object
// reaches the engine through a documented property (`UIView.kinemaView`, ...).
@_exported import Foundation
