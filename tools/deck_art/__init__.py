"""The card art drawn from data, one module per part of the card (``tools/make_decks.py`` writes the files)."""
