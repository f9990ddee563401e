pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The lobby: choose the table and the deck, then sit down.
FocusScope {
    id: root
    objectName: "lobby"
    signal helpRequested()
    signal leaderboardRequested()
    signal quitRequested()
    signal preferencesRequested()
    // The deck tiles are built (Main tells the window: the steps after the start wait for them).
    signal deckTilesBuilt()
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Salón")

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        NoticeBar { Layout.fillWidth: true }

        Flickable {
            id: flick
            objectName: "lobbyFlick"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: content.implicitHeight + content.y + (Theme.lobbyShort ? 8 : 16)
            // On a small window the lobby scrolls: the control with the keyboard stays in view.
            onHeightChanged: root.revealFocus()
            onContentHeightChanged: root.revealFocus()
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content
                width: Math.min(parent.width - 48, Theme.scaled(980))
                x: (parent.width - width) / 2
                y: Theme.lobbyShort ? 6 : Theme.lobbySpacing
                spacing: Theme.lobbySpacing

                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("BACCARAT")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.lobbyShort ? Theme.fontScore : Theme.fontLogo
                    font.letterSpacing: Theme.lobbyShort ? 6 : 8
                    Accessible.role: Accessible.Heading
                    Accessible.name: qsTr("Baccarat punto banco")
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Punto banco con squeeze · fichas de juego, sin dinero")
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.lobbyShort ? Theme.fontNote : Theme.fontText
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("ELIGE LA MESA")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.lobbyShort ? Theme.fontBody : Theme.fontHeading
                    font.letterSpacing: 2
                    Layout.topMargin: Theme.lobbyShort ? 0 : 8
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 16
                    Repeater {
                        model: Preferences.tableOptions
                        delegate: OptionCard {
                            required property var modelData
                            Layout.fillWidth: true
                            Layout.fillHeight: true  // the three tables' cards as tall as the tallest
                            objectName: "table_" + modelData.id
                            title: modelData.name
                            subtitle: modelData.explanation
                            // A night waiting is played at its own table: that one
                            // shows chosen; the other asks first whether to end it.
                            checked: (Night.savedNightAvailable ? Night.savedNightTable : Preferences.tableKind) === modelData.id
                            onChosen: {
                                if (Night.savedNightAvailable && Night.savedNightTable !== modelData.id)
                                    root.askNewNight(modelData.id)
                                else if (!Night.savedNightAvailable)
                                    Preferences.setTableKind(modelData.id)
                            }
                        }
                    }
                }
                Text {
                    objectName: "savedTableNote"
                    textFormat: Text.PlainText
                    visible: Night.savedNightAvailable
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("Tu noche sin terminar está en esta mesa. Si eliges otra, te preguntamos antes si empiezas allí una noche nueva.")
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.lobbyShort ? Theme.fontSmall : Theme.fontNote
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("ELIGE LA BARAJA")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.lobbyShort ? Theme.fontBody : Theme.fontHeading
                    font.letterSpacing: 2
                    Layout.topMargin: Theme.lobbyShort ? 0 : 6
                }
                // The deck tiles (twelve card images, decoded off the GUI thread), built after the lobby's
                // first frame in a place kept for them: the lobby shows at once, the tiles fade in.
                Loader {
                    id: deckChooser
                    objectName: "deckChooserLoader"
                    Layout.fillWidth: true
                    Layout.preferredHeight: item ? (item as Item).implicitHeight : Theme.deckTileHeight
                    active: false
                    onLoaded: root.deckTilesBuilt()
                    sourceComponent: DeckChooser {
                        NumberAnimation on opacity { from: 0; to: 1; duration: Preferences.reducedMotion ? 0 : 150 }
                    }
                }

                // An unfinished night from the last run: continue it, or replace it after a warning.
                Text {
                    objectName: "savedNightSummary"
                    textFormat: Text.PlainText
                    visible: Night.savedNightAvailable
                    Layout.alignment: Qt.AlignHCenter
                    Layout.maximumWidth: content.width
                    Layout.topMargin: Theme.lobbyShort ? 0 : 6
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: qsTr("Tienes una noche sin terminar: %1").arg(Night.savedNightSummary)
                    color: Theme.text
                    font.family: Theme.sans
                    font.pixelSize: Theme.lobbyShort ? Theme.fontNote : Theme.fontText
                }
                RowLayout {
                    Layout.alignment: Qt.AlignHCenter
                    Layout.topMargin: Theme.lobbyShort ? 0 : 6
                    spacing: 14
                    CasinoButton {
                        id: continueButton
                        objectName: "continueButton"
                        visible: Night.savedNightAvailable
                        primary: true
                        text: qsTr("CONTINUAR LA NOCHE")
                        description: Night.savedNightSummary
                        onClicked: Night.continueNight()
                    }
                    CasinoButton {
                        id: startButton
                        objectName: "startButton"
                        primary: !Night.savedNightAvailable
                        text: Night.savedNightAvailable ? qsTr("EMPEZAR UNA NOCHE NUEVA") : qsTr("SENTARSE A LA MESA")
                        description: Night.savedNightAvailable
                                     ? qsTr("Empieza otra noche con 500 fichas; antes te pregunta qué pasa con la noche sin terminar")
                                     : qsTr("Empieza la noche con 500 fichas")
                        onClicked: {
                            if (Night.savedNightAvailable) {
                                root.askNewNight(Night.savedNightTable)
                            } else {
                                Night.startNight()
                            }
                        }
                    }
                }
                // The lobby's other choices: built with the deck tiles, after the first frame.
                Loader {
                    id: lobbyButtons
                    objectName: "lobbyButtonsLoader"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.preferredWidth: item ? Math.min(content.width, (item as LobbyButtons).rowWidth) : 0
                    active: false
                    sourceComponent: LobbyButtons {
                        onLeaderboardRequested: root.leaderboardRequested()
                        onHelpRequested: root.helpRequested()
                        onPreferencesRequested: root.preferencesRequested()
                        onQuitRequested: root.quitRequested()
                    }
                }
            }
        }
    }

    // Dialogs load from their files the first time they open.
    Loader {
        id: newNight
        active: false
        source: "NewNightDialog.qml"
    }
    // Asks before a new night at ``table`` replaces the unfinished one.
    function askNewNight(table) {
        newNight.active = true
        const dialog = newNight.item as NewNightDialog
        dialog.table = table
        dialog.open()
    }
    Connections {
        target: newNight.item
        function onClosed() {
            if (Night.screen === Night.Lobby)
                startButton.forceActiveFocus(Qt.PopupFocusReason)
        }
    }

    // afterAnimating comes on the GUI thread before a frame is synchronized. The first frame does not
    // wait for the tiles (nor for the row of other choices, which comes with them: 1 % of the start):
    // they are built in one go, and placed, in the next frame's afterAnimating (the
    // window's first frame is drawn by then), or on the GUI thread's next turn if that comes first; left
    // to that turn, they missed the frame Qt prepares right after the first and waited for it (issue 29).
    property bool firstFramePrepared: false
    Connections {
        target: root.Window.window
        enabled: !deckChooser.active
        function onAfterAnimating() {
            root.firstFramePrepared ? root.buildDeckTiles() : Qt.callLater(root.buildDeckTiles)
            root.firstFramePrepared = true
        }
    }
    function buildDeckTiles() {  // (not once the lobby has gone: a night started at its first frame)
        if (!deckChooser.active && root.Window.window) {
            lobbyButtons.active = true
            deckChooser.active = true;
            (deckChooser.item as DeckChooser).forceLayout()
        }
    }

    // What the first deal would pay for, paid once the lobby is whole (its tiles shown), under the felt.
    Loader {
        z: -1
        active: deckChooser.status === Loader.Ready && (deckChooser.item as Item).opacity === 1
        source: "FirstDealWarmup.qml"
    }

    // Scrolls the lobby so that the control with the keyboard is in view.
    function revealFocus() {
        const item = root.Window.activeFocusItem
        let inside = item
        while (inside && inside !== content)
            inside = inside.parent
        if (!inside)
            return
        const top = item.mapToItem(content, 0, 0).y
        const bottom = top + item.height + 16
        const most = Math.max(0, flick.contentHeight - flick.height)
        if (top - 16 < flick.contentY)
            flick.contentY = Math.max(0, top - 16)
        else if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.min(most, bottom - flick.height)
    }
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged() { root.revealFocus() }
    }

    Component.onCompleted: (Night.savedNightAvailable ? continueButton : startButton).forceActiveFocus()
}
