"""The Shelem and Ghahve lessons: the lesson page, their worked examples, seed 000's score sheet.

The lessons themselves are ``lessons/shelem.toml`` and ``lessons/ghahve.toml``, read and checked
by :mod:`ui.lessons` like Hokm's. This module draws what differs from Hokm: the table of a Shelem
or Ghahve deal (widow, put-down cards, two-player piles, jokers), the bids, and the score
sheets, every number of them computed here by the rules package when the page is drawn:

* seed 000's four-hand example of Shelem (lines 121-126), whose auctions are replayed through
  :mod:`pasur.engines.bidding` and whose hands are scored by
  :func:`pasur.games.shelem.scoring.score_sheet`, on the three-column sheet the seed describes;
* the same four hands under the other tables' rules (the options where the documents differ);
* seed 000's Ghahve example (a team bids 6 and takes 8, or 5), scored by
  :func:`pasur.games.ghahve.scoring.team_points`.

The only numbers typed here are the seed's own inputs: the calls of each auction and the card
points the seed says a side took. Everything on screen is derived from them.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import streamlit as st

from pasur.cards import AnyCard, Card, Joker, Suit, parse_any_card
from pasur.engines.bidding import Bid, apply_call, parse_call, start_auction
from pasur.games.ghahve import team_points
from pasur.games.shelem import TOTAL_POINTS, SheetRow, ShelemOptions, auction_rules, score_sheet
from pasur.protocol import Event, GameSpec, TableView
from ui import texts
from ui.cards import card_img, row_html
from ui.frame import Ctx
from ui.lesson_kit import Replayed, explorer_link, open_example, shown_step
from ui.lessons import Example, Lesson, render_options, render_rule
from ui.reference import escape_markdown
from ui.table import table_html

# --- events ----------------------------------------------------------------------------------


def signed(ctx: Ctx, value: int) -> str:
    """A score change with its sign (:func:`ui.texts.signed`), kept left to right inside Persian
    text so that the sign stays in front of the digits."""
    text = texts.signed(ctx, value)
    return f"\u2066{text}\u2069" if ctx.rtl else text


def players_of(state: Any) -> int:
    return int(getattr(state, "players", 4))


def side(ctx: Ctx, team: int, players: int) -> str:
    """A Shelem side: a team of partners, or one player at a table of two."""
    return texts.seat(ctx, team, 2) if players == 2 else texts.team(ctx, team)


def event_text(ctx: Ctx, e: Event, players: int = 4) -> str:
    """An event in the page's language (see :func:`ui.texts.event`)."""
    return texts.event(ctx, e, players)


_SUITS_SHOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The order suits are shown in a hand: black and red in turn."""

EXTRA_CSS: Final = """<style>
.pasur-ltrick { display: flex; flex-wrap: wrap; gap: 10px; margin: 6px 0; }
.pasur-ltrick figure { margin: 0; display: flex; flex-direction: column; align-items: center;
  gap: 2px; }
