"""The heuristic Shelem player: bids, puts down and plays the way a decent player does, and says
why.

* **Bidding** (:func:`hand_estimate`): it guesses the card points its side would take as hakem
  from its twelve cards: a base for what any hakem's side takes (the partner's share, the widow
  and the four cards put down, the lead), plus so much per ace, per ten or king guarded by the
  ace of its suit, per card of the long suit that would be trump (and its king and queen), and
  per short side suit. The constants were fitted by least squares on 12,000 simulated hands in
  which each seat in turn was made hakem and the bots played it out; a five in hand turned out to
  add nothing (it is lost as often as kept), so it counts zero. A partner who has bid adds a
  little to the guess. It bids the lowest bid allowed while that is within the guess less a
  small safety margin, does not outbid its own partner without a clearly stronger hand, and
  passes otherwise (where the first bidder may not pass, it opens at the minimum). It declares
  shelem (where the table plays it) only when nearly every card in hand is a sure winner. The
  margins were tuned by playing the bot against copies of itself with other margins, deal for
  deal with the sides swapped; its contracts are made about 85% of the time.
* **Putting down four** (:func:`put_down`): it keeps its trump suit (the longest, ties by the
  stronger cards) and every ace, and the top cards of a suit headed by the ace. It empties a short
  side suit when it can (so it can trump that suit later), and otherwise puts down the cards that
  would be lost anyway, point cards first when the put-down cards count for the hakem's side
  (they are banked), low cards first when they go to whoever takes the last trick.
* **Naming trump**: Shelem has no trump call: the hakem's first card names it. The bot leads its
  trump suit (the longest, ties by strength): the ace if it holds it, otherwise as
  :func:`pasur.engines.trickplay.choose_card` would lead that suit.
* **Play**: :func:`pasur.engines.trickplay.choose_card`, with the Shelem card points: count the
  cards, draw trumps with the master trump when its side is the hakem's, cash sure winners,
  second hand low, feed points to a partner who holds the trick, win as cheaply as possible,
  trump in when void, throw the cheapest card otherwise (a card's price counts its points).
  With two players the piles are the player's partner (the trick is hand, hand, pile, pile); the
  face-up pile tops tell exactly which suits a pile can follow.

Every decision comes from :func:`decide`, which returns the move with a reason code and its
parameters (see :data:`REASONS`); :func:`shelem_heuristic` is the policy, and never uses its
random generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any, Final

from pasur.cards import Card
from pasur.engines.bidding import Bid, Pass, Special
from pasur.engines.trickplay import REASONS as PLAY_REASONS
from pasur.engines.trickplay import card_mask, cards_of, choose_card
from pasur.engines.tricks import STRENGTH, SUIT_MASKS, TRICK_KEYS, Order
from pasur.games.shelem.moves import Discard, Play
from pasur.games.shelem.scoring import card_value
from pasur.games.shelem.state import ShelemView
from pasur.protocol import Decision, TableView, unwrap

VALUES: Final[tuple[int, ...]] = tuple(card_value(Card.from_index(i)) for i in range(52))
"""Shelem card points by card index: 10 for an ace or a ten, 5 for a five, else 0."""
_STRENGTH: Final = STRENGTH[Order.ACE_HIGH]
_ACE: Final = 12
"""Rank position of the ace within a suit (``index % 13``)."""
_KING: Final = 11
_QUEEN: Final = 10
_TEN: Final = 8
_FIVE: Final = 3

# --- the bidding estimate -------------------------------------------------------------------

EST_BASE: Final = 85.0
"""What the hakem's side takes on a hand with no ace and no length (fitted): the partner's
tricks (about 17 points on average), the four cards put down (about 15: five for the group and
the points banked with it), and the tricks the hakem takes by choosing trump and leading."""
EST_ACE: Final = 8.5
EST_GUARDED_TEN: Final = 1.5
"""A ten in a suit the hand also holds the ace of: it usually comes home."""
EST_GUARDED_KING: Final = 2.0
EST_FIVE: Final = 0.0
"""Per five: fitted slightly below zero (a five is as likely to be lost as won), so zero."""
EST_TRUMP_CARD: Final = 4.0
"""Per card of the long suit (the would-be trump)."""
EST_TRUMP_HONOUR: Final = 3.0
"""Per king or queen of the long suit."""
EST_SHORT_SUIT: Final = 2.5
"""Per side suit with at most one card (a quick ruff)."""
EST_PARTNER_BID: Final = 6
"""Added when the partner has bid (his hand is better than average)."""
EST_OPPONENT_BID: Final = 0
"""Taken off per opponent who has bid. Zero: 4 and 8 were tried and both lost points against
the bot with zero (giving way to a bidding opponent costs more than the risk of outbidding)."""
BID_MARGIN: Final = 5
"""The bot bids only while the next bid is at most its estimate less this margin. Against copies
of itself, 10 lost about 9 points a hand and 0 played even; 5 is the safer of the two."""
OVERCALL_MARGIN: Final = 10
"""It outbids its own partner only if its own estimate beats the next bid by this much more."""
SHELEM_LOSERS: Final = 1
"""It declares shelem (where the table plays it) only with at most this many losers in hand
(see :func:`shelem_losers`): the four put-down cards can absorb a few more from the widow."""
MADE_SCORE_BID_JUMP: Final = True
"""When a made contract scores the bid (``made_score=bid``), it jumps to its full safe bid."""

# --- putting down ---------------------------------------------------------------------------

WINNER_COST: Final = 20.0
"""What putting down a sure winner (a card of an ace-headed run) gives up: a trick and more."""
LOSS_SHARE: Final = 0.6
"""The share of a losing point card's value the other side would take if it were kept."""
VOID_BONUS: Final = 12.0
"""What an empty side suit is worth (later leads of it can be trumped). Tuned: without it the bot
lost about 9 points a hand against itself, 6 lost about 3; 20 and 30 played even with 12."""
BANK_SHARE: Final = {"hakem": 1.0, "last_trick": 0.3}
"""How much of a put-down card's points the hakem's side may count on, by ``discard_owner``."""

