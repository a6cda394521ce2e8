"""Pasur's lesson screen: worked examples stepped through move by move, and the numbers of the
rules.

The lesson itself is ``lessons/chahar_barg.toml``, read and checked by :mod:`ui.lessons` like the
other lessons and drawn chapter by chapter by :func:`ui.lessons.lesson_page`. This module draws
what is Pasur's own:

* the board of a Pasur deal: the hands around the table, the cards face up in the middle, the
  stock, each side's taken cards and surs;
* a stepper for each worked example (◀, a slider, ▶): every step says what was played and what
  the engine made of it (the captures a card could make, a sur and what it is worth, or the rule
  that keeps a clearing capture from being a sur, and what the same capture would be at a table
  with the seed's or the standard rules), the plays the engine allows next, and at the end of a
  round the count line by line;
* small tables computed from the package: a capture under both capture modes, the deals of a
  round, what a sur is worth at each table, the three-player clubs rule, the 20 card points, and
  where the seed's rules and the standard rules differ.

Every number on screen is computed here, when the page is drawn, by
:mod:`pasur.games.chahar_barg`; the lesson's captions name no number at all.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import Any, Final

import streamlit as st

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, cards, parse_card
from pasur.games.chahar_barg import (
    PRESETS,
    SPEC,
    PasurOptions,
    PasurState,
    Play,
    RoundResult,
    Show,
    Shuffle,
    captures,
    captures_of,
    card_points,
    clubs_holder,
    deals_per_round,
    side_of,
)
from pasur.games.chahar_barg.scoring import CLUBS_POINTS
from pasur.games.chahar_barg.state import Phase, sur_block
from pasur.options import describe_options
from pasur.protocol import Event
from ui import texts
from ui.cards import card_img, row_html
from ui.frame import Ctx
from ui.lesson_kit import Replayed, Stepper, stepped
from ui.lesson_kit import example_key as example_key  # the stepper's widget keys
from ui.lessons import LessonHooks, lesson_screen
from ui.reference import escape_markdown
from ui.table import TABLE_CSS

CSS: Final = """<style>
.pasur-lboard .pasur-center { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center;
  align-content: center; }
