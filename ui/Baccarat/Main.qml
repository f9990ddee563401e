import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T
import BaccaratCore

// The game's window: the lobby, the table or the score screen, plus the
// help and the top five as dialogs.
ApplicationWindow {
    id: root
    objectName: "mainWindow"
    width: 1280
    height: 800
    // The smallest window the table is laid out for (compact, with the side panel in a drawer).
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    title: qsTr("Baccarat")
    color: Theme.rail

    readonly property int currentScreen: Night.screen
    // A screen is whole: the lobby with its deck tiles built, or another screen loaded. The
    // steps that follow the start (the window icon, the raise socket) wait for the first.
    signal screenWhole()

    // The theme sizes the table for the window (Theme.compact).
    Binding {
        target: Theme
        property: "windowWidth"
        value: root.width
    }
    Binding {
        target: Theme
        property: "windowHeight"
        value: root.height
    }

    // Each screen and dialog is loaded from its file when first needed: the
    // table, score and dialog types are not even compiled while the lobby opens.
    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        focus: true
        source: Night.screen === Night.Table ? "TableScreen.qml"
              : Night.screen === Night.Score ? "ScoreScreen.qml" : "Lobby.qml"
        onLoaded: {
            (item as Item).forceActiveFocus()
            if (Night.screen !== Night.Lobby)
                root.screenWhole()
        }
    }
    Connections {
        target: screenLoader.item
        ignoreUnknownSignals: true
        function onHelpRequested() { root.openHelp() }
        function onLeaderboardRequested() { root.openLeaderboard() }
        function onPreferencesRequested() { root.openPreferences() }
        function onQuitRequested() { Qt.quit() }
        function onDeckTilesBuilt() { root.screenWhole() }
    }

    Loader {
        id: helpLoader
        active: false
        source: "HelpDialog.qml"
    }
    Loader {
        id: leaderboardLoader
        active: false
        source: "LeaderboardDialog.qml"
    }
    // The preferences, from the lobby or the table (F10 on every screen): each
    // change applies at once, and a hand in play stays as it is.
    Loader {
        id: preferencesLoader
        objectName: "preferencesLoader"
        active: false
        source: "PreferencesDialog.qml"
    }
    Connections {
        target: helpLoader.item
        function onClosed() { root.restoreFocus() }
    }
    Connections {
        target: preferencesLoader.item
        function onClosed() { root.restoreFocus() }
    }
    Connections {
        target: leaderboardLoader.item
        function onClosed() { root.restoreFocus() }
    }
    function openHelp() {
        root.rememberFocus()
        helpLoader.active = true
        const dialog = helpLoader.item as T.Popup
        dialog.open()
    }
    function openPreferences() {
        root.rememberFocus()
        preferencesLoader.active = true
        const dialog = preferencesLoader.item as T.Popup
        dialog.open()
    }
    function openLeaderboard() {
        root.rememberFocus()
        leaderboardLoader.active = true
        const dialog = leaderboardLoader.item as T.Popup
        dialog.open()
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
            (screenLoader.item as Item).forceActiveFocus(Qt.PopupFocusReason)
    }

    Shortcut {
        sequences: KeyMap.sequences.help
        onActivated: helpLoader.item && (helpLoader.item as T.Popup).opened ? (helpLoader.item as T.Popup).close() : root.openHelp()
    }
    Shortcut {
        sequences: KeyMap.sequences.preferences
        onActivated: root.openPreferences()
    }
    // The history of every night, over whatever screen it was opened from (H).
    Loader {
        id: historyLoader
        objectName: "historyLoader"
        active: History.shown
        source: "HistoryScreen.qml"
        onActiveChanged: {
            if (active)
                root.rememberFocus()
            else
                root.restoreFocus()
        }
    }
    Shortcut {
        sequences: KeyMap.sequences.history
        onActivated: History.toggle()
    }
    // The speech history: step back and forth through what was said, hear it again.
    Shortcut { sequences: KeyMap.sequences.speechOlder; onActivated: SpeechHistory.older() }
    Shortcut { sequences: KeyMap.sequences.speechNewer; onActivated: SpeechHistory.newer() }
    Shortcut { sequences: KeyMap.sequences.speechRepeat; onActivated: SpeechHistory.repeat() }
    Shortcut {
        sequences: KeyMap.sequences.fullScreen
        onActivated: root.visibility = root.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen
    }

    // Everything the game says aloud goes to the screen reader, once the window
    // is active and the focus has settled (Announcements.qml).
    Announcements {
        objectName: "announcer"
        windowActive: root.active
        focusItem: root.activeFocusItem
    }
}
