import QtQuick
import QtQuick.Controls

// The bare reference window of the bundle benchmarks: the same kind of window
// as the game's (ApplicationWindow, Basic style), with one label.
ApplicationWindow {
    objectName: "bareWindow"
    width: 1280
    height: 800
    visible: true
    title: "Bare"
    color: "#0b5d3b"

    Label {
        anchors.centerIn: parent
        text: "Bare Qt Quick"
        color: "#f4e7c1"
        font.pixelSize: 48
    }
}
