"""Shelem's moves in words, for the explorer (its plug-in's ``move_text``): the cards the hakem
puts down after taking the widow are named; a card, the shuffle and the rest as everywhere."""

from __future__ import annotations

from pasur.games.shelem.moves import Discard
from ui.frame import Ctx
from ui.texts import cards_list, move


def shelem_move(ctx: Ctx, m: object, state: object = None) -> str:
    """A move of Shelem in words."""
    if isinstance(m, Discard):
        return ctx._("puts aside {cards}", cards=cards_list(ctx, [x.code for x in m.cards]))
    return move(ctx, m, state)
