"""The heuristic Ghahve player: bids and plays the way a decent human does, and says why.

**Bidding.** The bot counts its hand (:func:`hand_tricks`: the jokers, spades by rank and
length, side aces and kings, voids and singletons to trump), then thinks of the team, since
the two partners' bids are added up and scored together: 10 a bid trick when the team takes at
least its bid, 1 a trick beyond it, and minus 10 a bid trick when it falls short. Falling short
costs as much as making gains, so the bot bids what the team is fairly sure of, not what it
hopes for:

* the first of a pair to bid says what its own hand is worth, a little under the count, and
  never less than the minimum of two;
* the second reads the partner's bid as that partner's count, adds its own, allows for what the
  opponents' bids say about the cards they hold, and picks the team total with the best expected
  score (:func:`expected_points`); its own bid is that total less the partner's bid, and at
  least two.

**Play.** The bot counts the cards: everything played this hand (finished tricks and the table)
is known, so it knows which cards are still out, which players have shown a void (an ordinary
card of another suit played to a led suit; a joker shows nothing, since jokers may be played at
any time), and, from how many cards each player still holds, how likely each one is to hold a
card that beats it (the bids tell it more: a player who bid two seldom holds a joker). Spades
are always trump; above them the black joker, and above that the coloured joker, which may not
be played before the black one.

* Following, it weighs each card it may play: the chance that its side takes the trick with it,
  less what the card is worth later (a joker or a master card will take a trick later anyway; a
  small card will not). So it never wastes a high card or a joker on a trick its partner already
  holds, wins as cheaply as it can, trumps in when void, plays second hand low, plays third hand
  high when the partner's card would not hold, and throws its least useful card when it cannot
  win (from a short suit, to make a void for trumping, when it holds spades).
* The black joker is beaten only by the coloured one, so it is safe as the last card of a trick
  (or when the coloured joker is in the bot's own hand or already gone). The bot plays it where
  it is safe and needed, and as the tenth trick (the deadline) comes nearer it takes smaller
  chances rather than be forced to play it on its partner's trick. It takes the chance to beat
  an opponent's black joker with the coloured one.
* Leading, it cashes side-suit winners that no opponent is likely to trump or beat with a
  joker (it cashes them early, before the others run out of the suit and trump it), draws
  trumps with the top spade once no joker is left to take it, leads into its partner's void so
  the partner can trump, and otherwise leads a singleton or low from its shortest side suit, to
  make a void and trump that suit later. It keeps a coloured joker for a trick the opponents
  would take.
* It keeps the score of the hand in mind. A team short of its bid values the trick in play
  above the cards it keeps for later, more so the fewer tricks remain; a team that has made its
  bid fights just as hard when the opponents can still be set (every extra trick is a trick they
  need); once its bid is made and the opponents can no longer be set, extra tricks are worth
  only a point each, so it takes them only when that costs nothing.

Every decision comes from :func:`decide`, which returns the move with a reason code (see
:data:`REASONS`) and its parameters, for the app's one-sentence explanations;
:func:`ghahve_heuristic` is the policy. It never uses its random generator.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from pasur.cards import AnyCard
from pasur.engines.trickplay import cards_of
from pasur.games.ghahve.moves import BJ, BY_INDEX, DECK_MASK, JOKER_MASK, RJ, Bid, Play
from pasur.games.ghahve.options import MIN_BID
from pasur.games.ghahve.state import TRUMP, GhahveView, led_suit_of
from pasur.protocol import Decision, TableView, unwrap

REASONS: Final = {
    # bidding
    "bid-minimum": "The hand is weak (or the team's total is high enough): bid the least "
    "allowed, two tricks.",
    "bid-own": "First of the pair to bid: bid what this hand should take, a little under its "
    "count, leaving room for the partner's bid.",
    "bid-team": "The partner has bid: choose the team total with the best expected score and "
    "bid the difference.",
    "bid-floor": "The partner's bid already covers what the team expects to take, but a bid is "
    "at least two.",
    # playing a card; those shared with pasur.engines.trickplay keep its meaning
    "only-card": "This is the only card the rules allow.",
    "only-move": "This is the only move the rules allow.",
    "black-joker-deadline": "The black joker must be played by this trick, so it is played now.",
    "partner-winning": "The partner holds the trick: keep the good cards and play a cheap one.",
    "cover-partner": "The partner's card may yet be beaten: play a card the opponents are less "
    "likely to beat.",
    "win-cheap": "Take the trick with the cheapest card that wins it.",
    "win-sure": "Take the trick with a card nobody still to play can beat.",
    "trump-in": "Void in the suit led: take the trick with a spade.",
    "joker-win": "Take the trick with a joker (nothing cheaper wins it).",
    "joker-safe": "Play the black joker where it cannot be beaten, before it has to be played.",
    "joker-beats-joker": "Beat the opponent's black joker with the coloured joker.",
    "second-hand-low": "Second to play without a sure winner: play low and leave the trick to "
    "the partner.",
    "hold-back": "The trick could be won only with a card worth more later (a joker, a high "
    "spade, a master card): play a cheap card instead.",
    "follow-low": "Nothing it holds is likely to win the trick: follow suit with a low card.",
    "discard-low": "Nothing it holds is likely to win the trick and it has none of the suit "
    "led: throw the least useful card.",
    "cash-master": "Lead the highest card left in its suit while the opponents are unlikely to "
    "trump it or spend a joker on it.",
    "draw-spades": "Lead the top spade to draw the opponents' trumps (no joker is left to take "
    "it).",
    "lead-joker": "Lead a joker that nothing can beat.",
    "lead-to-ruff": "Lead a suit the partner has no more of, so the partner can trump it.",
    "lead-singleton": "Lead a singleton to make a void and trump that suit later.",
    "lead-short": "Lead low from the shortest side suit, toward a void.",
    "lead-trump": "Only spades (and jokers) left: lead a spade.",
}
"""Every reason code :func:`decide` gives, with its meaning in one English line (the app
translates them)."""

# --- tuning -----------------------------------------------------------------------------------

OWN_MARGIN: Final = 1.5
"""The first of a pair bids its count less this much, rounded: its partner will bid at least two
more whatever it holds, so it leaves room."""
PARTNER_EXTRA: Final = (0.35, 1.35)
"""The second of a pair reads a partner's bid of two as a count of 2.35 and a higher bid *b* as
``b + 1.35`` (what hands that bid so held on average, in simulation)."""
OPPONENT_WEIGHT: Final = 0.2
"""How much each trick an opponent bid above the average lowers the bot's expected tricks (the
cards they count are cards its side does not hold)."""
AVERAGE_BID: Final = 3.0
"""An average player's bid, the point the opponents' bids are compared with."""
TEAM_SPREAD: Final = 1.6
"""The standard deviation, in tricks, of what a team takes around its expected count (the hand
count's own error, about one trick, plus not knowing the partner's hand)."""
JOKER_USE: Final = (0.1, 0.6)
"""How likely an opponent holding a joker is to spend it on a card that would otherwise win: in
the middle of the trick, and as its last card (where a joker is sure to win)."""
PARTNER_HELP: Final = 0.6
"""How much of the partner's chance to beat the card led counts when playing second."""
RESCUE: Final = 0.5
"""Second to play, how much of the partner's chance to win counts when the bot's own card is
beaten by the third hand."""
JOKERS_BY_BID: Final = (0.5, 0.5, 0.4, 0.75, 0.9)
"""How many jokers a player holds on average for its bid (0 and 1: not yet bid; 4 or more:
0.9), which tells who is likely to hold the jokers still out."""
CASH_AT: Final = 0.3
"""A side-suit master is cashed when it is at least this likely to win the trick."""

