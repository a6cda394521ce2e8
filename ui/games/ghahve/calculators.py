"""Ghahve's calculators (no Streamlit): reading a hand's bids and tricks, scoring it, the match
sheet.

Plain Python over ``pasur.games.ghahve``: every score, dealer and winner comes from the
package's ``score_hand``, ``next_dealer`` and ``update_game``; the screen
(:mod:`ui.games.ghahve.rulings`) only draws widgets. Bad input is a
:class:`~ui.problems.Problem`, phrased by :func:`problem_text`.

The sheet lives in the URL as ``sheet=`` (see :func:`encode_sheet`), the table rules as ``o=``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pasur.errors import OptionsError
from pasur.games.ghahve import MIN_BID, PRESETS, RULES, GhahveOptions
from pasur.games.ghahve.scoring import (
    TRICKS_PER_HAND,
    GameUpdate,
    HandResult,
    next_dealer,
    score_hand,
    update_game,
)
from ui import rulings_kit as K
from ui import texts
from ui.frame import Ctx
from ui.i18n import N_
from ui.problems import Env, load_problems, templates
from ui.rulings_kit import (
    Problem as Problem,
)
from ui.rulings_kit import (
    complete_pair,
    parse_number,
    parse_rules_of,
)
from ui.rulings_kit import problem_text as kit_problem_text
from ui.rulings_kit import (
    total as total,
)
from ui.score_sheet import DealtRow, Decided, csv_text, per_side, sheet_table, sheet_tokens

MAX_SHEET_HANDS: Final = 300
MISSING: Final = frozenset({"bids_missing", "tricks_missing"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""
RULES_BY_ID: Final = K.rules_by_id(RULES)
TARGETS: Final = (501, 1001)
PANEL_OPTIONS: Final = ("target_points", "dealer_rotation", "max_bid")
SEED_EXAMPLE: Final = ((3, 2, 3, 3), 8)
"""Seed 000's example (line 142): the teams bid 6 and 5; the team that bid 6 takes 8: 62."""


def parse_ghahve_rules(text: str) -> GhahveOptions:
    return parse_rules_of(GhahveOptions, PRESETS, text, item_code="opts_item")


def rules_summary(ctx: Ctx, o: GhahveOptions) -> str:
    parts = [ctx._("game to {n}", n=o.target_points)]
    if o.dealer_rotation != "until_ahead":
        parts.append(ctx._("the deal goes round every hand"))
    if o.max_bid < TRICKS_PER_HAND:
        parts.append(ctx._("bids up to {n}", n=o.max_bid))
    return " · ".join(parts)


# --- one hand --------------------------------------------------------------------------------


@dataclass(frozen=True)
class GhahveHand:
    bids: tuple[int, int, int, int]
    """Per seat: South, East, North, West."""
    tricks: int
    """Tricks taken by South and North (East and West took the rest of the 13)."""

    @property
    def team_tricks(self) -> tuple[int, int]:
        return (self.tricks, TRICKS_PER_HAND - self.tricks)


def check_bids(bids: Sequence[int], options: GhahveOptions) -> Problem | None:
    for seat, bid in enumerate(bids):
        if bid < MIN_BID:
            return Problem("bid_low", "ghahve/bid-minimum", seat=seat, bid=bid)
        if bid > options.max_bid:
            return Problem(
                "bid_high", "ghahve/bid-maximum", seat=seat, bid=bid, max=options.max_bid
            )
    return None


def read_tricks(text_a: str, text_b: str) -> tuple[int, int]:
    """The tricks of South and North and of East and West; either box may be empty.

    Raises:
        Problem: ``not_number``, ``tricks_missing``, ``tricks_range`` or ``tricks_sum``.
    """
    a = parse_number(text_a, "tricks0")
    b = parse_number(text_b, "tricks1")
    if a is None and b is None:
        raise Problem("tricks_missing")
    for value in (a, b):
        if value is not None and value > TRICKS_PER_HAND:
            raise Problem("tricks_range", n=value)
    return complete_pair(a, b, TRICKS_PER_HAND, "tricks_sum")


