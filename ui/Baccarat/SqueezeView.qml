pragma ComponentBehavior: Bound
import QtQuick

// A squeezed card as drawn: plain images while it lies flat; bent along the
// crease from grab to pointer while lifted or turning over, by three
// SqueezeSurface layers (shadow, back side, face side); on the software
// renderer, which runs no shaders, a flat fold by SqueezeFallback.
Item {
    id: root

    property url backSource
    property url faceSource
    // The peel, as SqueezeGesture reports it.
    property vector2d grab
    property vector2d pointer
    property real pullLength: 0          // how far the grabbed edge is drawn pulled
    property vector2d direction: Qt.vector2d(1, 0)
    property vector2d turnNormal: Qt.vector2d(1, 0)
    property real turn: 0                // 0 face down .. 1 face up
    property real radius: 1
    property real liftAngle: Math.PI
    property bool bent: false

    // GraphicsInfo attaches to items only (it reads the window's renderer).
    readonly property bool software: GraphicsInfo.api === GraphicsInfo.Software

    // The images load once the view is complete and has its size: an SVG asked
    // for before (at no size) is drawn whole, 630×880, too big for Qt Quick's
    // image cache, so every card of every deal drew its back twice.
    property bool complete: false
    readonly property bool sized: complete && width > 0 && height > 0
    Component.onCompleted: complete = true

    // The card as it lies: plain images while nothing bends.
    Image {
        id: backImage
        anchors.fill: parent
        source: root.sized ? root.backSource : ""
        sourceSize: Qt.size(root.width * Screen.devicePixelRatio, root.height * Screen.devicePixelRatio)
        fillMode: Image.Stretch
        smooth: true
        // Hidden by opacity, not visibility: the bent layers use it as a texture.
        opacity: !root.software && !root.bent && root.turn < 0.5 ? 1 : 0
    }
    Image {
        id: faceImage
        anchors.fill: parent
        source: root.sized ? root.faceSource : ""
        sourceSize: backImage.sourceSize
        fillMode: Image.Stretch
        smooth: true
        opacity: !root.software && !root.bent && root.turn >= 0.5 ? 1 : 0
    }
    // Face side with no face yet: plain card stock, never a hole.
    Rectangle {
        anchors.fill: parent
        radius: 0.05 * width
        color: Theme.cardStock
        visible: faceImage.opacity > 0 && faceImage.status !== Image.Ready
    }

    // The bend: shadow, the side showing the back, the side showing the face.
    Item {
        anchors.fill: parent
        visible: !root.software && root.bent

        SqueezeSurface {
            id: backSide
            anchors.fill: parent
            part: 0
            back: backImage
            face: faceImage.status === Image.Ready ? faceImage : backImage
            grab: root.grab
            pointer: root.pointer
            radius: root.radius
            liftAngle: root.liftAngle
            turnNormal: root.turnNormal
            turnAngle: Math.PI * root.turn
            turnLift: Math.abs(root.turnNormal.x) > 0.5 ? width / 2 : height / 2
            eyePoint: root.pointer.times(1 - root.turn).plus(backSide.centre.times(root.turn))
            eyeDistance: 4 * Math.max(width, height)
            hasFace: faceImage.status === Image.Ready ? 1 : 0
            faceFlip: Math.abs(root.turnNormal.x) > 0.5 ? 0 : 1
        }
        SqueezeSurface {
            anchors.fill: parent
            part: 2
            // Under the whole card while it turns over; over the flat part while it is squeezed.
            z: root.turn > 0 ? -1 : 0
            back: backSide.back
            face: backSide.face
            grab: backSide.grab
            pointer: backSide.pointer
            radius: backSide.radius
            liftAngle: backSide.liftAngle
            turnNormal: backSide.turnNormal
            turnAngle: backSide.turnAngle
            turnLift: backSide.turnLift
            eyePoint: backSide.eyePoint
            eyeDistance: backSide.eyeDistance
        }
        SqueezeSurface {
            anchors.fill: parent
            part: 1
            back: backSide.back
            face: backSide.face
            grab: backSide.grab
            pointer: backSide.pointer
            radius: backSide.radius
            liftAngle: backSide.liftAngle
            turnNormal: backSide.turnNormal
            turnAngle: backSide.turnAngle
            turnLift: backSide.turnLift
            eyePoint: backSide.eyePoint
            eyeDistance: backSide.eyeDistance
            hasFace: backSide.hasFace
            faceFlip: backSide.faceFlip
        }
    }

    Loader {
        anchors.fill: parent
        active: root.software
        sourceComponent: SqueezeFallback {
            backSource: root.backSource
            faceSource: root.faceSource
            grab: root.grab
            pull: root.direction.times(root.pullLength)
            turnNormal: root.turnNormal
            turn: root.turn
        }
    }
}
