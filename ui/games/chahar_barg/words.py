"""Chahar Barg (Pasur)'s moves in words, for the explorer (its plug-in's ``move_text``)."""

from __future__ import annotations

from pasur.cards import Card
from pasur.engines import chance
from pasur.games.chahar_barg import moves
from ui.frame import Ctx
from ui.texts import card, cards_list


def pasur_move(ctx: Ctx, m: object, state: object = None) -> str:
    c = getattr(m, "card", None)
    if isinstance(m, moves.Play) and isinstance(c, Card):
        taken = getattr(m, "taken", ())
        if taken:
            return ctx._(
                "{card} takes {cards}",
                card=card(ctx, c),
                cards=cards_list(ctx, [t.code for t in taken]),
            )
        return ctx._("{card} laid on the table", card=card(ctx, c))
    if isinstance(m, moves.Show) and isinstance(c, Card):
        return ctx._("shows {card}", card=card(ctx, c))
    if isinstance(m, moves.Shuffle):
        return ctx._("the deck is shuffled")
    if isinstance(m, chance.FirstDealer):
        return ctx._("the draw for the first dealer")
    return str(m)
