pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import BaccaratCore

// "¿Y si BANCA?" / "¿Y si JUGADOR?": the next mark of each derived road if
// that side won the next coup (a ring, a dot and a slash in their colours, as
// casino boards show them); pressing it makes those marks blink on the roads.
Button {
    id: root

    // "banker" or "player".
    property string side: "banker"
    // Roads.bankerAsk or Roads.playerAsk: {column, row, mark} per derived road.
    property var marks: []
    property string shortcut: ""
    readonly property color accent: side === "banker" ? Theme.banker : Theme.player
    readonly property bool showFocus: activeFocus && focusReason !== Qt.MouseFocusReason

    text: side === "banker" ? qsTr("¿Y si BANCA?") : qsTr("¿Y si JUGADOR?")
    focusPolicy: Qt.StrongFocus
    padding: 4
    leftPadding: 8
    rightPadding: 8
    font.family: Theme.sans
    font.bold: true
    font.pixelSize: Theme.fontSmall
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.description: qsTr("Muestra un momento la próxima marca de cada camino derivado. Atajo: %1").arg(shortcut)
    Keys.onReturnPressed: root.clicked()
    Keys.onEnterPressed: root.clicked()

    contentItem: Row {
        spacing: 6
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: root.text
            font: root.font
            color: root.accent
        }
        Repeater {
            model: ["ring", "dot", "slash"]
            delegate: Rectangle {
                id: swatch
                required property string modelData
                required property int index
                anchors.verticalCenter: parent ? parent.verticalCenter : undefined
                width: 14
                height: 14
                radius: 3
                color: Theme.roadPaper
                RoadMarkView {
                    anchors.centerIn: parent
                    cell: 12
                    kind: swatch.modelData
                    mark: root.marks.length > swatch.index ? root.marks[swatch.index].mark : Roads.NoMark
                }
            }
        }
    }
    background: Rectangle {
        implicitHeight: 26
        radius: height / 2
        color: root.down || root.hovered ? Theme.buttonHot : Theme.button
        border.width: root.showFocus ? 3 : 1
        border.color: root.showFocus ? Theme.focus : Theme.buttonBorder
    }
}
