"""Poker in the deal explorer and at the play table: chips, bets and pots on the table, the
showdown's hands, and a panel to check, call, fold, go all in, or bet and raise any amount (an
amount the rules refuse is refused with the rule that says why)."""

from __future__ import annotations

import streamlit as st

from pasur.cards import AnyCard
from pasur.games.poker import moves as poker_moves
from pasur.games.poker.state import HandResult, PokerState
from pasur.protocol import TableView
from ui import texts
from ui.card_table import CardRow, Spot
from ui.frame import Ctx
from ui.games.base import Board, Controls, ExplorerUI, Felt, Moment
from ui.games.poker.words import poker_move
from ui.guard import read_int
from ui.table import poker_table_html


def _board(m: Moment) -> Board:
    return Board(poker_table_html(m.ctx, m.state, m.view), counts="")


def _spots(
    ctx: Ctx, cards: tuple[AnyCard, ...], marked: tuple[AnyCard, ...] = ()
) -> tuple[Spot, ...]:
    return tuple(Spot(c.code, texts.card(ctx, c), win=c in marked) for c in cards)


def _settled(state: PokerState) -> HandResult | None:
    """The result of the hand just played, while the table still shows it: the hand itself
    once settled, or the one before while the next has not reached the flop (the bots deal
    the next hand at once, so this is where a player reads the showdown)."""
    results = state.results
    if not results:
        return None
    last = results[-1]
    if state.phase in ("shuffle", "over") and last.hand_no == state.hand_no:
        return last
    if state.phase == "preflop" and last.hand_no == state.hand_no - 1:
        return last
    return None


def _winnings(settled: HandResult | None) -> dict[int, int]:
    won: dict[int, int] = {}
    for award in settled.awards if settled is not None else ():
        for w, x in zip(award.winners, award.shares, strict=False):
            won[w] = won.get(w, 0) + x
    return won


def _showdown_rows(
    ctx: Ctx, settled: HandResult, players: int, *, last: bool
) -> tuple[CardRow, ...]:
    """Each hand shown: its hole cards, its category and the best five (the hole cards among
    them marked); *last*: the hand before this one."""
    _ = ctx._
    shown = dict(settled.shown)
    won = _winnings(settled)
    rows = []
    for s, rank in settled.showdown:
        hole = tuple(shown.get(s, ()))
        words = _(
            "{seat} shows {cards}: {category}",
            seat=texts.seat(ctx, s, players),
            cards=texts.cards_list(ctx, [c.code for c in hole]),
            category=texts.category(ctx, rank.category),
        )
        if s in won:
            words += " · " + _("wins {n}", n=won[s])
        label = _("Last hand: {what}", what=words) if last else words
        rows.append(CardRow(label, _spots(ctx, tuple(rank.five), hole)))
    return tuple(rows)


def _pots(
    ctx: Ctx, state: PokerState, settled: HandResult | None, players: int
) -> list[tuple[str, str]]:
    """The pot and the side pots (as *settled*, this hand's result, awarded them), each with
    the seats that may win it when there are several; the engine's one-seat pot (chips nobody
    could call) is said as such."""
    _ = ctx._
    if settled is not None:
        pots = [(a.amount, tuple(a.eligible)) for a in settled.awards]
    else:
        pots = [(p.amount, tuple(p.eligible)) for p in state.pots()]
    sep = "، " if ctx.rtl else ", "
    out = []
    side = 0
    for i, (amount, eligible) in enumerate(pots):
        names = sep.join(texts.seat(ctx, x, players) for x in eligible)
        if i and len(eligible) == 1:
            out.append((_("Not called yet"), f"{ctx.num(amount)} ({names})"))
        elif i:
            side += 1
            out.append((_("Side pot {i}", i=side), f"{ctx.num(amount)} ({names})"))
        else:
            value = ctx.num(amount) + (f" ({names})" if len(pots) > 1 else "")
            out.append((_("Pot"), value))
    return out or [(_("Pot"), ctx.num(0))]


