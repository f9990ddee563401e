"""QML-facing objects: one job each.

Importing this package registers every type QML imports as ``BaccaratCore``
(the announcer, the preferences, the table, the hand, the night, the roads,
the odds, the sound, the history, the keyboard map); do it before the first QML engine is
created (see ``baccarat_qt.app.register_types``).
"""

from baccarat_qt.boundary import announcer, hand, history, keys, night, odds, preferences, roads, sound, table

__all__ = ["announcer", "hand", "history", "keys", "night", "odds", "preferences", "roads", "sound", "table"]
