import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// The end of the night: the score, the name for the top five, and the table.
FocusScope {
    id: root
    objectName: "score"
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Fin de la noche")

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        NoticeBar { Layout.fillWidth: true }
        Flickable {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: column.implicitHeight + 48
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ColumnLayout {
                id: column
                width: Math.min(parent.width - 48, Theme.scaled(820))
                x: (parent.width - width) / 2
                y: 28
                spacing: 14

                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: Night.scoreLeft ? qsTr("TE RETIRAS DE LA MESA") : qsTr("SE ACABÓ LA NOCHE")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontScore
                    font.letterSpacing: 3
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: Night.scoreLeft ? qsTr("Tu puntaje") : qsTr("Te quedaste sin fichas para la apuesta mínima. Tu puntaje")
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontText
                }
                Text {
                    objectName: "scoreValue"
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignHCenter
                    text: Night.scoreWords
                    color: Theme.text
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontDisplay
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Puntaje: %1").arg(Night.scoreWords)
                }

                RowLayout {
                    visible: Night.qualifies
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 10
                    Text {
                        textFormat: Text.PlainText
                        text: qsTr("Entras en los cinco mejores. Tu nombre:")
                        color: Theme.text
                        font.family: Theme.sans
                        font.pixelSize: Theme.fontText
                    }
                    TextField {
                        id: nameField
                        objectName: "nameField"
                        text: Preferences.lastName
                        maximumLength: Night.nameMaxLength
                        placeholderText: qsTr("Tu nombre")
                        font.family: Theme.sans
                        font.pixelSize: Theme.fontHeading
                        Layout.preferredWidth: Theme.scaled(240)
                        Accessible.name: qsTr("Tu nombre para la tabla de los cinco mejores")
                        Accessible.description: qsTr("Hasta %1 caracteres. Escríbelo y pulsa Intro para guardarlo").arg(Night.nameMaxLength)
                        color: Theme.textOnLight
                        placeholderTextColor: Theme.fieldPlaceholder
                        background: Rectangle {
                            implicitWidth: 200
                            implicitHeight: 40
                            radius: 4
                            color: Theme.field
                            border.width: 1
                            border.color: Theme.fieldBorder
                            // The focus ring, outside the white box so it shows on the felt.
                            Rectangle {
                                visible: nameField.activeFocus
                                anchors.fill: parent
                                anchors.margins: -5
                                radius: 7
                                color: "transparent"
                                border.width: 3
                                border.color: Theme.focus
                            }
                        }
                        onAccepted: saveButton.clicked()
                    }
                    CasinoButton {
                        id: saveButton
                        objectName: "saveScoreButton"
                        text: qsTr("GUARDAR")
                        onClicked: {
                            Night.submitScore(nameField.text)
                            backButton.forceActiveFocus()
                        }
                    }
                }
                // The limit, said while typing: the count, and a word when it is reached.
                Text {
                    objectName: "nameCount"
                    textFormat: Text.PlainText
                    visible: Night.qualifies
                    Layout.alignment: Qt.AlignHCenter
                    readonly property bool full: nameField.length >= Night.nameMaxLength
                    text: full ? qsTr("%1 de %2 caracteres: no caben más").arg(nameField.length).arg(Night.nameMaxLength)
                               : qsTr("%1 de %2 caracteres").arg(nameField.length).arg(Night.nameMaxLength)
                    color: full ? Theme.warning : Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontNote
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Text {
                    objectName: "notQualifying"
                    textFormat: Text.PlainText
                    visible: !Night.qualifies && !Night.scoreSubmitted
                    Layout.alignment: Qt.AlignHCenter
                    text: Night.tiesFifth ? qsTr("Igualas al quinto puesto; hace falta superarlo para entrar en los cinco mejores.")
                                          : qsTr("Esta vez no alcanza para los cinco mejores.")
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontText
                }

                Text {
                    textFormat: Text.PlainText
                    text: qsTr("LOS CINCO MEJORES")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontSubtitle
                    font.letterSpacing: 2
                    Layout.topMargin: 12
                }
                LeaderboardTable { Layout.fillWidth: true }

                CasinoButton {
                    id: backButton
                    objectName: "backToLobbyButton"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.topMargin: 14
                    primary: true
                    text: qsTr("VOLVER AL SALÓN")
                    onClicked: Night.backToLobby()
                }
            }
        }
    }

    Component.onCompleted: {
        if (Night.qualifies) {
            nameField.forceActiveFocus()
            nameField.selectAll()
        } else {
            backButton.forceActiveFocus()
        }
    }
}
