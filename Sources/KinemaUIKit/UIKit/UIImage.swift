import Foundation

/// UIKit's image: declared here so that buttons can record the images set on them; what an
/// image holds comes with the image views.
open class UIImage: NSObject, @unchecked Sendable {}
