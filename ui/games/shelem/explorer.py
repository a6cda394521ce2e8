"""Shelem at the card table and in the deal explorer.

The table (the ``felt`` hook) shows what a player at a real Shelem table keeps in mind: each
seat's call in the auction, the widow face down in the middle until the hakem takes it (face up
to him, and to an onlooker), the four cards he put down (to him alone), the contract and trump,
the points each side has taken in tricks this hand and the score; with two players, each seat's
piles and the trick of four cards in play order. The auction is a ladder of buttons (``pass``
first, then every legal bid upwards, then a declared shelem where the table allows it), in the
explorer and at the play table alike; the hakem's four cards are chosen on the table itself.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pasur.cards import Card, parse_card
from pasur.engines.bidding import Bid, Call, Pass, Special
from pasur.games.shelem.options import BID_MINIMUM
from pasur.games.shelem.scoring import points_of, team_of
from pasur.games.shelem.state import ShelemState, ShelemView
from pasur.protocol import TableView
from ui import texts
from ui.card_table import CardRow, Spot
from ui.frame import Ctx
from ui.games.base import Controls, ExplorerUI, Felt, Moment
from ui.games.shelem.words import shelem_move

WIDOW_CARDS = 4


def call_words(ctx: Ctx, call: object) -> str | None:
    """A call of the auction as a player says it ("bids 120", "passes"); ``None`` for a move
    that is not a call."""
    if isinstance(call, Bid):
        return ctx._("bids {amount}", amount=call.amount)
    if isinstance(call, Pass):
        return ctx._("says pass")
    if isinstance(call, Special):
        return ctx._("declares shelem")
    return None


def move_words(ctx: Ctx, m: object, state: object = None) -> str:
    """A move of Shelem in words: the calls of the auction here, the rest as :func:`shelem_move`
    words them."""
    said = call_words(ctx, m)
    return said if said is not None else shelem_move(ctx, m, state)


# --- the table ------------------------------------------------------------------------------


def _backs(ctx: Ctx, n: int) -> tuple[Spot, ...]:
    return tuple(Spot("", ctx._("a card face down")) for _ in range(n))


def _face_up(ctx: Ctx, codes: Sequence[str], win: str = "") -> tuple[Spot, ...]:
    return tuple(Spot(c, texts.card(ctx, c), win=c == win) for c in codes)


def _seen(ctx: Ctx, text: str, n: int) -> tuple[Spot, ...]:
    """Cards a fact lists by their codes, or *n* backs where it says ``?`` (not to be seen)."""
    return _backs(ctx, n) if text in ("", "?") else _face_up(ctx, text.split())


def _seen_cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in text.split())


def _last_calls(view: TableView) -> dict[int, Call]:
    calls = view.calls if isinstance(view, ShelemView) else ()
    return dict(calls)


def _call_note(ctx: Ctx, call: Call) -> str:
    if isinstance(call, Bid):
        return ctx._("bid {amount}", amount=call.amount)
    return ctx._("passed") if isinstance(call, Pass) else ctx._("shelem")


def _taken(state: ShelemState) -> tuple[dict[int, tuple[int, int]], list[int]]:
    """Per seat, the tricks it has won this hand and their points; per side, those points."""
    by_seat: dict[int, tuple[int, int]] = {}
    sides = [0, 0]
    for t in state.trick_log:
        points = points_of(t.cards)
        tricks, total = by_seat.get(t.winner, (0, 0))
        by_seat[t.winner] = (tricks + 1, total + points)
        sides[team_of(t.winner, state.players)] += points
    return by_seat, sides


def _notes(ctx: Ctx, state: ShelemState, view: TableView) -> dict[int, str]:
    """During the auction, each seat's last call; then the tricks and points each has taken;
    with two players, the piles while they are face down."""
    lines: dict[int, list[str]] = {s: [] for s in range(len(view.hands))}
    if view.phase == "bid":
        for s, call in _last_calls(view).items():
            lines[s].append(_call_note(ctx, call))
    by_seat, _sides = _taken(state)
    for s, (n, p) in by_seat.items():
        lines[s].append(ctx._("tricks {n} · points {points}", n=n, points=p))
    if len(view.hands) == 2 and not _piles_up(view):
        for s in range(2):
            lines[s].append(_pile_note(ctx, view, s))
    return {s: " · ".join(x for x in parts if x) for s, parts in lines.items() if any(parts)}


def _badges(ctx: Ctx, view: TableView) -> dict[int, tuple[str, ...]]:
    """The dealer's badge where the generic table leaves it out (he is also the hakem) and the
    highest bidder's during the auction."""
    out: dict[int, tuple[str, ...]] = {}
    dealer, hakem = view.fact("dealer"), view.fact("hakem")
    if dealer and dealer == hakem:
        out[int(dealer)] = (ctx._("dealer"),)
    high = view.fact("high_seat")
    if view.phase == "bid" and high:
        out[int(high)] = (*out.get(int(high), ()), ctx._("highest bid"))
    return out


