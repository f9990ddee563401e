import QtQuick
import BaccaratCore

// One card on the table. Face down it shows the deck's back; the face is only
// known once the player starts to open it. Click/tap or Enter opens it.
Item {
    id: card
    required property int index
    required property string side
    required property int slot
    required property bool faceUp
    required property string faceSource
    required property string backSource
    required property string accessibleName

    objectName: "card_" + index
    activeFocusOnTab: !faceUp
    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    Accessible.description: faceUp ? "" : qsTr("Pulsa Intro para abrirla")
    Accessible.onPressAction: open()
    Keys.onReturnPressed: open()
    Keys.onSpacePressed: open()

    function open() {
        if (!faceUp) {
            Game.beginSqueeze(index)
            Game.openCard(index)
        }
    }

    Rectangle {
        // Soft shadow on the felt.
        x: 4; y: 5
        width: parent.width; height: parent.height
        radius: width * 0.06
        color: Qt.rgba(0, 0, 0, 0.35)
    }

    Flipable {
        id: flip
        anchors.fill: parent
        front: Image {
            anchors.fill: parent
            source: card.backSource
            sourceSize: Qt.size(card.width * Screen.devicePixelRatio, card.height * Screen.devicePixelRatio)
            smooth: true
            mipmap: true
        }
        back: Image {
            anchors.fill: parent
            source: card.faceSource
            sourceSize: Qt.size(card.width * Screen.devicePixelRatio, card.height * Screen.devicePixelRatio)
            smooth: true
            mipmap: true
        }
        transform: Rotation {
            id: rotation
            origin.x: flip.width / 2
            origin.y: flip.height / 2
            axis { x: 0; y: 1; z: 0 }
            angle: card.faceUp ? 180 : 0
            Behavior on angle {
                NumberAnimation { duration: Game.reducedMotion ? 0 : 320; easing.type: Easing.InOutQuad }
            }
        }
    }

    Rectangle {
        visible: card.activeFocus
        anchors.fill: parent
        anchors.margins: -5
        radius: 10
        color: "transparent"
        border.width: 3
        border.color: Theme.focus
    }

    MouseArea {
        anchors.fill: parent
        enabled: !card.faceUp
        cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.open()
    }
}
