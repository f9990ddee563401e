import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// What the game said, newest at the bottom, for a player who wants to read it;
// the line stepped to with the speech history's keys is marked.
ColumnLayout {
    id: root
    objectName: "speechList"
    spacing: 4

    Text {
        textFormat: Text.PlainText
        text: qsTr("LO DICHO")
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontBody
        font.letterSpacing: 1.5
    }
    ListView {
        id: list
        objectName: "speechListView"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 80
        clip: true
        spacing: 4
        model: SpeechHistory.entries
        currentIndex: SpeechHistory.position >= 0 ? SpeechHistory.position : count - 1
        onCountChanged: positionViewAtEnd()
        onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Lo que dijo el juego")
        ScrollBar.vertical: ScrollBar {}
        delegate: Text {
            required property string modelData
            required property int index
            width: ListView.view.width
            textFormat: Text.PlainText
            text: modelData
            wrapMode: Text.WordWrap
            color: index === SpeechHistory.position ? Theme.gold : Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontSmall
            Accessible.role: Accessible.ListItem
            Accessible.name: modelData
        }
    }
}