def read_hand(
    bid_texts: Sequence[str], tricks_a: str, tricks_b: str, options: GhahveOptions
) -> GhahveHand:
    """A hand from what was typed: the four bids (by seat) and either team's tricks.

    Raises:
        Problem: the first thing wrong with the input.
    """
    bids = [parse_number(t, f"bid{seat}") for seat, t in enumerate(bid_texts)]
    for seat, bid in enumerate(bids):
        problem = None if bid is None else check_bids([bid], options)
        if problem is not None:
            raise Problem(problem.code, problem.rule_id, **{**problem.params, "seat": seat})
    if any(b is None for b in bids):
        raise Problem("bids_missing", "ghahve/bid-minimum")
    whole = tuple(int(b or 0) for b in bids)
    a, _b = read_tricks(tricks_a, tricks_b)
    return GhahveHand((whole[0], whole[1], whole[2], whole[3]), a)


def score(hand: GhahveHand, options: GhahveOptions, dealer: int = 0) -> HandResult:
    """Score *hand* with the package's ``score_hand``.

    Raises:
        Problem: a bid the table rules refuse.
    """
    problem = check_bids(hand.bids, options)
    if problem is not None:
        raise problem
    try:
        return score_hand(bids=hand.bids, tricks=hand.team_tricks, dealer=dealer, options=options)
    except OptionsError as exc:  # pragma: no cover - the checks above come first
        raise Problem("engine", detail=str(exc)) from exc


def explain(ctx: Ctx, r: HandResult, team: int) -> str:
    """``South and North bid 6 (3 + 3) and took 8: made, 10 × 6 + 2 = 62.``"""
    b = r.bids
    values = {
        "team": texts.team(ctx, team),
        "bid": r.team_bids[team],
        "b1": b[team],
        "b2": b[team + 2],
        "tricks": r.tricks[team],
        "extra": r.extra(team),
        "points": r.points[team],
    }
    if r.made[team]:
        return ctx._(
            "{team} bid {bid} ({b1} + {b2}) and took {tricks}: the bid is made, 10 × {bid} + "
            "{extra} = {points}.",
            **values,
        )
    values["points"] = texts.signed(ctx, r.points[team])
    return ctx._(
        "{team} bid {bid} ({b1} + {b2}) but took only {tricks}: the bid failed, −10 × {bid} = "
        "{points}.",
        **values,
    )


def headline(ctx: Ctx, r: HandResult) -> str:
    return ctx._(
        "South and North {a}, East and West {b}.",
        a=texts.signed(ctx, r.points[0]),
        b=texts.signed(ctx, r.points[1]),
    )


def dealer_text(
    ctx: Ctx, dealer: int, score: tuple[int, int], nxt: int, options: GhahveOptions
) -> str:
    """Who deals next and why: the dealer keeps the deal until his team is ahead."""
    seat = texts.seat(ctx, dealer)
    if options.dealer_rotation == "every_hand":
        return ctx._(
            "At this table the deal passes to the right after every hand: {next} deals next.",
            next=texts.seat(ctx, nxt),
        )
    team = dealer % 2
    mine, theirs = score[team], score[1 - team]
    if nxt == dealer:
        return ctx._(
            "{seat}'s team is not ahead ({mine} to {theirs}), so {seat} deals again.",
            seat=seat,
            mine=total(ctx, mine),
            theirs=total(ctx, theirs),
        )
    return ctx._(
        "{seat}'s team is ahead ({mine} to {theirs}), so the deal passes to {next}, on "
        "{seat}'s right.",
        seat=seat,
        mine=total(ctx, mine),
        theirs=total(ctx, theirs),
        next=texts.seat(ctx, nxt),
    )


def bidding_order(dealer: int) -> tuple[int, int, int, int]:
    """The seats in bidding order: the dealer's right-hand neighbour first, the dealer last."""
    return tuple((dealer + i) % 4 for i in (1, 2, 3, 4))  # type: ignore[return-value]


# --- the match sheet -------------------------------------------------------------------------

_B14: Final = "0123456789abcd"
_HAND_TOKEN: Final = re.compile(r"([0-9a-d]{4})-([0-9]{1,2})")
_CHECK_ALL: Final = GhahveOptions()


