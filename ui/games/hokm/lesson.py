"""Hokm's lesson screen: the introduction, and its worked examples drawn with the two-player
draw, the cards a custom or a concession turned up, the dealer's peek and the first hakem's draw,
each step told in sentences with the count under the table.

The lesson itself is ``lessons/hokm.toml``, read and checked by :mod:`ui.lessons` and drawn
chapter by chapter by :func:`ui.lessons.lesson_page`.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import Any, Final

import streamlit as st

from pasur.cards import Card, Rank, Suit
from pasur.engines import chance, tricks
from pasur.games.hokm import SPEC, AceDraw, Draw, HokmState, Play, misdeal_ruling
from pasur.games.hokm import moves as hokm_moves
from pasur.protocol import Event
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.games.hokm.words import hokm_move
from ui.i18n import N_
from ui.lesson_kit import Replayed, Stepper, stepped
from ui.lessons import LessonHooks, lesson_screen, list_sep
from ui.reference import escape_markdown
from ui.table import table_html


def _board_html(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The table at *step*, seen with every card face up. When the move at *step* completed a
    trick, the four cards of that trick stay in the middle with the winning card marked."""
    state = replayed.states[step]
    view = state.view(None)
    finished = (
        step > 0
        and isinstance(state, HokmState)
        and len(state.trick_log) > len(replayed.states[step - 1].trick_log)
    )
    if not any(isinstance(h, tuple) and h for h in view.hands) and not view.table and not finished:
        return ""
    view = dataclasses.replace(
        view,
        hands=tuple(sorted(h, key=_hand_order) if isinstance(h, tuple) else h for h in view.hands),
    )
    highlight: Card | None = None
    if step > 0 and isinstance(state, HokmState):
        before = replayed.states[step - 1]
        move = replayed.moves[step - 1]
        if len(state.trick_log) > len(before.trick_log):
            done = state.trick_log[-1]
            view = dataclasses.replace(
                view, table=tuple((done.seat_of(i), c) for i, c in enumerate(done.cards))
            )
            highlight = done.winning_card
        elif isinstance(move, Play):
            highlight = move.card
    return table_html(ctx, view, highlight=highlight) + _apart_html(ctx, state)


def _players(state: Any) -> int:
    """How many play at the table of *state* (four for a game without the choice)."""
    return int(getattr(state, "players", getattr(state.options, "players", 4)))


def _apart_html(ctx: Ctx, state: Any) -> str:
    """The Hokm cards that lie apart from the hands, each row under its label: the cards a custom
    or a concession turned up for everyone, the dealer's peek, the two-player draw (what the
    drawer sees now, the cards each player put aside) and how many cards are out of play."""
    if not isinstance(state, HokmState):
        return ""
    rows: list[tuple[str, Sequence[Card]]] = []
    players = state.players
    if state.shown:
        rows.append((ctx._("Face up for everyone:"), state.shown))
    peeked = state.peeked_cards()
    if peeked and state.dealer is not None:
        rows.append(
            (
                ctx._("Seen by the dealer, {seat}:", seat=texts.seat(ctx, state.dealer, players)),
                peeked,
            )
        )
    offer = state.draw_offer()
    if offer and state.to_move is not None:
        who = texts.seat(ctx, state.to_move, players)
        label = (
            ctx._("{seat} draws and sees the last two cards:", seat=who)
            if len(offer) == 2
            else ctx._("{seat} draws and sees the top card of the stock:", seat=who)
        )
        rows.append((label, offer))
    for seat, put in enumerate(state.discards):
        if put:
            rows.append(
                (
                    ctx._("Put aside face down by {seat}:", seat=texts.seat(ctx, seat, players)),
                    put,
                )
            )
    html_rows = [
        '<div class="pasur-apart" dir="auto">'
        f"<span>{html.escape(label)}</span>"
        + "".join(card_img(c, width=40, alt=texts.card(ctx, c)) for c in cards)
        + "</div>"
        for label, cards in rows
    ]
    counts = []
    if players == 2 and (state.draw_log or state.phase in ("discard", "draw")):
        left = len(state.deck) - state.stock if state.phase in ("discard", "draw") else 0
        counts.append(ctx._("Still in the stock: {n}", n=left))
    if state.dead:
        counts.append(ctx._("Cards aside, out of play: {n}", n=len(state.dead)))
    if counts:
        html_rows.append(
            '<div class="pasur-apart" dir="auto"><span>'
            + html.escape(" · ".join(counts))
            + "</span></div>"
        )
    return "".join(html_rows)


