import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A check box in the table's colours.
CheckBox {
    id: box
    Layout.fillWidth: true
    font.family: Theme.sans
    font.pixelSize: 15
    Accessible.name: text
    contentItem: Text {
        text: box.text
        font: box.font
        color: Theme.text
        leftPadding: box.indicator.width + box.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
}
