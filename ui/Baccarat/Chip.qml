pragma ComponentBehavior: Bound
import QtQuick

// A casino chip drawn in QML: coloured body, striped edge, value in the middle.
Item {
    id: root
    property int value: 5
    property bool selected: false
    property real size: 56
    implicitWidth: size
    implicitHeight: size

    Rectangle {
        id: body
        anchors.fill: parent
        radius: width / 2
        color: Theme.chipColor(root.value)
        border.width: Math.max(1, root.size * 0.04)
        border.color: Qt.darker(color, 1.6)

        Repeater {
            model: 8
            Rectangle {
                required property int index
                width: root.size * 0.12
                height: root.size * 0.16
                radius: 2
                color: Theme.chipInk
                x: body.width / 2 - width / 2 + Math.cos(index * Math.PI / 4) * (body.width / 2 - height / 2 - 1) 
                y: body.height / 2 - height / 2 + Math.sin(index * Math.PI / 4) * (body.height / 2 - height / 2 - 1)
                rotation: index * 45 + 90
            }
        }

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.62
            height: width
            radius: width / 2
            color: Qt.lighter(body.color, 1.15)
            border.width: Math.max(1, root.size * 0.025)
            border.color: Theme.chipInk

            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.value
                color: Theme.chipTextColor(root.value)
                font.family: Theme.sans
                font.bold: true
                font.pixelSize: root.size * (root.value >= 100 ? 0.22 : 0.27)
            }
        }
    }

    Rectangle {
        visible: root.selected
        anchors.centerIn: parent
        width: parent.width + 10
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 3
        border.color: Theme.gold
    }
}
