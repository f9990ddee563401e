<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>Abre todas las cartas boca abajo. Atajo: %1; %2 abre la siguiente</source>
        <translation>Turns every face-down card over. Shortcut: %1; %2 turns the next one</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>LIMPIAR</source>
        <translation>CLEAR</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>Quita tus fichas de la mesa. Atajo: %1; %2 quita la última</source>
        <translation>Takes your chips off the table. Shortcut: %1; %2 takes the last one</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>REPARTIR</source>
        <translation>DEAL</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>Reparte cuatro cartas boca abajo. Atajo: %1</source>
        <translation>Deals four cards face down. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ActionBar.qml"/>
        <source>VOLTEAR TODAS</source>
        <translation>TURN ALL</translation>
    </message>
</context>
<context>
    <name>AlreadyOpen</name>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>Baccarat ya está abierto</source>
        <translation>Baccarat is already open</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>Baccarat ya está abierto en otra ventana</source>
        <translation>Baccarat is already open in another window</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>CERRAR ESTA VENTANA</source>
        <translation>CLOSE THIS WINDOW</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>La partida sigue en su ventana. Con dos abiertas a la vez, cada una guardaría su noche y sus puntajes encima de los de la otra, y se perderían fichas.</source>
        <translation>The game goes on in its own window. With two open at once, each would save its night and its scores over the other&apos;s, and chips would be lost.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>¿No la ves? Puede estar minimizada o en otro escritorio. Si el juego dejó de responder, ciérralo desde el monitor del sistema (es el proceso %1) y vuelve a abrir Baccarat.</source>
        <translation>Can&apos;t see it? It may be minimized or on another desktop. If the game stopped responding, close it from the system monitor (it is process %1) and open Baccarat again.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AlreadyOpen.qml"/>
        <source>¿No la ves? Puede estar minimizada o en otro escritorio. Si el juego dejó de responder, ciérralo desde el monitor del sistema y vuelve a abrir Baccarat.</source>
        <translation>Can&apos;t see it? It may be minimized or on another desktop. If the game stopped responding, close it from the system monitor and open Baccarat again.</translation>
    </message>
</context>
<context>
    <name>AskButton</name>
    <message>
        <location filename="ui/Baccarat/AskButton.qml"/>
        <source>Muestra un momento la próxima marca de cada camino derivado. Atajo: %1</source>
        <translation>Briefly shows the next mark of each derived road. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AskButton.qml"/>
        <source>¿Y si BANCA?</source>
        <translation>What if BANKER?</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/AskButton.qml"/>
        <source>¿Y si JUGADOR?</source>
        <translation>What if PLAYER?</translation>
    </message>
