import QtQuick
import BaccaratCore

// The lobby's other choices, in a row under SENTARSE A LA MESA: the top five, the history, the help, the
// preferences and leaving. The lobby builds it with the deck tiles, in the frame after its first.
Flow {
    id: root
    signal leaderboardRequested()
    signal helpRequested()
    signal preferencesRequested()
    signal quitRequested()
    // One row when the buttons fit (they grow with a larger window), else as many as they need.
    readonly property real rowWidth: Array.from(children).reduce(
        (sum, button) => sum + (button.visible ? button.implicitWidth + spacing : 0), -spacing)
    spacing: 12
    CasinoButton {
        objectName: "leaderboardButton"
        text: qsTr("LOS CINCO MEJORES")
        description: qsTr("La tabla de los mejores puntajes")
        onClicked: root.leaderboardRequested()
    }
    CasinoButton {
        objectName: "lobbyHistoryButton"
        text: qsTr("HISTORIAL")
        description: qsTr("Tus noches mano a mano y los totales. Atajo: %1").arg(KeyMap.keys.history)
        onClicked: History.open()
    }
    CasinoButton {
        objectName: "lobbyHelpButton"
        text: qsTr("CÓMO SE JUEGA")
        description: qsTr("Atajo: %1").arg(KeyMap.keys.help)
        onClicked: root.helpRequested()
    }
    CasinoButton {
        objectName: "preferencesButton"
        text: qsTr("PREFERENCIAS")
        description: qsTr("Idioma, baraja, sonido, movimiento reducido, alto contraste y repetir la apuesta. Atajo: %1").arg(KeyMap.keys.preferences)
        onClicked: root.preferencesRequested()
    }
    CasinoButton {
        objectName: "quitButton"
        text: qsTr("SALIR")
        description: qsTr("Cierra el juego")
        onClicked: root.quitRequested()
    }
}
