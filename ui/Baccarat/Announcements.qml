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
//
// A screen reader reads a notification by asking the game for it, when it
// gets to it (a second or more after it showed, on a busy machine), and gives
// up if the game does not answer within 800 ms (libatspi's call timeout; Orca
// 43 then drops the notification unspoken; the bus itself is slow on a loaded
// machine). So when the game's own thread was held up, what was shown shortly
// before, or while it was held up, is shown again.
Item {
    id: root

    // The window this speaks in, and the item that has its focus.
    required property bool windowActive
    required property Item focusItem

    // Texts said and not yet out.
    property list<string> waiting: []
    // Texts shown shortly before the game was held up, to show again (not announced again).
    property list<string> again: []
    // The notifications shown lately: {at, text, shows}.
    property var recent: []
    // How long the focus stands still before the waiting texts go out.
    readonly property int settleMs: 400
    // A hold-up this long may have cost a screen reader its question (it waits
    // 800 ms for the answer, the bus's own delays included).
    readonly property int stallMs: 400
    // How far behind a busy screen reader may be: what was shown this long before a hold-up.
    readonly property int behindMs: 3000
    // How many times one text is shown at most.
    readonly property int maxShows: 3
    property int nextItem: 0
    property real lastTick: Date.now()

    onFocusItemChanged: settle.restart()
    onWindowActiveChanged: settle.restart()

    Timer {
        id: settle
        interval: root.settleMs
        onTriggered: root.flush()
    }
    // Ticks while nothing holds the game up; a late tick is a hold-up.
    Timer {
        interval: 100
        repeat: true
        running: true
        onTriggered: {
            const now = Date.now()
            const due = root.lastTick + interval
            root.lastTick = now
            if (now - due > root.stallMs)
                root.heldUp(due)
        }
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

    // The game was held up from ``since`` until now: what was shown in the moments
    // before, or in between (a hold-up of several long steps), goes out again.
    function heldUp(since) {
        const lost = recent.filter(each => each.at >= since - behindMs && each.shows < maxShows
                                   && !each.queued)
        for (const each of lost) {
            each.queued = true
            again.push(each.text)
        }
        if (lost.length > 0)
            Qt.callLater(flush)
    }

    function flush() {
        if ((waiting.length === 0 && again.length === 0) || !windowActive || settle.running)
            return
        const said = Array.from(waiting)
        const repeated = Array.from(again)
        waiting = []
        again = []
        const now = Date.now()
        const kept = recent.filter(each => each.at >= now - behindMs - 1000)
        for (const text of repeated) {
            const old = kept.find(each => each.text === text && each.queued)
            kept.push({ at: now, text: text, shows: (old ? old.shows : 1) + 1, queued: false })
        }
        for (const text of said)
            kept.push({ at: now, text: text, shows: 1, queued: false })
        recent = kept
        const item = notifications.itemAt(nextItem)
        nextItem = (nextItem + 1) % notifications.count
        for (let i = 0; i < notifications.count; ++i)
            notifications.itemAt(i).visible = false
        item.said = repeated.concat(said).join(" ")
        item.visible = true
        for (const each of said)
            item.Accessible.announce(each)
    }
}
