import Kinema

extension SpinningTips {
    /// One tip (the tutorial's `Tip` model): a title, a summary and a photo, drawn as a coloured
    /// placeholder with a photo pictogram (Kinema has no images).
    public struct Tip: Hashable, Sendable {
        /// The title label's text.
        public let title: String
        /// The summary label's text (wraps).
        public let summary: String
        /// The placeholder colour of the tip's photo.
        public let imageColor: Color

        /// A tip.
        public init(title: String, summary: String, imageColor: Color) {
            self.title = title
            self.summary = summary
            self.imageColor = imageColor
        }
    }

    /// The tutorial's three tips; the colours stand for its photos (an ice-bucket shot, an arch, a
    /// man before mountains) *(decided)*.
    public static let tips: [Tip] = [
        Tip(
            title: "Tip #1: Don't Blink",
            summary:
                "Fantastic shot of Sarah for the ALS Ice Bucket Challenge - And yes, she tried her hardest not to blink!",
            imageColor: Color(red: 0.36, green: 0.56, blue: 0.78)),
        Tip(
            title: "Tip #2: Explore", summary: "Get out of the house!",
            imageColor: Color(red: 0.78, green: 0.56, blue: 0.38)),
        Tip(
            title: "Tip #3: Take in the Moment",
            summary: "Remember that each moment is unique and will never come again.",
            imageColor: Color(red: 0.42, green: 0.60, blue: 0.46))
    ]
}
