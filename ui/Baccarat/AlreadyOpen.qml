import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// Shown instead of the game when another game is already open on the same
// saved night and top five. It uses neither the game nor its Theme (which
// reads the game's settings): nothing here touches a file. Its key comes from
// the keyboard map (KeyMap), which reads no file either.
// Its type sizes are its own, not Theme's: Theme reads Preferences, which would build a game
// (and open its files) in this second process, which must touch nothing.
ApplicationWindow {
    id: root
    objectName: "alreadyOpenWindow"
    // The player's high-contrast preference, read by Python before this loads.
    required property bool highContrast
    // The process id the open game wrote in its lock (0 when unknown): a hint for the way out.
    required property int holderPid

    readonly property color feltColor: highContrast ? "#000000" : "#0d5c3a"
    readonly property color goldColor: highContrast ? "#ffff00" : "#e9c46a"
    readonly property color textColor: highContrast ? "#ffffff" : "#f6ecd2"
    readonly property color focusColor: highContrast ? "#ffff00" : "#ffe08a"

    width: 640
    height: 380
    minimumWidth: 440
    minimumHeight: 340
    visible: true
    title: qsTr("Baccarat ya está abierto")
    color: feltColor

    readonly property string explanation:
        qsTr("La partida sigue en su ventana. Con dos abiertas a la vez, cada una guardaría su noche y sus puntajes encima de los de la otra, y se perderían fichas.")
    // The way out, if the other game cannot be found: the system says that game's process is alive.
    readonly property string wayOut: holderPid > 0
        ? qsTr("¿No la ves? Puede estar minimizada o en otro escritorio. Si el juego dejó de responder, ciérralo desde el monitor del sistema (es el proceso %1) y vuelve a abrir Baccarat.").arg(holderPid)
        : qsTr("¿No la ves? Puede estar minimizada o en otro escritorio. Si el juego dejó de responder, ciérralo desde el monitor del sistema y vuelve a abrir Baccarat.")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 28
        spacing: 16

        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Baccarat ya está abierto en otra ventana")
            color: root.goldColor
            font.family: "DejaVu Serif"
            font.bold: true
            font.pixelSize: 24
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.explanation
            color: root.textColor
            font.family: "DejaVu Sans"
            font.pixelSize: 16
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            objectName: "wayOut"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.fillHeight: true
            text: root.wayOut
            color: root.textColor
            font.family: "DejaVu Sans"
            font.pixelSize: 15
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Button {
            id: closeButton
            objectName: "closeButton"
            Layout.alignment: Qt.AlignRight
            text: qsTr("CERRAR ESTA VENTANA")
            font.family: "DejaVu Sans"
            font.pixelSize: 16
            font.bold: true
            padding: 12
            leftPadding: 24
            rightPadding: 24
            Accessible.role: Accessible.Button
            Accessible.name: text
            Accessible.description: root.explanation + " " + root.wayOut
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: Qt.quit()
            contentItem: Text {
                textFormat: Text.PlainText
                text: closeButton.text
                font: closeButton.font
                color: "#1b1205"
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                implicitHeight: 48
                radius: height / 2
                color: closeButton.down ? Qt.darker(root.goldColor, 1.2) : root.goldColor
                border.width: closeButton.activeFocus ? 3 : 0
                border.color: root.textColor
                Rectangle {
                    visible: closeButton.activeFocus
                    anchors.fill: parent
                    anchors.margins: -5
                    radius: height / 2
                    color: "transparent"
                    border.width: 2
                    border.color: root.focusColor
                }
            }
        }
    }

    Component.onCompleted: closeButton.forceActiveFocus()

    Shortcut {
        sequences: KeyMap.sequences.close
        onActivated: Qt.quit()
    }
}
