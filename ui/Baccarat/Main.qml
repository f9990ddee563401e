import QtQuick
import QtQuick.Controls
import BaccaratCore

// The game's window: the lobby, the table or the score screen, plus the
// help and the top five as dialogs.
ApplicationWindow {
    id: window
    objectName: "mainWindow"
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Baccarat")
    color: Theme.rail

    readonly property string currentScreen: Game.screen

    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        focus: true
        sourceComponent: Game.screen === "table" ? tableComponent
                        : Game.screen === "score" ? scoreComponent : lobbyComponent
        onLoaded: item.forceActiveFocus()
    }

    Component {
        id: lobbyComponent
        Lobby {
            onHelpRequested: help.open()
            onLeaderboardRequested: leaderboard.open()
            onQuitRequested: Qt.quit()
        }
    }
    Component {
        id: tableComponent
        TableScreen { onHelpRequested: help.open() }
    }
    Component {
        id: scoreComponent
        ScoreScreen {}
    }

    HelpDialog {
        id: help
        onClosed: screenLoader.item.forceActiveFocus()
    }
    LeaderboardDialog {
        id: leaderboard
        onClosed: screenLoader.item.forceActiveFocus()
    }

    Shortcut {
        sequence: "F1"
        onActivated: help.opened ? help.close() : help.open()
    }
    Shortcut {
        sequences: [StandardKey.FullScreen, "F11"]
        onActivated: window.visibility = window.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen
    }

    // Everything the game says aloud goes to the screen reader.
    Item {
        id: announcer
        objectName: "announcer"
        Connections {
            target: Game
            function onAnnouncement(text) {
                announcer.Accessible.announce(text)
            }
        }
    }
}
