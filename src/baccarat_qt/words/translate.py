"""Qt's translation, in the game's one context, and numbers of chips in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["QT_TRANSLATE_NOOP", "chip_amount", "chips", "plural_count", "tr", "trn"]


def tr(text: str) -> str:
    """Translate a string in the game's context."""
    return QCoreApplication.translate("Baccarat", text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` where it is written; ``tr`` translates it where it is used."""
    del context
    return text


def trn(text: str, n: int) -> str:
    """Translate a text with plural forms: ``%n`` is ``n``, and ``n`` chooses the form ("1 ficha", "2 fichas")."""
    return QCoreApplication.translate("Baccarat", text, None, n)


def chips(hundredths: int, locale: QLocale | None = None) -> str:
    """An amount of chips in the language's number format, with cents only when there are some.

    ``locale``: the default locale (the language in force) unless given.

    >>> es = QLocale(QLocale.Language.Spanish, QLocale.Country.Argentina)
    >>> chips(50_000, es), chips(50_225, es), chips(-2_375, es), chips(150_000, es), chips(1_250_000, es)
    ('500', '502,25', '−23,75', '1.500', '12.500')
    >>> en = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    >>> chips(4_875, en), chips(-2_375, en), chips(150_000, en), chips(1_250_000, en)
    ('48.75', '−23.75', '1,500', '12,500')
    """
    locale = locale if locale is not None else QLocale()
    sign = "−" if hundredths < 0 else ""  # our minus sign, the typographic one, in both languages
    whole, cents = divmod(abs(hundredths), 100)
    text = locale.toString(abs(hundredths) / 100, "f", 2) if cents else locale.toString(float(whole), "f", 0)
    return sign + text


_MAX_PLURAL_COUNT = 2**31 - 1


def plural_count(hundredths: int) -> int:
    """The count that chooses the plural form of an amount of chips (a fraction is always plural).

    >>> plural_count(100), plural_count(150), plural_count(50_000), plural_count(10**14)
    (1, 2, 500, 1000000000)
    """
    whole, cents = divmod(abs(hundredths), 100)
    if whole > _MAX_PLURAL_COUNT:  # Qt takes an int: keep the last digits, which plural rules read
        whole = 1_000_000_000 + whole % 1_000_000
    return 2 if cents else whole


def chip_amount(hundredths: int) -> str:
    """ "1 ficha", "48,75 fichas": an amount with its noun, the plural form chosen by the translation."""
    return trn("{0} fichas", plural_count(hundredths)).format(chips(hundredths))
