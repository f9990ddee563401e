import QtQuick
import BaccaratCore

// One mark of a scoreboard road, drawn in a cell of `cell` pixels: a bead
// (a disc with J, B or E and its pair dots), a big-road ring (a tie is a green
// slash across it, with the number of ties when more than one), or a derived
// road's ring, dot or slash.
Item {
    id: root

    // "bead", "big", "ring", "dot" or "slash".
    property string kind: "big"
    // A Roads.Mark.
    property int mark: Roads.NoMark
    property int ties: 0
    property bool playerPair: false
    property bool bankerPair: false
    property real cell: 14

    readonly property color ink: Theme.roadColor(mark)
    readonly property real size: cell * (kind === "bead" ? 0.86 : kind === "dot" ? 0.66 : 0.8)

    width: cell
    height: cell
    visible: mark !== Roads.NoMark

    // Bead: a disc with the winner's letter.
    Rectangle {
        visible: root.kind === "bead" || root.kind === "dot"
        anchors.centerIn: parent
        width: root.size
        height: root.size
        radius: width / 2
        color: root.ink
        Text {
            visible: root.kind === "bead"
            anchors.centerIn: parent
            text: root.mark === Roads.Banker ? qsTr("B") : root.mark === Roads.Player ? qsTr("J") : qsTr("E")
            color: Theme.contrast ? "#000000" : "#ffffff"
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: Math.round(root.cell * 0.48)
        }
    }
    // Big road and Big Eye Boy: a hollow ring.
    Rectangle {
        visible: root.kind === "big" || root.kind === "ring"
        anchors.centerIn: parent
        width: root.size
        height: root.size
        radius: width / 2
        color: "transparent"
        border.color: root.ink
        border.width: Math.max(1.5, root.cell * (root.kind === "big" ? 0.16 : 0.2))
    }
    // Cockroach Pig's slash, and the tie across a big-road ring.
    Rectangle {
        visible: root.kind === "slash" || (root.kind === "big" && root.ties > 0)
        anchors.centerIn: parent
        width: root.cell * (root.kind === "slash" ? 0.9 : 1.0)
        height: Math.max(1.5, root.cell * (root.kind === "slash" ? 0.2 : 0.13))
        radius: height / 2
        rotation: -45
        color: root.kind === "slash" ? root.ink : Theme.roadTie
        antialiasing: true
    }
    Text {
        visible: root.kind === "big" && root.ties > 1
        anchors.centerIn: parent
        text: root.ties
        color: Theme.roadTie
        style: Text.Outline
        styleColor: Theme.roadPaper
        font.family: Theme.sans
        font.bold: true
        font.pixelSize: Math.max(9, Math.round(root.cell * 0.62))
    }
    // Bead pairs: the banker's a red dot top left, the player's a blue dot bottom right.
    Rectangle {
        visible: root.kind === "bead" && root.bankerPair
        x: root.cell * 0.04
        y: root.cell * 0.04
        width: root.cell * 0.3
        height: width
        radius: width / 2
        color: Theme.roadBanker
        border.color: Theme.roadPaper
        border.width: 1
    }
    Rectangle {
        visible: root.kind === "bead" && root.playerPair
        x: root.cell * 0.66
        y: root.cell * 0.66
        width: root.cell * 0.3
        height: width
        radius: width / 2
        color: Theme.roadPlayer
        border.color: Theme.roadPaper
        border.width: 1
    }
}
