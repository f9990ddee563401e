"""The boundary: the QML-facing objects, one job each, with their list models and image providers.

Each object turns the engine's state into properties and list models, and the
player's actions into engine calls; it saves through the store once per action
and emits only what changed. :data:`QML_TYPES` names the modules whose import
registers the types QML imports as ``BaccaratCore`` (the desktop imports them
before the first QML engine is created: ``baccarat_qt.desktop.app.register_types``).
Importing this package alone loads no Qt, so pure helpers here (the keyboard
map, the deck registry, the sound cues) can be imported off the GUI thread.
"""

QML_TYPES = (
    "announcer",
    "hand",
    "history",
    "history_export",
    "keys",
    "night",
    "odds",
    "preferences",
    "reveal",
    "review",
    "roads",
    "sound",
    "speech_history",
    "table",
    "verbosity",
)
"""The modules that register a QML type when imported."""
