import QtQuick
import BaccaratCore

// A card on the table that flies in from the shoe to its place when dealt
// (or simply appears there with reduced motion), then follows its place.
CardView {
    id: root

    // Where the card lies, in its parent's coordinates.
    property real targetX: 0
    property real targetY: 0
    // Where it flies in from.
    property point origin: Qt.point(0, 0)

    x: targetX
    y: targetY

    // Lies in its place now (reduced motion, a resumed hand, the rest of a deal skipped).
    function land() {
        dealIn.stop()
        opacity = 1
        arrived = true
        x = Qt.binding(() => root.targetX)
        y = Qt.binding(() => root.targetY)
    }
    onShownChanged: if (shown && !arrived) land()
    // A key or a click anywhere: the card lands now.
    Connections {
        target: Reveal
        function onHurried() { if (!root.arrived) root.land() }
    }

    Component.onCompleted: {
        if (Preferences.motionScale === 0 || shown) {
            arrived = true
        } else {
            dealIn.from = origin
            dealIn.start()
        }
    }

    ParallelAnimation {
        id: dealIn
        property point from
        NumberAnimation { target: root; property: "x"; from: dealIn.from.x; to: root.targetX; duration: 360 * Preferences.motionScale; easing.type: Easing.OutCubic }
        NumberAnimation { target: root; property: "y"; from: dealIn.from.y; to: root.targetY; duration: 360 * Preferences.motionScale; easing.type: Easing.OutCubic }
        NumberAnimation { target: root; property: "opacity"; from: 0; to: 1; duration: 200 * Preferences.motionScale }
        onFinished: {
            root.arrived = true
            root.x = Qt.binding(() => root.targetX)
            root.y = Qt.binding(() => root.targetY)
        }
    }
}
