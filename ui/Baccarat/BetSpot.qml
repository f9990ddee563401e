pragma ComponentBehavior: Bound
import QtQuick
import BaccaratCore

// One bet spot on the felt: name, payout, the chips on it, what it won;
// its edge turns to the warning colour while a refusal about it is shown
// (the words are in the table's MessageArea).
Item {
    id: root
    required property string spotId
    required property string label
    required property string payout
    required property int amount
    required property string amountText
    required property var chips
    required property int result
    required property string resultText
    required property string message
    required property string accessibleName
    property string shortcut: ""

    readonly property color accent: spotId === "player" || spotId === "player_pair" || spotId === "panda_8" ? Theme.player
                                   : spotId === "banker" || spotId === "banker_pair" || spotId === "dragon_7" ? Theme.banker
                                   : Theme.tie
    // A refusal about this spot is shown in the message area (it leaves with it).
    readonly property bool refused: Announcer.messageKind === "refusal" && Announcer.messageTarget === spotId
    objectName: "spot_" + spotId
    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    Accessible.description: shortcut ? qsTr("Pone la ficha elegida. Atajo: %1").arg(shortcut) : ""
    Accessible.onPressAction: Table.placeChip(spotId)
    Keys.onSpacePressed: Table.placeChip(spotId)
    Keys.onReturnPressed: Table.placeChip(spotId)

    Rectangle {
        id: box
        anchors.fill: parent
        radius: Theme.boxRadius
        color: mouse.containsMouse && Table.betting ? Theme.spotHover : Theme.spotFill
        border.width: root.activeFocus || root.refused ? 3 : 2
        border.color: root.activeFocus ? Theme.focus
                     : root.refused ? Theme.warning
                     : root.result === Table.Won ? Theme.won
                     : Qt.rgba(root.accent.r, root.accent.g, root.accent.b, 0.85)

        Column {
            id: labels
            anchors.top: parent.top
            anchors.topMargin: 8
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 2
            // On one line when it fits at the least type, else on two (PAR / JUGADOR on a narrow side bet).
            TextMetrics {
                id: leastTitle
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: title.minimumPixelSize
                font.letterSpacing: title.font.letterSpacing
                text: root.label
            }
            TextMetrics { id: fullTitle; font: title.font; text: root.label }
            Text {
                id: title
                objectName: "spotTitle_" + root.spotId
                readonly property bool twoLines: Math.ceil(leastTitle.advanceWidth) > box.width - 10
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.label
                color: root.accent
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Math.max(Theme.fontCaption, Math.min(Theme.fontAmount, box.width / 9))
                width: twoLines ? box.width - 10 : Math.min(Math.ceil(fullTitle.advanceWidth), box.width - 10)
                wrapMode: twoLines ? Text.WordWrap : Text.NoWrap
                maximumLineCount: 2
                lineHeight: 0.9
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 10
                horizontalAlignment: Text.AlignHCenter
                font.letterSpacing: Theme.small ? 0.5 : 1.5
            }
            Text {
                objectName: "spotPayout_" + root.spotId
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.payout
                color: Theme.textDim
                font.family: Theme.sans
                font.pixelSize: Math.max(Theme.fontTiny, Math.min(Theme.fontNote, box.width / 14))
                width: Math.min(implicitWidth, box.width - 12)
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignHCenter
            }
        }

        // The bet as the fewest chips: a column per value, largest first, each
        // chip a little above the one under it so every value shows; the total beside it.
        Row {
            id: stack
            objectName: "chipStack_" + root.spotId
            readonly property int columns: Math.max(1, root.chips.length)
            readonly property int tallest: Math.max(1, ...root.chips.map(column => column.length))
            readonly property real stepShare: 0.2
            // As large as the room under the payout allows, the tallest column included
            // (less the badge's line, when the badge has no room beside the chips).
            readonly property real under: box.height - labels.y - labels.height - 8
            readonly property real widest: (box.width - totalLabel.implicitWidth - 20) / columns - 2
            // A chip's size for ``room`` under the payout (the spot's own cap, the widest columns allow).
            function chipFor(room: real): real {
                return Math.max(20, Math.min(44, Math.min(box.height - 62, room) / (1 + stepShare * (tallest - 1)), widest))
            }
            readonly property real chipSize: chipFor(under - (badge.visible && !badge.beside ? badge.height + 2 : 0))
            // Its width with the chips as large as they are without a badge (the badge's place depends on it).
            readonly property real freeWidth: columns * (chipFor(under) + spacing) + totalLabel.implicitWidth
            readonly property real step: chipSize * stepShare
            spacing: 2
            // Centred; moved left as little as the badge beside it needs.
            x: Math.max(4, Math.min((box.width - width) / 2,
                                    badge.visible && badge.beside ? box.width - 4 - badge.width - 8 - width : box.width))
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 6
            Repeater {
                model: root.chips
                Item {
                    id: column
                    required property var modelData
                    width: stack.chipSize
                    height: stack.chipSize + (stack.tallest - 1) * stack.step
                    Repeater {
                        model: column.modelData
                        Chip {
                            required property int modelData
                            required property int index
                            value: modelData
                            size: stack.chipSize
                            y: column.height - stack.chipSize - index * stack.step
                        }
                    }
                }
            }
            Text {
                id: totalLabel
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                leftPadding: root.amount > 0 ? 4 : 0
                text: root.amountText
                color: Theme.text
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: Theme.fontBody
            }
        }
        // What the spot won or lost: beside the stack when the two fit side by side (the
        // stack moved left if need be), else just above the chips, made smaller to leave it
        // a line under the payout; never over the title, the payout nor the chips, nor past the spot's edge.
        Rectangle {
            id: badge
            objectName: "spotResult_" + root.spotId
            visible: root.resultText !== ""
            readonly property bool beside: stack.freeWidth + 8 + width <= box.width - 8
            x: beside ? stack.x + stack.width + 8 : Math.max(4, (box.width - width) / 2)
            y: beside ? stack.y + (stack.height - height) / 2 : stack.y - height - 2
            z: 1
            radius: 8
            color: root.result === Table.Won ? Theme.spotWonFill : root.result === Table.Lost ? Theme.spotLostFill : Theme.spotPushFill
            border.color: root.result === Table.Won ? Theme.won : root.result === Table.Lost ? Theme.lost : Theme.textDim
            width: Math.min(resultLabel.implicitWidth + 12, box.width - 8)
            height: resultLabel.implicitHeight + (Theme.small ? 2 : 6)
            Text {
                id: resultLabel
                textFormat: Text.PlainText
                anchors.centerIn: parent
                width: Math.min(implicitWidth, parent.width - 8)
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 9
                horizontalAlignment: Text.AlignHCenter
                text: root.resultText
                color: root.result === Table.Won ? Theme.won : root.result === Table.Lost ? Theme.lost : Theme.text
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: Theme.small ? Theme.fontSmall : Theme.fontNote
            }
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Table.betting ? Qt.PointingHandCursor : Qt.ArrowCursor
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onClicked: (event) => {
            if (event.button === Qt.RightButton)
                Table.removeLastChip()
            else
                Table.placeChip(root.spotId)
        }
    }
}
