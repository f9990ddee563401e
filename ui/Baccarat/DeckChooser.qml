pragma ComponentBehavior: Bound
import QtQuick
import BaccaratCore

// The deck designs side by side, each with its back and two faces.
// Tiles have one fixed height (Theme.deckTileHeight) so the lobby can keep
// their place while they load.
Flow {
    id: root
    spacing: 14
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Diseño de la baraja")
    // As many tiles a row as fit (never more than there are decks), sharing the row's width.
    readonly property int perRow: Math.max(1, Math.min(decks.count, Math.floor((width + spacing) / (Theme.deckTileMinWidth + spacing))))
    readonly property real tileWidth: Math.max(Theme.deckTileMinWidth, (width - spacing * (perRow - 1)) / perRow)

    Repeater {
        id: decks
        model: Preferences.deckOptions
        delegate: Rectangle {
            id: tile
            required property var modelData
            readonly property bool checked: Preferences.deckDesign === modelData.id
            objectName: "deck_" + modelData.id
            width: root.tileWidth
            height: Theme.deckTileHeight
            radius: Theme.boxRadius
            color: checked ? Theme.optionChecked : Theme.optionFill
            border.width: activeFocus ? 3 : checked ? 2 : 1
            border.color: activeFocus ? Theme.focus : checked ? Theme.gold : Theme.panelBorder
            activeFocusOnTab: true
            Accessible.role: Accessible.RadioButton
            Accessible.name: modelData.name
            Accessible.description: modelData.description
            Accessible.checkable: true
            Accessible.checked: checked
            Accessible.onPressAction: Preferences.setDeckDesign(modelData.id)
            Keys.onSpacePressed: Preferences.setDeckDesign(modelData.id)
            Keys.onReturnPressed: Preferences.setDeckDesign(modelData.id)

            Item {
                id: preview
                anchors.top: parent.top
                anchors.topMargin: Theme.lobbyShort ? 6 : 12
                anchors.horizontalCenter: parent.horizontalCenter
                width: 150
                height: 112
                // The three cards are laid out at 150×112 and drawn at the theme's scale.
                scale: Theme.deckPreviewScale
                transformOrigin: Item.Top
                Repeater {
                    model: [tile.modelData.backSource, tile.modelData.previewSource2, tile.modelData.previewSource]
                    Image {
                        required property string modelData
                        required property int index
                        width: 72
                        height: 100
                        x: 8 + index * 30
                        y: 6
                        rotation: (index - 1) * 9
                        transformOrigin: Item.Bottom
                        source: modelData
                        asynchronous: true
                        sourceSize: Qt.size(width * Theme.deckPreviewScale * Screen.devicePixelRatio,
                                            height * Theme.deckPreviewScale * Screen.devicePixelRatio)
                        smooth: true
                    }
                }
            }
            Text {
                id: name
                textFormat: Text.PlainText
                anchors.top: preview.top
                anchors.topMargin: preview.height * preview.scale + (Theme.lobbyShort ? 4 : 8)
                anchors.horizontalCenter: parent.horizontalCenter
                text: tile.modelData.name
                color: tile.checked ? Theme.gold : Theme.text
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.lobbyShort ? Theme.fontBody : Theme.fontHeading
            }
            Text {
                id: description
                objectName: "deckDescription_" + tile.modelData.id
                textFormat: Text.PlainText
                anchors.top: name.bottom
                anchors.topMargin: 2
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.leftMargin: 10
                anchors.rightMargin: 10
                anchors.bottomMargin: 8
                horizontalAlignment: Text.AlignHCenter
                text: tile.modelData.description
                color: Theme.textDim
                wrapMode: Text.WordWrap
                maximumLineCount: 4
                elide: Text.ElideRight
                font.family: Theme.sans
                font.pixelSize: Theme.fontSmall
            }
            MouseArea {
                anchors.fill: parent
                cursorShape: Qt.PointingHandCursor
                onClicked: Preferences.setDeckDesign(tile.modelData.id)
            }
        }
    }
}
