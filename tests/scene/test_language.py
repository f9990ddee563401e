"""English beside Spanish: the whole night in each language, switching at the table, plurals and the history's words.

Numbers in each language's format and the language a first run chooses are ``test_language_locale.py``'s.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.history_models import date_text
from baccarat_qt.engine import TableKind
from baccarat_qt.engine.ending import Ending
from baccarat_qt.store.history_queries import NightRow
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.settings import load_settings
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.words import history_texts, table_texts, texts
from tests.support.gui import App, at_instant_pace, start_app
from tests.support.screen_texts import check_screen, choose_language, shown_texts, spanish_in

K = Qt.Key
BANKER_NATURAL = "TS 9C KH KD"  # banker 9 against player 0: no third card
THIRDS = "2S 4H 3D KC 4D 7C"  # player 5 draws a 4, banker 4 draws a 7: player 9 to banker 1

NEUTRAL = re.compile(r"^[\W\d_]*$|^(Baccarat|BACCARAT|English|Español|natural|[A-Z]|F\d+|Tab|Escape)$")
"""Texts that read the same in both languages: figures, symbols, the game's name, key names."""


@pytest.fixture
def accessible() -> Iterator[None]:
    """Qt's accessibility on, as a running screen reader has it (dialogs are named only then)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture
def app(qtbot: QtBot, accessible: None) -> Iterator[App]:
    """The game, with two scores in the top five (numbers with thousands to show), at the instant pace: the
    words are what is tested here, not the motion (``tests/support/gui.py``'s ``at_instant_pace``)."""
    del accessible
    board = Leaderboard(
        [
            Entry("Carmen", 1_250_000, TableKind.CLASSIC, dt.date(2026, 11, 2)),
            Entry("Ana", 150_000, TableKind.NO_COMMISSION, dt.date(2026, 11, 3)),
        ]
    )
    save_leaderboard(app_dirs().data, board)
    running = at_instant_pace(start_app(qtbot))
    yield running
    running.close()


EXPECTED: dict[str, dict[str, Any]] = {
    "es": {
        "lobby": ["SENTARSE A LA MESA", "CLÁSICA", "SIN COMISIÓN"],
        "leaderboard": ["12.500", "1.500", "02/11/2026", "Los cinco mejores"],
        "result": ["Gana la BANCA con 9 (JUGADOR 0)", "523,75", "BANCA: ganas 23,75"],
        "help": ["Cómo se juega", "Tablero de cuentas", "Retroceso / Suprimir"],
        "hint": "Elige una ficha y ponla en una casilla; luego, REPARTIR.",
        "refusal": "Pon al menos una ficha en una casilla antes de repartir.",
        "squeeze": "Arrastra una esquina o un lado de una carta para apretarla; tócala para abrirla.",
        "nights": ["Historial de noches", "1 noche, 1 mano.", "195,00 %", "98,94 %", "ganaste 23,75"],
        "night": [
            "Mano 1: banca gana con 9 (jugador 0); apostaste 25 a banca, recibiste 48,75.",
            "Banca gana con 9 (jugador 0)",
        ],
        "leave": ["¿Retirarte de la mesa?", "Terminas la noche con 523,75 fichas.", "SEGUIR JUGANDO"],
        "score": ["523,75", "TE RETIRAS DE LA MESA"],
    },
    "en": {
        "lobby": ["SIT DOWN AT THE TABLE", "CLASSIC", "NO COMMISSION"],
        "leaderboard": ["12,500", "1,500", "Nov 2, 2026", "The top five"],
        "result": ["BANKER wins with 9 (PLAYER 0)", "523.75", "BANKER: you win 23.75"],
        "help": ["How to play", "Bead Plate", "Backspace / Delete"],
        "hint": "Choose a chip and put it on a spot; then DEAL.",
        "refusal": "Put at least one chip on a betting spot before dealing.",
        "squeeze": "Drag a corner or a side of a card to squeeze it; tap it to turn it over.",
        "nights": ["Night history", "1 night, 1 hand.", "195.00%", "98.94%", "you won 23.75"],
        "night": [
            "Hand 1: banker wins with 9 (player 0); you bet 25 on banker, you got back 48.75.",
            "Banker wins with 9 (player 0)",
        ],
        "leave": ["Leave the table?", "You end the night with 523.75 chips.", "KEEP PLAYING"],
        "score": ["523.75", "YOU LEAVE THE TABLE"],
    },
}


def _contains(found: set[str], wanted: str) -> bool:
    return any(wanted in text for text in found)


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_night_in_each_language(app: App, scripted_shoe: Callable[[str], None], language: str) -> None:
    """Lobby, top five, table, squeeze, result, help, history, leave and score: every screen in the language chosen.

    The message area too: the hint on an empty table, a refusal, the squeeze hint. In English
    no text on screen and nothing a screen reader finds is Spanish; numbers and dates are in
    the language's format (12.500 / 12,500; 523,75 / 523.75; 195,00 % / 195.00%).
    """
    scripted_shoe(BANKER_NATURAL)
    if language == "en":
        choose_language(app, "en")
    want = EXPECTED[language]
    lobby = check_screen(app, language, "the lobby")
    assert all(_contains(lobby, w) for w in want["lobby"]), sorted(lobby)

    app.click("leaderboardButton")
    app.qtbot.waitUntil(lambda: app.exists("leaderboardDialogClose"))
    board = check_screen(app, language, "the top five")
    assert all(_contains(board, w) for w in want["leaderboard"]), sorted(board)
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("leaderboardDialogClose"))

    app.sit_down()
    table = check_screen(app, language, "the table")
    assert app.prop("messageText", "text") == want["hint"]
    assert want["hint"] in table
    app.key(K.Key_D)  # nothing on the table yet: refused, in words
    app.qtbot.waitUntil(lambda: app.prop("messageText", "text") == want["refusal"])
    check_screen(app, language, "a refusal")
    app.key(K.Key_2)  # the 25 chip
    app.key(K.Key_B)
    assert app.table.totalBet == 2_500
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.qtbot.waitUntil(lambda: app.prop("messageText", "text") == want["squeeze"])
    check_screen(app, language, "the hand, face down")
    app.key(K.Key_A)
    check_screen(app, language, "the hand, one card open")
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    result = check_screen(app, language, "the result")
    assert all(_contains(result, w) for w in want["result"]), sorted(result)
    assert app.table.balance + app.table.totalBet == 52_375  # the rebet put the 25 back on BANCA

    app.key(K.Key_F1)
    app.qtbot.waitUntil(lambda: app.exists("helpDialogClose"))
    helped = check_screen(app, language, "the help")
    assert all(_contains(helped, w) for w in want["help"]), sorted(helped)
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("helpDialogClose"))

    # The history over the table: the nights with the totals, then the night with its hand.
    app.key(K.Key_H)
    app.qtbot.waitUntil(lambda: app.exists("historyNight_0") and app.exists("historyBet_0"))
    nights = check_screen(app, language, "the history's nights and totals")
    assert all(_contains(nights, w) for w in want["nights"]), sorted(nights)
    app.key(K.Key_Return)
    app.qtbot.waitUntil(lambda: app.exists("historyCoup_0"))
    night = check_screen(app, language, "one night of the history")
    assert all(_contains(night, w) for w in want["night"]), sorted(night)
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: app.exists("historyNight_0"))
    app.key(K.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("historyScreen"))

    app.key(K.Key_R, Qt.KeyboardModifier.ControlModifier)
    app.qtbot.waitUntil(lambda: app.exists("confirmLeaveButton"))
    asked = check_screen(app, language, "the leave question")
    assert all(_contains(asked, w) for w in want["leave"]), sorted(asked)
    app.confirm_leave()
    app.qtbot.waitUntil(lambda: app.night.screen == Screen.Score)
    score = check_screen(app, language, "the score")
    assert all(_contains(score, w) for w in want["score"]), sorted(score)
    assert app.announcer.lastAnnouncement
    if language == "en":
        assert not spanish_in({app.announcer.lastAnnouncement})


