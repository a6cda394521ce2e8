"""Measure the players' strength and write docs/strength.md.

    python tools/strength.py                 # print the tables (1,000 paired deals a match-up)
    python tools/strength.py --write         # and rewrite docs/strength.md
    python tools/strength.py --deals 200     # quicker, wider intervals

Every match-up is played as duplicate: deal *i* is played once with player A at seats 0 and 2
(seat 0 alone in two-player games) and once, with the same cards and the same seed, with A at
the other seats, so the luck of the cards cancels out. A deal is one hand. "Hands won" counts
the hands where A's side gained more than the other side (ties count half); the margin is A's
side's points minus the other side's per hand. In a game of three or more sides (three-player
Pasur or Hokm, Haft Khabis, poker: each player alone) deal *i* is played once with A at each
seat in turn against copies of B; A's margin is its points minus the mean of the others'. In
Haft Khabis points are penalties, so the margin is the others' mean minus A's (higher is still
better for A); in poker they are the chips in front of each player after the hand. Intervals
are 95% (Wilson for shares, normal for means).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pasur.registry import GAMES  # noqa: E402
from pasur.sim import Deal, Setup, player_names, simulate  # noqa: E402
from pasur.whatif import Mean, Rate  # noqa: E402

TABLES: tuple[tuple[str, str, str, str], ...] = (
    # (game, options, score key in the summary, label)
    ("hokm", "scope:hand", "score", "Hokm"),
    ("hokm", "scope:hand,players:3", "score", "Hokm (3 players)"),
    ("hokm", "scope:hand,players:2", "score", "Hokm (2 players)"),
    ("shelem", "scope:hand", "totals", "Shelem (4 players)"),
    ("shelem", "scope:hand,players:2", "totals", "Shelem (2 players)"),
    ("ghahve", "scope:hand", "score", "Ghahve"),
    ("chahar_barg", "scope:hand", "score", "Pasur (2 players)"),
    ("chahar_barg", "scope:hand,players:3", "score", "Pasur (3 players)"),
    ("chahar_barg", "scope:hand,players:4", "score", "Pasur (4 players)"),
    ("haft_khabis", "scope:hand", "-totals", "Haft Khabis (4 players, penalties)"),
    ("poker", "scope:hand", "stacks", "Poker (4 players, the documents' rules)"),
)
SEED = 2026
SLOW: dict[str, int] = {"expert": 150}
"""Players that search are slow: their match-ups play at most this many deals."""


def margin_of(deal: Deal, key: str, side: int) -> float:
    """*side*'s points minus the others' (their mean, when there are more than one); a key
    written ``-name`` holds penalties, where fewer is better."""
    sign = -1.0 if key.startswith("-") else 1.0
    score = deal.summary[key.lstrip("-")]
    assert isinstance(score, list)
    others = [float(x) for i, x in enumerate(score) if i != side]
    return sign * (float(score[side]) - sum(others) / len(others))


def seatings(a: str, b: str, sides: int) -> list[tuple[tuple[str, ...], int]]:
    """The players by seat for each play of a deal, and the side A scores for. With two sides
    the players alternate (A's team at seats 0 and 2); otherwise A sits alone at each seat."""
    if sides == 2:
        return [((a, b), 0), ((b, a), 1)]
    return [(tuple(a if i == k else b for i in range(sides)), k) for k in range(sides)]


def duel(
    game: str, options: str, key: str, a: str, b: str, deals: int, pool: ProcessPoolExecutor
) -> tuple[Rate, Mean, float]:
    """A's share of hands won (ties half, so the rate's k is doubled) and mean margin."""
    began = time.perf_counter()
    sides = len(next(simulate(Setup(game, options, (a,), SEED), 1)).summary[key.lstrip("-")])
    margins: list[float] = []
    for players, side in seatings(a, b, sides):
        played = simulate(Setup(game, options, players, SEED), deals, executor=pool)
        margins += [margin_of(d, key, side) for d in played]
    halves = sum(2 if m > 0 else 1 if m == 0 else 0 for m in margins)
    return Rate(halves, 2 * len(margins)), Mean.of(margins), time.perf_counter() - began


def matchups(game: str) -> list[tuple[str, str]]:
    names = player_names(GAMES[game])
    return [(names[j], names[i]) for i in range(len(names)) for j in range(i + 1, len(names))]


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def table(
    deals: int, pool: ProcessPoolExecutor, note: Callable[[str], None]
) -> Mapping[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for game, options, key, label in TABLES:
        rows = []
        for a, b in matchups(game):
            if "expert" in (a, b) and "players:" in options:
                continue  # the expert searches four-player Hokm only; elsewhere it is the heuristic
            n = min(deals, SLOW.get(a, deals), SLOW.get(b, deals))
            rate, mean, seconds = duel(game, options, key, a, b, n, pool)
            lo, hi = rate.interval
            mlo, mhi = mean.interval
            rows.append(
                {
                    "a": a,
                    "b": b,
                    "won": rate.p,
                    "won_ci": (lo, hi),
                    "margin": mean.mean,
                    "margin_ci": (mlo, mhi),
                    "hands": mean.n,
                    "seconds": seconds,
                }
            )
            note(
                f"{label}: {a} vs {b}: {pct(rate.p)} [{pct(lo)}, {pct(hi)}], margin "
                f"{mean.mean:+.2f} [{mlo:+.2f}, {mhi:+.2f}] over {mean.n} hands ({seconds:.1f} s)"
            )
        out[label] = rows
    return out


def markdown(results: Mapping[str, list[dict[str, Any]]], deals: int) -> str:
    lines = [
        "# How strong the players are",
        "",
        "Made by `python tools/strength.py --write` (seed "
        f"{SEED}, {deals:,} deals per match-up, each played with the seats swapped: twice for "
        "two sides, once per seat otherwise).",
        "",
        "The players: **random** plays any legal move; **baseline** is the plain player each",
        "game had first (longest suit as trump, win cheaply or throw the lowest card);",
        "**heuristic** is the player the what-if charts use: it counts cards and trumps, tracks",
        "voids, draws trumps, cashes sure winners, plays second hand low, does not waste cards",
        "on a trick its partner holds and bids from hand strength (see",
        "`pasur/engines/trickplay.py` and each game's `bot.py`); **expert** (Hokm) is the",
        "heuristic player plus a look-ahead: before each card it deals the unseen cards 24",
        "times and plays each candidate card out with the heuristic player",
        "(`pasur/games/hokm/search.py`); its match-ups are shorter because it is slow.",
        "",
        "*Hands won*: the share of hands in which the first player's side gained more than the",
        "other side (a tie counts half). *Margin*: the first player's side's points minus the",
        "other side's, per hand, in the game's own points. Brackets hold 95% intervals (Wilson for",
        "shares, normal for means). Deals are paired (duplicate), so the cards' luck cancels.",
        "",
        "Pasur: a hand is one round (52 cards, every point of it: cards and surs), seed rules.",
        "Its **heuristic** player looks one move ahead: it counts the cards seen and weighs what",
        "each move takes against what the next player can expect to take from the table it",
        "leaves, surs included, and keeps its jacks (`pasur/games/chahar_barg/bot.py`).",
        "",
        "With three or more players each playing alone (three-player Hokm and Pasur, Haft",
        "Khabis, poker) each deal is played once with the first player at each seat in turn",
        "against copies of the second; its margin is its points minus the mean of the others',",
        "and a hand is won when that margin is above zero (so a share near one in the number of",
        "players is even). Haft Khabis counts penalties, so there the margin is the others' mean",
        "minus the first player's; poker counts the chips in front of each player after the hand",
        "(most hands end with a fold, so *hands won* says little there: read the margin).",
        "",
    ]
    for label, rows in results.items():
        lines += [
            f"## {label}",
            "",
            "| match-up | hands won | margin per hand | hands |",
            "| --- | --- | --- | --- |",
        ]
        for r in rows:
            lo, hi = r["won_ci"]
            mlo, mhi = r["margin_ci"]
            lines.append(
                f"| {r['a']} vs {r['b']} | {pct(r['won'])} [{pct(lo)}, {pct(hi)}] | "
                f"{r['margin']:+.2f} [{mlo:+.2f}, {mhi:+.2f}] | {r['hands']:,} |"
            )
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="rewrite docs/strength.md")
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:
        results = table(args.deals, pool, lambda s: print(s, flush=True))
    text = markdown(results, args.deals)
    if args.write:
        (ROOT / "docs" / "strength.md").write_text(text + "\n", encoding="utf-8")
        print("wrote docs/strength.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
