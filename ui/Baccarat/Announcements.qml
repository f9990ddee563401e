import QtQuick
import BaccaratCore

// Everything the game says goes to the screen reader, two ways:
// Accessible.announce (Orca 46 and later, NVDA), and a notification that
// shows itself (Orca 43 speaks an accessible notification when it comes into
// view, wherever the focus is). Nothing is lost: what is said waits while the
// window is not active and until the focus has stood still for a moment (the
// screen reader is then saying where the focus went, and the events of a
// screen just built have been sent), then goes out, in order: each text as
// an announcement, all of them as one notification. The notifications take
// turns among many items, so that one the screen reader has not read yet is
// never renamed under it; only the latest stays shown.
Item {
    id: root

    // The window this speaks in, and the item that has its focus.
    required property bool windowActive
    required property Item focusItem

    // Texts said and not yet out.
    property list<string> waiting: []
    // How long the focus stands still before the waiting texts go out.
    readonly property int settleMs: 400
    property int nextItem: 0

    onFocusItemChanged: settle.restart()
    onWindowActiveChanged: settle.restart()

    Timer {
        id: settle
        interval: root.settleMs
        onTriggered: root.flush()
    }
    Connections {
        target: Announcer
        function onAnnouncement(text) {
            root.waiting.push(text)
            Qt.callLater(root.flush)
        }
    }

    // Enough that a screen reader lagging well behind (Orca 43 on a busy
    // machine received the first of them only after five more had gone out)
    // still reads each one by its own words.
    Repeater {
        id: notifications
        model: 24
        delegate: Item {
            required property int index
            property string said: ""
            objectName: "announcement" + index
            width: 1
            height: 1
            visible: false
            Accessible.role: Accessible.Notification
            Accessible.name: said
        }
    }

    function flush() {
        if (waiting.length === 0 || !windowActive || settle.running)
            return
        const said = Array.from(waiting)
        const text = said.join(" ")
        waiting = []
        const item = notifications.itemAt(nextItem)
        nextItem = (nextItem + 1) % notifications.count
        for (let i = 0; i < notifications.count; ++i)
            notifications.itemAt(i).visible = false
        item.said = text
        item.visible = true
        for (const each of said)
            item.Accessible.announce(each)
    }
}
