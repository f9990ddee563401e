pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import BaccaratCore

// One scoreboard road: its cells on a grid of six rows, from its list model,
// scrolled so that the newest column is always in view (the player may drag
// back through the shoe). Beads are discs with J, B or E (at EZ a 7 or an 8 in a
// gold ring for a Dragon 7 or a Panda 8) and their pair dots;
// the big road has rings, a tie being a green slash across one (with a number
// when more than one); the derived roads have rings, dots or slashes. The
// ask's mark, when shown, blinks where it would go.
Rectangle {
    id: root

    // The road's list model (a Roads model) and the columns it uses.
    property var roadModel: null
    property int columns: 0
    property int rows: 6
    property real cell: 14
    // How the marks are drawn: "bead", "big", "ring", "dot" or "slash".
    property string kind: "big"
    // The ask: {column, row, mark} of the mark it would get (column -1: none), or null.
    property var askMark: null
    property string name: ""
    property string summary: ""

    readonly property bool asking: askMark !== null && askMark.column >= 0
    readonly property int usedColumns: Math.max(columns, asking ? askMark.column + 1 : 0)

    implicitHeight: rows * cell + 1
    color: Theme.roadPaper
    clip: true
    Accessible.role: Accessible.StaticText
    Accessible.name: name
    Accessible.description: summary

    // The grid lines under the marks: only as many as the view holds, shifted as it scrolls
    // (a road that grows adds no line).
    Item {
        id: lines
        x: -(flick.contentX % root.cell)
        width: parent.width + root.cell
        height: parent.height
        Repeater {
            model: Math.ceil(lines.width / root.cell) + 1
            delegate: Rectangle {
                required property int index
                x: index * root.cell
                width: 1
                height: root.rows * root.cell + 1
                color: Theme.roadGrid
            }
        }
        Repeater {
            model: root.rows + 1
            delegate: Rectangle {
                required property int index
                y: index * root.cell
                width: lines.width
                height: 1
                color: Theme.roadGrid
            }
        }
    }

    Flickable {
        id: flick
        anchors.fill: parent
        // One empty column to the right of the newest: where the next mark may go.
        contentWidth: Math.max(width, (root.usedColumns + 1) * root.cell + 1)
        contentHeight: height
        flickableDirection: Flickable.HorizontalFlick
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentWidth > width
        onContentWidthChanged: toNewest()
        onWidthChanged: toNewest()
        function toNewest() {
            contentX = Math.max(0, contentWidth - width)
        }
        ScrollIndicator.horizontal: ScrollIndicator {}

        // One light delegate per kind of road: a road may hold a few hundred marks.
        Repeater {
            model: root.roadModel
            delegate: root.kind === "bead" ? bead : root.kind === "big" ? big
                    : root.kind === "ring" ? ring : root.kind === "dot" ? dot : slash
        }
        // The ask: the cell lit up, and the mark it would get blinking in it.
        Rectangle {
            objectName: "askMark"
            visible: root.asking
            x: root.asking ? root.askMark.column * root.cell + 1 : 0
            y: root.asking ? root.askMark.row * root.cell + 1 : 0
            width: root.markSize
            height: root.markSize
            color: Qt.rgba(Theme.gold.r, Theme.gold.g, Theme.gold.b, 0.45)
            RoadMarkView {
                anchors.fill: parent
                cell: root.markSize
                kind: root.kind
                mark: root.asking ? root.askMark.mark : Roads.NoMark
                SequentialAnimation on opacity {
                    running: root.asking && !Preferences.reducedMotion
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.2; duration: 350 }
                    NumberAnimation { from: 0.2; to: 1; duration: 350 }
                }
            }
        }
    }

    readonly property real markSize: cell - 1
    // The bead's letter, set once for every bead.
    readonly property color beadInk: Theme.contrast ? "#000000" : "#ffffff"
    readonly property font beadFont: Qt.font({ family: Theme.sans, bold: true, pixelSize: Math.round(markSize * 0.48) })

    Component {
        id: bead
        Rectangle {
            id: beadMark
            objectName: "roadMark"
            required property int column
            required property int row
            required property int mark
            required property bool playerPair
            required property bool bankerPair
            // At EZ, as casino EZ boards mark them: a Dragon 7 is a banker bead with a 7, a Panda 8
            // a player bead with an 8, each in a gold ring.
            required property bool dragon7
            required property bool panda8
            x: column * root.cell + 1 + root.markSize * 0.07
            y: row * root.cell + 1 + root.markSize * 0.07
            width: root.markSize * 0.86
            height: width
            radius: width / 2
            color: Theme.roadColor(mark)
            border.width: dragon7 || panda8 ? Math.max(1.5, root.markSize * 0.08) : 0
            border.color: Theme.gold
            Text {
                anchors.centerIn: parent
                text: beadMark.dragon7 ? "7" : beadMark.panda8 ? "8"
                    : beadMark.mark === Roads.Banker ? qsTr("B") : beadMark.mark === Roads.Player ? qsTr("J") : qsTr("E")
                textFormat: Text.PlainText
                color: root.beadInk
                font: root.beadFont
            }
            // The banker's pair: a red dot top left; the player's: a blue dot bottom right.
            Loader {
                active: beadMark.bankerPair || beadMark.playerPair
                sourceComponent: Item {
                    Rectangle {
                        visible: beadMark.bankerPair
                        x: -root.markSize * 0.04
                        y: x
                        width: root.markSize * 0.3
                        height: width
                        radius: width / 2
                        color: Theme.roadBanker
                        border.color: Theme.roadPaper
                    }
                    Rectangle {
                        visible: beadMark.playerPair
                        x: root.markSize * 0.6
                        y: x
                        width: root.markSize * 0.3
                        height: width
                        radius: width / 2
                        color: Theme.roadPlayer
                        border.color: Theme.roadPaper
                    }
                }
            }
        }
    }
    Component {
        id: big
        Rectangle {
            id: bigMark
            objectName: "roadMark"
            required property int column
            required property int row
            required property int mark
            required property int ties
            x: column * root.cell + 1 + root.markSize * 0.1
            y: row * root.cell + 1 + root.markSize * 0.1
            width: root.markSize * 0.8
            height: width
            radius: width / 2
            color: "transparent"
            border.color: Theme.roadColor(mark)
            border.width: Math.max(1.5, root.markSize * 0.16)
            // A tie: a green slash across the ring, and how many when more than one.
            Loader {
                active: bigMark.ties > 0
                anchors.centerIn: parent
                sourceComponent: Item {
                    width: root.markSize
                    height: root.markSize
                    Rectangle {
                        anchors.centerIn: parent
                        width: root.markSize
                        height: Math.max(1.5, root.markSize * 0.13)
                        radius: height / 2
                        rotation: -45
                        antialiasing: true
                        color: Theme.roadTie
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: bigMark.ties > 1
                        anchors.centerIn: parent
                        text: bigMark.ties
                        color: Theme.roadTie
                        style: Text.Outline
                        styleColor: Theme.roadPaper
                        font.family: Theme.sans
                        font.bold: true
                        font.pixelSize: Math.max(9, Math.round(root.markSize * 0.62))
                    }
                }
            }
        }
    }
    Component {
        id: ring
        Rectangle {
            objectName: "roadMark"
            required property int column
            required property int row
            required property int mark
            x: column * root.cell + 1 + root.markSize * 0.1
            y: row * root.cell + 1 + root.markSize * 0.1
            width: root.markSize * 0.8
            height: width
            radius: width / 2
            color: "transparent"
            border.color: Theme.roadColor(mark)
            border.width: Math.max(1.5, root.markSize * 0.2)
        }
    }
    Component {
        id: dot
        Rectangle {
            objectName: "roadMark"
            required property int column
            required property int row
            required property int mark
            x: column * root.cell + 1 + root.markSize * 0.17
            y: row * root.cell + 1 + root.markSize * 0.17
            width: root.markSize * 0.66
            height: width
            radius: width / 2
            color: Theme.roadColor(mark)
        }
    }
    Component {
        id: slash
        Rectangle {
            objectName: "roadMark"
            required property int column
            required property int row
            required property int mark
            x: column * root.cell + 1 + root.markSize * 0.05
            y: row * root.cell + 1 + (root.markSize - height) / 2
            width: root.markSize * 0.9
            height: Math.max(1.5, root.markSize * 0.2)
            radius: height / 2
            rotation: -45
            antialiasing: true
            color: Theme.roadColor(mark)
        }
    }
}
