"""Shelem's calculators (no Streamlit): reading a hand, scoring it, and the three-column score
sheet.

Plain Python over ``pasur.games.shelem``, so it is unit tested directly; the screen
(:mod:`ui.games.shelem.rulings`) only draws widgets. Every score comes from the package's own
``score_hand``, ``sheet_row`` and ``update_match``. Bad input is a :class:`Problem` (a code and
parameters, :class:`ui.problems.Problem`), turned into a sentence in the page's language by
:func:`problem_text`; anything the user typed is escaped.

The sheet lives in the URL as ``sheet=`` (see :func:`encode_sheet`); the table rules as ``o=``
(the options' compact text form, ``made_score:bid,target:1165``).

Numbers typed in Persian or Arabic-Indic digits are read as well as ASCII ones, so a Persian
keyboard works.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TypeVar

from pasur.errors import OptionsError
from pasur.games.shelem import PRESETS, RULES, ShelemOptions
from pasur.games.shelem.options import BID_MINIMUM, BID_STEP, TOTAL_POINTS
from pasur.games.shelem.scoring import (
    HandResult,
    MatchUpdate,
    SheetRow,
    score_hand,
    sheet_row,
    team_of,
    update_match,
)
from pasur.protocol import Rule
from ui import texts
from ui.frame import Ctx
from ui.i18n import N_
from ui.option_labels import value_label
from ui.problems import Env, load_problems, templates
from ui.rulings_kit import (
    Problem as Problem,
)
from ui.rulings_kit import (
    complete_pair,
    parse_number,
    parse_rules_of,
    rule_markdown_of,
    rules_by_id,
)
from ui.rulings_kit import (
    option_help as option_help,
)
from ui.rulings_kit import (
    preset_of as preset_of,
)
from ui.rulings_kit import problem_text as kit_problem_text
from ui.rulings_kit import (
    total as total,
)
from ui.score_sheet import DealtRow, Decided, csv_text, per_side, sheet_table, sheet_tokens

MAX_SHEET_HANDS: Final = 300
MISSING: Final = frozenset({"bid_missing", "points_missing"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""
RULES_BY_ID: Final[dict[str, Rule]] = rules_by_id(RULES)
T = TypeVar("T")


def side_name(ctx: Ctx, team: int, players: int = 4) -> str:
    """A side of the table: ``South and North`` with four players, ``South`` with two."""
    return texts.team(ctx, team) if players == 4 else texts.seat(ctx, team, 2)


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The Shelem rule's title, id, text and sources as Markdown, in the page's language."""
    return rule_markdown_of(ctx, RULES_BY_ID, rule_id)


