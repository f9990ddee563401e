import QtQuick
import BaccaratCore

// What the first deal would otherwise pay for on the player's path, paid once
// in the lobby (its Loader starts this after the deck tiles are in place): the
// card and chip types the table creates on demand, made once and let go; a
// dealt card's back drawn as it flies in (blended, its opacity rising) and as
// it lies (opaque), the two programs the renderer compiles at first use; and
// the squeeze's shader pipelines, one card drawn bent and then turning for a
// frame each. Drawn under the lobby's opaque felt: the player never sees it.
// (The deck's back at the cards' size is the table's own: HandsArea holds it.)
Item {
    id: root

    // The frames were drawn: the Loader can let this go.
    signal done()

    property int framesDrawn: 0
    // Frames handed to the renderer with the flying card's picture in (or known not to come): counted as
    // each is prepared (afterAnimating, before its sync), not as frames are reported swapped, which a busy
    // machine delivers in a burst, for frames drawn before the picture came.
    property int cardFrames: 0

    width: 126
    height: 176

    SqueezeView {
        anchors.fill: parent
        bent: true
        grab: Qt.vector2d(width, height / 2)
        pointer: Qt.vector2d(width * 0.6, height / 2)
        direction: Qt.vector2d(-1, 0)
        turnNormal: Qt.vector2d(-1, 0)
        pullLength: width * 0.4
        radius: 0.07 * width
        liftAngle: 0.9 * Math.PI
        // Squeezed, then turning over: the shadow layer has a pipeline for each
        // (a frame or two of margin: the first swap may be of a frame begun before this).
        turn: root.framesDrawn >= 2 ? 0.5 : 0
    }

    // A dealt card as CardView and SqueezeView draw it (the shadow, the back's
    // Image): half faded, as in its flight, then whole, as it lands (a frame or
    // two of margin each). Its picture is drawn off the GUI thread, at a size of
    // its own (the shaders do not depend on it).
    Item {
        id: card
        objectName: "warmupCard"
        // Its picture's size, known before its source (no drawing at the SVG's own size first).
        readonly property size pixels: Qt.size(47 * Screen.devicePixelRatio, 66 * Screen.devicePixelRatio)
        width: 47
        height: 66
        opacity: root.cardFrames >= 3 ? 1 : 0.5
        Rectangle {
            x: 3; y: 4
            width: card.width; height: card.height
            radius: width * 0.05
            color: Theme.cardShadow
        }
        Image {
            id: back
            objectName: "warmupBack"
            width: card.width
            height: card.height
            asynchronous: true
            sourceSize: card.pixels
            source: Preferences.backSource
            fillMode: Image.Stretch
            smooth: true
        }
    }

    Component {
        id: cardType
        DealtCard {
            visible: false
        }
    }
    Component {
        id: chipType
        Chip {
            visible: false
        }
    }

    Connections {
        target: root.Window.window
        function onAfterAnimating() {
            if (back.status !== Image.Loading)
                root.cardFrames += 1
        }
        function onFrameSwapped() {
            root.framesDrawn += 1
            if (root.framesDrawn >= 4 && root.cardFrames >= 6)
                root.done()
            else
                root.Window.window.update()
        }
    }

    Component.onCompleted: {
        cardType.createObject(root, {
            index: 0, side: "player", slot: 0, faceUp: false, shown: true,
            faceSource: "", backSource: "", accessibleName: ""
        }).destroy()
        chipType.createObject(root).destroy()
    }
}
