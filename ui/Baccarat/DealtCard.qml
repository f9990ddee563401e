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

    Component.onCompleted: {
        if (Preferences.reducedMotion) {
            arrived = true
        } else {
            dealIn.from = origin
            dealIn.start()
        }
    }

    ParallelAnimation {
        id: dealIn
        property point from
        NumberAnimation { target: root; property: "x"; from: dealIn.from.x; to: root.targetX; duration: 360; easing.type: Easing.OutCubic }
        NumberAnimation { target: root; property: "y"; from: dealIn.from.y; to: root.targetY; duration: 360; easing.type: Easing.OutCubic }
        NumberAnimation { target: root; property: "opacity"; from: 0; to: 1; duration: 200 }
        onFinished: {
            root.arrived = true
            root.x = Qt.binding(() => root.targetX)
            root.y = Qt.binding(() => root.targetY)
        }
    }
}
