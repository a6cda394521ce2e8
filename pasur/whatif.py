"""The what-if questions behind the chart pages, as simulation setups and tables of results.

Each question has a function that builds the :class:`~pasur.sim.Setup` (or setups) to simulate
and a function that turns the simulated deals into rows: rates with 95% Wilson intervals, means
with 95% normal intervals, and for each row the index of a sample deal behind it, so a chart
point can open that very deal in the explorer (``Setup`` + index give the record).

* Hokm: :func:`hokm_trump_setups` / :func:`hokm_trump_rows`: with these first five cards, how
  often does the hakem's side win, suffer kot, or kot the others, for each trump it could name;
  :func:`hokm_overall_setup` / :func:`hokm_overall`: the same over random deals, trump chosen by
  the heuristic player.
* Shelem: :func:`shelem_bid_setup` / :func:`shelem_bid_rows`: with these twelve cards (or random
  ones) as the bidder, the chance of taking at least each bid from 100 to 165 and the expected
  score of each bid under the table's scoring options.
* Ghahve: :func:`ghahve_setup` / :func:`ghahve_bid_rows` / :func:`ghahve_bid_grid`: the teams'
  bids against the tricks they took, and the expected score of each bid.
* Pasur: :func:`pasur_setup` / :func:`pasur_stats`: over random hands (one round of 52 cards
  each), the points of each seat or team by where it sits from the dealer (card points and surs
  apart), how many surs a hand has and how a side's surs go with winning it, and how the dealer,
  who plays last in every deal, fares against the others.

Everything here is standard-library code over the simulator's summaries; the app draws it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import Card
from pasur.errors import OptionsError
from pasur.options import format_options, parse_options
from pasur.sim import Deal, Scenario, Setup

Z95: Final = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Rate:
    """*k* successes in *n* trials, with the 95% Wilson score interval."""

    k: int
    n: int

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        if not self.n:
            return (0.0, 1.0)
        n, p, z = self.n, self.p, Z95
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Mean:
    """The mean of *n* values with a 95% normal interval (``mean ± 1.96·sd/√n``)."""

    n: int
    mean: float
    sd: float

    @classmethod
    def of(cls, values: Iterable[float]) -> Mean:
        xs = list(values)
        n = len(xs)
        if not n:
            return cls(0, 0.0, 0.0)
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
        return cls(n, mean, sd)

    @property
    def interval(self) -> tuple[float, float]:
        half = Z95 * self.sd / math.sqrt(self.n) if self.n else 0.0
        return (self.mean - half, self.mean + half)


def _options(game: str, text: str, **fixed: str) -> str:
    """*text* with the settings a question needs (checked, in the compact form)."""
    from pasur.registry import GAMES

    spec = GAMES[game]
    extra = ",".join(f"{k}:{v}" for k, v in fixed.items())
    joined = f"{text},{extra}" if text and extra else text or extra
    return format_options(parse_options(spec.options_type, joined, spec.presets))


def _check_cards(cards: Sequence[Card], count: int, what: str) -> None:
    if len(cards) != count:
        raise OptionsError(f"{what} needs exactly {count} cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise OptionsError(f"{what} holds the same card twice")


def _first(deals: Iterable[Deal], test: Mapping[str, object] | None = None) -> int | None:
    for d in deals:
        if test is None or all(d.summary.get(k) == v for k, v in test.items()):
            return d.index
    return None


# --- Hokm ------------------------------------------------------------------------------------

HOKM_FIXED: Final = {"scope": "hand", "first_hakem": "random", "cut": "off"}
"""One hand, seat 0 as hakem (the draw for hakem is forced), no cut (a cut does not change the
odds of a shuffled deck, and the fixed cards must reach the hakem as dealt)."""


def hokm_contracts(options: str) -> tuple[str, ...]:
    """What the hakem may name at this table: the four suits, and the special modes if on."""
    from pasur.registry import GAMES

    spec = GAMES["hokm"]
    opts = parse_options(spec.options_type, options, spec.presets)
    return tuple(opts.contracts)


def hokm_trump_setups(
    options: str, cards: Sequence[Card], seed: int, player: str = "heuristic"
) -> dict[str, Setup]:
    """One setup per contract: seat 0 is hakem, is dealt *cards* first and names that contract;
    every seat is played by *player*."""
    _check_cards(cards, 5, "the hakem's first packet")
    text = _options("hokm", options, **HOKM_FIXED)
    hand = "hand0=" + ".".join(c.code for c in cards)
    return {
        contract: Setup(
            "hokm", text, (player,), seed, f"{hand};c@first_hakem=seat-0;0@trump=trump-{contract}"
        )
        for contract in hokm_contracts(text)
    }


@dataclass(frozen=True, slots=True)
class HokmRow:
    """How hands went for one trump choice (or overall)."""

    contract: str
    won: Rate
    kot: Rate
    """The hakem's side won 7-0 (or by the kot rule of the table)."""
    hakem_kot: Rate
    """The other side won 7-0 against the hakem."""
    points: Mean
    """The hakem side's points minus the other side's, per hand."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index for each outcome seen: ``won``, ``lost``, ``kot``, ``hakem_kot``."""


