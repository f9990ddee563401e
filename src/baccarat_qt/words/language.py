"""The game's language: Spanish (the source text) or English, switched at once and without a restart.

Every text is Spanish in the code and goes through Qt's translation system
(``tr`` in ``texts.py`` and friends, ``qsTr`` in QML). English comes from
``resources/translations/baccarat_en.qm``, built from ``translations/baccarat_en.ts``
by ``tools/translations.py``. Spanish needs no translation except its plural forms
(``%n``: "1 ficha", "2 fichas"), which ``baccarat_es.qm`` holds.

Numbers follow the language through the default ``QLocale`` (``texts.chips``):
48,75 and 12.500 in Spanish, 48.75 and 12,500 in English.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from baccarat_qt.paths import resources_dir

__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "TRANSLATION", "Translation", "locale_for", "system_language"]

log = logging.getLogger(__name__)

LANGUAGE_NAMES = {"es": "Español", "en": "English"}
"""Each language by its own name (as a language menu shows them: never translated)."""
LANGUAGES = tuple(LANGUAGE_NAMES)
"""The languages the game speaks (the settings file accepts the same codes: ``store.settings.LANGUAGES``)."""
_LOCALES = {
    # Spanish numbers as most Spanish-speaking players write them: 1.500 and 48,75. Qt's
    # Spain locale leaves four-digit numbers ungrouped (1500); Argentina's groups them and
    # keeps the decimal comma (dates are written with a day/month/year pattern of our own).
    "es": (QLocale.Language.Spanish, QLocale.Country.Argentina),
    "en": (QLocale.Language.English, QLocale.Country.UnitedStates),
}


def system_language(locale: QLocale | None = None) -> str:
    """The language a first run speaks: English on an English system (``en_*``), Spanish otherwise."""
    locale = locale if locale is not None else QLocale.system()
    return "en" if locale.language() == QLocale.Language.English else "es"


def locale_for(language: str) -> QLocale:
    """The locale whose numbers and dates a language's texts use."""
    return QLocale(*_LOCALES.get(language, _LOCALES["es"]))


class Translation:
    """The translator installed on the application, for one language at a time."""

    def __init__(self) -> None:
        self._translator: QTranslator | None = None
        self.language = "es"
        """The language in force."""

    def apply(self, language: str) -> None:
        """Speak ``language`` from now on: install its translation and make its locale the default.

        The QML engines must then be retranslated (``QQmlEngine.retranslate``) and
        the texts built in Python recomputed (``Context.retranslate``).
        """
        if language not in LANGUAGES:
            language = "es"
        app = QCoreApplication.instance()
        if self._translator is not None and app is not None:
            QCoreApplication.removeTranslator(self._translator)
        self._translator = None
        translator = QTranslator()
        path = resources_dir() / "translations" / f"baccarat_{language}.qm"
        if translator.load(str(path)):
            if app is not None:
                QCoreApplication.installTranslator(translator)
            self._translator = translator
        else:
            log.warning("no translation at %s", path)
        QLocale.setDefault(locale_for(language))
        self.language = language


TRANSLATION = Translation()
"""The application's one translation (one language at a time for the whole process)."""