.pasur-ltrick figcaption { font-size: 0.8rem; color: #555; unicode-bidi: plaintext; }
.pasur-lsheet { border-collapse: collapse; margin: 8px 0; min-width: 18rem; }
.pasur-lsheet th, .pasur-lsheet td { padding: 4px 12px; text-align: center;
  border-bottom: 1px solid #e0e0e0; }
.pasur-lsheet td.mid, .pasur-lsheet th.mid { border-left: 1px solid #bbb;
  border-right: 1px solid #bbb; color: #444; }
.pasur-lsheet td.mid.line { border-bottom: 3px solid #333; }
.pasur-lsheet td.total small { color: #666; }
.pasur-lsheet td.n { color: #888; font-size: 0.85rem; }
.pasur-apart { display: flex; align-items: center; gap: 10px; margin-top: 8px; }
.pasur-apart span { font-size: 0.85rem; color: #555; unicode-bidi: plaintext; }
</style>"""
"""Styles of the lesson boards: a trick laid out with its players' names, the score sheet."""


def hand_order(card: AnyCard) -> tuple[int, int]:
    """Hands are shown jokers first, then by suit (black and red in turn), each from its top."""
    if isinstance(card, Joker):
        return -1, -card.index
    return _SUITS_SHOWN.index(card.suit), -card.rank


def board_html(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The table at *step* with every card face up, and the cards that lie apart from the hands
    (Shelem's widow and put-down cards, the two-player piles). When the move at *step* completed
    a trick, the cards of that trick stay in the middle with the winning card marked."""
    state = replayed.states[step]
    view: TableView = state.view(None)
    players = len(view.hands)
    view = dataclasses.replace(
        view,
        hands=tuple(
            tuple(sorted(h, key=hand_order)) if isinstance(h, tuple) else h for h in view.hands
        ),
    )
    events = [e for n, e in replayed.events if n == step]
    highlight: AnyCard | None = None
    trick: list[tuple[int, AnyCard]] = []
    for e in events:
        if e.kind == "trick":
            played = [parse_any_card(c) for c in e.param("cards").split()]
            leader = int(e.param("leader"))
            trick = [((leader + i) % players, c) for i, c in enumerate(played)]
            highlight = parse_any_card(e.param("card"))
    if not trick and not view.table and not any(isinstance(h, tuple) and h for h in view.hands):
        return ""
    if not trick and step > 0:
        move = replayed.moves[step - 1]
        highlight = getattr(move, "card", None)
    apart: list[tuple[str, Sequence[AnyCard | None]]] = []
    trick_row = ""
    if players == 2:
        # Two cards of a trick come from each player: they are listed in the order played, each
        # under the name of the player who played it.
        cards_now = trick or list(view.table)
        view = dataclasses.replace(view, table=())
        if cards_now:
            trick_row = trick_html(ctx, cards_now, highlight, players)
    elif trick:
        view = dataclasses.replace(view, table=tuple(trick))  # type: ignore[arg-type]
    facts = dict(view.facts)
    if facts.get("discard"):
        facts.pop("widow", None)  # picked up by the hakem: what lies apart now is his put-down
    for key, label in (
        ("widow", ctx._("Widow")),
        ("discard", ctx._("Put down")),
        ("piles0", ctx._("Face-up pile tops: {who}", who=texts.seat(ctx, 0, players))),
        ("piles1", ctx._("Face-up pile tops: {who}", who=texts.seat(ctx, 1, players))),
    ):
        shown = [c for c in facts.get(key, "").replace(",", " ").split() if c not in "?-"]
        if shown and key.startswith("piles") and not getattr(state, "piles_face_up", True):
            # Before both first cards are played the piles lie face down.
            who = texts.seat(ctx, int(key[-1]), players)
            apart.append((ctx._("Piles, face down: {who}", who=who), [None] * len(shown)))
        elif shown:
            apart.append((label, [parse_any_card(c) for c in shown]))
    rows = "".join(
        f'<div class="pasur-apart"><span>{html.escape(label)}</span>'
        + row_html(
            cards,  # type: ignore[arg-type]
            lang=ctx.lang,
            width=40,
            highlight=highlight if isinstance(highlight, Card) else None,
        )
        + "</div>"
        for label, cards in apart
    )
    board = table_html(ctx, view, highlight=highlight)  # type: ignore[arg-type]
    return board + trick_row + rows


def trick_html(
    ctx: Ctx, cards: Sequence[tuple[int, AnyCard]], highlight: AnyCard | None, players: int
) -> str:
    """The cards of a trick in the order played (the first on the right in Persian), each under
    the name of the player who played it."""
    figures = "".join(
        "<figure>"
        + card_img(c, width=44, highlight=c == highlight, alt=texts.card(ctx, c))
        + f"<figcaption>{html.escape(texts.seat(ctx, seat, players))}</figcaption></figure>"
        for seat, c in cards
    )
    label = html.escape(ctx._("The trick, in the order played:"))
    return (
        f'<div class="pasur-apart"><span>{label}</span>'
        f'<div class="pasur-ltrick" dir="{"rtl" if ctx.rtl else "ltr"}">{figures}</div></div>'
    )


def facts_text(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The facts of the position in one line: dealer, hakem and contract, trump, bids."""
    state = replayed.states[step]
    view = state.view(None)
    players = len(view.hands)
    facts = dict(view.facts)
    parts = []
    if facts.get("dealer"):
        parts.append(ctx._("Dealer: {seat}", seat=texts.seat(ctx, facts["dealer"], players)))
    if facts.get("hakem"):
        who = texts.seat(ctx, facts["hakem"], players)
        if facts.get("declared") == "1":
            parts.append(ctx._("Hakem: {seat}, who declared shelem", seat=who))
        else:
            parts.append(ctx._("Hakem: {seat}, bid {bid}", seat=who, bid=int(facts["bid"])))
    if facts.get("trump"):
        parts.append(ctx._("Trump: {contract}", contract=texts.contract(ctx, facts["trump"])))
    bids = facts.get("bids", "").split(",")
    if any(bids):
        said = [
            ctx._("{seat} {n}", seat=texts.seat(ctx, s), n=int(b)) for s, b in enumerate(bids) if b
        ]
        parts.append(ctx._("Bids: {bids}", bids=("، " if ctx.rtl else ", ").join(said)))
    return " · ".join(parts)


def render_game_example(ctx: Ctx, example: Example) -> None:
    """A Shelem or Ghahve example: its caption, the cards at its step, the facts, what the
    engine computes for the record, and a link to the deal explorer when it shows the game."""
    replayed = open_example(ctx, example)
    if replayed is None:
        return
    step = shown_step(example, replayed)
    players = players_of(replayed.states[0])
    board = board_html(ctx, replayed, step)
    if board:
        st.markdown(board, unsafe_allow_html=True)
    facts = facts_text(ctx, replayed, step)
    if facts:
        st.caption(facts)
    shown = [e for n, e in replayed.events if n <= step]
    if shown:
        st.markdown("**" + ctx._("What the engine computes for this deal:") + "**")
        lines = [f"- {escape_markdown(event_text(ctx, e, players))}" for e in shown]
        st.markdown("\n".join(lines))
    later = len(replayed.events) - len(shown)
    if later:
        st.caption(ctx._("The rest of the record is played on in the deal explorer."))
    explorer_link(ctx, replayed.record, step)


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


# --- seed 000's Ghahve example -----------------------------------------------------------------

# Seed 000, l.142: a team bids 6 in all; it takes 8, or fails with 5.
GHAHVE_SEED_BID: Final = 6
GHAHVE_SEED_TRICKS: Final = (8, 5)


def render_ghahve_seed(ctx: Ctx) -> None:
    """Seed 000's Ghahve scoring example, computed by the package's scorer."""
    made, failed = GHAHVE_SEED_TRICKS
    st.markdown("##### " + ctx._("Seed 000's example, scored by the rules package"))
    st.markdown(
        "\n".join(
            "- " + escape_markdown(line)
            for line in (
                ctx._(
                    "A team that bid {bid} and took {tricks} scores {points}.",
                    bid=GHAHVE_SEED_BID,
                    tricks=made,
                    points=signed(ctx, team_points(bid=GHAHVE_SEED_BID, tricks=made)),
                ),
                ctx._(
                    "A team that bid {bid} and took {tricks} scores {points}.",
                    bid=GHAHVE_SEED_BID,
                    tricks=failed,
                    points=signed(ctx, team_points(bid=GHAHVE_SEED_BID, tricks=failed)),
                ),
            )
        )
    )


# --- the lesson page -----------------------------------------------------------------------------


def lesson_page(
    ctx: Ctx,
    spec: GameSpec,
    lesson: Lesson,
    *,
    after_rule: Mapping[str, Callable[[Ctx], None]] | None = None,
    after_intro: Mapping[str, Callable[[Ctx], None]] | None = None,
    example_renderer: Callable[[Ctx, Example], None] | None = None,
) -> None:
    """A lesson chapter by chapter (the chapter in the URL, ``?chapter=bidding``), every rule with
    its sources and worked example, *after_rule* drawn after the rules it names and
    *after_intro* after the introductions of the chapters it names. Examples are drawn by
    *example_renderer* (by default :func:`render_game_example`)."""
    _ = ctx._
    st.html(EXTRA_CSS)
    chapters = {c.id: c for c in lesson.chapters}
    ids = list(chapters)
    key = f"{spec.id}_chapter"
    url_key = f"{spec.id}_chapter_in_url"

    def label(chapter_id: str) -> str:
        return _(
            "{n}. {title}",
            n=ids.index(chapter_id) + 1,
            title=chapters[chapter_id].title.get(ctx.lang),
        )

    def show(chapter_id: str) -> None:
        st.session_state[key] = chapter_id
        st.session_state[url_key] = chapter_id
        st.query_params["chapter"] = chapter_id

    def go(delta: int) -> None:
        current = st.session_state.get(key)
        index = ids.index(current) if current in ids else 0
        show(ids[max(0, min(len(ids) - 1, index + delta))])

    def picked() -> None:
        show(st.session_state[key])

    in_url = st.query_params.get("chapter")
    if in_url in ids and st.session_state.get(url_key) != in_url:
        st.session_state[key] = in_url
        st.session_state[url_key] = in_url
    elif st.session_state.get(key) not in ids:
        st.session_state[key] = ids[0]
    chapter_id = st.selectbox(_("Chapter"), ids, format_func=label, key=key, on_change=picked)
    chapter = chapters[chapter_id]

    st.header(label(chapter_id))
    st.markdown(chapter.intro.get(ctx.lang))
    intro_extra = (after_intro or {}).get(chapter_id)
    if intro_extra is not None:
        intro_extra(ctx)
    if chapter.kind == "options":
        render_options(ctx, spec)
    else:
        st.caption(
            _("In this chapter:")
            + " "
            + " · ".join(spec.rule(r).title(ctx.lang) for r in chapter.rules)
        )
        for rule_id in chapter.rules:
            st.divider()
            render_rule(
                ctx,
                lesson,
                spec.rule(rule_id),
                example_renderer=example_renderer or render_game_example,
            )
            extra = (after_rule or {}).get(rule_id)
            if extra is not None:
                extra(ctx)

    st.divider()
    position = ids.index(chapter_id)
    prev_col, next_col = st.columns(2)
    with prev_col:
        if position > 0:
            st.button(
                _("Previous: {title}", title=chapters[ids[position - 1]].title.get(ctx.lang)),
                key=f"{spec.id}_chapter_prev",
                on_click=go,
                args=(-1,),
                icon=":material/arrow_back:" if not ctx.rtl else ":material/arrow_forward:",
                width="stretch",
            )
    with next_col:
        if position < len(ids) - 1:
            st.button(
                _("Next: {title}", title=chapters[ids[position + 1]].title.get(ctx.lang)),
                key=f"{spec.id}_chapter_next",
                on_click=go,
                args=(1,),
                icon=":material/arrow_forward:" if not ctx.rtl else ":material/arrow_back:",
                width="stretch",
            )
