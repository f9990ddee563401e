"""The curl geometry bends the card like card stock: no stretching, no tearing, held under the pointer."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import pytest

from baccarat_qt.boundary import curl
from baccarat_qt.boundary.curl import (
    Crease,
    Vec2,
    Vec3,
    bend,
    crease_for_pull,
    lifted_distance,
    project,
    turn_over,
)

W, H = 126.0, 176.0
SHADER = Path(__file__).resolve().parents[2] / "ui" / "Baccarat" / "shaders" / "squeeze.vert"

# (grab on an edge or corner, unit pull direction) for the four edges and four corners.
_DIAGONAL = 1 / math.sqrt(2)
GRABS: list[tuple[str, Vec2, Vec2]] = [
    ("left", (0.0, 90.0), (1.0, 0.0)),
    ("right", (W, 80.0), (-1.0, 0.0)),
    ("top", (60.0, 0.0), (0.0, 1.0)),
    ("bottom", (70.0, H), (0.0, -1.0)),
    ("top-left", (0.0, 0.0), (_DIAGONAL, _DIAGONAL)),
    ("top-right", (W, 0.0), (-_DIAGONAL, _DIAGONAL)),
    ("bottom-left", (0.0, H), (_DIAGONAL, -_DIAGONAL)),
    ("bottom-right", (W, H), (-_DIAGONAL, -_DIAGONAL)),
]
SHAPES = [(20.0, 0.8 * math.pi), (12.0, math.pi), (35.0, 0.55 * math.pi)]
"""(radius, lift_angle) pairs: the game's card stock, a page folded flat, a stiff card barely past upright."""
PULLS = [3.0, 25.0, 70.0, 140.0]
"""Short pulls keep the grabbed edge on the roll; long ones run it out onto the flap."""


def _sub(a: Vec3, b: Vec3) -> Vec3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _norm(v: Vec3) -> float:
    return math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _crease(grab: Vec2, direction: Vec2, pull: float, radius: float, lift_angle: float) -> Crease:
    pointer = (grab[0] + pull * direction[0], grab[1] + pull * direction[1])
    return crease_for_pull(grab, pointer, radius=radius, lift_angle=lift_angle)


