import Foundation
import Kinema
import KinemaRender
import KinemaTesting
import Testing

// MARK: A card

/// A 375 x 667 screen holding one card: 300 x 200 pt, blue, with rounded corners.
func makeCard() throws -> (scene: Scene, card: View) {
    let scene = Scene(size: Size(width: 375, height: 667))
    let card = View(name: "card", frame: Rect(x: 37.5, y: 100, width: 300, height: 200))
    card.backgroundColor = .systemBlue
    card.cornerRadius = 16
    try scene.root.addSubview(card)
    return (scene, card)
}
