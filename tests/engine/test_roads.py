"""The scoreboard roads (SPEC §11): the example, each rule by hand, and properties over random shoes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat_qt.engine.roads import (
    Cycle,
    DerivedMark,
    ask,
    bead_plate,
    big_road,
    derived_road,
    roads,
    shoe_counts,
    streaks,
)
from baccarat_qt.engine.rules import Coup, Outcome

LETTERS = {"B": Outcome.BANKER, "P": Outcome.PLAYER, "T": Outcome.TIE}


def shoe(text: str) -> list[Outcome]:
    """Outcomes from letters: ``"BBPT"``."""
    return [LETTERS[letter] for letter in text.replace(" ", "")]


def places(text: str, *, rows: int = 6) -> list[tuple[int, int]]:
    """Where the big road puts each cell."""
    return [(cell.column, cell.row) for cell in big_road(shoe(text), rows=rows)]


def colours(text: str, cycle: int) -> str:
    """A derived road as R and B letters."""
    return " ".join("R" if mark.red else "B" for mark in derived_road(shoe(text), cycle))


SPEC_EXAMPLE = "B B P P P B T B B B B B B B P"


def test_spec_example_big_road() -> None:
    """B×2, P×3, then the banker column (the tie on its first cell) turns along row 5, then P×1."""
    cells = big_road(shoe(SPEC_EXAMPLE))
    assert [(s.outcome, s.length, s.ties) for s in streaks(shoe(SPEC_EXAMPLE))] == [
        (Outcome.BANKER, 2, 0),
        (Outcome.PLAYER, 3, 0),
        (Outcome.BANKER, 8, 1),
        (Outcome.PLAYER, 1, 0),
    ]
    assert [(c.column, c.row) for c in cells] == [
        (0, 0), (0, 1),
        (1, 0), (1, 1), (1, 2),
        (2, 0), (2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (3, 5), (4, 5),
        (3, 0),
    ]  # fmt: skip
    assert [c.ties for c in cells] == [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]


@pytest.mark.parametrize(
    ("cycle", "expected"),
    [
        (Cycle.BIG_EYE_BOY, "R B B R R B R R R R B"),
        (Cycle.SMALL_ROAD, "R B R R R R R B"),
        (Cycle.COCKROACH_PIG, ""),
    ],
)
def test_spec_example_derived_roads(cycle: Cycle, expected: str) -> None:
    """The derived roads of SPEC §11's example, mark for mark."""
    assert colours(SPEC_EXAMPLE, cycle) == expected


def test_bead_plate_fills_columns_top_to_bottom_ties_included() -> None:
    """Coup i at column i // 6, row i % 6; ties and pairs are on the plate."""
    pairs = Coup.from_codes("4S 4H", "5C 5D")  # a pair on each side; the player's natural 8 wins
    banker = Coup.from_codes("TS 3C", "9H KD")
    tie = Coup.from_codes("4S 3C", "5H 2D")
    coups = [banker, tie, pairs] * 3
    beads = bead_plate(coups)
    assert [(b.column, b.row) for b in beads] == [(i // 6, i % 6) for i in range(9)]
    assert [b.outcome for b in beads[:3]] == [Outcome.BANKER, Outcome.TIE, Outcome.PLAYER]
    assert (beads[2].player_pair, beads[2].banker_pair) == (True, True)
    assert (beads[0].player_pair, beads[0].banker_pair) == (False, False)
    assert [(b.column, b.row) for b in bead_plate(coups, rows=4)][4:6] == [(1, 0), (1, 1)]


def test_ties_before_the_first_win_count_on_its_first_cell() -> None:
    """T T B: one cell with two ties; a shoe of only ties has no cells at all."""
    cells = big_road(shoe("TTBT"))
    assert [(c.column, c.row, c.outcome, c.ties) for c in cells] == [(0, 0, Outcome.BANKER, 3)]
    assert big_road(shoe("TTT")) == []
    assert streaks(shoe("TTT")) == []
    assert [derived_road(shoe("TTT"), cycle) for cycle in Cycle] == [[], [], []]


def test_a_tie_is_counted_on_the_cell_before_it() -> None:
    """Ties never make a cell: B T T P puts two ties on the banker's cell and P in the next column."""
    cells = big_road(shoe("BTTP"))
    assert [(c.column, c.row, c.ties) for c in cells] == [(0, 0, 2), (1, 0, 0)]


def test_dragons_tail_turns_right_at_row_5() -> None:
    """A streak of eight: six down the column, then along row 5."""
    assert places("BBBBBBBB") == [(0, r) for r in range(6)] + [(1, 5), (2, 5)]


def test_a_streak_turns_when_the_cell_below_is_taken() -> None:
    """The next streak meets the tail above row 5 and turns right at row 4."""
    assert places("BBBBBBB PPPPPPP")[7:] == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)]