def _hokm_row(contract: str, deals: Sequence[Deal]) -> HokmRow:
    n = len(deals)
    won = sum(int(d.summary["hakem_side_won"]) for d in deals)
    kot = sum(int(d.summary["kot"]) for d in deals)
    hkot = sum(int(d.summary["hakem_kot"]) for d in deals)
    samples: dict[str, int] = {}
    for d in deals:
        outcome = (
            "kot"
            if d.summary["kot"]
            else "hakem_kot"
            if d.summary["hakem_kot"]
            else "won"
            if d.summary["hakem_side_won"]
            else "lost"
        )
        samples.setdefault(outcome, d.index)
    return HokmRow(
        contract,
        Rate(won, n),
        Rate(kot, n),
        Rate(hkot, n),
        Mean.of(_hakem_margin(d) for d in deals),
        samples,
    )


def _hakem_margin(d: Deal) -> float:
    return float(d.summary["hakem_points"]) - float(d.summary["other_points"])


def hokm_trump_rows(results: Mapping[str, Sequence[Deal]]) -> list[HokmRow]:
    """A row per contract, in the order given."""
    return [_hokm_row(contract, deals) for contract, deals in results.items()]


def hokm_overall_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random deals of one hand, every seat played (and trump chosen) by *player*."""
    return Setup("hokm", _options("hokm", options, scope="hand"), (player,), seed)


def hokm_overall(deals: Sequence[Deal]) -> HokmRow:
    """How often hakems win, suffer kot, or kot the others (all contracts together)."""
    return _hokm_row("", deals)


# --- Shelem ----------------------------------------------------------------------------------

SHELEM_BIDS: Final = tuple(range(100, 170, 5))


def shelem_bid_setup(
    options: str, cards: Sequence[Card] | None, seed: int, player: str = "heuristic"
) -> Setup:
    """Seat 0 deals last and bids first, bids 100 and the others pass, so seat 0 always plays
    the hand as hakem (taking the widow, putting down four and naming trump as *player* would);
    *cards* (twelve, or ``None`` for random hands) are seat 0's."""
    text = _options("shelem", options, scope="hand", players="4")
    items = []
    if cards is not None:
        _check_cards(cards, 12, "a Shelem hand")
        items.append("hand0=" + ".".join(c.code for c in cards))
    items += ["c@dealer=dealer-3", "0@bid=bid-100", "1@bid=pass", "2@bid=pass", "3@bid=pass"]
    return Setup("shelem", text, (player,), seed, ";".join(items))


@dataclass(frozen=True, slots=True)
class BidRow:
    """What one bid would have given over the simulated hands."""

    bid: int
    make: Rate
    """The hakem's side took at least the bid."""
    score: Mean
    """The hakem side's gain under the table's scoring."""
    margin: Mean
    """The hakem side's gain minus the other side's."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where the bid was ``made`` and one where it ``failed``."""


def shelem_bid_rows(options: str, deals: Sequence[Deal]) -> list[BidRow]:
    """For each bid from 100 to 165: the chance of making it and its expected score, from the
    points the hakem's side took in each simulated hand (its play does not depend on the bid)."""
    from pasur.games.shelem.scoring import score_hand
    from pasur.registry import GAMES

    spec = GAMES["shelem"]
    opts = parse_options(spec.options_type, options, spec.presets)
    taken = [(d.index, int(d.summary["taken"])) for d in deals]
    rows = []
    for bid in SHELEM_BIDS:
        gains: list[float] = []
        margins: list[float] = []
        samples: dict[str, int] = {}
        made = 0
        for index, points in taken:
            result = score_hand(hakem_team=0, bid=bid, taken=points, options=opts)
            gains.append(result.gains[0])
            margins.append(result.gains[0] - result.gains[1])
            ok = points >= bid
            made += ok
            samples.setdefault("made" if ok else "failed", index)
        rows.append(BidRow(bid, Rate(made, len(taken)), Mean.of(gains), Mean.of(margins), samples))
    return rows


def shelem_points(deals: Sequence[Deal]) -> dict[int, int]:
    """How many hands ended with the hakem's side holding each point total."""
    out: dict[int, int] = {}
    for d in deals:
        p = int(d.summary["taken"])
        out[p] = out.get(p, 0) + 1
    return dict(sorted(out.items()))


