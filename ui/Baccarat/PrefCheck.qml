import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A check box in the table's colours, with a focus ring the keyboard user can see.
CheckBox {
    id: box
    Layout.fillWidth: true
    font.family: Theme.sans
    font.pixelSize: 15
    Accessible.name: text
    // Enter ticks it too, as the help says (Qt's check boxes take only Space).
    Keys.onReturnPressed: { toggle(); toggled() }
    Keys.onEnterPressed: { toggle(); toggled() }
    contentItem: Text {
        text: box.text
        font: box.font
        color: Theme.text
        leftPadding: box.indicator.width + box.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    background: Rectangle {
        radius: 6
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
        visible: box.activeFocus && box.focusReason !== Qt.MouseFocusReason
    }
}
