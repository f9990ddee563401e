pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// One side's cards of a hand in the history, small, and its total.
RowLayout {
    id: root
    property var cards: []
    property int total: 0
    property color accent: Theme.text
    property real rowHeight: 56
    spacing: 2
    Layout.preferredWidth: 3 * (root.rowHeight - 12) * Theme.cardAspect + 40
    Repeater {
        model: root.cards
        Image {
            required property string modelData
            source: modelData
            sourceSize.height: 2 * (root.rowHeight - 12)
            Layout.preferredHeight: root.rowHeight - 12
            Layout.preferredWidth: (root.rowHeight - 12) * Theme.cardAspect
            fillMode: Image.PreserveAspectFit
            asynchronous: true
            Accessible.ignored: true
        }
    }
    Item { Layout.fillWidth: true }
    Text {
        textFormat: Text.PlainText
        text: String(root.total)
        color: root.accent
        font.family: Theme.sans
        font.bold: true
        font.pixelSize: 20
    }
}