def _trick_row(ctx: Ctx, state: ShelemState, view: TableView) -> CardRow:
    """Two players: the trick's four cards in play order (two from each hand and pile), the
    winner marked once it is complete."""
    codes = [c.code for _s, c in view.table]
    win = ""
    if len(codes) == WIDOW_CARDS and not state.trick and state.trick_log:
        win = state.trick_log[-1].winning_card.code
    return CardRow(ctx._("The trick"), _face_up(ctx, codes, win))


def _piles_up(view: TableView) -> bool:
    """Two players: whether the piles' tops have been turned face up."""
    tops = view.fact("piles0").split(",")
    return bool(view.fact("piles0")) and any(t not in ("?", "-") for t in tops)


def _pile_note(ctx: Ctx, view: TableView, seat: int) -> str:
    """Two players, before the tops are turned: how many cards each of *seat*'s piles holds."""
    sizes = [ctx.num(int(n)) for n in view.fact(f"pile_sizes{seat}").split(",") if n]
    return ctx._("piles face down: {sizes}", sizes=" + ".join(sizes)) if sizes else ""


def _pile_row(ctx: Ctx, view: TableView, seat: int, me: int | None) -> CardRow:
    """Two players: the tops of *seat*'s three piles (face down until they are turned)."""
    tops = [t for t in view.fact(f"piles{seat}").split(",") if t and t != "-"]
    spots = tuple(
        Spot("", ctx._("a card face down")) if t == "?" else Spot(t, texts.card(ctx, t))
        for t in tops
    )
    who = (
        ctx._("Your piles")
        if seat == me
        else ctx._("{seat}'s piles", seat=texts.seat(ctx, seat, 2))
    )
    return CardRow(who, spots, empty=ctx._("no piles left"))


def _middle(ctx: Ctx, state: ShelemState, view: TableView) -> tuple[CardRow, ...]:
    """The widow (face down in the auction, taken up by the hakem), with two players the
    piles and the trick, and in the play the hakem's put-down cards with their points, in a
    row under the rest (to those who may see them)."""
    rows: list[CardRow] = []
    two = len(view.hands) == 2
    me = view.seat if isinstance(view.seat, int) else None
    # The piles are drawn once their tops are turned; face down, a line on the seat says so.
    piles = two and _piles_up(view)
    if piles:
        rows.append(_pile_row(ctx, view, 1 if me != 1 else 0, me))
    if two and view.table:
        rows.append(_trick_row(ctx, state, view))
    widow = view.fact("widow")
    if view.phase == "bid" and widow:
        rows.append(CardRow(ctx._("Widow"), _seen(ctx, widow, WIDOW_CARDS)))
    elif view.phase == "discard" and widow:
        hakem = texts.seat(ctx, int(view.fact("hakem")), len(view.hands))
        label = ctx._("Widow, taken by {seat}", seat=hakem)
        rows.append(CardRow(label, _seen(ctx, widow, WIDOW_CARDS)))
    if piles:
        rows.append(_pile_row(ctx, view, 0 if me != 1 else 1, me))
    put_down = view.fact("discard")
    if view.phase == "play" and put_down not in ("", "?"):
        hakem = texts.seat(ctx, int(view.fact("hakem")), len(view.hands))
        points = points_of(_seen_cards(put_down))
        label = ctx._("Put down by {seat}: {points} points", seat=hakem, points=points)
        rows.append(CardRow(label, _face_up(ctx, put_down.split())))
    return tuple(rows)


