import QtQuick
import BaccaratCore

// The place on the felt where one side's cards lie, with its name and total.
Rectangle {
    id: root
    objectName: "handBox_" + side
    property string side: "player"
    property string title: ""
    property int total: -1
    readonly property bool winner: Hand.resultWinner === (side === "player" ? Hand.Player : Hand.Banker)
    readonly property color accent: Theme.sideColor(side)
    radius: 18
    color: winner ? Qt.rgba(accent.r, accent.g, accent.b, 0.16) : Theme.handFill
    border.width: winner ? 3 : 2
    border.color: Qt.rgba(accent.r, accent.g, accent.b, winner ? 1 : 0.55)
    Accessible.role: Accessible.Grouping
    Accessible.name: total >= 0 ? qsTr("%1, suma %2").arg(title).arg(total) : title

    Text {
        id: heading
        textFormat: Text.PlainText
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.margins: 12
        text: root.title
        color: root.accent
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontTitle
        font.letterSpacing: 2
    }
    Rectangle {
        objectName: "total_" + root.side
        anchors.verticalCenter: heading.verticalCenter
        anchors.left: heading.right
        anchors.leftMargin: 12
        width: 40
        height: 40
        radius: 20
        color: root.total >= 0 ? root.accent : "transparent"
        border.color: root.accent
        border.width: 2
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: root.total >= 0 ? root.total : "–"
            color: root.total >= 0 ? Theme.totalText : root.accent
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: Theme.fontTitle
        }
    }
}
