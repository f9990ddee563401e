import QtQuick
import BaccaratCore

// One card on the table, squeezable. Face down it shows the deck's back; the
// face reaches QML only once the player starts to lift the card (the model
// answers beginSqueeze). Drag from an edge or corner, tap, press Enter, or
// use the arrow keys to open it.
Item {
    id: root
    required property int index
    required property string side
    required property int slot
    required property bool faceUp
    required property bool shown
    required property string faceSource
    required property string backSource
    required property string accessibleName

    objectName: "card_" + index
    // False while the card is still flying from the shoe to its place.
    property bool arrived: false
    readonly property alias squeeze: squeezeCard

    Rectangle {
        // Soft shadow of the card lying on the felt.
        x: 3; y: 4
        width: parent.width; height: parent.height
        radius: width * 0.05
        color: Theme.cardShadow
        visible: !squeezeCard.squeezing
    }

    SqueezeCard {
        id: squeezeCard
        objectName: "squeeze_" + root.index
        anchors.fill: parent
        backSource: root.backSource
        faceSource: root.faceSource
        // A card opened before it landed turns over once it lies in its place.
        faceUp: root.faceUp && (root.arrived || root.shown)
        // Face up on screen already (a resumed hand, the rest of a turn skipped): no turn to watch.
        landed: root.shown
        interactive: root.arrived && !root.faceUp && Hand.canOpen
        reducedMotion: Preferences.reducedMotion
        turnScale: Preferences.motionScale
        accessibleName: root.accessibleName
        onSqueezeStarted: Hand.beginSqueeze(root.index)
        onFellBack: Sound.cardFellBack()
        // Face up where the player sees it: what the card tells may show now.
        onTurnedUp: Reveal.cardShown(root.index)
        onOpenRequested: {
            Hand.beginSqueeze(root.index)
            Hand.openCard(root.index)
        }
    }

    // The squeeze by ear: S bends the focused card one step from the side;
    // each step says what came into view, the last opens it. The eye sees
    // the same steps: the long edge lifts a little more at each (once the
    // model has begun the squeeze, so the face under it is there to show).
    Shortcut {
        sequences: KeyMap.sequences.squeezeStep
        enabled: squeezeCard.activeFocus && squeezeCard.interactive
        onActivated: {
            Hand.squeezeStep(root.index)
            if (!root.faceUp)
                squeezeCard.liftEdge(2)
        }
    }
}
