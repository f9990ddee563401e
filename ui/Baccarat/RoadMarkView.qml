import QtQuick
import BaccaratCore

// One mark of a derived road in a cell of `cell` pixels: Big Eye Boy's ring,
// the Small Road's dot or the Cockroach Pig's slash, red or blue (the ask's
// blinking mark, and the asks' previews).
Item {
    id: root

    // "ring", "dot" or "slash".
    property string kind: "ring"
    // A Roads.Mark: Red, Blue, or NoMark (nothing drawn).
    property int mark: Roads.NoMark
    property real cell: 14

    readonly property color ink: Theme.roadColor(mark)

    width: cell
    height: cell
    visible: mark !== Roads.NoMark

    Rectangle {
        visible: root.kind !== "slash"
        anchors.centerIn: parent
        width: root.cell * (root.kind === "dot" ? 0.66 : 0.8)
        height: width
        radius: width / 2
        color: root.kind === "dot" ? root.ink : "transparent"
        border.color: root.ink
        border.width: root.kind === "dot" ? 0 : Math.max(1.5, root.cell * 0.2)
    }
    Rectangle {
        visible: root.kind === "slash"
        anchors.centerIn: parent
        width: root.cell * 0.9
        height: Math.max(1.5, root.cell * 0.2)
        radius: height / 2
        rotation: -45
        antialiasing: true
        color: root.ink
    }
}
