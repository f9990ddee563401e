import QtQuick
import QtQuick.Controls

// The top five, opened from the lobby.
Dialog {
    id: root
    objectName: "leaderboardDialog"
    title: qsTr("Los cinco mejores")
    modal: true
    // Built by a Loader: sit on the window's overlay, not on the (empty) Loader.
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.scaled(760), parent ? parent.width - 40 : Theme.scaled(760))
    footer: Item {
        implicitHeight: 64
        CasinoButton {
            id: closeButton
            objectName: root.objectName + "Close"
            anchors.centerIn: parent
            text: qsTr("CERRAR")
            onClicked: root.close()
        }
    }
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 12 }
    header: Text {
        textFormat: Text.PlainText
        text: root.title
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontAmount
        padding: 18
    }
    LeaderboardTable { anchors.fill: parent }
    onOpened: closeButton.forceActiveFocus()
}
