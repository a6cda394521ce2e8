"""Shelem's lesson screen: the introduction, and seed 000's four-hand score sheet computed by the
rules package under the rule ``shelem/score-sheet``.

The lesson itself is ``lessons/shelem.toml``; its worked examples are drawn from the game's view
and stepped through from the start (:func:`ui.lesson_table.view_stepper`). Everything on the
sheet is computed here when the page is drawn: seed 000's auctions (lines 121-126) are replayed
through :mod:`pasur.engines.bidding`, and its hands scored by
:func:`pasur.games.shelem.scoring.score_sheet`, on the three-column sheet the seed describes,
then again under the other tables' rules (the options where the documents differ). The only
numbers typed here are the seed's own inputs: the calls of each auction and the card points the
seed says a side took.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import streamlit as st

from pasur.engines.bidding import Bid, apply_call, parse_call, start_auction
from pasur.games.shelem import (
    SPEC,
    TOTAL_POINTS,
    SheetRow,
    ShelemOptions,
    auction_rules,
    score_sheet,
)
from ui import texts
from ui.frame import Ctx
from ui.lesson_kit import stepped
from ui.lesson_table import signed, view_stepper
from ui.lessons import LessonHooks, lesson_screen
from ui.reference import escape_markdown

# --- seed 000's score sheet ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeedHand:
    """One hand of seed 000's example as the seed tells it (lines 122-126)."""

    dealer: int
    calls: str
    """The calls in order, from the player on the dealer's right."""
    team: int
    """The team whose card points the seed states."""
    points: int
    """Those points (``TOTAL_POINTS`` for a shelem: "every card")."""


# A, B, C and D sit in turn to the right: A is seat 0 (South), B seat 1 (East), C seat 2 (North),
# D seat 3 (West). A and C (team 0) play against B and D (team 1).
SEED_000_HANDS: Final = (
    # Hand 1: A deals; B&D take 35.
    SeedHand(0, "bid-110 bid-115 pass bid-125 bid-130 pass bid-135 pass", 1, 35),
    # Hand 2: B deals; B&D take 150.
    SeedHand(1, "pass bid-125 pass pass", 1, 150),
    # Hand 3: C deals; A&C collect every card.
    SeedHand(2, "bid-100 bid-120 bid-125 pass bid-130 bid-135 bid-140 pass bid-150 pass", 0, 165),
    # Hand 4: D deals; B&D take 135.
    SeedHand(3, "bid-130 pass pass bid-135 pass", 1, 135),
)


@dataclass(frozen=True, slots=True)
class SeedSheet:
    hakems: tuple[int, ...]
    bids: tuple[int, ...]
    rows: tuple[SheetRow, ...]


def seed_000_sheet(options: ShelemOptions | None = None) -> SeedSheet:
    """Seed 000's four hands: each auction replayed by the shared auction (so the hakem and the
    contract are the engine's), each hand scored by the package's score sheet."""
    opts = options or ShelemOptions()
    rules = auction_rules(opts)
    hands = []
    hakems, bids = [], []
    for hand in SEED_000_HANDS:
        auction = start_auction(rules, 4, (hand.dealer + 1) % 4)
        for text in hand.calls.split():
            call = parse_call(text)
            assert call is not None
            auction = apply_call(rules, auction, call)
        assert auction.is_over and auction.winner is not None and auction.high is not None
        hakem, bid = auction.winner, auction.high
        taken = hand.points if hand.team == hakem % 2 else TOTAL_POINTS - hand.points
        hands.append((hand.dealer, hakem, bid, taken))
        hakems.append(hakem)
        bids.append(bid)
    rows = score_sheet(hands, opts, first_dealer=SEED_000_HANDS[0].dealer)
    return SeedSheet(tuple(hakems), tuple(bids), rows)


def seed_000_misprint(rows: Sequence[SheetRow]) -> tuple[int, int]:
    """The totals of A and C that seed 000 prints after hands 3 and 4: it adds hand 3's shelem
    to the total after hand 1, not hand 2, and carries the slip into hand 4."""
    third = rows[0].totals[0] + rows[2].gains[0]
    return third, third + rows[3].gains[0]


