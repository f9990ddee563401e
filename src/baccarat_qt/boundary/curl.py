"""How a squeezed card bends: the one statement of the curl geometry.

The vertex shader ``ui/Baccarat/shaders/squeeze.vert`` mirrors this module
step by step, with the same function and variable names; change both together
(``tests/boundary/test_curl.py`` checks the invariants here, ``tests/scene/test_squeeze_peel.py``
checks the shader's pixels).

The card lies flat on the table in the plane ``z = 0``; ``x`` points right and
``y`` down (Qt item space), ``z`` up toward the viewer. Lengths are in any one
unit (the shader uses pixels). A squeeze bends the card like card stock:

1. flat up to a straight **crease**;
2. behind the crease, **rolled** around a cylinder of ``radius`` that rests on
   the card along the crease, through at most ``lift_angle`` radians;
3. beyond the roll, the **flap**: straight, tangent to the cylinder.

Every step keeps arc length (the card never stretches), so lines parallel to
the crease stay straight and the flat part and the flap stay rigid. The
player holds one point of the card's edge (the *grab*); :func:`crease_for_pull`
places the crease so that this point lies exactly under the pointer.

>>> crease = crease_for_pull((0.0, 5.0), (4.0, 5.0), radius=1.0, lift_angle=math.pi)
>>> bent = bend((0.0, 5.0), crease, radius=1.0, lift_angle=math.pi)
>>> [round(v, 9) for v in project(bent.position, eye_point=(4.0, 5.0), eye_distance=50.0)]
[4.0, 5.0]
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "SOLVE_STEPS",
    "Bent",
    "Crease",
    "Vec2",
    "Vec3",
    "bend",
    "crease_for_pull",
    "lifted_distance",
    "place",
    "project",
    "turn_over",
]

Vec2 = tuple[float, float]
Vec3 = tuple[float, float, float]

SOLVE_STEPS = 4
"""Newton steps of :func:`crease_for_pull` while the grabbed edge is still on the roll."""

_MIN_PULL = 1e-4
"""A pull shorter than this lifts nothing (its direction is undefined)."""


@dataclass(frozen=True, slots=True)
class Crease:
    """The straight line where the card leaves the table."""

    point: Vec2
    """Any point on the crease line."""
    direction: Vec2
    """Unit vector across the crease, from the lifted edge toward the flat part
    (the direction of the pull); ``(0, 0)`` lifts nothing."""


@dataclass(frozen=True, slots=True)
class Bent:
    """Where one point of the card ends up."""

    position: Vec3
    """The point in space."""
    normal: Vec3
    """Unit normal of the card's back (the side facing up when it lies face down);
    the face looks the other way."""


def lifted_distance(p: Vec2, crease: Crease) -> float:
    """Step 1: how far behind the crease ``p`` lies (negative: on the flat part)."""
    (cx, cy), (dx, dy) = crease.point, crease.direction
    return (cx - p[0]) * dx + (cy - p[1]) * dy


def bend(p: Vec2, crease: Crease, *, radius: float, lift_angle: float) -> Bent:
    """Step 2: the point ``p`` of the flat card after bending it at ``crease``.

    Args:
        p: A point of the card lying flat.
        crease: Where the card leaves the table.
        radius: Radius of the roll at the crease (card stock does not fold sharp).
        lift_angle: How far the card turns around the roll before it runs on
            straight, in radians (``pi``: the flap lies flat over the card).
    """
    dx, dy = crease.direction
    behind = max(lifted_distance(p, crease), 0.0)
    roll = min(behind, lift_angle * radius)
    theta = roll / radius
    flap = behind - roll
    along = radius * math.sin(theta) + flap * math.cos(theta)
    height = radius * (1.0 - math.cos(theta)) + flap * math.sin(theta)
    shift = behind - along
    position = (p[0] + shift * dx, p[1] + shift * dy, height)
    normal = (math.sin(theta) * dx, math.sin(theta) * dy, math.cos(theta))
    return Bent(position, normal)


def crease_for_pull(grab: Vec2, pointer: Vec2, *, radius: float, lift_angle: float) -> Crease:
    """The crease that puts the grabbed point of the card under the pointer.

    The crease runs across the pull (``pointer - grab``). Seen from above, the
    grabbed point moves by ``behind - along``, where ``behind`` is its distance
    behind the crease (see :func:`bend`); that grows steadily with ``behind``,
    so one solution exists: in closed form once the grab is on the straight
    flap; while it is still on the roll, ``behind - radius * sin(behind / radius)
    = pull``, solved by Newton's method from the small-angle guess
    ``cbrt(6 * radius**2 * pull)`` (the function is convex there, so after the
    first step it closes in from above).
    """
    pull_x, pull_y = pointer[0] - grab[0], pointer[1] - grab[1]
    pull = math.hypot(pull_x, pull_y)
    if pull < _MIN_PULL:
        return Crease(grab, (0.0, 0.0))
    dx, dy = pull_x / pull, pull_y / pull
    roll_end = lift_angle * radius
    behind = (pull + radius * math.sin(lift_angle) - roll_end * math.cos(lift_angle)) / (
        1.0 - math.cos(lift_angle)
    )
    if behind < roll_end:
        behind = min((6.0 * radius * radius * pull) ** (1.0 / 3.0), roll_end)
        for _ in range(SOLVE_STEPS):
            slope = 1.0 - math.cos(behind / radius)
            behind = min(behind - (behind - radius * math.sin(behind / radius) - pull) / slope, roll_end)
    return Crease((grab[0] + behind * dx, grab[1] + behind * dy), (dx, dy))


def turn_over(bent: Bent, *, centre: Vec2, turn_normal: Vec2, angle: float, lift: float) -> Bent:
    """Step 3: turn the (bent) card over about an axis through ``centre``.

    The axis lies on the table, across ``turn_normal``; the side of the card
    behind the axis (toward ``-turn_normal``, where the player grabbed it)
    rises. Lifting by ``lift * sin(angle)`` keeps the far edge on the table when
    ``lift`` is half the card's extent along ``turn_normal``; at ``angle = pi``
    the card lies face up on the same spot.
    """
    if angle == 0.0:
        return bent
    (x, y, z), (nx, ny, nz) = bent.position, bent.normal
    mx, my = turn_normal
    cos_a, sin_a = math.cos(angle), math.sin(angle)
    r = (x - centre[0]) * mx + (y - centre[1]) * my
    r_turned = r * cos_a + z * sin_a
    z_turned = -r * sin_a + z * cos_a + lift * sin_a
    n_r = nx * mx + ny * my
    n_r_turned = n_r * cos_a + nz * sin_a
    nz_turned = -n_r * sin_a + nz * cos_a
    position = (x + (r_turned - r) * mx, y + (r_turned - r) * my, z_turned)
    normal = (nx + (n_r_turned - n_r) * mx, ny + (n_r_turned - n_r) * my, nz_turned)
    return Bent(position, normal)


def project(position: Vec3, *, eye_point: Vec2, eye_distance: float) -> Vec2:
    """Step 4: a gentle perspective, seen from ``eye_distance`` above ``eye_point``.

    Points on the table (``z = 0``) and the point right under the eye stay put;
    lifted points move away from ``eye_point`` as they come closer to the eye.
    """
    x, y, z = position
    scale = eye_distance / (eye_distance - z)
    return (eye_point[0] + (x - eye_point[0]) * scale, eye_point[1] + (y - eye_point[1]) * scale)


def place(
    p: Vec2,
    *,
    grab: Vec2,
    pointer: Vec2,
    radius: float,
    lift_angle: float,
    centre: Vec2,
    turn_normal: Vec2,
    turn_angle: float,
    turn_lift: float,
    eye_point: Vec2,
    eye_distance: float,
) -> tuple[Vec2, Bent]:
    """The whole vertex stage: where the flat point ``p`` appears on screen, and its 3D state.

    This is ``main()`` of ``squeeze.vert``: :func:`crease_for_pull`,
    :func:`bend`, :func:`turn_over`, :func:`project`.
    """
    crease = crease_for_pull(grab, pointer, radius=radius, lift_angle=lift_angle)
    bent = bend(p, crease, radius=radius, lift_angle=lift_angle)
    turned = turn_over(bent, centre=centre, turn_normal=turn_normal, angle=turn_angle, lift=turn_lift)
    return project(turned.position, eye_point=eye_point, eye_distance=eye_distance), turned
