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
            onHelpRequested: window.openHelp()
            onLeaderboardRequested: window.openLeaderboard()
            onQuitRequested: Qt.quit()
        }
    }
    Component {
        id: tableComponent
        TableScreen { onHelpRequested: window.openHelp() }
    }
    Component {
        id: scoreComponent
        ScoreScreen {}
    }

    // Dialogs are built the first time they are asked for, so the lobby shows sooner.
    Loader {
        id: helpLoader
        active: false
        sourceComponent: HelpDialog { onClosed: window.restoreFocus() }
    }
    Loader {
        id: leaderboardLoader
        active: false
        sourceComponent: LeaderboardDialog { onClosed: window.restoreFocus() }
    }
    function openHelp() {
        window.rememberFocus()
        helpLoader.active = true
        helpLoader.item.open()
    }
    function openLeaderboard() {
        window.rememberFocus()
        leaderboardLoader.active = true
        leaderboardLoader.item.open()
    }

    // Where the keyboard was before a dialog opened; it goes back there when
    // the dialog closes (or to the screen's first control if that is gone).
    property Item focusBeforeDialog: null
    function rememberFocus() {
        if (activeFocusItem)
            focusBeforeDialog = activeFocusItem
    }
    function restoreFocus() {
        const item = focusBeforeDialog
        focusBeforeDialog = null
        if (item && item.visible && item.enabled)
            item.forceActiveFocus(Qt.PopupFocusReason)
        else if (screenLoader.item)
            screenLoader.item.forceActiveFocus(Qt.PopupFocusReason)
    }

    Shortcut {
        sequence: "F1"
        onActivated: helpLoader.item && helpLoader.item.opened ? helpLoader.item.close() : window.openHelp()
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
