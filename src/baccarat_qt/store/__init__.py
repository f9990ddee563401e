"""The store: everything the game keeps on disk, and nothing else.

The game database (the night in progress, every coup, the top five), the
settings file, the seal's key, the one-game-at-a-time lock, the import of the
files earlier versions wrote, hostile-safe reading, atomic writing, setting a
bad file aside, and the CSV export. No Qt, nothing of the boundary, the words
or the desktop: it reports what went wrong in the vocabulary of
:mod:`baccarat_qt.problems`, and the words layer says it to the player.
"""
