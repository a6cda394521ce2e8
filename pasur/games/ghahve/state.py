"""Ghahve as an immutable state machine, from the lot for the first dealer to the end of the match.

Phases, in order: ``first_dealer`` (chance) → ``shuffle`` (chance; the whole deck is dealt 5-4-4
from the dealer's right) → ``bid`` (each player in turn from the dealer's right) → ``play`` (all
thirteen tricks) → back to ``shuffle`` for the next hand, or ``over``.

Hands are bit masks over card indices (0..51, the jokers 52 and 53); follow-suit is
:func:`~pasur.engines.tricks.follow_mask` on the ordinary cards, with the jokers added back, and
the trick winner is :func:`~pasur.engines.tricks.trick_winner_with_top`.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, cast

from pasur.cards import AnyCard, Card, Suit
from pasur.engines.chance import draw_deal
from pasur.engines.evolve import evolve
from pasur.engines.tricks import SUIT_MASKS, WinReason, follow_mask, trick_winner_with_top
from pasur.errors import IllegalMoveError, RecordError
from pasur.games.ghahve.messages import deck_code
from pasur.games.ghahve.moves import (
    BJ,
    BY_INDEX,
    DECK,
    DECK_MASK,
    JOKER_MASK,
    REMOVED,
    RJ,
    Bid,
    FirstDealer,
    GhahveMove,
    Play,
    Shuffle,
    cards_in,
)
from pasur.games.ghahve.options import MIN_BID, GhahveOptions
from pasur.games.ghahve.scoring import (
    TRICKS_PER_HAND,
    HandResult,
    next_dealer,
    score_hand,
    team_of,
    update_game,
)
from pasur.protocol import CHANCE, FieldViews, TableView, Violation, violation


class Phase(enum.StrEnum):
    """The phases of a Ghahve match, in play order.

    ``first_dealer`` (chance): the first dealer is drawn by lot; ``shuffle`` (chance): the deck
    of the next hand is shuffled; ``bid``: each player in turn says how many tricks he will
    take; ``play``: the twelve tricks are played, spades always trump; ``over``: the match (or
    the single hand) is finished."""

    FIRST_DEALER = "first_dealer"
    SHUFFLE = "shuffle"
    BID = "bid"
    PLAY = "play"
    OVER = "over"


TRUMP: Final = int(Suit.SPADES)
"""Spades are always trump."""
TOP: Final = (BJ, RJ)
"""The cards above every suit, weakest first: the black joker, then the coloured joker."""
PACKETS: Final = (5, 4, 4)


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    number: int
    leader: int
    cards: tuple[AnyCard, ...]
    """In play order, the leader's card first."""
    winner: int
    reason: WinReason
    led: Suit | None
    """The suit the others had to follow; ``None`` when a joker led and left nothing to follow."""
    seated: tuple[tuple[int, AnyCard], ...] = field(init=False, repr=False, compare=False)
    """``(seat, card)`` in play order, as views show the trick: made once here, since every
    view of the hand's later moves repeats it."""

    def __post_init__(self) -> None:
        seated = tuple((self.seat_of(i), c) for i, c in enumerate(self.cards))
        object.__setattr__(self, "seated", seated)

    def seat_of(self, position: int) -> int:
        return (self.leader + position) % 4

    @property
    def winning_card(self) -> AnyCard:
        return self.cards[(self.winner - self.leader) % 4]


def led_suit_of(trick: Sequence[int], joker_lead: str) -> int | None:
    """The suit the next player must follow in a trick holding *trick* (card indices so far).

    An ordinary card led sets the suit. A joker led sets none (``free``), calls for spades
    (``spades``), or leaves it to the first ordinary card played after it (``next_card``).
    """
    if not trick:
        return None
    first = trick[0]
    if first < 52:
        return first // 13
    if joker_lead == "spades":
        return TRUMP
    if joker_lead == "next_card":
        for index in trick[1:]:
            if index < 52:
                return index // 13
    return None


