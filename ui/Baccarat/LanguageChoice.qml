import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The interface's language, each one by its own name: choosing one switches every text at once.
RowLayout {
    id: root
    objectName: "languageChoice"
    Layout.fillWidth: true
    spacing: 8

    Text {
        textFormat: Text.PlainText
        Layout.leftMargin: 4
        Layout.fillWidth: true
        text: qsTr("Idioma")
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Idioma de la interfaz")
    }
    Repeater {
        model: Preferences.languageOptions
        delegate: CasinoButton {
            required property var modelData
            readonly property bool chosen: Preferences.language === modelData.id
            objectName: "language_" + modelData.id
            text: modelData.name
            accent: chosen ? Theme.gold : Theme.textDim
            font.underline: chosen
            Accessible.role: Accessible.RadioButton
            Accessible.checkable: true
            Accessible.checked: chosen
            onClicked: Preferences.setLanguage(modelData.id)
        }
    }
}
