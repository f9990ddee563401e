import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The strip above the felt: the table and the shoe (and whether the sound is
// off), the balance and the bet, the roads (on a small window), the help and leaving.
Rectangle {
    id: root
    objectName: "topBar"

    signal helpRequested()
    // On a small window the roads are in a drawer: this opens or closes it.
    signal roadsRequested()
    // RETIRARSE: the table asks before the night ends.
    signal leaveRequested()
    // PREFERENCIAS: language, deck, sound, contrast and rebet, changed in place mid-hand.
    signal preferencesRequested()

    // Gives the keyboard to RETIRARSE (when nothing else on the table can take it).
    function focusLeave() {
        leaveButton.forceActiveFocus()
    }

    implicitHeight: Theme.topBarHeight
    // The rail is the window's colour (Main.qml): nothing to fill here.
    color: "transparent"

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.small ? 12 : 18
        anchors.rightMargin: Theme.small ? 10 : 14
        spacing: Theme.small ? 6 : 18
        // The table, the shoe and the limits: on a narrow window their lines end in "…"
        // before the buttons leave the window.
        // (An Item around the column: the layout gives it a width without asking the texts'.)
        Item {
            id: info
            // Rounded up as the texts' widths are, or the last one on a line loses a pixel and its end.
            // The muted note's room is kept whether it shows or not: nothing moves when M is pressed.
            readonly property real naturalWidth: Math.max(Math.ceil(titleMetrics.advanceWidth),
                                                          Math.ceil(cardsLeftMetrics.advanceWidth) + 8
                                                          + Math.ceil(mutedMetrics.advanceWidth),
                                                          Math.ceil(limitsMetrics.advanceWidth))
            Layout.minimumWidth: Math.min(naturalWidth, Theme.topBarInfoMinWidth)
            Layout.preferredWidth: naturalWidth
            Layout.maximumWidth: naturalWidth
            Layout.fillWidth: true
            implicitHeight: infoColumn.implicitHeight
            clip: true
            // Each line measured apart from the text that shows it (whose width depends on it).
            TextMetrics { id: titleMetrics; font: tableTitle.font; text: tableTitle.text }
            TextMetrics { id: limitsMetrics; font: betLimits.font; text: Table.limitsText }
            TextMetrics { id: cardsLeftMetrics; font: cardsLeft.font; text: cardsLeft.fullText }
            TextMetrics { id: mutedMetrics; font: mutedNote.font; text: mutedNote.fullText }
            // Too narrow for a whole line (the Spanish ones at 800×600): its shorter words, so that
            // the limits' top and "sin sonido" still show; whether muted or not, so nothing moves on M.
            readonly property bool shortShoe: Math.ceil(cardsLeftMetrics.advanceWidth) + 8
                                              + Math.ceil(mutedMetrics.advanceWidth) > width
            readonly property bool shortLimits: Math.ceil(limitsMetrics.advanceWidth) > width
            TextMetrics { id: shownCardsMetrics; font: cardsLeft.font; text: cardsLeft.text }
            TextMetrics { id: shownMutedMetrics; font: mutedNote.font; text: mutedNote.text }
            TextMetrics { id: shownLimitsMetrics; font: betLimits.font; text: betLimits.text }
            Column {
                id: infoColumn
                width: info.width
                Text {
                    id: tableTitle
                    width: Math.min(Math.ceil(titleMetrics.advanceWidth), info.width)
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                    objectName: "tableTitle"
                    // On a small window the table's name alone, so that it is read whole.
                    text: Theme.small ? Preferences.tableName : qsTr("MESA %1").arg(Preferences.tableName)
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.small ? Theme.fontBody : Theme.fontSubtitle
                    font.letterSpacing: Theme.small ? 0.5 : 1.5
                }
                Row {
                    spacing: 8
                    Text {
                        id: cardsLeft
                        objectName: "cardsLeft"
                        readonly property string fullText: qsTr("Zapato: %1 cartas").arg(Hand.cardsLeft)
                        width: Math.min(Math.ceil(shownCardsMetrics.advanceWidth), info.width)
                        elide: Text.ElideRight
                        textFormat: Text.PlainText
                        text: info.shortShoe ? qsTr("%1 cartas").arg(Hand.cardsLeft) : fullText
                        color: Theme.textDim
                        font.family: Theme.sans
                        font.pixelSize: Theme.fontCaption
                        Accessible.role: Accessible.StaticText
                        Accessible.name: fullText
                    }
                    // Muted (M, or no audio output): said here, where a sighted player looks.
                    Text {
                        id: mutedNote
                        objectName: "mutedNote"
                        readonly property string fullText: qsTr("· sin sonido (%1)").arg(KeyMap.keys.toggleMute)
                        width: Math.max(0, Math.min(Math.ceil(shownMutedMetrics.advanceWidth), info.width - cardsLeft.width - 8))
                        elide: Text.ElideRight
                        textFormat: Text.PlainText
                        visible: Sound.muted
                        text: info.shortShoe ? qsTr("· sin sonido") : fullText
                        color: Theme.warning
                        font.family: Theme.sans
                        font.pixelSize: Theme.fontCaption
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Sonido silenciado")
                    }
                }
                Text {
                    id: betLimits
                    objectName: "betLimits"
                    width: Math.min(Math.ceil(shownLimitsMetrics.advanceWidth), info.width)
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                    text: info.shortLimits ? Table.limitsShortText : Table.limitsText
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontSmall
                    Accessible.role: Accessible.StaticText
                    Accessible.name: Table.limitsText
                }
            }
        }
        Item { Layout.fillWidth: true }
        Column {
            Text {
                textFormat: Text.PlainText
                text: qsTr("SALDO")
                color: Theme.textDim
                font.family: Theme.sans
                font.pixelSize: Theme.fontSmall
                font.letterSpacing: 1
            }
            Text {
                objectName: "balance"
                textFormat: Text.PlainText
                text: Table.balanceText
                color: Theme.text
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: Theme.fontBalance
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Saldo: %1").arg(Table.balanceWords)
            }
        }
        Column {
            Layout.leftMargin: Theme.topBarFiguresGap
            Text {
                textFormat: Text.PlainText
                text: qsTr("EN LA MESA")
                color: Theme.textDim
                font.family: Theme.sans
                font.pixelSize: Theme.fontSmall
                font.letterSpacing: 1
            }
            Text {
                objectName: "totalBet"
                textFormat: Text.PlainText
                text: Table.totalBetText
                color: Theme.gold
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: Theme.fontBalance
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("En la mesa: %1").arg(Table.totalBetWords)
            }
        }
        Item { Layout.fillWidth: true }
        CasinoButton {
            objectName: "roadsButton"
            visible: Theme.roadsFolded
            text: qsTr("CAMINOS")
            description: qsTr("Muestra u oculta los caminos del zapato. Atajo: %1").arg(KeyMap.keys.toggleRoads)
            onClicked: root.roadsRequested()
        }
        CasinoButton {
            objectName: "historyButton"
            text: qsTr("HISTORIAL")
            description: qsTr("Tus noches mano a mano y los totales. Atajo: %1").arg(KeyMap.keys.history)
            onClicked: History.open()
        }
        CasinoButton {
            objectName: "tablePreferencesButton"
            // On a compact table a gear stands for the word, in a narrow button; its name is said in full.
            text: Theme.compact ? "\u2699" : qsTr("PREFERENCIAS")
            font.pixelSize: Theme.compact ? Theme.buttonFont + 8 : Theme.buttonFont
            implicitWidth: Math.max(Theme.compact ? 44 : implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Accessible.name: qsTr("Preferencias")
            description: qsTr("Idioma, baraja, sonido, alto contraste y repetir la apuesta, sin dejar la mano. Atajo: %1").arg(KeyMap.keys.preferences)
            onClicked: root.preferencesRequested()
        }
        CasinoButton {
            objectName: "helpButton"
            // On the smallest windows the long name does not fit beside the others.
            text: Theme.small ? qsTr("AYUDA") : qsTr("CÓMO SE JUEGA")
            // Its short name in a button no wider than it needs.
            implicitWidth: Math.max(Theme.small ? 0 : implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            Accessible.name: qsTr("Cómo se juega")
            description: qsTr("Reglas, pagos y atajos de teclado. Atajo: %1").arg(KeyMap.keys.help)
            onClicked: root.helpRequested()
        }
        CasinoButton {
            id: leaveButton
            objectName: "leaveButton"
            text: qsTr("RETIRARSE")
            description: qsTr("Termina la noche con tus fichas. Atajo: %1").arg(KeyMap.keys.leave)
            accent: Theme.lost
            onClicked: root.leaveRequested()
        }
    }
}
