import QtQuick
import BaccaratCore

// The table's one place for messages, between the hands and the spots: a
// refusal first, then a notice about the shoe (the reshuffle), each for its
// time (Announcer.messageDuration) or until the next action; with nothing to
// say, a hint (how to bet, how to squeeze) in a quieter colour. It never
// covers the cards or the hand's result.
Rectangle {
    id: root
    objectName: "messageArea"

    readonly property bool showingMessage: Announcer.message !== ""
    readonly property bool notice: Announcer.messageKind === "notice"
    readonly property string text: showingMessage ? Announcer.message : Table.hint

    implicitHeight: Theme.messageHeight
    radius: 8
    color: !showingMessage ? "transparent" : notice ? Theme.alertFill : Theme.bubble
    border.color: !showingMessage ? "transparent" : notice ? Theme.gold : Theme.warning
    border.width: Theme.contrast ? 2 : 1
    Accessible.role: showingMessage ? Accessible.AlertMessage : Accessible.StaticText
    Accessible.name: text

    Text {
        id: label
        objectName: "messageText"
        textFormat: Text.PlainText
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        anchors.topMargin: 2
        anchors.bottomMargin: 2
        text: root.text
        color: !root.showingMessage ? Theme.textDim : root.notice ? Theme.gold : Theme.warning
        font.family: Theme.sans
        font.bold: root.notice
        font.pixelSize: Theme.messageFont
        fontSizeMode: Text.Fit
        minimumPixelSize: 10
        wrapMode: Text.WordWrap
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }

    // Each message shown starts its time again; when it is over the
    // Announcer shows the next one, if any.
    Timer {
        id: expiry
        property int serial: 0
        interval: Announcer.messageDuration
        onTriggered: Announcer.expireMessage(serial)
    }
    function restartExpiry() {
        if (Announcer.message === "") {
            expiry.stop()
            return
        }
        expiry.serial = Announcer.messageSerial
        expiry.restart()
    }
    Connections {
        target: Announcer
        function onMessageSerialChanged() { root.restartExpiry() }
    }
    Component.onCompleted: restartExpiry()
}
