import QtQuick
import QtQuick.Controls
import BaccaratCore

// "Repetir la apuesta anterior": a check box in the table's style that
// Enter toggles too.
CheckBox {
    id: root
    objectName: "rebetCheck"

    text: qsTr("Repetir la apuesta anterior")
    checked: Preferences.rebet
    onToggled: Preferences.setRebet(checked)
    font.family: Theme.sans
    font.pixelSize: Theme.small ? Theme.fontSmall : Theme.fontNote
    Accessible.name: text
    Accessible.description: qsTr("Atajo: %1").arg(KeyMap.keys.toggleRebet)
    Keys.onReturnPressed: { toggle(); toggled() }
    Keys.onEnterPressed: { toggle(); toggled() }

    background: Rectangle {
        radius: 6
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
        visible: root.activeFocus && root.focusReason !== Qt.MouseFocusReason
    }
    // The box in the table's colours, ticked or not.
    indicator: Rectangle {
        objectName: "rebetBox"
        implicitWidth: 22
        implicitHeight: 22
        x: root.leftPadding
        y: (root.height - height) / 2
        radius: 4
        color: root.checked ? Theme.gold : Theme.spotFill
        border.width: 2
        border.color: Theme.gold
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: root.checked
            text: "✓"
            color: Theme.textOnLight
            font.family: Theme.sans
            font.bold: true
            font.pixelSize: Theme.fontText
        }
    }
    contentItem: Text {
        textFormat: Text.PlainText
        text: root.text
        font: root.font
        color: Theme.text
        leftPadding: root.indicator.width + root.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
}