def test_switching_language_at_the_table_changes_every_text_and_keeps_the_hand(
    app: App, scripted_shoe: Callable[[str], None]
) -> None:
    """Mid-hand, English at once: every text and name changes, the hand and the chips stay; and back."""
    scripted_shoe(THIRDS)
    app.sit_down()
    app.key(K.Key_3)  # the 100 chip
    app.key(K.Key_J)
    app.key(K.Key_D)
    app.wait_cards_dealt()
    app.key(K.Key_A)
    # What was said goes out once the focus has settled on the opened card.
    app.qtbot.waitUntil(
        lambda: _contains(shown_texts(app), "Jugador, primera carta: dos de picas. Jugador suma 2.")
    )
    cards, balance, bet = app.cards(), app.table.balance, app.table.totalBet
    assert app.table.phase == UiPhase.Revealing
    spanish = shown_texts(app)
    assert _contains(spanish, "VOLTEAR TODAS")

    with app.qtbot.waitSignal(app.prefs.languageChanged, timeout=5_000):
        app.prefs.setLanguage("en")
    # What is said goes to the screen reader's notification once the focus has settled.
    app.qtbot.waitUntil(lambda: "Language: English." in shown_texts(app))
    english = shown_texts(app)
    assert not spanish_in(english), spanish_in(english)
    unchanged = {t for t in spanish & english if not NEUTRAL.match(t)}
    assert not unchanged, f"texts that did not change: {sorted(unchanged)}"
    assert _contains(english, "TURN ALL") and _contains(english, "Player, first card")
    assert app.cards() == [
        {**card, "accessibleName": new["accessibleName"]}
        for card, new in zip(cards, app.cards(), strict=True)
    ]
    assert (app.table.balance, app.table.totalBet, app.table.phase) == (balance, bet, UiPhase.Revealing)
    assert app.announcer.lastAnnouncement == "Language: English."

    # The hand plays on in English.
    with app.qtbot.waitSignal(app.hand.coupSettled, timeout=5_000):
        app.key(K.Key_T)
    assert _contains(shown_texts(app), "PLAYER wins with 9 (BANKER 1)")

    app.prefs.setLanguage("es")
    back = shown_texts(app)
    assert _contains(back, "Gana el JUGADOR con 9 (BANCA 1)")
    assert not {t for t in back if t.startswith(("PLAYER", "BANKER", "Balance"))}
    settings, _problem = load_settings(app_dirs().config)
    assert settings.language == "es", "the choice is kept with the other preferences"