SEED_NAMES_EN: Final = ("A", "B", "C", "D")
SEED_NAMES_FA: Final = ("الف", "ب", "ج", "د")


def seed_name(ctx: Ctx, seat: int) -> str:
    return (SEED_NAMES_FA if ctx.lang == "fa" else SEED_NAMES_EN)[seat]


def seed_team(ctx: Ctx, team: int) -> str:
    return ctx._("{a} & {b}", a=seed_name(ctx, team), b=seed_name(ctx, team + 2))


def sheet_html(
    ctx: Ctx, rows: Sequence[SheetRow], labels: tuple[str, str], *, gains: bool = True
) -> str:
    """The three-column score sheet: a team's running total, the bid, the other team's total;
    a line under the bid when the deal has been round the table."""
    bid_label = ctx._("Contract")
    head = (
        "<thead><tr>"
        f'<th></th><th>{html.escape(labels[0])}</th><th class="mid">{html.escape(bid_label)}'
        f"</th><th>{html.escape(labels[1])}</th></tr></thead>"
    )
    body = []
    for row in rows:

        def cell(team: int, row: SheetRow = row) -> str:
            total = f'<span dir="ltr">{html.escape(texts.signed(ctx, row.totals[team]))}</span>'
            if not gains:
                return f'<td class="total">{total}</td>'
            gain = html.escape(texts.signed(ctx, row.gains[team]) or ctx.num(0))
            return f'<td class="total">{total} <small dir="ltr">({gain})</small></td>'

        bid = ctx._("shelem") if row.declared else ctx.num(row.bid)
        mid = "mid line" if row.line_after else "mid"
        body.append(
            f'<tr><td class="n">{html.escape(ctx.num(row.number))}</td>{cell(0)}'
            f'<td class="{mid}">{html.escape(bid)}</td>{cell(1)}</tr>'
        )
    return (
        f'<table class="pasur-lsheet" dir="{"rtl" if ctx.rtl else "ltr"}">'
        + head
        + "<tbody>"
        + "".join(body)
        + "</tbody></table>"
    )


