import QtQuick

// Starts DealWarmup.qml (what the first deal would pay for, paid in the lobby)
// from the event loop after the first frame swapped once `ready` (the
// lobby's deck tiles in place), and lets it go when it is done. Loaded from
// its file, asynchronously: nothing of it is compiled on the way to the
// lobby's first frame. Lay it under the lobby's felt.
Item {
    id: root

    // The lobby is whole: the warm-up may start after the next frame.
    property bool ready: false

    Loader {
        id: warmup
        objectName: "dealWarmupLoader"
        active: false
        asynchronous: true
        source: "DealWarmup.qml"
        property bool started: false
    }
    // frameSwapped comes from the render thread: QML hears it from the event loop,
    // after the frame is out (no Timer: a QML Timer runs on the animation timer,
    // and one started and done within a frame can have Qt stop a driver already
    // stopped, with a warning; nor Qt.callLater, which can run once the engine is gone).
    Connections {
        target: root.Window.window
        enabled: root.ready && !warmup.started
        function onFrameSwapped() { warmup.started = warmup.active = true }
    }
    Connections {
        target: warmup.item
        function onDone() { warmup.active = false }
    }
    // The lobby goes (the player sat down) before the warm-up is made: stop making it.
    Component.onDestruction: warmup.active = false
}
