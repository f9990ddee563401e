import QtQuick

// Starts DealWarmup.qml (what the first deal would pay for, paid in the lobby)
// from the event loop after the next frame has swapped, and lets it go when it
// is done. The lobby loads this once it is whole (its deck tiles shown); the
// warm-up loads from its file, asynchronously. Lay it under the lobby's felt.
Item {
    id: root

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
        enabled: !warmup.started
        function onFrameSwapped() { warmup.started = warmup.active = true }
    }
    // The lobby may be still: ask for the frame.
    Component.onCompleted: root.Window.window?.update()
    Connections {
        target: warmup.item
        function onDone() { warmup.active = false }
    }
    // The lobby goes (the player sat down) before the warm-up is made: stop making it.
    Component.onDestruction: warmup.active = false
}
