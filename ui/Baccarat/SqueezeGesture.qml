import QtQuick

// How far a squeezed card is lifted, and from where: the pointer and the
// arrow keys pull an edge or a corner toward the middle, a release lets it
// fall back, and the card turns over once faceUp is set. It draws nothing;
// SqueezeView draws what it says. Laid over the card, in the card's
// coordinates.
Item {
    id: root

    property bool faceUp: false
    // Lies face up at once when faceUp is set (no turn over to watch).
    property bool landed: false
    // False: presses, drags and keys do nothing (the card is open, or not ours).
    property bool interactive: true
    property bool reducedMotion: false
    // The turn over's duration is multiplied by this (the dealing pace): 0 turns at once.
    property real turnScale: 1
    // How far the peel must go (progress) before the card asks to open.
    property real revealThreshold: 0.55

    // Card stock: a roll a seventh of the card's width across, and a flap
    // that leans back over the card so its face shows from above.
    readonly property real radius: 0.07 * Math.min(width, height)
    readonly property real liftAngle: 0.9 * Math.PI
    // The edge point held, the unit direction of the pull, and the way the
    // card turns over (both set when a lift begins).
    readonly property vector2d grab: priv.grab
    readonly property vector2d direction: priv.direction
    readonly property vector2d turnNormal: priv.turnNormal
    // 0 face down .. 1 face up.
    readonly property real turn: priv.turn
    // How far the card is lifted now (the curl relaxes while it turns over),
    // and how far that is drawn.
    readonly property real liftLength: priv.pullLength * priv.hold * (1 - priv.turn)
    readonly property real shownLength: reducedMotion ? 0 : liftLength
    readonly property vector2d pointer: grab.plus(direction.times(shownLength))
    readonly property bool bent: shownLength > 0.25 || (turn > 0 && turn < 1)
    // 0 flat .. 1 the flap covers the card; 1 once face up.
    readonly property real progress: faceUp ? 1 : Math.min(1, progressOf(liftLength))
    // True while the card is off the table: being lifted, falling back or held.
    readonly property bool lifting: !faceUp && (drag.active || liftLength > 0)
    // Presses, drags and keys lift the card (it is interactive and face down).
    readonly property bool canLift: interactive && !faceUp

    // A lift began: the face will be needed.
    signal started()
    // The player pulled past the reveal point, tapped, or pressed Enter/Space.
    signal openRequested()
    // A press or a tap on the card: it takes the focus, without a ring.
    signal pointerUsed()
    // A lifted card was let go before it opened: it falls back on the felt.
    signal fellBack()
    // The card finished turning over (at once without motion): it lies face up.
    signal turnedUp()

    SqueezeFlick {
        id: flick
        cardSize: Math.min(root.width, root.height)
    }

    SqueezeGeometry {
        id: geometry
        width: root.width
        height: root.height
    }

    QtObject {
        id: priv

        readonly property real keyStep: root.revealThreshold / 4

        property bool announced: false      // started sent for this card
        property bool requested: false      // openRequested sent during this lift
        property bool fromKeys: false
        property int keyEdge: -1
        property real keyLength: 0           // where the arrow keys have pulled to
        property vector2d grab: Qt.vector2d(0, root.height / 2)
        property vector2d direction: Qt.vector2d(1, 0)   // unit, of the pull
        property real pullLength: 0          // how far the grabbed edge is pulled
        property real hold: 1                // 1 held; falls to 0 when let go
        property real turn: 0                // 0 face down .. 1 face up
        property vector2d turnNormal: Qt.vector2d(1, 0)
        property vector2d pressPoint         // where the pointer went down
        property var zone                    // the edge or corner being dragged

        Behavior on pullLength {
            enabled: priv.fromKeys && !root.reducedMotion
            NumberAnimation { duration: 140; easing.type: Easing.OutQuad }
        }
    }

    // How far a pull of this length has peeled the card (about the share
    // of its depth, along the pull, that is off the table).
    function progressOf(length) {
        return length / ((1 - Math.cos(liftAngle)) * geometry.depthFrom(priv.grab, priv.direction));
    }

    function begin(zone) {
        fall.stop();
        priv.hold = 1;
        priv.requested = false;
        priv.grab = zone.grab;
        priv.turnNormal = zone.turn;
        priv.direction = zone.normals.length === 2 ? zone.normals[0].plus(zone.normals[1]).normalized()
                                                   : zone.normals[0];
        if (!priv.announced) {
            priv.announced = true;
            root.started();
        }
    }

    // Set the pull, stopping at the reveal point and asking to open there.
    function pullTo(v) {
        const length = v.length();
        if (length > 1e-3)
            priv.direction = v.normalized();
        const limit = revealThreshold * (1 - Math.cos(liftAngle)) * geometry.depthFrom(priv.grab, priv.direction);
        priv.pullLength = Math.min(length, limit);
        if (length >= limit - 1e-6 && !priv.requested) {
            priv.requested = true;
            root.openRequested();
        }
    }

    // Let go: a flick opens the card; a lifted card falls back (lifted by the keys, its pull may still be easing in).
    function release(fromPointer) {
        if (fromPointer && !priv.requested && !faceUp
                && flick.flung(priv.direction, progressOf(priv.pullLength))) {
            priv.requested = true;
            root.openRequested();
            return;
        }
        if (!priv.requested && !faceUp && (priv.pullLength > 0 || (priv.fromKeys && priv.keyLength > 0))) {
            fall.restart();
            root.fellBack();
        }
    }

    // Ask to open the card at once (a tap, Enter, a screen reader's press).
    function open() {
        if (interactive && !faceUp) {
            priv.requested = true;
            root.openRequested();
        }
    }

    // Arrow keys: 0 left, 1 top, 2 right, 3 bottom edge, lifted a step at a time.
    function liftEdge(edge) {
        if (edge !== priv.keyEdge || !priv.fromKeys) {
            priv.fromKeys = false;
            priv.pullLength = 0;
            priv.keyLength = 0;
            priv.keyEdge = edge;
            begin(geometry.edgeZone(edge));
            priv.fromKeys = true;
        }
        priv.keyLength += priv.keyStep * (1 - Math.cos(liftAngle)) * geometry.depthFrom(priv.grab, priv.direction);
        pullTo(priv.direction.times(priv.keyLength));
    }

    // Escape: a card lifted with the keys falls back; false if there was none.
    function letGo() {
        if (!priv.fromKeys || priv.keyLength === 0 || priv.requested)
            return false;
        release();
        priv.fromKeys = false;
        return true;
    }

    // The card's keys: the arrows lift an edge, Enter or Space open it,
    // Escape lets a lifted edge fall. Leaves other keys unaccepted.
    function keyPressed(event) {
        switch (event.key) {
        case Qt.Key_Left: liftEdge(0); break;
        case Qt.Key_Up: liftEdge(1); break;
        case Qt.Key_Right: liftEdge(2); break;
        case Qt.Key_Down: liftEdge(3); break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space: open(); break;
        case Qt.Key_Escape:
            if (!letGo())
                return;
            break;
        default: return;
        }
        event.accepted = true;
    }

    NumberAnimation {
        id: fall
        target: priv
        property: "hold"
        from: 1
        to: 0
        duration: root.reducedMotion ? 0 : 420
        easing.type: Easing.OutBounce
        easing.amplitude: 0.35
        onFinished: {
            priv.fromKeys = false;
            priv.pullLength = 0;
            priv.hold = 1;
        }
    }

    NumberAnimation {
        id: turnAnimation
        target: priv
        property: "turn"
        to: 1
        duration: 460 * root.turnScale
        easing.type: Easing.InOutQuad
        onFinished: root.turnedUp()
    }

    // Face up with no turn to watch: it lies face up now.
    function lieFaceUp() {
        turnAnimation.stop();
        priv.turn = 1;
        root.turnedUp();
    }

    onLandedChanged: if (landed && faceUp && priv.turn < 1) lieFaceUp()

    Component.onCompleted: priv.turn = faceUp ? 1 : 0

    onFaceUpChanged: {
        if (faceUp) {
            fall.stop();
            priv.hold = 1;
            if (reducedMotion || landed || turnScale === 0)
                lieFaceUp();
            else
                turnAnimation.restart();
        } else {
            fall.stop();
            turnAnimation.stop();
            priv.fromKeys = false;
            priv.pullLength = 0;
            priv.hold = 1;
            priv.requested = false;
            priv.turn = 0;
            priv.announced = false;
        }
    }

    DragHandler {
        id: drag
        target: null
        enabled: root.canLift
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad | PointerDevice.TouchScreen
                         | PointerDevice.Stylus
        minimumPointCount: 1
        maximumPointCount: 1

        onActiveChanged: {
            if (active) {
                root.pointerUsed();
                priv.fromKeys = false;
                priv.zone = geometry.zoneAt(centroid.pressPosition);
                root.begin(priv.zone);
                priv.pressPoint = Qt.vector2d(centroid.pressPosition.x, centroid.pressPosition.y);
                flick.track(priv.pressPoint, true);
                follow();
            } else {
                root.release(true);
            }
        }
        onCentroidChanged: if (active) follow()

        function follow() {
            const p = Qt.vector2d(centroid.position.x, centroid.position.y);
            flick.track(p, false);
            root.pullTo(geometry.clampPull(p.minus(priv.pressPoint), priv.zone.normals));
        }
    }

    TapHandler {
        enabled: root.canLift
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad | PointerDevice.TouchScreen
                         | PointerDevice.Stylus
        longPressThreshold: 0.4
        onPressedChanged: if (pressed) flick.press()
        onTapped: {
            root.pointerUsed();
            root.open();
        }
    }
}
