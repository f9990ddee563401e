"""What the hand's events tell: its signals (the sounds hear them) and what the screen reader hears."""

from __future__ import annotations

from typing import TYPE_CHECKING

from baccarat_qt.engine.session import (
    CardDealt,
    CardOpened,
    CoupSettled,
    Event,
    NightOver,
    Phase,
    RebetSkipped,
    ShoeShuffled,
)
from baccarat_qt.words import speech_texts, texts

if TYPE_CHECKING:
    from .context import Context
    from .hand import Hand

__all__ = ["tell_events"]


def tell_events(hand: Hand, ctx: Context, events: list[Event]) -> None:
    """Emit ``hand``'s signals and say each event, in the order they happened, as the screen shows them."""
    s = ctx.shown_session()
    assert s is not None
    announce = ctx.announcer.announce
    verbosity = ctx.preferences.settings.verbosity
    for event in events:
        if isinstance(event, ShoeShuffled):
            hand.shoeShuffled.emit()
            ctx.announcer.notify("shoe", hand.shuffle_notice)
        elif isinstance(event, CardDealt):
            hand.cardDealt.emit(event.index)
            reason = speech_texts.draw_reason(event.reason, verbosity) if event.reason else ""
            if reason:
                announce(reason)
        elif isinstance(event, CardOpened):
            hand.cardOpened.emit(event.index)
            announce(speech_texts.card_opened(s.table_cards[event.index], event.side_total, verbosity))
        elif isinstance(event, CoupSettled):
            hand.coupSettled.emit()
            stood = speech_texts.stands(event.result.coup, verbosity)
            if stood:
                announce(stood)
            rebet = s.total_bet if s.phase is Phase.BETTING else 0
            announce(speech_texts.result_speech(event.result, verbosity, rebet=rebet, balance=s.balance))
        elif isinstance(event, RebetSkipped):
            message = texts.refusal(event.reason, balance=s.balance, amount=event.amount)
            ctx.announcer.show("rebet", message)
        elif isinstance(event, NightOver):
            ctx.night.tell_end(event)
