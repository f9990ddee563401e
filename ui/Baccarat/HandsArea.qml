pragma ComponentBehavior: Bound
import QtQuick
import BaccaratCore

// The two hands on the felt with the cards dealt to them and the hand's
// result (hints, refusals and the new-shoe notice are in the MessageArea).
Item {
    id: root

    // Cards sit under the hand titles (their top titleHeight down the box)
    // and leave resultRoom below them for the result.
    readonly property real titleHeight: 54
    // Less when the scoreboard takes height from the cards: the result may cover their lower edge.
    property real resultRoom: 108
    readonly property real cardGap: 12
    readonly property real cardHeight: Math.max(110, Math.min(height - titleHeight - resultRoom,
                                                              (width / 2 - 60) / 3 / Theme.cardAspect))
    readonly property real cardWidth: cardHeight * Theme.cardAspect
    // Whether the hand's result is shown (it can take the keyboard).
    readonly property bool resultShown: resultBanner.visible

    // The card at this index (in dealing order), or null.
    function cardAt(index) {
        return index >= 0 ? cards.itemAt(index) : null
    }
    // Whether this item is one of the cards or inside one.
    function holdsCard(item) {
        for (; item; item = item.parent) {
            for (let i = 0; i < cards.count; ++i) {
                if (cards.itemAt(i) === item)
                    return true
            }
        }
        return false
    }
    // Gives the keyboard to the card at this index, if there is one.
    function focusCard(index) {
        const card = cardAt(index)
        if (card)
            (card.squeeze ? card.squeeze : card).forceActiveFocus()
    }
    // Gives the keyboard to the hand's result.
    function focusResult() {
        resultBanner.forceActiveFocus()
    }

    // The cards turn over with motion: what a card tells waits until it reports itself face up.
    Binding {
        target: Reveal
        property: "cardsAnimated"
        value: Preferences.motionScale > 0
    }
    Component.onDestruction: Reveal.cardsAnimated = false

    HandBox {
        id: playerBox
        side: "player"
        title: qsTr("JUGADOR")
        total: Hand.playerTotal
        x: 0
        width: root.width / 2 - 8
        height: root.height
    }
    HandBox {
        id: bankerBox
        side: "banker"
        title: qsTr("BANCA")
        total: Hand.bankerTotal
        x: root.width / 2 + 8
        width: root.width / 2 - 8
        height: root.height
    }

    BackKeeper {
        objectName: "backKeeper"
        cardWidth: root.cardWidth
        cardHeight: root.cardHeight
    }

    Repeater {
        id: cards
        model: Hand.cards
        delegate: DealtCard {
            id: dealt
            readonly property Item box: dealt.side === "player" ? playerBox : bankerBox
            readonly property real rowWidth: 3 * root.cardWidth + 2 * root.cardGap
            width: root.cardWidth
            height: root.cardHeight
            targetX: box.x + (box.width - rowWidth) / 2 + dealt.slot * (root.cardWidth + root.cardGap)
            targetY: box.y + root.titleHeight
            origin: Qt.point(root.width / 2 - width / 2, -height - 20)
        }
    }

    ResultBanner {
        id: resultBanner
        dense: root.resultRoom < Theme.resultDenseBelow
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: -6
        z: 30
    }
}