# --- Ghahve ----------------------------------------------------------------------------------


def ghahve_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random deals of one hand, every seat bidding and playing as *player*."""
    return Setup("ghahve", _options("ghahve", options, scope="hand"), (player,), seed)


@dataclass(frozen=True, slots=True)
class GhahveRow:
    """The teams that bid *bid* tricks together."""

    bid: int
    make: Rate
    tricks: Mean
    score: Mean
    samples: dict[str, int] = field(default_factory=dict)


def _team_hands(deals: Sequence[Deal]) -> list[tuple[int, int, int, int]]:
    """(deal index, team bid, tricks taken, score) for both teams of every deal."""
    from pasur.games.ghahve.scoring import team_points

    out = []
    for d in deals:
        for t in (0, 1):
            bid = int(d.summary[f"bid_team{t}"])
            tricks = int(d.summary[f"tricks_team{t}"])
            out.append((d.index, bid, tricks, team_points(bid=bid, tricks=tricks)))
    return out


def ghahve_bid_rows(deals: Sequence[Deal]) -> list[GhahveRow]:
    """A row per team bid seen: how often it was made, the tricks taken and the score."""
    by_bid: dict[int, list[tuple[int, int, int, int]]] = {}
    for row in _team_hands(deals):
        by_bid.setdefault(row[1], []).append(row)
    rows = []
    for bid in sorted(by_bid):
        items = by_bid[bid]
        samples: dict[str, int] = {}
        for index, _, tricks, _ in items:
            samples.setdefault("made" if tricks >= bid else "failed", index)
        rows.append(
            GhahveRow(
                bid,
                Rate(sum(1 for _, b, t, _ in items if t >= b), len(items)),
                Mean.of(t for _, _, t, _ in items),
                Mean.of(s for _, _, _, s in items),
                samples,
            )
        )
    return rows


def ghahve_bid_grid(deals: Sequence[Deal]) -> dict[tuple[int, int], tuple[int, int]]:
    """(team bid, tricks taken) → (how many team-hands, a sample deal index)."""
    grid: dict[tuple[int, int], tuple[int, int]] = {}
    for index, bid, tricks, _ in _team_hands(deals):
        count, sample = grid.get((bid, tricks), (0, index))
        grid[(bid, tricks)] = (count + 1, sample)
    return grid


# --- Pasur ----------------------------------------------------------------------------------

PASUR_RULES: Final = ("seed", "pagat", "open")
"""The rule presets the Pasur page offers (the player count is chosen apart)."""
PASUR_POSITIONS: Final = {
    2: ("first", "dealer"),
    3: ("first", "second", "dealer"),
    4: ("first", "dealer"),
}
"""The sides in order of play from the player after the dealer; the dealer plays last in every
deal. With four players the sides are teams: the first player's and the dealer's."""
SUR_ROWS: Final = 3
"""Sides are grouped by the surs they made in a hand: 0, 1, 2, and this many or more."""


def pasur_options(rules: str, players: int) -> str:
    """The options text for a rule preset and a player count (checked, compact)."""
    if rules not in PASUR_RULES:
        raise OptionsError(f"unknown Pasur rules {rules!r} ({', '.join(PASUR_RULES)})")
    return _options("chahar_barg", f"preset:{rules},players:{players}")


def pasur_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random hands (one round each), every seat played by *player*."""
    return Setup("chahar_barg", _options("chahar_barg", options, scope="hand"), (player,), seed)


def pasur_position(side: int, dealer: int, players: int) -> str:
    """Where *side* sits from the dealer: ``first``, ``second`` or ``dealer`` (see
    :data:`PASUR_POSITIONS`).

    >>> [pasur_position(s, 0, 3) for s in range(3)], [pasur_position(s, 3, 4) for s in range(2)]
    (['dealer', 'first', 'second'], ['first', 'dealer'])
    """
    if players == 4:
        return "dealer" if side == dealer % 2 else "first"
    return PASUR_POSITIONS[players][(side - dealer - 1) % players]


@dataclass(frozen=True, slots=True)
class SideHand:
    """One side's hand: where it sat, what it took, and whether it won the hand."""

    index: int
    position: str
    total: int
    cards: int
    sur_points: int
    surs: int
    won: bool
    """The side had more points than every other side (a tie for most is no win)."""
    margin: float
    """Its points minus the others' (their mean with three players)."""


