pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The deck design, by name, in the preferences: the cards on the table change at once.
ColumnLayout {
    id: root
    objectName: "deckChoice"
    Layout.fillWidth: true
    spacing: 6

    Text {
        textFormat: Text.PlainText
        Layout.leftMargin: 4
        text: qsTr("Baraja")
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Diseño de la baraja")
    }
    Flow {
        Layout.fillWidth: true
        Layout.leftMargin: 4
        spacing: 8
        Repeater {
            model: Preferences.deckOptions
            delegate: CasinoButton {
                required property var modelData
                readonly property bool chosen: Preferences.deckDesign === modelData.id
                objectName: "prefDeck_" + modelData.id
                text: modelData.name
                description: modelData.description
                accent: chosen ? Theme.gold : Theme.textDim
                font.underline: chosen
                Accessible.role: Accessible.RadioButton
                Accessible.checkable: true
                Accessible.checked: chosen
                onClicked: Preferences.setDeckDesign(modelData.id)
            }
        }
    }
}
