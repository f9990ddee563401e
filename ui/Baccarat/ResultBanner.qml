import QtQuick
import BaccaratCore

// Who won, both totals, naturals and pairs, and what the player won or lost.
Rectangle {
    id: root
    objectName: "resultBanner"
    // Smaller type and margins, where the banner must leave the cards room (the roads above them).
    property bool dense: false
    visible: Hand.resultText !== ""
    radius: Theme.boxRadius
    color: Theme.banner
    border.width: activeFocus ? 3 : 2
    border.color: activeFocus ? Theme.focus : Theme.winnerColor(Hand.resultWinner)
    implicitWidth: Math.min(Math.max(title.width, lines.width, net.width) + (dense ? 36 : 48),
                            root.parent ? root.parent.width : 800)
    implicitHeight: column.implicitHeight + (dense ? 16 : 28)
    // The sum of the hand for the player, with the balance after it (and what a repeated bet took).
    readonly property string netText: Hand.resultSum
    // The table moves the focus here when a hand ends, so a screen reader
    // reads the result even when it does not speak announcements.
    activeFocusOnTab: true  // Tab skips it while it is hidden
    Accessible.role: Accessible.StaticText
    Accessible.focusable: true
    Accessible.name: visible ? [Hand.resultText].concat(Hand.resultLines, [netText.replace(/ · /g, ", ")]).join(". ") : ""

    Column {
        id: column
        anchors.centerIn: parent
        spacing: root.dense ? 2 : 6
        Text {
            id: title
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: Hand.resultText
            width: Math.min(implicitWidth, (root.parent ? root.parent.width : 800) - 24)
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 14
            horizontalAlignment: Text.AlignHCenter
            color: Theme.winnerColor(Hand.resultWinner)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: root.dense ? Theme.fontTitle : Theme.fontBig
        }
        Text {
            id: lines
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            horizontalAlignment: Text.AlignHCenter
            width: Math.min(implicitWidth, (root.parent ? root.parent.width : 800) - 40)
            wrapMode: Text.WordWrap
            text: Hand.resultLines.join("  ·  ")
            color: Theme.text
            font.family: Theme.sans
            font.pixelSize: root.dense ? Theme.fontNote : Theme.fontText
            lineHeight: 1.15
        }
        Text {
            id: net
            objectName: "resultSum"
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            horizontalAlignment: Text.AlignHCenter
            width: Math.min(implicitWidth, (root.parent ? root.parent.width : 800) - 40)
            wrapMode: Text.WordWrap
            text: root.netText
            color: Hand.resultNet > 0 ? Theme.won : Hand.resultNet < 0 ? Theme.lost : Theme.textDim
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: root.dense ? Theme.fontText : Theme.fontSubtitle
        }
    }
}
