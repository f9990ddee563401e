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
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.label
                color: root.accent
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Math.max(Theme.fontCaption, Math.min(Theme.fontAmount, box.width / 9))
                width: Math.min(implicitWidth, box.width - 10)
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 10
                horizontalAlignment: Text.AlignHCenter
                font.letterSpacing: 1.5
            }
            Text {
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
            // As large as the room under the payout allows, the tallest column included.
            readonly property real room: Math.min(box.height - 62, box.height - labels.y - labels.height - 8)
            readonly property real chipSize: Math.max(20, Math.min(44,
                room / (1 + stepShare * (tallest - 1)),
                (box.width - totalLabel.implicitWidth - 20) / columns - 2))
            readonly property real step: chipSize * stepShare
            spacing: 2
            anchors.horizontalCenter: parent.horizontalCenter
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
        // What the spot won or lost: beside the stack (right, else left) when
        // there is room, else just above it, never over the chips nor past the spot's edge.
        Rectangle {
            id: badge
            objectName: "spotResult_" + root.spotId
            visible: root.resultText !== ""
            readonly property bool roomRight: stack.x + stack.width + 8 + width <= box.width - 4
            readonly property bool roomLeft: stack.x - 8 - width >= 4
            readonly property real stackTop: stack.y
            x: roomRight ? stack.x + stack.width + 8
               : roomLeft ? stack.x - 8 - width
               : Math.max(4, Math.min((box.width - width) / 2, box.width - width - 4))
            y: roomRight || roomLeft ? stack.y + (stack.height - height) / 2
               : Math.max(4, stackTop - height - 2)
            z: 1
            radius: 8
            color: root.result === Table.Won ? Theme.spotWonFill : root.result === Table.Lost ? Theme.spotLostFill : Theme.spotPushFill
            border.color: root.result === Table.Won ? Theme.won : root.result === Table.Lost ? Theme.lost : Theme.textDim
            width: Math.min(resultLabel.implicitWidth + 12, box.width - 8)
            height: resultLabel.implicitHeight + 6
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
                font.pixelSize: Theme.fontNote
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