def _info(ctx: Ctx, state: ShelemState, view: TableView) -> tuple[tuple[str, str], ...]:
    """The contract (or the highest bid so far), trump, the hand's points and the score."""
    _ = ctx._
    players = len(view.hands) or state.players
    out: list[tuple[str, str]] = []
    hakem, high = view.fact("hakem"), view.fact("high")
    if hakem:
        who = texts.seat(ctx, int(hakem), players)
        if view.fact("declared") == "1":
            out.append((_("Contract"), _("shelem, {seat}", seat=who)))
        else:
            out.append((_("Contract"), _("{bid}, {seat}", bid=int(view.fact("bid")), seat=who)))
    elif view.phase == "bid":
        if high:
            who = texts.seat(ctx, int(view.fact("high_seat")), players)
            out.append((_("Highest bid"), _("{bid}, {seat}", bid=int(high), seat=who)))
        else:
            out.append((_("Highest bid"), _("none yet")))
    trump = view.fact("trump")
    if trump:
        out.append((_("Trump"), texts.contract(ctx, trump)))
    elif view.phase in ("discard", "play"):
        out.append((_("Trump"), _("the hakem's first card names it")))
    if view.phase == "play" or state.trick_log:
        _by_seat, sides = _taken(state)
        out.append((_("Points in tricks"), texts.score(ctx, f"{sides[0]}-{sides[1]}")))
    if state.deck:
        # From the state's numbers: a total below zero has a minus sign the fact's text
        # ("-165-100") does not keep apart from its separator.
        out.append((_("Score"), _("{a} to {b}", a=state.totals[0], b=state.totals[1])))
    return tuple(out)


def shelem_felt(ctx: Ctx, state: ShelemState, view: TableView) -> Felt:
    """Shelem's additions to the card table (see the module's docstring)."""
    return Felt(
        badges=_badges(ctx, view),
        notes=_notes(ctx, state, view),
        rows=_middle(ctx, state, view),
        info=_info(ctx, state, view),
        trick=len(view.hands) != 2,
    )


# --- the auction ------------------------------------------------------------------------------


def ladder(calls: Sequence[object]) -> list[object]:
    """The legal calls as a ladder: ``pass`` first, the bids upwards, a declared shelem last."""

    def place(call: object) -> tuple[int, int]:
        if isinstance(call, Pass):
            return (0, 0)
        if isinstance(call, Bid):
            return (1, call.amount)
        return (2, 0)

    return sorted(calls, key=place)


def _call_label(ctx: Ctx, call: object) -> str:
    if isinstance(call, Bid):
        return ctx.num(call.amount)
    return ctx._("Pass") if isinstance(call, Pass) else ctx._("Declare shelem")


def _bid_controls(m: Moment, c: Controls) -> bool:
    """The auction's calls as buttons; ``False`` (nothing drawn) outside the auction: the
    put-down is chosen on the table and every card played from it."""
    state, ctx = m.state, m.ctx
    if not isinstance(state, ShelemState) or state.phase != "bid" or state.to_move is None:
        return False
    _ = ctx._
    view = state.view(None)
    high = view.fact("high")
    with st.container(border=True, key="shelem_bid"):
        seat = texts.seat(ctx, int(state.to_move), state.players)
        st.markdown("**" + _("{seat} to bid", seat=seat) + "**")
        if high:
            who = texts.seat(ctx, int(view.fact("high_seat")), state.players)
            st.caption(_("The bid to beat: {bid}, {seat}.", bid=int(high), seat=who))
        else:
            st.caption(_("No bid yet: the bidding opens at {bid}.", bid=BID_MINIMUM))
        row = st.container(horizontal=True)
        for call in ladder(state.legal_moves()):
            text = m.line.spec.format_move(state, call)
            c.button(_call_label(ctx, call), text, key=f"shelem_bid_{text}", row=row)
        c.show_error()
    return True


EXPLORER = ExplorerUI(
    controls=_bid_controls,
    move_text=move_words,
    felt=shelem_felt,
    names_choice=True,
)
