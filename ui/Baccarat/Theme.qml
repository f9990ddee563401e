pragma Singleton
import QtQuick
import BaccaratCore

// Colours and sizes in one place; the high-contrast theme swaps the palette.
QtObject {
    readonly property bool contrast: Game.highContrast

    readonly property color felt: contrast ? "#000000" : "#0d5c3a"
    readonly property color feltDark: contrast ? "#000000" : "#084129"
    readonly property color feltLine: contrast ? "#ffffff" : "#d8b45a"
    readonly property color rail: contrast ? "#000000" : "#3b2314"
    readonly property color text: contrast ? "#ffffff" : "#f6ecd2"
    readonly property color textDim: contrast ? "#ffffff" : "#c9d8c8"
    readonly property color gold: contrast ? "#ffff00" : "#e9c46a"
    readonly property color player: contrast ? "#66ccff" : "#5aa9e6"
    readonly property color banker: contrast ? "#ff8080" : "#e76f51"
    readonly property color tie: contrast ? "#80ff80" : "#8fd694"
    readonly property color won: contrast ? "#00ff00" : "#7ee081"
    readonly property color lost: contrast ? "#ff6060" : "#ff8a7a"
    readonly property color warning: contrast ? "#ffff00" : "#ffd166"
    readonly property color panel: contrast ? "#000000" : "#0a3f27"
    readonly property color panelBorder: contrast ? "#ffffff" : "#2f7a55"
    readonly property color button: contrast ? "#000000" : "#1f6f4a"
    readonly property color buttonHot: contrast ? "#333300" : "#2e8b5e"
    readonly property color focus: contrast ? "#ffff00" : "#ffe08a"
    readonly property string serif: "DejaVu Serif"
    readonly property string sans: "DejaVu Sans"
    // A deck tile: preview, name and up to three lines of description.
    readonly property int deckTileHeight: 214

    function sideColor(side) {
        return side === "player" ? player : side === "banker" ? banker : tie
    }

    function chipColor(value) {
        if (value >= 500) return contrast ? "#ffffff" : "#6a3d9a"
        if (value >= 100) return contrast ? "#cccccc" : "#1b1b1b"
        if (value >= 25) return contrast ? "#00aa00" : "#2a9d3f"
        return contrast ? "#ff0000" : "#c62828"
    }
}
