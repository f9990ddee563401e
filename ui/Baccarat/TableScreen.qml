import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The table: the two hands, the five spots, the chips and the actions.
FocusScope {
    id: root
    objectName: "table"
    signal helpRequested()
    signal preferencesRequested()
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Mesa %1").arg(Preferences.tableName)

    // The roads: above the cards on a large window (C hides them), in a
    // drawer on a small one (C opens it). An ask blinks its marks for a moment.
    property bool roadsShown: true
    property bool drawerOpen: false
    property string asking: ""
    readonly property bool roadsInline: !Theme.roadsFolded && roadsShown

    function toggleRoads() {
        if (Theme.roadsFolded)
            drawerOpen = !drawerOpen
        else
            roadsShown = !roadsShown
    }
    function ask(side) {
        if (Theme.roadsFolded)
            drawerOpen = true
        else
            roadsShown = true
        asking = side
        askTimer.restart()
        Roads.askNext(side)
    }
    Timer {
        id: askTimer
        interval: 2800
        onTriggered: root.asking = ""
    }

    TableShortcuts {
        onRoadsToggled: root.toggleRoads()
        onAskRequested: (side) => root.ask(side)
        onLeaveRequested: root.askLeave()
    }

    // RETIRARSE asks first (when leaving is refused now, the refusal says why).
    Loader {
        id: leaveLoader
        active: false
        source: "LeaveDialog.qml"
    }
    property Item focusBeforeLeave: null
    function askLeave() {
        if (Night.leaveQuestion === "") {
            Night.leave()
            return
        }
        focusBeforeLeave = root.Window.activeFocusItem
        leaveLoader.active = true
        const dialog = leaveLoader.item as LeaveDialog
        dialog.open()
    }
    Connections {
        target: leaveLoader.item
        function onClosed() {
            const item = root.focusBeforeLeave
            root.focusBeforeLeave = null
            if (Night.screen !== Night.Table)
                return
            if (item && item.visible && item.enabled)
                item.forceActiveFocus(Qt.PopupFocusReason)
            else
                root.focusDefault()
        }
    }

    // No rail drawn under the table: the window is cleared to Theme.rail
    // (Main.qml). Qt Quick repaints the whole window every frame, and on a
    // software rasteriser (llvmpipe) each window-sized fill costs more than the
    // clear itself (docs/benchmarks.md, "The squeeze's frame, fill by fill").

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        NoticeBar { Layout.fillWidth: true }

        TableTopBar {
            id: topBar
            Layout.fillWidth: true
            onHelpRequested: root.helpRequested()
            onPreferencesRequested: root.preferencesRequested()
            onRoadsRequested: root.toggleRoads()
            onLeaveRequested: root.askLeave()
        }

        // The felt.
        Rectangle {
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
                    Layout.minimumWidth: 0
                    spacing: Theme.compact ? 8 : 12

                    Scoreboard {
                        visible: root.roadsInline
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        asking: root.asking
                        onAskRequested: (side) => root.ask(side)
                    }

                    HandsArea {
                        id: hands
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: Theme.small ? 150 : 190
                        resultRoom: Theme.resultRoom(root.roadsInline)
                    }

                    // Refusals, the reshuffle and hints: one place, one at a time.
                    MessageArea {
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                    }

                    SpotsRow {
                        Layout.fillWidth: true
                        Layout.preferredHeight: Theme.spotsHeight(root.roadsInline, root.height)
                        Layout.maximumHeight: Layout.preferredHeight
                        Layout.fillHeight: false
                    }

                    ActionBar {
                        id: actions
                        visible: !Night.nightOverWaiting
                        Layout.fillWidth: true
                        Layout.preferredHeight: root.roadsInline || Theme.small ? 62 : 74
                    }
                    // The chips ran out: the last hand stays until the player goes on.
                    NightOverBar {
                        id: nightOver
                        visible: Night.nightOverWaiting
                        Layout.fillWidth: true
                        Layout.preferredHeight: root.roadsInline || Theme.small ? 62 : 74
                        onVisibleChanged: {
                            if (visible)
                                Qt.callLater(nightOver.focusScore)
                        }
                    }
                }

                // Room for the road / history and odds panels (in the drawer on a compact table).
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

    // A control that goes away hands the focus to its scope: this screen.
    // (No focus item at all means the window is not active: leave it.)
    function focusIsLost() {
        return root.Window.activeFocusItem === root
    }
    function focusIsOnCard() {
        return hands.holdsCard(root.Window.activeFocusItem)
    }
    function focusDefault() {
        if (Night.nightOverWaiting)
            nightOver.focusScore()
        else if (hands.cardAt(Hand.nextCard))
            hands.focusCard(Hand.nextCard)
        else if (hands.resultShown)
            hands.focusResult()
        else if (actions.canDeal)
            actions.focusDeal()
        else
            topBar.focusLeave()
    }
    Connections {
        target: Hand
        function onCardDealt(index) {
            if (index === 0 || (index >= 4 && (root.focusIsOnCard() || root.focusIsLost())))
                hands.focusCard(index)
        }
        function onCoupSettled() {
            if (root.focusIsOnCard() || root.focusIsLost())
                hands.focusResult()
        }
    }
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged() {
            if (root.focusIsLost())
                focusRescue.restart()
        }
    }
    // Later in the same turn the game may place the focus itself (a deal).
    Timer {
        id: focusRescue
        interval: 0
        onTriggered: {
            if (root.focusIsLost() && root.visible)
                root.focusDefault()
        }
    }

    RoadsDrawer {
        x: Theme.feltMargin
        width: root.width - 2 * Theme.feltMargin
        z: 50
        open: Theme.roadsFolded && root.drawerOpen
        asking: root.asking
        onAskRequested: (side) => root.ask(side)
        onCloseRequested: root.drawerOpen = false
    }

    Component.onCompleted: actions.focusDeal()
}
