pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The top five: place, name, score, table, date.
ColumnLayout {
    id: root
    objectName: "leaderboardTable"
    spacing: 4
    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Los cinco mejores")

    RowLayout {
        Layout.fillWidth: true
        spacing: 10
        Repeater {
            model: [qsTr("Nº"), qsTr("NOMBRE"), qsTr("FICHAS"), qsTr("MESA"), qsTr("FECHA")]
            Text {
                required property string modelData
                required property int index
                textFormat: Text.PlainText
                Layout.preferredWidth: Theme.scaled([40, 200, 110, 150, 130][index])
                Layout.fillWidth: index === 1
                text: modelData
                color: Theme.gold
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: Theme.fontCaption
                font.letterSpacing: 1
                horizontalAlignment: index === 2 ? Text.AlignRight : Text.AlignLeft
            }
        }
    }
    Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.gold; opacity: 0.6 }

    Repeater {
        id: rows
        model: Night.leaderboard
        delegate: Rectangle {
            id: row
            required property int place
            required property string name
            required property string scoreText
            required property string tableName
            required property string dateText
            required property bool highlighted
            required property string accessibleName
            objectName: "leaderboardRow_" + place
            Layout.fillWidth: true
            implicitHeight: 36
            radius: 6
            color: highlighted ? Theme.rowHighlight : (place % 2 ? Theme.shade : "transparent")
            activeFocusOnTab: true
            border.width: activeFocus ? 2 : 0
            border.color: Theme.focus
            Accessible.role: Accessible.Row
            Accessible.name: accessibleName
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 4
                anchors.rightMargin: 4
                spacing: 10
                Repeater {
                    model: [row.place + ".", row.name, row.scoreText, row.tableName, row.dateText]
                    Text {
                        required property string modelData
                        required property int index
                        textFormat: Text.PlainText
                        Layout.preferredWidth: Theme.scaled([40, 200, 110, 150, 130][index])
                        Layout.fillWidth: index === 1
                        text: modelData
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: index === 2
                        font.pixelSize: Theme.fontText
                        horizontalAlignment: index === 2 ? Text.AlignRight : Text.AlignLeft
                    }
                }
            }
        }
    }
    Text {
        textFormat: Text.PlainText
        visible: rows.count === 0
        text: qsTr("Todavía no hay puntajes: la primera noche que termines entra aquí.")
        color: Theme.textDim
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
        Layout.topMargin: 8
    }
}
