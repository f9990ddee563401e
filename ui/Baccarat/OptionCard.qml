import QtQuick
import QtQuick.Layouts

// A large radio choice with a title and a one-line explanation.
Rectangle {
    id: root
    property string title: ""
    property string subtitle: ""
    property bool checked: false
    signal chosen()
    implicitHeight: column.implicitHeight + (Theme.lobbyShort ? 16 : 28)
    radius: Theme.boxRadius
    color: checked ? Theme.optionChecked : Theme.optionFill
    border.width: activeFocus ? 3 : checked ? 2 : 1
    border.color: activeFocus ? Theme.focus : checked ? Theme.gold : Theme.panelBorder
    activeFocusOnTab: true
    Accessible.role: Accessible.RadioButton
    Accessible.name: title
    Accessible.description: subtitle
    Accessible.checkable: true
    Accessible.checked: checked
    Accessible.onPressAction: chosen()
    Keys.onSpacePressed: chosen()
    Keys.onReturnPressed: chosen()

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        // From the top (the same place as centred at its own height): a card stretched to its row's
        // height keeps its title level with its neighbours'.
        anchors.top: parent.top
        anchors.topMargin: Theme.lobbyShort ? 8 : 14
        anchors.margins: Theme.lobbyShort ? 10 : 16
        spacing: 4
        RowLayout {
            spacing: 10
            Rectangle {
                implicitWidth: 18; implicitHeight: 18; radius: 9
                color: "transparent"
                border.color: Theme.gold
                border.width: 2
                Rectangle {
                    anchors.centerIn: parent
                    width: 10; height: 10; radius: 5
                    color: Theme.gold
                    visible: root.checked
                }
            }
            Text {
                textFormat: Text.PlainText
                text: root.title
                color: root.checked ? Theme.gold : Theme.text
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.lobbyShort ? Theme.fontHeading : Theme.fontName
            }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.subtitle
            color: Theme.textDim
            wrapMode: Text.WordWrap
            font.family: Theme.sans
            font.pixelSize: Theme.lobbyShort ? Theme.fontSmall : Theme.fontNote
        }
    }
    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: root.chosen()
    }
}
