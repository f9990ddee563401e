pragma Singleton
import QtQuick
import BaccaratCore

// Colours and sizes in one place; the high-contrast theme swaps the palette.
QtObject {
    id: root

    readonly property bool contrast: Preferences.highContrast

    // The window's size; Main binds it, so that the layout can follow it here.
    property real windowWidth: 1280
    property real windowHeight: 800
    // Narrower than this, the table is compact: smaller chips, no side panel.
    readonly property int compactBreakpoint: 1180
    readonly property bool compact: windowWidth < compactBreakpoint
    // Compact or shorter than this, the roads fold into a drawer instead of
    // sitting above the cards.
    readonly property int roadsInlineHeight: 760
    readonly property bool roadsFolded: compact || windowHeight < roadsInlineHeight
    // Down to the smallest window (800×600): smaller cards, spots and buttons.
    readonly property bool small: windowWidth < 960 || windowHeight < 680

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
    // A disabled button: its text, the primary button's fill, the border.
    readonly property color disabledText: contrast ? "#b0b0b0" : Qt.darker(textDim, 1.6)
    readonly property color buttonDisabled: contrast ? "#000000" : "#5b5b4a"
    readonly property color buttonBorder: contrast ? gold : Qt.rgba(0.91, 0.77, 0.42, 0.8)
    readonly property color buttonBorderDisabled: contrast ? "#b0b0b0" : Qt.rgba(0.91, 0.77, 0.42, 0.3)
    // Boxes laid over the felt: a refusal, the notice bar, the hand's result.
    readonly property color bubble: contrast ? "#000000" : "#3d2a05"
    readonly property color notice: contrast ? "#000000" : "#4a3505"
    readonly property color banner: contrast ? "#000000" : Qt.rgba(0.03, 0.12, 0.07, 0.93)
    // What a bet spot won, lost or got back, behind its amount.
    readonly property color spotWonFill: contrast ? "#000000" : "#1e5a2b"
    readonly property color spotLostFill: contrast ? "#000000" : "#5a1e1e"
    readonly property color spotPushFill: contrast ? "#000000" : "#3a3a3a"
    // The colours below are the same in both palettes.
    // Dark text on a light fill: the gold primary button, the name field.
    readonly property color textOnLight: "#1b1205"
    // The number on a side's total disc (the disc is the side's colour).
    readonly property color totalText: "#10160f"
    // The "new shoe" notice over the cards.
    readonly property color alertFill: "#1c1306"
    // Shades and tints laid over the felt.
    readonly property color shade: Qt.rgba(0, 0, 0, 0.18)
    readonly property color handFill: Qt.rgba(0, 0, 0, 0.10)
    readonly property color spotFill: Qt.rgba(0, 0, 0, 0.12)
    readonly property color spotHover: Qt.rgba(1, 1, 1, 0.08)
    readonly property color optionFill: Qt.rgba(0, 0, 0, 0.2)
    readonly property color optionChecked: Qt.rgba(0.91, 0.77, 0.42, 0.16)
    // The selected row of a list: a dark gold, no lighter than the felt, so the outcomes and results
    // written on it in the sides' colours stay as easy to read (tests/scene/test_row_contrast.py).
    readonly property color rowHighlight: contrast ? Qt.rgba(0.91, 0.77, 0.42, 0.18) : "#4d4114"
    // Cards: the shadow one casts on the felt, card stock with no face drawn
    // yet, and the shadow of a flap folded flat.
    readonly property color cardShadow: Qt.rgba(0, 0, 0, 0.3)
    readonly property color cardStock: "#f5f0e0"
    readonly property color foldShadow: "#55000000"
    // The marks on a chip's edge and ring.
    readonly property color chipInk: "#f5f0e6"
    // A text field on the felt (the name for the top five).
    readonly property color field: "#fffdf6"
    readonly property color fieldBorder: "#5c5c5c"
    readonly property color fieldPlaceholder: "#5c5c5c"

    readonly property string serif: "DejaVu Serif"
    readonly property string sans: "DejaVu Sans"

    // Type and controls grow with a window larger than 1280×800, up to half
    // as large again (1.35 at 1920×1080); smaller windows keep the base sizes
    // (the small flag trims them there). A HiDPI screen scales it all again.
    readonly property real textScale: Math.max(1, Math.min(1.5, windowWidth / 1280, windowHeight / 800))
    function scaled(base) { return Math.round(base * textScale) }
    // The type sizes, from the smallest print to the lobby's name.
    readonly property int fontTiny: scaled(11)        // the odds' figures, a road's count
    readonly property int fontSmall: scaled(12)       // labels over figures, descriptions
    readonly property int fontCaption: scaled(13)     // the shoe's count, the key list
    readonly property int fontNote: scaled(14)        // notes and explanations
    readonly property int fontBody: scaled(15)        // body text and choices
    readonly property int fontText: scaled(16)        // questions, summaries, lines to read
    readonly property int fontHeading: scaled(17)     // a section's heading
    readonly property int fontSubtitle: scaled(18)    // the table's name, a result's sum
    readonly property int fontLead: scaled(19)        // the help's headings
    readonly property int fontName: scaled(20)        // a table's or a card's name
    readonly property int fontTitle: scaled(22)       // a dialog's title, a hand's name
    readonly property int fontAmount: scaled(24)      // the big titles
    readonly property int fontBalance: small ? 20 : fontAmount  // the balance and the bet in the top bar
    readonly property int fontBig: scaled(26)         // the result, the help's title
    readonly property int fontScreen: scaled(28)      // a screen's title
    readonly property int fontScore: scaled(34)       // the night's end
    readonly property int fontDisplay: scaled(48)     // the final balance
    readonly property int fontLogoSmall: scaled(40)   // BACCARAT on a short window
    readonly property int fontLogo: scaled(54)        // BACCARAT

    // The lobby on a short window (800×600): tighter, so that every control
    // shows without scrolling.
    readonly property bool lobbyShort: windowHeight < 720
    readonly property int lobbySpacing: lobbyShort ? 6 : windowHeight < 880 ? 12 : 18
    // A deck tile: preview, name and up to three lines of description; as
    // many tiles a row as fit at this width, sharing the row. On a short
    // window the preview is smaller and the four tiles share one row.
    readonly property int deckTileHeight: lobbyShort ? 172 : scaled(226)
    readonly property int deckTileMinWidth: lobbyShort ? 160 : scaled(200)
    readonly property real deckPreviewScale: lobbyShort ? 0.6 : textScale
    // A playing card's width over its height (63 × 88 mm).
    readonly property real cardAspect: 63 / 88
    // Rounded boxes on the felt: bet spots, panels, tiles, the result.
    readonly property int boxRadius: 14
    // The table: its top bar, the felt's margin, radius and padding.
    readonly property int topBarHeight: small ? 56 : scaled(62)
    // The least the top bar's table-and-shoe lines keep (their ends fold into "…"),
    // so that the buttons stay in the window whatever the balance.
    readonly property int topBarInfoMinWidth: small ? 120 : 150
    // Added between the balance and the bet where the bar's spacing is tight, so the two figures read apart.
    readonly property int topBarFiguresGap: small ? 10 : 0
    readonly property int feltMargin: 10
    readonly property int feltRadius: 28
    readonly property int feltPadding: 16
    // The message area between the hands and the spots: its height and type.
    readonly property int messageHeight: small ? 30 : scaled(36)
    readonly property int messageFont: small ? 13 : fontBody
    // The bet spots' row: shorter with the roads above the cards and on a
    // small table, else a share of the table's height; its type grows with
    // the window, so does it.
    function spotsHeight(roadsInline, tableHeight) {
        return roadsInline ? scaled(112) : small ? 100
             : Math.max(scaled(118), Math.min(scaled(150), tableHeight * 0.18))
    }
    // The room the hands leave under their cards for the result (less with
    // the roads above them: the result may cover the boxes' lower edge), and
    // below which the result is set denser; both grow with the result's type.
    function resultRoom(roadsInline) { return scaled(roadsInline || small ? 84 : 108) }
    readonly property int resultDenseBelow: scaled(100)
    // The chip tray's chips and the rebet label, smaller on a compact table.
    readonly property int trayChipSize: small ? 38 : compact ? 46 : scaled(54)
    readonly property int trayChipSpacing: small ? 8 : 14
    readonly property int rebetLabelWidth: small ? 118 : compact ? 150 : scaled(200)
    // Buttons on a small table: smaller type and padding.
    readonly property int buttonFont: small ? 13 : fontBody
    readonly property int buttonPadding: small ? 10 : scaled(16)
    // The side panel's width: a share of the window, within bounds (at the
    // least, the odds' row labels beside their two figures).
    readonly property real sidePanelWidth: Math.max(230, Math.min(scaled(260), windowWidth * 0.18))
    // The side panel's margin (its scroll bar, when the odds scroll, sits in it).
    readonly property int sidePanelPadding: 14
    // Room kept beside a scrolling column of controls for its scroll bar.
    readonly property int scrollGutter: 14
    // The side panel in the roads drawer of a compact table.
    readonly property int drawerPanelWidth: small ? 230 : 250
    // The history: a night's date column (a date and an hour, in either
    // language) and a hand's row, tall enough for its cards' ranks to read.
    readonly property int historyDateWidth: scaled(215)
    readonly property int historyRowHeight: compact ? 66 : scaled(80)
    // A night's row in the list of nights.
    readonly property int historyNightHeight: scaled(40)
    // The totals' columns (bet, staked, returned, return, theory): they grow with their type.
    readonly property var historyTotalsWidths: [scaled(110), scaled(68), scaled(74), scaled(78), scaled(64)]
    // The scoreboard: the big road's cell (the bead plate's is twice, the
    // derived roads' half), by the window's height.
    readonly property int roadCell: Math.max(12, Math.min(scaled(18), Math.floor(windowHeight / 56)))
    // The big road's cell in the roads drawer: smaller on a small window, so
    // that beside the side panel the roads still show a useful stretch of the shoe.
    readonly property int drawerRoadCell: small ? 13 : 18
    // The scoreboard's paper, its grid lines and its marks.
    readonly property color roadPaper: contrast ? "#000000" : "#fbf8ef"
    readonly property color roadGrid: contrast ? "#9a9a9a" : "#d9d0bb"
    readonly property color roadFrame: contrast ? "#000000" : "#2a1a0f"
    readonly property color roadBanker: contrast ? "#ff5c5c" : "#d62828"
    readonly property color roadPlayer: contrast ? "#66ccff" : "#1f5fd0"
    readonly property color roadTie: contrast ? "#66ff66" : "#1f9a4a"
    readonly property color roadInk: contrast ? "#ffffff" : "#3a3020"

    function sideColor(side) {
        return side === "player" ? player : side === "banker" ? banker : tie
    }

    // The colour of the winner of the shown hand (a Hand.Winner).
    function winnerColor(winner) {
        return winner === Hand.Player ? player : winner === Hand.Banker ? banker : tie
    }

    // The colour of a road's mark (a Roads.Mark).
    function roadColor(mark) {
        return mark === Roads.Banker || mark === Roads.Red ? roadBanker
             : mark === Roads.Player || mark === Roads.Blue ? roadPlayer : roadTie
    }

    function chipColor(value) {
        if (value >= 500) return contrast ? "#ffffff" : "#6a3d9a"
        if (value >= 100) return contrast ? "#cccccc" : "#1b1b1b"
        if (value >= 25) return contrast ? "#00aa00" : "#2a9d3f"
        return contrast ? "#ff0000" : "#c62828"
    }

    // The value written on a chip, readable on its colour.
    function chipTextColor(value) {
        if (value >= 100) return contrast ? "#000000" : chipInk
        return "#ffffff"
    }
}
