"""The list models name Qt's item roles by value (``row_model.DISPLAY_ROLE``, ``USER_ROLE``): the values are Qt's,
and every model's own roles come after Qt's user role, as QML's views expect."""

from __future__ import annotations

from PySide6.QtCore import Qt

from baccarat_qt.boundary import history_models, leaderboard_model, models, road_models
from baccarat_qt.boundary.row_model import DISPLAY_ROLE, USER_ROLE, RowModel

MODEL_MODULES = (history_models, leaderboard_model, models, road_models)
"""Where the game's list models are defined (imported for them)."""


def test_the_role_values_are_qts() -> None:
    assert Qt.ItemDataRole.DisplayRole.value == DISPLAY_ROLE
    assert Qt.ItemDataRole.UserRole.value == USER_ROLE


def test_every_models_roles_follow_the_user_role() -> None:
    found: list[type[RowModel]] = []
    todo: list[type[RowModel]] = [RowModel]
    while todo:
        model = todo.pop()
        todo.extend(model.__subclasses__())
        if "Roles" in model.__dict__:
            found.append(model)
    assert len(found) >= 6, [model.__name__ for model in found]
    for model in found:
        assert min(role.value for role in model.Roles) == Qt.ItemDataRole.UserRole.value + 1, model.__name__
