import QtQuick
import BaccaratCore

// A problem with the stored files (set aside, could not be saved), until read.
// Its contents are built only while there is something to say.
Item {
    id: root
    objectName: "noticeBar"
    visible: Announcer.notice !== ""
    implicitHeight: visible && content.item ? (content.item as Item).implicitHeight : 0
    Accessible.role: Accessible.AlertMessage
    Accessible.name: Announcer.notice

    Loader {
        id: content
        anchors.fill: parent
        active: root.visible
        sourceComponent: Rectangle {
            implicitHeight: Math.max(44, noticeText.implicitHeight + 16)
            color: Theme.notice
            border.color: Theme.warning

            Text {
                id: noticeText
                textFormat: Text.PlainText
                anchors.left: parent.left
                anchors.right: closeButton.left
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 12
                text: Announcer.notice
                wrapMode: Text.WordWrap
                color: Theme.warning
                font.family: Theme.sans
                font.pixelSize: Theme.fontNote
            }
            CasinoButton {
                id: closeButton
                objectName: "dismissNotice"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.rightMargin: 8
                text: qsTr("Entendido")
                onClicked: Announcer.dismissNotice()
            }
        }
    }
}
