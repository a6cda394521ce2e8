"""Haft Khabis's moves in words, for the explorer (its plug-in's ``move_text``)."""

from __future__ import annotations

from pasur.cards import Card
from pasur.games.haft_khabis import moves
from ui.frame import Ctx
from ui.texts import card, seat, suit


def haft_khabis_move(ctx: Ctx, m: object, state: object) -> str:
    _ = ctx._
    players = int(getattr(state, "players", 4) or 4)
    if isinstance(m, moves.Play):
        c = getattr(m, "card", None)
        name = card(ctx, c) if isinstance(c, Card) else str(c)
        called = getattr(m, "suit", None)
        target = getattr(m, "target", None)
        if called is not None:
            text = _("{card}, calling {suit}", card=name, suit=suit(ctx, called))
        elif target is not None:
            text = _("{card}, and {seat} draws a card", card=name, seat=seat(ctx, target, players))
        else:
            text = name
        if getattr(m, "last", False):
            text = _("{play}, with the call «tak barg»", play=text)
        return text
    if isinstance(m, moves.Draw):
        return _("draws a card")
    if isinstance(m, moves.Keep):
        return _("keeps the card drawn")
    if isinstance(m, moves.Take):
        n = 2 * int(getattr(state, "sevens", 0) or 0)
        return _("takes the {n} cards of the 7s", n=n) if n else _("takes the cards of the 7s")
    if isinstance(m, moves.Pass):
        return _("passes")
    if isinstance(m, moves.Penalty):
        return _("a penalty card for {seat}", seat=seat(ctx, int(getattr(m, "seat", 0)), players))
    if isinstance(m, moves.Deal):
        return _("the cards are shuffled and dealt")
    if isinstance(m, moves.Restock):
        return _("the pile is shuffled into a new stock")
    return str(m)
