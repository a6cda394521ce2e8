"""Hokm's moves in words, for the explorer and the lesson (the explorer plug-in's ``move_text``).

A card is named as a card; every other move of Hokm by what it does at the table. *state*, the
position the move is made in, words a few moves more exactly (the last pair of the two-player
draw, a redeal after a misdeal).
"""

from __future__ import annotations

from pasur.cards import Card
from pasur.engines.chance import Shuffle
from pasur.games.hokm import moves
from ui.frame import Ctx
from ui.texts import card, cards_list, contract, seat, suit


def hokm_move(ctx: Ctx, m: object, state: object = None) -> str:
    """A move of Hokm in words (a card, a trump, a cut, a draw ..., else its notation)."""
    phase = str(getattr(state, "phase", ""))
    if isinstance(m, moves.Give):
        return ctx._("hands over {card}", card=card(ctx, getattr(m, "card", "")))
    if isinstance(m, moves.BlindDraw):
        c = getattr(m, "card", None)
        if c is None:
            return ctx._("asks for the blind draw")
        return ctx._("{card} is drawn blind", card=card(ctx, c))
    c = getattr(m, "card", None)
    if isinstance(c, Card):
        return card(ctx, c)
    if isinstance(m, moves.TrumpCustom):
        which = str(getattr(m, "kind", ""))
        if which == "either":
            pair = str(getattr(m, "suits", ""))
            return ctx._(
                "leaves trump to either-or: {a} or {b}",
                a=suit(ctx, pair[0]) if pair[:1] in ("C", "D", "H", "S") else pair,
                b=suit(ctx, pair[1]) if pair[1:2] in ("C", "D", "H", "S") else "",
            )
        if which == "middle":
            return ctx._("leaves trump to the partner's middle card")
        if which == "red":
            return ctx._("leaves trump to red top (the partner's highest red card)")
        return str(m)
    if isinstance(m, moves.Discard):
        cards = tuple(getattr(m, "cards", ()))
        return ctx._("puts aside {cards}", cards=cards_list(ctx, [x.code for x in cards]))
    if isinstance(m, moves.DrawChoice):
        keep = bool(getattr(m, "keep", True))
        offer = getattr(state, "draw_offer", None)
        if callable(offer) and len(offer()) == 2:
            return ctx._("takes the first card") if keep else ctx._("takes the second card")
        return ctx._("keeps the top card") if keep else ctx._("puts the top card aside")
    if isinstance(m, moves.Peek):
        return ctx._("looks at packet {n} of the partner's cards", n=int(getattr(m, "packet", 0)))
    if isinstance(m, moves.Concede):
        return ctx._("concedes the hand") if getattr(m, "give_up", False) else ctx._("plays on")
    if isinstance(m, moves.Misdeal):
        n = int(getattr(m, "count", 1))
        values = {
            "extra": seat(ctx, int(getattr(m, "extra", 0)), 4),
            "short": seat(ctx, int(getattr(m, "short", 0)), 4),
        }
        if n == 1:
            return ctx._("a misdeal: {extra} gets a card meant for {short}", **values)
        return ctx._("a misdeal: {extra} gets {n} cards meant for {short}", n=n, **values)
    if isinstance(m, moves.NameTrump):
        return ctx._("names {contract}", contract=contract(ctx, str(getattr(m, "contract", ""))))
    if isinstance(m, moves.Cut):
        n = int(getattr(m, "count", 0))
        return ctx._("taps the deck (no cut)") if n == 0 else ctx._("cuts {n} cards", n=n)
    if isinstance(m, moves.BamChoice):
        return ctx._("plays on for bam") if getattr(m, "go_on", False) else ctx._("stops at seven")
    if isinstance(m, moves.Redeal) and phase == "misdeal":
        return ctx._("asks for a redeal")
    if isinstance(m, moves.Redeal):
        return ctx._("throws in for a redeal")
    if isinstance(m, Shuffle):
        return ctx._("the deck is shuffled")
    if isinstance(m, (moves.AceDraw, moves.Draw, moves.SeatDraw)):
        return ctx._("the draw for the first hakem")
    return str(m)
