"""Baccarat Punto Banco with the squeeze, a Qt Quick desktop game."""

__version__ = "0.1.0"