TRICKS: Final = 13
_GUARDED: Final = (13, 12)
"""A king or queen with one small card beside it: keep the small card as its guard."""


# --- bidding ----------------------------------------------------------------------------------


def hand_tricks(hand: Sequence[AnyCard]) -> float:
    """The tricks *hand* adds to its team's count, with this bot playing.

    It counts what :func:`~pasur.games.ghahve.policy.estimate_tricks` counts (jokers, spades by
    rank and length, side-suit honours, short suits) with weights found by simulation, fitting
    the tricks teams of this bot took to the sum of the two partners' counts: a joker 1.85 (a
    trick for the team, and one the opponents do not take with it); a spade 0.55, 0.15 more for
    each beyond four, and 1 more for the ace, 0.85 the king, 0.6 the queen, 0.3 the jack; a side
    ace 0.95, a side king 0.6 (0.25 when bare), a queen with two guards 0.15; 0.55 for a void
    and 0.3 for a singleton side suit (tricks to trump); less 1.55 a hand. The average hand
    counts 3.25, a quarter of the tricks. On 8,000 simulated deals the two partners' counts
    missed what the team took by 0.96 tricks (standard deviation), where
    :func:`~pasur.games.ghahve.policy.estimate_tricks` (best scaled) misses by 1.4.

    >>> from pasur.cards import parse_any_card as c
    >>> round(hand_tricks([c(x) for x in "BJ AS KS 5S AH KH 7H 4D 3D 2C 5C 8C 9C".split()]), 1)
    5.3
    """
    suits: list[list[int]] = [[], [], [], []]
    count = -1.55
    for card in hand:
        if card.index >= 52:
            count += 1.85
        else:
            suits[card.index // 13].append(card.index % 13 + 2)
    spades = suits[TRUMP]
    count += 0.55 * len(spades) + 0.15 * max(0, len(spades) - 4)
    count += sum(_SPADE_HONOURS.get(r, 0.0) for r in spades)
    for suit in _SIDE:
        ranks = suits[suit]
        count += 0.95 * (14 in ranks) + (0.6 if len(ranks) >= 2 else 0.25) * (13 in ranks)
        count += 0.15 * (12 in ranks and len(ranks) >= 3)
        count += 0.55 if not ranks else 0.3 if len(ranks) == 1 else 0.0
    return count


_SPADE_HONOURS: Final = {14: 1.0, 13: 0.85, 12: 0.6, 11: 0.3}


def expected_points(bid: int, mean: float, spread: float = TEAM_SPREAD) -> float:
    """A team's expected points for a team bid of *bid* tricks when it takes about *mean* tricks
    (normally spread by *spread*, rounded to whole tricks between 0 and 13).

    >>> round(expected_points(4, 7.0), 1), round(expected_points(7, 7.0), 1)
    (41.9, 17.8)
    """
    probs, mass = _spread(mean, spread)
    total = 0.0
    for t, p in enumerate(probs):
        total += p * (10 * bid + (t - bid) if t >= bid else -10 * bid)
    return total / mass


@functools.lru_cache(maxsize=64)
def _spread(mean: float, spread: float) -> tuple[tuple[float, ...], float]:
    """The chance of each whole number of tricks 0..13 around *mean*, and their sum: the same
    for every team total a bidder weighs, so worked out once per bid (and each edge's normal
    integral once, as the upper edge of one count is the lower edge of the next)."""
    edges = [0.0]
    edges += [_phi((t + 0.5 - mean) / spread) for t in range(TRICKS)]
    edges.append(1.0)
    probs = tuple([edges[t + 1] - edges[t] for t in range(TRICKS + 1)])
    mass = 0.0
    for p in probs:
        mass += p
    return probs, mass


def _phi(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def partner_read(bid: int) -> float:
    """The count the second of a pair reads into its partner's *bid*."""
    return bid + PARTNER_EXTRA[bid > MIN_BID]


def choose_bid(
    count: float,
    partner_bid: int | None,
    opponent_bids: Sequence[int],
    max_bid: int,
) -> tuple[int, str, float]:
    """The bid for a hand that counts *count* (:func:`hand_tricks`), the reason code, and the
    tricks expected (the team's, or the hand's own for the first of a pair).

    >>> choose_bid(2.5, None, (), 13)[:2]
    (2, 'bid-minimum')
    >>> choose_bid(5.0, None, (), 13)[:2]
    (4, 'bid-own')
    >>> choose_bid(5.0, 3, (), 13)[:2]
    (4, 'bid-team')
    """
    count -= OPPONENT_WEIGHT * sum(b - AVERAGE_BID for b in opponent_bids)
    if partner_bid is None:
        bid = max(MIN_BID, min(max_bid, round(count - OWN_MARGIN)))
        return bid, ("bid-minimum" if bid == MIN_BID else "bid-own"), count
    mean = count + partner_read(partner_bid)
    totals = range(partner_bid + MIN_BID, partner_bid + max_bid + 1)
    best = max(totals, key=lambda b: (expected_points(b, mean), -b))
    bid = best - partner_bid
    if bid > MIN_BID:
        return bid, "bid-team", mean
    if best > 2 * MIN_BID and expected_points(best - 1, mean) > expected_points(best, mean):
        return bid, "bid-floor", mean
    return bid, "bid-minimum", mean


# --- play -------------------------------------------------------------------------------------


@dataclass(slots=True)
class _Seen:
    """What the player to move knows, on card indices and masks."""

    me: int
    hand: int
    allowed: int
    trick: list[tuple[int, int]]
    led: int | None
    gone: int
    unseen: int
    voids: list[int]
    counts: list[int]
    number: int
    deadline: int
    need: int
    """Tricks the bot's team still needs to make its bid (0 or less: made)."""
    their_need: int
    remaining: int
    weights: list[float]
    joker_weights: list[float]
    elig: list[int]
    holds: list[list[float] | None]
    """``holds[seat][group]``: the chance that *seat* holds a given unseen card of *group* (the
    suit, or 4 for the jokers). The only thing that tells one unseen card of a suit from another
    for this count is the suit (a seat's shown voids rule whole suits out), so it is worked out
    once per decision, not once per card asked about, and only for the seats asked about
    (:meth:`row`)."""

    totals: list[float]
    """Per group, the sum of the weights behind :attr:`holds` (empty until a row is asked for)."""

    @property
    def partner(self) -> int:
        return (self.me + 2) % 4

    def row(self, seat: int) -> list[float]:
        """``holds[seat]``, worked out the first time it is asked for."""
        row = self.holds[seat]
        if row is None:
            row = self.holds[seat] = _holds_row(self, seat)
        return row

    def p_holds(self, seat: int, card: int) -> float:
        """The chance that *seat* holds the unseen *card*."""
        if not self.unseen >> card & 1:
            return 0.0
        return self.row(seat)[card // 13]

    def p_any(self, seat: int, cards: int) -> float:
        """The chance that *seat* holds at least one of *cards* (treated as independent)."""
        miss = 1.0
        cards &= self.unseen
        if not cards:
            return 0.0
        holds = self.row(seat)
        # Card by card, lowest first, as the factors of each group are equal: one multiplication
        # per card keeps the rounding of the product exactly the same.
        for group, mask in enumerate(_GROUPS):
            n = (cards & mask).bit_count()
            if n:
                f = 1.0 - holds[group]
                for _ in range(n):
                    miss *= f
        return 1.0 - miss

    def p_void(self, seat: int, suit: int) -> float:
        if self.voids[seat] >> suit & 1:
            return 1.0
        return 1.0 - self.p_any(seat, _SUIT[suit])


_SUIT: Final = tuple(0x1FFF << (13 * s) for s in range(4))
_GROUPS: Final = (*_SUIT, JOKER_MASK)
"""The cards of each group :attr:`_Seen.holds` counts by: the four suits, then the jokers."""
_SIDE: Final = tuple(s for s in range(4) if s != TRUMP)


def _key(card: int, led: int | None) -> int:
    """How strongly *card* plays in a trick led in *led*: jokers, then spades, then the led suit;
    other suits never win."""
    if card >= 52:
        return 300 + card - 52
    suit = card // 13
    if suit == TRUMP:
        return 200 + card % 13
    return 100 + card % 13 if suit == led else 0


def _higher(card: int) -> int:
    """The cards of *card*'s suit ranked above it."""
    suit = card // 13
    return _SUIT[suit] & ~((1 << (card + 1)) - 1)


def _p_beaten_by(seen: _Seen, seat: int, card: int, led: int | None, last: bool) -> float:
    """The chance that opponent *seat*, playing after *card* in this trick (*last*: as its last
    card), beats it."""
    if card == RJ:
        return 0.0
    rj_live = bool(seen.unseen >> RJ & 1) and bool(seen.gone >> BJ & 1)
    if card == BJ:
        return seen.p_holds(seat, RJ) if seen.unseen >> RJ & 1 else 0.0
    joker = seen.p_holds(seat, BJ) + (seen.p_holds(seat, RJ) if rj_live else 0.0)
    joker = min(1.0, joker) * JOKER_USE[last]
    suit = card // 13
    trumps = _SUIT[TRUMP] & seen.unseen
    if suit == led or led is None:
        beat = seen.p_any(seat, _higher(card) & seen.unseen)
        if suit != TRUMP and trumps:
            beat += seen.p_void(seat, suit) * seen.p_any(seat, trumps)
    elif suit == TRUMP:
        beat = seen.p_void(seat, led) * seen.p_any(seat, _higher(card) & seen.unseen)
    else:
        return 1.0
    return 1.0 - (1.0 - joker) * (1.0 - min(1.0, beat))


def _p_hold(seen: _Seen, card: int, led: int | None) -> float:
    """The chance that *card*, winning the trick when played, is not beaten by an opponent still
    to play."""
    p = 1.0
    last = (seen.me + 3 - len(seen.trick)) % 4
    for k in range(1, 4 - len(seen.trick)):
        seat = (seen.me + k) % 4
        if seat != seen.partner:
            p *= 1.0 - _p_beaten_by(seen, seat, card, led, (seen.me + k) % 4 == last)
    return p


def _value(seen: _Seen, card: int) -> float:
    """What keeping *card* is worth: about the chance it takes a trick later."""
    if card == RJ:
        return 1.0
    if card == BJ:
        if not seen.unseen >> RJ & 1:
            return 1.0
        left = seen.deadline - seen.number
        return 0.9 if left >= 4 else 0.8 if left >= 2 else 0.65
    suit = card // 13
    above = (_higher(card) & seen.unseen).bit_count()
    below_mine = (seen.hand & _SUIT[suit] & ~_higher(card) & ~(1 << card)).bit_count()
    rank = card % 13
    if suit == TRUMP:
        if above == 0:
            return 0.92
        if above <= below_mine:
            return 0.75 - 0.08 * above
        return max(0.3, 0.6 - 0.1 * above)
    if above == 0:
        return 0.4
    if above == 1 and below_mine >= 1:
        return 0.3
    if above == 2 and below_mine >= 2:
        return 0.15
    return 0.01 * rank


def _pressure(seen: _Seen) -> float:
    """How much more the trick in play is worth than the cards kept for later (1 = the same): more
    while the team is short of its bid (the more so, the more of the remaining tricks it needs),
    a little more while the opponents can still be set, a little less once neither is at stake
    and a trick is worth one point."""
    left = seen.remaining
    if 0 < seen.need <= left:
        return 1.0 + 0.5 * seen.need / left
    if 0 < seen.their_need <= left:
        return 1.0 + 0.3 * (left - seen.their_need + 1) / left
    return 0.9


def _follow(seen: _Seen) -> tuple[int, str]:
    led = seen.led
    pos = len(seen.trick)
    best_pos = max(range(pos), key=lambda i: _key(seen.trick[i][1], led))
    best_seat, best_card = seen.trick[best_pos]
    best_key = _key(best_card, led)
    partner_winning = best_seat == seen.partner
    partner_to_come = pos == 1
    if partner_winning:
        base = _p_hold(seen, best_card, led)
    elif partner_to_come:
        base = PARTNER_HELP * _p_partner_beats(seen, best_card, led)
    else:
        base = 0.0
    weight = _pressure(seen)
    scored = []
    values = []
    for c in cards_of(seen.allowed):
        wins = _key(c, led) > best_key
        hold = _p_hold(seen, c, led) if wins else 0.0
        p = hold if wins else base
        if wins and partner_to_come:  # beaten by the third hand, the partner may still win
            p = max(base, p + (1 - p) * RESCUE * base)
        value = _value(seen, c)
        values.append((value, c))
        ev = weight * p - value - _discard_bias(seen, c)
        scored.append((ev, -c, c, wins, hold))
    _, _, card, wins, p = max(scored)
    cheapest = min(values)[1]
    if not wins or (p < 0.5 and card == cheapest):  # a low card, not a bid for the trick
        if partner_winning:
            return card, "partner-winning"
        if any(s[3] and s[2] != card for s in scored):
            return card, ("second-hand-low" if pos == 1 else "hold-back")
        return card, ("follow-low" if card < 52 and card // 13 == led else "discard-low")
    if card == RJ and best_card == BJ:
        return card, "joker-beats-joker"
    if card >= 52:
        return card, (
            "joker-safe"
            if card == BJ and p >= 0.999 and seen.number < seen.deadline
            else "joker-win"
        )
    if partner_winning:
        return card, ("partner-winning" if card == cheapest else "cover-partner")
    if card // 13 == TRUMP and led != TRUMP:
        return card, "trump-in"
    if p >= 0.999 and pos < 3:
        return card, "win-sure"
    return card, "win-cheap"


def _p_partner_beats(seen: _Seen, card: int, led: int | None) -> float:
    """The chance that the partner, still to play, holds a card that beats *card*."""
    jokers = 0 if card == RJ else 1 << RJ if card == BJ else 1 << BJ
    if card < 52 and seen.gone >> BJ & 1:
        jokers |= 1 << RJ
    p = seen.p_any(seen.partner, jokers)
    if card >= 52 or led is None:
        return p
    suit = card // 13
    trumps = _SUIT[TRUMP] & seen.unseen
    if suit == led:
        p += (1 - p) * seen.p_any(seen.partner, _higher(card))
        if suit != TRUMP:
            p += (1 - p) * seen.p_void(seen.partner, led) * seen.p_any(seen.partner, trumps)
    elif suit == TRUMP:
        p += (1 - p) * seen.p_void(seen.partner, led) * seen.p_any(seen.partner, _higher(card))
    return p


def _discard_bias(seen: _Seen, card: int) -> float:
    """A small preference among discards of about the same worth: throw from short side suits
    (toward a void) when holding spades, keep the guard of a king or queen, keep spades."""
    if card >= 52 or card // 13 == seen.led:
        return 0.0
    suit = card // 13
    if suit == TRUMP:
        return 0.02
    held = seen.hand & _SUIT[suit]
    length = held.bit_count()
    bias = 0.0
    if length <= 2 and seen.hand & _SUIT[TRUMP]:
        bias -= 0.01 * (3 - length)
    top = max(cards_of(held)) % 13 + 2 if held else 0
    if length == 2 and top in _GUARDED and card % 13 + 2 != top:
        bias += 0.05
    return bias


def _draw_trumps(seen: _Seen, mine: int, trumps_out: int) -> bool:
    """Whether to lead the master spade to draw trumps: only once no other hand holds a joker
    (a joker would take it), and with three spades or more than half of those still out."""
    return not seen.unseen & JOKER_MASK and (mine >= 3 or mine > trumps_out.bit_count() // 2)


def _lead(seen: _Seen) -> tuple[int, str]:
    options = cards_of(seen.allowed)
    side = [c for c in options if c < 52 and c // 13 != TRUMP]
    spades = [c for c in options if c < 52 and c // 13 == TRUMP]
    jokers = [c for c in options if c >= 52]
    trumps_out = _SUIT[TRUMP] & seen.unseen
    opps = ((seen.me + 1) % 4, (seen.me + 3) % 4)
    # The black joker near its deadline, when nothing can beat it.
    if BJ in jokers and seen.deadline - seen.number <= 1 and _p_hold(seen, BJ, None) >= 0.999:
        return BJ, "joker-safe"
    # Cash winners: side-suit masters, then the top spades.
    cash = []
    for c in side:
        if not _higher(c) & seen.unseen and (seen.unseen & _SUIT[c // 13]):
            p = _p_hold(seen, c, c // 13)
            if p >= CASH_AT:
                cash.append((p, (seen.unseen & _SUIT[c // 13]).bit_count(), -c, c))
    if cash:
        return max(cash)[3], "cash-master"
    if spades and trumps_out and any(not seen.voids[o] >> TRUMP & 1 for o in opps):
        top = max(spades)
        mine = len(spades)
        if not _higher(top) & seen.unseen and _draw_trumps(seen, mine, trumps_out):
            return top, "draw-spades"
    if seen.need > 0 and seen.need >= seen.remaining - 1 and jokers:
        sure = [j for j in jokers if _p_hold(seen, j, None) >= 0.999]
        if sure:
            return min(sure), "lead-joker"
    if not side:
        if spades:
            top = max(spades)
            if not _higher(top) & seen.unseen:
                return top, "lead-trump"
            return min(spades), "lead-trump"
        sure = [j for j in jokers if _p_hold(seen, j, None) >= 0.999]
        return (min(sure) if sure else min(jokers)), "lead-joker"
    by_suit: dict[int, list[int]] = {}
    for c in side:
        by_suit.setdefault(c // 13, []).append(c)
    partner_trumps = not seen.voids[seen.partner] >> TRUMP & 1 and trumps_out
    if partner_trumps:
        ruffs = [
            s
            for s in by_suit
            if seen.voids[seen.partner] >> s & 1 and not any(seen.voids[o] >> s & 1 for o in opps)
        ]
        if ruffs:
            s = min(ruffs, key=lambda s: (len(by_suit[s]), s))
            return min(by_suit[s]), "lead-to-ruff"
    if spades and trumps_out:
        singles = [
            cs[0]
            for s, cs in by_suit.items()
            if len(cs) == 1 and _value(seen, cs[0]) < 0.2 and (seen.unseen & _SUIT[s])
        ]
        if singles:
            return min(singles, key=lambda c: (c % 13, c)), "lead-singleton"

    def suit_score(s: int) -> tuple[float, int]:
        cs = by_suit[s]
        score = -float(len(cs))
        if trumps_out and any(seen.voids[o] >> s & 1 for o in opps):
            score -= 4
        ranks = {c % 13 + 2 for c in cs}
        if 13 in ranks and len(cs) <= 2 and (seen.unseen >> (s * 13 + 12) & 1):
            score -= 2  # don't lead away from a bare king
        if 12 in ranks and len(cs) <= 3 and 13 not in ranks:
            score -= 1
        return score, -s

    s = max(by_suit, key=suit_score)
    return min(by_suit[s]), "lead-short"


def _led_of(trick: Sequence[tuple[int, Any]], joker_lead: str) -> int | None:
    """The suit a finished trick asked for: its first card's, or after a joker lead what the
    table's ``joker_lead`` option says (unknown, so no void is read from it, when the view does
    not tell the option)."""
    first = trick[0][1].index
    if first < 52:
        return int(first // 13)
    return led_suit_of([c.index for _, c in trick], joker_lead) if joker_lead else None


def tally_from_tricks(view: TableView) -> tuple[int, list[int]]:
    """The cards played this hand (mask) and each seat's shown voids (masks of suits), read from
    the finished tricks and the table of *view*: what the state keeps move by move
    (:class:`~pasur.games.ghahve.state.GhahveView`), worked out from scratch for any other view."""
    led_fact = view.fact("led")
    led = "CDHS".index(led_fact) if led_fact else None
    joker_lead = view.fact("joker_lead")
    gone = 0
    voids = [0, 0, 0, 0]
    played = [(t, _led_of(t, joker_lead)) for t in view.tricks]
    for t, suit in (*played, (view.table, led)):
        for s, c in t:
            gone |= 1 << c.index
            if suit is not None and c.index < 52 and c.index // 13 != suit:
                voids[s] |= 1 << suit
    return gone, voids


def _holds_row(seen: _Seen, seat: int) -> list[float]:
    """:attr:`_Seen.holds` of *seat*: for each group, its weight over the weights of the other
    seats that may hold such a card (the first unseen card of the group stands for all)."""
    elig = seen.elig[seat]
    totals = seen.totals
    if not totals:
        totals = seen.totals = _totals(seen)
    row = []
    for group, mask in enumerate(_GROUPS):
        total = totals[group]
        w = seen.joker_weights if group == 4 else seen.weights
        row.append(w[seat] / total if total and elig & mask else 0.0)
    return row


def _totals(seen: _Seen) -> list[float]:
    """Per group, the weights of every seat but the bot's own that may hold such a card."""
    me = seen.me
    elig = seen.elig
    totals = []
    for group, mask in enumerate(_GROUPS):
        w = seen.joker_weights if group == 4 else seen.weights
        totals.append(sum([w[s] for s in range(4) if s != me and elig[s] & mask]))
    return totals


def _facts_of(view: TableView) -> tuple[int | None, list[int], list[int], int]:
    """The led suit, bids (0: not yet), tricks per team and black joker deadline of *view*: a
    :class:`~pasur.games.ghahve.state.GhahveView`'s typed fields, or its facts read as text."""
    full = unwrap(view)
    if isinstance(full, GhahveView):
        bids = [0 if b is None else b for b in full.bids]
        return full.led, bids, list(full.team_tricks), full.deadline
    led_fact = view.fact("led")
    led = "CDHS".index(led_fact) if led_fact else None
    bid_texts = view.fact("bids", ",,,").split(",")
    taken = [int(x) for x in view.fact("tricks", "0-0").split("-")]
    deadline = int(view.fact("black_joker_deadline") or 10)
    return led, [int(b) if b else 0 for b in bid_texts], taken, deadline


def _seen(view: TableView, legal: Sequence[Any]) -> _Seen:
    me = view.seat if view.seat is not None else (view.to_move or 0)
    own = view.hands[me]
    assert isinstance(own, tuple)
    hand = 0
    for c in own:
        hand |= 1 << c.index
    allowed = 0
    for m in legal:
        if isinstance(m, Play):
            allowed |= 1 << m.card.index
    trick = [(s, c.index) for s, c in view.table]
    led, bids, taken, deadline = _facts_of(view)
    full = unwrap(view)
    if isinstance(full, GhahveView):
        gone, voids = full.played, list(full.voids)
    else:
        gone, voids = tally_from_tricks(view)
    unseen = DECK_MASK & ~hand & ~gone
    counts = [h if isinstance(h, int) else len(h) for h in view.hands]
    team = me % 2
    done = len(view.tricks)
    elig = []
    for p in range(4):
        mask = unseen
        void = voids[p]
        for s in range(4):
            if void >> s & 1:
                mask &= ~_SUIT[s]
        elig.append(mask)
    weights = [counts[p] / elig[p].bit_count() if p != me and elig[p] else 0.0 for p in range(4)]
    jokers = [JOKERS_BY_BID[min(b, len(JOKERS_BY_BID) - 1)] for b in bids]
    joker_weights = [w * j for w, j in zip(weights, jokers, strict=True)]
    return _Seen(
        me=me,
        hand=hand,
        allowed=allowed,
        trick=trick,
        led=led,
        gone=gone,
        unseen=unseen,
        voids=voids,
        counts=counts,
        number=done + 1,
        deadline=deadline,
        need=bids[team] + bids[team + 2] - taken[team],
        their_need=bids[1 - team] + bids[3 - team] - taken[1 - team],
        remaining=TRICKS - done,
        weights=weights,
        joker_weights=joker_weights,
        elig=elig,
        holds=[None, None, None, None],
        totals=[],
    )


def _card_params(card: int, seen: _Seen) -> tuple[tuple[str, str], ...]:
    return (
        ("card", BY_INDEX[card].code),
        ("need", str(max(0, seen.need))),
        ("their_need", str(max(0, seen.their_need))),
    )


def decide(view: TableView, legal: Sequence[Any]) -> Decision:
    """The heuristic player's move in *view*, with its reason code and parameters."""
    if not legal:
        raise ValueError("no legal move to choose from")
    if view.phase == "bid":
        return _decide_bid(view, legal)
    if view.phase != "play":
        if len(legal) > 1:
            raise ValueError(f"no choice to make in phase {str(view.phase)!r}")
        return Decision(legal[0], "only-move")
    seen = _seen(view, legal)
    if seen.allowed & (seen.allowed - 1) == 0:
        card = seen.allowed.bit_length() - 1
        reason = "only-card"
        if card == BJ and seen.hand & ~JOKER_MASK:  # other cards held: the deadline forces it
            reason = "black-joker-deadline"
    elif seen.trick:
        card, reason = _follow(seen)
    else:
        card, reason = _lead(seen)
    # The legal move itself (found by its card: cheaper than comparing moves by value).
    move = next(m for m in legal if isinstance(m, Play) and m.card.index == card)
    return Decision(move, reason, _card_params(card, seen))


def _decide_bid(view: TableView, legal: Sequence[Any]) -> Decision:
    me = view.seat if view.seat is not None else (view.to_move or 0)
    own = view.hands[me]
    assert isinstance(own, tuple)
    bids = [int(b) if b else None for b in view.fact("bids", ",,,").split(",")]
    options = sorted(m.tricks for m in legal if isinstance(m, Bid))
    count = hand_tricks(own)
    partner = bids[(me + 2) % 4]
    opponents = [b for s in ((me + 1) % 4, (me + 3) % 4) if (b := bids[s]) is not None]
    bid, reason, mean = choose_bid(count, partner, opponents, options[-1])
    bid = min(options, key=lambda b: (abs(b - bid), b))
    params = [("bid", str(bid)), ("count", f"{count:.1f}")]
    if partner is not None:
        params += [
            ("partner", str(partner)),
            ("team", str(bid + partner)),
            ("expect", f"{mean:.1f}"),
        ]
    return Decision(Bid(bid), reason, tuple(params))


def ghahve_heuristic(view: TableView, legal: Sequence[Any], rng: random.Random) -> Any:
    """The heuristic Ghahve player (see the module notes); it never uses *rng*."""
    return decide(view, legal).move


__all__ = [
    "REASONS",
    "choose_bid",
    "decide",
    "expected_points",
    "ghahve_heuristic",
    "hand_tricks",
    "partner_read",
]
