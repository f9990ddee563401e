import QtQuick
import QtQuick.Layouts
import BaccaratCore

// In place of the chips and the actions when the chips have run out: the
// last hand stays on the felt, and the player goes on to the score when ready.
Rectangle {
    id: root
    objectName: "nightOverBar"
    radius: Theme.boxRadius
    color: Theme.bubble
    border.color: Theme.gold
    Accessible.role: Accessible.Grouping
    Accessible.name: message.text

    // Gives the keyboard to VER EL PUNTAJE.
    function focusScore() {
        scoreButton.forceActiveFocus()
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 10
        spacing: 12
        Text {
            id: message
            objectName: "nightOverText"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: qsTr("Se acabó la noche: te quedan %1, menos que la apuesta mínima.").arg(Night.scoreWords)
            color: Theme.text
            font.family: Theme.sans
            font.pixelSize: Theme.messageFont
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        CasinoButton {
            id: scoreButton
            objectName: "showScoreButton"
            primary: true
            text: qsTr("VER EL PUNTAJE")
            description: qsTr("Deja la mesa y muestra el puntaje de la noche")
            onClicked: Night.showScore()
        }
    }
}