def _card_points(step: float = 9.0) -> list[Vec2]:
    return [(x * step, y * step) for x in range(int(W // step) + 1) for y in range(int(H // step) + 1)]


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
@pytest.mark.parametrize("pull", PULLS)
def test_grabbed_point_stays_under_pointer(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float, pull: float
) -> None:
    """Seen from above, with or without perspective, the grabbed point lies exactly under the pointer."""
    pointer = (grab[0] + pull * direction[0], grab[1] + pull * direction[1])
    crease = crease_for_pull(grab, pointer, radius=radius, lift_angle=lift_angle)
    bent = bend(grab, crease, radius=radius, lift_angle=lift_angle)
    seen = project(bent.position, eye_point=pointer, eye_distance=4 * H)
    assert bent.position[:2] == pytest.approx(pointer, abs=1e-4)
    assert seen == pytest.approx(pointer, abs=1e-4)
    assert bent.position[2] > 0


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
def test_crease_runs_across_the_pull_behind_the_pointer(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float
) -> None:
    """The crease is perpendicular to the pull and moves steadily toward the centre as the pull grows."""
    previous = 0.0
    for pull in PULLS:
        crease = _crease(grab, direction, pull, radius, lift_angle)
        assert crease.direction == pytest.approx(direction)
        behind = lifted_distance(grab, crease)
        assert behind > previous
        previous = behind


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
@pytest.mark.parametrize("pull", PULLS)
def test_card_stock_does_not_stretch(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float, pull: float
) -> None:
    """At every point the bend is an isometry: unit, orthogonal tangents, and the normal is normal to them."""
    crease = _crease(grab, direction, pull, radius, lift_angle)
    h = 1e-5
    for p in _card_points():
        if (
            abs(lifted_distance(p, crease)) < 2 * h
            or abs(lifted_distance(p, crease) - lift_angle * radius) < 2 * h
        ):
            continue  # the derivative is one-sided exactly on the seams; continuity is tested below
        here = bend(p, crease, radius=radius, lift_angle=lift_angle)
        tx = _sub(
            bend((p[0] + h, p[1]), crease, radius=radius, lift_angle=lift_angle).position, here.position
        )
        ty = _sub(
            bend((p[0], p[1] + h), crease, radius=radius, lift_angle=lift_angle).position, here.position
        )
        tx = (tx[0] / h, tx[1] / h, tx[2] / h)
        ty = (ty[0] / h, ty[1] / h, ty[2] / h)
        assert _norm(tx) == pytest.approx(1, abs=1e-4)
        assert _norm(ty) == pytest.approx(1, abs=1e-4)
        assert _dot(tx, ty) == pytest.approx(0, abs=1e-4)
        assert _norm(here.normal) == pytest.approx(1, abs=1e-9)
        assert _dot(here.normal, tx) == pytest.approx(0, abs=1e-4)
        assert _dot(here.normal, ty) == pytest.approx(0, abs=1e-4)


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
def test_arc_length_across_the_roll_equals_flat_distance(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float
) -> None:
    """Walking from the flat part over the roll onto the flap covers exactly the flat distance."""
    crease = _crease(grab, direction, 140.0, radius, lift_angle)
    length = lifted_distance(grab, crease) + 20.0
    assert length - 20.0 > lift_angle * radius  # the walk ends out on the flap
    start = (crease.point[0] + 20.0 * direction[0], crease.point[1] + 20.0 * direction[1])
    steps = 4000
    points = [
        bend(
            (start[0] - length * k / steps * direction[0], start[1] - length * k / steps * direction[1]),
            crease,
            radius=radius,
            lift_angle=lift_angle,
        ).position
        for k in range(steps + 1)
    ]
    walked = sum(_norm(_sub(b, a)) for a, b in itertools.pairwise(points))
    assert walked == pytest.approx(length, rel=1e-5)


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
@pytest.mark.parametrize("behind", [-30.0, 0.0, 5.0, 30.0, 80.0])
def test_lines_along_the_crease_stay_straight(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float, behind: float
) -> None:
    """A straight line parallel to the crease, anywhere on the card, stays straight and keeps its length."""
    crease = _crease(grab, direction, 140.0, radius, lift_angle)
    across = (-direction[1], direction[0])
    base = (crease.point[0] - behind * direction[0], crease.point[1] - behind * direction[1])
    line = [
        bend((base[0] + t * across[0], base[1] + t * across[1]), crease, radius=radius, lift_angle=lift_angle)
        for t in (-50.0, -10.0, 0.0, 35.0, 60.0)
    ]
    first, last = line[0].position, line[-1].position
    chord = _sub(last, first)
    assert _norm(chord) == pytest.approx(110.0)
    for bent, t in zip(line, (-50.0, -10.0, 0.0, 35.0, 60.0), strict=True):
        offset = _sub(bent.position, first)
        assert offset == pytest.approx(tuple(c * (t + 50.0) / 110.0 for c in chord), abs=1e-9)
        assert bent.normal == pytest.approx(line[0].normal)


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
@pytest.mark.parametrize(("radius", "lift_angle"), SHAPES)
def test_continuous_at_the_crease_and_where_the_roll_ends(
    name: str, grab: Vec2, direction: Vec2, radius: float, lift_angle: float
) -> None:
    """Position and normal are continuous at the crease and where the roll meets the flap."""
    crease = _crease(grab, direction, 140.0, radius, lift_angle)
    for seam in (0.0, lift_angle * radius):
        eps = 1e-7
        on_seam = (crease.point[0] - seam * direction[0], crease.point[1] - seam * direction[1])
        before = bend(
            (on_seam[0] + eps * direction[0], on_seam[1] + eps * direction[1]),
            crease,
            radius=radius,
            lift_angle=lift_angle,
        )
        after = bend(
            (on_seam[0] - eps * direction[0], on_seam[1] - eps * direction[1]),
            crease,
            radius=radius,
            lift_angle=lift_angle,
        )
        assert before.position == pytest.approx(after.position, abs=1e-5)
        assert before.normal == pytest.approx(after.normal, abs=1e-5)


@pytest.mark.parametrize(("name", "grab", "direction"), GRABS)
def test_flat_part_stays_on_the_table(name: str, grab: Vec2, direction: Vec2) -> None:
    """The card in front of the crease does not move; behind it, it is off the table."""
    crease = _crease(grab, direction, 60.0, 20.0, 0.8 * math.pi)
    for p in _card_points():
        bent = bend(p, crease, radius=20.0, lift_angle=0.8 * math.pi)
        if lifted_distance(p, crease) <= 0:
            assert bent.position == (p[0], p[1], 0.0)
            assert bent.normal == pytest.approx((0.0, 0.0, 1.0))
        else:
            assert bent.position[2] > 0


def test_no_pull_lifts_nothing() -> None:
    """A pointer still on the grabbed point leaves the card flat."""
    crease = crease_for_pull((0.0, 50.0), (0.0, 50.0), radius=20.0, lift_angle=math.pi)
    assert all(bend(p, crease, radius=20.0, lift_angle=math.pi).position == (*p, 0.0) for p in _card_points())


def test_flap_shows_its_underside() -> None:
    """Past upright the lifted flap turns its back to the table: from above one sees the face."""
    crease = _crease((W, 80.0), (-1.0, 0.0), 100.0, 20.0, 0.8 * math.pi)
    assert bend((W, 80.0), crease, radius=20.0, lift_angle=0.8 * math.pi).normal[2] < 0
    assert bend((0.0, 80.0), crease, radius=20.0, lift_angle=0.8 * math.pi).normal[2] == 1


@pytest.mark.parametrize("turn_normal", [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)])
@pytest.mark.parametrize("angle", [0.0, 0.3, math.pi / 2, 2.5, math.pi])
def test_turn_over_is_rigid_and_stays_above_the_table(turn_normal: Vec2, angle: float) -> None:
    """Turning over moves the card as one piece, never through the table, and lands it face up in place."""
    centre = (W / 2, H / 2)
    lift = (W if turn_normal[0] else H) / 2
    flat = [curl.Bent((x, y, 0.0), (0.0, 0.0, 1.0)) for x, y in _card_points(21.0)]
    turned = [turn_over(b, centre=centre, turn_normal=turn_normal, angle=angle, lift=lift) for b in flat]
    for a, b, ta, tb in zip(flat, flat[1:], turned, turned[1:], strict=False):
        assert _norm(_sub(tb.position, ta.position)) == pytest.approx(_norm(_sub(b.position, a.position)))
    assert min(t.position[2] for t in turned) >= -1e-9
    for b, t in zip(flat, turned, strict=True):
        r = (b.position[0] - centre[0]) * turn_normal[0] + (b.position[1] - centre[1]) * turn_normal[1]
        if r < 0 and 0 < angle < math.pi:
            assert t.position[2] > 0  # the side the player grabbed rises
        if angle == math.pi:
            mirrored = (b.position[0] - 2 * r * turn_normal[0], b.position[1] - 2 * r * turn_normal[1])
            assert t.position == pytest.approx((*mirrored, 0.0), abs=1e-9)
            assert t.normal == pytest.approx((0.0, 0.0, -1.0))


def test_project_keeps_the_table_and_magnifies_what_is_lifted() -> None:
    """Perspective leaves points on the table alone and moves lifted points away from the eye."""
    assert project((10.0, 20.0, 0.0), eye_point=(50.0, 50.0), eye_distance=400.0) == (10.0, 20.0)
    x, y = project((10.0, 20.0, 40.0), eye_point=(50.0, 50.0), eye_distance=400.0)
    assert x < 10.0 and y < 20.0


def test_shader_mirrors_the_module() -> None:
    """squeeze.vert has every step of this module under the same name, and the same constants."""
    glsl = SHADER.read_text(encoding="utf-8")
    for step in ("lifted_distance", "bend", "crease_for_pull", "turn_over", "project"):
        assert re.search(rf"\b{step}\(", glsl), step
    assert re.search(rf"SOLVE_STEPS = {curl.SOLVE_STEPS};", glsl)
    assert "curl.py" in glsl and "squeeze.vert" in (curl.__doc__ or "")
