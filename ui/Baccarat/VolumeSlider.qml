import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The sound's volume, 0 to 100, in the table's colours, with a focus ring
// the keyboard user can see; the arrow keys move it by 5. Shows the value
// beside it; `committed` is emitted when the player lets the handle go (or
// moves it with a key), to let them hear the new level.
RowLayout {
    id: root

    property alias value: slider.value
    property string accessibleName

    signal moved(int value)
    signal committed()

    spacing: 12

    Slider {
        id: slider
        objectName: root.objectName + "Slider"
        Layout.fillWidth: true
        from: 0
        to: 100
        stepSize: 5
        snapMode: Slider.SnapAlways
        Accessible.name: root.accessibleName
        onMoved: root.moved(Math.round(value))
        onPressedChanged: if (!pressed) root.committed()
        Keys.onReleased: event => {
            if (event.key === Qt.Key_Left || event.key === Qt.Key_Right
                    || event.key === Qt.Key_Up || event.key === Qt.Key_Down)
                root.committed()
        }

        background: Rectangle {
            x: slider.leftPadding
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            width: slider.availableWidth
            height: 6
            radius: 3
            color: Theme.panelBorder
            opacity: slider.enabled ? 1 : 0.5
            Rectangle {
                width: slider.visualPosition * parent.width
                height: parent.height
                radius: 3
                color: Theme.gold
            }
        }
        handle: Rectangle {
            x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            width: 22
            height: 22
            radius: 11
            color: slider.pressed ? Theme.focus : Theme.gold
            border.width: slider.activeFocus && slider.focusReason !== Qt.MouseFocusReason ? 3 : 1
            border.color: slider.activeFocus && slider.focusReason !== Qt.MouseFocusReason ? Theme.focus : Theme.rail
        }
    }
    Text {
        textFormat: Text.PlainText
        Layout.preferredWidth: 48
        horizontalAlignment: Text.AlignRight
        text: qsTr("%1 %").arg(Math.round(slider.value))
        color: slider.enabled ? Theme.text : Theme.disabledText
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
    }
}