def pasur_sides(deals: Iterable[Deal], players: int) -> list[SideHand]:
    """Every side of every simulated hand (two or three a hand)."""
    out = []
    for d in deals:
        points = [int(x) for x in d.summary["points"]]
        dealer = int(d.summary["dealer"])
        for side, total in enumerate(points):
            others = [p for s, p in enumerate(points) if s != side]
            out.append(
                SideHand(
                    d.index,
                    pasur_position(side, dealer, players),
                    total,
                    int(d.summary["card_points"][side]),
                    int(d.summary["sur_points"][side]),
                    int(d.summary["surs"][side]),
                    total > max(others),
                    total - sum(others) / len(others),
                )
            )
    return out


@dataclass(frozen=True, slots=True)
class PasurSideRow:
    """How the sides at one position from the dealer (or with so many surs) fared."""

    key: str
    """The position (``first``, ``second``, ``dealer``) or the surs made (``0`` … ``3``)."""
    total: Mean
    cards: Mean
    sur_points: Mean
    surs: Mean
    won: Rate
    margin: Mean
    """Points minus the others' per hand."""
    samples: dict[str, int] = field(default_factory=dict)
    """A deal index where such a side ``won`` the hand and one where it ``lost`` it."""


def _side_row(key: str, sides: Sequence[SideHand]) -> PasurSideRow:
    samples: dict[str, int] = {}
    for s in sides:
        samples.setdefault("won" if s.won else "lost", s.index)
    return PasurSideRow(
        key,
        Mean.of(s.total for s in sides),
        Mean.of(s.cards for s in sides),
        Mean.of(s.sur_points for s in sides),
        Mean.of(s.surs for s in sides),
        Rate(sum(s.won for s in sides), len(sides)),
        Mean.of(s.margin for s in sides),
        samples,
    )


@dataclass(frozen=True, slots=True)
class PasurStats:
    """What the Pasur page draws, from the simulated hands."""

    players: int
    hands: int
    positions: list[PasurSideRow]
    """By position from the dealer, in order of play (the dealer last)."""
    by_surs: list[PasurSideRow]
    """Sides grouped by the surs they made in the hand: 0, 1, 2, 3 or more (only groups seen)."""
    sur_counts: dict[int, tuple[int, int]]
    """Surs in a hand (all sides together) → (hands, a sample deal index)."""
    points: dict[tuple[int, bool], tuple[int, int]]
    """(a side's points in the hand, whether it made a sur) → (sides, a sample deal index)."""
    with_sur: Rate
    """Hands with at least one sur."""
    sur_share: float
    """The share of all points that came from surs."""


def pasur_stats(deals: Sequence[Deal], players: int) -> PasurStats:
    """Rows and counts for the Pasur page (see :class:`PasurStats`)."""
    sides = pasur_sides(deals, players)
    positions = [
        _side_row(pos, [s for s in sides if s.position == pos]) for pos in PASUR_POSITIONS[players]
    ]
    by_surs = []
    for k in range(SUR_ROWS + 1):
        group = [s for s in sides if min(s.surs, SUR_ROWS) == k]
        if group:
            by_surs.append(_side_row(str(k), group))
    sur_counts: dict[int, tuple[int, int]] = {}
    for d in deals:
        k = int(d.summary["sur_count"])
        count, sample = sur_counts.get(k, (0, d.index))
        sur_counts[k] = (count + 1, sample)
    points: dict[tuple[int, bool], tuple[int, int]] = {}
    for s in sides:
        key = (s.total, s.surs > 0)
        count, sample = points.get(key, (0, s.index))
        points[key] = (count + 1, sample)
    total = sum(s.total for s in sides)
    return PasurStats(
        players,
        len(deals),
        positions,
        by_surs,
        dict(sorted(sur_counts.items())),
        dict(sorted(points.items())),
        Rate(sum(1 for d in deals if int(d.summary["sur_count"]) > 0), len(deals)),
        sum(s.sur_points for s in sides) / total if total else 0.0,
    )


def scenario_of(setup: Setup) -> Scenario:
    """The setup's scenario, parsed."""
    return Scenario.parse(setup.scenario)


__all__ = [
    "PASUR_POSITIONS",
    "PASUR_RULES",
    "SHELEM_BIDS",
    "SUR_ROWS",
    "BidRow",
    "GhahveRow",
    "HokmRow",
    "Mean",
    "PasurSideRow",
    "PasurStats",
    "Rate",
    "SideHand",
    "ghahve_bid_grid",
    "ghahve_bid_rows",
    "ghahve_setup",
    "hokm_contracts",
    "hokm_overall",
    "hokm_overall_setup",
    "hokm_trump_rows",
    "hokm_trump_setups",
    "pasur_options",
    "pasur_position",
    "pasur_setup",
    "pasur_sides",
    "pasur_stats",
    "scenario_of",
    "shelem_bid_rows",
    "shelem_bid_setup",
    "shelem_points",
]
