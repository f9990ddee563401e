"""The night the AT-SPI driver plays, step by step, as a screen reader user plays it (:func:`play`).

On the desktop ``tests/support/atspi_desktop.py`` starts, against a game whose shoe deals
``2S 4H 3D KC 4D 7C``: the table chosen, bets placed, refused, taken back and cleared, two
hands dealt and opened by key and by action, the review keys and the speech history, then
leaving and signing the top five. Each step that has something to be heard waits for the
screen reader to say it (``tests/support/atspi_speech.py``). Run by ``tests/support/atspi_driver.py``.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any

from tests.support.atspi_speech import HISTORY_STEPS, REVIEWED
from tests.support.atspi_tree import Driver

with contextlib.suppress(ImportError):  # the venv has no pyatspi: pytest's doctest collector imports
    import pyatspi  # this file there (``tests/support/atspi_driver.py``, run, fails at once without it)

CARD_FLIGHT = 0.6
"""Seconds a dealt card takes to land (it takes no key until then)."""


def play(d: Driver) -> dict[str, Any]:
    """Choose the table, sit down, bet, deal, open the cards, read the result, leave, sign."""
    seen: dict[str, Any] = {}
    d.find_app()
    frame = d.wait_for("the main window", lambda: d.app.getChildAtIndex(0))
    seen["window"] = frame.name
    d.activate(frame)
    d.heard("the window has the focus")

    # Lobby: the table by its radio button's action, then Enter on the focused start button.
    seen["lobby_focus"] = d.wait_for("the start button to have the focus", d.focused)
    radio = d.find(pyatspi.ROLE_RADIO_BUTTON, "SIN COMISIÓN")
    d.press(radio)
    d.wait_for("SIN COMISIÓN checked", lambda: radio.getState().contains(pyatspi.STATE_CHECKED))
    seen["table_checked"] = True
    d.key("Return")
    table = d.find(pyatspi.ROLE_PANEL, "Mesa SIN COMISIÓN")
    seen["table"] = table.name
    seen["table_focus"] = d.wait_for("the focus at the table", d.focused)
    d.heard("the table")

    # Chips by key and by action; a bet by the spot's action; another by its key.
    d.key("3")
    chip = d.find(pyatspi.ROLE_RADIO_BUTTON, "Ficha de 100")
    d.wait_for("the 100 chip checked", lambda: chip.getState().contains(pyatspi.STATE_CHECKED))
    d.heard("a chip chosen")
    d.press(d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^JUGADOR, paga")))
    spot = d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^JUGADOR, paga 1 a 1, apuesta 100 fichas"))
    d.heard("a chip placed")
    seen["spot"] = spot.name
    d.press(d.find(pyatspi.ROLE_RADIO_BUTTON, "Ficha de 5"))
    d.key("e")
    seen["tie"] = d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^EMPATE, .*apuesta 5 fichas")).name
    d.key("b")  # refused: both sides
    d.wait_for("the refusal", lambda: any("lados opuestos" in a for a in d.announcements))
    d.heard("a refusal")
    # One more chip of 25 on EMPATE, taken back (Backspace); LIMPIAR (Delete); the same bets again.
    d.key("2")
    d.key("e")
    d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^EMPATE, .*apuesta 30 fichas"))
    d.heard("a chip added")
    d.key("BackSpace")
    d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^EMPATE, .*apuesta 5 fichas"))
    d.heard("the last chip removed")
    d.key("Delete")
    d.wait_for("a clear table", lambda: any(a.startswith("Mesa limpia") for a in d.announcements))
    d.heard("LIMPIAR")
    d.key("3")
    d.key("j")
    d.key("1")
    d.key("e")
    d.find(pyatspi.ROLE_PUSH_BUTTON, re.compile(r"^EMPATE, .*apuesta 5 fichas"))
    seen["balance_before"] = d.find(pyatspi.ROLE_LABEL, re.compile(r"^Saldo: ")).name
    d.heard("the bets again")

    # D deals: four face-down cards, the focus on the first.
    d.key("d")
    d.wait_for("four cards", lambda: len(card_names(d)) == 4)
    seen["dealt"] = card_names(d)
    seen["deal_focus"] = d.wait_for(
        "the focus on the first card", lambda: "carta" in d.focused() and d.focused()
    )
    d.pump(CARD_FLIGHT)
    d.heard("the deal")
    # Enter opens the focused card; Tab goes to the next face-down one, Space opens it;
    # A opens the next; the last by its press action.
    d.key("Return")
    d.wait_for("the first card open", lambda: card_names(d)[0].startswith("Jugador, primera carta: "))
    d.heard("its total")
    d.key("Tab")
    seen["tab_to_card"] = d.wait_for(
        "the focus on the second card", lambda: "Banca, primera" in d.focused() and d.focused()
    )
    d.key("space")
    d.heard("the banker's first card")
    d.key("a")
    d.wait_for("three cards open", lambda: ":" in card_names(d)[2])
    d.heard("the player's second card")
    d.press(d.find(pyatspi.ROLE_PUSH_BUTTON, "Banca, segunda carta, boca abajo"))
    d.wait_for("the player's third card", lambda: len(card_names(d)) == 5)
    d.heard("the player draws, and why")
    seen["opened"] = card_names(d)[:4]
    seen["third_focus"] = d.wait_for(
        "the focus on the third card", lambda: "tercera" in d.focused() and d.focused()
    )
    d.pump(CARD_FLIGHT)
    d.key("Return")
    d.wait_for("the banker's third card", lambda: len(card_names(d)) == 6)
    d.pump(CARD_FLIGHT)
    d.heard("the banker draws, and why")
    d.key("Return")

    # The result: its text has the focus; the totals and balance are readable.
    result = d.find(pyatspi.ROLE_LABEL, re.compile(r"^(Gana|Empate)"))
    seen["result"] = result.name
    seen["result_focus"] = d.wait_for(
        "the focus on the result", lambda: d.focused().startswith(("Gana", "Empate")) and d.focused()
    )
    seen["cards"] = card_names(d)
    seen["hands"] = [n for n in d.names(pyatspi.ROLE_PANEL) if n.startswith(("JUGADOR", "BANCA"))]
    seen["balance_after"] = d.find(pyatspi.ROLE_LABEL, re.compile(r"^Saldo: ")).name
    d.pump(0.3)
    d.heard("the balance")
    # The player asks for the roads in words (L) and shows the odds panel (P), which is then read.
    d.key("l")
    d.heard("the roads read (L)")
    d.key("p")
    d.wait_for("the odds read", lambda: any(a.startswith("Con las ") for a in d.announcements))
    d.heard("the odds panel read (P)")
    # A second hand on the bets placed again, all turned at once (T): both sides stand.
    d.key("d")
    d.wait_for("four new cards", lambda: len(card_names(d)) == 4 and "boca abajo" in card_names(d)[0])
    d.pump(CARD_FLIGHT * 2)
    d.heard("the second deal")
    # The first card squeezed by ear (S, three steps: the side, the centre, the card), then T.
    for step in ("the side", "the centre", "the card"):
        d.key("s")
        d.heard(f"the squeeze by ear: {step}")
    d.wait_for("the squeezed card open", lambda: card_names(d)[0].startswith("Jugador, primera carta: "))
    # Mid-hand, three cards face down: the review keys (Alt+1 … Alt+6), then the speech history
    # (Alt+Up twice, Alt+Down, Alt+R).
    for digit in "123456":
        d.alt(digit)
        d.heard(REVIEWED[int(digit) - 1])
    d.wait_for("the shoe reviewed", lambda: any(a.startswith("Quedan ") for a in d.announcements))
    before = len(d.announcements)
    for step, name in zip(("Up", "Up", "Down", "r"), HISTORY_STEPS, strict=True):
        d.alt(step)
        d.heard(name)
    d.wait_for("the speech history's four steps", lambda: len(d.announcements) >= before + 4)
    seen["reviewed"] = d.announcements[before - 6 : before + 4]
    d.key("t")
    d.find(pyatspi.ROLE_LABEL, re.compile(r"^Gana la BANCA con 7 \(JUGADOR 6\)"))
    d.pump(0.3)

    d.heard("a reshuffle")
    # Leave with Control+R, sign the top five, back to the lobby. The screen reader is heard out at
    # the question and at the name field before the key that closes or types into them.
    d.ctrl("r")
    d.find(pyatspi.ROLE_PUSH_BUTTON, "SEGUIR JUGANDO")  # RETIRARSE asks first: Enter confirms
    d.heard("the leave question")
    d.key("Return")
    d.find(pyatspi.ROLE_HEADING, "TE RETIRAS DE LA MESA")
    seen["score"] = d.find(pyatspi.ROLE_LABEL, re.compile(r"^Puntaje: ")).name
    seen["name_focus"] = d.wait_for("the focus on the name field", d.focused)
    d.heard("the name entry")
    d.ctrl("a")
    d.type("Ana")
    d.key("Return")
    row = d.find(pyatspi.ROLE_TABLE_ROW, re.compile(r"^1\. Ana, "))
    seen["leaderboard_row"] = row.name
    seen["after_save_focus"] = d.wait_for("the focus after saving", d.focused)
    d.heard("the top five read as a table")
    d.pump(0.5)
    return seen


def card_names(d: Driver) -> list[str]:
    return [n for n in d.names(pyatspi.ROLE_PUSH_BUTTON) if re.match(r"^(Jugador|Banca), \w+ carta", n)]
