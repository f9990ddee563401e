pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The list of nights (the latest first, read a page at a time as it
// scrolls) beside the totals across every night.
FocusScope {
    objectName: "historyNights"
    GridLayout {
    anchors.fill: parent
    columns: 2
    columnSpacing: 20
    rowSpacing: 12

    // Beside the list; on a small window it is the list's header instead and scrolls away with it.
    HistoryTotals {
        visible: !Theme.compact
        Layout.preferredWidth: Theme.scaled(460)
        Layout.fillHeight: true
        Layout.row: 0
        Layout.column: 1
    }

    ListView {
        id: list
        objectName: "historyNightList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.row: 0
        Layout.column: 0
        clip: true
        focus: true
        spacing: 2
        model: History.nights
        keyNavigationEnabled: true
        highlightMoveDuration: 0
        // Home and End: the first and the last row (the model reads only the page it lands on).
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                list.currentIndex = event.key === Qt.Key_Home ? 0 : list.count - 1
                list.positionViewAtIndex(list.currentIndex, ListView.Contain)
                event.accepted = true
            }
        }
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Noches jugadas")
        // The header (the totals, when compact) grows as its rows come in: keep it in view at the top.
        onOriginYChanged: if (list.currentIndex <= 0) list.positionViewAtBeginning()
        Keys.onReturnPressed: History.openNight(list.currentIndex)
        Keys.onEnterPressed: History.openNight(list.currentIndex)

        header: Column {
            width: ListView.view.width
            spacing: 10
            HistoryTotals {
                visible: Theme.compact
                width: parent.width
            }
            RowLayout {
                x: 8
                width: parent.width - 16
                height: 34
                spacing: 10
                Repeater {
                    model: [qsTr("FECHA"), qsTr("MESA"), qsTr("MANOS"), qsTr("RESULTADO")]
                    Text {
                        required property string modelData
                        required property int index
                        textFormat: Text.PlainText
                        Layout.preferredWidth: [Theme.historyDateWidth, Theme.scaled(150), Theme.scaled(70), Theme.scaled(110)][index]
                        Layout.fillWidth: index === 1
                        text: modelData
                        color: Theme.gold
                        font.family: Theme.sans
                        font.bold: true
                        font.pixelSize: Theme.fontCaption
                        horizontalAlignment: index >= 2 ? Text.AlignRight : Text.AlignLeft
                    }
                }
            }
        }

        delegate: Rectangle {
            id: row
            required property int index
            required property string date
            required property string tableName
            required property int coups
            required property string resultText
            required property bool won
            required property string accessibleName
            objectName: "historyNight_" + index
            width: ListView.view.width
            height: Theme.historyNightHeight
            radius: 6
            focus: ListView.isCurrentItem
            color: ListView.isCurrentItem ? Theme.rowHighlight : (index % 2 ? Theme.shade : "transparent")
            border.width: activeFocus ? 2 : 0
            border.color: Theme.focus
            Accessible.role: Accessible.ListItem
            Accessible.name: accessibleName
            Accessible.focusable: true
            Accessible.focused: activeFocus
            MouseArea {
                anchors.fill: parent
                onClicked: {
                    list.currentIndex = row.index
                    list.forceActiveFocus()
                }
                onDoubleClicked: History.openNight(row.index)
            }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 8
                anchors.rightMargin: 8
                spacing: 10
                Repeater {
                    model: [row.date, row.tableName, String(row.coups), row.resultText]
                    Text {
                        required property string modelData
                        required property int index
                        textFormat: Text.PlainText
                        Layout.preferredWidth: [Theme.historyDateWidth, Theme.scaled(150), Theme.scaled(70), Theme.scaled(110)][index]
                        Layout.fillWidth: index === 1
                        text: modelData
                        elide: Text.ElideRight
                        // A night with no hands (or none won or lost) is neither green nor red.
                        color: index === 3 ? (row.won ? Theme.won : row.coups === 0 || row.resultText === "0" ? Theme.textDim : Theme.lost)
                                           : Theme.text
                        font.family: Theme.sans
                        font.bold: index === 3
                        font.pixelSize: Theme.fontText
                        horizontalAlignment: index >= 2 ? Text.AlignRight : Text.AlignLeft
                    }
                }
            }
        }

        Text {
            objectName: "historyEmpty"
            anchors.centerIn: parent
            width: parent.width - 40
            visible: list.count === 0 && History.problem === ""  // else the line above the list says why
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: History.available ? qsTr("Aún no hay noches en el historial: cada mano que juegues quedará aquí.")
                                    : qsTr("Esta partida no tiene historial de noches (mira el aviso).")
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontHeading
        }
    }
}
}
