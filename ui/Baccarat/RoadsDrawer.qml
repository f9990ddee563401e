import QtQuick
import QtQuick.Layouts
import BaccaratCore

// On a small window, the scoreboard (and the odds, when shown) fold into a
// drawer that rises from the bottom of the table, over the spots; on a
// compact table the side panel (the last hand, the keys or the odds) is there too.
Rectangle {
    id: root
    objectName: "roadsDrawer"

    property bool open: false
    property string asking: ""

    signal askRequested(string side)
    signal closeRequested()

    visible: open || slide.running
    y: open ? parent.height - height : parent.height
    height: Math.min(parent.height - 60, content.implicitHeight + 24)
    color: Theme.panel
    border.color: Theme.gold
    radius: 12
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Caminos del zapato")

    Behavior on y {
        enabled: !Preferences.reducedMotion
        NumberAnimation { id: slide; duration: 180; easing.type: Easing.OutCubic }
    }
    // Clicks on the drawer stay in it.
    MouseArea { anchors.fill: parent }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("CAMINOS DEL ZAPATO")
                color: Theme.gold
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontText
                font.letterSpacing: 1.5
            }
            CasinoButton {
                objectName: "closeRoads"
                text: qsTr("OCULTAR")
                description: qsTr("Oculta los caminos. Atajo: %1").arg(KeyMap.keys.toggleRoads)
                onClicked: root.closeRequested()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 14
            Scoreboard {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredHeight: implicitHeight
                cell: Theme.drawerRoadCell
                beadColumns: 6
                // On a small window the counts go under the roads, which keep the width.
                countsBeside: !Preferences.showOdds && !Theme.small
                asking: root.asking
                onAskRequested: (side) => root.askRequested(side)
            }
            SidePanel {
                visible: Theme.compact
                Layout.fillWidth: false
                Layout.preferredWidth: Theme.drawerPanelWidth
                Layout.preferredHeight: Math.max(260, Math.min(root.parent ? root.parent.height - 110 : 400, 420))
                Layout.alignment: Qt.AlignTop
            }
            OddsPanel {
                visible: Preferences.showOdds && !Theme.compact
                Layout.fillWidth: false
                Layout.preferredWidth: 250
                Layout.alignment: Qt.AlignTop
            }
        }
    }
}