def test_a_tail_blocks_the_start_of_the_next_streak() -> None:
    """Tails stacked up to row 0: the next streak starts at the first free column further right."""
    cells = places("BBBBBBB PPPPPPP BBBBBB PPPPP BBBB PPP B")
    assert cells[-4:] == [(5, 0), (6, 0), (7, 0), (8, 0)]  # P turns along row 0; B skips columns 6 and 7
    assert len(set(cells)) == len(cells)


def test_a_tail_blocks_the_next_streak_on_a_short_grid() -> None:
    """``rows=2``: P's tail along row 0 pushes the next banker streak two columns further."""
    assert places("BBB PPP B", rows=2) == [(0, 0), (0, 1), (1, 1), (1, 0), (2, 0), (3, 0), (4, 0)]


@pytest.mark.parametrize("cycle", list(Cycle))
def test_each_derived_road_first_mark(cycle: Cycle) -> None:
    """Road k starts at row 1 of column k, or else at row 0 of column k + 1."""
    singles = "BP" * 3
    assert derived_road(shoe(singles[: cycle + 1]), cycle) == []  # column k has one cell: nothing yet
    # Row 1 of column k: column 0 has one cell, exactly the row: blue.
    columns = shoe(singles[: cycle + 1])
    second = [*columns, columns[-1]]
    assert derived_road(second, cycle) == [DerivedMark(0, 0, red=False)]
    # Row 0 of column k + 1: columns k and 0 both have one cell: red.
    assert derived_road(shoe(singles[: cycle + 2]), cycle) == [DerivedMark(0, 0, red=True)]


def test_first_cell_compares_the_two_columns_before_it() -> None:
    """Column lengths 2, 1 then a new column: 1 against 2 differ, blue; lengths 2, 2: equal, red."""
    assert colours("BBP B", 1) == "B"
    assert colours("BBPP B", 1) == "R R"


def test_straight_drop_is_red() -> None:
    """Column 0 has one cell: row 1 of column 1 is blue, rows 2 and 3 are red (nothing to compare)."""
    assert colours("BPPPP", 1) == "B R R"
    assert colours("BPBBBB", 2) == "B R R"


def test_derived_marks_are_laid_out_like_the_big_road() -> None:
    """Seven reds in a row make a dragon's tail; a colour change starts a new column."""
    marks = derived_road(shoe("BP" * 9), Cycle.BIG_EYE_BOY)
    assert all(mark.red for mark in marks)
    assert [(m.column, m.row) for m in marks] == [(0, r) for r in range(6)] + [(c, 5) for c in range(1, 11)]
    mixed = derived_road(shoe("BBPP B P"), Cycle.BIG_EYE_BOY)  # R, R, then column 3 (1 against 2): blue
    assert [(m.column, m.row, m.red) for m in mixed] == [(0, 0, True), (0, 1, True), (1, 0, False)]


