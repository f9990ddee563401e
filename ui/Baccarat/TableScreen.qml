import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// The table: the two hands, the five spots, the chips and the actions.
FocusScope {
    id: screen
    objectName: "table"
    signal helpRequested()
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Mesa %1").arg(Game.tableName)

    // Cards sit under the hand titles and leave room below them for the result.
    readonly property real cardHeight: Math.max(110, Math.min(handsArea.height - 58 - 104, (handsArea.width / 2 - 60) / 3 / Theme.cardAspect))
    readonly property real cardWidth: cardHeight * Theme.cardAspect

    // The keys come from the keyboard map, the table the help and the side panel print.
    Shortcut { sequences: KeyMap.sequences.deal; onActivated: Game.deal() }
    Shortcut { sequences: KeyMap.sequences.openNext; onActivated: Game.openNext() }
    Shortcut { sequences: KeyMap.sequences.openAll; onActivated: Game.openAll() }
    Shortcut { sequences: KeyMap.sequences.placePlayer; onActivated: Game.placeChip("player") }
    Shortcut { sequences: KeyMap.sequences.placeBanker; onActivated: Game.placeChip("banker") }
    Shortcut { sequences: KeyMap.sequences.placeTie; onActivated: Game.placeChip("tie") }
    Shortcut { sequences: KeyMap.sequences.placePlayerPair; onActivated: Game.placeChip("player_pair") }
    Shortcut { sequences: KeyMap.sequences.placeBankerPair; onActivated: Game.placeChip("banker_pair") }
    Shortcut { sequences: KeyMap.sequences.chip5; onActivated: Game.selectChip(5) }
    Shortcut { sequences: KeyMap.sequences.chip25; onActivated: Game.selectChip(25) }
    Shortcut { sequences: KeyMap.sequences.chip100; onActivated: Game.selectChip(100) }
    Shortcut { sequences: KeyMap.sequences.chip500; onActivated: Game.selectChip(500) }
    Shortcut { sequences: KeyMap.sequences.removeLast; onActivated: Game.removeLastChip() }
    Shortcut { sequences: KeyMap.sequences.clearBets; onActivated: Game.clearBets() }
    Shortcut { sequences: KeyMap.sequences.toggleRebet; onActivated: Game.setRebet(!Game.rebet) }
    Shortcut { sequences: KeyMap.sequences.leave; onActivated: Game.leave() }

    Rectangle {
        anchors.fill: parent
        color: Theme.rail
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        NoticeBar { Layout.fillWidth: true }

        // Top bar: table, shoe, balance, bet, help, leave.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.topBarHeight
            color: Theme.rail
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 18
                anchors.rightMargin: 14
                spacing: 18
                Column {
                    Text {
                        text: qsTr("MESA %1").arg(Game.tableName)
                        color: Theme.gold
                        font.family: Theme.serif
                        font.bold: true
                        font.pixelSize: 18
                        font.letterSpacing: 1.5
                    }
                    Text {
                        objectName: "cardsLeft"
                        text: qsTr("Zapato: %1 cartas").arg(Game.cardsLeft)
                        color: Theme.textDim
                        font.family: Theme.sans
                        font.pixelSize: 13
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                Item { Layout.fillWidth: true }
                Column {
                    Text {
                        text: qsTr("SALDO")
                        color: Theme.textDim
                        font.family: Theme.sans
                        font.pixelSize: 12
                        font.letterSpacing: 1
                    }
                    Text {
                        objectName: "balance"
                        text: Game.balanceText
                        color: Theme.text
                        font.family: Theme.sans
                        font.bold: true
                        font.pixelSize: 24
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Saldo: %1 fichas").arg(Game.balanceText)
                    }
                }
                Column {
                    Text {
                        text: qsTr("EN LA MESA")
                        color: Theme.textDim
                        font.family: Theme.sans
                        font.pixelSize: 12
                        font.letterSpacing: 1
                    }
                    Text {
                        objectName: "totalBet"
                        text: Game.totalBetText
                        color: Theme.gold
                        font.family: Theme.sans
                        font.bold: true
                        font.pixelSize: 24
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("En la mesa: %1 fichas").arg(Game.totalBetText)
                    }
                }
                Item { Layout.fillWidth: true }
                CasinoButton {
                    objectName: "helpButton"
                    text: qsTr("Cómo se juega")
                    description: qsTr("Reglas, pagos y atajos de teclado. Atajo: %1").arg(KeyMap.keys.help)
                    onClicked: screen.helpRequested()
                }
                CasinoButton {
                    id: leaveButton
                    objectName: "leaveButton"
                    text: qsTr("RETIRARSE")
                    description: qsTr("Termina la noche con tus fichas. Atajo: %1").arg(KeyMap.keys.leave)
                    accent: Theme.lost
                    onClicked: Game.leave()
                    Bubble {
                        target: "leave"
                        anchors.top: parent.bottom
                        anchors.topMargin: Theme.bubbleGap
                        anchors.right: parent.right
                    }
                }
            }
        }

        // The felt.
        Rectangle {
            id: felt
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.leftMargin: Theme.feltMargin
            Layout.rightMargin: Theme.feltMargin
            Layout.bottomMargin: Theme.feltMargin
            radius: Theme.feltRadius
            gradient: Gradient {
                GradientStop { position: 0.0; color: Theme.felt }
                GradientStop { position: 1.0; color: Theme.feltDark }
            }
            border.color: Theme.feltLine
            border.width: 2

            RowLayout {
                anchors.fill: parent
                anchors.margins: Theme.feltPadding
                spacing: Theme.feltPadding

                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 12

                    // The two hands and the cards.
                    Item {
                        id: handsArea
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 190

                        HandBox {
                            id: playerBox
                            side: "player"
                            title: qsTr("JUGADOR")
                            total: Game.playerTotal
                            x: 0
                            width: handsArea.width / 2 - 8
                            height: handsArea.height
                        }
                        HandBox {
                            id: bankerBox
                            side: "banker"
                            title: qsTr("BANCA")
                            total: Game.bankerTotal
                            x: handsArea.width / 2 + 8
                            width: handsArea.width / 2 - 8
                            height: handsArea.height
                        }

                        Repeater {
                            id: cardRepeater
                            model: Game.cards
                            delegate: CardView {
                                id: cardView
                                readonly property Item box: side === "player" ? playerBox : bankerBox
                                readonly property real gap: 12
                                readonly property real rowWidth: 3 * screen.cardWidth + 2 * gap
                                width: screen.cardWidth
                                height: screen.cardHeight
                                property real targetX: box.x + (box.width - rowWidth) / 2 + slot * (screen.cardWidth + gap)
                                property real targetY: box.y + 54
                                x: targetX
                                y: targetY
                                Component.onCompleted: {
                                    if (Game.reducedMotion) {
                                        arrived = true
                                    } else {
                                        dealIn.from = Qt.point(handsArea.width / 2 - width / 2, -height - 20)
                                        dealIn.start()
                                    }
                                }
                                ParallelAnimation {
                                    id: dealIn
                                    property point from
                                    NumberAnimation { target: cardView; property: "x"; from: dealIn.from.x; to: cardView.targetX; duration: 360; easing.type: Easing.OutCubic }
                                    NumberAnimation { target: cardView; property: "y"; from: dealIn.from.y; to: cardView.targetY; duration: 360; easing.type: Easing.OutCubic }
                                    NumberAnimation { target: cardView; property: "opacity"; from: 0; to: 1; duration: 200 }
                                    onFinished: {
                                        cardView.arrived = true
                                        cardView.x = Qt.binding(() => cardView.targetX)
                                        cardView.y = Qt.binding(() => cardView.targetY)
                                    }
                                }
                            }
                        }

                        Text {
                            visible: Game.betting && cardRepeater.count === 0
                            anchors.centerIn: parent
                            anchors.verticalCenterOffset: 20
                            width: parent.width * 0.8
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.WordWrap
                            text: qsTr("Elige una ficha, tócala sobre una casilla y pulsa REPARTIR")
                            color: Theme.textDim
                            font.family: Theme.sans
                            font.pixelSize: 17
                        }

                        ResultBanner {
                            id: resultBanner
                            anchors.horizontalCenter: parent.horizontalCenter
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: -6
                            z: 30
                        }

                        Bubble {
                            target: "cards"
                            anchors.centerIn: parent
                        }

                        Rectangle {
                            id: shuffleNotice
                            objectName: "shuffleNotice"
                            visible: false
                            anchors.centerIn: parent
                            z: 40
                            width: shuffleText.implicitWidth + 40
                            height: shuffleText.implicitHeight + 24
                            radius: 12
                            color: Theme.alertFill
                            border.color: Theme.gold
                            border.width: 2
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: shuffleText.text
                            Text {
                                id: shuffleText
                                anchors.centerIn: parent
                                text: qsTr("Zapato nuevo: se barajan de nuevo las 8 barajas")
                                color: Theme.gold
                                font.family: Theme.sans
                                font.bold: true
                                font.pixelSize: 18
                            }
                            Timer {
                                id: shuffleTimer
                                interval: 3500
                                onTriggered: shuffleNotice.visible = false
                            }
                            Connections {
                                target: Game
                                function onShoeShuffled() {
                                    shuffleNotice.visible = true
                                    shuffleTimer.restart()
                                }
                            }
                        }
                    }

                    // The five spots.
                    RowLayout {
                        id: spotsRow
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(118, Math.min(150, screen.height * 0.18))
                        Layout.maximumHeight: Layout.preferredHeight
                        Layout.fillHeight: false
                        spacing: 10
                        Repeater {
                            model: Game.spots
                            delegate: BetSpot {
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                Layout.preferredWidth: spotId === "player" || spotId === "banker" ? 16 : spotId === "tie" ? 13 : 10
                                shortcut: KeyMap.keys[({player: "placePlayer", banker: "placeBanker", tie: "placeTie", player_pair: "placePlayerPair", banker_pair: "placeBankerPair"})[spotId]]
                            }
                        }
                    }

                    // Chips and actions.
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.preferredHeight: 74
                        spacing: 14
                        ChipTray {
                            id: tray
                            chipSize: Theme.trayChipSize
                            Layout.alignment: Qt.AlignVCenter
                        }
                        Item { Layout.fillWidth: true; Layout.minimumWidth: 4 }
                        CheckBox {
                            id: rebetBox
                            objectName: "rebetCheck"
                            text: qsTr("Repetir la apuesta anterior")
                            checked: Game.rebet
                            onToggled: Game.setRebet(checked)
                            font.family: Theme.sans
                            font.pixelSize: 14
                            Accessible.name: text
                            Accessible.description: qsTr("Atajo: %1").arg(KeyMap.keys.toggleRebet)
                            Keys.onReturnPressed: { toggle(); toggled() }
                            Keys.onEnterPressed: { toggle(); toggled() }
                            background: Rectangle {
                                radius: 6
                                color: "transparent"
                                border.width: 2
                                border.color: Theme.focus
                                visible: rebetBox.activeFocus && rebetBox.focusReason !== Qt.MouseFocusReason
                            }
                            contentItem: Text {
                                text: rebetBox.text
                                font: rebetBox.font
                                color: Theme.text
                                leftPadding: rebetBox.indicator.width + rebetBox.spacing
                                verticalAlignment: Text.AlignVCenter
                                wrapMode: Text.WordWrap
                            }
                            Layout.maximumWidth: Theme.rebetLabelWidth
                            Bubble {
                                target: "rebet"
                                anchors.bottom: parent.top
                                anchors.bottomMargin: Theme.bubbleGap
                                anchors.horizontalCenter: parent.horizontalCenter
                            }
                        }
                        CasinoButton {
                            objectName: "clearButton"
                            text: qsTr("LIMPIAR")
                            description: qsTr("Quita tus fichas de la mesa. Atajo: %1; %2 quita la última").arg(KeyMap.keys.clearBets).arg(KeyMap.keys.removeLast)
                            enabled: Game.betting && Game.totalBet > 0
                            onClicked: Game.clearBets()
                            Bubble {
                                target: "clear"
                                anchors.bottom: parent.top
                                anchors.bottomMargin: Theme.bubbleGap
                                anchors.horizontalCenter: parent.horizontalCenter
                            }
                        }
                        CasinoButton {
                            objectName: "openAllButton"
                            text: qsTr("VOLTEAR TODAS")
                            description: qsTr("Abre todas las cartas boca abajo. Atajo: %1; %2 abre la siguiente").arg(KeyMap.keys.openAll).arg(KeyMap.keys.openNext)
                            enabled: Game.canOpen
                            onClicked: Game.openAll()
                        }
                        CasinoButton {
                            id: dealButton
                            objectName: "dealButton"
                            primary: true
                            text: qsTr("REPARTIR")
                            description: qsTr("Reparte cuatro cartas boca abajo. Atajo: %1").arg(KeyMap.keys.deal)
                            enabled: Game.betting
                            onClicked: Game.deal()
                            Bubble {
                                target: "deal"
                                anchors.bottom: parent.top
                                anchors.bottomMargin: Theme.bubbleGap
                                anchors.right: parent.right
                            }
                        }
                    }
                }

                // Room for the road / history and odds panels.
                SidePanel {
                    visible: !Theme.compact
                    Layout.preferredWidth: Theme.sidePanelWidth
                    Layout.fillHeight: true
                }
            }
        }
    }

    // The keyboard follows the play and is never left on nothing: REPARTIR
    // hands it to the first card, a third card takes it from an open card,
    // the result takes it when the hand ends; a control that goes away
    // (LIMPIAR once the table is clear) hands it on. A screen reader speaks
    // each of these even when it does not speak announcements.
    function cardAt(index) {
        return index >= 0 ? cardRepeater.itemAt(index) : null
    }
    // A control that goes away hands the focus to its scope: this screen.
    // (No focus item at all means the window is not active: leave it.)
    function focusIsLost() {
        return screen.Window.activeFocusItem === screen
    }
    function focusIsOnCard() {
        for (let item = screen.Window.activeFocusItem; item; item = item.parent) {
            for (let i = 0; i < cardRepeater.count; ++i) {
                if (cardRepeater.itemAt(i) === item)
                    return true
            }
        }
        return false
    }
    function focusCard(index) {
        const card = cardAt(index)
        if (card)
            (card.squeeze ? card.squeeze : card).forceActiveFocus()
    }
    function focusDefault() {
        if (cardAt(Game.nextCard))
            focusCard(Game.nextCard)
        else if (resultBanner.visible)
            resultBanner.forceActiveFocus()
        else if (dealButton.enabled)
            dealButton.forceActiveFocus()
        else
            leaveButton.forceActiveFocus()
    }
    Connections {
        target: Game
        function onCardDealt(index) {
            if (index === 0 || (index >= 4 && (screen.focusIsOnCard() || screen.focusIsLost())))
                screen.focusCard(index)
        }
        function onCoupSettled() {
            if (screen.focusIsOnCard() || screen.focusIsLost())
                resultBanner.forceActiveFocus()
        }
    }
    Connections {
        target: screen.Window.window
        function onActiveFocusItemChanged() {
            if (screen.focusIsLost())
                focusRescue.restart()
        }
    }
    // Later in the same turn the game may place the focus itself (a deal).
    Timer {
        id: focusRescue
        interval: 0
        onTriggered: {
            if (screen.focusIsLost() && screen.visible)
                screen.focusDefault()
        }
    }

    Component.onCompleted: dealButton.forceActiveFocus()
}
