pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import BaccaratCore

// One scoreboard road: its cells on a grid of six rows, from its list model,
// scrolled so that the newest column is always in view (the player may drag
// back through the shoe). The ask's mark, when shown, blinks where it would go.
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

        Repeater {
            model: Math.ceil(flick.contentWidth / root.cell) + 1
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
                width: flick.contentWidth
                height: 1
                color: Theme.roadGrid
            }
        }
        Repeater {
            model: root.roadModel
            delegate: RoadMarkView {
                objectName: "roadMark"
                required property int column
                required property int row
                required mark
                required ties
                required playerPair
                required bankerPair
                x: column * root.cell + 1
                y: row * root.cell + 1
                cell: root.cell - 1
                kind: root.kind
            }
        }
        RoadMarkView {
            objectName: "askMark"
            visible: root.asking
            x: root.asking ? root.askMark.column * root.cell + 1 : 0
            y: root.asking ? root.askMark.row * root.cell + 1 : 0
            cell: root.cell - 1
            kind: root.kind
            mark: root.asking ? root.askMark.mark : Roads.NoMark
            SequentialAnimation on opacity {
                running: root.asking && !Preferences.reducedMotion
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.15; duration: 350 }
                NumberAnimation { from: 0.15; to: 1; duration: 350 }
            }
        }
    }
}