def _seat_parts(
    ctx: Ctx, state: PokerState, settled: HandResult | None
) -> tuple[dict[int, tuple[str, ...]], dict[int, str]]:
    """Per seat, the badges (out, folded, all in, wins n: from *settled*, this hand's result)
    and the note line (chips, bet)."""
    _ = ctx._
    won = _winnings(settled)
    badges: dict[int, tuple[str, ...]] = {}
    notes: dict[int, str] = {}
    betting = state.phase in ("preflop", "flop", "turn", "river")
    for s in range(len(state.stacks)):
        b: list[str] = []
        if not state.seated[s] and s not in won:
            b.append(_("out"))
        elif s < len(state.folded) and state.folded[s] and betting:
            b.append(_("folded"))
        elif state.stacks[s] == 0 and betting:
            b.append(_("all in"))
        if s in won:
            b.append(_("wins {n}", n=won[s]))
        badges[s] = tuple(b)
        note = _("Chips: {n}", n=state.stacks[s])
        if s < len(state.bets) and state.bets[s] and betting:
            note += " · " + _("Bet this round: {n}", n=state.bets[s])
        notes[s] = note
    return badges, notes


def _felt(ctx: Ctx, state: PokerState, view: TableView) -> Felt:
    """The board in the middle, the showdown's hands under it, the street and the pots in the
    chips, each seat's chips and bet as its note (the board is not a trick: ``trick=False``)."""
    _ = ctx._
    players = len(state.stacks) or len(view.hands)
    settled = _settled(state)
    before = state.phase == "preflop"  # *settled* is the hand before this one
    this_hand = None if before else settled
    board = CardRow(_("Board"), _spots(ctx, tuple(state.board)), empty=_("No board cards yet"))
    rows: tuple[CardRow, ...] = (board,)
    if settled is not None and settled.showdown:
        rows += _showdown_rows(ctx, settled, players, last=before)
    info = []
    if state.phase in ("preflop", "flop", "turn", "river"):
        info.append((_("Betting round"), texts.street(ctx, state.street)))
    info += _pots(ctx, state, this_hand, players)
    badges, notes = _seat_parts(ctx, state, this_hand)
    return Felt(badges=badges, notes=notes, rows=rows, info=tuple(info), trick=False, teams=False)


def _controls(m: Moment, c: Controls) -> bool:
    ctx, state = m.ctx, m.state
    _ = ctx._
    seat = int(state.to_move)
    kinds = {type(mv) for mv in state.legal_moves()}
    owe = int(state.to_call(seat))
    stack = int(state.stacks[seat])
    current = int(state.current)
    unit = int(state.options.unit)
    with st.container(border=True, key="exp_poker_move"):
        st.markdown("**" + _("{seat} to act", seat=texts.seat(ctx, seat, m.players)) + "**")
        st.caption(
            _(
                "Chips: {chips} · to call: {owe} · pot: {pot}",
                chips=stack,
                owe=owe,
                pot=int(state.pot_total),
            )
        )
        row = st.container(horizontal=True)
        buttons = (
            (poker_moves.Check, "check", _("Check")),
            (poker_moves.Call, "call", _("Call {n}", n=owe)),
            (poker_moves.Fold, "fold", _("Fold")),
            (poker_moves.AllIn, "allin", _("All in ({n})", n=stack)),
        )
        for kind, text, label in buttons:
            if kind in kinds:
                c.button(label, text, key=f"exp_poker_{text}", row=row)
        low = int(state.min_raise_to())
        key = f"exp_poker_amount_{m.step}"
        st.number_input(
            _("Bet, chips in all this round") if current == 0 else _("Raise to, in all this round"),
            min_value=0,
            value=low,
            step=unit,
            key=key,
            help=_(
                "The total this player's bet reaches in this betting round. The rules refuse "
                "less than {low}, amounts that are not whole multiples of {unit}, and every "
                "chip the player has (that is all in).",
                low=low,
                unit=unit,
            ),
        )

        def amount() -> str:
            chips = read_int(st.session_state.get(key), 0, 10**12) or 0
            return f"{'bet' if current == 0 else 'raise'}-{chips}"

        c.action(
            _("Bet") if current == 0 else _("Raise"), amount, key="exp_poker_bet", primary=True
        )
        c.show_error()
    return True


EXPLORER = ExplorerUI(
    deal_jump="several",
    board=_board,
    controls=_controls,
    mid_hand_chance=frozenset({"deal_flop", "deal_turn", "deal_river"}),
    move_text=poker_move,
    felt=_felt,
    names_choice=True,
)
"""(The board cards are the next cards of the stock already shuffled.)"""
