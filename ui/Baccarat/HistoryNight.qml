pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// One night: the balance over the night and its hands one by one (the
// cards as small images, the totals, the result, the bets and returns).
FocusScope {
    objectName: "historyNight"
    ColumnLayout {
    anchors.fill: parent
    spacing: 10

    Text {
        objectName: "historyNightSummary"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        text: History.nightSummary
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontText
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.compact ? 120 : 170
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: 10
        BalanceChart {
            anchors.fill: parent
            anchors.margins: 6
            anchors.leftMargin: 70
        }
        Text {
            objectName: "chartHigh"
            x: 8
            y: 10
            width: 56
            textFormat: Text.PlainText
            text: History.balanceHighText
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontSmall
            horizontalAlignment: Text.AlignRight
            Accessible.ignored: true
        }
        Text {
            objectName: "chartLow"
            x: 8
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 10
            width: 56
            textFormat: Text.PlainText
            text: History.balanceLowText
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontSmall
            horizontalAlignment: Text.AlignRight
            Accessible.ignored: true
        }
    }
    ListView {
        id: list
        objectName: "historyCoupList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        focus: true
        spacing: 2
        model: History.coups
        keyNavigationEnabled: true
        highlightMoveDuration: 0
        // Home and End: the first and the last row (the model reads only the page it lands on).
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                list.currentIndex = event.key === Qt.Key_Home ? 0 : list.count - 1
                list.positionViewAtIndex(list.currentIndex, ListView.Contain)
                event.accepted = true
            }
        }
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Manos de la noche")

        delegate: Rectangle {
            id: row
            required property int index
            required property int number
            required property var playerCards
            required property var bankerCards
            required property int playerTotal
            required property int bankerTotal
            required property int outcome
            required property string resultText
            required property string betsText
            required property string balanceText
            required property string accessibleName
            objectName: "historyCoup_" + index
            width: ListView.view.width
            height: Theme.historyRowHeight
            radius: 6
            focus: ListView.isCurrentItem
            color: ListView.isCurrentItem ? Theme.rowHighlight : (index % 2 ? Theme.shade : "transparent")
            border.width: activeFocus ? 2 : 0
            border.color: Theme.focus
            Accessible.role: Accessible.ListItem
            Accessible.name: accessibleName
            Accessible.focusable: true
            Accessible.focused: activeFocus
            MouseArea {
                anchors.fill: parent
                onClicked: {
                    list.currentIndex = row.index
                    list.forceActiveFocus()
                }
            }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 8
                anchors.rightMargin: 8
                spacing: 10
                Text {
                    Layout.preferredWidth: 36
                    textFormat: Text.PlainText
                    text: String(row.number)
                    color: Theme.textDim
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontNote
                    horizontalAlignment: Text.AlignRight
                }
                HistoryCards { cards: row.playerCards; total: row.playerTotal; accent: Theme.player; rowHeight: row.height }
                HistoryCards { cards: row.bankerCards; total: row.bankerTotal; accent: Theme.banker; rowHeight: row.height }
                Text {
                    objectName: "historyCoupResult"
                    Layout.preferredWidth: Theme.compact ? 150 : Theme.scaled(200)
                    textFormat: Text.PlainText
                    text: row.resultText
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: row.outcome === 0 ? Theme.player : row.outcome === 1 ? Theme.banker : Theme.tie
                    font.family: Theme.sans
                    font.bold: true
                    font.pixelSize: Theme.fontNote
                }
                Text {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: row.betsText
                    elide: Text.ElideRight
                    color: Theme.text
                    font.family: Theme.sans
                    font.pixelSize: Theme.fontNote
                }
                Text {
                    Layout.preferredWidth: 80
                    textFormat: Text.PlainText
                    text: row.balanceText
                    color: Theme.gold
                    font.family: Theme.sans
                    font.bold: true
                    font.pixelSize: Theme.fontBody
                    horizontalAlignment: Text.AlignRight
                }
            }
        }
    }
}
}
