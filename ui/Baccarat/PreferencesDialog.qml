import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// Preferences that are not about the table: motion and contrast.
Dialog {
    id: root
    objectName: "preferencesDialog"
    title: qsTr("Preferencias")
    modal: true
    // Built by a Loader: sit on the window's overlay, not on the (empty) Loader.
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(520, parent ? parent.width - 40 : 520)

    footer: Item {
        implicitHeight: 64
        CasinoButton {
            id: closeButton
            objectName: root.objectName + "Close"
            anchors.centerIn: parent
            text: qsTr("CERRAR")
            onClicked: root.close()
        }
    }
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 12 }
    header: Text {
        textFormat: Text.PlainText
        text: root.title
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: 22
        padding: 16
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        PrefCheck {
            id: motionBox
            objectName: "reducedMotionCheck"
            text: qsTr("Reducir el movimiento: las cartas se abren sin doblarse ni volar")
            checked: Preferences.reducedMotion
            onToggled: Preferences.setReducedMotion(checked)
        }
        PrefCheck {
            objectName: "highContrastCheck"
            text: qsTr("Alto contraste")
            checked: Preferences.highContrast
            onToggled: Preferences.setHighContrast(checked)
        }
        PrefCheck {
            objectName: "lobbyRebetCheck"
            text: qsTr("Repetir la apuesta anterior después de cada mano")
            checked: Preferences.rebet
            onToggled: Preferences.setRebet(checked)
        }
    }
    onOpened: motionBox.forceActiveFocus()
}