.pasur-lboard .pasur-note { width: 100%; }
.pasur-lboard.two { grid-template-columns: minmax(0, 1fr); grid-template-areas: "n" "c" "s"; }
.pasur-lboard.two .pasur-center { width: min(100%, 34rem); justify-self: center; }
.pasur-lmove { display: flex; align-items: center; gap: 10px; margin: 6px 0; flex-wrap: wrap; }
.pasur-lmove span { font-size: 0.85rem; color: #555; unicode-bidi: plaintext; }
.pasur-lshown { font-size: 0.8rem; color: #555; margin-top: 2px; unicode-bidi: plaintext; }
</style>"""
"""The lesson board's own styles: the table's cards wrap in the green middle, the row of a
capture."""

_AREAS: Final = ("s", "e", "n", "w")
_SUITS_SHOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
PRESET_NAMES: Final = ("seed", "pagat")
"""The two tables the lesson compares: the seed's rules and the standard (pagat's) rules."""


# --- words ------------------------------------------------------------------------------------


def sep(ctx: Ctx) -> str:
    return "، " if ctx.rtl else ", "


def side_name(ctx: Ctx, side: int, players: int) -> str:
    """A side: a partnership at a table of four, otherwise the player's seat."""
    return texts.team(ctx, side) if players == 4 else texts.seat(ctx, side, players)


def cards_text(ctx: Ctx, cards: Sequence[Card | str]) -> str:
    return sep(ctx).join(texts.card(ctx, c) for c in cards)


def codes(text: str) -> list[str]:
    return [c for c in text.split() if c]


def rule_title(ctx: Ctx, rule_id: str) -> str:
    return texts.rule_title(ctx, SPEC, rule_id)


def play_text(ctx: Ctx, move: Play | Show) -> str:
    """A play in a few words: ``7♠ takes 4♥`` / ``lay 9♦`` / ``show 2♣``."""
    if isinstance(move, Show):
        return ctx._("show {card}", card=texts.card(ctx, move.card))
    if move.taken:
        return ctx._(
            "{card} taking {cards}",
            card=texts.card(ctx, move.card),
            cards=cards_text(ctx, move.taken),
        )
    return ctx._("lay {card}", card=texts.card(ctx, move.card))


def score_text(ctx: Ctx, score: Sequence[int], players: int) -> str:
    """Each side's score: ``South 43, North 72``."""
    return sep(ctx).join(
        ctx._("{side} {points}", side=side_name(ctx, s, players), points=p)
        for s, p in enumerate(score)
    )


# --- what a step says -------------------------------------------------------------------------


def event_lines(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
    """What the move of *step* did, in sentences: the engine's events, phrased here, with what
    the package computes about them (the other ways the card could take, what a clearing
    capture would be at other tables)."""
    if step == 0:
        return []
    _ = ctx._
    before: PasurState = replayed.states[step - 1]
    after: PasurState = replayed.states[step]
    move = replayed.moves[step - 1]
    players = before.players
    out: list[str] = []
    for e in (e for n, e in replayed.events if n == step):
        out.extend(_event(ctx, e, before, after, move, players))
    if isinstance(move, Shuffle) and after.phase != "shuffle":
        buried = _buried(before, move, after)
        if buried is not None:
            jack, replacement = buried
            out.append(
                _(
                    "{jack} came up among the opening table cards: it goes back under the stock, "
                    "and the next card, {card}, takes its place.",
                    jack=texts.card(ctx, jack),
                    card=texts.card(ctx, replacement),
                )
            )
    return out


def _event(
    ctx: Ctx, e: Event, before: PasurState, after: PasurState, move: Any, players: int
) -> list[str]:
    _ = ctx._
    p = e.param

    def seat(key: str = "seat") -> str:
        return texts.seat(ctx, int(p(key)), players)

    if e.kind == "dealer":
        return [_("{seat} deals first: the first dealer is drawn by lot.", seat=seat("dealer"))]
    if e.kind == "redeal":
        return [
            _(
                "The opening table ({cards}) is not played: {rule}. The cards are shuffled and "
                "dealt again.",
                cards=cards_text(ctx, codes(p("table"))),
                rule=rule_title(ctx, e.rule_id),
            )
        ]
    if e.kind == "deal":
        n, total = int(p("deal")), int(p("deals"))
        if n == 1:
            return [
                _(
                    "Deal {n} of {total}: four cards to each player, four face up on the table; "
                    "{seat} plays first.",
                    n=n,
                    total=total,
                    seat=seat("first"),
                )
            ]
        return [
            _(
                "Deal {n} of {total}: four more cards to each player and none to the table; "
                "{seat} plays first again.",
                n=n,
                total=total,
                seat=seat("first"),
            )
        ]
    if e.kind == "show":
        return [
            _("{seat} shows {card} to everybody.", seat=seat(), card=texts.card(ctx, p("card")))
        ]
    if e.kind == "capture" and isinstance(move, Play):
        lines = [
            _(
                "{seat} plays {card} and takes {cards}.",
                seat=seat(),
                card=texts.card(ctx, move.card),
                cards=cards_text(ctx, move.taken),
            )
        ]
        ways = captures(move.card, before.table, before.options)
        if len(ways) > 1:
            lines.append(
                _(
                    "The card could take in {n} ways: {ways}. The player chooses.",
                    n=len(ways),
                    ways=" · ".join(cards_text(ctx, w) for w in ways),
                )
            )
        return lines
    if e.kind == "lay" and isinstance(move, Play):
        if int(p("could") or 0):
            return [
                _(
                    "{seat} lays {card} on the table, though it could take: this table allows it.",
                    seat=seat(),
                    card=texts.card(ctx, move.card),
                )
            ]
        return [
            _(
                "{seat} lays {card}: it takes nothing.",
                seat=seat(),
                card=texts.card(ctx, move.card),
            )
        ]
    if e.kind == "sur":
        lines = [_sur_line(ctx, e, players)]
        if isinstance(move, Play):
            lines.extend(other_tables(ctx, before, move))
        return lines
    if e.kind == "leftovers":
        return [
            _(
                "The cards still on the table ({cards}) go to {side}, who took cards last.",
                cards=cards_text(ctx, codes(p("cards"))),
                side=side_name(ctx, int(p("side")), players),
            )
        ]
    if e.kind == "hand":
        return _round_lines(ctx, after, players)
    if e.kind == "match":
        return [
            _(
                "The match is over: {side} reach the target first. Final score: {score}.",
                side=side_name(ctx, int(p("winner")), players),
                score=score_text(ctx, after.score, players),
            )
            if players == 4
            else _(
                "The match is over: {side} reaches the target first. Final score: {score}.",
                side=side_name(ctx, int(p("winner")), players),
                score=score_text(ctx, after.score, players),
            )
        ]
    return [e.text]


def _sur_line(ctx: Ctx, e: Event, players: int) -> str:
    _ = ctx._
    who = texts.seat(ctx, int(e.param("seat")), players)
    if e.rule_id == "pasur/sur":
        if players == 4:
            return _(
                "Sur! {seat} clears the table: {points} points for {side}.",
                seat=who,
                points=int(e.param("value")),
                side=side_name(ctx, int(e.param("side")), players),
            )
        return _(
            "Sur! {seat} clears the table: {points} points.", seat=who, points=int(e.param("value"))
        )
    if e.rule_id == "pasur/sur-cancellation":
        return _(
            "{seat} clears the table; instead of scoring, this sur cancels one of the other "
            "side's surs.",
            seat=who,
        )
    return _(
        "{seat} clears the table, but this is no sur: {rule}.",
        seat=who,
        rule=rule_title(ctx, e.rule_id),
    )


def sur_at(before: PasurState, move: Play, options: PasurOptions) -> tuple[str, int]:
    """What the clearing capture *move* would be at a table playing *options* (the package's
    :func:`~pasur.games.chahar_barg.state.sur_block`): ``pasur/sur`` and its value, or the rule that
    keeps it from being a sur."""
    seat = before.to_move
    assert seat is not None
    hands = list(before.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != move.card)
    state = dataclasses.replace(before, options=options, hands=tuple(hands))
    return sur_block(state, seat, move.card, before.table)


def preset_for(name: str, players: int) -> PasurOptions:
    return dataclasses.replace(PRESETS[name], players=players)


def other_tables(ctx: Ctx, before: PasurState, move: Play) -> list[str]:
    """The same clearing capture at a table with the seed's rules and at one with the standard
    rules."""
    _ = ctx._
    parts = []
    for name in PRESET_NAMES:
        rule, value = sur_at(before, move, preset_for(name, before.players))
        what = (
            _("a sur worth {points}", points=value)
            if rule == "pasur/sur"
            else _("no sur ({rule})", rule=rule_title(ctx, rule))
        )
        if name == "seed":
            parts.append(_("with the seed's rules (preset:seed), {what}", what=what))
        else:
            parts.append(_("with the standard rules (preset:pagat), {what}", what=what))
    return [
        _(
            "The same capture at other tables: {tables}.",
            tables="؛ ".join(parts) if ctx.rtl else "; ".join(parts),
        )
    ]


def _round_lines(ctx: Ctx, after: PasurState, players: int) -> list[str]:
    _ = ctx._
    result = after.results[-1]
    lines = [
        _("Round {n} is over; the table below is the rules package's count.", n=len(after.results))
    ]
    winner = result.winner
    if winner is None:
        lines.append(_("The round is a tie for the most points."))
    else:
        lines.append(_("Round winner: {side}.", side=side_name(ctx, winner, players)))
    if after.options.scope == "match":
        lines.append(
            _(
                "Match score: {score} (the target is {target}).",
                score=score_text(ctx, after.score, players),
                target=after.options.target_points,
            )
        )
        if after.winner is None and max(after.score) >= after.options.target_points:
            lines.append(
                _(
                    "More than one side has passed the target with the same highest total, so "
                    "another round is played."
                )
            )
    return lines


def _buried(before: PasurState, move: Shuffle, after: PasurState) -> tuple[Card, Card] | None:
    """The jack sent back under the stock from the opening table, and the card that replaced it
    (``None`` when the opening table was dealt as it came)."""
    n = before.players
    dealt = move.deck[4 * n : 4 * n + 4]
    gone = [c for c in dealt if c not in after.table]
    new = [c for c in after.table if c not in dealt]
    if len(gone) == 1 and len(new) == 1 and gone[0].rank == Rank.JACK:
        return gone[0], new[0]
    return None


def score_table(ctx: Ctx, result: RoundResult, players: int) -> str:
    """A round's count as a Markdown table, one column per side, every line the package's."""
    _ = ctx._
    n = ctx.num
    head = [side_name(ctx, s, players) for s in range(len(result.sides))]
    rows: list[tuple[str, list[str]]] = [
        (_("Clubs taken"), [n(s.clubs) for s in result.sides]),
        (_("Clubs majority"), [n(s.clubs_points) for s in result.sides]),
        (_("10♦"), [n(s.ten_of_diamonds) for s in result.sides]),
        (_("2♣"), [n(s.two_of_clubs) for s in result.sides]),
        (_("Jacks"), [n(s.jacks) for s in result.sides]),
        (_("Aces"), [n(s.aces) for s in result.sides]),
        (_("Card points in all"), [f"**{n(s.card_points)}**" for s in result.sides]),
        (_("Surs made"), [n(s.surs) for s in result.sides]),
        (_("Sur points"), [n(s.sur_points) for s in result.sides]),
        (_("Total for the round"), [f"**{n(s.total)}**" for s in result.sides]),
    ]
    lines = [
        "| | " + " | ".join(escape_markdown(h) for h in head) + " |",
        "| --- |" + " --- |" * len(head),
    ]
    lines += [f"| {label} | " + " | ".join(cells) + " |" for label, cells in rows]
    return "\n".join(lines)


def legal_text(ctx: Ctx, state: PasurState) -> str:
    """The plays the engine allows the player to move, in one line."""
    if state.phase not in ("play", "show") or state.to_move is None or state.to_move < 0:
        return ""
    moves = [m for m in state.legal_moves() if isinstance(m, (Play, Show))]
    if not moves:
        return ""
    who = texts.seat(ctx, state.to_move, state.players)
    return ctx._(
        "Plays the engine allows {seat} now: {plays}.",
        seat=who,
        plays=" · ".join(play_text(ctx, m) for m in moves),
    )


def facts_text(ctx: Ctx, state: PasurState) -> str:
    """The deal, the stock, and each side's taken cards and surs."""
    _ = ctx._
    players = state.players
    parts = []
    if state.dealer is not None and state.phase == "shuffle" and state.results:
        # The round is over: the state already names the next round's dealer.
        parts.append(_("Next to deal: {seat}", seat=texts.seat(ctx, state.dealer, players)))
    elif state.dealer is not None and state.phase != "over":
        parts.append(_("Dealer: {seat}", seat=texts.seat(ctx, state.dealer, players)))
    if state.deal_no and state.phase in ("play", "show"):
        parts.append(_("Deal {n} of {total}", n=state.deal_no, total=state.deals_total))
        parts.append(_("{n} cards in the stock", n=len(state.stock)))
    for side, pile in enumerate(state.piles):
        if state.phase in ("play", "show"):
            parts.append(
                _(
                    "{side}: {n} cards taken, surs: {surs}",
                    side=side_name(ctx, side, players),
                    n=len(pile),
                    surs=len(state.surs[side]),
                )
            )
    return " · ".join(parts)


# --- the board --------------------------------------------------------------------------------


def hand_order(card: Card) -> tuple[int, int]:
    return _SUITS_SHOWN.index(card.suit), -card.rank


def board_html(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The table at *step*, every hand face up: the seats around the cards in the middle, the
    card just laid marked; after a capture, the card played and the cards it took."""
    state: PasurState = replayed.states[step]
    if not any(state.hands) and not state.table:
        return ""
    players = state.players
    move = replayed.moves[step - 1] if step else None
    laid = move.card if isinstance(move, Play) and not move.taken else None
    two = " two" if players == 2 else ""
    parts = [TABLE_CSS, f'<div class="pasur-table pasur-lboard{two}">']
    for s in range(players):
        area = _AREAS[texts.position(s, players)]
        held = sorted(state.hands[s], key=hand_order) if state.hands else []
        shown = set(state.shown[s]) if state.shown else set()
        label = texts.seat(ctx, s, players)
        if players == 4:
            label += " · " + texts.team(ctx, side_of(s, players))
        if state.dealer == s:
            label += " · " + ctx._("dealer")
        count = ctx._("{n} cards", n=len(held))
        imgs = "".join(
            card_img(c, width=46, highlight=c in shown, alt=texts.card(ctx, c)) for c in held
        )
        note = ""
        if shown:
            note = (
                '<div class="pasur-lshown">'
                + html.escape(
                    ctx._(
                        "Shown to everybody: {cards}",
                        cards=cards_text(ctx, [c for c in held if c in shown]),
                    )
                )
                + "</div>"
            )
        cls = "pasur-seat to-move" if state.to_move == s else "pasur-seat"
        parts.append(
            f'<div class="{cls} pasur-{area}" data-seat="{s}">'
            f'<div class="who" dir="auto"><b>{html.escape(label)}</b> · {html.escape(count)}'
            f'</div><div class="pasur-hand">{imgs}</div>{note}</div>'
        )
    middle = "".join(
        card_img(c, width=50, highlight=c == laid, alt=texts.card(ctx, c)) for c in state.table
    )
    if not state.table:
        middle = f'<div class="pasur-note">{html.escape(ctx._("The table is empty."))}</div>'
    elif state.phase == "shuffle":
        middle += f'<div class="pasur-note">{html.escape(ctx._("Dealt again: not played."))}</div>'
    parts.append(f'<div class="pasur-center" dir="ltr">{middle}</div></div>')
    if isinstance(move, Play) and move.taken:
        who = texts.seat(ctx, int(replayed.states[step - 1].to_move or 0), players)
        parts.append(
            '<div class="pasur-lmove"><span>'
            + html.escape(ctx._("{seat} played, and took:", seat=who))
            + "</span>"
            + row_html([move.card, *move.taken], lang=ctx.lang, width=40, highlight=move.card)
            + "</div>"
        )
    return "".join(parts)


# --- the stepper ------------------------------------------------------------------------------


def step_markdown(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
    """What the step did (:func:`event_lines`), for the list under the step's number."""
    return [escape_markdown(line) for line in event_lines(ctx, replayed, step)]


def step_table(ctx: Ctx, replayed: Replayed, step: int) -> None:
    """The board at *step*, the count, at the end of a round the round's count, and the plays
    the engine allows next."""
    _ = ctx._
    state: PasurState = replayed.states[step]
    board = board_html(ctx, replayed, step)
    if board:
        st.markdown(board, unsafe_allow_html=True)
    facts = facts_text(ctx, state)
    if facts:
        st.caption(facts)
    if step and len(state.results) > len(replayed.states[step - 1].results):
        st.markdown(score_table(ctx, state.results[-1], state.players))
        st.caption(
            _(
                "Card points in the round: {n}, shared out as counted above; the surs come on top.",
                n=state.results[-1].card_total,
            )
        )
    allowed = legal_text(ctx, state)
    if allowed:
        st.caption(allowed)


STEPPER: Final = Stepper(SPEC.id, step_markdown, step_table)
"""Pasur's stepper: its widgets' keys start with ``chahar_barg_``."""


# --- tables computed from the package -----------------------------------------------------------


def render_capture_modes(ctx: Ctx) -> None:
    """Wikipedia's example under both capture modes: a seven on 4, 2 and 2."""
    _ = ctx._
    card, table = "7H", "4C 2S 2D 9S"
    st.markdown("##### " + _("One set, or every set? Computed by the rules package"))
    lines = []
    for mode in ("single", "union"):
        ways = captures_of(card, table, PasurOptions(capture_mode=mode))
        lines.append(
            _(
                "With `capture_mode: {mode}`, {card} on a table of {table} may take: {ways}.",
                mode=mode,
                card=texts.card(ctx, card),
                table=cards_text(ctx, codes(table)),
                ways=" · ".join(cards_text(ctx, w.taken) for w in ways),
            )
        )
    # Not escaped: the lines hold code spans, and the cards' names have no Markdown in them.
    st.markdown("\n".join(f"- {line}" for line in lines))


def render_deals(ctx: Ctx) -> None:
    """How many deals a round has at each size of table."""
    _ = ctx._
    st.markdown(
        "\n".join(
            "- "
            + _(
                "{players} players: {deals} deals of four cards a round.",
                players=n,
                deals=deals_per_round(n),
            )
            for n in (2, 3, 4)
        )
    )


def _clearing_state(options: PasurOptions) -> PasurState:
    """A position early in a round in which seat 0 is about to clear the table."""
    sides = options.teams
    state: PasurState = SPEC.start(options)
    return dataclasses.replace(
        state,
        phase=Phase.PLAY,
        dealer=options.players - 1,
        to_move=0,
        deal_no=1,
        stock=(STANDARD_DECK[0],),
        hands=tuple(() for _ in range(options.players)),
        surs=tuple(() for _ in range(sides)),
    )


def sur_values(options: PasurOptions) -> tuple[tuple[str, int], tuple[str, int]]:
    """What clearing a table of several number cards is worth at a table playing *options*:
    with a number card, and with a jack (the package's ``sur_block``)."""
    state = _clearing_state(options)
    table = cards("4H 2S")
    number, jack = parse_card("5C"), parse_card("JC")
    return sur_block(state, 0, number, table), sur_block(state, 0, jack, table)


def render_sur_values(ctx: Ctx) -> None:
    """What a sur is worth with two and with four players, at the seed's and the standard
    tables."""
    _ = ctx._

    def worth(found: tuple[str, int]) -> str:
        rule, value = found
        return ctx.num(value) if rule == "pasur/sur" else _("not a sur")

    st.markdown("##### " + _("What a sur is worth, computed by the rules package"))
    head = [_("Table"), _("A sur, two players"), _("A jack sur, two players")]
    head += [_("A sur, four players"), _("A jack sur, four players")]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for name in PRESET_NAMES:
        two = sur_values(preset_for(name, 2))
        four = sur_values(preset_for(name, 4))
        cells = [f"`preset:{name}`", worth(two[0]), worth(two[1]), worth(four[0]), worth(four[1])]
        lines.append("| " + " | ".join(cells) + " |")
    st.markdown("\n".join(lines))


CLUB_SPLITS: Final = ((6, 6, 1), (5, 5, 3), (5, 4, 4), (7, 3, 3))


def render_clubs_splits(ctx: Ctx) -> None:
    """Who takes the clubs seven at a table of three, for a few splits of the thirteen clubs,
    under both readings."""
    _ = ctx._
    st.markdown("##### " + _("Who takes the clubs seven at a table of three"))
    head = [_("Clubs taken"), "`three_player_clubs: seed`", "`three_player_clubs: none_on_tie`"]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for split in CLUB_SPLITS:
        shown = sep(ctx).join(
            _("{seat} {n}", seat=texts.seat(ctx, s, 3), n=k) for s, k in enumerate(split)
        )
        cells = [shown]
        for rule in ("seed", "none_on_tie"):
            holder = clubs_holder(split, PasurOptions(players=3, three_player_clubs=rule))
            cells.append(_("nobody") if holder is None else texts.seat(ctx, holder, 3))
        lines.append("| " + " | ".join(cells) + " |")
    st.markdown("\n".join(lines))


def render_twenty(ctx: Ctx) -> None:
    """The card points of a whole deck, added up by the package's ``card_points``."""
    ranks = {"ten": Rank.TEN, "two": Rank.TWO, "jacks": Rank.JACK, "aces": Rank.ACE}
    points = {
        name: sum(card_points(c) for c in STANDARD_DECK if c.rank == rank)
        for name, rank in ranks.items()
    }
    total = CLUBS_POINTS + sum(card_points(c) for c in STANDARD_DECK)
    text = ctx._(
        "Added up over the whole deck by the rules package: clubs {clubs} + 10♦ {ten} + "
        "2♣ {two} + jacks {jacks} + aces {aces} = {total}.",
        clubs=CLUBS_POINTS,
        total=total,
        **points,
    )
    st.markdown("- " + escape_markdown(text))


def _value(ctx: Ctx, value: object) -> str:
    if isinstance(value, bool):
        return ctx.gettext("on") if value else ctx.gettext("off")
    if isinstance(value, int):
        return ctx.num(value)
    return f"`{value}`"


def render_presets(ctx: Ctx) -> None:
    """Where the seed's rules and the standard rules differ: every option whose value differs
    between ``preset:seed`` and ``preset:pagat``, read from the package."""
    _ = ctx._
    seed, pagat = PRESETS["seed"], PRESETS["pagat"]
    st.markdown("##### " + _("The seed's rules and the standard rules, side by side"))
    st.markdown(
        _(
            "Two presets name the two sets of rules: `preset:seed` (this app's defaults) and "
            "`preset:pagat` (the standard rules). These options differ between them:"
        )
    )
    head = [_("Option"), "`preset:seed`", "`preset:pagat`", _("What it changes")]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    help_key = "help_fa" if ctx.rtl else "help_en"
    helps = {str(i["name"]): str(i[help_key]) for i in describe_options(type(seed))}
    for f in dataclasses.fields(seed):
        a, b = getattr(seed, f.name), getattr(pagat, f.name)
        if a != b:
            cells = [f"`{f.name}`", _value(ctx, a), _value(ctx, b), escape_markdown(helps[f.name])]
            lines.append("| " + " | ".join(cells) + " |")
    st.markdown("\n".join(lines))
    others = [name for name in PRESETS if name not in PRESET_NAMES]
    st.caption(
        _(
            "The other presets: {names}. Any option can also be set on its own.",
            names=sep(ctx).join(f"`preset:{n}`" for n in others),
        )
    )


# --- the screen ------------------------------------------------------------------------------

HOOKS: Final = LessonHooks(
    example=stepped(STEPPER),
    after_rule={
        "pasur/later-deals": render_deals,
        "pasur/one-combination": render_capture_modes,
        "pasur/sur-four-players": render_sur_values,
        "pasur/clubs-three-players": render_clubs_splits,
        "pasur/twenty-points": render_twenty,
    },
    after_intro={"options": render_presets},
    css=CSS,
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=chahar_barg``)."""
