import QtQuick

// A face-down card the player squeezes open: press near an edge or a corner
// and drag toward the middle, and the card bends up like card stock along a
// crease that follows the pointer, showing its face on the lifted flap.
// Release early and it falls back; pull past revealThreshold, tap, or press
// Enter/Space and it asks to be opened (openRequested); it turns face up when
// the model sets faceUp. The arrow keys lift the edge they point at.
//
// SqueezeGesture turns presses and keys into how far the card is lifted;
// SqueezeView draws it (SqueezeSurface's shaders/squeeze.vert mirrors
// src/baccarat_qt/curl.py; on the software renderer SqueezeFallback draws a
// flat fold and a plain flip instead).
Item {
    id: root

    // Image of the card's back; always set.
    property url backSource
    // Image of the face; empty until the model hands it over (squeezeStarted).
    property url faceSource
    // Set by the model once the card is revealed, by any path.
    property bool faceUp: false
    // Lies face up at once when faceUp is set (no turn over to watch).
    property bool landed: false
    property bool interactive: true
    property bool reducedMotion: false
    // The turn over's duration is multiplied by this (the dealing pace): 0 turns at once.
    property real turnScale: 1
    // How far the peel must go (peelProgress) before the card asks to open.
    property real revealThreshold: 0.55
    property string accessibleName

    // 0 flat .. 1 the flap covers the card; 1 once face up.
    readonly property real peelProgress: gesture.progress
    // True while the card is off the table: being lifted, falling back or held.
    readonly property bool squeezing: gesture.lifting
    // 0 face down .. 1 face up, as drawn (the face shows from halfway).
    readonly property real turn: gesture.turn

    // The player started lifting the card: hand over faceSource now.
    signal squeezeStarted()
    // The player pulled past the reveal point, tapped, or pressed Enter/Space.
    signal openRequested()
    // The player let the card go before it opened: it falls back on the felt.
    signal fellBack()
    // The card finished turning over: it lies face up.
    signal turnedUp()

    implicitWidth: 126
    implicitHeight: 176
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: root.accessibleName
    Accessible.focusable: true
    Accessible.onPressAction: gesture.open()

    QtObject {
        id: priv
        property bool pointerFocus: false   // the focus came from a press: no focus ring
    }

    SqueezeView {
        anchors.fill: parent
        backSource: root.backSource
        faceSource: root.faceSource
        grab: gesture.grab
        pointer: gesture.pointer
        pullLength: gesture.shownLength
        direction: gesture.direction
        turnNormal: gesture.turnNormal
        turn: gesture.turn
        radius: gesture.radius
        liftAngle: gesture.liftAngle
        bent: gesture.bent
    }

    // How near the peel is to the point where the card turns over: 0 up to
    // half of it, 1 there. A gold edge shows it, brighter as it nears.
    readonly property real nearTurn: gesture.lifting && !root.faceUp
                                     ? Math.max(0, Math.min(1, (gesture.progress / root.revealThreshold - 0.5) * 2)) : 0
    Rectangle {
        objectName: "turnCue"
        anchors.fill: parent
        anchors.margins: -3
        radius: 0.05 * root.width + 3
        color: "transparent"
        border.color: Theme.gold
        border.width: 2 + 3 * root.nearTurn
        opacity: root.nearTurn
        visible: root.nearTurn > 0
    }

    // Focus ring, for keyboard focus.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -5
        radius: 0.05 * root.width + 5
        color: "transparent"
        border.color: Theme.focus
        border.width: 3
        visible: root.activeFocus && !priv.pointerFocus
    }

    SqueezeGesture {
        id: gesture
        anchors.fill: parent
        faceUp: root.faceUp
        landed: root.landed
        interactive: root.interactive
        reducedMotion: root.reducedMotion
        turnScale: root.turnScale
        revealThreshold: root.revealThreshold
        onStarted: root.squeezeStarted()
        onOpenRequested: root.openRequested()
        onFellBack: root.fellBack()
        onTurnedUp: root.turnedUp()
        onPointerUsed: {
            priv.pointerFocus = true;
            root.forceActiveFocus(Qt.MouseFocusReason);
        }
    }

    onActiveFocusChanged: if (!activeFocus) priv.pointerFocus = false

    // An edge lifted one step, as an arrow key does (0 left, 1 top, 2 right, 3 bottom).
    function liftEdge(edge) {
        if (gesture.canLift)
            gesture.liftEdge(edge)
    }

    Keys.enabled: gesture.canLift
    Keys.onPressed: event => {
        priv.pointerFocus = false;
        gesture.keyPressed(event);
    }
}
