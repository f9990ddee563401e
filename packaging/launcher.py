"""Entry point of the PyInstaller bundle: the same ``main()`` as the installed ``baccarat-qt`` command."""

from __future__ import annotations

import sys

from baccarat_qt.desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
