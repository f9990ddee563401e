pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import BaccaratCore

// The table's bet spots (five, or seven at EZ), the two sides wider than the
// tie and the side bets; each says its key from the keyboard map.
RowLayout {
    id: root

    // Each spot's action in the keyboard map.
    readonly property var actions: ({
        player: "placePlayer", banker: "placeBanker", tie: "placeTie",
        player_pair: "placePlayerPair", banker_pair: "placeBankerPair",
        dragon_7: "placeDragon7", panda_8: "placePanda8"
    })

    spacing: Theme.small ? 6 : 10

    Repeater {
        model: Table.spots
        delegate: BetSpot {
            id: spot
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: spot.spotId === "player" || spot.spotId === "banker" ? 16
                                 : spot.spotId === "tie" ? 13 : 10
            shortcut: KeyMap.keys[root.actions[spot.spotId]]
        }
    }
}