def test_plural_forms_come_from_the_translation(app: App) -> None:
    """1 ficha / 2 fichas; 1 chip / 2 chips: chosen by the translation (%n), not by the code."""
    assert [texts.chip_amount(h) for h in (100, 200, 150)] == ["1 ficha", "2 fichas", "1,50 fichas"]
    assert [texts.trn("%n manos", n) for n in (1, 2)] == ["1 mano", "2 manos"]
    app.prefs.setLanguage("en")
    assert [texts.chip_amount(h) for h in (100, 200, 150)] == ["1 chip", "2 chips", "1.50 chips"]
    assert texts.trn("con %n empates", 1) == "with 1 tie"
    assert [texts.trn("%n manos", n) for n in (1, 2)] == ["1 hand", "2 hands"]


def test_the_history_counts_and_dates_in_each_language(app: App) -> None:
    """Nights, hands and exported hands in their plural form with grouped numbers; dates and percentages
    in the language's order and format; a night's ending in words, never a fragment of another sentence."""
    night = NightRow(
        id=1,
        uid="0" * 32,
        started=dt.datetime(2026, 11, 2, 21, 40),
        table=TableKind.CLASSIC,
        deck="clasica",
        coups=1,
        start_balance=50_000,
        balance=0,
        ending=Ending.OUT_OF_CHIPS,
    )
    where = Path("noches.csv")
    assert [history_texts.hands_words(n) for n in (1, 2, 1_633)] == ["1 mano", "2 manos", "1.633 manos"]
    assert [history_texts.nights_words(n) for n in (1, 14)] == ["1 noche", "14 noches"]
    assert history_texts.exported(1, where) == "1 mano exportada a noches.csv."
    assert history_texts.exported(3, where) == "3 manos exportadas a noches.csv."
    assert history_texts.percent(98.9423) == "98,94 %"
    assert date_text(night) == "02/11/2026 21:40"
    assert history_texts.night_sentence(date_text(night), night.table, 1, night.net, night.ending) == (
        "02/11/2026 21:40, mesa CLÁSICA: 1 mano, perdiste 500; te quedaste sin fichas."
    )
    assert table_texts.leave_question(100).startswith("Terminas la noche con 1 ficha.")

    app.prefs.setLanguage("en")
    assert [history_texts.hands_words(n) for n in (1, 2, 1_633)] == ["1 hand", "2 hands", "1,633 hands"]
    assert [history_texts.nights_words(n) for n in (1, 14)] == ["1 night", "14 nights"]
    assert history_texts.exported(1, where) == "1 hand exported to noches.csv."
    assert history_texts.exported(3, where) == "3 hands exported to noches.csv."
    assert history_texts.percent(98.9423) == "98.94%"
    assert date_text(night) == "Nov 2, 2026 9:40 PM", (
        "US English, the month written out: never read as 11 February"
    )
    assert history_texts.night_sentence(date_text(night), night.table, 1, night.net, night.ending) == (
        "Nov 2, 2026 9:40 PM, CLASSIC table: 1 hand, you lost 500; you ran out of chips."
    )
    assert table_texts.leave_question(100).startswith("You end the night with 1 chip.")
