import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// Preferences that are not about the table: language, deck, sound, motion, contrast,
// rebet and the odds panel. Opened from the lobby or the table (F10); each
// change applies at once, and a hand in play stays as it is.
Dialog {
    id: root
    objectName: "preferencesDialog"
    title: qsTr("Preferencias")
    modal: true
    // Built by a Loader: sit on the window's overlay, not on the (empty) Loader.
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.scaled(520), parent ? parent.width - 40 : Theme.scaled(520))
    // Never taller than the window: on a short one the options scroll between the title and CERRAR.
    height: parent ? Math.min(implicitHeight, parent.height - 20) : implicitHeight
    contentHeight: options.implicitHeight

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
        font.pixelSize: Theme.fontTitle
        padding: 16
    }

    Flickable {
        id: scroller
        objectName: "preferencesScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: options.implicitHeight
        clip: true
        interactive: contentHeight > height
        flickableDirection: Flickable.VerticalFlick
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            Accessible.name: qsTr("Desplazamiento de las preferencias")
        }

        // Scrolls so that the control with the keyboard is in view.
        function reveal(item) {
            let inside = item
            while (inside && inside !== options)
                inside = inside.parent
            if (!inside)
                return
            const top = item.mapToItem(options, 0, 0).y
            if (top - 8 < contentY)
                contentY = Math.max(0, top - 8)
            else if (top + item.height + 8 > contentY + height)
                contentY = Math.min(contentHeight - height, top + item.height + 8 - height)
        }
        Connections {
            target: scroller.Window.window
            enabled: root.opened
            function onActiveFocusItemChanged() { scroller.reveal(scroller.Window.activeFocusItem) }
        }

        ColumnLayout {
            id: options
            // Beside the scroll bar when it shows, not under it.
            width: scroller.width - (scroller.interactive ? Theme.scrollGutter : 0)
            spacing: 10
            LanguageChoice {}
            DeckChoice {}
            PrefCheck {
                id: muteBox
                objectName: "mutedCheck"
                text: qsTr("Silenciar el sonido (tecla %1 en la mesa)").arg(KeyMap.keys.toggleMute)
                checked: Sound.muted
                onToggled: Sound.setMuted(checked)
            }
            Text {
                textFormat: Text.PlainText
                Layout.leftMargin: 4
                text: qsTr("Volumen")
                color: Theme.text
                font.family: Theme.sans
                font.pixelSize: Theme.fontBody
            }
            VolumeSlider {
                objectName: "volume"
                Layout.fillWidth: true
                Layout.leftMargin: 4
                Layout.rightMargin: 4
                accessibleName: qsTr("Volumen del sonido")
                value: Sound.volume
                enabled: !Sound.muted
                onMoved: value => Sound.setVolume(value)
                onCommitted: Sound.preview()
            }
            Text {
                textFormat: Text.PlainText
                objectName: "noSoundNote"
                visible: !Sound.available
                Layout.fillWidth: true
                Layout.leftMargin: 4
                wrapMode: Text.WordWrap
                text: qsTr("No se encontró una salida de sonido: el juego sigue en silencio.")
                color: Theme.warning
                font.family: Theme.sans
                font.pixelSize: Theme.fontNote
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            PaceChoice {}
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
                objectName: "showOddsCheck"
                text: qsTr("Mostrar en la mesa las probabilidades de las cartas que quedan (tecla %1)").arg(KeyMap.keys.toggleOdds)
                checked: Preferences.showOdds
                onToggled: Preferences.setShowOdds(checked)
            }
            SpeechChoice {}
            PrefCheck {
                objectName: "lobbyRebetCheck"
                text: qsTr("Repetir la apuesta anterior después de cada mano")
                checked: Preferences.rebet
                onToggled: Preferences.setRebet(checked)
            }
        }
    }
    // F10 closes them as it opened them (the window's own shortcut waits behind a modal dialog).
    Shortcut {
        sequences: KeyMap.sequences.preferences
        enabled: root.opened
        onActivated: root.close()
    }
    onOpened: muteBox.forceActiveFocus()
}
