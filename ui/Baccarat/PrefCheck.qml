import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A check box in the table's colours, with a focus ring the keyboard user can see.
CheckBox {
    id: root
    Layout.fillWidth: true
    font.family: Theme.sans
    font.pixelSize: Theme.fontBody
    Accessible.name: text
    // Enter ticks it too, as the help says (Qt's check boxes take only Space).
    Keys.onReturnPressed: { toggle(); toggled() }
    Keys.onEnterPressed: { toggle(); toggled() }
    contentItem: Text {
        textFormat: Text.PlainText
        text: root.text
        font: root.font
        color: Theme.text
        leftPadding: root.indicator.width + root.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    background: Rectangle {
        radius: 6
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
        visible: root.activeFocus && root.focusReason !== Qt.MouseFocusReason
    }
}
