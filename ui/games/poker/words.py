"""Poker's moves in words, for the explorer (its plug-in's ``move_text``)."""

from __future__ import annotations

from pasur.engines import chance
from pasur.games.poker import moves
from ui.frame import Ctx
from ui.texts import cards_list, street


def poker_move(ctx: Ctx, m: object, state: object) -> str:
    _ = ctx._
    if isinstance(m, moves.Check):
        return _("checks")
    if isinstance(m, moves.Fold):
        return _("folds")
    if isinstance(m, moves.Call):
        to_call = getattr(state, "to_call", None)
        seat_no = getattr(state, "to_move", None)
        if callable(to_call) and isinstance(seat_no, int) and seat_no >= 0:
            return _("calls {n}", n=int(to_call(seat_no)))
        return _("calls")
    if isinstance(m, moves.AllIn):
        stacks = getattr(state, "stacks", ())
        seat_no = getattr(state, "to_move", None)
        if isinstance(seat_no, int) and 0 <= seat_no < len(stacks):
            return _("goes all in ({n} chips)", n=int(stacks[seat_no]))
        return _("goes all in")
    if isinstance(m, moves.Bet):
        return _("bets {n}", n=int(getattr(m, "amount", 0)))
    if isinstance(m, moves.Raise):
        return _("raises to {n}", n=int(getattr(m, "to", 0)))
    if isinstance(m, moves.Board):
        codes = [c.code for c in getattr(m, "cards", ())]
        return _(
            "{street}: {cards}",
            street=street(ctx, str(getattr(m, "street", ""))),
            cards=cards_list(ctx, codes),
        )
    if isinstance(m, moves.Shuffle):
        return _("the cards are shuffled and dealt")
    if isinstance(m, chance.FirstDealer):
        return _("the draw for the first dealer")
    return str(m)
