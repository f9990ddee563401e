import QtQuick
import Baccarat

// A felt with one SqueezeCard, answering its signals the way the table's model
// does: the face on squeezeStarted, faceUp on openRequested.
Window {
    id: window

    property url backUrl
    property url faceUrl
    property bool answerOpen: true
    property int startedCount: 0
    property int openCount: 0
    property bool faceWasEmptyAtStart: false
    property alias card: card
    property real cardWidth: 180
    property bool cardFocus: true
    property bool startFaceUp: false

    width: 480
    height: 480
    visible: true
    color: "#0b5d3b"
    title: "SqueezeHarness"

    SqueezeCard {
        id: card
        objectName: "card"
        x: (window.width - width) / 2
        y: (window.height - height) / 2
        width: window.cardWidth
        height: Math.round(window.cardWidth * 88 / 63)
        backSource: window.backUrl
        faceSource: window.startFaceUp ? window.faceUrl : ""
        faceUp: window.startFaceUp
        accessibleName: "Carta del jugador, boca abajo"
        focus: window.cardFocus

        onSqueezeStarted: {
            window.faceWasEmptyAtStart = faceSource.toString() === "";
            window.startedCount += 1;
            faceSource = window.faceUrl;
        }
        onOpenRequested: {
            window.openCount += 1;
            if (window.answerOpen)
                faceUp = true;
        }
    }
}
