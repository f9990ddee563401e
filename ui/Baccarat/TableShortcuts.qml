import QtQuick
import BaccaratCore

// The table's keyboard shortcuts: each action's keys come from the keyboard
// map (KeyMap), the same table the help and the side panel print.
Item {
    id: root

    Shortcut { sequences: KeyMap.sequences.deal; onActivated: Game.deal() }
    Shortcut { sequences: KeyMap.sequences.openNext; onActivated: Game.openNext() }
    Shortcut { sequences: KeyMap.sequences.openAll; onActivated: Game.openAll() }
    Shortcut { sequences: KeyMap.sequences.placePlayer; onActivated: Game.placeChip("player") }
    Shortcut { sequences: KeyMap.sequences.placeBanker; onActivated: Game.placeChip("banker") }
    Shortcut { sequences: KeyMap.sequences.placeTie; onActivated: Game.placeChip("tie") }
    Shortcut { sequences: KeyMap.sequences.placePlayerPair; onActivated: Game.placeChip("player_pair") }
    Shortcut { sequences: KeyMap.sequences.placeBankerPair; onActivated: Game.placeChip("banker_pair") }
    Shortcut { sequences: KeyMap.sequences.chip5; onActivated: Game.selectChip(5) }
    Shortcut { sequences: KeyMap.sequences.chip25; onActivated: Game.selectChip(25) }
    Shortcut { sequences: KeyMap.sequences.chip100; onActivated: Game.selectChip(100) }
    Shortcut { sequences: KeyMap.sequences.chip500; onActivated: Game.selectChip(500) }
    Shortcut { sequences: KeyMap.sequences.removeLast; onActivated: Game.removeLastChip() }
    Shortcut { sequences: KeyMap.sequences.clearBets; onActivated: Game.clearBets() }
    Shortcut { sequences: KeyMap.sequences.toggleRebet; onActivated: Game.setRebet(!Game.rebet) }
    Shortcut { sequences: KeyMap.sequences.leave; onActivated: Game.leave() }
}
