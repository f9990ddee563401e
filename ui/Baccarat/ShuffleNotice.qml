import QtQuick
import BaccaratCore

// "Zapato nuevo": shown for a few seconds each time the shoe is shuffled.
Rectangle {
    id: root
    objectName: "shuffleNotice"

    // How long the notice stays, in milliseconds.
    property int duration: 3500

    visible: false
    width: shuffleText.implicitWidth + 40
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
        text: qsTr("Zapato nuevo: se barajan de nuevo las 8 barajas")
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