</context>
<context>
    <name>Baccarat</name>
    <message>
        <location filename="resources/decks/azul/design.json"/>
        <source>Azul</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="resources/decks/azul/design.json"/>
        <source>Las mismas caras clásicas con un dorso azul de rosetas.</source>
        <translation>The same classic faces with a blue rosette back.</translation>
    </message>
    <message>
        <location filename="resources/decks/clasica/design.json"/>
        <source>Clásica</source>
        <translation>Classic</translation>
    </message>
    <message>
        <location filename="resources/decks/clasica/design.json"/>
        <source>La baraja de casino de siempre: rojo y negro, dorso rojo con rombos.</source>
        <translation>The casino deck you know: red and black, a red back with diamonds.</translation>
    </message>
    <message>
        <location filename="resources/decks/cuatro_colores/design.json"/>
        <source>Cada palo con su color: picas negras, corazones rojos, diamantes azules y tréboles verdes.</source>
        <translation>Each suit its own color: black spades, red hearts, blue diamonds and green clubs.</translation>
    </message>
    <message>
        <location filename="resources/decks/cuatro_colores/design.json"/>
        <source>Cuatro colores</source>
        <translation>Four colors</translation>
    </message>
    <message>
        <location filename="resources/decks/indices_grandes/design.json"/>
        <source>Números y palos muy grandes en las esquinas, para leerlos sin esfuerzo.</source>
        <translation>Very large numbers and suits in the corners, easy to read.</translation>
    </message>
    <message>
        <location filename="resources/decks/indices_grandes/design.json"/>
        <source>Índices grandes</source>
        <translation>Large indices</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/context.py"/>
        <source>Idioma: {0}.</source>
        <translation>Language: {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/hand.py"/>
        <source>Cartas repartidas: dos para el jugador y dos para la banca, boca abajo.</source>
        <translation>Cards dealt: two for the player and two for the banker, face down.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/leaderboard_model.py"/>
        <source>Los cinco mejores: {0}.</source>
        <translation>The top five: {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/leaderboard_model.py"/>
        <source>{0}. {1}, {2}, mesa {3}, {4}</source>
        <translation>{0}. {1}, {2}, {3} table, {4}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/models.py"/>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>apuesta {0}</source>
        <translation>bet {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/models.py"/>
        <source>devuelta</source>
        <translation>returned</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/models.py"/>
        <source>sin fichas</source>
        <translation>no chips</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/models.py"/>
        <source>{0}, boca abajo</source>
        <translation>{0}, face down</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/models.py"/>
        <source>{0}, paga {1}, {2}</source>
        <translation>{0}, pays {1}, {2}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/night.py"/>
        <source>Anónimo</source>
        <translation>Anonymous</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/night.py"/>
        <source>Mesa {0}. Tienes {1}. Elige una ficha y apuesta.</source>
        <translation>{0} table. You have {1}. Choose a chip and bet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/night.py"/>
        <source>Se acabó la noche: te quedan {0}, menos que la apuesta mínima.</source>
        <translation>The night is over: you have {0} left, less than the minimum bet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/night.py"/>
        <source>Te retiras con {0}.</source>
        <translation>You leave with {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/night.py"/>
        <source>{0} entra en el puesto {1} de los cinco mejores.</source>
        <translation>{0} enters the top five in place {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/odds.py"/>
        <source>Con las {0} cartas de antes de esta mano (en el zapato quedan {1}) · mesa {2}</source>
        <translation>With the {0} cards from before this hand ({1} left in the shoe) · {2} table</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/odds.py"/>
        <source>Con las {0} cartas que quedan · mesa {1}</source>
        <translation>With the {0} cards left · {1} table</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/odds.py"/>
        <source>Probabilidades del zapato: a la vista.</source>
        <translation>Shoe odds: shown.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/odds.py"/>
        <source>Probabilidades ocultas.</source>
        <translation>Odds hidden.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/preferences.py"/>
        <source>preferencias</source>
        <translation>preferences</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/seat.py"/>
        <source>mejores puntajes</source>
        <translation>best scores</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/speech_history.py"/>
        <source>Final de lo dicho:</source>
        <translation>Newest:</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/speech_history.py"/>
        <source>Principio de lo dicho:</source>
        <translation>Oldest:</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/speech_history.py"/>
        <source>Todavía no se dijo nada.</source>
        <translation>Nothing has been said yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/table.py"/>
        <source>Esa casilla no existe.</source>
        <translation>That betting spot does not exist.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/table.py"/>
        <source>Ficha de {0}</source>
        <translation>{0} chip</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/table.py"/>
        <source>Mesa limpia: vuelven {0}. Tienes {1}.</source>
        <translation>Table cleared: {0} come back. You have {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/table.py"/>
        <source>Quitada una ficha de {0} de {1}; en la mesa, {2}. Te quedan {3}.</source>
        <translation>Took a {0} chip off {1}; on the table, {2}. You have {3} left.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <source>Breve</source>
        <translation>Brief</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <source>Completa</source>
        <translation>Full</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <location filename="src/baccarat_qt/words/pace_texts.py"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <source>además, las cartas de cada lado, lo que paga cada casilla y lo que ganas o pierdes</source>
        <translation>also each side&apos;s cards, what each spot pays and what you win or lose</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <source>cada carta, cada tercera carta y cada casilla</source>
        <translation>each card, each third card and each spot</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/verbosity.py"/>
        <source>el resultado y el saldo</source>
        <translation>the result and the balance</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Banca</source>
        <translation>Banker</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>as</source>
        <translation>ace</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>cinco</source>
        <translation>five</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>corazones</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>cuatro</source>
        <translation>four</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>dama</source>
        <translation>queen</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>diamantes</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>diez</source>
        <translation>ten</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>dos</source>
        <translation>two</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>jota</source>
        <translation>jack</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>nueve</source>
        <translation>nine</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>ocho</source>
        <translation>eight</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>picas</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>rey</source>
        <translation>king</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>seis</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>siete</source>
        <translation>seven</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>tres</source>
        <translation>three</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>tréboles</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un as</source>
        <translation>an ace</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un cinco</source>
        <translation>a five</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un cuatro</source>
        <translation>a four</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un diez</source>
        <translation>a ten</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un dos</source>
        <translation>a two</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un nueve</source>
        <translation>a nine</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un ocho</source>
        <translation>an eight</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un rey</source>
        <translation>a king</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un seis</source>
        <translation>a six</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un siete</source>
        <translation>a seven</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>un tres</source>
        <translation>a three</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>una dama</source>
        <translation>a queen</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>una jota</source>
        <translation>a jack</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>{0} de {1}</source>
        <translation>{0} of {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>{0}, primera carta</source>
        <translation>{0}, first card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>{0}, segunda carta</source>
        <translation>{0}, second card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/cards.py"/>
        <source>{0}, tercera carta</source>
        <translation>{0}, third card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>Antes de cambiar nada, los datos del juego tal como estaban se copiaron en {0}.</source>
        <translation>Before anything was changed, the game&apos;s data as it was was copied to {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>Donde el juego guarda su cerrojo de una sola partida ({0}) había una carpeta, un enlace o una tubería; se guardó aparte en {1} y el juego sigue.</source>
        <translation>Where the game keeps its one-game-at-a-time lock ({0}) there was a folder, a link or a pipe; it was set aside in {1} and the game goes on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>El archivo de {0} {1}; se empieza de nuevo.{2}</source>
        <translation>The {0} file {1}; starting afresh.{2}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>El archivo tal como estaba se guardó aparte en {0}.</source>
        <translation>The file as it was has been set aside in {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>En el archivo de {0} había una entrada con datos imposibles: se quitó y las demás siguen.</source>
        <translation>The {0} file had an entry with impossible data: it was removed and the others remain.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>En el archivo de {0} había {1} entradas con datos imposibles: se quitaron y las demás siguen.</source>
        <translation>The {0} file had {1} entries with impossible data: they were removed and the others remain.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>En la tabla de {0} había una entrada cambiada fuera del juego o traída de otra instalación (su sello no coincide con la llave de este equipo): se apartó y las demás siguen.</source>
        <translation>The {0} table had an entry changed outside the game or brought from another installation (its seal does not match this computer&apos;s key): it was set aside and the others remain.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>En la tabla de {0} había {1} entradas cambiadas fuera del juego o traídas de otra instalación (su sello no coincide con la llave de este equipo): se apartaron y las demás siguen.</source>
        <translation>The {0} table had {1} entries changed outside the game or brought from another installation (their seal does not match this computer&apos;s key): they were set aside and the others remain.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>Las entradas tal como estaban se guardaron aparte en {0}.</source>
        <translation>The entries, as they were, were set aside in {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>No se pudieron guardar las preferencias: la carpeta de configuración ({0}) no admite escritura o el disco está lleno. El juego sigue y las guardará en cuanto pueda.</source>
        <translation>The preferences could not be saved: the settings folder ({0}) cannot be written or the disk is full. The game goes on and will save them as soon as it can.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>No se pudo borrar {0}: la carpeta de datos ({1}) no admite cambios. El juego sigue.</source>
        <translation>{0} could not be deleted: the data folder ({1}) cannot be changed. The game goes on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>No se pudo guardar la noche en curso: la carpeta de datos ({0}) no admite escritura o el disco está lleno. Puedes seguir jugando, pero si cierras el juego, lo que juegues desde ahora no estará al volver.</source>
        <translation>The night in play could not be saved: the data folder ({0}) cannot be written or the disk is full. You can keep playing, but if you close the game, what you play from now on will not be there when you come back.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>No se pudo guardar la tabla de mejores puntajes: la carpeta de datos ({0}) no admite escritura o el disco está lleno. El juego sigue.</source>
        <translation>The best scores could not be saved: the data folder ({0}) cannot be written or the disk is full. The game goes on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Se guardó aparte en {0}.</source>
        <translation>It was set aside in {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>es de una versión del juego que no conocemos</source>
        <translation>comes from a version of the game we do not know</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>es demasiado grande</source>
        <translation>is too large</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>está dañado o incompleto</source>
        <translation>is damaged or incomplete</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>está sellado con una llave que falta o no es la suya (la llave, night.key, está en la carpeta de configuración)</source>
        <translation>is sealed with a key that is missing or not its own (the key, night.key, is in the settings folder)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>fue cambiado fuera del juego o viene de otra instalación: su sello no coincide con la llave de este equipo (night.key, en la carpeta de configuración)</source>
        <translation>was changed outside the game or comes from another installation: its seal does not match this computer&apos;s key (night.key, in the configuration folder)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>la noche guardada</source>
        <translation>saved night</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>no era un archivo corriente (había una carpeta, una tubería o un dispositivo en su lugar)</source>
        <translation>was not an ordinary file (a folder, a pipe or a device was there instead)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>no es un archivo del juego</source>
        <translation>is not a file of the game</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>no se pudo leer</source>
        <translation>could not be read</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/file_texts.py"/>
        <source>tiene datos imposibles</source>
        <translation>holds impossible data</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln manos de esta noche no se pueden leer y no se muestran.</source>
        <translation>
            <numerusform>%Ln hand of this night cannot be read and is not shown.</numerusform>
            <numerusform>%Ln hands of this night cannot be read and are not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln manos que no se pueden leer no se exportaron.</source>
        <translation>
            <numerusform>%Ln hand that cannot be read was not exported.</numerusform>
            <numerusform>%Ln hands that cannot be read were not exported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln noches del historial no se pueden leer y no se muestran.</source>
        <translation>
            <numerusform>%Ln night of the history cannot be read and is not shown.</numerusform>
            <numerusform>%Ln nights of the history cannot be read and are not shown.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>Exportación cancelada: no se escribió ningún archivo.</source>
        <translation>Export cancelled: no file was written.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>Exportación: {0} %.</source>
        <translation>Export: {0}%.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>Exportando el historial a CSV. Escape cancela.</source>
        <translation>Exporting the history to CSV. Escape cancels.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>No se pudo leer el historial: el archivo cambió o está dañado.</source>
        <translation>The history could not be read: the file changed or is damaged.</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln de los mejores puntajes</source>
        <translation>
            <numerusform>%Ln of the top scores</numerusform>
            <numerusform>%Ln of the top scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln manos</source>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln manos exportadas a {0}.</source>
        <translation>
            <numerusform>%Ln hand exported to {0}.</numerusform>
            <numerusform>%Ln hands exported to {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln noches</source>
        <translation>
            <numerusform>%Ln night</numerusform>
            <numerusform>%Ln nights</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Copia de seguridad de todos los datos del juego guardada en {0}.</source>
        <translation>Backup of all the game&apos;s data saved to {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>El disco donde el juego guarda sus datos ({0}) está lleno: lo que juegues no se guardará hasta que haya espacio.</source>
        <translation>The disk where the game keeps its data ({0}) is full: what you play will not be saved until there is room.</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>El juego terminó con %Ln jugada sin guardar: otro programa tenía bloqueados sus datos.</source>
        <translation>
            <numerusform>The game ended with %Ln play not saved: its data was locked by another program.</numerusform>
            <numerusform>The game ended with %Ln plays not saved: its data was locked by another program.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego (el historial de noches, la noche guardada y los mejores puntajes) {0}; empiezan de nuevo.{1}</source>
        <translation>The game data (the night history, the saved night and the top five) {0}; they start afresh.{1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ({0}) no admiten escritura: se ven el historial, la noche guardada y los mejores puntajes, pero lo que juegues no se guardará.</source>
        <translation>The game data ({0}) cannot be written: the history, the saved night and the top five can be seen, but what you play will not be saved.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ({0}) no se pueden usar y no se pudieron apartar: el juego sigue sin guardar historial ni la noche en curso.</source>
        <translation>The game data ({0}) cannot be used and could not be set aside: the game goes on without saving the history or the night in progress.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ({0}) son de una versión más nueva del juego: no se tocan. Esta versión juega sin guardar nada: ni el historial, ni la noche en curso, ni los mejores puntajes.</source>
        <translation>The game data ({0}) come from a newer version of the game: they are left untouched. This version plays without saving anything: no history, no night in progress, no top five.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ya están libres: lo jugado mientras tanto quedó guardado.</source>
        <translation>The game&apos;s data is free again: everything you played meanwhile is saved.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ya están libres: lo que juegues se guarda desde ahora.</source>
        <translation>The game&apos;s data is free again: what you play is saved from now on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Los datos del juego ya están libres: lo que juegues se guarda desde ahora. Lo que había en ellos se copió antes en {0}.</source>
        <translation>The game&apos;s data is free again: what you play is saved from now on. What it held was first copied to {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Mano {0}: {1}; apostaste {2}, recibiste {3}.</source>
        <translation>Hand {0}: {1}; you bet {2}, you got back {3}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Mano {0}: {1}; sin apuesta.</source>
        <translation>Hand {0}: {1}; no bet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Mejor noche: {0} ({1}). Peor noche: {2} ({3}).</source>
        <translation>Best night: {0} ({1}). Worst night: {2} ({3}).</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>No hay historial de noches en esta partida.</source>
        <translation>This game has no night history.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>No se pudo escribir {0}: la carpeta no admite escritura o el disco está lleno.</source>
        <translation>{0} could not be written: the folder cannot be written or the disk is full.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>No se pudo hacer la copia de seguridad en {0}: la carpeta no admite escritura o el disco está lleno.</source>
        <translation>Could not make the backup at {0}: the folder is read-only or the disk is full.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>No se pudo leer nada de ellos: lo que había solo está en la copia.</source>
        <translation>Nothing in it could be read: what it held is only in the copy.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Noche del {0}, mesa {1}</source>
        <translation>Night of {0}, {1} table</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Otro programa tiene bloqueados los datos del juego ({0}): lo que juegues todavía no está guardado. Puedes seguir jugando; se guardará, en orden, en cuanto ese programa los suelte.</source>
        <translation>The game&apos;s data ({0}) is locked by another program: what you play is not saved yet. You can keep playing; it will be saved, in order, as soon as that program lets go.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Otro programa tiene bloqueados los datos del juego ({0}): puedes seguir jugando, y lo que juegues se guardará en cuanto ese programa los suelte.</source>
        <translation>The game&apos;s data ({0}) is locked by another program: you can keep playing, and what you play will be saved as soon as that program lets go.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>Se rescató lo que se pudo leer ({0}); lo demás solo está en la copia.</source>
        <translation>What could be read was recovered ({0}); the rest is only in the copy.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>banca</source>
        <translation>banker</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>banca gana con {0} (jugador {1})</source>
        <translation>banker wins with {0} (player {1})</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>cartas de la banca</source>
        <translation>banker cards</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>cartas del jugador</source>
        <translation>player cards</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>devuelto {0}</source>
        <translation>returned {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>empate</source>
        <translation>tie</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>empate a {0}</source>
        <translation>tie at {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>están dañados o incompletos</source>
        <translation>are damaged or incomplete</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>ganaste {0}</source>
        <translation>you won {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>hora</source>
        <translation>time</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>jugador</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>jugador gana con {0} (banca {1})</source>
        <translation>player wins with {0} (banker {1})</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>la noche en curso</source>
        <translation>the night in progress</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>mano</source>
        <translation>hand</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>mesa</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>no eran un archivo corriente (había una carpeta, una tubería o un dispositivo en su lugar)</source>
        <translation>were not an ordinary file (a folder, a pipe or a device was there instead)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>no pasaron la comprobación de integridad</source>
        <translation>failed their integrity check</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>no se pudieron leer</source>
        <translation>could not be read</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>noche</source>
        <translation>night</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>par de la banca</source>
        <translation>banker pair</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>par del jugador</source>
        <translation>player pair</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>perdiste {0}</source>
        <translation>you lost {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>quedaste igual</source>
        <translation>you broke even</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>resultado</source>
        <translation>result</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>saldo</source>
        <translation>balance</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>sin apuesta</source>
        <translation>no bet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>sin terminar</source>
        <translation>unfinished</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>sí</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>te quedaste sin fichas</source>
        <translation>you ran out of chips</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>te retiraste</source>
        <translation>you left</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>tienen dañado su diario de cambios recientes (el archivo -wal), y seguir usándolos borraría las últimas manos guardadas</source>
        <translation>have a damaged journal of recent changes (the -wal file), and going on with them would erase the last hands saved</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>total de la banca</source>
        <translation>banker total</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>total del jugador</source>
        <translation>player total</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>{0} a {1}</source>
        <translation>{0} on {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>{0} con {1}</source>
        <translation>{0} with {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>{0} en {1}: apostaste {2}, volvieron {3}, un {4}; la teoría dice {5}.</source>
        <translation>{0} at the {1} table: you staked {2}, {3} came back, {4}; the theory says {5}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>{0}, mesa {1}: {2}, {3}; {4}.</source>
        <translation>{0}, {1} table: {2}, {3}; {4}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>{0}, {1}.</source>
        <translation>{0}, {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/pace_texts.py"/>
        <source>Instantáneo</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/pace_texts.py"/>
        <source>Rápido</source>
        <translation>Quick</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n manos</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>%n seguidas</source>
        <translation>
            <numerusform>%n in a row</numerusform>
            <numerusform>%n in a row</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Caminos: todavía no hay manos en este zapato.</source>
        <translation>Roads: no hands in this shoe yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Caminos: {0}. Últimos resultados, del más reciente al más antiguo: {1}.</source>
        <translation>Roads: {0}. Latest results, newest first: {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>En la mesa, {0}: {1}.</source>
        <translation>On the table, {0}: {1}.</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Faltan %n cartas para la carta de corte.</source>
        <translation>
            <numerusform>%n card to go before the cut card.</numerusform>
            <numerusform>%n cards to go before the cut card.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>La carta de corte ya salió: se baraja al terminar la mano.</source>
        <translation>The cut card is out: the shoe is shuffled when this hand ends.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>No hay fichas en la mesa.</source>
        <translation>No chips on the table.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>No hay ninguna mano en juego.</source>
        <translation>No hand in play.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Probabilidades con las {0} cartas que quedan: banca {1}, jugador {2}, empate {3}.</source>
        <translation>Odds with the {0} cards left: banker {1}, player {2}, tie {3}.</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Quedan %n cartas en el zapato.</source>
        <translation>
            <numerusform>%n card left in the shoe.</numerusform>
            <numerusform>%n cards left in the shoe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Racha actual: {0}, {1}.</source>
        <translation>Current streak: {0}, {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Saldo después de la mano: {0}.</source>
        <translation>Balance after the hand: {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>Saldo: {0}.</source>
        <translation>Balance: {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Todavía no terminó ninguna mano en esta mesa.</source>
        <translation>No hand has ended at this table yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>boca abajo</source>
        <translation>face down</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>lo abierto suma {0}</source>
        <translation>what is open adds up to {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>nada abierto todavía</source>
        <translation>nothing open yet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>primera carta</source>
        <translation>first card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>segunda carta</source>
        <translation>second card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>tercera carta</source>
        <translation>third card</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>{0}: {1}; {2}.</source>
        <translation>{0}: {1}; {2}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Última mano: {0}.</source>
        <translation>Last hand: {0}.</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n azules</source>
        <translation>
            <numerusform>%n blue</numerusform>
            <numerusform>%n blue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n columnas</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n rojas</source>
        <translation>
            <numerusform>%n red</numerusform>
            <numerusform>%n red</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>, a tu favor</source>
        <translation>, in your favor</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Camino pequeño</source>
        <translation>Small Road</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Caminos del zapato.</source>
        <translation>Shoe roads.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Caminos del zapato: todavía no hay manos en este zapato.</source>
        <translation>Shoe roads: no hands in this shoe yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Con las cartas que quedan, {0} tiene ventaja para el jugador: +{1}.</source>
        <translation>With the cards left, {0} has the edge for the player: +{1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Con las {0} cartas que quedan: {1}. Ventaja de la casa en la mesa {2}: {3}.</source>
        <translation>With the {0} cards left: {1}. House edge at the {2} table: {3}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Cucaracha</source>
        <translation>Cockroach Pig</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Dragón 7</source>
        <translation>Dragon 7</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Dragón 7: {0}; Panda 8: {1}.</source>
        <translation>Dragon 7: {0}; Panda 8: {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Empate</source>
        <translation>Tie</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Gran camino</source>
        <translation>Big Road</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Las diferencias con un zapato nuevo son mínimas. En casi todos los zapatos la casa conserva su ventaja en casi todas las apuestas; si alguna queda a tu favor, es por poco y suele durar una mano. Los caminos cuentan lo que ya salió: no anuncian la próxima mano.</source>
        <translation>The differences from a fresh shoe are tiny. In almost every shoe the house keeps its edge on almost every bet; if one turns in your favor, it is by a little and usually for one hand. The roads tell what has already come out: they do not foretell the next hand.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Las diferencias con un zapato nuevo suelen ser pequeñas. Hacia el final de algunos zapatos, DRAGÓN 7 o PANDA 8 quedan a favor del jugador durante unas manos: es un dato del zapato, no un consejo, y cada mano sigue siendo azar. Los caminos cuentan lo que ya salió: no anuncian la próxima mano.</source>
        <translation>The differences from a fresh shoe are usually small. Late in some shoes, DRAGON 7 or PANDA 8 stay in the player&apos;s favor for a few hands: a fact about the shoe, not advice, and every hand is still chance. The roads tell what has already come out: they do not foretell the next hand.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Los caminos cuentan lo que ya salió: no dicen nada de la próxima mano.</source>
        <translation>The roads tell what has already come out: they say nothing about the next hand.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Manos {0} · naturales {6}
B {1} · J {2} · E {3}
Pares: J {4} · B {5}</source>
        <translation>Hands {0} · naturals {6}
B {1} · P {2} · T {3}
Pairs: P {4} · B {5}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Ojo grande</source>
        <translation>Big Eye Boy</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Panda 8</source>
        <translation>Panda 8</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Par banca</source>
        <translation>Banker Pair</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Par jugador</source>
        <translation>Player Pair</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Salió la carta de corte: quedaban {0} cartas en el zapato. Se barajan las 8 barajas y los caminos empiezan en blanco.</source>
        <translation>The cut card came out with {0} cards left in the shoe. The 8 decks are shuffled and the roads start blank.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Si la próxima mano la gana {0}: {1}.</source>
        <translation>If {0} wins the next hand: {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Tablero de cuentas</source>
        <translation>Bead Plate</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>Todavía no hay manos en este zapato.</source>
        <translation>No hands in this shoe yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>a tu favor en esta mano</source>
        <translation>in your favor this hand</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>azul</source>
        <translation>blue</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>con %n empates</source>
        <translation>
            <numerusform>with %n tie</numerusform>
            <numerusform>with %n ties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>el JUGADOR</source>
        <translation>the PLAYER</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>la BANCA</source>
        <translation>the BANKER</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>rojo</source>
        <translation>red</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0} 1 vez</source>
        <translation>{0} once</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0} en este zapato: banca {1}, jugador {2}, empate {3}; pares del jugador {4}, pares de la banca {5}; naturales {6}.</source>
        <translation>{0} in this shoe: banker {1}, player {2}, tie {3}; player pairs {4}, banker pairs {5}; naturals {6}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0} {1} (zapato nuevo {2})</source>
        <translation>{0} {1} (fresh shoe {2})</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0} {1} seguidas</source>
        <translation>{0} {1} in a row</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0} {1}{2}</source>
        <translation>{0} {1}{2}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}, de la columna más reciente a la más antigua: {1}. {2} en total.</source>
        <translation>{0}, from the newest column to the oldest: {1}. {2} in all.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}, todavía nada</source>
        <translation>{0}, nothing yet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}: todavía sin marcas.</source>
        <translation>{0}: no marks yet.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}: vacío.</source>
        <translation>{0}: empty.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}: {1} y {2}. Últimas, de la más antigua a la más reciente: {3}.</source>
        <translation>{0}: {1} and {2}. Latest, oldest first: {3}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>{0}: {1}. Últimos resultados, del más antiguo al más reciente: {2}.</source>
        <translation>{0}: {1}. Latest results, oldest first: {2}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>Cartas del jugador: {0}. Cartas de la banca: {1}.</source>
        <translation>Player&apos;s cards: {0}. Banker&apos;s cards: {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>El jugador se planta con {0}.</source>
        <translation>The player stands on {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>En esta mano ganas {0}.</source>
        <translation>This hand you win {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>En esta mano ni ganas ni pierdes.</source>
        <translation>This hand you neither win nor lose.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>En esta mano pierdes {0}.</source>
        <translation>This hand you lose {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>La banca se planta con {0}.</source>
        <translation>The banker stands on {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>{0} en {1}.</source>
        <translation>{0} on {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>{0} en {1}; en {1} hay {2}; en la mesa, {3}. Te quedan {4}.</source>
        <translation>{0} on {1}; {1} holds {2}; on the table, {3}. You have {4} left.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>{0}, pagado {1}</source>
        <translation>{0}, paid {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/speech_texts.py"/>
        <source>{0}: {1}. {2} suma {3}.</source>
        <translation>{0}: {1}. {2} totals {3}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>Es {0}.</source>
        <translation>It is {0}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>en el centro</source>
        <translation>in the center</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>en el lateral</source>
        <translation>along the side</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>ninguna pinta {0}</source>
        <translation>no pips {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>una</source>
        <translation>one</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>una figura {0}</source>
        <translation>a picture {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>una pinta {0}</source>
        <translation>one pip {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>{0} o {1}</source>
        <translation>{0} or {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>{0} pintas {1}</source>
        <translation>{0} pips {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/squeeze_steps.py"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source> (Dragón 7: se devuelve la apuesta)</source>
        <translation> (Dragon 7: the bet is returned)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source> (la banca gana con 6: paga la mitad)</source>
        <translation> (banker wins on 6: pays half)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source> · apuesta repetida {0}: te quedan {1}</source>
        <translation> · bet repeated {0}: you have {1} left</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>1 a 1</source>
        <translation>1 to 1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>1 a 1 · con 6, 1 a 2</source>
        <translation>1 to 1 · on 6, 1 to 2</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>1 a 1 − 5 %</source>
        <translation>1 to 1 − 5%</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>1 a 1; con Dragón 7 se devuelve la apuesta</source>
        <translation>1 to 1; on a Dragon 7 the bet is returned</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>11 a 1</source>
        <translation>11 to 1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>25 a 1</source>
        <translation>25 to 1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>40 a 1</source>
        <translation>40 to 1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>8 a 1</source>
        <translation>8 to 1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Apuesta por casilla: de {0} a {1}</source>
        <translation>Bet per spot: {0} to {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Arrastra una esquina o un lado de una carta para apretarla; tócala para abrirla.</source>
        <translation>Drag a corner or a side of a card to squeeze it; tap it to turn it over.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Elige una ficha y ponla en una casilla; luego, REPARTIR.</source>
        <translation>Choose a chip and put it on a spot; then DEAL.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Ganas {0} · saldo {1}</source>
        <translation>You win {0} · balance {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>La ficha de {0} vale más de lo que te queda ({1}): no podrás ponerla.</source>
        <translation>The {0} chip is worth more than you have left ({1}): you cannot place it.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Ni ganas ni pierdes · saldo {0}</source>
        <translation>No win, no loss · balance {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Pierdes {0} · saldo {1}</source>
        <translation>You lose {0} · balance {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Por casilla: de {0} a {1}</source>
        <translation>Per spot: {0} to {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/table_texts.py"/>
        <source>Terminas la noche con {0}. No podrás volver a esta mesa.</source>
        <translation>You end the night with {0}. You will not be able to come back to this table.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source> · una mano a medio descubrir con {0} apostadas</source>
        <translation> · a hand half turned over with {0} bet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source> · {0} apostadas</source>
        <translation> · {0} bet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>1 : 1 · D7: devuelta</source>
        <translation>1 : 1 · D7: push</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>1 : 1 · con 6, 1 : 2</source>
        <translation>1 : 1 · on 6, 1 : 2</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>1 : 1 − 5 %</source>
        <translation>1 : 1 − 5%</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Ahora no se apuesta: espera a que termine la mano.</source>
        <translation>No betting now: wait for the hand to finish.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>BANCA</source>
        <translation>BANKER</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>CLÁSICA</source>
        <translation>CLASSIC</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>DRAGÓN 7</source>
        <translation>DRAGON 7</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Dragón 7: la banca gana con tres cartas y 7</source>
        <translation>Dragon 7: the banker wins with three cards and 7</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>EMPATE</source>
        <translation>TIE</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>El jugador se plantó; la banca tiene {0} y pide tercera carta.</source>
        <translation>The player stood; the banker has {0} and draws a third card.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>El jugador tiene {0} y pide tercera carta.</source>
        <translation>The player has {0} and draws a third card.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Empate a {0}</source>
        <translation>Tie at {0}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Esa ficha no existe: hay fichas de {0} y {1}.</source>
        <translation>There is no such chip: the chips are {0} and {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Gana el JUGADOR con {0} (BANCA {1})</source>
        <translation>PLAYER wins with {0} (BANKER {1})</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Gana la BANCA con {0} (JUGADOR {1})</source>
        <translation>BANKER wins with {0} (PLAYER {1})</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Hay una mano en juego: descubre las cartas primero.</source>
        <translation>A hand is in play: turn the cards over first.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>JUGADOR</source>
        <translation>PLAYER</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>JUGADOR y BANCA son lados opuestos: no se puede apostar a los dos en la misma mano.</source>
        <translation>PLAYER and BANKER are opposite sides: you cannot bet on both in the same hand.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La banca paga 1 a 1 sin comisión, pero si gana con un 6 paga la mitad.</source>
        <translation>Banker pays 1 to 1 with no commission, but a banker win on 6 pays half.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La banca paga 1 a 1 y la casa se queda un 5 % de lo que ganas.</source>
        <translation>Banker pays 1 to 1 and the house keeps 5% of what you win.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La banca tiene {0} y la tercera carta del jugador vale {1}: la banca pide.</source>
        <translation>The banker has {0} and the player&apos;s third card is worth {1}: the banker draws.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La mano sigue en juego: quedan cartas boca abajo por descubrir.</source>
        <translation>The hand is still in play: there are face-down cards to turn over.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La mesa no admite más manos esta noche: llegaste a su límite. Pulsa RETIRARSE y tu puntaje queda anotado.</source>
        <translation>The table takes no more hands tonight: you reached its limit. Press LEAVE and your score is recorded.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>La noche ya terminó.</source>
        <translation>The night is already over.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>No hay fichas en la mesa para quitar.</source>
        <translation>There are no chips on the table to take off.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>No hay ninguna carta boca abajo para abrir.</source>
        <translation>There is no face-down card to turn over.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>No hay una apuesta anterior que repetir.</source>
        <translation>There is no previous bet to repeat.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>No se repitió la apuesta anterior: costaba {0} y te quedan {1}.</source>
        <translation>The previous bet was not repeated: it cost {0} and you have {1} left.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>No te alcanzan las fichas: te quedan {0}. Elige una ficha menor.</source>
        <translation>Not enough chips: you have {0} left. Choose a smaller chip.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>PANDA 8</source>
        <translation>PANDA 8</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>PAR BANCA</source>
        <translation>BANKER PAIR</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>PAR JUGADOR</source>
        <translation>PLAYER PAIR</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Panda 8: el jugador gana con tres cartas y 8</source>
        <translation>Panda 8: the player wins with three cards and 8</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Pon al menos una ficha en una casilla antes de repartir.</source>
        <translation>Put at least one chip on a betting spot before dealing.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Repetir la apuesta anterior: no.</source>
        <translation>Repeat the previous bet: off.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Repetir la apuesta anterior: sí.</source>
        <translation>Repeat the previous bet: on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>SIN COMISIÓN</source>
        <translation>NO COMMISSION</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Se repite la apuesta anterior: {0} en la mesa. Te quedan {1}.</source>
        <translation>The previous bet is placed again: {0} on the table. You have {1} left.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Sin comisión; la BANCA que gana con tres cartas y 7 se devuelve. DRAGÓN 7 paga 40 a 1 y PANDA 8, 25 a 1.</source>
        <translation>No commission; a BANKER win with three cards and 7 is a push. DRAGON 7 pays 40 to 1 and PANDA 8, 25 to 1.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Sonido activado.</source>
        <translation>Sound on.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Sonido silenciado.</source>
        <translation>Sound muted.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Tienes una noche sin terminar ({0}). Si empiezas una nueva, esa noche se pierde y no entra en los cinco mejores. Para que cuente, continúala y pulsa RETIRARSE.</source>
        <translation>You have an unfinished night ({0}). If you start a new one, that night is lost and does not enter the top five. For it to count, continue it and press LEAVE.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Tu última noche terminó con {0} y su puntaje aún no se había anotado: puedes anotarlo ahora.</source>
        <translation>Your last night ended with {0} and its score had not been recorded yet: you can record it now.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>Vuelves a tu noche en la mesa {0}. Tienes {1}.</source>
        <translation>Back to your night at the {0} table. You have {1}.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>esa casilla</source>
        <translation>that spot</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>mesa {0} · saldo {1}</source>
        <translation>{0} table · balance {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>{0} admite como máximo {1} fichas; esta ficha pasaría del límite.</source>
        <translation>{0} takes at most {1} chips; this chip would go over the limit.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>{0} solo se juega en la mesa EZ.</source>
        <translation>{0} is played only at the EZ table.</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>{0}: ganas {1}</source>
        <translation>{0}: you win {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>{0}: pierdes {1}</source>
        <translation>{0}: you lose {1}</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/words/texts.py"/>
        <source>{0}: se devuelven {1}</source>
        <translation>{0}: {1} returned</translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/translate.py"/>
        <source>{0} fichas</source>
        <translation>
            <numerusform>{0} chip</numerusform>
            <numerusform>{0} chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Gana el JUGADOR, {0} a {1}</source>
        <translation type="vanished">PLAYER wins, {0} to {1}</translation>
    </message>
    <message>
        <source>Gana la BANCA, {0} a {1}</source>
        <translation type="vanished">BANKER wins, {0} to {1}</translation>
    </message>
    <message>
        <source>Otro programa tiene abiertos los datos del juego ({0}): el juego lo intentará de nuevo. Mientras tanto puedes jugar, pero lo que juegues no se guarda; ciérralo para que se guarde.</source>
        <translation type="vanished">Another program has the game&apos;s data open ({0}): the game will try again. You can play meanwhile, but what you play is not saved; close that program so it can be.</translation>
    </message>
    <message>
        <source>banca gana {0} a {1}</source>
        <translation type="vanished">banker wins {0} to {1}</translation>
    </message>
    <message>
        <source>jugador gana {0} a {1}</source>
        <translation type="vanished">player wins {0} to {1}</translation>
    </message>
    <message>
        <source>{0}: boca abajo</source>
        <translation type="vanished">{0}: face down</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="ui/Baccarat/BalanceChart.qml"/>
        <source>De %1 a %2 fichas. %3</source>
        <translation>From %1 to %2 chips. %3</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/BalanceChart.qml"/>
        <source>Saldo a lo largo de la noche</source>
        <translation>Balance through the night</translation>
    </message>
</context>
<context>
    <name>BetSpot</name>
    <message>
        <location filename="ui/Baccarat/BetSpot.qml"/>
        <source>Pone la ficha elegida. Atajo: %1</source>
        <translation>Places the chosen chip. Shortcut: %1</translation>
    </message>
</context>
<context>
    <name>ChipTray</name>
    <message>
        <location filename="ui/Baccarat/ChipTray.qml"/>
        <source>Ficha de %1</source>
        <translation>%1 chip</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ChipTray.qml"/>
        <source>Fichas</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ChipTray.qml"/>
        <source>La ficha que pones en las casillas. Atajo: %1</source>
        <translation>The chip you place on the spots. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ChipTray.qml"/>
        <source>Vale más de lo que te queda. </source>
        <translation>Worth more than you have left. </translation>
    </message>
</context>
<context>
    <name>DeckChoice</name>
    <message>
        <location filename="ui/Baccarat/DeckChoice.qml"/>
        <source>Baraja</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/DeckChoice.qml"/>
        <source>Diseño de la baraja</source>
        <translation>Deck design</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <location filename="ui/Baccarat/DeckChooser.qml"/>
        <source>Diseño de la baraja</source>
        <translation>Deck design</translation>
    </message>
</context>
<context>
    <name>HandBox</name>
    <message>
        <location filename="ui/Baccarat/HandBox.qml"/>
        <source>%1, suma %2</source>
        <translation>%1, total %2</translation>
    </message>
</context>
<context>
    <name>HandsArea</name>
    <message>
        <location filename="ui/Baccarat/HandsArea.qml"/>
        <source>BANCA</source>
        <translation>BANKER</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HandsArea.qml"/>
        <source>JUGADOR</source>
        <translation>PLAYER</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>1 a 1</source>
        <translation>1 to 1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>1 a 1, menos un 5 % de comisión sobre lo ganado (25 ganan 23,75)</source>
        <translation>1 to 1, less a 5% commission on the win (25 wins 23.75)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>1 a 1; si la banca gana con 6, paga la mitad (25 ganan 12,50)</source>
        <translation>1 to 1; if the banker wins on 6, it pays half (25 wins 12.50)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>1 a 1; si la banca gana con tres cartas y 7 (Dragón 7), se devuelve la apuesta</source>
        <translation>1 to 1; if the banker wins with three cards and 7 (Dragon 7), the bet is returned</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>11 a 1</source>
        <translation>11 to 1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>25 a 1 si el jugador gana con tres cartas que suman 8</source>
        <translation>25 to 1 if the player wins with three cards totalling 8</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>40 a 1 si la banca gana con tres cartas que suman 7</source>
        <translation>40 to 1 if the banker wins with three cards totalling 7</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>6 o 7</source>
        <translation>6 or 7</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>8 a 1</source>
        <translation>8 to 1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Al REPARTIR caen cuatro cartas boca abajo: jugador, banca, jugador, banca. Las descubres tú, en el orden que quieras: arrastra desde un borde o una esquina para doblar la carta poco a poco hasta ver los palos; si la sueltas antes de tiempo vuelve a caer, y si tiras más allá se descubre. Un toque rápido la descubre de golpe y A abre la siguiente. VOLTEAR TODAS descubre la mano entera de una vez, terceras cartas incluidas, en el orden en que las reparte la regla. Las terceras cartas llegan boca abajo, una a una: la del jugador primero, la de la banca cuando la del jugador ya está abierta. La velocidad no cambia nada: las cartas ya estaban decididas al repartir.</source>
        <translation>On DEAL four cards land face down: player, banker, player, banker. You turn them over yourself, in any order: drag from an edge or a corner to bend the card little by little until you see the pips; let go too soon and it falls back, pull further and it turns over. A quick tap turns it over at once, and A turns the next one. TURN ALL turns the whole hand over at once, third cards included, in the order the rule deals them. Third cards arrive face down, one at a time: the player&apos;s first, the banker&apos;s once the player&apos;s is open. Speed changes nothing: the cards were decided when they were dealt.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Antes de cada mano apuestas a cuál de las dos manos de la mesa, la del JUGADOR o la de la BANCA, va a quedar más cerca de 9. También puedes apostar a que empatan o a que las dos primeras cartas de un lado forman pareja. Los nombres son solo los de las manos: apostar a la BANCA no te convierte en la casa. Nadie decide nada durante la mano: una regla fija dice quién pide carta.</source>
        <translation>Before each hand you bet on which of the two hands on the table, PLAYER or BANKER, will end closer to 9. You can also bet that they tie, or that a side&apos;s first two cards make a pair. The names are only the hands&apos; names: betting on BANKER does not make you the house. Nobody decides anything during the hand: a fixed rule says who draws.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>BANCA</source>
        <translation>BANKER</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>CERRAR</source>
        <translation>CLOSE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Cada lado recibe como mucho tres cartas. Gana el total más alto; si son iguales, es empate.</source>
        <translation>Each side gets three cards at most. The higher total wins; if they are equal, it is a tie.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Casilla</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Con P (o en las preferencias) se muestra al lado de la mesa la probabilidad exacta de cada resultado y la ventaja de la casa en cada apuesta, calculadas con las cartas que quedan en el zapato y al lado de las de un zapato nuevo. Cambian solo cuando se resuelve una mano: las cartas boca abajo no cuentan. Las diferencias son pequeñas y la casa conserva su ventaja en casi todas las apuestas de casi todos los zapatos; si una ventaja sale negativa, esa apuesta favorece al jugador en la próxima mano, por poco.</source>
        <translation>With P (or in the preferences) the table shows the exact probability of each result and the house edge on each bet, worked out from the cards left in the shoe, beside those of a fresh shoe. They change only when a hand is settled: face-down cards do not count. The differences are small and the house keeps its edge on almost every bet in almost every shoe; if an edge comes out negative, that bet favors the player on the next hand, by a little.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Con un zapato nuevo, de cada 100 fichas apostadas la casa se queda a la larga con 1,02 en la BANCA, 7,61 en DRAGÓN 7 y 10,19 en PANDA 8. Un Dragón 7 sale en 2,25 % de las manos (una de cada 44) y un Panda 8 en 3,45 % (una de cada 29).</source>
        <translation>From a fresh shoe, of every 100 chips staked the house keeps in the long run 1.02 on BANKER, 7.61 on DRAGON 7 and 10.19 on PANDA 8. A Dragon 7 comes in 2.25% of hands (one in 44) and a Panda 8 in 3.45% (one in 29).</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Consejos para empezar</source>
        <translation>Tips to start with</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Cómo se juega</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>DRAGÓN 7</source>
        <translation>DRAGON 7</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Debajo, el &lt;b&gt;ojo grande&lt;/b&gt; (anillos), el &lt;b&gt;camino pequeño&lt;/b&gt; (puntos) y la &lt;b&gt;cucaracha&lt;/b&gt; (rayas) comparan cada columna del gran camino con la de una, dos o tres columnas antes: rojo si el camino se repite, azul si no. «¿Y si BANCA?» y «¿Y si JUGADOR?» muestran un momento la marca que cada uno recibiría. L lee los caminos en voz alta. Son solo historia: las cartas no recuerdan lo que salió y ningún camino anuncia la próxima mano.</source>
        <translation>Below, the &lt;b&gt;Big Eye Boy&lt;/b&gt; (rings), the &lt;b&gt;Small Road&lt;/b&gt; (dots) and the &lt;b&gt;Cockroach Pig&lt;/b&gt; (slashes) compare each Big Road column with the one one, two or three columns before: red if the road repeats itself, blue if not. “What if BANKER?” and “What if PLAYER?” briefly show the mark each would get. L reads the roads aloud. They are only history: the cards do not remember what came out, and no road foretells the next hand.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Descubrir las cartas: el squeeze</source>
        <translation>Turning the cards over: the squeeze</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Desplazamiento de la ayuda</source>
        <translation>Help scrolling</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>EMPATE</source>
        <translation>TIE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>El as vale 1; del 2 al 9, su número; el 10, la jota, la dama y el rey valen 0. Una mano vale la última cifra de la suma: 7 + 8 = 15, que vale 5. Por eso nadie se pasa nunca de 9.</source>
        <translation>The ace is worth 1; 2 to 9, their number; the 10, jack, queen and king are worth 0. A hand is worth the last digit of its sum: 7 + 8 = 15, which is worth 5. That is why nobody ever goes over 9.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>El natural y la tercera carta</source>
        <translation>The natural and the third card</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>El objetivo</source>
        <translation>The aim</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>El zapato y las fichas</source>
        <translation>The shoe and the chips</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Encima de las cartas (o en un panel que se abre con C en una ventana pequeña) está la historia del zapato, como en los marcadores del casino. El &lt;b&gt;tablero de cuentas&lt;/b&gt; pone cada mano en orden, de arriba abajo y columna por columna: B para la banca, J para el jugador, E para el empate; un punto rojo arriba es un par de la banca y uno azul abajo, un par del jugador. El &lt;b&gt;gran camino&lt;/b&gt; pone las rachas: la misma mano ganadora sigue hacia abajo y un cambio abre columna; el empate es una raya verde sobre la mano anterior (con un número si hay más de uno). Cuando una racha llega al fondo o choca con otra, dobla a la derecha: es la «cola de dragón».</source>
        <translation>Above the cards (or in a panel that C opens in a small window) is the shoe&apos;s history, as on casino scoreboards. The &lt;b&gt;Bead Plate&lt;/b&gt; puts each hand in order, top to bottom and column by column: B for banker, P for player, T for tie; a red dot at the top is a banker pair and a blue one at the bottom, a player pair. The &lt;b&gt;Big Road&lt;/b&gt; shows the streaks: the same winning hand goes on down and a change starts a new column; a tie is a green slash over the hand before (with a number if there is more than one). When a streak reaches the bottom or runs into another, it turns right: the “dragon tail”.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Fin de la noche</source>
        <translation>End of the night</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Hacia el final de algunos zapatos, las cartas que quedan ponen una de estas dos apuestas a favor del jugador. Lo medimos en 10.000 zapatos barajados al azar y jugados hasta la carta de corte: DRAGÓN 7 quedó a favor al menos una vez en la mitad de ellos (50,5 %), la primera vez con unas 150 cartas por salir (la mediana; un zapato tiene 416); PANDA 8, en algo más de uno de cada cuatro (27,2 %), con unas 106 cartas por salir. Contando todas las manos, DRAGÓN 7 estuvo a favor en el 8,3 % y PANDA 8 en el 2,7 %: pasa en la segunda mitad del zapato y en pocas manos. Cuando pasa, el panel de probabilidades lo dice (y el lector de pantalla lo oye) una vez por mano: es un dato del zapato, no un consejo.</source>
        <translation>Late in some shoes, the cards left put one of these two bets in the player&apos;s favor. We measured it over 10,000 randomly shuffled shoes played to the cut card: DRAGON 7 turned in the player&apos;s favor at least once in half of them (50.5%), the first time with about 150 cards still to come (the median; a shoe holds 416); PANDA 8 in a little over one shoe in four (27.2%), with about 106 cards to come. Counting every hand, DRAGON 7 was in the player&apos;s favor in 8.3% of them and PANDA 8 in 2.7%: it happens in the second half of the shoe and in few hands. When it happens, the odds panel says so (and the screen reader hears it) once per hand: it is a fact about the shoe, not advice.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>JUGADOR</source>
        <translation>PLAYER</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>La EZ es la mesa sin comisión de muchos casinos. La BANCA cobra 1 a 1 entero, salvo cuando gana con tres cartas que suman 7 (un &lt;b&gt;Dragón 7&lt;/b&gt;): entonces se te devuelve lo apostado a la BANCA. Tiene dos casillas más, que se juegan solas o con un lado, de 5 a 500 (teclas 7 y 8): &lt;b&gt;DRAGÓN 7&lt;/b&gt; paga 40 a 1 cuando la banca gana con tres cartas y 7 (un 7 de tres cartas que empata no cuenta); &lt;b&gt;PANDA 8&lt;/b&gt; paga 25 a 1 cuando el jugador gana con tres cartas y 8. En el tablero de cuentas, un Dragón 7 es una cuenta roja con un 7 y un Panda 8 una cuenta azul con un 8, las dos con un aro dorado.</source>
        <translation>EZ is the no-commission table of many casinos. BANKER is paid a full 1 to 1, except when it wins with three cards totalling 7 (a &lt;b&gt;Dragon 7&lt;/b&gt;): then your bet on BANKER is returned. It has two more spots, played alone or with a side, from 5 to 500 (keys 7 and 8): &lt;b&gt;DRAGON 7&lt;/b&gt; pays 40 to 1 when the banker wins with three cards and 7 (a three-card 7 that ties does not count); &lt;b&gt;PANDA 8&lt;/b&gt; pays 25 to 1 when the player wins with three cards and 8. On the bead plate a Dragon 7 is a red bead with a 7 and a Panda 8 a blue bead with an 8, both in a gold ring.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>La banca tiene</source>
        <translation>Banker has</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>La mesa EZ: Dragón 7 y Panda 8</source>
        <translation>The EZ table: Dragon 7 and Panda 8</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Las apuestas y lo que pagan</source>
        <translation>The bets and what they pay</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Las probabilidades del zapato</source>
        <translation>The shoe odds</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Lo que vale cada carta</source>
        <translation>What each card is worth</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Los caminos del zapato</source>
        <translation>The shoe roads</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Mesa CLÁSICA</source>
        <translation>CLASSIC table</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Mesa EZ</source>
        <translation>EZ table</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Mesa SIN COMISIÓN</source>
        <translation>NO COMMISSION table</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>PANDA 8</source>
        <translation>PANDA 8</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>PAR JUGADOR / PAR BANCA</source>
        <translation>PLAYER PAIR / BANKER PAIR</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Pide si la tercera carta del jugador vale</source>
        <translation>Draws if the player&apos;s third card is</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>RETIRARSE te pregunta antes (Intro confirma, Escape vuelve a la mesa) y te levanta con tus fichas (las que estén en la mesa para la próxima mano vuelven antes). Si te quedas por debajo de la apuesta mínima de 5, se acaba la noche. En los dos casos tus fichas son tu puntaje, y si es de los cinco mejores entra en la tabla con tu nombre, la mesa y la fecha. Para entrar hay que superar al quinto puesto: con el mismo puntaje se queda el que llegó antes.</source>
        <translation>LEAVE asks first (Enter confirms, Escape goes back to the table) and gets you up with your chips (any on the table for the next hand come back first). If you drop below the minimum bet of 5, the night is over. Either way your chips are your score, and if it is among the top five it goes into the table with your name, the table and the date. To get in you must beat fifth place: on the same score, whoever got there first stays.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Se juega con ocho barajas mezcladas. Cerca del final del zapato está la carta de corte: sale cuando quedan 62 cartas o menos (el 15 %). La mano en juego termina y las ocho barajas se mezclan otra vez antes de la siguiente, con un zapato nuevo. Te sientas con 500 fichas de juego: no valen dinero. Hay fichas de 5, 25, 100 y 500; cada casilla admite de 5 a 500 y no puedes apostar más de lo que tienes. JUGADOR y BANCA no se pueden jugar a la vez; EMPATE y los pares, solos o con un lado.</source>
        <translation>The game uses eight decks shuffled together. Near the end of the shoe is the cut card: it comes out when 62 cards or fewer are left (15%). The hand in play finishes and the eight decks are shuffled again before the next one, in a new shoe. You sit down with 500 play chips: they are worth no money. There are chips of 5, 25, 100 and 500; each spot takes from 5 to 500 and you cannot bet more than you have. PLAYER and BANKER cannot be played together; TIE and the pairs, alone or with a side.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Si un lado suma 8 o 9 con sus dos primeras cartas tiene un &lt;b&gt;natural&lt;/b&gt;: nadie pide más y la mano se decide ahí. Si no, el JUGADOR pide una tercera carta con 0 a 5 y se planta con 6 o 7. Si el JUGADOR se plantó, la BANCA hace lo mismo: pide con 0 a 5 y se planta con 6 o 7. Si el JUGADOR pidió, la BANCA mira su total y el valor de esa tercera carta (10 y figuras cuentan 0, el as 1):</source>
        <translation>If a side totals 8 or 9 with its first two cards it has a &lt;b&gt;natural&lt;/b&gt;: nobody draws and the hand is decided there. Otherwise PLAYER draws a third card on 0 to 5 and stands on 6 or 7. If PLAYER stood, BANKER does the same: draws on 0 to 5 and stands on 6 or 7. If PLAYER drew, BANKER looks at its total and at the value of that third card (10 and pictures count 0, the ace 1):</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Teclado</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>Texto de la ayuda; las flechas lo desplazan</source>
        <translation>Help text; the arrow keys scroll it</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>cualquier cosa</source>
        <translation>anything</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>cualquier cosa menos 8</source>
        <translation>anything but 8</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>de 2 a 7</source>
        <translation>2 to 7</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>de 4 a 7</source>
        <translation>4 to 7</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>nunca: se planta</source>
        <translation>never: stands</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>versión %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>«8 a 1» quiere decir que recibes tu apuesta y ocho veces más. Si hay empate, lo apostado a JUGADOR o BANCA se te devuelve entero. Los pares se deciden con las dos primeras cartas de su lado, gane quien gane: dos cartas del mismo rango (dos sietes, dos reyes); una dama y un rey no son pareja aunque valgan lo mismo.</source>
        <translation>“8 to 1” means you get your bet back and eight times more. On a tie, what you bet on PLAYER or BANKER comes back in full. Pairs are decided by their side&apos;s first two cards, whoever wins: two cards of the same rank (two sevens, two kings); a queen and a king are not a pair though they are worth the same.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HelpDialog.qml"/>
        <source>• La BANCA gana algo más a menudo que el JUGADOR; por eso su premio tiene un descuento. Cuál cuesta menos depende de la mesa: en la CLÁSICA es la BANCA (a la larga la casa se queda con el 1,06 % de lo apostado, contra el 1,24 % en el JUGADOR); en la SIN COMISIÓN es el JUGADOR (1,24 %, contra el 1,46 % en la BANCA, que cobra la mitad cuando gana con 6).&lt;br&gt;• El EMPATE paga 8 a 1, pero sale menos de una vez cada diez manos: es la apuesta más cara de la mesa.&lt;br&gt;• Los pares pagan mucho porque salen poco: úsalos como adorno, no como apuesta principal.&lt;br&gt;• Lo que salió antes no dice nada de la próxima mano: cada mano es nueva.&lt;br&gt;• Decide antes de empezar hasta dónde quieres llegar, y cuando llegues, RETIRARSE.</source>
        <translation>• BANKER wins a little more often than PLAYER; that is why its prize is trimmed. Which costs less depends on the table: at the CLASSIC table it is BANKER (in the long run the house keeps 1.06% of what is bet, against 1.24% on PLAYER); at the NO COMMISSION table it is PLAYER (1.24%, against 1.46% on BANKER, which pays half when it wins on 6).&lt;br&gt;• TIE pays 8 to 1, but comes up less than once in ten hands: it is the dearest bet on the table.&lt;br&gt;• Pairs pay a lot because they come up rarely: use them as a garnish, not as your main bet.&lt;br&gt;• What came out before says nothing about the next hand: every hand is new.&lt;br&gt;• Decide before you start how far you want to go, and when you get there, LEAVE.</translation>
    </message>
</context>
<context>
    <name>HistoryNight</name>
    <message>
        <location filename="ui/Baccarat/HistoryNight.qml"/>
        <source>Manos de la noche</source>
        <translation>The night&apos;s hands</translation>
    </message>
</context>
<context>
    <name>HistoryNights</name>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>Aún no hay noches en el historial: cada mano que juegues quedará aquí.</source>
        <translation>No nights in the history yet: every hand you play will be kept here.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>Esta partida no tiene historial de noches (mira el aviso).</source>
        <translation>This game has no night history (see the notice).</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>FECHA</source>
        <translation>DATE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>MANOS</source>
        <translation>HANDS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>MESA</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>Noches jugadas</source>
        <translation>Nights played</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryNights.qml"/>
        <source>RESULTADO</source>
        <translation>RESULT</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Atajo: Escape</source>
        <translation>Shortcut: Escape</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>CANCELAR</source>
        <translation>CANCEL</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>CERRAR</source>
        <translation>CLOSE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>COPIA</source>
        <translation>BACKUP</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>COPIA DE SEGURIDAD</source>
        <translation>BACKUP</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Cancelar la exportación</source>
        <translation>Cancel the export</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>EXPORTAR LA NOCHE (CSV)</source>
        <translation>EXPORT THE NIGHT (CSV)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>EXPORTAR TODO (CSV)</source>
        <translation>EXPORT ALL (CSV)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Exportar la noche a CSV</source>
        <translation>Export the night to CSV</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Exportar todo el historial a CSV</source>
        <translation>Export the whole history to CSV</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Guarda las manos en un archivo CSV para una hoja de cálculo</source>
        <translation>Saves the hands in a CSV file for a spreadsheet</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Hacer una copia de seguridad de todos los datos del juego</source>
        <translation>Back up all the game&apos;s data</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Historial de noches</source>
        <translation>Night history</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Progreso de la exportación</source>
        <translation>Export progress</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>Un solo archivo con el historial, la noche guardada y los mejores puntajes</source>
        <translation>One file with the history, the saved night and the top scores</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>VOLVER</source>
        <translation>BACK</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryScreen.qml"/>
        <source>VOLVER A LA LISTA</source>
        <translation>BACK TO THE LIST</translation>
    </message>
</context>
<context>
    <name>HistoryTotals</name>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>APOSTADO</source>
        <translation>STAKED</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>APUESTA</source>
        <translation>BET</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>Mesa %1</source>
        <translation>%1 table</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>RETORNO</source>
        <translation>ACTUAL</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>TEORÍA</source>
        <translation>THEORY</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>TOTALES</source>
        <translation>TOTALS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>Totales de todas las noches</source>
        <translation>Totals of every night</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/HistoryTotals.qml"/>
        <source>VOLVIÓ</source>
        <translation>RETURNED</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+1</source>
        <translation>Alt+1</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+1–6</source>
        <translation>Alt+1–6</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+2</source>
        <translation>Alt+2</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+3</source>
        <translation>Alt+3</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+4</source>
        <translation>Alt+4</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+5</source>
        <translation>Alt+5</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+6</source>
        <translation>Alt+6</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+Flecha abajo</source>
        <translation>Alt+Down arrow</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+Flecha arriba</source>
        <translation>Alt+Up arrow</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+R</source>
        <translation>Alt+R</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+↑</source>
        <translation>Alt+↑</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Alt+↓</source>
        <translation>Alt+↓</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Control+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Control+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Control+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Flechas</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Flechas arriba y abajo</source>
        <translation>Up and Down arrows</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Intro</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Intro en el nombre</source>
        <translation>Enter in the name field</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Intro o Espacio</source>
        <translation>Enter or Space</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Mayús+B</source>
        <translation>Shift+B</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Mayús+J</source>
        <translation>Shift+J</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Mayúsculas+B</source>
        <translation>Shift+B</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Mayúsculas+J</source>
        <translation>Shift+J</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Mayúsculas+Tab</source>
        <translation>Shift+Tab</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>REPARTIR</source>
        <translation>DEAL</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>RETIRARSE</source>
        <translation>LEAVE</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Re Pág / Av Pág</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Retroceso</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Supr</source>
        <translation>Del</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Suprimir</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>abrir la siguiente</source>
        <translation>turn the next</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>abrir la siguiente carta / VOLTEAR TODAS</source>
        <translation>turn the next card over / TURN ALL</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>abrir o cerrar el historial de noches</source>
        <translation>open or close the night history</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>abrir o cerrar las preferencias (también en mitad de una mano)</source>
        <translation>open or close the preferences (in the middle of a hand too)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>al final de la noche: guardar tu puntaje en los cinco mejores</source>
        <translation>at the end of the night: save your score in the top five</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>apretar</source>
        <translation>squeeze</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>ayuda</source>
        <translation>help</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>caminos</source>
        <translation>roads</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>con las probabilidades enfocadas: desplazarlas si no caben</source>
        <translation>with the odds focused: scroll them when they do not fit</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>con una carta enfocada: apretarla un paso desde el lado y oír lo que asoma</source>
        <translation>on a focused card: squeeze it one step from the side and hear what shows</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>con una carta enfocada: levantar ese borde / abrirla</source>
        <translation>on a focused card: lift that edge / turn it over</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>decir una parte de la mesa: saldo y fichas, mano en juego, última mano, caminos, probabilidades, zapato</source>
        <translation>say one part of the table: balance and chips, hand in play, last hand, roads, odds, shoe</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>dragón 7, panda 8 (EZ)</source>
        <translation>dragon 7, panda 8 (EZ)</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>elegir ficha</source>
        <translation>choose chip</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>elegir la ficha de 5, 25, 100 o 500</source>
        <translation>choose the 5, 25, 100 or 500 chip</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>en el historial: de una fila a otra / abrir la noche / volver</source>
        <translation>in the history: from row to row / open the night / go back</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>en esta ayuda: desplazar el texto</source>
        <translation>in this help: scroll the text</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>en la mesa EZ: poner la ficha en DRAGÓN 7 o PANDA 8</source>
        <translation>at the EZ table: put the chip on DRAGON 7 or PANDA 8</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>esta ayuda, pantalla completa, cerrar un diálogo</source>
        <translation>this help, full screen, close a dialog</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>historial</source>
        <translation>history</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>jugador, banca, empate</source>
        <translation>player, banker, tie</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>leer los caminos</source>
        <translation>read the roads</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>limpiar</source>
        <translation>clear</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>lo dicho</source>
        <translation>what was said</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>lo dicho: frase anterior / siguiente / repetirla</source>
        <translation>what was said: previous / next sentence / say it again</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>marcar o desmarcar «Repetir la apuesta anterior»</source>
        <translation>tick or untick “Repeat the previous bet”</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>mostrar u ocultar las probabilidades del zapato</source>
        <translation>show or hide the shoe odds</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>mostrar u ocultar los caminos / leerlos en voz alta</source>
        <translation>show or hide the roads / read them aloud</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>pantalla completa</source>
        <translation>full screen</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>pares</source>
        <translation>pairs</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>pasar de un control a otro; Espacio o Intro lo activa</source>
        <translation>move from one control to the next; Space or Enter activates it</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>poner la ficha en JUGADOR, BANCA o EMPATE</source>
        <translation>put the chip on PLAYER, BANKER or TIE</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>poner la ficha en PAR JUGADOR o PAR BANCA</source>
        <translation>put the chip on PLAYER PAIR or BANKER PAIR</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>preferencias</source>
        <translation>preferences</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>probabilidades</source>
        <translation>odds</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>quitar la última</source>
        <translation>take back the last</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>quitar la última ficha / LIMPIAR la mesa</source>
        <translation>take back the last chip / CLEAR the table</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>repartir</source>
        <translation>deal</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>repasar: saldo, mano, última, caminos, probabilidades, zapato</source>
        <translation>review: balance, hand, last, roads, odds, shoe</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>repetir apuesta</source>
        <translation>repeat bet</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>retirarse</source>
        <translation>leave</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>silenciar el sonido o volver a oírlo</source>
        <translation>mute the sound or turn it back on</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>sonido</source>
        <translation>sound</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>voltear todas</source>
        <translation>turn all</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>¿Y si BANCA? / ¿Y si JUGADOR?: la próxima marca de cada camino derivado</source>
        <translation>What if BANKER? / What if PLAYER?: the next mark of each derived road</translation>
    </message>
    <message>
        <location filename="src/baccarat_qt/boundary/keymap.py"/>
        <source>¿y si banca / jugador?</source>
        <translation>what if banker / player?</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <location filename="ui/Baccarat/LanguageChoice.qml"/>
        <source>Idioma</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LanguageChoice.qml"/>
        <source>Idioma de la interfaz</source>
        <translation>Interface language</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="ui/Baccarat/LeaderboardDialog.qml"/>
        <source>CERRAR</source>
        <translation>CLOSE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardDialog.qml"/>
        <source>Los cinco mejores</source>
        <translation>The top five</translation>
    </message>
</context>
<context>
    <name>LeaderboardTable</name>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>FECHA</source>
        <translation>DATE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>FICHAS</source>
        <translation>CHIPS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>Los cinco mejores</source>
        <translation>The top five</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>MESA</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>NOMBRE</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>Nº</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaderboardTable.qml"/>
        <source>Todavía no hay puntajes: la primera noche que termines entra aquí.</source>
        <translation>No scores yet: the first night you finish goes in here.</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="ui/Baccarat/LeaveDialog.qml"/>
        <source>RETIRARSE</source>
        <translation>LEAVE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaveDialog.qml"/>
        <source>SEGUIR JUGANDO</source>
        <translation>KEEP PLAYING</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaveDialog.qml"/>
        <source>Termina la noche con tus fichas. Atajo: Intro</source>
        <translation>Ends the night with your chips. Shortcut: Enter</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaveDialog.qml"/>
        <source>Vuelve a la mesa. Atajo: Escape</source>
        <translation>Back to the table. Shortcut: Escape</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LeaveDialog.qml"/>
        <source>¿Retirarte de la mesa?</source>
        <translation>Leave the table?</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>BACCARAT</source>
        <translation>BACCARAT</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Baccarat punto banco</source>
        <translation>Baccarat punto banco</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>CONTINUAR LA NOCHE</source>
        <translation>CONTINUE THE NIGHT</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>ELIGE LA BARAJA</source>
        <translation>CHOOSE THE DECK</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>ELIGE LA MESA</source>
        <translation>CHOOSE THE TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>EMPEZAR UNA NOCHE NUEVA</source>
        <translation>START A NEW NIGHT</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Empieza la noche con 500 fichas</source>
        <translation>Starts the night with 500 chips</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Empieza otra noche con 500 fichas; antes te pregunta qué pasa con la noche sin terminar</source>
        <translation>Starts another night with 500 chips; first it asks what happens to the unfinished night</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Punto banco con squeeze · fichas de juego, sin dinero</source>
        <translation>Punto banco with the squeeze · play chips, no money</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>SENTARSE A LA MESA</source>
        <translation>SIT DOWN AT THE TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Salón</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Tienes una noche sin terminar: %1</source>
        <translation>You have an unfinished night: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Lobby.qml"/>
        <source>Tu noche sin terminar está en esta mesa. Si eliges otra, te preguntamos antes si empiezas allí una noche nueva.</source>
        <translation>Your unfinished night is at this table. If you choose another one, you are asked first whether to start a new night there.</translation>
    </message>
    <message>
        <source>Idioma, sonido, movimiento reducido, alto contraste y repetir la apuesta</source>
        <translation type="vanished">Language, sound, reduced motion, high contrast and repeating the bet</translation>
    </message>
    <message>
        <source>Tu noche sin terminar es en esta mesa. Si eliges la otra, te preguntamos antes si empiezas allí una noche nueva.</source>
        <translation type="vanished">Your unfinished night is at this table. If you choose the other one, you are asked first whether to start a new night there.</translation>
    </message>
    <message>
        <source>Tu noche sin terminar es en esta mesa. Si eliges otra, te preguntamos antes si empiezas allí una noche nueva.</source>
        <translation type="vanished">Your unfinished night is at this table. If you choose another one, you are asked first whether to start a new night there.</translation>
    </message>
    <message>
        <source>Tu noche sin terminar está en esta mesa. Si eliges la otra, te preguntamos antes si empiezas allí una noche nueva.</source>
        <translation type="vanished">Your unfinished night is at this table. If you choose the other one, you are asked first whether to start a new night there.</translation>
    </message>
</context>
<context>
    <name>LobbyButtons</name>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>Atajo: %1</source>
        <translation>Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>Cierra el juego</source>
        <translation>Closes the game</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>CÓMO SE JUEGA</source>
        <translation>HOW TO PLAY</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>HISTORIAL</source>
        <translation>HISTORY</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>Idioma, baraja, sonido, movimiento reducido, alto contraste y repetir la apuesta. Atajo: %1</source>
        <translation>Language, deck, sound, reduced motion, high contrast and repeating the bet. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>LOS CINCO MEJORES</source>
        <translation>THE TOP FIVE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>La tabla de los mejores puntajes</source>
        <translation>The table of the best scores</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>PREFERENCIAS</source>
        <translation>PREFERENCES</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>SALIR</source>
        <translation>QUIT</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/LobbyButtons.qml"/>
        <source>Tus noches mano a mano y los totales. Atajo: %1</source>
        <translation>Your nights hand by hand, and the totals. Shortcut: %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="ui/Baccarat/Main.qml"/>
        <source>Baccarat</source>
        <translation>Baccarat</translation>
    </message>
</context>
<context>
    <name>NewNightDialog</name>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>EMPEZAR DE NUEVO</source>
        <translation>START OVER</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>La noche nueva será en la mesa %1.</source>
        <translation>The new night will be at the %1 table.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>La noche sin terminar se pierde</source>
        <translation>The unfinished night is lost</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>No empieza nada: la noche sin terminar sigue guardada</source>
        <translation>Nothing starts: the unfinished night stays saved</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>VOLVER</source>
        <translation>BACK</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NewNightDialog.qml"/>
        <source>¿Empezar una noche nueva?</source>
        <translation>Start a new night?</translation>
    </message>
</context>
<context>
    <name>NightOverBar</name>
    <message>
        <location filename="ui/Baccarat/NightOverBar.qml"/>
        <source>Deja la mesa y muestra el puntaje de la noche</source>
        <translation>Leaves the table and shows the night&apos;s score</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NightOverBar.qml"/>
        <source>Se acabó la noche: te quedan %1, menos que la apuesta mínima.</source>
        <translation>The night is over: you have %1 left, less than the minimum bet.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/NightOverBar.qml"/>
        <source>VER EL PUNTAJE</source>
        <translation>SEE THE SCORE</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="ui/Baccarat/NoticeBar.qml"/>
        <source>Entendido</source>
        <translation>Got it</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>Calculando…</source>
        <translation>Working it out…</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>PROBABILIDADES DEL ZAPATO</source>
        <translation>SHOE ODDS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>Probabilidades del zapato</source>
        <translation>Shoe odds</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>VENTAJA DE LA CASA</source>
        <translation>HOUSE EDGE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>ahora</source>
        <translation>now</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/OddsPanel.qml"/>
        <source>nuevo</source>
        <translation>fresh</translation>
    </message>
</context>
<context>
    <name>PaceChoice</name>
    <message>
        <location filename="ui/Baccarat/PaceChoice.qml"/>
        <source>Ritmo del reparto</source>
        <translation>Dealing pace</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PaceChoice.qml"/>
        <source>Ritmo del reparto: %1</source>
        <translation>Dealing pace: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Alto contraste</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>CERRAR</source>
        <translation>CLOSE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Desplazamiento de las preferencias</source>
        <translation>Preferences scrolling</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Mostrar en la mesa las probabilidades de las cartas que quedan (tecla %1)</source>
        <translation>Show the odds of the cards left at the table (key %1)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>No se encontró una salida de sonido: el juego sigue en silencio.</source>
        <translation>No sound output was found: the game carries on in silence.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Preferencias</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Reducir el movimiento: las cartas se abren sin doblarse ni volar</source>
        <translation>Reduce motion: cards turn over without bending or flying</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Repetir la apuesta anterior después de cada mano</source>
        <translation>Repeat the previous bet after each hand</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Silenciar el sonido (tecla %1 en la mesa)</source>
        <translation>Mute the sound (key %1 at the table)</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Volumen</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/PreferencesDialog.qml"/>
        <source>Volumen del sonido</source>
        <translation>Sound volume</translation>
    </message>
</context>
<context>
    <name>RebetCheck</name>
    <message>
        <location filename="ui/Baccarat/RebetCheck.qml"/>
        <source>Atajo: %1</source>
        <translation>Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RebetCheck.qml"/>
        <source>Repetir la apuesta anterior</source>
        <translation>Repeat the previous bet</translation>
    </message>
</context>
<context>
    <name>RoadGrid</name>
    <message>
        <location filename="ui/Baccarat/RoadGrid.qml"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RoadGrid.qml"/>
        <source>E</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RoadGrid.qml"/>
        <source>J</source>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>RoadsDrawer</name>
    <message>
        <location filename="ui/Baccarat/RoadsDrawer.qml"/>
        <source>CAMINOS DEL ZAPATO</source>
        <translation>SHOE ROADS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RoadsDrawer.qml"/>
        <source>Caminos del zapato</source>
        <translation>Shoe roads</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RoadsDrawer.qml"/>
        <source>OCULTAR</source>
        <translation>HIDE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/RoadsDrawer.qml"/>
        <source>Oculta los caminos. Atajo: %1</source>
        <translation>Hides the roads. Shortcut: %1</translation>
    </message>
</context>
<context>
    <name>ScoreScreen</name>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>%1 de %2 caracteres</source>
        <translation>%1 of %2 characters</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>%1 de %2 caracteres: no caben más</source>
        <translation>%1 of %2 characters: no room for more</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Entras en los cinco mejores. Tu nombre:</source>
        <translation>You are in the top five. Your name:</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Esta vez no alcanza para los cinco mejores.</source>
        <translation>Not enough for the top five this time.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Fin de la noche</source>
        <translation>End of the night</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>GUARDAR</source>
        <translation>SAVE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Hasta %1 caracteres. Escríbelo y pulsa Intro para guardarlo</source>
        <translation>Up to %1 characters. Type it and press Enter to save it</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Igualas al quinto puesto; hace falta superarlo para entrar en los cinco mejores.</source>
        <translation>You tie fifth place; you have to beat it to enter the top five.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>LOS CINCO MEJORES</source>
        <translation>THE TOP FIVE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Puntaje: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>SE ACABÓ LA NOCHE</source>
        <translation>THE NIGHT IS OVER</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>TE RETIRAS DE LA MESA</source>
        <translation>YOU LEAVE THE TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Te quedaste sin fichas para la apuesta mínima. Tu puntaje</source>
        <translation>You ran out of chips for the minimum bet. Your score</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Tu nombre</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Tu nombre para la tabla de los cinco mejores</source>
        <translation>Your name for the top five table</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>Tu puntaje</source>
        <translation>Your score</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/ScoreScreen.qml"/>
        <source>VOLVER AL SALÓN</source>
        <translation>BACK TO THE LOBBY</translation>
    </message>
    <message>
        <source>Escríbelo y pulsa Intro para guardarlo</source>
        <translation type="vanished">Type it and press Enter to save it</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="ui/Baccarat/Scoreboard.qml"/>
        <source>Caminos del zapato</source>
        <translation>Shoe roads</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/Scoreboard.qml"/>
        <source>Historia del zapato: no predice la próxima mano.</source>
        <translation>The shoe&apos;s history: it does not predict the next hand.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="ui/Baccarat/SidePanel.qml"/>
        <source>Aquí verás el resultado de cada mano.</source>
        <translation>Each hand&apos;s result will show here.</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SidePanel.qml"/>
        <source>TECLADO</source>
        <translation>KEYBOARD</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SidePanel.qml"/>
        <source>ÚLTIMA MANO</source>
        <translation>LAST HAND</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SidePanel.qml"/>
        <source>Última mano: %1</source>
        <translation>Last hand: %1</translation>
    </message>
</context>
<context>
    <name>SpeechChoice</name>
    <message>
        <location filename="ui/Baccarat/SpeechChoice.qml"/>
        <source>Cuánto dice el juego en voz alta</source>
        <translation>How much the game says aloud</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SpeechChoice.qml"/>
        <source>Decir de cada ficha la casilla, la mesa y lo que queda</source>
        <translation>Say for each chip the spot, the table and what is left</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SpeechChoice.qml"/>
        <source>Lo que se dice</source>
        <translation>Speech</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SpeechChoice.qml"/>
        <source>Mostrar junto a la mesa lo que dijo el juego</source>
        <translation>Show what the game said beside the table</translation>
    </message>
    <message>
        <source>Confirmar cada ficha con la casilla, la mesa y lo que te queda</source>
        <translation type="vanished">Confirm each chip with the spot, the table and what you have left</translation>
    </message>
    <message>
        <source>Mostrar junto a la mesa lo que dijo el juego (teclas %1 y %2)</source>
        <translation type="vanished">Show what the game said beside the table (keys %1 and %2)</translation>
    </message>
</context>
<context>
    <name>SpeechList</name>
    <message>
        <location filename="ui/Baccarat/SpeechList.qml"/>
        <source>LO DICHO</source>
        <translation>WHAT WAS SAID</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/SpeechList.qml"/>
        <source>Lo que dijo el juego</source>
        <translation>What the game said</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="ui/Baccarat/TableScreen.qml"/>
        <source>Mesa %1</source>
        <translation>%1 table</translation>
    </message>
</context>
<context>
    <name>TableTopBar</name>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>%1 cartas</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>AYUDA</source>
        <translation>HELP</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>CAMINOS</source>
        <translation>ROADS</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>CÓMO SE JUEGA</source>
        <translation>HOW TO PLAY</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Cómo se juega</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>EN LA MESA</source>
        <translation>BET</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>En la mesa: %1</source>
        <translation>On the table: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>HISTORIAL</source>
        <translation>HISTORY</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Idioma, baraja, sonido, alto contraste y repetir la apuesta, sin dejar la mano. Atajo: %1</source>
        <translation>Language, deck, sound, high contrast and repeating the bet, without leaving the hand. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>MESA %1</source>
        <translation>%1 TABLE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Muestra u oculta los caminos del zapato. Atajo: %1</source>
        <translation>Shows or hides the shoe roads. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>PREFERENCIAS</source>
        <translation>PREFERENCES</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Preferencias</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>RETIRARSE</source>
        <translation>LEAVE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Reglas, pagos y atajos de teclado. Atajo: %1</source>
        <translation>Rules, payouts and keyboard shortcuts. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>SALDO</source>
        <translation>BALANCE</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Saldo: %1</source>
        <translation>Balance: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Sonido silenciado</source>
        <translation>Sound muted</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Termina la noche con tus fichas. Atajo: %1</source>
        <translation>Ends the night with your chips. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Tus noches mano a mano y los totales. Atajo: %1</source>
        <translation>Your nights hand by hand, and the totals. Shortcut: %1</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>Zapato: %1 cartas</source>
        <translation>Shoe: %1 cards</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>· sin sonido</source>
        <translation>· sound off</translation>
    </message>
    <message>
        <location filename="ui/Baccarat/TableTopBar.qml"/>
        <source>· sin sonido (%1)</source>
        <translation>· sound off (%1)</translation>
    </message>
</context>
<context>
    <name>VolumeSlider</name>
    <message>
        <location filename="ui/Baccarat/VolumeSlider.qml"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
</context>
</TS>
