"""``python -m baccarat_qt`` starts the game."""

import sys

from baccarat_qt.desktop.app import main

sys.exit(main())
