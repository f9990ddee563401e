pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// One side's total and its cards in a hand of the history, small, in a
// column of fixed width so the hands line up.
RowLayout {
    id: root
    property var cards: []
    property int total: 0
    property color accent: Theme.text
    property real rowHeight: 56
    // The cards take the row's height but a thin margin: their corners' ranks stay legible.
    readonly property real cardHeight: root.rowHeight - 8
    spacing: 3
    Layout.fillWidth: false
    Layout.preferredWidth: 30 + 3 * (cardHeight * Theme.cardAspect + 3)
    Text {
        Layout.preferredWidth: 26
        textFormat: Text.PlainText
        text: String(root.total)
        color: root.accent
        font.family: Theme.sans
        font.bold: true
        font.pixelSize: Theme.fontName
        horizontalAlignment: Text.AlignHCenter
    }
    Repeater {
        model: root.cards
        Image {
            required property string modelData
            objectName: "historyCard"
            source: modelData
            sourceSize.height: 2 * root.cardHeight
            Layout.preferredHeight: root.cardHeight
            Layout.preferredWidth: root.cardHeight * Theme.cardAspect
            fillMode: Image.PreserveAspectFit
            asynchronous: true
            Accessible.ignored: true
        }
    }
    Item { Layout.fillWidth: true }
}
