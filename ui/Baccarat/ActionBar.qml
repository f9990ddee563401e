import QtQuick
import QtQuick.Layouts
import BaccaratCore

// Below the spots: the chips on the left; rebet, LIMPIAR, VOLTEAR TODAS and
// REPARTIR on the right.
RowLayout {
    id: root

    // Whether REPARTIR can be pressed now.
    readonly property bool canDeal: dealButton.enabled

    // Gives the keyboard to REPARTIR.
    function focusDeal() {
        dealButton.forceActiveFocus()
    }

    spacing: Theme.small ? 8 : 14

    ChipTray {
        chipSize: Theme.trayChipSize
        Layout.alignment: Qt.AlignVCenter
    }
    Item { Layout.fillWidth: true; Layout.minimumWidth: 4 }
    RebetCheck {
        Layout.maximumWidth: Theme.rebetLabelWidth
    }
    CasinoButton {
        objectName: "clearButton"
        text: qsTr("LIMPIAR")
        description: qsTr("Quita tus fichas de la mesa. Atajo: %1; %2 quita la última")
                         .arg(KeyMap.keys.clearBets).arg(KeyMap.keys.removeLast)
        enabled: Table.canClear
        onClicked: Table.clearBets()
    }
    CasinoButton {
        objectName: "openAllButton"
        text: qsTr("VOLTEAR TODAS")
        description: qsTr("Abre todas las cartas boca abajo. Atajo: %1; %2 abre la siguiente")
                         .arg(KeyMap.keys.openAll).arg(KeyMap.keys.openNext)
        enabled: Hand.canOpen
        onClicked: Hand.openAll()
    }
    CasinoButton {
        id: dealButton
        objectName: "dealButton"
        primary: true
        text: qsTr("REPARTIR")
        description: qsTr("Reparte cuatro cartas boca abajo. Atajo: %1").arg(KeyMap.keys.deal)
        enabled: Table.betting
        onClicked: Hand.deal()
    }
}
