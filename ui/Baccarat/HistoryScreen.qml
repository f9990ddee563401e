import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// The history of every night, over the lobby or the table: the list of
// nights and the totals, or one night's balance and hands. H or Escape
// closes it (Escape from one night goes back to the list). A modal popup
// over the whole window: the table's keys and clicks sleep underneath.
Popup {
    id: popup
    // Built by a Loader: sit on the window's overlay, not on the (empty) Loader.
    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1280
    height: parent ? parent.height : 800
    modal: true
    focus: true
    padding: 0
    closePolicy: Popup.NoAutoClose
    background: Rectangle { color: Theme.felt }
    Component.onCompleted: open()

    contentItem: FocusScope {
        id: root
        objectName: "historyScreen"
        focus: true
        Accessible.role: Accessible.Pane
        Accessible.name: qsTr("Historial de noches")
        // Escape stops an export under way, else goes back (History.back).
        Keys.onEscapePressed: History.back()
        Shortcut {
            sequences: KeyMap.sequences.history
            onActivated: History.toggle()
        }

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.compact ? 12 : 20
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                Text {
                    objectName: "historyTitle"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: History.view === History.OneNight ? History.nightTitle : qsTr("Historial de noches")
                    color: Theme.gold
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.compact ? Theme.fontTitle : Theme.fontScreen
                    // A long title (a date and NO COMMISSION) takes a second line rather than losing its end.
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                // While an export runs (on its own: the screen keeps answering) this button cancels it.
                CasinoButton {
                    objectName: "historyExport"
                    enabled: History.available
                    text: HistoryFiles.exporting ? qsTr("CANCELAR")
                        : Theme.compact ? qsTr("CSV")
                        : History.view === History.OneNight ? qsTr("EXPORTAR LA NOCHE (CSV)") : qsTr("EXPORTAR TODO (CSV)")
                    Accessible.name: HistoryFiles.exporting ? qsTr("Cancelar la exportación")
                        : History.view === History.OneNight ? qsTr("Exportar la noche a CSV")
                        : qsTr("Exportar todo el historial a CSV")
                    description: HistoryFiles.exporting ? qsTr("Atajo: Escape")
                                                        : qsTr("Guarda las manos en un archivo CSV para una hoja de cálculo")
                    onClicked: HistoryFiles.exporting ? HistoryFiles.cancel()
                        : History.view === History.OneNight ? HistoryFiles.exportNight() : HistoryFiles.exportAll()
                }
                CasinoButton {
                    objectName: "historyBackup"
                    visible: History.view !== History.OneNight
                    enabled: History.available
                    text: Theme.compact ? qsTr("COPIA") : qsTr("COPIA DE SEGURIDAD")
                    Accessible.name: qsTr("Hacer una copia de seguridad de todos los datos del juego")
                    description: qsTr("Un solo archivo con el historial, la noche guardada y los mejores puntajes")
                    onClicked: HistoryFiles.backUp()
                }
                CasinoButton {
                    objectName: "historyBack"
                    text: History.view === History.OneNight ? (Theme.compact ? qsTr("VOLVER") : qsTr("VOLVER A LA LISTA"))
                                                            : qsTr("CERRAR")
                    description: qsTr("Atajo: Escape")
                    onClicked: History.back()
                }
            }
            Text {
                objectName: "historyProblem"
                Layout.fillWidth: true
                visible: History.problem !== ""
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: History.problem
                color: Theme.warning
                font.family: Theme.sans
                font.pixelSize: Theme.fontNote
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Loader {
                id: body
                objectName: "historyBody"
                Layout.fillWidth: true
                Layout.fillHeight: true
                focus: true
                source: History.view === History.OneNight ? "HistoryNight.qml" : "HistoryNights.qml"
                onLoaded: (item as Item).forceActiveFocus()
            }
        }

        // What the export or the backup says, and the export's progress: a line laid over the
        // screen's bottom margin while there is something to say, so the page never moves.
        Rectangle {
            objectName: "historyExportBar"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 2
            height: exportMetrics.height + 8
            visible: HistoryFiles.message !== "" || HistoryFiles.exporting
            radius: height / 2
            color: Theme.panel
            border.color: Theme.panelBorder
            TextMetrics { id: exportMetrics; font.family: Theme.sans; font.pixelSize: Theme.fontNote; text: "Ág" }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                anchors.topMargin: 4
                anchors.bottomMargin: 4
                spacing: 10
                Text {
                    objectName: "historyExportMessage"
                    Layout.fillWidth: true
                    elide: Text.ElideMiddle
                    textFormat: Text.PlainText
                    text: HistoryFiles.message
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontNote
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ProgressBar {
                    id: exportBar
                    objectName: "historyExportProgress"
                    visible: HistoryFiles.exporting
                    Layout.preferredWidth: Theme.scaled(260)
                    Layout.preferredHeight: exportMetrics.height
                    from: 0
                    to: 1
                    value: HistoryFiles.progress
                    Accessible.name: qsTr("Progreso de la exportación")
                    background: Rectangle {
                        radius: height / 2
                        color: Theme.shade
                        border.color: Theme.panelBorder
                    }
                    contentItem: Item {
                        Rectangle {
                            width: exportBar.visualPosition * parent.width
                            height: parent.height
                            radius: height / 2
                            color: Theme.gold
                        }
                    }
                }
            }
        }
    }
}
