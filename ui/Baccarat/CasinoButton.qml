import QtQuick
import QtQuick.Controls

// A button in the table's style: gold text on felt, a clear focus ring,
// an accessible name (the visible text unless told otherwise).
Button {
    id: root
    property color accent: Theme.gold
    property bool primary: false
    property string description: ""
    // The ring shows whenever the keyboard will act here: after Tab and also
    // when the game moves the focus (a dialog closed, a screen opened), but
    // not after a mouse click.
    readonly property bool showFocus: activeFocus && focusReason !== Qt.MouseFocusReason

    font.family: Theme.sans
    font.pixelSize: primary ? Theme.buttonFont + 5 : Theme.buttonFont
    font.bold: true
    font.letterSpacing: Theme.small ? 0 : 1
    padding: primary ? 14 : 10
    leftPadding: primary ? Theme.buttonPadding + 12 : Theme.buttonPadding
    rightPadding: primary ? Theme.buttonPadding + 12 : Theme.buttonPadding
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.description: description
    // Enter presses it too, as the help says (Qt's buttons take only Space).
    Keys.onReturnPressed: root.clicked()
    Keys.onEnterPressed: root.clicked()

    contentItem: Text {
        textFormat: Text.PlainText
        text: root.text
        font: root.font
        color: root.enabled ? (root.primary ? Theme.textOnLight : root.accent)
                               : Theme.disabledText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 96
        implicitHeight: root.primary ? 52 : 40
        radius: height / 2
        color: root.primary
               ? (root.enabled ? (root.down ? Qt.darker(root.accent, 1.2) : root.accent)
                                  : Theme.buttonDisabled)
               : (root.down ? Theme.buttonHot : root.hovered ? Theme.buttonHot : Theme.button)
        border.width: root.showFocus ? 3 : Theme.contrast ? 2 : 1
        border.color: root.showFocus ? Theme.focus
                    : root.enabled ? Theme.buttonBorder : Theme.buttonBorderDisabled
        // A ring outside the button, visible on any fill (the primary button is gold).
        Rectangle {
            visible: root.showFocus
            anchors.fill: parent
            anchors.margins: -5
            radius: height / 2
            color: "transparent"
            border.width: 2
            border.color: Theme.focus
        }
    }
}