def test_ask_shows_the_next_mark_of_each_road() -> None:
    """The SPEC example: if BANCA or JUGADOR won the next coup, each road's next mark."""
    outcomes = shoe(SPEC_EXAMPLE)
    for outcome in (Outcome.BANKER, Outcome.PLAYER):
        asked = ask(outcomes, outcome)
        assert asked.outcome is outcome
        for cycle, mark in zip(Cycle, asked.marks, strict=True):
            after = derived_road([*outcomes, outcome], cycle)
            before = derived_road(outcomes, cycle)
            assert mark == (after[-1] if len(after) > len(before) else None)
    # The pig's first mark: row 1 of column 3 (column 0 has two cells: red) or row 0 of column 4 (1 against 2: blue).
    assert ask(outcomes, Outcome.PLAYER).marks[2] == DerivedMark(0, 0, red=True)
    assert ask(outcomes, Outcome.BANKER).marks[2] == DerivedMark(0, 0, red=False)
    with pytest.raises(ValueError, match="tie"):
        ask(outcomes, Outcome.TIE)


def test_shoe_counts() -> None:
    """Coups, each winner, pairs and naturals."""
    coups = [
        Coup.from_codes("9H KS", "4C 4D 8S"),  # player natural 9, banker pair
        Coup.from_codes("4S 4H", "5C 3D"),  # tie 8-8, naturals, player pair
        Coup.from_codes("2S 3H 4C", "4D KC 7C"),  # player 9 against banker 1
    ]
    counts = shoe_counts(coups)
    assert (counts.coups, counts.tie, counts.player_pairs, counts.banker_pairs, counts.naturals) == (
        3,
        1,
        1,
        1,
        2,
    )
    assert counts.banker + counts.player + counts.tie == 3
    assert shoe_counts([]).coups == 0


def test_roads_bundles_every_road() -> None:
    """``roads()`` gives the same as each function on its own."""
    coups = [Coup.from_codes("9H KS", "4C 4D 8S"), Coup.from_codes("TS 3C", "9H KD")] * 5
    outcomes = [coup.outcome for coup in coups]
    board = roads(coups)
    assert list(board.beads) == bead_plate(coups)
    assert list(board.big_road) == big_road(outcomes)
    assert [list(marks) for marks in board.derived] == [derived_road(outcomes, cycle) for cycle in Cycle]
    assert board.banker_ask == ask(outcomes, Outcome.BANKER)
    assert board.player_ask == ask(outcomes, Outcome.PLAYER)
    assert board.counts == shoe_counts(coups)


def test_cycle_must_be_one_two_or_three() -> None:
    """Only three derived roads exist."""
    with pytest.raises(ValueError, match="4"):
        derived_road(shoe("BPBP"), 4)


outcome_lists = st.lists(st.sampled_from(list(Outcome)), max_size=90)


@given(outcome_lists)
def test_big_road_keeps_every_win_and_tie(outcomes: list[Outcome]) -> None:
    """One cell per win, each in its own place within six rows; ties all counted when a win exists."""
    cells = big_road(outcomes)
    wins = [o for o in outcomes if o is not Outcome.TIE]
    assert [c.outcome for c in cells] == wins
    assert len({(c.column, c.row) for c in cells}) == len(cells)
    assert all(0 <= c.row < 6 for c in cells)
    assert sum(c.ties for c in cells) == (outcomes.count(Outcome.TIE) if wins else 0)


@given(outcome_lists)
def test_derived_roads_mark_every_cell_after_the_start(outcomes: list[Outcome]) -> None:
    """Road k has a mark for every big-road cell after the first cell of column k, laid out without clashes."""
    lengths = [s.length for s in streaks(outcomes)]
    for cycle in Cycle:
        marks = derived_road(outcomes, cycle)
        expected = sum(lengths[cycle + 1 :]) + max(0, lengths[cycle] - 1) if len(lengths) > cycle else 0
        assert len(marks) == expected
        assert len({(m.column, m.row) for m in marks}) == len(marks)


@given(outcome_lists, st.sampled_from([Outcome.BANKER, Outcome.PLAYER]))
def test_ask_is_the_next_mark(outcomes: list[Outcome], outcome: Outcome) -> None:
    """The ask is exactly the mark each road gets when that coup is played, and the roads only grow."""
    asked = ask(outcomes, outcome)
    for cycle, mark in zip(Cycle, asked.marks, strict=True):
        before, after = derived_road(outcomes, cycle), derived_road([*outcomes, outcome], cycle)
        assert after[: len(before)] == before
        assert mark == (after[-1] if len(after) > len(before) else None)
