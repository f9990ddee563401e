import QtQuick
import BaccaratCore

// The deck's back at the table cards' size, drawn off the GUI thread once the
// table is laid out, and held while the table is shown: every deal's cards
// find it drawn, the first deal's too (the back's SVG takes the longest of all
// the card pictures to draw). Draws nothing itself.
Image {
    id: root

    // The cards' size, as HandsArea lays them out.
    property real cardWidth: 0
    property real cardHeight: 0
    property bool laidOut: false

    visible: false
    asynchronous: true
    // The same size, computed the same way, as a card's own back (SqueezeView).
    sourceSize: Qt.size(cardWidth * Screen.devicePixelRatio, cardHeight * Screen.devicePixelRatio)
    source: laidOut && cardWidth > 0 && cardHeight > 0 ? Preferences.backSource : ""

    // afterAnimating comes after the layouts are polished: the cards have their size.
    Connections {
        target: root.Window.window
        enabled: !root.laidOut
        function onAfterAnimating() { root.laidOut = true }
    }
}
