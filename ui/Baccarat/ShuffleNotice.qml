import QtQuick
import BaccaratCore

// The cut card came out: shown for a few seconds each time the shoe is
// shuffled (how many cards were left, and that the roads start afresh).
Rectangle {
    id: root
    objectName: "shuffleNotice"

    // How long the notice stays, in milliseconds.
    property int duration: 5000

    visible: false
    width: shuffleText.width + 40
    height: shuffleText.implicitHeight + 24
    radius: 12
    color: Theme.alertFill
    border.color: Theme.gold
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: shuffleText.text

    Text {
        id: shuffleText
        textFormat: Text.PlainText
        anchors.centerIn: parent
        width: Math.min(implicitWidth, 520)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: Hand.shuffleNotice
        color: Theme.gold
        font.family: Theme.sans
        font.bold: true
        font.pixelSize: 18
    }
    Timer {
        id: shuffleTimer
        interval: root.duration
        onTriggered: root.visible = false
    }
    Connections {
        target: Hand
        function onShoeShuffled() {
            root.visible = true
            shuffleTimer.restart()
        }
    }
}
