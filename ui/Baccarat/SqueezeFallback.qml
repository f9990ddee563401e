import QtQuick

// SqueezeCard on the software renderer, which runs no shaders: the lifted edge
// folds flat over the card (straight along the nearest card edge) showing a
// strip of the face, and turning face up is a plain flip. Never a blank card.
Item {
    id: root

    property url backSource
    property url faceSource
    property vector2d grab
    property vector2d pull          // how far the grabbed edge is pulled, as drawn
    property vector2d turnNormal: Qt.vector2d(1, 0)
    property real turn: 0           // 0 face down .. 1 face up

    readonly property bool across: Math.abs(turnNormal.x) > 0.5   // folds left-right
    readonly property real extent: across ? width : height
    readonly property real sign: across ? turnNormal.x : turnNormal.y
    // A flat fold puts the crease halfway along the pull.
    readonly property real fold: Math.max(0, Math.min(extent / 2, pull.dotProduct(turnNormal) / 2))
    // The part still on the table and the flap, as [start, end) along the fold axis.
    readonly property real restStart: sign > 0 ? fold : 0
    readonly property real restEnd: sign > 0 ? extent : extent - fold
    readonly property real flapStart: sign > 0 ? fold : extent - 2 * fold
    readonly property real faceShift: sign * (2 * fold - extent)

    transform: Scale {
        origin.x: root.width / 2
        origin.y: root.height / 2
        xScale: root.across ? Math.abs(Math.cos(Math.PI * root.turn)) : 1
        yScale: root.across ? 1 : Math.abs(Math.cos(Math.PI * root.turn))
    }

    Item {
        visible: root.turn < 0.5
        x: root.across ? root.restStart : 0
        y: root.across ? 0 : root.restStart
        width: root.across ? root.restEnd - root.restStart : root.width
        height: root.across ? root.height : root.restEnd - root.restStart
        clip: true

        Image {
            x: -parent.x
            y: -parent.y
            width: root.width
            height: root.height
            source: root.backSource
            sourceSize: Qt.size(width, height)
        }
    }

    Rectangle {
        visible: root.turn < 0.5 && root.fold > 0
        x: flap.x + 3
        y: flap.y + 4
        width: flap.width
        height: flap.height
        color: Theme.foldShadow
    }

    Item {
        id: flap
        visible: root.turn < 0.5 && root.fold > 0
        x: root.across ? root.flapStart : 0
        y: root.across ? 0 : root.flapStart
        width: root.across ? root.fold : root.width
        height: root.across ? root.height : root.fold
        clip: true

        Rectangle {
            x: -parent.x
            y: -parent.y
            width: root.width
            height: root.height
            radius: 0.05 * width
            color: Theme.cardStock
        }
        Image {
            x: -parent.x + (root.across ? root.faceShift : 0)
            y: -parent.y + (root.across ? 0 : root.faceShift)
            width: root.width
            height: root.height
            source: root.faceSource
            sourceSize: Qt.size(width, height)
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: root.turn >= 0.5
        radius: 0.05 * width
        color: Theme.cardStock
    }
    Image {
        anchors.fill: parent
        visible: root.turn >= 0.5
        source: root.faceSource
        sourceSize: Qt.size(width, height)
    }
}
