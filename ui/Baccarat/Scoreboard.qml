import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The shoe's scoreboard, arranged as casino boards are: the bead plate on
// the left; the big road across the top right, with the three derived roads
// under it (Big Eye Boy, Small Road, Cockroach Pig); the shoe's counts and
// the two asks beside them (or under them, on a narrow board).
Rectangle {
    id: root
    objectName: "scoreboard"

    // The big road's cell in pixels; the bead plate's is 1.75 times that, the derived roads' 0.75.
    property real cell: Theme.roadCell
    // The side being asked about ("banker", "player") while its marks blink, else "".
    property string asking: ""
    // Columns of the bead plate in view (it scrolls to the newest).
    property int beadColumns: 7
    // The counts and the asks: beside the roads, or under them.
    property bool countsBeside: true

    signal askRequested(string side)

    readonly property var askMarks: asking === "banker" ? Roads.bankerAsk : asking === "player" ? Roads.playerAsk : []
    readonly property real derivedCell: Math.round(cell * 0.75)

    implicitHeight: grid.implicitHeight + 12
    color: Theme.roadFrame
    radius: 8
    border.color: Theme.panelBorder
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Caminos del zapato")
    Accessible.description: Roads.summary

    GridLayout {
        id: grid
        anchors.fill: parent
        anchors.margins: 6
        columns: root.countsBeside ? 3 : 2
        columnSpacing: 6
        rowSpacing: 6

        RoadGrid {
            objectName: "road_bead"
            Layout.preferredWidth: root.beadColumns * cell + 1
            Layout.preferredHeight: implicitHeight
            Layout.alignment: Qt.AlignTop
            roadModel: Roads.beadPlate
            columns: Roads.columns[0]
            cell: Math.round(root.cell * 1.75)
            kind: "bead"
            name: Roads.names[0]
            summary: Roads.summaries[0]
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignTop
            spacing: 3
            RoadGrid {
                objectName: "road_big"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                roadModel: Roads.bigRoad
                columns: Roads.columns[1]
                cell: root.cell
                kind: "big"
                name: Roads.names[1]
                summary: Roads.summaries[1]
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 3
                RoadGrid {
                    objectName: "road_big_eye_boy"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight
                    roadModel: Roads.bigEyeBoy
                    columns: Roads.columns[2]
                    cell: root.derivedCell
                    kind: "ring"
                    askMark: root.askMarks.length ? root.askMarks[0] : null
                    name: Roads.names[2]
                    summary: Roads.summaries[2]
                }
                RoadGrid {
                    objectName: "road_small_road"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight
                    roadModel: Roads.smallRoad
                    columns: Roads.columns[3]
                    cell: root.derivedCell
                    kind: "dot"
                    askMark: root.askMarks.length ? root.askMarks[1] : null
                    name: Roads.names[3]
                    summary: Roads.summaries[3]
                }
                RoadGrid {
                    objectName: "road_cockroach_pig"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight
                    roadModel: Roads.cockroachPig
                    columns: Roads.columns[4]
                    cell: root.derivedCell
                    kind: "slash"
                    askMark: root.askMarks.length ? root.askMarks[2] : null
                    name: Roads.names[4]
                    summary: Roads.summaries[4]
                }
            }
        }
        GridLayout {
            Layout.columnSpan: root.countsBeside ? 1 : 2
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: root.countsBeside ? Theme.scaled(192) : -1
            Layout.fillWidth: !root.countsBeside
            columns: root.countsBeside ? 1 : 3
            columnSpacing: 10
            rowSpacing: 4
            Text {
                textFormat: Text.PlainText
                objectName: "roadCounts"
                Layout.fillWidth: true
                // Never narrower than its lines (they do not wrap): the asks beside keep clear.
                Layout.minimumWidth: implicitWidth
                Layout.alignment: Qt.AlignTop
                text: Roads.countsText
                color: Theme.text
                font.family: Theme.sans
                font.pixelSize: Theme.fontSmall
                Accessible.role: Accessible.StaticText
                Accessible.name: text.replace(/\n/g, ", ")
            }
            ColumnLayout {
                Layout.alignment: Qt.AlignTop
                spacing: 4
                AskButton {
                    objectName: "askBanker"
                    Layout.fillWidth: true
                    Layout.minimumWidth: implicitWidth
                    side: "banker"
                    marks: Roads.bankerAsk
                    shortcut: KeyMap.keys.askBanker
                    onClicked: root.askRequested("banker")
                }
                AskButton {
                    objectName: "askPlayer"
                    Layout.fillWidth: true
                    Layout.minimumWidth: implicitWidth
                    side: "player"
                    marks: Roads.playerAsk
                    shortcut: KeyMap.keys.askPlayer
                    onClicked: root.askRequested("player")
                }
            }
            Text {
                objectName: "roadsNote"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                text: qsTr("Historia del zapato: no predice la próxima mano.")
                color: Theme.textDim
                font.family: Theme.sans
                font.italic: true
                font.pixelSize: Theme.fontTiny
                wrapMode: Text.WordWrap
            }
        }
    }
}
