pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// Totals across every night: nights, hands, the best and worst night, and
// for each bet at each table what was staked, what came back, and the
// return beside what the rules say it is.
Rectangle {
    id: root
    objectName: "historyTotals"
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 10
    implicitHeight: column.implicitHeight + 24
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Totales de todas las noches")

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        spacing: 6
        Text {
            textFormat: Text.PlainText
            text: qsTr("TOTALES")
            color: Theme.gold
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: Theme.fontBody
            font.letterSpacing: 1
        }
        Text {
            objectName: "historyTotalsSummary"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            text: History.totalsSummary
            color: Theme.text
            font.family: Theme.sans
            font.pixelSize: Theme.fontBody
            activeFocusOnTab: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            visible: History.betRows.length > 0
            Repeater {
                model: [qsTr("APUESTA"), qsTr("APOSTADO"), qsTr("VOLVIÓ"), qsTr("RETORNO"), qsTr("TEORÍA")]
                Text {
                    required property string modelData
                    required property int index
                    Layout.fillWidth: index === 0
                    Layout.preferredWidth: Theme.historyTotalsWidths[index]
                    textFormat: Text.PlainText
                    text: modelData
                    color: Theme.gold
                    font.family: Theme.sans
                    font.bold: true
                    font.pixelSize: Theme.fontSmall
                    horizontalAlignment: index ? Text.AlignRight : Text.AlignLeft
                }
            }
        }
        Repeater {
            model: History.betRows
            delegate: ColumnLayout {
                id: betRow
                required property var modelData
                required property int index
                objectName: "historyBet_" + index
                Layout.fillWidth: true
                spacing: 2
                activeFocusOnTab: true
                Accessible.role: Accessible.Row
                Accessible.name: betRow.modelData.sentence
                Text {
                    visible: betRow.modelData.firstOfTable
                    Layout.topMargin: 6
                    textFormat: Text.PlainText
                    text: qsTr("Mesa %1").arg(betRow.modelData.tableName)
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.italic: true
                    font.pixelSize: Theme.fontCaption
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    Text {
                        Layout.fillWidth: true
                        Layout.preferredWidth: Theme.historyTotalsWidths[0]
                        textFormat: Text.PlainText
                        text: betRow.modelData.name
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: false
                        font.pixelSize: Theme.fontNote
                        horizontalAlignment: Text.AlignLeft
                    }
                    Text {
                        Layout.preferredWidth: Theme.historyTotalsWidths[1]
                        textFormat: Text.PlainText
                        text: betRow.modelData.staked
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: false
                        font.pixelSize: Theme.fontNote
                        horizontalAlignment: Text.AlignRight
                    }
                    Text {
                        Layout.preferredWidth: Theme.historyTotalsWidths[2]
                        textFormat: Text.PlainText
                        text: betRow.modelData.returned
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: false
                        font.pixelSize: Theme.fontNote
                        horizontalAlignment: Text.AlignRight
                    }
                    Text {
                        Layout.preferredWidth: Theme.historyTotalsWidths[3]
                        textFormat: Text.PlainText
                        text: betRow.modelData.real
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: true
                        font.pixelSize: Theme.fontNote
                        horizontalAlignment: Text.AlignRight
                    }
                    Text {
                        Layout.preferredWidth: Theme.historyTotalsWidths[4]
                        textFormat: Text.PlainText
                        text: betRow.modelData.theory
                        elide: Text.ElideRight
                        color: Theme.textDim
                        font.family: Theme.sans
                        font.bold: false
                        font.pixelSize: Theme.fontNote
                        horizontalAlignment: Text.AlignRight
                    }
                }
            }
        }
    }
}
