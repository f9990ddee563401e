import QtQuick
import BaccaratCore

// The table's keyboard shortcuts: each action's keys come from the keyboard
// map (KeyMap), the same table the help and the side panel print.
Item {
    id: root

    // The table shows or hides its roads, and blinks an ask on them.
    signal roadsToggled()
    signal askRequested(string side)
    // RETIRARSE asks first.
    signal leaveRequested()

    Shortcut { sequences: KeyMap.sequences.deal; onActivated: Hand.deal() }
    Shortcut { sequences: KeyMap.sequences.openNext; onActivated: Hand.openNext() }
    Shortcut { sequences: KeyMap.sequences.openAll; onActivated: Hand.openAll() }
    Shortcut { sequences: KeyMap.sequences.placePlayer; onActivated: Table.placeChip("player") }
    Shortcut { sequences: KeyMap.sequences.placeBanker; onActivated: Table.placeChip("banker") }
    Shortcut { sequences: KeyMap.sequences.placeTie; onActivated: Table.placeChip("tie") }
    Shortcut { sequences: KeyMap.sequences.placePlayerPair; onActivated: Table.placeChip("player_pair") }
    Shortcut { sequences: KeyMap.sequences.placeBankerPair; onActivated: Table.placeChip("banker_pair") }
    Shortcut { sequences: KeyMap.sequences.placeDragon7; onActivated: Table.placeChip("dragon_7") }
    Shortcut { sequences: KeyMap.sequences.placePanda8; onActivated: Table.placeChip("panda_8") }
    Shortcut { sequences: KeyMap.sequences.chip5; onActivated: Table.selectChip(5) }
    Shortcut { sequences: KeyMap.sequences.chip25; onActivated: Table.selectChip(25) }
    Shortcut { sequences: KeyMap.sequences.chip100; onActivated: Table.selectChip(100) }
    Shortcut { sequences: KeyMap.sequences.chip500; onActivated: Table.selectChip(500) }
    Shortcut { sequences: KeyMap.sequences.removeLast; onActivated: Table.removeLastChip() }
    Shortcut { sequences: KeyMap.sequences.clearBets; onActivated: Table.clearBets() }
    Shortcut { sequences: KeyMap.sequences.toggleRebet; onActivated: Preferences.setRebet(!Preferences.rebet) }
    Shortcut { sequences: KeyMap.sequences.toggleMute; onActivated: Sound.toggleMute() }
    Shortcut { sequences: KeyMap.sequences.leave; onActivated: root.leaveRequested() }
    Shortcut { sequences: KeyMap.sequences.toggleRoads; onActivated: root.roadsToggled() }
    Shortcut { sequences: KeyMap.sequences.readRoads; onActivated: Roads.readSummary() }
    Shortcut { sequences: KeyMap.sequences.askBanker; onActivated: root.askRequested("banker") }
    Shortcut { sequences: KeyMap.sequences.askPlayer; onActivated: root.askRequested("player") }
    Shortcut { sequences: KeyMap.sequences.toggleOdds; onActivated: Odds.togglePanel() }
    // The review keys: one part of the table said, wherever the focus is.
    Shortcut { sequences: KeyMap.sequences.reviewBets; onActivated: Review.read("bets") }
    Shortcut { sequences: KeyMap.sequences.reviewHand; onActivated: Review.read("hand") }
    Shortcut { sequences: KeyMap.sequences.reviewLast; onActivated: Review.read("last") }
    Shortcut { sequences: KeyMap.sequences.reviewRoads; onActivated: Review.read("roads") }
    Shortcut { sequences: KeyMap.sequences.reviewOdds; onActivated: Review.read("odds") }
    Shortcut { sequences: KeyMap.sequences.reviewShoe; onActivated: Review.read("shoe") }
}
