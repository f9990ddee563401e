import QtQuick
import QtQuick.Controls
import BaccaratCore

// A problem with the stored files (set aside, could not be saved), until read.
Rectangle {
    id: bar
    objectName: "noticeBar"
    visible: Game.notice !== ""
    height: visible ? Math.max(44, noticeText.implicitHeight + 16) : 0
    color: Theme.contrast ? "#000000" : "#4a3505"
    border.color: Theme.warning
    Accessible.role: Accessible.AlertMessage
    Accessible.name: Game.notice

    Text {
        id: noticeText
        anchors.left: parent.left
        anchors.right: closeButton.left
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: 12
        text: Game.notice
        wrapMode: Text.WordWrap
        color: Theme.warning
        font.family: Theme.sans
        font.pixelSize: 14
    }
    CasinoButton {
        id: closeButton
        objectName: "dismissNotice"
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.rightMargin: 8
        text: qsTr("Entendido")
        onClicked: Game.dismissNotice()
    }
}
