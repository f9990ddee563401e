"""The words: every sentence the game says or shows, in the player's language, and the language switch.

Spanish is the source text; English comes through Qt's translation system.
Nothing of the store: a stored file's trouble arrives here as a
:mod:`baccarat_qt.problems` value.
"""