TWO_PLAYER_PARTNER: Final = 2
"""With two players, the trick goes hand, hand, pile, pile: the player's own pile card comes two
places after his hand card, exactly where a partner would sit, so the piles play the partner
(the seed says as much: "the table acts as each player's partner"). Treating the pile as an
opponent (``-1``) lost about 21 points a hand against this."""

REASONS: Final = (
    "bid-strength",
    "bid-forced",
    "pass-weak",
    "pass-partner",
    "declare-shelem",
    "put-down-void",
    "put-down-points",
    "put-down-low",
    "put-down-any",
    "name-trump",
    *PLAY_REASONS,
    "only-move",
)
"""Every reason code :func:`decide` gives (the play codes are those of
:data:`pasur.engines.trickplay.REASONS`)."""


def _ranks(cards: Sequence[int], suit: int) -> list[int]:
    """The rank positions (0 = two ... 12 = ace) of *cards* in *suit*, highest first."""
    return sorted((c % 13 for c in cards if c // 13 == suit), reverse=True)


def _suit_ranks(cards: Sequence[int]) -> list[list[int]]:
    """Per suit, :func:`_ranks` of *cards* (one pass over the cards instead of one a suit)."""
    out: list[list[int]] = [[], [], [], []]
    for c in cards:
        out[c // 13].append(c % 13)
    for ranks in out:
        ranks.sort(reverse=True)
    return out


def trump_suit(cards: Sequence[int]) -> int:
    """The suit the bot makes trump: its longest, ties broken by the stronger cards (the sum of
    the ranks, then the canonical suit order)."""
    by_suit = _suit_ranks(cards)
    return max(range(4), key=lambda s: (len(by_suit[s]), sum(by_suit[s]), -s))


def top_run(cards: Sequence[int], suit: int) -> int:
    """How many of the suit's top cards (ace, king, queen, ...) the hand holds without a gap."""
    held = set(_ranks(cards, suit))
    n = 0
    while _ACE - n in held:
        n += 1
    return n


def hand_estimate(cards: Sequence[int]) -> int:
    """The points the bot's side would take if it became hakem with these cards (indices).

    ``EST_BASE`` plus ``EST_ACE`` per ace, ``EST_GUARDED_TEN`` per ten and ``EST_GUARDED_KING``
    per king of a suit it holds the ace of, ``EST_FIVE`` per five, ``EST_TRUMP_CARD`` per card of
    its longest suit and ``EST_TRUMP_HONOUR`` per king or queen of it, ``EST_SHORT_SUIT`` per
    other suit of at most one card; rounded down to a multiple of five and kept within 0..165.
    A typical hand (one ace, a four-card long suit) comes to 105; two aces with their tens and a
    five-card suit headed by the ace and king to 130:

    >>> from pasur.cards import cards
    >>> hand_estimate([c.index for c in cards("AS 9S 7S 4S KH 8H 3H QD 6D 2D JC 5C")])
    105
    >>> hand_estimate([c.index for c in cards("AS KS TS 8S 6S AH TH 4H QD 7D 3C 2C")])
    130
    """
    trump = trump_suit(cards)
    est = EST_BASE
    for s, ranks in enumerate(_suit_ranks(cards)):
        ace = _ACE in ranks
        est += EST_ACE * ace
        est += EST_GUARDED_TEN * (ace and _TEN in ranks)
        est += EST_GUARDED_KING * (ace and _KING in ranks)
        est += EST_FIVE * (_FIVE in ranks)
        if s == trump:
            est += EST_TRUMP_CARD * len(ranks)
            est += EST_TRUMP_HONOUR * ((_KING in ranks) + (_QUEEN in ranks))
        elif len(ranks) <= 1:
            est += EST_SHORT_SUIT
    value = int(est) - int(est) % 5
    return max(0, min(165, value))


def shelem_losers(cards: Sequence[int]) -> int:
    """Tricks the hand could lose as hakem: per suit, the cards below its unbroken top run,
    unless that run is long enough to draw every outstanding card of the suit."""
    losers = 0
    for s in range(4):
        n = len(_ranks(cards, s))
        run = top_run(cards, s)
        if n and run < 13 - n:
            losers += n - run
    return losers


def _team(seat: int, players: int) -> int:
    return seat % 2 if players == 4 else seat


def bid_decision(view: TableView, legal: Sequence[Any], cards: Sequence[int]) -> Decision:
    """Bid from hand strength (see :func:`hand_estimate` and the module notes)."""
    me = view.seat if view.seat is not None else (view.to_move or 0)
    n = len(view.hands)
    own = hand_estimate(cards)
    calls = shelem_view(view).calls
    partner_bid = any(
        s != me and _team(s, n) == _team(me, n) and isinstance(c, Bid) for s, c in calls
    )
    opponents = {s for s, c in calls if _team(s, n) != _team(me, n) and not isinstance(c, Pass)}
    est = own + EST_PARTNER_BID * partner_bid - EST_OPPONENT_BID * len(opponents)
    bids = sorted((m for m in legal if isinstance(m, Bid)), key=lambda m: m.amount)
    can_pass = Pass() in legal
    params = (("estimate", str(est)),)
    if Special() in legal and shelem_losers(cards) <= SHELEM_LOSERS:
        return Decision(Special(), "declare-shelem", params)
    if not bids:
        return Decision(Pass() if can_pass else legal[0], "only-move", params)
    nxt = bids[0].amount
    high_seat = view.fact("high_seat")
    partner_high = (
        bool(high_seat) and int(high_seat) != me and _team(int(high_seat), n) == _team(me, n)
    )
    reason = "bid-strength"
    if partner_high and nxt > own - BID_MARGIN - OVERCALL_MARGIN:
        reason = "pass-partner"
    elif nxt > est - BID_MARGIN:
        reason = "pass-weak"
    if reason != "bid-strength":
        if can_pass:
            return Decision(Pass(), reason, (("amount", str(nxt)), *params))
        return Decision(bids[0], "bid-forced", (("amount", str(nxt)), *params))
    choice = bids[0]
    if MADE_SCORE_BID_JUMP and view.fact("made_score") == "bid":
        choice = max((m for m in bids if m.amount <= est - BID_MARGIN), key=lambda m: m.amount)
    return Decision(choice, reason, (("amount", str(choice.amount)), *params))


def put_down(cards: Sequence[int], owner: str = "hakem") -> tuple[tuple[int, ...], str]:
    """The four cards the hakem puts down from its sixteen *cards*, and the reason code.

    Every plan that empties some side suits without an ace in them (at most four cards) is
    tried; the rest of the four are the cards with the best *gain*: a card of an ace-headed run
    costs ``WINNER_COST`` plus its points; any other side card gains its points times
    ``BANK_SHARE[owner]`` (banked) plus ``LOSS_SHARE`` (not lost), less half its rank; each
    emptied side suit adds ``VOID_BONUS``. Aces and trumps are put down only if nothing else is
    left.
    """
    trump = trump_suit(cards)
    bank = BANK_SHARE.get(owner, BANK_SHARE["hakem"])
    runs = {s: top_run(cards, s) for s in range(4)}

    def gain(c: int) -> float:
        r = c % 13
        if r > _ACE - runs[c // 13]:
            return -WINNER_COST - VALUES[c]
        return VALUES[c] * (bank + LOSS_SHARE) - r / 2

    side = [c for c in cards if c // 13 != trump and c % 13 != _ACE]
    if len(side) < 4:
        rest = sorted(
            (c for c in cards if c not in side),
            key=lambda c: (c % 13 == _ACE, c // 13 == trump, VALUES[c], c % 13, c),
        )
        return tuple(sorted([*side, *rest][:4])), "put-down-any"
    by_suit: dict[int, list[int]] = {}
    for c in side:
        by_suit.setdefault(c // 13, []).append(c)
    voidable = [
        s
        for s in by_suit
        if not any(c // 13 == s and c % 13 == _ACE for c in cards) and len(by_suit[s]) <= 4
    ]
    best: tuple[float, tuple[int, ...]] | None = None
    for k in range(len(voidable) + 1):
        for plan in combinations(sorted(voidable), k):
            chosen = [c for s in plan for c in by_suit[s]]
            if len(chosen) > 4:
                continue
            others = sorted(
                (c for c in side if c not in chosen), key=lambda c: (-gain(c), c % 13, c)
            )
            pick = tuple(sorted(chosen + others[: 4 - len(chosen)]))
            left = {c // 13 for c in cards if c not in pick}
            voids = sum(1 for s in by_suit if s not in left)
            score = sum(gain(c) for c in pick) + VOID_BONUS * voids
            if best is None or score > best[0]:
                best = (score, pick)
    assert best is not None
    pick = best[1]
    left = {c // 13 for c in cards if c not in pick}
    if any(s not in left for s in by_suit):
        return pick, "put-down-void"
    if any(VALUES[c] for c in pick):
        return pick, "put-down-points"
    return pick, "put-down-low"


def shelem_view(view: TableView) -> ShelemView:
    """The Shelem view behind *view* (a lazy view is built now), with the tallies the state keeps
    (cards played, voids shown, the put-down cards, the pile tops, the auction's calls)."""
    tally = unwrap(view)
    if not isinstance(tally, ShelemView):
        raise TypeError("the Shelem players read a Shelem view (ShelemState.view)")
    return tally


def _suits_missing(mask: int) -> int:
    """Suit bits (``1 << suit``) of the suits with no card in *mask*."""
    return sum(1 << s for s in range(4) if not mask & SUIT_MASKS[s])


def _voids(view: ShelemView, me: int, players: int) -> list[int]:
    """``voids[k]``: the suits the player of the card *k* places after this one has shown it
    lacks (two players: a pile's voids are read off its face-up tops)."""
    if players == 4:
        return [view.voids[(me + k) % 4] for k in range(4)]
    voids = [0, 0, 0, 0]
    pos = len(view.table)
    leader = view.table[0][0] if view.table else me
    seats = (leader, 1 - leader, leader, 1 - leader)
    for k in range(1, 4 - pos):
        q = pos + k
        seat = seats[q]
        if q < 2:
            voids[k] = view.voids[seat]
        elif view.pile_tops[seat] >= 0:
            voids[k] = _suits_missing(view.pile_tops[seat])
    return voids


def play_decision(view: TableView, legal: Sequence[Any], hand: Sequence[Card]) -> Decision:
    """Play a card with :func:`pasur.engines.trickplay.choose_card` (the hakem's first card
    names trump)."""
    players = len(view.hands)
    me = view.seat if view.seat is not None else (view.to_move or 0)
    legal_mask = card_mask([m.card for m in legal if isinstance(m, Play)])
    if not legal_mask:
        return Decision(legal[0], "only-move")
    tally = shelem_view(view)
    mine = card_mask(hand)
    if players == 2 and tally.pile_tops and tally.pile_tops[me] >= 0:
        mine |= tally.pile_tops[me]
    trick = [c.index for _, c in view.table]
    gone = tally.played | tally.put_down
    hakem = tally.hakem if tally.hakem >= 0 else me
    declarer = _team(me, players) == _team(hakem, players)
    partner = 2 if players == 4 else TWO_PLAYER_PARTNER
    voids = _voids(tally, me, players)
    trump = tally.trump
    if trump < 0 and not trick:
        suit = trump_suit([c.index for c in hand]) if hand else trump_suit(cards_of(legal_mask))
        allowed = legal_mask & SUIT_MASKS[suit] or legal_mask
        card, how = choose_card(
            mine,
            allowed,
            trick,
            players=4,
            partner=partner,
            trump=suit,
            keys_by_led=TRICK_KEYS[Order.ACE_HIGH][suit],
            strength=_STRENGTH,
            gone=gone,
            voids=voids,
            declarer=True,
            values=VALUES,
        )
        code = Card.from_index(card).code
        return Decision(
            Play(Card.from_index(card)),
            "name-trump",
            (("suit", "CDHS"[card // 13]), ("card", code), ("habit", how)),
        )
    card, reason = choose_card(
        mine,
        legal_mask,
        trick,
        players=4,
        partner=partner,
        trump=trump,
        keys_by_led=TRICK_KEYS[Order.ACE_HIGH][4 if trump < 0 else trump],
        strength=_STRENGTH,
        gone=gone,
        voids=voids,
        declarer=declarer,
        values=VALUES,
    )
    return Decision(Play(Card.from_index(card)), reason, (("card", Card.from_index(card).code),))


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move in *view*, with its reason (the move is always in *legal*)."""
    if not legal:
        raise ValueError("no legal move to choose from")
    seat = view.seat if view.seat is not None else view.to_move
    held = view.hands[seat] if seat is not None and 0 <= seat < len(view.hands) else ()
    hand: tuple[Card, ...] = held if isinstance(held, tuple) else ()
    if view.phase == "play":
        return play_decision(view, legal, hand)
    if len(legal) == 1:
        return Decision(legal[0], "only-move")
    if view.phase == "bid":
        return bid_decision(view, legal, [c.index for c in hand])
    if view.phase == "discard":
        owner = view.fact("discard_owner", "hakem")
        pick, reason = put_down([c.index for c in hand], owner)
        move = Discard(tuple(Card.from_index(i) for i in pick))
        if move not in legal:
            return Decision(legal[0], "put-down-any", (("cards", str(legal[0])),))
        trump = "CDHS"[trump_suit([c.index for c in hand])]
        points = sum(VALUES[i] for i in pick)
        codes = " ".join(Card.from_index(i).code for i in pick)
        return Decision(move, reason, (("cards", codes), ("trump", trump), ("points", str(points))))
    return Decision(legal[0], "only-move")


def shelem_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic Shelem player (see the module notes); it never uses *rng*."""
    return decide(view, legal).move


__all__ = [
    "REASONS",
    "VALUES",
    "bid_decision",
    "decide",
    "hand_estimate",
    "play_decision",
    "put_down",
    "shelem_heuristic",
    "shelem_losers",
    "top_run",
    "trump_suit",
]
