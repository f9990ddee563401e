import QtQuick

// A face-down card the player squeezes open: press near an edge or a corner
// and drag toward the middle, and the card bends up like card stock along a
// crease that follows the pointer, showing its face on the lifted flap.
// Release early and it falls back; pull past revealThreshold, tap, or press
// Enter/Space and it asks to be opened (openRequested); it turns face up when
// the model sets faceUp. The arrow keys lift the edge they point at.
//
// The bend is drawn by SqueezeSurface (shaders/squeeze.vert mirrors
// src/baccarat_qt/curl.py); on the software renderer, which runs no shaders,
// SqueezeFallback draws a flat fold and a plain flip instead.
Item {
    id: root

    // Image of the card's back; always set.
    property url backSource
    // Image of the face; empty until the model hands it over (squeezeStarted).
    property url faceSource
    // Set by the model once the card is revealed, by any path.
    property bool faceUp: false
    property bool interactive: true
    property bool reducedMotion: false
    // How far the peel must go (peelProgress) before the card asks to open.
    property real revealThreshold: 0.55
    property string accessibleName

    // 0 flat .. 1 the flap covers the card; 1 once face up.
    readonly property real peelProgress: faceUp ? 1 : Math.min(1, priv.progressOf(priv.liftLength))
    // True while the card is off the table: being lifted, falling back or held.
    readonly property bool squeezing: !faceUp && (drag.active || priv.liftLength > 0)

    // The player started lifting the card: hand over faceSource now.
    signal squeezeStarted()
    // The player pulled past the reveal point, tapped, or pressed Enter/Space.
    signal openRequested()

    implicitWidth: 126
    implicitHeight: 176
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: root.accessibleName
    Accessible.focusable: true
    Accessible.onPressAction: priv.open()

    QtObject {
        id: priv

        readonly property bool software: bentCard.software
        readonly property bool enabled: root.interactive && !root.faceUp
        // Card stock: a roll a seventh of the card's width across, and a flap
        // that leans back over the card so its face shows from above.
        readonly property real radius: 0.07 * Math.min(root.width, root.height)
        readonly property real liftAngle: 0.9 * Math.PI
        readonly property real keyStep: root.revealThreshold / 4

        property bool announced: false      // squeezeStarted sent for this card
        property bool requested: false      // openRequested sent during this lift
        property bool fromKeys: false
        property bool pointerFocus: false   // focus came from a press: no focus ring
        property int keyEdge: -1
        property real keyLength: 0           // where the arrow keys have pulled to
        property vector2d grab: Qt.vector2d(0, root.height / 2)
        property vector2d direction: Qt.vector2d(1, 0)   // unit, of the pull
        property real pullLength: 0          // how far the grabbed edge is pulled
        property real hold: 1                // 1 held; falls to 0 when let go
        property real turn: 0                // 0 face down .. 1 face up
        property vector2d turnNormal: Qt.vector2d(1, 0)
        property vector2d pressPoint         // where the pointer went down

        // How far the card is lifted now (the curl relaxes while it turns
        // over), and how far that is drawn.
        readonly property real liftLength: pullLength * hold * (1 - turn)
        readonly property real shownLength: root.reducedMotion ? 0 : liftLength
        readonly property vector2d pointer: grab.plus(direction.times(shownLength))
        readonly property bool bent: shownLength > 0.25 || (turn > 0 && turn < 1)

        Behavior on pullLength {
            enabled: priv.fromKeys && !root.reducedMotion
            NumberAnimation { duration: 140; easing.type: Easing.OutQuad }
        }

        // How far a pull of this length has peeled the card (about the share
        // of its depth, along the pull, that is off the table).
        function progressOf(length) {
            return length / ((1 - Math.cos(liftAngle)) * depthFrom(grab, direction));
        }

        // Distance from an edge point across the card along a direction.
        function depthFrom(p, d) {
            const tx = d.x > 1e-6 ? (root.width - p.x) / d.x : d.x < -1e-6 ? -p.x / d.x : Infinity;
            const ty = d.y > 1e-6 ? (root.height - p.y) / d.y : d.y < -1e-6 ? -p.y / d.y : Infinity;
            return Math.max(1, Math.min(tx, ty));
        }

        // The edge or corner nearest to a press: the point held, the inward
        // edge normals it may be pulled along, and the turn-over direction.
        function zoneAt(p) {
            const w = root.width, h = root.height;
            const corner = 0.3 * Math.min(w, h);
            const nx = p.x < w / 2 ? 1 : -1, ny = p.y < h / 2 ? 1 : -1;
            const dx = Math.min(p.x, w - p.x), dy = Math.min(p.y, h - p.y);
            const ex = nx > 0 ? 0 : w, ey = ny > 0 ? 0 : h;
            if (dx < corner && dy < corner)
                return { grab: Qt.vector2d(ex, ey), normals: [Qt.vector2d(nx, 0), Qt.vector2d(0, ny)],
                         turn: Qt.vector2d(nx, 0) };
            if (dx / w <= dy / h)
                return { grab: Qt.vector2d(ex, p.y), normals: [Qt.vector2d(nx, 0)], turn: Qt.vector2d(nx, 0) };
            return { grab: Qt.vector2d(p.x, ey), normals: [Qt.vector2d(0, ny)], turn: Qt.vector2d(0, ny) };
        }

        // Keep a pull pointing into the card: within 60 degrees of an edge's
        // inward normal, or between a corner's two edges.
        function clampPull(v, normals) {
            if (normals.length === 2)
                return normals[0].times(Math.max(0, v.dotProduct(normals[0])))
                    .plus(normals[1].times(Math.max(0, v.dotProduct(normals[1]))));
            const n = normals[0], along = Qt.vector2d(-n.y, n.x);
            const a = v.dotProduct(n);
            if (a <= 0)
                return Qt.vector2d(0, 0);
            const b = Math.max(-1.732 * a, Math.min(1.732 * a, v.dotProduct(along)));
            return n.times(a).plus(along.times(b));
        }

        function announce() {
            if (!announced) {
                announced = true;
                root.squeezeStarted();
            }
        }

        function begin(zone) {
            fall.stop();
            hold = 1;
            requested = false;
            grab = zone.grab;
            turnNormal = zone.turn;
            direction = zone.normals.length === 2 ? zone.normals[0].plus(zone.normals[1]).normalized()
                                                  : zone.normals[0];
            announce();
        }

        // Set the pull, stopping at the reveal point and asking to open there.
        function pullTo(v) {
            const length = v.length();
            if (length > 1e-3)
                direction = v.normalized();
            const limit = root.revealThreshold * (1 - Math.cos(liftAngle)) * depthFrom(grab, direction);
            pullLength = Math.min(length, limit);
            if (length >= limit - 1e-6 && !requested) {
                requested = true;
                root.openRequested();
            }
        }

        function release() {
            if (!requested && !root.faceUp && pullLength > 0)
                fall.restart();
        }

        function open() {
            if (root.interactive && !root.faceUp) {
                requested = true;
                root.openRequested();
            }
        }

        // Arrow keys: 0 left, 1 top, 2 right, 3 bottom edge, lifted a step at a time.
        function liftEdge(edge) {
            const normals = [Qt.vector2d(1, 0), Qt.vector2d(0, 1), Qt.vector2d(-1, 0), Qt.vector2d(0, -1)];
            const points = [Qt.vector2d(0, root.height / 2), Qt.vector2d(root.width / 2, 0),
                            Qt.vector2d(root.width, root.height / 2), Qt.vector2d(root.width / 2, root.height)];
            if (edge !== keyEdge || !fromKeys) {
                fromKeys = false;
                pullLength = 0;
                keyLength = 0;
                keyEdge = edge;
                begin({ grab: points[edge], normals: [normals[edge]], turn: normals[edge] });
                fromKeys = true;
            }
            keyLength += keyStep * (1 - Math.cos(liftAngle)) * depthFrom(grab, direction);
            pullTo(direction.times(keyLength));
        }

        function letGo() {
            if (!fromKeys || keyLength === 0 || requested)
                return false;
            fromKeys = false;
            release();
            return true;
        }

        function reset() {
            fall.stop();
            turnAnimation.stop();
            fromKeys = false;
            pullLength = 0;
            hold = 1;
            requested = false;
        }
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
        duration: 460
        easing.type: Easing.InOutQuad
    }

    Component.onCompleted: priv.turn = faceUp ? 1 : 0

    onFaceUpChanged: {
        if (faceUp) {
            fall.stop();
            priv.hold = 1;
            if (reducedMotion) {
                priv.turn = 1;
            } else {
                turnAnimation.restart();
            }
        } else {
            priv.reset();
            priv.turn = 0;
            priv.announced = false;
        }
    }

    // The card as it lies: plain images while nothing bends.
    Image {
        id: backImage
        anchors.fill: parent
        source: root.backSource
        sourceSize: Qt.size(root.width * Screen.devicePixelRatio, root.height * Screen.devicePixelRatio)
        fillMode: Image.Stretch
        smooth: true
        // Hidden by opacity, not visibility: the bent layers use it as a texture.
        opacity: !priv.software && !priv.bent && priv.turn < 0.5 ? 1 : 0
    }
    Image {
        id: faceImage
        anchors.fill: parent
        source: root.faceSource
        sourceSize: backImage.sourceSize
        fillMode: Image.Stretch
        smooth: true
        opacity: !priv.software && !priv.bent && priv.turn >= 0.5 ? 1 : 0
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
        id: bentCard
        // GraphicsInfo attaches to items only (it reads the window's renderer).
        readonly property bool software: GraphicsInfo.api === GraphicsInfo.Software
        anchors.fill: parent
        visible: !priv.software && priv.bent

        SqueezeSurface {
            id: backSide
            anchors.fill: parent
            part: 0
            back: backImage
            face: faceImage.status === Image.Ready ? faceImage : backImage
            grab: priv.grab
            pointer: priv.pointer
            radius: priv.radius
            liftAngle: priv.liftAngle
            turnNormal: priv.turnNormal
            turnAngle: Math.PI * priv.turn
            turnLift: Math.abs(priv.turnNormal.x) > 0.5 ? width / 2 : height / 2
            eyePoint: priv.pointer.times(1 - priv.turn).plus(centre.times(priv.turn))
            eyeDistance: 4 * Math.max(width, height)
            hasFace: faceImage.status === Image.Ready ? 1 : 0
            faceFlip: Math.abs(priv.turnNormal.x) > 0.5 ? 0 : 1
        }
        SqueezeSurface {
            anchors.fill: parent
            part: 2
            // Under the whole card while it turns over; over the flat part while it is squeezed.
            z: priv.turn > 0 ? -1 : 0
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
        active: priv.software
        sourceComponent: SqueezeFallback {
            backSource: root.backSource
            faceSource: root.faceSource
            grab: priv.grab
            pull: priv.direction.times(priv.shownLength)
            turnNormal: priv.turnNormal
            turn: priv.turn
        }
    }

    onActiveFocusChanged: if (!activeFocus) priv.pointerFocus = false

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

    DragHandler {
        id: drag
        target: null
        enabled: priv.enabled
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad | PointerDevice.TouchScreen
                         | PointerDevice.Stylus
        minimumPointCount: 1
        maximumPointCount: 1
        property var zone

        onActiveChanged: {
            if (active) {
                priv.pointerFocus = true;
                root.forceActiveFocus(Qt.MouseFocusReason);
                priv.fromKeys = false;
                zone = priv.zoneAt(centroid.pressPosition);
                priv.begin(zone);
                priv.pressPoint = Qt.vector2d(centroid.pressPosition.x, centroid.pressPosition.y);
                follow();
            } else {
                priv.release();
            }
        }
        onCentroidChanged: if (active) follow()

        function follow() {
            const p = Qt.vector2d(centroid.position.x, centroid.position.y);
            priv.pullTo(priv.clampPull(p.minus(priv.pressPoint), zone.normals));
        }
    }

    TapHandler {
        enabled: priv.enabled
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad | PointerDevice.TouchScreen
                         | PointerDevice.Stylus
        longPressThreshold: 0.4
        onTapped: {
            priv.pointerFocus = true;
            root.forceActiveFocus(Qt.MouseFocusReason);
            priv.open();
        }
    }

    Keys.enabled: priv.enabled
    Keys.onPressed: event => {
        priv.pointerFocus = false;
        switch (event.key) {
        case Qt.Key_Left: priv.liftEdge(0); break;
        case Qt.Key_Up: priv.liftEdge(1); break;
        case Qt.Key_Right: priv.liftEdge(2); break;
        case Qt.Key_Down: priv.liftEdge(3); break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space: priv.open(); break;
        case Qt.Key_Escape:
            if (!priv.letGo())
                return;
            break;
        default: return;
        }
        event.accepted = true;
    }
}