_SUITS_SHOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def _hand_order(card: Card) -> tuple[int, int]:
    """Hands are shown by suit, black and red in turn, each suit from its highest card."""
    return _SUITS_SHOWN.index(card.suit), -card.rank


_DRAW_CSS: Final = """<style>
.pasur-draw { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-end;
  margin: 4px 0 8px; }
.pasur-draw figure { margin: 0; text-align: center; }
.pasur-draw figcaption { font-size: 0.8rem; unicode-bidi: plaintext; }
</style>"""


def _draw_html(ctx: Ctx, replayed: Replayed, step: int) -> str:
    """The cards drawn for the first hakem (face-up deal or draws) up to *step*, each under the
    name of the seat that got it."""
    rows = []
    for i in range(step):
        move = replayed.moves[i]
        before = replayed.states[i]
        if isinstance(move, AceDraw):
            label = ctx._(
                "Dealt face up, starting from {seat}:",
                seat=texts.seat(ctx, move.start, _players(before)),
            )
            items = _ace_draw_items(ctx, move, before)
        elif isinstance(move, Draw):
            label = ctx._("Cards drawn:")
            items = _draw_items(ctx, move, before)
        else:
            continue
        figures = "".join(
            f"<figure>{card_img(c, width=44, highlight=mark, alt=texts.card(ctx, c))}"
            f"<figcaption>{html.escape(who)}</figcaption></figure>"
            for who, c, mark in items
        )
        # The cards in the order they came, read in the page's direction (first on the right in
        # Persian), each under the seat that got it.
        rows.append(
            f'<div dir="auto">{html.escape(label)}</div>'
            f'<div class="pasur-draw" dir="{"rtl" if ctx.rtl else "ltr"}">{figures}</div>'
        )
    return _DRAW_CSS + "".join(rows) if rows else ""


def _ace_draw_items(ctx: Ctx, move: AceDraw, before: Any) -> list[tuple[str, Card, bool]]:
    """Who got each card of a face-up deal; the deal skips the hakem after the first ace when
    the second ace names his partner."""
    skip_hakem = before.options.partner_selection == "second_ace"
    players = _players(before)
    seat, hakem = move.start, None
    out = []
    for card in move.cards:
        ace = card.rank == Rank.ACE
        out.append((texts.seat(ctx, seat, players), card, ace))
        if ace and hakem is None:
            hakem = seat
        seat = (seat + 1) % players
        if skip_hakem and seat == hakem:
            seat = (seat + 1) % players
    return out


def _draw_items(ctx: Ctx, move: Draw, before: Any) -> list[tuple[str, Card, bool]]:
    """Who drew each card: the players still drawing, in seat order, then the middle card."""
    seats = [s for s in before.contenders if before.draw_cards[s] is None]
    players = _players(before)
    out = []
    for i, card in enumerate(move.cards):
        who = texts.seat(ctx, seats[i], players) if i < len(seats) else ctx._("middle card")
        out.append((who, card, False))
    return out


# --- worked examples stepped through ---------------------------------------------------------


