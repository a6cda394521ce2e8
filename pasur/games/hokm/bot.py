"""The heuristic Hokm player: plays the way a decent club player does, and says why.

* **Trump** (from the hakem's first five cards): the suit with the best mix of length and
  honours, counting 3 per card, plus 4 for the ace, 3 the king, 2 the queen, 1 the jack. When the
  special modes are allowed, a no-trump mode is chosen instead when the hand's top cards in that
  mode's order are clearly worth more (see :func:`trump_choice`). A hand without a court card is
  thrown in when the table allows it.
* **Play**: :func:`pasur.engines.trickplay.choose_card`: count the cards, draw trumps with the
  master trump when your side named them, cash sure winners, second hand low, never waste a card
  on a trick the partner already holds, win as cheaply as possible, trump in when void, throw the
  cheapest card otherwise.
* **Bam** at 7-0: go on only when the cards in hand are sure to win every trick left.
* **Cut**: a tap (no cut) when a tap is allowed.

Every decision comes from :func:`decide`, which returns the move with a reason code and its
parameters (for the app's one-sentence explanations); :func:`hokm_heuristic` is the policy. The
fast kernel (:mod:`pasur.games.hokm.fastplay`) calls the same integer functions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from pasur.cards import Card, parse_card
from pasur.engines.trickplay import REASONS as CARD_REASONS
from pasur.engines.trickplay import (
    card_mask,
    cards_of,
    choose_card,
    higher_masks,
    played_mask,
    shown_voids,
)
from pasur.engines.tricks import STRENGTH, SUIT_MASKS, TRICK_KEYS, Order, follow_mask
from pasur.games.hokm.moves import (
    BamChoice,
    Concede,
    Cut,
    Discard,
    DrawChoice,
    Give,
    NameTrump,
    Peek,
    Play,
    Redeal,
)
from pasur.games.hokm.state import ORDERS, HokmView
from pasur.protocol import Decision, TableView, unwrap

REASONS: Final = (
    "cut-tap",
    "cut-least",
    "throw-in",
    "trump-suit",
    "trump-mode",
    "bam-go",
    "bam-stop",
    "discard-weak",
    "draw-keep",
    "draw-burn",
    "pair-better",
    "peek-later",
    "play-on",
    "misdeal-redeal",
    "misdeal-give",
    "misdeal-blind",
    *CARD_REASONS,
)
"""Every reason code :func:`decide` can give (the card-play codes come from trickplay)."""
_HONOURS: Final = {14: 4, 13: 3, 12: 2, 11: 1}
SPECIAL_MARGIN: Final = 4
"""How much more a no-trump mode must be worth than the best suit before the bot names it."""


_CARD_WORTH: Final = tuple(3 + _HONOURS.get(place + 2, 0) for place in range(13))
"""What one card adds to its suit's worth, by its place in the suit (2 first)."""


