"""Haft Khabis's lesson screen: the introduction, and its worked examples stepped through on a
board of its own: every hand, the up-card on the played pile, the stock's count, the direction of
play, the suit a jack named, the draw a chain of sevens has built up, and at the end of a deal
each player's penalty count (doubled when the winner went out on a jack).

The lesson itself is ``lessons/haft_khabis.toml``; every number on screen is computed, when the
page is drawn, by the rules package.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Final

from pasur.cards import Card
from pasur.games.haft_khabis import SPEC
from pasur.games.haft_khabis import moves as hk_moves
from pasur.games.haft_khabis.scoring import card_penalty
from ui import texts
from ui.frame import Ctx
from ui.i18n import N_
from ui.lesson_boards import BOARDS_CSS, board_stepper, cards_html, seat_name
from ui.lesson_kit import stepped
from ui.lessons import LessonHooks, lesson_screen

DIRECTIONS: Final = {
    1: N_("to the right (counter-clockwise)"),
    -1: N_("to the left (clockwise)"),
}


def haft_khabis_lines(ctx: Ctx, before: Any, move: Any, after: Any) -> list[str]:
    _ = ctx._
    n = after.players
    out: list[str] = []
    mover = before.to_move
    who = seat_name(ctx, mover, n) if isinstance(mover, int) and mover >= 0 else ""
    if isinstance(move, hk_moves.Deal):
        out.append(
            _(
                "The pack is shuffled and dealt one card at a time: {n} cards each. The next card "
                "is turned face up: {card}.",
                n=len(after.hands[0]) if after.hands else 0,
                card=texts.card(ctx, after.top),
            )
        )
    elif isinstance(move, hk_moves.Restock):
        out.append(
            _(
                "The stock is empty: the played cards under the up-card are shuffled into "
                "a new stock."
            )
        )
    elif isinstance(move, hk_moves.Play):
        card = texts.card(ctx, move.card)
        out.append(_("{seat} plays {card}.", seat=who, card=card))
        if move.suit is not None:
            out.append(
                _("With the jack he names the suit: {suit}.", suit=texts.suit(ctx, move.suit))
            )
        if move.target is not None:
            out.append(
                _(
                    "With the 2 he names {target}, who must draw a card.",
                    target=seat_name(ctx, move.target, n),
                )
            )
        if move.last:
            out.append(_("He has one card left and says «تک برگ»."))
    elif isinstance(move, hk_moves.Draw):
        out.append(_("{seat} has no card that fits and draws one from the stock.", seat=who))
    elif isinstance(move, hk_moves.Keep):
        out.append(_("{seat} keeps the card he drew; the turn passes.", seat=who))
    elif isinstance(move, hk_moves.Take):
        out.append(_("{seat} has no 7 to pass the draw on.", seat=who))
    elif isinstance(move, hk_moves.Pass):
        out.append(_("{seat} cannot play and has nothing to draw: he passes.", seat=who))
    elif isinstance(move, hk_moves.Penalty):
        out.append(
            _(
                "{seat} made a mistake and is given a penalty card.",
                seat=seat_name(ctx, move.seat, n),
            )
        )
    if not isinstance(move, hk_moves.Deal) and len(after.results) == len(before.results):
        for s in range(n):
            grew = len(after.hands[s]) - len(before.hands[s])
            if isinstance(move, hk_moves.Draw) and s == mover and grew == 1:
                continue
            if grew == 1:
                out.append(_("{seat} draws 1 card.", seat=seat_name(ctx, s, n)))
            elif grew > 1:
                out.append(_("{seat} draws {k} cards.", seat=seat_name(ctx, s, n), k=grew))
        if after.sevens > before.sevens:
            out.append(
                _(
                    "The sevens on the pile now make the next player draw {k} cards, unless he "
                    "has a 7.",
                    k=2 * after.sevens,
                )
            )
        if after.direction != before.direction:
            out.append(
                _(
                    "The direction of play turns: now {way}.",
                    way=ctx.gettext(DIRECTIONS[after.direction]),
                )
            )
        if (
            isinstance(move, hk_moves.Play)
            and move.card.rank == 14
            and isinstance(after.to_move, int)
        ):
            skipped = before.step(mover)
            if after.to_move != skipped and after.to_move >= 0:
                out.append(
                    _(
                        "The ace makes {seat} fly: he loses his turn.",
                        seat=seat_name(ctx, skipped, n),
                    )
                )
        if isinstance(move, hk_moves.Play) and move.card.rank == 8 and after.mode == "bonus":
            out.append(
                _("The 8 earns {seat} a bonus card: one of its suit or another 8.", seat=who)
            )
        if isinstance(after.to_move, int) and after.to_move >= 0 and after.phase == "play":
            out.append(_("Next to play: {seat}.", seat=seat_name(ctx, after.to_move, n)))
    if len(after.results) > len(before.results):
        result = after.results[-1]
        winner = seat_name(ctx, result.winner, n)
        if result.blocked:
            out.append(
                _(
                    "Nobody can play or draw: the deal is blocked, and {seat} with the "
                    "lowest count wins it.",
                    seat=winner,
                )
            )
        else:
            out.append(_("{seat} has played his last card and wins the deal.", seat=winner))
        if result.doubled:
            out.append(_("His last card was a jack: everyone else's count is doubled."))
    return out


def haft_khabis_board(ctx: Ctx, state: Any, before: Any | None) -> str:
    """Every hand, the up-card, the stock, the direction, and after a deal the count."""
    _ = ctx._
    if not state.hands or not any(state.hands):
        return ""
    n = state.players
    played: Card | None = state.top if state.pile else None
    felt = ['<div class="pasur-gfelt">']
    if played is not None:
        upcard = html.escape(ctx._("Up-card:"))
        felt.append(f"<span>{upcard}</span>")
        felt.append(cards_html(ctx, [played], width=52))
    notes = [
        _("Stock: {n} cards", n=len(state.stock)),
        _("Played pile: {n} cards", n=len(state.pile)),
    ]
    notes.append(_("Direction: {way}", way=ctx.gettext(DIRECTIONS[state.direction])))
    if state.called is not None:
        notes.append(_("Suit named by the jack: {suit}", suit=texts.suit(ctx, state.called)))
    if state.sevens:
        notes.append(_("Draw waiting for the next player: {k} cards", k=2 * state.sevens))
    felt.append("<span>" + "<br>".join(html.escape(x) for x in notes) + "</span></div>")
    rows = []
    for s in range(n):
        hand = state.hands[s]
        name = seat_name(ctx, s, n)
        tags = []
        if state.to_move == s:
            tags.append(_("to play"))
        if state.alive and not state.alive[s]:
            tags.append(_("out of the game"))
        label = name + (" · " + " · ".join(tags) if tags else "")
        count = _("{n} cards", n=len(hand)) if len(hand) != 1 else _("1 card")
        rows.append(
            '<div class="pasur-grow">'
            f'<span class="who">{html.escape(label)}</span>'
            f'<span class="pasur-gnote">{html.escape(count)}</span>'
            + cards_html(ctx, hand, width=34)
            + "</div>"
        )
    out = "".join(felt) + '<div class="pasur-gbox" dir="auto">' + "".join(rows) + "</div>"
    if state.results and before is not None and len(state.results) > len(before.results):
        out += penalty_table(ctx, state.results[-1], state.totals, n, state.options.limit)
    return out


def penalty_table(ctx: Ctx, result: Any, totals: Sequence[int], players: int, limit: int) -> str:
    """Each loser's cards left, their values, the doubling, the deal's count and the totals."""
    _ = ctx._
    labels = (_("Player"), _("Cards left"), _("Count"), _("Total"))
    head = "<tr>" + "".join(f"<th>{html.escape(label)}</th>" for label in labels) + "</tr>"
    rows = []
    for s in range(players):
        left = result.left[s]
        if s == result.winner:
            count = _("wins the deal")
        elif not left and not result.penalties[s]:
            count = "—"
        else:
            parts = " + ".join(ctx.num(card_penalty(c)) for c in left)
            raw = sum(card_penalty(c) for c in left)
            count = f"{parts} = {ctx.num(raw)}"
            if result.doubled:
                count += " · " + _("doubled: {n}", n=result.penalties[s])
        total = ctx.num(totals[s])
        if s in result.eliminated:
            total += " · " + _("reaches the limit of {n}: out", n=limit)
        rows.append(
            f"<tr><td>{html.escape(seat_name(ctx, s, players))}</td>"
            f"<td>{cards_html(ctx, left, width=26)}</td>"
            f'<td dir="auto">{html.escape(count)}</td><td>{html.escape(total)}</td></tr>'
        )
    title = html.escape(_("The penalty count"))
    return (
        f'<div class="pasur-gnote"><b>{title}</b></div>'
        f'<table class="pasur-lsheet" dir="{"rtl" if ctx.rtl else "ltr"}">'
        f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"
    )


# --- poker ---------------------------------------------------------------------------------------


# --- the screen ------------------------------------------------------------------------------

STEPPER: Final = board_stepper(SPEC.id, haft_khabis_lines, haft_khabis_board)
"""Haft Khabis's stepper: its widgets' keys start with ``haft_khabis_``."""


HOOKS: Final = LessonHooks(
    example=stepped(STEPPER),
    css=BOARDS_CSS,
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=haft_khabis``)."""
