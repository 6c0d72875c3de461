import Foundation

/// A closure action (UIKit's `UIAction`, iOS 14): what `UIControl.addAction(_:for:)` and
/// `UIButton(primaryAction:)` take. The control holds it strongly; capture the owner weakly.
@MainActor
open class UIAction: NSObject {
    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (menus show it; the facade records it).
    open var title: String
    /// The image (recorded).
    open var image: UIImage?
    /// The identifier: actions with the same one replace each other on a control.
    public let identifier: Identifier
    /// The title for discoverability (recorded).
    open var discoverabilityTitle: String?
    /// The control sending the action while the handler runs (nil otherwise).
    public private(set) var sender: Any?
    private let handler: (UIAction) -> Void
    private static var identifiersMade = 0

    /// An action running `handler`; without an identifier it gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        if let identifier {
            self.identifier = identifier
        } else {
            Self.identifiersMade += 1
            self.identifier = Identifier("com.kinema.action.\(Self.identifiersMade)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: AnyObject) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void
