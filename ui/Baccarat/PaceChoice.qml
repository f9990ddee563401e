import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The dealing pace: how fast cards fly in and turn over once opened (the
// player still opens every card; reduced motion still means no motion).
RowLayout {
    id: root
    objectName: "paceChoice"
    Layout.fillWidth: true
    spacing: 8

    Text {
        textFormat: Text.PlainText
        Layout.leftMargin: 4
        Layout.fillWidth: true
        text: qsTr("Ritmo del reparto")
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Repeater {
        model: Preferences.paceOptions
        delegate: CasinoButton {
            required property var modelData
            readonly property bool chosen: Preferences.pace === modelData.id
            objectName: "pace_" + modelData.id
            text: modelData.name
            accent: chosen ? Theme.gold : Theme.textDim
            font.underline: chosen
            Accessible.role: Accessible.RadioButton
            Accessible.name: qsTr("Ritmo del reparto: %1").arg(modelData.name)
            Accessible.checkable: true
            Accessible.checked: chosen
            onClicked: Preferences.setPace(modelData.id)
        }
    }
}