def render_seed_sheet(ctx: Ctx) -> None:
    """Seed 000's worked example: the four hands told in words, the score sheet, the seed's slip
    in hands 3 and 4, and the same hands under the other tables' rules."""
    _ = ctx._
    sheet = seed_000_sheet()
    rows = sheet.rows
    st.markdown("##### " + _("Seed 000's example, scored by the rules package"))
    st.markdown(
        _(
            "Seed 000 plays four hands on paper. Its players A, B, C and D sit in turn to the "
            "right, so A and C play against B and D; in this app's seats A is South, B East, C "
            "North and D West. Each auction below is replayed by the rules engine, and each "
            "hand is scored by the package's scorer when this page is drawn."
        )
    )
    lines = []
    for i, (hand, row) in enumerate(zip(SEED_000_HANDS, rows, strict=True)):
        hakem = sheet.hakems[i]
        team = hakem % 2
        taken = hand.points if hand.team == team else TOTAL_POINTS - hand.points
        calls = []
        for j, text in enumerate(hand.calls.split()):
            call = parse_call(text)
            # Players who passed are skipped: the replayed auction says whose turn it is.
            name = seed_name(ctx, _next_caller(hand, calls_done=j))
            calls.append(
                _("{who} {amount}", who=name, amount=call.amount)
                if isinstance(call, Bid)
                else _("{who} passes", who=name)
            )
        result = _(
            "Hand {n}: {dealer} deals. {calls}. {hakem} is hakem at {bid}; {team} take {taken} "
            "and score {gain}, {other} score {other_gain}.",
            n=row.number,
            dealer=seed_name(ctx, hand.dealer),
            calls=("، " if ctx.rtl else ", ").join(calls),
            hakem=seed_name(ctx, hakem),
            bid=sheet.bids[i],
            team=seed_team(ctx, team),
            taken=taken,
            gain=signed(ctx, row.gains[team]) or ctx.num(0),
            other=seed_team(ctx, 1 - team),
            other_gain=signed(ctx, row.gains[1 - team]) or ctx.num(0),
        )
        lines.append(f"- {escape_markdown(result)}")
    st.markdown("\n".join(lines))
    st.markdown(
        sheet_html(ctx, rows, (seed_team(ctx, 0), seed_team(ctx, 1))), unsafe_allow_html=True
    )
    line_after = [r.number for r in rows if r.line_after]
    st.caption(
        _(
            "Each cell holds the running total, and the hand's gain in brackets. The line under "
            "the bid of hand {n}: every player has dealt once, and the deal is back with {first}.",
            n=line_after[0] if line_after else len(rows),
            first=seed_name(ctx, SEED_000_HANDS[0].dealer),
        )
    )
    printed = seed_000_misprint(rows)
    st.warning(
        _(
            "A slip in the seed: for A & C it prints {p3} after hand 3 and {p4} after hand 4. "
            "It adds the shelem of hand 3 ({gain}) to A & C's total after hand 1 ({t1}) instead "
            "of their total after hand 2 ({t2}). Added hand by hand, as the package's scorer "
            "does, the running totals are {r3} and {r4}.",
            p3=printed[0],
            p4=printed[1],
            gain=signed(ctx, rows[2].gains[0]),
            t1=signed(ctx, rows[0].totals[0]),
            t2=signed(ctx, rows[1].totals[0]),
            r3=rows[2].totals[0],
            r4=rows[3].totals[0],
        ),
        icon=":material/error:",
    )
    st.markdown("##### " + _("The same four hands at other tables"))
    st.markdown(
        _(
            "The documents disagree on how some hands are scored, and each disagreement is a "
            "table option. Here is where the same four hands end under some of them:"
        )
    )
    rules_label = _("Rules at the table")
    table = [
        f"| {rules_label} | {seed_team(ctx, 0)} | {seed_team(ctx, 1)} |",
        "| --- | --- | --- |",
    ]
    for label, options in variant_tables(ctx):
        final = seed_000_sheet(options).rows[-1].totals
        table.append(f"| {label} | {signed(ctx, final[0])} | {signed(ctx, final[1])} |")
    st.markdown("\n".join(table))
    st.caption(
        _(
            "Yasa and a declared shelem do not occur in these four hands, so their options "
            "change nothing here; the options chapter lists every option."
        )
    )


def _next_caller(hand: SeedHand, calls_done: int) -> int:
    """The seat that makes call number *calls_done* + 1 of *hand* (the auction skips seats that
    have passed)."""
    rules = auction_rules(ShelemOptions())
    auction = start_auction(rules, 4, (hand.dealer + 1) % 4)
    for text in hand.calls.split()[:calls_done]:
        call = parse_call(text)
        assert call is not None
        auction = apply_call(rules, auction, call)
    return auction.to_move if auction.to_move is not None else hand.dealer


def variant_tables(ctx: Ctx) -> list[tuple[str, ShelemOptions]]:
    """The tables compared on seed 000's hands, each with a label in the page's language."""
    _ = ctx._
    return [
        (_("This app's defaults (seed 000)"), ShelemOptions()),
        (_("A made contract scores its bid (seed 002)"), ShelemOptions(made_score="bid")),
        (
            _("A shelem scores only the 165 taken (one reading of seed 002)"),
            ShelemOptions(undeclared_shelem="165"),
        ),
        (
            _("A shelem scores the bid plus 165 (another reading)"),
            ShelemOptions(undeclared_shelem="bid_plus_165"),
        ),
        (_("A shelem scores twice the bid"), ShelemOptions(undeclared_shelem="double_bid")),
    ]


# --- the screen ------------------------------------------------------------------------------

HOOKS: Final = LessonHooks(
    example=stepped(view_stepper(SPEC.id)),
    after_rule={"shelem/score-sheet": render_seed_sheet},
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=shelem``)."""
