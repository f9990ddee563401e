import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// The column beside the felt: the last hand, and the keys or (when the player
// asks for them) the odds of the cards left in the shoe. When the odds are
// taller than the panel (the drawer of a small window) they scroll: the wheel,
// the scroll bar, or Page Up / Page Down on the focused odds.
Rectangle {
    id: root
    objectName: "sidePanel"
    radius: Theme.boxRadius
    color: Theme.shade
    border.color: Theme.panelBorder

    Flickable {
        id: flick
        objectName: "sidePanelScroll"
        anchors.fill: parent
        anchors.margins: Theme.sidePanelPadding
        contentWidth: width
        contentHeight: column.height
        clip: true
        interactive: height > 0 && contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        // In the panel's margin, beside the figures, not over them.
        ScrollBar.vertical: ScrollBar {
            parent: root
            anchors.top: flick.top
            anchors.bottom: flick.bottom
            anchors.left: flick.right
            anchors.leftMargin: 2
            width: Theme.sidePanelPadding - 4
            padding: 0
            policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column
            width: flick.width
            // The keys fit the panel (their type shrinks); the odds take the height they need.
            height: Preferences.showOdds ? Math.max(flick.height, implicitHeight) : flick.height
            spacing: 8
            Keys.onPressed: (event) => {
                const page = flick.height * 0.8
                if (event.key === Qt.Key_PageDown)
                    flick.contentY = Math.min(Math.max(0, flick.contentHeight - flick.height), flick.contentY + page)
                else if (event.key === Qt.Key_PageUp)
                    flick.contentY = Math.max(0, flick.contentY - page)
                else
                    return
                event.accepted = true
            }

            Text {
                textFormat: Text.PlainText
                text: qsTr("ÚLTIMA MANO")
                color: Theme.gold
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                font.letterSpacing: 1.5
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                objectName: "lastHand"
                // The last settled hand stays here while the next bets are placed.
                text: Hand.lastText !== "" ? Hand.lastText + "\n" + Hand.lastLines.join("\n")
                                           : qsTr("Aquí verás el resultado de cada mano.")
                color: Hand.lastText !== "" ? Theme.text : Theme.textDim
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Última mano: %1").arg(text)
                wrapMode: Text.WordWrap
                font.family: Theme.sans
                font.pixelSize: Theme.fontCaption
            }
            Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.panelBorder }
            OddsPanel {
                visible: Preferences.showOdds
                Layout.fillWidth: true
            }
            Item {
                visible: Preferences.showOdds
                Layout.fillHeight: true
            }
            // Built only when the player asks for it: a hidden list would still tell a
            // screen reader about every line it remakes.
            Loader {
                active: Verbosity.showSpeech
                visible: active
                source: "SpeechList.qml"
                Layout.fillWidth: true
                Layout.fillHeight: !Preferences.showOdds
                Layout.preferredHeight: Preferences.showOdds ? 160 : -1
            }
            Text {
                visible: !Preferences.showOdds && !Verbosity.showSpeech
                textFormat: Text.PlainText
                text: qsTr("TECLADO")
                color: Theme.gold
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                font.letterSpacing: 1.5
            }
            Text {
                visible: !Preferences.showOdds && !Verbosity.showSpeech
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The keyboard map's short list, one block of text as before.
                text: KeyMap.panelRows.reduce((text, row) => {
                    const entry = row.keys + "  " + row.description
                    return text === "" ? entry : text + (row.sameLine ? " · " : "\n") + entry
                }, "")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                font.family: Theme.sans
                font.pixelSize: Theme.fontSmall
                lineHeight: 1.2
                // In the drawer of the smallest window the whole list still shows, in smaller type.
                fontSizeMode: Text.VerticalFit
                minimumPixelSize: 9
                elide: Text.ElideRight
            }
        }
    }
}
