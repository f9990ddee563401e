import QtQuick
import QtQuick.Controls
import BaccaratCore

// "Repetir la apuesta anterior": a check box in the table's style that
// Enter toggles too, with the refusal bubble above it.
CheckBox {
    id: root
    objectName: "rebetCheck"

    text: qsTr("Repetir la apuesta anterior")
    checked: Preferences.rebet
    onToggled: Preferences.setRebet(checked)
    font.family: Theme.sans
    font.pixelSize: 14
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
    contentItem: Text {
        textFormat: Text.PlainText
        text: root.text
        font: root.font
        color: Theme.text
        leftPadding: root.indicator.width + root.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }

    Bubble {
        target: "rebet"
        anchors.bottom: parent.top
        anchors.bottomMargin: Theme.bubbleGap
        anchors.horizontalCenter: parent.horizontalCenter
    }
}
