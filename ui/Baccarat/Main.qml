import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window
    objectName: "mainWindow"
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Baccarat")
    color: "#0b5d3b"

    Label {
        anchors.centerIn: parent
        text: qsTr("Baccarat Punto Banco")
        color: "#f4e7c1"
        font.pixelSize: 48
        Accessible.role: Accessible.Heading
    }
}
