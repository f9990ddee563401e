"""The desktop around the game: start-up, the window, the audio output, one game at a time.

Everything that makes the boundary's objects a program on a desktop: the Qt
application and its QML engine (:mod:`.app`), a second start raising the first
and the window's saved geometry (:mod:`.window`), the sound device
(:mod:`.audio`), the guard against Qt's right-click crash (:mod:`.context_menu`),
Python's garbage collector kept on the GUI thread (:mod:`.collector`) and the smoke probe the packaging tests start (:mod:`.smoke`).
"""
