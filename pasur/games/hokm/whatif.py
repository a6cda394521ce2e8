"""Hokm's what-if questions (the chart screen draws them; shared parts in :mod:`pasur.whatif`).

* :func:`hokm_trump_setups` / :func:`hokm_trump_rows`: with these first five cards, how often
  does the hakem's side win, suffer kot, or kot the others, for each trump it could name;
* :func:`hokm_overall_setup` / :func:`hokm_overall`: the same over random deals, trump chosen
  by the player itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import Card
from pasur.options import parse_options
from pasur.sim import Deal, Setup
from pasur.whatif import Mean, Rate, check_cards, samples_of, table_options

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
    check_cards(cards, 5, "the hakem's first packet")
    text = table_options("hokm", options, **HOKM_FIXED)
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


def _outcome(summary: Mapping[str, object]) -> str:
    if summary["kot"]:
        return "kot"
    if summary["hakem_kot"]:
        return "hakem_kot"
    return "won" if summary["hakem_side_won"] else "lost"


def _hokm_row(contract: str, deals: Sequence[Deal]) -> HokmRow:
    n = len(deals)
    won = sum(int(d.summary["hakem_side_won"]) for d in deals)
    kot = sum(int(d.summary["kot"]) for d in deals)
    hkot = sum(int(d.summary["hakem_kot"]) for d in deals)
    return HokmRow(
        contract,
        Rate(won, n),
        Rate(kot, n),
        Rate(hkot, n),
        Mean.of(_hakem_margin(d) for d in deals),
        samples_of((_outcome(d.summary), d.index) for d in deals),
    )


def _hakem_margin(d: Deal) -> float:
    return float(d.summary["hakem_points"]) - float(d.summary["other_points"])


def hokm_trump_rows(results: Mapping[str, Sequence[Deal]]) -> list[HokmRow]:
    """A row per contract, in the order given."""
    return [_hokm_row(contract, deals) for contract, deals in results.items()]


def hokm_overall_setup(options: str, seed: int, player: str = "heuristic") -> Setup:
    """Random deals of one hand, every seat played (and trump chosen) by *player*."""
    return Setup("hokm", table_options("hokm", options, scope="hand"), (player,), seed)


def hokm_overall(deals: Sequence[Deal]) -> HokmRow:
    """How often hakems win, suffer kot, or kot the others (all contracts together)."""
    return _hokm_row("", deals)


__all__ = [
    "HOKM_FIXED",
    "HokmRow",
    "hokm_contracts",
    "hokm_overall",
    "hokm_overall_setup",
    "hokm_trump_rows",
    "hokm_trump_setups",
]