@dataclass(frozen=True, slots=True)
class GhahveState:
    """A position in a Ghahve match. Build the opening position with :func:`new_match`."""

    options: GhahveOptions
    phase: Phase = Phase.FIRST_DEALER
    to_move: int | None = CHANCE
    dealer: int | None = None
    next_dealer: int | None = None
    """Set when a hand has ended: who deals the next one (the finished hand keeps its own dealer
    until the next shuffle, so it is always shown with the right one)."""
    deck: tuple[AnyCard, ...] = ()
    hands: tuple[int, ...] = (0, 0, 0, 0)
    dealt: tuple[tuple[AnyCard, ...], ...] = ((), (), (), ())
    bids: tuple[int | None, ...] = (None, None, None, None)
    leader: int = 0
    trick: tuple[int, ...] = ()
    tricks: tuple[int, int] = (0, 0)
    trick_log: tuple[CompletedTrick, ...] = ()
    score: tuple[int, int] = (0, 0)
    games: tuple[int, int] = (0, 0)
    opening_score: tuple[int, int] = (0, 0)
    opening_games: tuple[int, int] = (0, 0)
    """The game score and games won the match started from (see :func:`new_match`): the hands
    played here add onto them, and the checks count from them."""
    results: tuple[HandResult, ...] = ()
    history: tuple[GhahveMove, ...] = ()
    public_log: tuple[str, ...] = ()
    """The move texts as every player saw them: the shuffled deck is written ``deck-?``."""
    voids: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Per seat, the suits (bit ``suit``) it has shown it lacks this hand, by playing an
    ordinary card of another suit to a trick with a suit to follow. Kept move by move so that
    the players who count cards need not read the tricks again at every decision."""

    # --- the protocol --------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> tuple[int, ...]:
        """Game points of team 0 (seats 0, 2) and team 1 (seats 1, 3)."""
        return self.score

    def hand(self, seat: int) -> tuple[AnyCard, ...]:
        """The cards *seat* holds now, in the order they were dealt."""
        mask = self.hands[seat]
        return tuple([c for c in self.dealt[seat] if mask >> c.index & 1])

    @property
    def first_seat(self) -> int | None:
        """The player on the dealer's right: he gets the first packet, bids first, leads first."""
        return None if self.dealer is None else (self.dealer + 1) % 4

    @property
    def played(self) -> int:
        """The cards played so far this hand (finished tricks and the table), as a mask: the deck's
        cards nobody holds any more."""
        h = self.hands
        return DECK_MASK & ~(h[0] | h[1] | h[2] | h[3]) if self.deck else 0

    @property
    def trick_number(self) -> int:
        """The number (1..13) of the trick being played."""
        return len(self.trick_log) + 1

    @property
    def black_joker_out(self) -> bool:
        """Whether the black joker has been played this hand (in this trick or an earlier one)."""
        h = self.hands
        return not (h[0] | h[1] | h[2] | h[3]) >> BJ & 1

    @property
    def led_suit(self) -> Suit | None:
        led = led_suit_of(self.trick, self.options.joker_lead)
        return None if led is None else Suit(led)

    def team_bids(self) -> tuple[int, int]:
        b = [0 if x is None else x for x in self.bids]
        return (b[0] + b[2], b[1] + b[3])

    def allowed_mask(self, seat: int) -> int:
        """The cards *seat* may play now, as a mask."""
        h = self.hands
        hand = h[seat]
        if hand >> BJ & 1 and len(self.trick_log) + 1 >= self.options.black_joker_deadline:
            return 1 << BJ
        plain = hand & ~JOKER_MASK
        allowed = follow_mask(plain, led_suit_of(self.trick, self.options.joker_lead))
        allowed |= hand & JOKER_MASK
        if (h[0] | h[1] | h[2] | h[3]) >> BJ & 1:  # the coloured joker waits for the black one
            allowed &= ~(1 << RJ)
        return allowed

    def legal_moves(self) -> tuple[GhahveMove, ...]:
        p = self.phase
        if p == "play":
            seat = self.to_move
            assert seat is not None
            mask = self.allowed_mask(seat)
            moves = []
            while mask:
                low = mask & -mask
                moves.append(_PLAYS[low.bit_length() - 1])
                mask ^= low
            return tuple(moves)
        if p == "bid":
            return _bids(self.options.max_bid)
        return ()

    def violation(self, move: GhahveMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return violation("ghahve/match-end", "play/match-over")
        expected = _EXPECTED[p]
        if not isinstance(move, expected):
            who = {} if self.to_move in (None, CHANCE) else {"seat": self.to_move}
            return violation(
                "ghahve/sequence",
                "ghahve/sequence-" + p.replace("_", "-"),
                phase=p,
                move=move,
                **who,
            )
        if isinstance(move, FirstDealer):
            if 0 <= move.seat <= 3:
                return None
            return violation("ghahve/first-dealer", "ghahve/no-seat", seat=move.seat)
        if isinstance(move, Shuffle):
            return deck_violation(move.deck)
        if isinstance(move, Bid):
            if move.tricks < MIN_BID:
                return violation(
                    "ghahve/bid-minimum",
                    "ghahve/bid-minimum",
                    bid=move.tricks,
                    minimum=MIN_BID,
                )
            if move.tricks > self.options.max_bid:
                return violation(
                    "ghahve/bid-maximum",
                    "ghahve/bid-maximum",
                    bid=move.tricks,
                    maximum=self.options.max_bid,
                )
            return None
        assert isinstance(move, Play)
        return self._play_violation(move.card)

    def _play_violation(self, card: AnyCard) -> Violation | None:
        seat = self.to_move
        assert seat is not None
        if card.index in REMOVED:
            return violation("ghahve/deck", "ghahve/not-in-deck", card=card.code)
        hand = self.hands[seat]
        if not hand >> card.index & 1:
            return violation("ghahve/own-card", "play/not-held", seat=seat, card=card.code)
        deadline = self.options.black_joker_deadline
        if card.index != BJ and hand >> BJ & 1 and self.trick_number >= deadline:
            return violation(
                "ghahve/black-joker-deadline",
                "ghahve/black-joker-deadline",
                seat=seat,
                card=card.code,
                trick=self.trick_number,
                deadline=deadline,
            )
        if card.index == RJ and not self.black_joker_out:
            return violation(
                "ghahve/joker-order",
                "ghahve/joker-order",
                seat=seat,
                card=card.code,
            )
        if card.index >= 52:
            return None  # jokers may be played at any time (ghahve/jokers-anytime)
        led = led_suit_of(self.trick, self.options.joker_lead)
        if led is not None and card.index // 13 != led and hand & SUIT_MASKS[led]:
            held = cards_in(hand & SUIT_MASKS[led])
            by_joker = self.trick[0] >= 52
            if not by_joker:
                code = "ghahve/follow-suit"
            elif self.options.joker_lead == "spades":
                code = "ghahve/joker-lead-spades"
            else:
                code = "ghahve/joker-lead-next-card"
            return violation(
                "ghahve/joker-lead" if by_joker else "ghahve/follow-suit",
                code,
                seat=seat,
                led=Suit(led).letter,
                card=card.code,
                held=" ".join(c.code for c in held),
            )
        return None

    def apply(self, move: GhahveMove) -> GhahveState:
        if self.phase == "play" and type(move) is Play:
            # The common move, checked by the one mask legal_moves offers (a card outside it
            # falls through to violation(), which names the rule it breaks).
            seat = self.to_move
            assert seat is not None
            index = move.card.index
            if self.allowed_mask(seat) >> index & 1:
                return _play(self, seat, index, move)
        problem = self.violation(move)
        if problem is not None:
            raise IllegalMoveError(move, problem)
        history = (*self.history, move)
        after = self._transition(move, history)
        public = "deck-?" if isinstance(move, Shuffle) else str(move)
        object.__setattr__(after, "public_log", (*self.public_log, public))
        return after

    def _transition(self, move: GhahveMove, history: tuple[GhahveMove, ...]) -> GhahveState:
        """The state after the legal *move* other than a card played (see :func:`_play`)."""
        if isinstance(move, FirstDealer):
            return evolve(
                self, phase=Phase.SHUFFLE, to_move=CHANCE, dealer=move.seat, history=history
            )
        if isinstance(move, Shuffle):
            dealer = self.dealer if self.next_dealer is None else self.next_dealer
            assert dealer is not None
            return _deal(self, dealer, move.deck, history)
        assert isinstance(move, Bid)
        seat = self.to_move
        assert seat is not None and self.dealer is not None
        bids = list(self.bids)
        bids[seat] = move.tricks
        nxt = (seat + 1) % 4
        if nxt == self.first_seat:
            return evolve(
                self,
                phase=Phase.PLAY,
                to_move=nxt,
                leader=nxt,
                bids=tuple(bids),
                history=history,
            )
        return evolve(self, to_move=nxt, bids=tuple(bids), history=history)

    def view(self, seat: int | None) -> GhahveView:
        return _view(self, seat)


_PLAYS: Final = {index: Play(card) for index, card in BY_INDEX.items()}
"""One move object per card, shared by every position's legal moves."""
_BIDS: dict[int, tuple[GhahveMove, ...]] = {}


def _bids(max_bid: int) -> tuple[GhahveMove, ...]:
    """The bids from the minimum to *max_bid*, made once per table limit."""
    bids = _BIDS.get(max_bid)
    if bids is None:
        bids = _BIDS[max_bid] = tuple(Bid(n) for n in range(MIN_BID, max_bid + 1))
    return bids


_EXPECTED: Final[dict[str, type]] = {
    "first_dealer": FirstDealer,
    "shuffle": Shuffle,
    "bid": Bid,
    "play": Play,
}


def deck_violation(deck: Sequence[AnyCard]) -> Violation | None:
    """Why *deck* is not a shuffled Ghahve deck, or ``None``."""
    if len(deck) == 52 and set(deck) == set(DECK):
        return None
    missing = sorted(set(DECK) - set(deck), key=lambda c: c.index)
    dup = sorted({c for c in deck if list(deck).count(c) > 1}, key=lambda c: c.index)
    foreign = sorted({c for c in deck if c.index in REMOVED}, key=lambda c: c.index)
    faults = {
        name: " ".join(c.code for c in cards)
        for name, cards in (("repeated", dup), ("missing", missing), ("foreign", foreign))
        if cards
    }
    # Not 52 distinct Ghahve cards: one is repeated, missing, or a 2♦ or 2♥ (the only other
    # cards there are), so at least one fault is named.
    assert faults
    return violation("ghahve/deck", deck_code(tuple(faults)), size=len(deck), **faults)


def packet_slices(first: int) -> list[tuple[int, int, int]]:
    """(seat, start, stop) for every packet, in the order dealt: 5 each, then 4 and 4, going
    round in play order from *first*, the player on the dealer's right."""
    out = []
    pos = 0
    for size in PACKETS:
        for i in range(4):
            out.append(((first + i) % 4, pos, pos + size))
            pos += size
    return out


def _deal(
    state: GhahveState, dealer: int, deck: tuple[AnyCard, ...], history: tuple[GhahveMove, ...]
) -> GhahveState:
    first = (dealer + 1) % 4
    dealt: list[list[AnyCard]] = [[], [], [], []]
    for seat, a, b in packet_slices(first):
        dealt[seat].extend(deck[a:b])
    return evolve(
        state,
        phase=Phase.BID,
        to_move=first,
        dealer=dealer,
        next_dealer=None,
        deck=deck,
        dealt=tuple(tuple(d) for d in dealt),
        hands=tuple(sum(1 << c.index for c in d) for d in dealt),
        bids=(None, None, None, None),
        leader=first,
        trick=(),
        tricks=(0, 0),
        trick_log=(),
        voids=(0, 0, 0, 0),
        history=history,
    )


def _play(state: GhahveState, seat: int, index: int, move: Play[AnyCard]) -> GhahveState:
    """The state after *seat* plays the card *index* (legal: :meth:`GhahveState.apply` checked)."""
    hands = list(state.hands)
    hands[seat] &= ~(1 << index)
    trick = (*state.trick, index)
    history = (*state.history, move)
    public = (*state.public_log, move.card.code)
    led = led_suit_of(trick, state.options.joker_lead)
    voids = state.voids
    if index < 52 and led is not None and index // 13 != led and not voids[seat] >> led & 1:
        v = list(voids)
        v[seat] |= 1 << led
        voids = (v[0], v[1], v[2], v[3])
    if len(trick) < 4:
        return evolve(
            state,
            hands=tuple(hands),
            trick=trick,
            to_move=(seat + 1) % 4,
            voids=voids,
            history=history,
            public_log=public,
        )
    pos, reason = trick_winner_with_top(trick, TRUMP, led, TOP)
    winner = (state.leader + pos) % 4
    done = CompletedTrick(
        len(state.trick_log) + 1,
        state.leader,
        tuple([BY_INDEX[i] for i in trick]),
        winner,
        reason,
        None if led is None else Suit(led),
    )
    t = list(state.tricks)
    t[team_of(winner)] += 1
    after = evolve(
        state,
        hands=tuple(hands),
        trick=(),
        tricks=(t[0], t[1]),
        leader=winner,
        to_move=winner,
        trick_log=(*state.trick_log, done),
        voids=voids,
        history=history,
        public_log=public,
    )
    if len(after.trick_log) == TRICKS_PER_HAND:
        return _end_hand(after, history)
    return after


def _end_hand(state: GhahveState, history: tuple[GhahveMove, ...]) -> GhahveState:
    assert state.dealer is not None
    opts = state.options
    bids = tuple(b for b in state.bids if b is not None)
    result = score_hand(bids=bids, tricks=state.tricks, dealer=state.dealer, options=opts)
    update = update_game(state.score, result, opts)
    games = state.games
    score = update.score
    over = opts.scope == "hand"
    following = next_dealer(state.dealer, update.score, opts)
    if update.winner is not None:
        g = list(games)
        g[update.winner] += 1
        games = (g[0], g[1])
        if max(games) >= opts.games_to_win:
            over = True
        else:
            score = (0, 0)
    return evolve(
        state,
        phase=Phase.OVER if over else Phase.SHUFFLE,
        to_move=None if over else CHANCE,
        next_dealer=None if over else following,
        score=score,
        games=games,
        results=(*state.results, result),
        history=history,
    )


def new_match(
    options: GhahveOptions | None = None,
    *,
    score: tuple[int, int] = (0, 0),
    games: tuple[int, int] = (0, 0),
    dealer: int | None = None,
) -> GhahveState:
    """The opening position: the first move is the lot for the first dealer.

    A match that goes on from earlier hands starts from their *score* (team 0, team 1) in the
    game under way and the *games* each team has won; *dealer*, if given, deals the next hand
    (the lot is then skipped: its move is in the history as if drawn). With the deal kept until
    the dealer's team is ahead (``dealer_rotation:until_ahead``) the dealer decides who may deal
    at an unequal score, so it must then be given, from the trailing team.

    Raises:
        RecordError: a score or games count at which the match would already be over (a team
            at or past ``target_points``, or with ``games_to_win`` games), a negative games
            count, a dealer who is not a seat or whose team is ahead; the message names it.
    """
    opts = options or GhahveOptions()
    _check_start(opts, score, games, dealer)
    state = GhahveState(opts, score=score, games=games, opening_score=score, opening_games=games)
    return state if dealer is None else state.apply(FirstDealer(dealer))


def _check_start(
    options: GhahveOptions, score: tuple[int, int], games: tuple[int, int], dealer: int | None
) -> None:
    """Refuse a starting score, games count or dealer no match can be at before a hand."""
    if len(score) != 2 or len(games) != 2:
        raise RecordError("a score and a games count are two numbers each, one a team")
    for team in (0, 1):
        if score[team] >= options.target_points:
            raise RecordError(
                f"team {team}'s score {score[team]} is already at the target "
                f"{options.target_points}: the game would be over"
            )
        if not 0 <= games[team] < options.games_to_win:
            raise RecordError(
                f"team {team} cannot have won {games[team]} games in a match to "
                f"{options.games_to_win}"
            )
    if dealer is not None and not 0 <= dealer < 4:
        raise RecordError(f"the dealer {dealer} is not a seat 0-3")
    if options.dealer_rotation != "until_ahead" or score[0] == score[1]:
        return
    if dealer is None:
        raise RecordError(
            f"at {score[0]} to {score[1]} the dealer is on the trailing team: say who deals"
        )
    team = team_of(dealer)
    if score[team] > score[1 - team]:
        raise RecordError(
            f"seat {dealer} cannot deal at {score[0]} to {score[1]}: his team is ahead, so the "
            "deal would have passed on"
        )


def sample_chance(state: GhahveState, rng: random.Random) -> GhahveMove:
    """Draw the chance move for *state* from *rng* (a fresh shuffle each time)."""
    return draw_deal(state.phase, 4, DECK, Shuffle, rng, dealer_phase=Phase.FIRST_DEALER)


def deck_for_hands(hands: Sequence[Sequence[AnyCard]], dealer: int) -> tuple[AnyCard, ...]:
    """The deck order that deals exactly *hands* (seat by seat, each in deal order) when *dealer*
    deals. Hands shorter than 13 cards are filled, in canonical order, with the cards nobody was
    given.

    Raises:
        RecordError: a card appears twice or is not in the Ghahve deck, or a hand is too long.
    """
    given = [c for h in hands for c in h]
    if len(set(given)) != len(given):
        raise RecordError(code="ghahve/hands-card-twice")
    if any(c.index in REMOVED for c in given):
        raise RecordError(code="ghahve/hands-red-two")
    if any(len(h) > 13 for h in hands) or len(hands) != 4:
        raise RecordError(code="ghahve/hands-size")
    spare = iter(c for c in DECK if c not in set(given))
    full = [list(h) + [next(spare) for _ in range(13 - len(h))] for h in hands]
    deck: list[AnyCard] = [DECK[0]] * 52
    taken = [0, 0, 0, 0]
    for seat, a, b in packet_slices((dealer + 1) % 4):
        for pos in range(a, b):
            deck[pos] = full[seat][taken[seat]]
            taken[seat] += 1
    return tuple(deck)


@dataclass(frozen=True, slots=True)
class GhahveView(TableView):
    """A Ghahve :class:`TableView` with what the card-counting players track, kept by the state
    move by move instead of read again from :attr:`~TableView.tricks` at every decision, and the
    facts they read as typed values instead of text to parse. All of it is public: every player
    saw these cards played and heard these bids."""

    played: int = 0
    """The cards played so far this hand (finished tricks and the table), as a mask."""
    voids: tuple[int, ...] = (0, 0, 0, 0)
    """Per seat, the suits it has shown it lacks this hand (bit ``suit``): see
    :attr:`GhahveState.voids`."""
    bids: tuple[int | None, ...] = (None, None, None, None)
    """Per seat, its bid this hand (``None``: not yet bid); the ``bids`` fact."""
    team_tricks: tuple[int, int] = (0, 0)
    """The tricks each team has taken this hand; the ``tricks`` fact."""
    led: int | None = None
    """The suit to follow in the trick in play (``None``: none yet, or a joker led that sets
    none); the ``led`` fact."""
    deadline: int = 10
    """The trick by which the black joker must be played; the ``black_joker_deadline`` fact."""


_FACTS: dict[tuple[object, ...], tuple[tuple[str, str], ...]] = {}
"""The fact texts of recent positions, by the values they are written from: a hand's facts
change only at a bid, a trick's end or the first card of a trick, so most views of a hand share
them (cleared when it grows, to stay small)."""


def _facts(state: GhahveState, led: int | None) -> tuple[tuple[str, str], ...]:
    """The view's facts (written once per distinct set of values, see :data:`_FACTS`)."""
    playing = state.phase == "play"
    number = len(state.trick_log) + 1
    black_out = bool(state.deck) and state.black_joker_out
    hand = len(state.results) + (0 if state.phase in ("shuffle", "over") else 1)
    key = (
        state.dealer,
        state.next_dealer,
        state.bids,
        state.tricks,
        number if playing else 0,
        led,
        black_out,
        state.options.black_joker_deadline,
        state.options.joker_lead,
        state.score,
        state.games,
        hand,
    )
    facts = _FACTS.get(key)
    if facts is None:
        if len(_FACTS) >= 4096:
            _FACTS.clear()
        facts = _FACTS[key] = _write_facts(state, led, number if playing else None, black_out, hand)
    return facts


def _write_facts(
    state: GhahveState, led: int | None, number: int | None, black_out: bool, hand: int
) -> tuple[tuple[str, str], ...]:
    return (
        ("dealer", "" if state.dealer is None else str(state.dealer)),
        ("next_dealer", "" if state.next_dealer is None else str(state.next_dealer)),
        ("contract", "S"),
        ("bids", ",".join("" if b is None else str(b) for b in state.bids)),
        ("team_bids", "{}-{}".format(*state.team_bids())),
        ("tricks", f"{state.tricks[0]}-{state.tricks[1]}"),
        ("trick_number", "" if number is None else str(number)),
        ("led", "" if led is None else "CDHS"[led]),
        ("black_joker", "out" if black_out else "in"),
        ("black_joker_deadline", str(state.options.black_joker_deadline)),
        ("joker_lead", state.options.joker_lead),
        ("score", f"{state.score[0]}-{state.score[1]}"),
        ("games", f"{state.games[0]}-{state.games[1]}"),
        ("hand", str(hand)),
    )


def _view_hands(state: GhahveState, seat: int | None) -> tuple[tuple[Card, ...] | int, ...]:
    hidden = seat is not None and state.phase != "over"
    masks = state.hands
    hands = tuple(
        [masks[s].bit_count() if hidden and s != seat else state.hand(s) for s in range(4)]
    )
    # TableView speaks of Card; Ghahve's views also hold the two jokers (see the module notes).
    return cast(tuple[tuple[Card, ...] | int, ...], hands)


def _view_table(state: GhahveState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    leader = state.leader
    table = tuple([((leader + i) % 4, BY_INDEX[ix]) for i, ix in enumerate(state.trick)])
    return cast(tuple[tuple[int, Card], ...], table)


def _view_led(state: GhahveState, seat: int | None) -> int | None:
    return led_suit_of(state.trick, state.options.joker_lead)


def _view_tricks(state: GhahveState, seat: int | None) -> tuple[tuple[tuple[int, Card], ...], ...]:
    return cast(
        tuple[tuple[tuple[int, Card], ...], ...], tuple([t.seated for t in state.trick_log])
    )


def _view_last_trick(state: GhahveState, seat: int | None) -> tuple[tuple[int, Card], ...]:
    log = state.trick_log
    return cast(tuple[tuple[int, Card], ...], log[-1].seated if log else ())


_view: Final = FieldViews(
    GhahveState,
    GhahveView,
    "ghahve",
    {
        "phase": "phase",
        "to_move": "to_move",
        "scores": "score",
        "played": "played",
        "voids": "voids",
        "bids": "bids",
        "team_tricks": "tricks",
    },
    {
        "hands": _view_hands,
        "table": _view_table,
        "history": lambda state, seat: (
            state.public_log if seat is not None else tuple([str(m) for m in state.history])
        ),
        "facts": lambda state, seat: _facts(state, _view_led(state, seat)),
        "last_trick": _view_last_trick,
        "tricks": _view_tricks,
        "led": _view_led,
        "deadline": lambda state, seat: state.options.black_joker_deadline,
    },
)
"""What a seat sees, field by field (whole for ``view()``, lazy for the simulator's players)."""