def suit_worths(cards: Sequence[int]) -> list[int]:
    """:func:`suit_worth` of every suit at once (one pass over the cards)."""
    worth = [0, 0, 0, 0]
    for c in cards:
        worth[c // 13] += _CARD_WORTH[c % 13]
    return worth


def suit_worth(cards: Sequence[int], suit: int) -> int:
    """3 per card of *suit* plus its honours (A 4, K 3, Q 2, J 1)."""
    return suit_worths(cards)[suit]


def mode_worth(cards: Sequence[int], mode: str) -> int:
    """A no-trump mode's worth: 4 for each card at the top of its suit in that mode's order,
    3 for the second, 2 for the third (Saras: A K Q; Naras: 2 3 4; Taknaras: A 2 3)."""
    strength = STRENGTH[ORDERS[mode]]
    best = max(strength)
    gaps = (best - strength[c] for c in cards)
    return sum(4 - gap for gap in gaps if gap < 3)


def trump_choice(cards: Sequence[int], contracts: Sequence[str]) -> tuple[str, str]:
    """The contract the hakem names from *cards* (its first cards), and the reason code."""
    suits = [c for c in contracts if c in ("C", "D", "H", "S")]
    by_suit = suit_worths(cards)
    best = max(suits, key=lambda s: (by_suit["CDHS".index(s)], -"CDHS".index(s)))
    worth = by_suit["CDHS".index(best)]
    specials = [m for m in contracts if m in ORDERS]
    if specials:
        mode = max(specials, key=lambda m: mode_worth(cards, m))
        if mode_worth(cards, mode) >= worth + SPECIAL_MARGIN:
            return mode, "trump-mode"
    return best, "trump-suit"


def bam_choice(hand: int, gone: int, trump: int, order: Order) -> tuple[bool, str]:
    """At 7-0: go on for bam only if every card in *hand* is sure to win its trick."""
    higher = higher_masks(STRENGTH[order])
    unseen = ~hand & ~gone
    trumps_out = SUIT_MASKS[trump] & unseen if trump >= 0 else 0
    for c in cards_of(hand):
        if higher[c] & unseen or (trumps_out and c // 13 != trump):
            return False, "bam-stop"
    return True, "bam-go"


DRAW_KEEP_FROM: Final = 10
"""Two players, drawing: a side-suit card is kept from this rank up (any trump is kept)."""


def card_worth(card: Card, trump: int) -> int:
    """A rough worth of one card for the two-player discard and draw: rank, plus 13 for trump."""
    return int(card.rank) + (13 if card.suit == trump else 0)


def _small_game_move(view: TableView, legal: Sequence[Any], trump: int) -> Decision | None:
    """The two-player discard and draw, and the four-player extras (peek, concede, misdeal)."""
    phase = view.phase
    if phase == "discard":
        best = min(
            (m for m in legal if isinstance(m, Discard)),
            key=lambda m: sum(card_worth(c, trump) for c in m.cards),
        )
        return Decision(best, "discard-weak", (("cards", " ".join(c.code for c in best.cards)),))
    if phase == "draw":
        offer = [parse_card(code) for code in view.fact("offer").split()]
        if len(offer) == 2:
            keep = card_worth(offer[0], trump) >= card_worth(offer[1], trump)
            taken = offer[0] if keep else offer[1]
            return Decision(DrawChoice(keep), "pair-better", (("card", taken.code),))
        top = offer[0]
        keep = top.suit == trump or top.rank >= DRAW_KEEP_FROM
        return Decision(
            DrawChoice(keep), "draw-keep" if keep else "draw-burn", (("card", top.code),)
        )
    if phase == "peek":
        return Decision(Peek(3), "peek-later")
    if phase == "concede":
        return Decision(Concede(False), "play-on")
    if phase == "misdeal":
        gives = [m for m in legal if isinstance(m, Give)]
        if gives:
            give = min(gives, key=lambda m: card_worth(m.card, trump))
            return Decision(give, "misdeal-give", (("card", give.card.code),))
        if Redeal() in legal:
            return Decision(Redeal(), "misdeal-redeal")
        return Decision(legal[0], "misdeal-blind")
    return None


def tallies(view: TableView) -> tuple[int, Sequence[int]]:
    """The cards played this hand (a mask) and each seat's shown voids: the state's running
    tallies when *view* is a Hokm view (from the simulator's lazy view too), else counted from
    its tricks."""
    full = unwrap(view)
    if isinstance(full, HokmView):
        return full.played, full.voids
    return played_mask(view), shown_voids(view, len(view.hands))


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move in *view*, with its reason."""
    # the cut is the one phase whose moves are cuts: telling it by the moves spares building
    # the view (the simulator's views are lazy) for a choice that never reads it
    if legal and isinstance(legal[0], Cut):
        move = Cut(0) if Cut(0) in legal else legal[0]
        return Decision(move, "cut-tap" if move == Cut(0) else "cut-least")
    seat = view.seat
    hand = view.hands[seat] if seat is not None else ()
    assert isinstance(hand, tuple)
    if view.phase == "trump":
        if Redeal() in legal:
            return Decision(Redeal(), "throw-in")
        contracts = [m.contract for m in legal if isinstance(m, NameTrump)]
        contract, reason = trump_choice([c.index for c in hand], contracts)
        return Decision(NameTrump(contract), reason, (("contract", contract),))
    contract = view.fact("contract")
    trump = "CDHS".find(contract) if contract else -1
    extra = _small_game_move(view, legal, trump)
    if extra is not None:
        return extra
    order = ORDERS.get(contract, Order.ACE_HIGH)
    gone, shown = tallies(view)
    if view.phase == "bam":
        go, reason = bam_choice(card_mask(hand), gone, trump, order)
        return Decision(BamChoice(go), reason)
    mine = card_mask(hand)
    trick = [c.index for _, c in view.table]
    allowed = follow_mask(mine, trick[0] // 13 if trick else None)
    legal_mask = card_mask([m.card for m in legal if isinstance(m, Play)])
    allowed &= legal_mask
    hakem = int(view.fact("hakem") or 0)
    me = seat if seat is not None else view.to_move or 0
    n = len(view.hands)
    voids = [shown[(me + k) % n] for k in range(n)]
    card, reason = choose_card(
        mine,
        allowed or legal_mask,
        trick,
        players=n,
        partner=2 if n == 4 else -1,
        trump=trump,
        keys_by_led=TRICK_KEYS[order][4 if trump < 0 else trump],
        strength=STRENGTH[order],
        gone=gone,
        voids=voids,
        declarer=seat is not None and (seat == hakem or (n == 4 and seat % 2 == hakem % 2)),
    )
    return Decision(Play(Card.from_index(card)), reason, (("card", Card.from_index(card).code),))


def hokm_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic Hokm player (see the module notes); it never uses *rng*."""
    return decide(view, legal).move


__all__ = [
    "REASONS",
    "bam_choice",
    "decide",
    "hokm_heuristic",
    "mode_worth",
    "suit_worth",
    "tallies",
    "trump_choice",
]
