<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="es">
<context>
    <name>Baccarat</name>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln manos de esta noche no se pueden leer y no se muestran.</source>
        <translation>
            <numerusform>%Ln mano de esta noche no se puede leer y no se muestra.</numerusform>
            <numerusform>%Ln manos de esta noche no se pueden leer y no se muestran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln manos que no se pueden leer no se exportaron.</source>
        <translation>
            <numerusform>%Ln mano que no se puede leer no se exportó.</numerusform>
            <numerusform>%Ln manos que no se pueden leer no se exportaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_notes.py"/>
        <source>%Ln noches del historial no se pueden leer y no se muestran.</source>
        <translation>
            <numerusform>%Ln noche del historial no se puede leer y no se muestra.</numerusform>
            <numerusform>%Ln noches del historial no se pueden leer y no se muestran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln de los mejores puntajes</source>
        <translation>
            <numerusform>%Ln de los mejores puntajes</numerusform>
            <numerusform>%Ln de los mejores puntajes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln manos</source>
        <translation>
            <numerusform>%Ln mano</numerusform>
            <numerusform>%Ln manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln manos exportadas a {0}.</source>
        <translation>
            <numerusform>%Ln mano exportada a {0}.</numerusform>
            <numerusform>%Ln manos exportadas a {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>%Ln noches</source>
        <translation>
            <numerusform>%Ln noche</numerusform>
            <numerusform>%Ln noches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/history_texts.py"/>
        <source>El juego terminó con %Ln jugada sin guardar: otro programa tenía bloqueados sus datos.</source>
        <translation>
            <numerusform>El juego terminó con %Ln jugada sin guardar: otro programa tenía bloqueados sus datos.</numerusform>
            <numerusform>El juego terminó con %Ln jugadas sin guardar: otro programa tenía bloqueados sus datos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n manos</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>%n seguidas</source>
        <translation>
            <numerusform>%n seguida</numerusform>
            <numerusform>%n seguidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Faltan %n cartas para la carta de corte.</source>
        <translation>
            <numerusform>Falta %n carta para la carta de corte.</numerusform>
            <numerusform>Faltan %n cartas para la carta de corte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/review_texts.py"/>
        <source>Quedan %n cartas en el zapato.</source>
        <translation>
            <numerusform>Queda %n carta en el zapato.</numerusform>
            <numerusform>Quedan %n cartas en el zapato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n azules</source>
        <translation>
            <numerusform>%n azul</numerusform>
            <numerusform>%n azules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n columnas</source>
        <translation>
            <numerusform>%n columna</numerusform>
            <numerusform>%n columnas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>%n rojas</source>
        <translation>
            <numerusform>%n roja</numerusform>
            <numerusform>%n rojas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/shoe_texts.py"/>
        <source>con %n empates</source>
        <translation>
            <numerusform>con %n empate</numerusform>
            <numerusform>con %n empates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="src/baccarat_qt/words/translate.py"/>
        <source>{0} fichas</source>
        <translation>
            <numerusform>{0} ficha</numerusform>
            <numerusform>{0} fichas</numerusform>
        </translation>
    </message>
</context>
</TS>
