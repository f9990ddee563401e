import QtQuick
import QtQuick.Controls

// A button in the table's style: gold text on felt, a clear focus ring,
// an accessible name (the visible text unless told otherwise).
Button {
    id: control
    property color accent: Theme.gold
    property bool primary: false
    property string description: ""

    font.family: Theme.sans
    font.pixelSize: primary ? 20 : 15
    font.bold: true
    font.letterSpacing: 1
    padding: primary ? 14 : 10
    leftPadding: primary ? 28 : 16
    rightPadding: primary ? 28 : 16
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.description: description

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? (control.primary ? "#1b1205" : control.accent) : Qt.darker(Theme.textDim, 1.6)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 96
        implicitHeight: control.primary ? 52 : 40
        radius: height / 2
        color: control.primary
               ? (control.enabled ? (control.down ? Qt.darker(control.accent, 1.2) : control.accent) : "#5b5b4a")
               : (control.down ? Theme.buttonHot : control.hovered ? Theme.buttonHot : Theme.button)
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? Theme.focus : Qt.rgba(0.91, 0.77, 0.42, control.enabled ? 0.8 : 0.3)
    }
}