def rule_title(ctx: Ctx, rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    return rule.title(ctx.lang) if rule else rule_id


def parse_rules(cls: type[T], presets: Mapping[str, T], text: str) -> T:
    """Table rules in the compact text form (``made_score:bid,target:1165`` or ``preset:NAME``);
    the same reading as the Hokm page's, with ``opts_item`` for an item not ``name:value``."""
    return parse_rules_of(cls, presets, text, item_code="opts_item")


# --- table rules -----------------------------------------------------------------------------

PANEL_OPTIONS: Final = (
    "players",
    "made_score",
    "undeclared_shelem",
    "declared_shelem",
    "failure_penalty",
    "target",
    "target_mode",
    "both_reach",
)
TARGETS: Final = (1200, 1165, 660, 330)


def parse_shelem_rules(text: str) -> ShelemOptions:
    return parse_rules(ShelemOptions, PRESETS, text)


def rules_summary(ctx: Ctx, o: ShelemOptions) -> str:
    """A short line about the rules in force: ``four players · game to 1200 · …``."""
    _ = ctx._
    parts = [_("four players") if o.players == "4" else _("two players")]
    parts.append(_("game to {n}", n=o.target))
    if o.made_score == "bid":
        parts.append(_("the bid is scored"))
    if o.failure_penalty != "minus_165":
        parts.append(value_label(ctx, ShelemOptions, "failure_penalty", o.failure_penalty))
    if o.undeclared_shelem != "330":
        parts.append(
            _(
                "shelem: {value}",
                value=value_label(ctx, ShelemOptions, "undeclared_shelem", o.undeclared_shelem),
            )
        )
    if o.declared_shelem:
        parts.append(_("shelem may be declared"))
    return " · ".join(parts)


# --- one hand --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ShelemHand:
    """One finished hand as a score keeper hears it."""

    hakem: int
    """The hakem's seat (0-3; 0-1 with two players)."""
    bid: int
    """The contract; 0 for a declared shelem."""
    points: int
    """The card points the hakem's side took (the other side has 165 minus them)."""
    declared: bool = False


def check_bid(bid: int, options: ShelemOptions) -> Problem | None:
    if bid % BID_STEP:
        return Problem("bid_step", "shelem/bid-step", bid=bid)
    if bid < BID_MINIMUM or bid > TOTAL_POINTS:
        return Problem("bid_range", "shelem/bid-minimum", bid=bid)
    if bid > options.bid_cap:
        return Problem("bid_cap", "shelem/bid-cap", bid=bid, cap=options.bid_cap)
    return None


def check_points(points: int, field: str) -> Problem | None:
    if points > TOTAL_POINTS:
        return Problem("points_range", "shelem/card-points", points=points, field=field)
    if points % 5:
        return Problem("points_step", "shelem/card-points", points=points, field=field)
    return None


def read_points(text_a: str, text_b: str) -> tuple[int, int]:
    """The card points of team 0 and team 1 from two boxes, either of which may be empty.

    Raises:
        Problem: ``not_number``, ``points_missing``, ``points_range``, ``points_step`` or
        ``points_sum`` (both given and not adding up to 165).
    """
    a = parse_number(text_a, "points0")
    b = parse_number(text_b, "points1")
    if a is None and b is None:
        raise Problem("points_missing")
    for value, field in ((a, "points0"), (b, "points1")):
        if value is not None:
            problem = check_points(value, field)
            if problem is not None:
                raise problem
    return complete_pair(a, b, TOTAL_POINTS, "points_sum", "shelem/card-points")


def read_hand(
    *,
    hakem: int,
    bid_text: str,
    points_a: str,
    points_b: str,
    declared: bool,
    options: ShelemOptions,
) -> ShelemHand:
    """A hand from what was typed: the hakem's seat, the bid and either side's points.

    Raises:
        Problem: the first thing wrong with the input.
    """
    if declared and not options.declared_shelem:
        raise Problem("declared_off", "shelem/declared-shelem")
    bid = parse_number(bid_text, "bid")
    if not declared:
        if bid is None:
            raise Problem("bid_missing", "shelem/bid-minimum")
        problem = check_bid(bid, options)
        if problem is not None:
            raise problem
    points = read_points(points_a, points_b)
    team = team_of(hakem, options.n_players)
    return ShelemHand(hakem, 0 if declared else int(bid or 0), points[team], declared)


def check_hand(hand: ShelemHand, options: ShelemOptions) -> Problem | None:
    """Why *hand* cannot be scored under *options*, or ``None``."""
    if not 0 <= hand.hakem < options.n_players:
        return Problem("hakem_seat", "shelem/two-player", hakem=hand.hakem)
    if hand.declared:
        if not options.declared_shelem:
            return Problem("declared_off", "shelem/declared-shelem")
    else:
        problem = check_bid(hand.bid, options)
        if problem is not None:
            return problem
    return check_points(hand.points, "points")


def score(hand: ShelemHand, options: ShelemOptions, dealer: int = 0) -> HandResult:
    """Score *hand* with the package's ``score_hand``.

    Raises:
        Problem: the hand cannot be scored under *options*.
    """
    problem = check_hand(hand, options)
    if problem is not None:
        raise problem
    try:
        return score_hand(
            hakem_team=team_of(hand.hakem, options.n_players),
            bid=hand.bid,
            taken=hand.points,
            options=options,
            declared=hand.declared,
            hakem=hand.hakem,
            dealer=dealer,
        )
    except OptionsError as exc:  # pragma: no cover - check_hand rules these out first
        raise Problem("engine", detail=str(exc)) from exc


KINDS: Final = {
    "made": N_("made"),
    "failed": N_("failed"),
    "yasa": N_("yasa"),
    "shelem": N_("shelem"),
    "declared_made": N_("declared shelem made"),
    "declared_failed": N_("declared shelem failed"),
}


def kind_label(ctx: Ctx, kind: str) -> str:
    return ctx.gettext(KINDS.get(kind, kind))


def points_text(ctx: Ctx, points: tuple[int, int], typed: tuple[bool, bool], players: int) -> str:
    """How the two sides' points were found: ``East and West took 165 − 130 = 35.``"""
    if all(typed):
        return ctx._(
            "{a} took {pa} and {b} took {pb}: together 165, all the points of a hand.",
            a=side_name(ctx, 0, players),
            pa=points[0],
            b=side_name(ctx, 1, players),
            pb=points[1],
        )
    given = 0 if typed[0] else 1
    return ctx._(
        "{given} took {p}, so {other} took 165 − {p} = {q}: the two sides always share the 165 "
        "points of a hand.",
        given=side_name(ctx, given, players),
        p=points[given],
        other=side_name(ctx, 1 - given, players),
        q=points[1 - given],
    )


def explain(ctx: Ctx, r: HandResult, options: ShelemOptions) -> list[str]:
    """Why the hand scores what it does: a sentence for the hakem's side, one for the other."""
    _ = ctx._
    s = texts.signed
    players = options.n_players
    h, o = r.hakem_team, 1 - r.hakem_team
    team = side_name(ctx, h, players)
    other_team = side_name(ctx, o, players)
    taken, other = r.taken[h], r.taken[o]
    gain = s(ctx, r.gains[h])
    kind = r.kind
    # What the sentences about the hakem's side say (each uses the values it names).
    said = {"team": team, "bid": r.bid, "taken": taken, "other": other, "gain": gain}
    if kind == "made":
        out = [
            _(
                "The hakem's side ({team}) bid {bid} and took {taken}: the contract is made, and "
                "it scores the points it took, {gain}.",
                **said,
            )
            if options.made_score == "taken"
            else _(
                "The hakem's side ({team}) bid {bid} and took {taken}: the contract is made, and "
                "at this table it scores its bid, {gain}, not the points it took.",
                **said,
            )
        ]
    elif kind == "failed":
        out = [
            _(
                "The hakem's side ({team}) bid {bid} but took only {taken}: the contract failed, "
                "and it scores minus its bid, {gain}.",
                **said,
            )
        ]
        if taken < other:
            out.append(
                _(
                    "It took fewer points than the other side, but this table has no yasa, so it "
                    "loses only its bid."
                )
            )
    elif kind == "yasa":
        out = [
            _(
                "The hakem's side ({team}) bid {bid} and took {taken}, fewer points than the "
                "other side's {other}: that is yasa, and instead of minus its bid it scores minus "
                "the whole 165, {gain}.",
                **said,
            )
            if options.failure_penalty == "minus_165"
            else _(
                "The hakem's side ({team}) bid {bid} and took {taken}, fewer points than the "
                "other side's {other}: that is yasa, and at this table it scores minus twice its "
                "bid, {gain}.",
                **said,
            )
        ]
    elif kind == "shelem":
        worth = {
            "330": _("twice the 165 it took"),
            "165": _("just the 165 it took"),
            "bid_plus_165": _("its bid plus 165"),
            "double_bid": _("twice its bid"),
            "165_and_minus_165": _("the 165 it took"),
        }[options.undeclared_shelem]
        out = [
            _(
                "The hakem's side ({team}) bid {bid} and took every card without declaring "
                "shelem: that is shelem, and it scores {gain}, {worth}.",
                **said,
                worth=worth,
            )
        ]
    elif kind == "declared_made":
        out = [
            _(
                "The hakem's side ({team}) declared shelem and took every card: it scores {gain}.",
                **said,
            )
        ]
    else:  # declared_failed
        out = [
            _(
                "The hakem's side ({team}) declared shelem, but the other side took {other} "
                "points: it loses 330, {gain}.",
                **said,
            )
        ]
    if r.gains[o] < 0:
        out.append(_("The other side ({team}) loses 165.", team=other_team))
    elif other == 0:
        out.append(_("The other side ({team}) took no points and scores nothing.", team=other_team))
    else:
        out.append(
            _(
                "The other side ({team}) scores the points it took, {gain}.",
                team=other_team,
                gain=s(ctx, r.gains[o]),
            )
        )
    return out


def headline(ctx: Ctx, r: HandResult, players: int) -> str:
    """``South and North −135, East and West +35 (failed).``"""
    return ctx._(
        "{a} {ga}, {b} {gb} ({kind}).",
        a=side_name(ctx, 0, players),
        ga=texts.signed(ctx, r.gains[0]),
        b=side_name(ctx, 1, players),
        gb=texts.signed(ctx, r.gains[1]),
        kind=kind_label(ctx, r.kind),
    )


# --- the score sheet -------------------------------------------------------------------------

_HAND_TOKEN: Final = re.compile(r"([0-3])-([0-9]{3}|s)-([0-9]{1,3})")
_CHECK_ALL: Final = ShelemOptions(declared_shelem=True)
SEED_EXAMPLE: Final = "d0.0-135-130.3-125-150.0-150-165.3-135-135"
"""Seed 000's worked example (lines 121-126): A, B, C, D are South, East, North and West; A
deals first. Hakem A bids 135 and takes 130; D 125, takes 150; A 150, shelem; D 135, takes 135."""


def encode_sheet(first_dealer: int, hands: Sequence[ShelemHand]) -> str:
    """The sheet as a short URL-safe string: tokens joined by dots.

    The first token ``d0`` … ``d3`` is the first dealer's seat (left out when it is South and
    the sheet is empty). Each hand is ``hakem-bid-points``: the hakem's seat, the bid (or ``s``
    for a declared shelem) and the card points the hakem's side took.

    >>> encode_sheet(0, [ShelemHand(0, 135, 130), ShelemHand(3, 0, 165, declared=True)])
    'd0.0-135-130.3-s-165'
    """
    if not hands and first_dealer == 0:
        return ""
    out = [f"d{first_dealer}"]
    for h in hands:
        out.append(f"{h.hakem}-{'s' if h.declared else h.bid}-{h.points}")
    return ".".join(out)


def decode_sheet(text: str) -> tuple[int, tuple[ShelemHand, ...]]:
    """Read a sheet made by :func:`encode_sheet`: the first dealer and the hands.

    Raises:
        Problem: ``sheet_token`` (a token that is not a hand), ``sheet_hand`` (a hand that
        cannot happen) or ``sheet_long``.
    """
    hands = []
    first, tokens = sheet_tokens(text, _HAND_TOKEN, MAX_SHEET_HANDS, dealer=True)
    for n, tok, m in tokens:
        declared = m[2] == "s"
        hand = ShelemHand(int(m[1]), 0 if declared else int(m[2]), int(m[3]), declared)
        problem = check_hand(hand, _CHECK_ALL)
        if problem is not None:
            raise Problem("sheet_hand", n=n, token=tok, inner=problem)
        hands.append(hand)
    return first, tuple(hands)


@dataclass(frozen=True)
class Row(DealtRow[ShelemHand, HandResult, MatchUpdate]):
    """A hand of the sheet (see :class:`~ui.score_sheet.DealtRow`)."""

    line: SheetRow | None = None
    """The package's sheet line: running totals and the rotation line."""

    @property
    def totals(self) -> tuple[int, int] | None:
        return self.line.totals if self.line else None


@dataclass(frozen=True)
class Sheet(Decided):
    rows: tuple[Row, ...]
    totals: tuple[int, int]
    first_dealer: int
    next_dealer: int
    winner: int | None = None
    rule_id: str = "shelem/target"

    @property
    def broken(self) -> bool:
        return any(r.problem for r in self.rows)


def compute_sheet(first_dealer: int, hands: Sequence[ShelemHand], options: ShelemOptions) -> Sheet:
    """Play the hands through the package's ``score_hand``, ``sheet_row`` and ``update_match``.

    The deal passes to the right every hand (a hand thrown in because all passed is dealt again
    and never reaches the sheet). A hand the rules refuse gets a problem, and the hands after it
    (or after the game is won) are not scored.
    """
    players = options.n_players
    first = first_dealer % players
    lines: list[SheetRow] = []
    rows: list[Row] = []
    totals = (0, 0)
    winner: int | None = None
    rule_id = "shelem/target"
    stopped: Problem | None = None
    for i, hand in enumerate(hands):
        dealer = (first + i) % players
        if winner is not None and stopped is None:
            stopped = Problem("after_match", "shelem/match-end")
        if stopped is not None:
            rows.append(Row(i + 1, dealer, hand, problem=stopped))
            stopped = Problem("after_problem")
            continue
        try:
            result = score(hand, options, dealer)
        except Problem as p:
            rows.append(Row(i + 1, dealer, hand, problem=p))
            stopped = Problem("after_problem")
            continue
        line = sheet_row(lines, result, players=players, first_dealer=first)
        update = update_match(totals, result, options)
        lines.append(line)
        totals = line.totals
        rows.append(Row(i + 1, dealer, hand, result, update, line=line))
        if update.winner is not None:
            winner, rule_id = update.winner, update.rule_id
        elif update.rule_id == "shelem/both-reach":
            rule_id = update.rule_id
    return Sheet(tuple(rows), totals, first, (first + len(hands)) % players, winner, rule_id)


def is_seed_example(first_dealer: int, hands: Sequence[ShelemHand]) -> bool:
    """The sheet starts with seed 000's four hands (so the page explains its printed totals)."""
    seed_first, seed_hands = decode_sheet(SEED_EXAMPLE)
    return first_dealer == seed_first and tuple(hands[: len(seed_hands)]) == seed_hands


def middle(ctx: Ctx, hand: ShelemHand) -> str:
    """The middle column: the bid, or «شلم» / shelem for a declared shelem."""
    return ctx._("shelem") if hand.declared else ctx.num(hand.bid)


SHEET_CSS: Final = """<style>
table.pasur-sheet td { vertical-align: middle; white-space: normal; }
table.pasur-sheet td.pasur-total { font-weight: 400; }
table.pasur-sheet td.pasur-total b { font-size: 1.05rem; font-weight: 700; }
table.pasur-sheet td.pasur-total small { display: block; opacity: 0.7; }
table.pasur-sheet td.pasur-bid { border-inline: 2px solid rgba(128, 128, 128, 0.55);
  font-weight: 600; }
table.pasur-sheet tr.pasur-line td.pasur-bid { border-bottom: 3px solid currentColor; }
table.pasur-sheet td.pasur-minor, table.pasur-sheet th.pasur-minor { font-size: 0.85rem;
  opacity: 0.85; }
table.pasur-sheet tr.pasur-win td { background: none; }
table.pasur-sheet tr.pasur-win td.pasur-total.pasur-winner b { text-decoration: underline; }
</style>"""
"""What Shelem's three-column sheet adds to :data:`ui.score_sheet.SHEET_CSS`."""


def sheet_html(ctx: Ctx, sheet: Sheet, options: ShelemOptions) -> str:
    """The three-column sheet (one side, the bid, the other side) with the hand, the dealer and
    the hakem before it and the result after it. Every text is escaped; numbers in the page's
    digits. A line under the bid marks the deal coming back to the first dealer."""
    _ = ctx._
    players = options.n_players
    e = html.escape
    labels = [_("Hand"), _("Dealer"), _("Hakem"), _("Bid"), _("Result")]
    hand_h, dealer_h, hakem_h, bid_h, result_h = (e(x) for x in labels)
    head = (
        "<tr>"
        f'<th class="pasur-minor">{hand_h}</th>'
        f'<th class="pasur-minor">{dealer_h}</th>'
        f'<th class="pasur-minor">{hakem_h}</th>'
        f"<th>{e(side_name(ctx, 0, players))}</th>"
        f"<th>{bid_h}</th>"
        f"<th>{e(side_name(ctx, 1, players))}</th>"
        f'<th class="pasur-hide-narrow">{result_h}</th>'
        "</tr>"
    )
    body = []
    for row in sheet.rows:
        cls = []
        if row.line is not None and row.line.line_after:
            cls.append("pasur-line")
        if row.update is not None and row.update.winner is not None:
            cls.append("pasur-win")
        cells = [
            f'<td class="pasur-minor">{e(ctx.num(row.number))}</td>',
            f'<td class="pasur-minor">{e(texts.seat(ctx, row.dealer, players))}</td>',
            f'<td class="pasur-minor">{e(texts.seat(ctx, row.hand.hakem, players))}</td>',
        ]
        r, line = row.result, row.line
        if r is None or line is None:
            note = problem_text(ctx, row.problem, markdown=False) if row.problem else ""
            cells += [
                '<td class="pasur-total">—</td>',
                f'<td class="pasur-bid">{e(middle(ctx, row.hand))}</td>',
                '<td class="pasur-total">—</td>',
                f'<td class="pasur-note">{e(note)}</td>',
            ]
        else:
            for t in (0, 1):
                win = " pasur-winner" if row.update and row.update.winner == t else ""
                cells.append(
                    f'<td class="pasur-total{win}"><b>{e(total(ctx, line.totals[t]))}</b>'
                    f"<small>{e(texts.signed(ctx, line.gains[t]) or ctx.num(0))}</small></td>"
                )
                if t == 0:
                    cells.append(f'<td class="pasur-bid">{e(middle(ctx, row.hand))}</td>')
            result = kind_label(ctx, r.kind)
            if row.update is not None and row.update.winner is not None:
                winner = side_name(ctx, row.update.winner, players)
                result += " · " + _("game won by {team}", team=winner)
            cells.append(
                f'<td class="pasur-note pasur-hide-narrow" title="{e(r.rule_id)}">{e(result)}</td>'
            )
        body.append(f'<tr class="{" ".join(cls)}">' + "".join(cells) + "</tr>")
    return sheet_table("pasur-sheet", head, body)


def sheet_csv(ctx: Ctx, sheet: Sheet, options: ShelemOptions) -> str:
    """The sheet as CSV: headers and names in the page's language, numbers as plain digits."""
    _ = ctx._
    players = options.n_players
    sides = (side_name(ctx, 0, players), side_name(ctx, 1, players))
    header = [
        _("hand"),
        _("dealer"),
        _("hakem"),
        _("bid"),
        *per_side(ctx, N_("points taken: {side}"), sides),
        _("result"),
        _("rule"),
        *per_side(ctx, N_("score: {side}"), sides),
        *per_side(ctx, N_("total: {side}"), sides),
        _("line under the bid"),
        _("winner"),
        _("problem"),
    ]

    def line(row: Row) -> list[object]:
        h, r, line = row.hand, row.result, row.line
        taken = r.taken if r else ("", "")
        return [
            row.number,
            texts.seat(ctx, row.dealer, players),
            texts.seat(ctx, h.hakem, players),
            _("shelem") if h.declared else h.bid,
            taken[0],
            taken[1],
            kind_label(ctx, r.kind) if r else "",
            r.rule_id if r else "",
            r.gains[0] if r else "",
            r.gains[1] if r else "",
            line.totals[0] if line else "",
            line.totals[1] if line else "",
            _("yes") if line and line.line_after else "",
            side_name(ctx, row.update.winner, players)
            if row.update and row.update.winner is not None
            else "",
            problem_text(ctx, row.problem, markdown=False) if row.problem else "",
        ]

    return csv_text(header, map(line, sheet.rows))


# --- messages --------------------------------------------------------------------------------


FIELDS: Final = {
    "bid": N_("The bid"),
}


def field_label(ctx: Ctx, field: str, players: int = 4) -> str:
    if field in ("points0", "points1"):
        return ctx._("Points taken by {side}", side=side_name(ctx, int(field[-1]), players))
    return ctx.gettext(FIELDS.get(field, field))


def _field(env: Env, key: str) -> str:
    return field_label(env.ctx, str(env.params[key]), env.players)


PROBLEMS: Final = load_problems(Path(__file__).with_name("problems.toml"), field=_field)
"""What each problem of the Shelem calculators says (the score sheets' and the options'
problems, and anything unforeseen, are :data:`ui.rulings_kit.SHARED`'s)."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def problem_text(ctx: Ctx, p: Problem, *, markdown: bool = True, players: int = 4) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped)."""
    return kit_problem_text(ctx, p, PROBLEMS, markdown=markdown, players=players)