def encode_sheet(first_dealer: int, hands: Sequence[GhahveHand]) -> str:
    """The sheet as a short URL-safe string: tokens joined by dots.

    ``d0`` … ``d3`` first (the first dealer; left out for South on an empty sheet), then one
    token per hand: the four bids by seat (South, East, North, West) as base-14 digits
    (``a`` = 10 … ``d`` = 13), a dash, and the tricks of South and North.

    >>> encode_sheet(0, [GhahveHand((3, 2, 3, 3), 8), GhahveHand((2, 2, 2, 10), 5)])
    'd0.3233-8.222a-5'
    """
    if not hands and first_dealer == 0:
        return ""
    out = [f"d{first_dealer}"]
    for h in hands:
        out.append("".join(_B14[b] for b in h.bids) + f"-{h.tricks}")
    return ".".join(out)


def decode_sheet(text: str) -> tuple[int, tuple[GhahveHand, ...]]:
    """Read a sheet made by :func:`encode_sheet`.

    Raises:
        Problem: ``sheet_token``, ``sheet_hand`` or ``sheet_long``.
    """
    hands = []
    first, tokens = sheet_tokens(text, _HAND_TOKEN, MAX_SHEET_HANDS, dealer=True)
    for n, tok, m in tokens:
        tricks = int(m[2])
        if tricks > TRICKS_PER_HAND:
            raise Problem("sheet_hand", n=n, token=tok, inner=Problem("tricks_range", n=tricks))
        b = [_B14.index(c) for c in m[1]]
        problem = check_bids(b, _CHECK_ALL)
        if problem is not None:
            raise Problem("sheet_hand", n=n, token=tok, inner=problem)
        hands.append(GhahveHand((b[0], b[1], b[2], b[3]), tricks))
    return first, tuple(hands)


@dataclass(frozen=True)
class Row(DealtRow[GhahveHand, HandResult, GameUpdate]):
    """A hand of the sheet (see :class:`~ui.score_sheet.DealtRow`)."""

    next_dealer: int | None = None


@dataclass(frozen=True)
class Sheet(Decided):
    rows: tuple[Row, ...]
    score: tuple[int, int]
    dealer: int
    """Who deals the next hand."""
    winner: int | None = None
    rule_id: str = "ghahve/game-target"


def compute_sheet(first_dealer: int, hands: Sequence[GhahveHand], options: GhahveOptions) -> Sheet:
    """Play the hands through ``score_hand``, ``update_game`` and ``next_dealer``."""
    rows: list[Row] = []
    total = (0, 0)
    dealer = first_dealer % 4
    winner: int | None = None
    rule_id = "ghahve/game-target"
    stopped: Problem | None = None
    for n, hand in enumerate(hands, start=1):
        if winner is not None and stopped is None:
            stopped = Problem("after_match", "ghahve/match-end")
        if stopped is not None:
            rows.append(Row(n, dealer, hand, problem=stopped))
            stopped = Problem("after_problem")
            continue
        try:
            result = score(hand, options, dealer)
        except Problem as p:
            rows.append(Row(n, dealer, hand, problem=p))
            stopped = Problem("after_problem")
            continue
        update = update_game(total, result, options)
        nxt = next_dealer(dealer, update.score, options)
        rows.append(Row(n, dealer, hand, result, update, next_dealer=nxt))
        total, dealer = update.score, nxt
        rule_id = update.rule_id
        if update.winner is not None:
            winner = update.winner
    return Sheet(tuple(rows), total, dealer, winner, rule_id)


