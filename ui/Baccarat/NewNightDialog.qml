import QtQuick
import QtQuick.Controls
import BaccaratCore

// Asked before a new night replaces the unfinished one: go back, or start anew.
Dialog {
    id: root
    objectName: "newNightDialog"
    title: qsTr("¿Empezar una noche nueva?")
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.scaled(600), parent ? parent.width - 40 : Theme.scaled(600))
    // The table of the new night (a table kind id; empty: the one chosen).
    property string table: ""
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 12 }
    header: Text {
        textFormat: Text.PlainText
        text: root.title
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontTitle
        padding: 16
    }
    Text {
        objectName: "newNightWarning"
        textFormat: Text.PlainText
        width: parent.width
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        // Which table the new night is at, when it is the other one.
        readonly property var option: Preferences.tableOptions.find(o => o.id === root.table)
        text: root.table !== "" && root.table !== Night.savedNightTable && option
              ? Night.newNightWarning + "\n\n" + qsTr("La noche nueva será en la mesa %1.").arg(option.name)
              : Night.newNightWarning
        wrapMode: Text.WordWrap
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontText
    }
    footer: Item {
        implicitHeight: 64
        Row {
            anchors.centerIn: parent
            spacing: 14
            CasinoButton {
                id: keepButton
                objectName: "keepNightButton"
                text: qsTr("VOLVER")
                description: qsTr("No empieza nada: la noche sin terminar sigue guardada")
                onClicked: root.close()
            }
            CasinoButton {
                objectName: "confirmNewNightButton"
                text: qsTr("EMPEZAR DE NUEVO")
                description: qsTr("La noche sin terminar se pierde")
                onClicked: {
                    root.close()
                    if (root.table !== "")
                        Preferences.setTableKind(root.table)
                    Night.startNight()
                }
            }
        }
    }
    onOpened: keepButton.forceActiveFocus()
}
