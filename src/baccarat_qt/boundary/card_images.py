"""Card pictures for QML: ``image://cards/<design_id>/<code>`` and ``…/back``.

The faces and backs are SVGs (see ``baccarat_qt.boundary.decks``); this provider draws
them with ``QSvgRenderer`` at exactly the size QML asks for, so a card is
sharp at any window size and screen density. In QML::

    Image {
        source: model.imageSource                     // from card_source()
        sourceSize: Qt.size(width * Screen.devicePixelRatio,
                            height * Screen.devicePixelRatio)
    }

An unknown design or card never crashes the game: it gets a grey card with a
red cross (so the mistake is visible) and a warning in the log.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtQml import QQmlEngine, QQmlImageProviderBase
from PySide6.QtQuick import QQuickImageProvider
from PySide6.QtSvg import QSvgRenderer

from baccarat_qt.boundary.decks import UnknownDesignError, get_design
from baccarat_qt.engine.cards import Card

__all__ = [
    "CARD_ASPECT",
    "DEFAULT_SIZE",
    "PROVIDER_ID",
    "CardImageProvider",
    "card_size",
    "card_source",
    "install",
    "render_card",
]

_log = logging.getLogger(__name__)
_TRANSPARENT = QColor(0, 0, 0, 0)
"""``Qt.GlobalColor.transparent``, named without PySide6's ``Qt`` namespace: the tiles' pictures are drawn on
Qt's reader thread while the lobby's deck tiles are built, and the namespace's first look-up builds every
enum in it (about 15 ms, holding the GIL)."""

PROVIDER_ID = "cards"
"""The host part of the image URLs: ``image://cards/...``."""
BACK = "back"
"""The last part of a back's URL, where a face has its code."""
CARD_ASPECT = 63 / 88
"""Width over height of a card (poker size)."""
DEFAULT_SIZE = QSize(315, 440)
"""The size drawn when QML sets no ``sourceSize``."""
_MAX_SIDE = 4096
_CACHE_BYTES = 48 * 1024 * 1024


def card_source(design_id: str, code: str | None) -> str:
    """The QML image URL of a face (``code`` like ``"QH"``) or, with ``None``, the back.

    >>> card_source("clasica", "qh"), card_source("azul", None)
    ('image://cards/clasica/QH', 'image://cards/azul/back')

    Raises:
        ValueError: if ``code`` is not a card.
    """
    part = BACK if code is None else str(Card.parse(code))
    return f"image://{PROVIDER_ID}/{design_id}/{part}"


def card_size(requested: QSize) -> QSize:
    """The pixel size to draw for a requested ``sourceSize``: the largest card shape that fits.

    A missing side follows the card's aspect ratio; no size at all gives ``DEFAULT_SIZE``.

    >>> card_size(QSize(126, 0)), card_size(QSize(500, 500))
    (PySide6.QtCore.QSize(126, 176), PySide6.QtCore.QSize(358, 500))
    """
    width, height = requested.width(), requested.height()
    if width <= 0 and height <= 0:
        return QSize(DEFAULT_SIZE)
    if width <= 0:
        width = round(height * CARD_ASPECT)
    elif height <= 0:
        height = round(width / CARD_ASPECT)
    else:
        width = min(width, round(height * CARD_ASPECT))
        height = min(height, round(width / CARD_ASPECT))
    width = max(1, min(width, _MAX_SIDE))
    height = max(1, min(height, _MAX_SIDE))
    return QSize(width, height)


def _render_svg(data: QByteArray, size: QSize) -> QImage:
    renderer = QSvgRenderer(data)
    if not renderer.isValid():
        raise ValueError("not a valid SVG")
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(_TRANSPARENT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


def _svg_path(design_id: str, part: str) -> Path:
    design = get_design(design_id)
    return design.back_path if part == BACK else design.face_path(part)


def render_card(design_id: str, code: str | None, size: QSize) -> QImage:
    """Draw one face (``code``) or the back (``None``) at ``card_size(size)``, uncached.

    Raises:
        UnknownDesignError: if the design does not exist.
        ValueError: if ``code`` is not a card.
        OSError: if the SVG cannot be read.
    """
    path = _svg_path(design_id, BACK if code is None else code)
    return _render_svg(QByteArray(path.read_bytes()), card_size(size))


def _placeholder(size: QSize) -> QImage:
    """A grey card with a red cross: visibly wrong, never blank."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(_TRANSPARENT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = float(size.width()), float(size.height())
    radius = w * 0.054
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    painter.fillPath(outline, QColor("#d4d4d4"))
    pen = QPen(QColor("#d0021b"), max(2.0, w * 0.04))
    painter.setPen(pen)
    painter.drawPath(outline)
    inset = w * 0.18
    painter.drawLine(QPointF(inset, inset), QPointF(w - inset, h - inset))
    painter.drawLine(QPointF(w - inset, inset), QPointF(inset, h - inset))
    painter.end()
    return image


class CardImageProvider(QQuickImageProvider):
    """Serves ``image://cards/<design_id>/<code>`` and ``image://cards/<design_id>/back``.

    Thread-safe (QML may load images off the GUI thread); keeps the SVG bytes
    and the most recently drawn pictures in memory.
    """

    def __init__(self, *, cache_bytes: int = _CACHE_BYTES) -> None:
        super().__init__(QQmlImageProviderBase.ImageType.Image)
        self._lock = threading.Lock()
        self._svgs: dict[tuple[str, str], QByteArray] = {}
        self._images: OrderedDict[tuple[str, str, int, int], QImage] = OrderedDict()
        self._cache_bytes = cache_bytes
        self._cached = 0

    def requestImage(self, id: str, size: QSize, requestedSize: QSize) -> QImage:
        """Qt's entry point: draw the card named by ``id`` at ``requestedSize``."""
        target = card_size(requestedSize)
        design_id, _, part = id.strip("/").partition("/")
        part = part.split("?", 1)[0]
        if part != BACK:
            part = part.upper()
        key = (design_id, part, target.width(), target.height())
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
        if image is None:
            image = self._draw(design_id, part, target)
            self._remember(key, image)
        if size is not None:
            size.setWidth(image.width())
            size.setHeight(image.height())
        return image

    def _draw(self, design_id: str, part: str, target: QSize) -> QImage:
        try:
            data = self._svg(design_id, part)
            return _render_svg(data, target)
        except (UnknownDesignError, ValueError, OSError) as error:
            _log.warning("no card picture for %r: %s", f"{design_id}/{part}", error)
            return _placeholder(target)

    def _svg(self, design_id: str, part: str) -> QByteArray:
        with self._lock:
            data = self._svgs.get((design_id, part))
        if data is None:
            data = QByteArray(_svg_path(design_id, part).read_bytes())
            with self._lock:
                self._svgs[(design_id, part)] = data
        return data

    def _remember(self, key: tuple[str, str, int, int], image: QImage) -> None:
        with self._lock:
            if key in self._images:
                return
            self._images[key] = image
            self._cached += image.sizeInBytes()
            while self._cached > self._cache_bytes and len(self._images) > 1:
                _, old = self._images.popitem(last=False)
                self._cached -= old.sizeInBytes()


def install(engine: QQmlEngine) -> None:
    """Add the ``cards`` image provider to ``engine`` (once; later calls do nothing)."""
    if engine.imageProvider(PROVIDER_ID) is None:
        engine.addImageProvider(PROVIDER_ID, CardImageProvider())