def _step_markdown(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
    return [escape_markdown(line) for line in step_lines(ctx, replayed, step)]


def _step_table(ctx: Ctx, replayed: Replayed, step: int) -> None:
    """The table at *step* (before any card is dealt, how the first hakem was drawn), then the
    count."""
    board = _board_html(ctx, replayed, step)
    if board:
        st.markdown(board, unsafe_allow_html=True)
    elif not getattr(replayed.states[step], "results", ()):
        drawn = _draw_html(ctx, replayed, step)  # no cards dealt yet: the first hakem's draw
        if drawn:
            st.markdown(drawn, unsafe_allow_html=True)
    facts = facts_text(ctx, replayed.states[step])
    if facts:
        st.caption(facts)


STEPPER: Final = Stepper("hokm", _step_markdown, _step_table)
"""Hokm's stepper: its widgets' keys start with ``hokm_``."""


def step_lines(ctx: Ctx, replayed: Replayed, step: int) -> list[str]:
    """What the move of *step* did, in sentences: the move itself (for the two-player draw,
    what the drawer saw and chose, read from the state's ``draw_log``), then the engine's
    events for it. *step* is from 1 on (the stepper says what the start is)."""
    _ = ctx._
    before, after = replayed.states[step - 1], replayed.states[step]
    move = replayed.moves[step - 1]
    players = _players(before)
    out = []
    mover = before.to_move
    who = texts.seat(ctx, mover, players) if isinstance(mover, int) and mover >= 0 else ""
    hokm = isinstance(before, HokmState) and isinstance(after, HokmState)
    events = [e for n, e in replayed.events if n == step]
    if hokm:
        # The move's own sentence names the cards; these events would only repeat it.
        events = [e for e in events if e.kind not in ("draw", "discard", "peek")]
        out.append(_move_line(ctx, before, after, move, who))
    out.extend(texts.event(ctx, _plain_custom(e), players) for e in events)
    if hokm:
        out.append(_after_line(ctx, before, after, move))
    return [line for line in out if line]


def _plain_custom(e: Event) -> Event:
    """The custom of an either-or reveal without its two suits (``either-DH`` -> ``either``),
    the name the custom's texts know."""
    custom = e.param("custom")
    if e.kind != "trump" or not custom.startswith("either-"):
        return e
    params = tuple((k, "either" if k == "custom" else v) for k, v in e.params)
    return dataclasses.replace(e, params=params)


_REMEDIES: Final = {
    "redeal": N_("a redeal"),
    "give": N_("handing one card over"),
    "blind": N_("a blind draw by the short player"),
}


def _after_line(ctx: Ctx, before: HokmState, after: HokmState, move: Any) -> str:
    """What follows a move: the rest of the deal after trump, a misdeal found and its ruling."""
    _ = ctx._
    players = before.players
    if after.phase == "misdeal" and after.misdeal is not None and after.hakem is not None:
        extra, short, _count = after.misdeal
        ruling = misdeal_ruling(after.options, after.hakem, extra, after.misdeal[2])
        chooser = extra if ruling.chooser == "extra" else after.hakem
        values = {
            "extra": texts.seat(ctx, extra, players),
            "short": texts.seat(ctx, short, players),
            "a": len(after.hand(extra)),
            "b": len(after.hand(short)),
            "chooser": texts.seat(ctx, chooser, players),
            "choices": list_sep(ctx).join(ctx.gettext(_REMEDIES[c]) for c in ruling.choices),
        }
        text = (
            _(
                "The deal is done, and {extra} holds {a} cards while {short} holds {b}: a "
                "misdeal. At this table {chooser} chooses between: {choices}.",
                **values,
            )
            if len(ruling.choices) > 1
            else _(
                "The deal is done, and {extra} holds {a} cards while {short} holds {b}: a "
                "misdeal. This table's remedy: {choices}, by {chooser}.",
                **values,
            )
        )
        if ruling.face_up:
            text += " " + _(
                "A card handed over is shown to everyone, and the giver must keep at least one "
                "card of its suit."
            )
        return text
    lines = []
    if len(after.results) > len(before.results) and after.results[-1].kind == "six_six_five":
        result, last = after.results[-1], after.trick_log[-1]
        if last.winner != result.winner:
            lines.append(
                _(
                    "The paradox of the last trick: before it the count was {count}; {last} "
                    "took it and made it six-six-five, and so the hand went to {winner}.",
                    count=_per_side(ctx, before.tricks, players),
                    last=texts.seat(ctx, last.winner, players),
                    winner=texts.seat(ctx, result.winner, players),
                )
            )
    rv = after.reveal
    if (
        isinstance(move, hokm_moves.TrumpCustom)
        and rv is not None
        and rv.custom == "red"
        and len(rv.cards) > 5
    ):
        more = (len(rv.cards) - 5 + 3) // 4
        red = any(c.suit in (Suit.HEARTS, Suit.DIAMONDS) for c in rv.cards[:5])
        if red and more == 1:
            lines.append(
                _(
                    "The partner's first five left the two red suits tied at the top, so his "
                    "next packet was turned up too."
                )
            )
        elif red:
            lines.append(
                _(
                    "The partner's first five left the two red suits tied at the top, so {n} "
                    "more of his packets were turned up.",
                    n=more,
                )
            )
        else:
            lines.append(
                _(
                    "The partner's first five held no red card, so {n} more of his packets "
                    "were turned up.",
                    n=more,
                )
            )
    if isinstance(move, (hokm_moves.NameTrump, hokm_moves.TrumpCustom)) and after.phase not in (
        "trump",
        "discard",
    ):
        lines.append(
            _(
                "The rest of the cards are dealt: each player now holds {n}.",
                n=len(after.hand(after.hakem if after.hakem is not None else 0)),
            )
        )
    return " ".join(lines)


def _move_line(ctx: Ctx, before: HokmState, after: HokmState, move: Any, who: str) -> str:
    _ = ctx._
    players = before.players
    if isinstance(move, (hokm_moves.AceDraw, hokm_moves.Draw, hokm_moves.SeatDraw)):
        return _("Cards are drawn to find the first hakem.")
    if isinstance(move, chance.Shuffle):
        return _("The dealer shuffles the deck.")
    if isinstance(move, hokm_moves.Misdeal):
        return _(
            "The dealer shuffles and deals, but {extra} gets a card meant for {short}.",
            extra=texts.seat(ctx, move.extra, players),
            short=texts.seat(ctx, move.short, players),
        )
    if isinstance(move, hokm_moves.Cut):
        dealt = after.phase == "trump"
        text = _("{seat} {move}.", seat=who, move=hokm_move(ctx, move))
        if dealt:
            text += " " + _("Five cards each are dealt, the hakem first.")
        return text
    if isinstance(move, hokm_moves.DrawChoice) and after.draw_log:
        turn = after.draw_log[-1]
        seat = texts.seat(ctx, turn.seat, players)
        top, second = texts.card(ctx, turn.top), texts.card(ctx, turn.second)
        if turn.last_pair:
            return _(
                "{seat} has the last turn and sees both remaining cards, {top} and {second}: "
                "he keeps {taken}; {burned} goes aside.",
                seat=seat,
                top=top,
                second=second,
                taken=texts.card(ctx, turn.taken),
                burned=texts.card(ctx, turn.burned),
            )
        if turn.keep:
            return _(
                "{seat} looks at the top card of the stock, {top}, and keeps it; the card under "
                "it, {second}, goes aside without being seen.",
                seat=seat,
                top=top,
                second=second,
            )
        return _(
            "{seat} looks at the top card of the stock, {top}, and does not want it: it goes "
            "aside, and he must take the next card, {second}.",
            seat=seat,
            top=top,
            second=second,
        )
    if isinstance(move, hokm_moves.Discard):
        return _(
            "{seat} puts {cards} aside face down; the other player does not see them.",
            seat=who,
            cards=texts.cards_list(ctx, [c.code for c in move.cards]),
        )
    if isinstance(move, hokm_moves.Peek) and before.dealer is not None:
        return _(
            "{seat}, the dealer, looks at packet {n} of his partner's cards: {cards}.",
            seat=who,
            n=move.packet,
            cards=texts.cards_list(ctx, [c.code for c in after.peeked_cards()]),
        )
    if isinstance(move, hokm_moves.Concede) and move.give_up:
        return _("{seat} gives up the hand.", seat=who)
    if isinstance(move, tricks.Play):
        return _("{seat} plays {card}.", seat=who, card=texts.card(ctx, move.card))
    if isinstance(move, (hokm_moves.NameTrump, hokm_moves.TrumpCustom)):
        return ""
    if isinstance(move, hokm_moves.Give) and move.card in after.shown:
        return _("{seat} passes {card} face up.", seat=who, card=texts.card(ctx, move.card))
    return _("{seat} {move}.", seat=who, move=hokm_move(ctx, move)) if who else ""


def facts_text(ctx: Ctx, state: Any) -> str:
    """The count at a step: hakem, trump, tricks and score, each side named."""
    if not isinstance(state, HokmState) or state.hakem is None:
        return ""
    players = state.players
    sep = " · "
    parts = [ctx._("Hakem: {seat}", seat=texts.seat(ctx, state.hakem, players))]
    if state.contract:
        parts.append(ctx._("Trump: {contract}", contract=texts.contract(ctx, state.contract)))
    parts.append(ctx._("Tricks: {count}", count=_per_side(ctx, state.tricks, players)))
    parts.append(ctx._("Score: {count}", count=_per_side(ctx, state.score, players)))
    return sep.join(parts)


def _per_side(ctx: Ctx, values: Sequence[int], players: int) -> str:
    """``South 6, East 6, West 5`` (teams with four players)."""
    names = [
        texts.team(ctx, i) if players == 4 else texts.seat(ctx, i, players)
        for i in range(len(values))
    ]
    pairs = zip(names, values, strict=True)
    return list_sep(ctx).join(f"{name} {ctx.num(v)}" for name, v in pairs)


# --- the screen ------------------------------------------------------------------------------

HOOKS: Final = LessonHooks(
    example=stepped(STEPPER),
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=hokm``)."""
