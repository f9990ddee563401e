import QtQuick
import BaccaratCore

// A refusal shown next to the control it concerns (Announcer.messageTarget).
Rectangle {
    id: root
    property string target: ""
    objectName: "message_" + target
    visible: Announcer.message !== "" && Announcer.messageTarget === target
    width: Math.min(maxWidth, label.implicitWidth + 18)
    height: label.implicitHeight + 14
    property real maxWidth: 320
    radius: 8
    color: Theme.bubble
    border.color: Theme.warning
    border.width: Theme.contrast ? 2 : 1
    z: 20
    Accessible.role: Accessible.AlertMessage
    Accessible.name: visible ? Announcer.message : ""

    Text {
        id: label
        textFormat: Text.PlainText
        width: Math.min(root.maxWidth - 18, implicitWidth)
        anchors.centerIn: parent
        text: Announcer.message
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.warning
        font.family: Theme.sans
        font.pixelSize: 13
    }
}
