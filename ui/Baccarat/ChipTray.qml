pragma ComponentBehavior: Bound
import QtQuick
import BaccaratCore

// The four chips; the one in hand is raised and ringed; one worth more than
// the balance is dimmed (taking it says why).
Row {
    id: root
    spacing: Theme.trayChipSpacing
    property real chipSize: 58
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Fichas")

    Repeater {
        model: Table.chipValues
        delegate: Item {
            id: slot
            required property int modelData
            readonly property bool chosen: Table.selectedChip === modelData
            readonly property bool affordable: Table.affordableChips.indexOf(modelData) >= 0
            objectName: "chip_" + modelData
            width: root.chipSize
            height: root.chipSize + 10
            activeFocusOnTab: true
            Accessible.role: Accessible.RadioButton
            Accessible.name: qsTr("Ficha de %1").arg(modelData)
            Accessible.description: (slot.affordable ? "" : qsTr("Vale más de lo que te queda. "))
                                    + qsTr("La ficha que pones en las casillas. Atajo: %1").arg(KeyMap.keys["chip" + slot.modelData])
            Accessible.checkable: true
            Accessible.checked: chosen
            Accessible.onPressAction: Table.selectChip(modelData)
            Keys.onSpacePressed: Table.selectChip(modelData)
            Keys.onReturnPressed: Table.selectChip(modelData)

            Chip {
                value: slot.modelData
                size: root.chipSize
                selected: slot.chosen
                opacity: slot.affordable ? 1 : 0.35
                y: slot.chosen ? 0 : 10
                Behavior on y { NumberAnimation { duration: Preferences.reducedMotion ? 0 : 120 } }
            }
            Rectangle {
                visible: slot.activeFocus
                anchors.fill: parent
                anchors.margins: -6
                radius: 10
                color: "transparent"
                border.color: Theme.focus
                border.width: 2
            }
            MouseArea {
                anchors.fill: parent
                cursorShape: Qt.PointingHandCursor
                onClicked: Table.selectChip(slot.modelData)
            }
        }
    }
}
