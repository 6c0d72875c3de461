import Foundation

extension UIControl {
    /// The events a control sends to its actions (UIKit's `UIControl.Event`, with UIKit's raw
    /// values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Events from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger landed on the control and tracking began.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated tap (not sent: the harness does not count taps).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved within the control's extended bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved outside the extended bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger came back into the extended bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger left the extended bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted within the extended bounds (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted outside the extended bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's: with `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text control's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (UIKit's `UIControl.State`): the flags behind a button's per-state titles
    /// and images.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A state from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

/// `UIControlEvents` is `UIControl.Event` since Swift 4.2.
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// `UIControlState` is `UIControl.State` since Swift 4.2.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