def sheet_html(ctx: Ctx, sheet: Sheet) -> str:
    """The match sheet: per hand the dealer, then per team its bid, tricks, points and total."""
    _ = ctx._
    e = html.escape
    hand_h, dealer_h = e(_("Hand")), e(_("Dealer"))
    top = (
        "<tr>"
        f'<th rowspan="2">{hand_h}</th><th class="pasur-hide-narrow" rowspan="2">{dealer_h}</th>'
        f'<th class="pasur-team" colspan="4">{e(texts.team(ctx, 0))}</th>'
        f'<th class="pasur-team" colspan="4">{e(texts.team(ctx, 1))}</th>'
        "</tr>"
    )
    sub = "".join(
        f"<th>{e(label)}</th>"
        for label in (_("Tricks bid"), _("Tricks"), _("Points"), _("Total")) * 2
    )
    body = []
    for row in sheet.rows:
        cells = [
            f"<td>{e(ctx.num(row.number))}</td>",
            f'<td class="pasur-hide-narrow">{e(texts.seat(ctx, row.dealer))}</td>',
        ]
        r, u = row.result, row.update
        if r is None or u is None:
            note = problem_text(ctx, row.problem, markdown=False) if row.problem else ""
            cells.append(f'<td class="pasur-note pasur-start" colspan="8">{e(note)}</td>')
        else:
            for t in (0, 1):
                cells += [
                    f'<td class="pasur-start">{e(ctx.num(r.team_bids[t]))}</td>',
                    f"<td>{e(ctx.num(r.tricks[t]))}</td>",
                    f"<td>{e(texts.signed(ctx, r.points[t]))}</td>",
                    f'<td class="pasur-total">{e(total(ctx, u.score[t]))}</td>',
                ]
        body.append("<tr>" + "".join(cells) + "</tr>")
    return sheet_table("pasur-gsheet", f"{top}<tr>{sub}</tr>", body)


def sheet_csv(ctx: Ctx, sheet: Sheet) -> str:
    """The sheet as CSV: headers and names in the page's language, numbers as plain digits."""
    _ = ctx._
    teams = (texts.team(ctx, 0), texts.team(ctx, 1))
    header = [
        _("hand"),
        _("dealer"),
        *(texts.seat(ctx, s) for s in range(4)),
        *per_side(ctx, N_("bid: {side}"), teams),
        *per_side(ctx, N_("tricks: {side}"), teams),
        *per_side(ctx, N_("score: {side}"), teams),
        *per_side(ctx, N_("total: {side}"), teams),
        _("next dealer"),
        _("winner"),
        _("problem"),
    ]

    def line(row: Row) -> list[object]:
        r, u = row.result, row.update
        h = row.hand
        return [
            row.number,
            texts.seat(ctx, row.dealer),
            *h.bids,
            h.bids[0] + h.bids[2],
            h.bids[1] + h.bids[3],
            *h.team_tricks,
            *(r.points if r else ("", "")),
            *(u.score if u else ("", "")),
            texts.seat(ctx, row.next_dealer) if row.next_dealer is not None else "",
            texts.team(ctx, u.winner) if u and u.winner is not None else "",
            problem_text(ctx, row.problem, markdown=False) if row.problem else "",
        ]

    return csv_text(header, map(line, sheet.rows))


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The Ghahve rule's title, id, text and sources as Markdown, in the page's language."""
    return K.rule_markdown_of(ctx, RULES_BY_ID, rule_id)


# --- messages --------------------------------------------------------------------------------


FIELDS: Final = {
    "bid0": N_("The bid of South"),
    "bid1": N_("The bid of East"),
    "bid2": N_("The bid of North"),
    "bid3": N_("The bid of West"),
}


def field_label(ctx: Ctx, field: str) -> str:
    """The label of the field a problem is about: a player's bid or a team's tricks."""
    if field in ("tricks0", "tricks1"):
        return ctx._("Tricks taken by {side}", side=texts.team(ctx, int(field[-1])))
    return ctx.gettext(FIELDS.get(field, field))


def _field(env: Env, key: str) -> str:
    return field_label(env.ctx, str(env.params[key]))


def _seat(env: Env, key: str) -> str:
    """A player's seat (four at the table)."""
    return texts.seat(env.ctx, env.num(key))


PROBLEMS: Final = load_problems(Path(__file__).with_name("problems.toml"), seat=_seat, field=_field)
"""What each problem of the Ghahve calculator says (the score sheets' and the options'
problems, and anything unforeseen, are :data:`ui.rulings_kit.SHARED`'s)."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def problem_text(ctx: Ctx, p: Problem, *, markdown: bool = True) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped)."""
    return kit_problem_text(ctx, p, PROBLEMS, markdown=markdown)
