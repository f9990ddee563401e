pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The odds of the cards left in the shoe: each result's probability and each
// bet's house edge at this table (seven at EZ), beside a fresh shoe's, a line
// for a bet the cards left favour, and honest words on what they mean. The
// figures change only when a coup settles.
FocusScope {
    id: root
    objectName: "oddsPanel"

    implicitHeight: column.implicitHeight
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.focusable: true
    Accessible.name: qsTr("Probabilidades del zapato")
    Accessible.description: Odds.summary !== "" ? Odds.summary : qsTr("Calculando…")

    component Heading: Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontNote
        font.letterSpacing: 1
        wrapMode: Text.WordWrap
    }
    component Figure: Text {
        textFormat: Text.PlainText
        Layout.preferredWidth: Theme.scaled(58)
        horizontalAlignment: Text.AlignRight
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontSmall
    }
    component Label: Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontSmall
        elide: Text.ElideRight
    }
    component ColumnHeads: RowLayout {
        Layout.fillWidth: true
        spacing: 4
        Item { Layout.fillWidth: true }
        Figure { text: qsTr("ahora"); color: Theme.textDim; font.pixelSize: Theme.fontTiny}
        Figure { text: qsTr("nuevo"); color: Theme.textDim; font.pixelSize: Theme.fontTiny}
    }

    ColumnLayout {
        id: column
        width: root.width
        spacing: 3

        Heading { text: qsTr("PROBABILIDADES DEL ZAPATO") }
        Text {
            textFormat: Text.PlainText
            objectName: "oddsCards"
            Layout.fillWidth: true
            text: Odds.cardsText !== "" ? Odds.cardsText : qsTr("Calculando…")
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontTiny
            wrapMode: Text.WordWrap
        }
        // A bet the cards left favour, said as a fact (the screen reader hears it once per coup).
        Text {
            objectName: "oddsFavour"
            textFormat: Text.PlainText
            visible: text !== ""
            Layout.fillWidth: true
            text: Odds.favourText
            color: Theme.won
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        ColumnHeads {}
        Repeater {
            model: Odds.rows
            delegate: RowLayout {
                id: resultRow
                required property var modelData
                required property int index
                Layout.fillWidth: true
                spacing: 4
                Label { objectName: "oddsResultLabel_" + resultRow.index; text: resultRow.modelData.label }
                Figure { text: resultRow.modelData.now; font.bold: true }
                Figure { text: resultRow.modelData.fresh; color: Theme.textDim }
            }
        }

        Heading { text: qsTr("VENTAJA DE LA CASA"); Layout.topMargin: 6 }
        ColumnHeads {}
        Repeater {
            model: Odds.edges
            delegate: ColumnLayout {
                id: edgeRow
                required property var modelData
                required property int index
                Layout.fillWidth: true
                spacing: 0
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 4
                    Label { objectName: "oddsEdgeLabel_" + edgeRow.index; text: edgeRow.modelData.label }
                    Figure {
                        text: edgeRow.modelData.now
                        font.bold: true
                        color: edgeRow.modelData.negative ? Theme.won : Theme.text
                    }
                    Figure { text: edgeRow.modelData.fresh; color: Theme.textDim }
                }
                Text {
                    textFormat: Text.PlainText
                    visible: edgeRow.modelData.negative
                    Layout.alignment: Qt.AlignRight
                    text: edgeRow.modelData.note
                    color: Theme.won
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontTiny
                }
            }
        }
        Text {
            objectName: "oddsCaveat"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.topMargin: 6
            text: Odds.caveat
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontTiny
            lineHeight: 1.1
            wrapMode: Text.WordWrap
        }
    }

    // The keyboard is here: ring it.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -4
        radius: 6
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
        visible: root.activeFocus
    }
}
