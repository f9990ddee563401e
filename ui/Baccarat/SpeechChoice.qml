import QtQuick
import QtQuick.Layouts
import BaccaratCore

// How much the game says (brief, normal, full), and how each chip is confirmed.
ColumnLayout {
    id: root
    objectName: "speechChoice"
    Layout.fillWidth: true
    spacing: 6

    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        Text {
            textFormat: Text.PlainText
            Layout.leftMargin: 4
            Layout.fillWidth: true
            text: qsTr("Lo que se dice")
            color: Theme.text
            font.family: Theme.sans
            font.pixelSize: Theme.fontBody
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Cuánto dice el juego en voz alta")
        }
        Repeater {
            model: Verbosity.options
            delegate: CasinoButton {
                required property var modelData
                readonly property bool chosen: Verbosity.level === modelData.id
                objectName: "verbosity_" + modelData.id
                text: modelData.name
                accent: chosen ? Theme.gold : Theme.textDim
                font.underline: chosen
                Accessible.role: Accessible.RadioButton
                Accessible.checkable: true
                Accessible.checked: chosen
                Accessible.description: modelData.description
                onClicked: Verbosity.setLevel(modelData.id)
            }
        }
    }
    Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: 4
        wrapMode: Text.WordWrap
        text: Verbosity.options.find(option => option.id === Verbosity.level)?.description ?? ""
        color: Theme.textDim
        font.family: Theme.sans
        font.pixelSize: Theme.fontCaption
    }
    PrefCheck {
        objectName: "chipSpeechCheck"
        text: qsTr("Decir de cada ficha la casilla, la mesa y lo que queda")
        checked: Verbosity.chipSpeech
        onToggled: Verbosity.setChipSpeech(checked)
    }
    PrefCheck {
        objectName: "showSpeechCheck"
        text: qsTr("Mostrar junto a la mesa lo que dijo el juego")
        checked: Verbosity.showSpeech
        onToggled: Verbosity.setShowSpeech(checked)
    }
}
