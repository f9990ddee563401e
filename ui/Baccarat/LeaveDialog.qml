import QtQuick
import QtQuick.Controls
import BaccaratCore

// Asked before RETIRARSE ends the night: Enter (on RETIRARSE, where the
// keyboard starts) confirms, Escape or SEGUIR JUGANDO goes back to the table.
Dialog {
    id: root
    objectName: "leaveDialog"
    title: qsTr("¿Retirarte de la mesa?")
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.scaled(520), parent ? parent.width - 40 : Theme.scaled(520))
    closePolicy: Popup.CloseOnEscape
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 12 }
    // The title is drawn here, not in a custom header: the dialog keeps its title as its accessible name.
    // No header at all: the style's own would repeat the title on a bare white bar.
    header: Item { visible: false }
    Column {
        width: parent.width
        spacing: 12
        Text {
            textFormat: Text.PlainText
            text: root.title
            color: Theme.gold
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontTitle
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            objectName: "leaveQuestion"
            textFormat: Text.PlainText
            width: parent.width
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            text: Night.leaveQuestion
            wrapMode: Text.WordWrap
            color: Theme.text
            font.family: Theme.sans
            font.pixelSize: Theme.fontText
        }
    }
    footer: Item {
        implicitHeight: 64
        Row {
            anchors.centerIn: parent
            spacing: 14
            CasinoButton {
                objectName: "stayButton"
                text: qsTr("SEGUIR JUGANDO")
                description: qsTr("Vuelve a la mesa. Atajo: Escape")
                onClicked: root.close()
            }
            CasinoButton {
                id: confirmButton
                objectName: "confirmLeaveButton"
                text: qsTr("RETIRARSE")
                description: qsTr("Termina la noche con tus fichas. Atajo: Intro")
                accent: Theme.lost
                onClicked: {
                    root.close()
                    Night.leave()
                }
            }
        }
    }
    onOpened: confirmButton.forceActiveFocus(Qt.PopupFocusReason)
}
