import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import BaccaratCore

// "Cómo se juega": the rules, the three tables' payouts (EZ's side bets, their
// edges and how often a shoe turns them), the third-card table, the squeeze,
// the keys and some advice, in our own words.
Dialog {
    id: root
    objectName: "helpDialog"
    title: qsTr("Cómo se juega")
    modal: true
    // Built by a Loader: sit on the window's overlay, not on the (empty) Loader.
    parent: Overlay.overlay
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.scaled(860), parent ? parent.width - 40 : Theme.scaled(860))
    height: parent ? parent.height - 40 : 700
    footer: Item {
        implicitHeight: 64
        CasinoButton {
            id: closeButton
            objectName: root.objectName + "Close"
            anchors.centerIn: parent
            text: qsTr("CERRAR")
            onClicked: root.close()
        }
    }
    background: Rectangle { color: Theme.panel; border.color: Theme.gold; radius: 12 }
    header: RowLayout {
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.title
            color: Theme.gold
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontBig
            padding: 18
        }
        Text {
            objectName: "helpVersion"
            textFormat: Text.PlainText
            text: qsTr("versión %1").arg(Night.version)
            color: Theme.textDim
            font.family: Theme.sans
            font.pixelSize: Theme.fontCaption
            rightPadding: 18
        }
    }

    component Heading: Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.topMargin: 12
        color: Theme.gold
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontLead
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    component Para: Text {
        Layout.fillWidth: true
        color: Theme.text
        font.family: Theme.sans
        font.pixelSize: Theme.fontBody
        lineHeight: 1.2
        wrapMode: Text.WordWrap
        textFormat: Text.StyledText
        Accessible.role: Accessible.StaticText
        Accessible.name: text.replace(/<[^>]*>/g, "")
    }
    component Cell: Text {
        property bool head: false
        textFormat: Text.PlainText
        Layout.fillWidth: true
        color: head ? Theme.gold : Theme.text
        font.family: Theme.sans
        font.bold: head
        font.pixelSize: Theme.fontNote
        wrapMode: Text.WordWrap
        padding: 4
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    ScrollView {
        id: scroll
        objectName: "helpScroll"
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        // The text keeps off the frame drawn around the scroll area.
        padding: 12
        focus: true
        Accessible.role: Accessible.Pane
        Accessible.name: qsTr("Texto de la ayuda; las flechas lo desplazan")
        ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
        ScrollBar.vertical: ScrollBar {
            parent: scroll
            x: scroll.mirrored ? 0 : scroll.width - width
            y: scroll.topPadding
            height: scroll.availableHeight
            Accessible.name: qsTr("Desplazamiento de la ayuda")
        }
        Keys.onUpPressed: scroll.flick.flick(0, 800)
        Keys.onDownPressed: scroll.flick.flick(0, -800)
        readonly property Flickable flick: scroll.contentItem as Flickable

        ColumnLayout {
            width: scroll.availableWidth - 12
            spacing: 6

            Heading { text: qsTr("El objetivo"); Layout.topMargin: 0 }
            Para { text: qsTr("Antes de cada mano apuestas a cuál de las dos manos de la mesa, la del JUGADOR o la de la BANCA, va a quedar más cerca de 9. También puedes apostar a que empatan o a que las dos primeras cartas de un lado forman pareja. Los nombres son solo los de las manos: apostar a la BANCA no te convierte en la casa. Nadie decide nada durante la mano: una regla fija dice quién pide carta.") }

            Heading { text: qsTr("Lo que vale cada carta") }
            Para { text: qsTr("El as vale 1; del 2 al 9, su número; el 10, la jota, la dama y el rey valen 0. Una mano vale la última cifra de la suma: 7 + 8 = 15, que vale 5. Por eso nadie se pasa nunca de 9.") }

            Heading { text: qsTr("El zapato y las fichas") }
            Para { text: qsTr("Se juega con ocho barajas mezcladas. Cerca del final del zapato está la carta de corte: sale cuando quedan 62 cartas o menos (el 15 %). La mano en juego termina y las ocho barajas se mezclan otra vez antes de la siguiente, con un zapato nuevo. Te sientas con 500 fichas de juego: no valen dinero. Hay fichas de 5, 25, 100 y 500; cada casilla admite de 5 a 500 y no puedes apostar más de lo que tienes. JUGADOR y BANCA no se pueden jugar a la vez; EMPATE y los pares, solos o con un lado.") }

            Heading { text: qsTr("Las apuestas y lo que pagan") }
            GridLayout {
                Layout.fillWidth: true
                columns: 4
                columnSpacing: 8
                rowSpacing: 0
                Cell { head: true; text: qsTr("Casilla") }
                Cell { head: true; text: qsTr("Mesa CLÁSICA") }
                Cell { head: true; text: qsTr("Mesa SIN COMISIÓN") }
                Cell { head: true; text: qsTr("Mesa EZ") }
                Cell { text: qsTr("JUGADOR") }
                Cell { text: qsTr("1 a 1") }
                Cell { text: qsTr("1 a 1") }
                Cell { text: qsTr("1 a 1") }
                Cell { text: qsTr("BANCA") }
                Cell { text: qsTr("1 a 1, menos un 5 % de comisión sobre lo ganado (25 ganan 23,75)") }
                Cell { text: qsTr("1 a 1; si la banca gana con 6, paga la mitad (25 ganan 12,50)") }
                Cell { text: qsTr("1 a 1; si la banca gana con tres cartas y 7 (Dragón 7), se devuelve la apuesta") }
                Cell { text: qsTr("EMPATE") }
                Cell { text: qsTr("8 a 1") }
                Cell { text: qsTr("8 a 1") }
                Cell { text: qsTr("8 a 1") }
                Cell { text: qsTr("PAR JUGADOR / PAR BANCA") }
                Cell { text: qsTr("11 a 1") }
                Cell { text: qsTr("11 a 1") }
                Cell { text: qsTr("11 a 1") }
                Cell { text: qsTr("DRAGÓN 7") }
                Cell { text: "—" }
                Cell { text: "—" }
                Cell { text: qsTr("40 a 1 si la banca gana con tres cartas que suman 7") }
                Cell { text: qsTr("PANDA 8") }
                Cell { text: "—" }
                Cell { text: "—" }
                Cell { text: qsTr("25 a 1 si el jugador gana con tres cartas que suman 8") }
            }
            Para { text: qsTr("«8 a 1» quiere decir que recibes tu apuesta y ocho veces más. Si hay empate, lo apostado a JUGADOR o BANCA se te devuelve entero. Los pares se deciden con las dos primeras cartas de su lado, gane quien gane: dos cartas del mismo rango (dos sietes, dos reyes); una dama y un rey no son pareja aunque valgan lo mismo.") }

            Heading { text: qsTr("La mesa EZ: Dragón 7 y Panda 8") }
            Para { text: qsTr("La EZ es la mesa sin comisión de muchos casinos. La BANCA cobra 1 a 1 entero, salvo cuando gana con tres cartas que suman 7 (un <b>Dragón 7</b>): entonces se te devuelve lo apostado a la BANCA. Tiene dos casillas más, que se juegan solas o con un lado, de 5 a 500 (teclas 7 y 8): <b>DRAGÓN 7</b> paga 40 a 1 cuando la banca gana con tres cartas y 7 (un 7 de tres cartas que empata no cuenta); <b>PANDA 8</b> paga 25 a 1 cuando el jugador gana con tres cartas y 8. En el tablero de cuentas, un Dragón 7 es una cuenta roja con un 7 y un Panda 8 una cuenta azul con un 8, las dos con un aro dorado.") }
            Para { text: qsTr("Con un zapato nuevo, de cada 100 fichas apostadas la casa se queda a la larga con 1,02 en la BANCA, 7,61 en DRAGÓN 7 y 10,19 en PANDA 8. Un Dragón 7 sale en 2,25 % de las manos (una de cada 44) y un Panda 8 en 3,45 % (una de cada 29).") }
            Para { objectName: "helpEzLate"; text: qsTr("Hacia el final de algunos zapatos, las cartas que quedan ponen una de estas dos apuestas a favor del jugador. Lo medimos en 10.000 zapatos barajados al azar y jugados hasta la carta de corte: DRAGÓN 7 quedó a favor al menos una vez en la mitad de ellos (50,5 %), la primera vez con unas 150 cartas por salir (la mediana; un zapato tiene 416); PANDA 8, en algo más de uno de cada cuatro (27,2 %), con unas 106 cartas por salir. Contando todas las manos, DRAGÓN 7 estuvo a favor en el 8,3 % y PANDA 8 en el 2,7 %: pasa en la segunda mitad del zapato y en pocas manos. Cuando pasa, el panel de probabilidades lo dice (y el lector de pantalla lo oye) una vez por mano: es un dato del zapato, no un consejo.") }

            Heading { text: qsTr("El natural y la tercera carta") }
            Para { text: qsTr("Si un lado suma 8 o 9 con sus dos primeras cartas tiene un <b>natural</b>: nadie pide más y la mano se decide ahí. Si no, el JUGADOR pide una tercera carta con 0 a 5 y se planta con 6 o 7. Si el JUGADOR se plantó, la BANCA hace lo mismo: pide con 0 a 5 y se planta con 6 o 7. Si el JUGADOR pidió, la BANCA mira su total y el valor de esa tercera carta (10 y figuras cuentan 0, el as 1):") }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 8
                rowSpacing: 0
                Cell { head: true; text: qsTr("La banca tiene") }
                Cell { head: true; text: qsTr("Pide si la tercera carta del jugador vale") }
                Cell { text: "0, 1, 2" }
                Cell { text: qsTr("cualquier cosa") }
                Cell { text: "3" }
                Cell { text: qsTr("cualquier cosa menos 8") }
                Cell { text: "4" }
                Cell { text: qsTr("de 2 a 7") }
                Cell { text: "5" }
                Cell { text: qsTr("de 4 a 7") }
                Cell { text: "6" }
                Cell { text: qsTr("6 o 7") }
                Cell { text: "7" }
                Cell { text: qsTr("nunca: se planta") }
            }
            Para { text: qsTr("Cada lado recibe como mucho tres cartas. Gana el total más alto; si son iguales, es empate.") }

            Heading { text: qsTr("Descubrir las cartas: el squeeze") }
            Para { text: qsTr("Al REPARTIR caen cuatro cartas boca abajo: jugador, banca, jugador, banca. Las descubres tú, en el orden que quieras: arrastra desde un borde o una esquina para doblar la carta poco a poco hasta ver los palos; si la sueltas antes de tiempo vuelve a caer, y si tiras más allá se descubre. Un toque rápido la descubre de golpe y A abre la siguiente. VOLTEAR TODAS descubre la mano entera de una vez, terceras cartas incluidas, en el orden en que las reparte la regla. Las terceras cartas llegan boca abajo, una a una: la del jugador primero, la de la banca cuando la del jugador ya está abierta. La velocidad no cambia nada: las cartas ya estaban decididas al repartir.") }

            Heading { text: qsTr("Los caminos del zapato") }
            Para { text: qsTr("Encima de las cartas (o en un panel que se abre con C en una ventana pequeña) está la historia del zapato, como en los marcadores del casino. El <b>tablero de cuentas</b> pone cada mano en orden, de arriba abajo y columna por columna: B para la banca, J para el jugador, E para el empate; un punto rojo arriba es un par de la banca y uno azul abajo, un par del jugador. El <b>gran camino</b> pone las rachas: la misma mano ganadora sigue hacia abajo y un cambio abre columna; el empate es una raya verde sobre la mano anterior (con un número si hay más de uno). Cuando una racha llega al fondo o choca con otra, dobla a la derecha: es la «cola de dragón».") }
            Para { text: qsTr("Debajo, el <b>ojo grande</b> (anillos), el <b>camino pequeño</b> (puntos) y la <b>cucaracha</b> (rayas) comparan cada columna del gran camino con la de una, dos o tres columnas antes: rojo si el camino se repite, azul si no. «¿Y si BANCA?» y «¿Y si JUGADOR?» muestran un momento la marca que cada uno recibiría. L lee los caminos en voz alta. Son solo historia: las cartas no recuerdan lo que salió y ningún camino anuncia la próxima mano.") }

            Heading { text: qsTr("Las probabilidades del zapato") }
            Para { text: qsTr("Con P (o en las preferencias) se muestra al lado de la mesa la probabilidad exacta de cada resultado y la ventaja de la casa en cada apuesta, calculadas con las cartas que quedan en el zapato y al lado de las de un zapato nuevo. Cambian solo cuando se resuelve una mano: las cartas boca abajo no cuentan. Las diferencias son pequeñas y la casa conserva su ventaja en casi todas las apuestas de casi todos los zapatos; si una ventaja sale negativa, esa apuesta favorece al jugador en la próxima mano, por poco.") }

            Heading { text: qsTr("Teclado") }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 8
                rowSpacing: 0
                // The keyboard map, a row per line: the keys in bold, then what they do.
                Repeater {
                    model: KeyMap.rows.reduce((cells, row) => cells.concat([row.keys, row.description]), [])
                    delegate: Cell {
                        required property string modelData
                        required property int index
                        text: modelData
                        font.bold: index % 2 === 0
                    }
                }
            }

            Heading { text: qsTr("Consejos para empezar") }
            Para { text: qsTr("• La BANCA gana algo más a menudo que el JUGADOR; por eso su premio tiene un descuento. Cuál cuesta menos depende de la mesa: en la CLÁSICA es la BANCA (a la larga la casa se queda con el 1,06 % de lo apostado, contra el 1,24 % en el JUGADOR); en la SIN COMISIÓN es el JUGADOR (1,24 %, contra el 1,46 % en la BANCA, que cobra la mitad cuando gana con 6).<br>• El EMPATE paga 8 a 1, pero sale menos de una vez cada diez manos: es la apuesta más cara de la mesa.<br>• Los pares pagan mucho porque salen poco: úsalos como adorno, no como apuesta principal.<br>• Lo que salió antes no dice nada de la próxima mano: cada mano es nueva.<br>• Decide antes de empezar hasta dónde quieres llegar, y cuando llegues, RETIRARSE.") }

            Heading { text: qsTr("Fin de la noche") }
            Para { text: qsTr("RETIRARSE te pregunta antes (Intro confirma, Escape vuelve a la mesa) y te levanta con tus fichas (las que estén en la mesa para la próxima mano vuelven antes). Si te quedas por debajo de la apuesta mínima de 5, se acaba la noche. En los dos casos tus fichas son tu puntaje, y si es de los cinco mejores entra en la tabla con tu nombre, la mesa y la fecha. Para entrar hay que superar al quinto puesto: con el mismo puntaje se queda el que llegó antes.") }
        }
    }

    // The keyboard is on the text (the arrows scroll it): ring it.
    Rectangle {
        anchors.fill: scroll
        anchors.margins: -4
        radius: 6
        color: "transparent"
        border.width: 2
        border.color: Theme.focus
        visible: scroll.activeFocus
    }

    // F1 closes the help as it opened it (the window's shortcuts wait while a dialog is open).
    Shortcut {
        sequences: KeyMap.sequences.help
        enabled: root.opened
        onActivated: root.close()
    }

    onOpened: scroll.forceActiveFocus()
}
