"""Four-player Hokm as an immutable state machine, from the draw for the first hakem to the end
of the match.

Phases, in order: ``first_hakem`` (chance) → ``shuffle`` (chance) → ``cut`` (the hakem's partner,
unless ``cut:off``) → ``trump`` (the hakem names trump, or throws in) → ``play`` (tricks; ``bam``
when a side leading 7-0 may play on) → back to ``shuffle`` for the next hand, or ``over``.

Hands are bit masks (see :mod:`pasur.engines.tricks`); ``dealt`` keeps each player's cards in
the order they were dealt, which some table customs depend on.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from dataclasses import dataclass
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, shuffled
from pasur.engines.tricks import (
    SUIT_MASKS,
    Order,
    WinReason,
    cards_of,
    follow_mask,
    trick_winner,
)
from pasur.errors import IllegalMoveError
from pasur.games.hokm.moves import (
    AceDraw,
    BamChoice,
    Cut,
    Draw,
    HokmMove,
    NameTrump,
    Play,
    Redeal,
    SeatDraw,
    Shuffle,
)
from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import (
    TRICKS_PER_HAND,
    TRICKS_TO_WIN,
    HandResult,
    dealer_of,
    score_hand,
    team_of,
    update_game,
)
from pasur.options import format_options
from pasur.protocol import CHANCE, TableView, Violation

ORDERS: Final[dict[str, Order]] = {
    "saras": Order.ACE_HIGH,
    "naras": Order.NARAS,
    "taknaras": Order.TAKNARAS,
}
PACKETS: Final = (5, 4, 4)
_HIGH: Final = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK})


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    number: int
    leader: int
    cards: tuple[Card, ...]
    """In play order, the leader's card first."""
    winner: int
    reason: WinReason
    led: Suit

    def seat_of(self, position: int) -> int:
        return (self.leader + position) % 4

    @property
    def winning_card(self) -> Card:
        return self.cards[(self.winner - self.leader) % 4]


def _replace(state: HokmState, **changes: object) -> HokmState:
    """``dataclasses.replace`` without its per-call introspection (states change on every move)."""
    new = object.__new__(HokmState)
    for name in _FIELDS:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(state, name))
    return new


def _v(rule: str, detail: str, **params: object) -> Violation:
    return Violation(rule, detail, tuple((k, str(v)) for k, v in params.items()))


@dataclass(frozen=True, slots=True)
class HokmState:
    """A position in a Hokm match. Build the opening position with :func:`new_match`."""

    options: HokmOptions
    phase: str = "first_hakem"
    to_move: int | None = CHANCE
    seating: tuple[int, ...] = (0, 1, 2, 3)
    """``seating[seat]`` is the player (0-3, in the order they first sat) now in that seat."""
    draw_cards: tuple[Card | None, ...] = (None, None, None, None)
    contenders: tuple[int, ...] = (0, 1, 2, 3)
    middle: Card | None = None
    draw_stage: str = "hakem"
    hakem: int | None = None
    next_hakem: int | None = None
    """Set when a hand has ended: the hakem of the next hand (the finished hand keeps its own
    hakem until the next shuffle, so it is always shown with the right one)."""
    deck: tuple[Card, ...] = ()
    cut_count: int | None = None
    hands: tuple[int, ...] = (0, 0, 0, 0)
    dealt: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    contract: str = ""
    leader: int = 0
    trick: tuple[int, ...] = ()
    tricks: tuple[int, int] = (0, 0)
    tricks_at_seven: tuple[int, int] | None = None
    bam_attempt: bool = False
    revoke_team: int | None = None
    trick_log: tuple[CompletedTrick, ...] = ()
    redeals: int = 0
    score: tuple[int, int] = (0, 0)
    win_by_two: bool = False
    games: tuple[int, int] = (0, 0)
    results: tuple[HandResult, ...] = ()
    history: tuple[HokmMove, ...] = ()
    public_log: tuple[str, ...] = ()
    """The move texts as every player saw them: the shuffled deck is written ``deck-?``."""

    # --- the protocol --------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> tuple[int, ...]:
        """Game points of team 0 (seats 0, 2) and team 1 (seats 1, 3)."""
        return self.score

    @property
    def dealer(self) -> int | None:
        return None if self.hakem is None else dealer_of(self.hakem, self.options)

    @property
    def trump(self) -> Suit | None:
        return Suit("CDHS".index(self.contract)) if self.contract in ("C", "D", "H", "S") else None

    @property
    def order(self) -> Order:
        return ORDERS.get(self.contract, Order.ACE_HIGH)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards *seat* holds now, in the order they were dealt."""
        mask = self.hands[seat]
        return tuple([c for c in self.dealt[seat] if mask >> c.index & 1])

    @property
    def led_suit(self) -> Suit | None:
        return Suit(self.trick[0] // 13) if self.trick else None

    def legal_moves(self) -> tuple[HokmMove, ...]:
        p = self.phase
        if p in ("first_hakem", "shuffle", "over"):
            return ()
        if p == "cut":
            low = 1 if self.options.cut == "required" else 0
            return tuple(Cut(n) for n in range(low, 52))
        if p == "trump":
            moves: list[HokmMove] = [NameTrump(c) for c in self.options.contracts]
            if self._may_throw_in():
                moves.append(Redeal())
            return tuple(moves)
        if p == "bam":
            return (BamChoice(True), BamChoice(False))
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        allowed = (
            hand
            if self.options.renege != "prevented"
            else follow_mask(hand, self.trick[0] // 13 if self.trick else None)
        )
        return tuple(Play(c) for c in cards_of(allowed))

    def violation(self, move: HokmMove) -> Violation | None:
        """Why *move* cannot be made now (naming the rule), or ``None`` if it can."""
        p = self.phase
        if p == "over":
            return _v("hokm/match-end", "the match is over; no more moves")
        expected = _EXPECTED[p]
        if not isinstance(move, expected):
            return _v(
                "hokm/sequence",
                f"{_describe_phase(self)}, so {str(move)!r} cannot be made now",
                phase=p,
                move=move,
            )
        if isinstance(move, (AceDraw, Draw, SeatDraw)):
            return self._draw_violation(move)
        if isinstance(move, Shuffle):
            return _deck_violation(move.deck)
        if isinstance(move, Cut):
            if self.options.cut == "required" and move.count == 0:
                return _v("hokm/cut", "the cut is required: lift at least one card", count=0)
            if not 0 <= move.count <= 51:
                return _v(
                    "hokm/cut", f"a cut lifts 0 to 51 cards, not {move.count}", count=move.count
                )
            return None
        if isinstance(move, Redeal):
            if self._may_throw_in():
                return None
            return self._throw_in_refusal()
        if isinstance(move, NameTrump):
            if move.contract not in self.options.contracts:
                return _v(
                    "hokm/special-modes",
                    f"{move.contract} is not allowed: special modes are off at this table",
                    contract=move.contract,
                )
            return None
        if isinstance(move, BamChoice):
            return None
        assert isinstance(move, Play)
        seat = self.to_move
        assert seat is not None
        card = move.card
        if not self.hands[seat] >> card.index & 1:
            return _v(
                "hokm/own-card", f"seat {seat} does not hold {card}", seat=seat, card=card.code
            )
        if self.trick and self.options.renege == "prevented":
            led = self.trick[0] // 13
            if card.index // 13 != led and self.hands[seat] & SUIT_MASKS[led]:
                held = cards_of(self.hands[seat] & SUIT_MASKS[led])
                return _v(
                    "hokm/follow-suit",
                    f"{Suit(led).symbol} was led and seat {seat} holds "
                    + " ".join(str(c) for c in held),
                    seat=seat,
                    led=Suit(led).letter,
                    card=card.code,
                    held=" ".join(c.code for c in held),
                )
        return None

    def apply(self, move: HokmMove) -> HokmState:
        problem = self.violation(move)
        if problem is not None:
            raise IllegalMoveError(move, problem)
        return self._after(move)

    def view(self, seat: int | None) -> TableView:
        return _view(self, seat)

    # --- the first hakem -------------------------------------------------------------------

    def _draw_violation(self, move: AceDraw | Draw | SeatDraw) -> Violation | None:
        method = self.options.first_hakem
        kind = {"first_ace": AceDraw, "random": SeatDraw}.get(method, Draw)
        if not isinstance(move, kind):
            return _v(
                "hokm/first-hakem",
                f"the first hakem is chosen by {method.replace('_', ' ')}, not by {str(move)!r}",
                method=method,
            )
        if isinstance(move, SeatDraw):
            return (
                None
                if 0 <= move.seat <= 3
                else _v("hokm/first-hakem", f"there is no seat {move.seat}", seat=move.seat)
            )
        if len(set(move.cards)) != len(move.cards):
            return _v("hokm/deck", "the same card was drawn twice")
        if isinstance(move, AceDraw):
            return _ace_draw_violation(move, self.options)
        need = self._cards_needed()
        if len(move.cards) != need:
            return _v(
                "hokm/middle-card" if method == "middle_card" else "hokm/high-card-draw",
                f"this draw needs {need} card(s), not {len(move.cards)}",
                need=need,
            )
        on_table = {c for c in (*self.draw_cards, self.middle) if c is not None}
        if on_table & set(move.cards):
            return _v("hokm/deck", "a card already on the table was drawn again")
        return None

    def _needs_middle(self) -> bool:
        return self.options.first_hakem == "middle_card" and (
            self.middle is None or self.middle.rank == Rank.SEVEN
        )

    def _cards_needed(self) -> int:
        missing = sum(1 for s in self.contenders if self.draw_cards[s] is None)
        return missing + (1 if self._needs_middle() else 0)

    # --- redeals -------------------------------------------------------------------------

    def _may_throw_in(self) -> bool:
        if self.redeals >= self.options.max_redeals or self.hakem is None:
            return False
        five = self.dealt[self.hakem][:5]
        if self.options.low_hand_redeal == "optional_no_akqj" and not any(
            c.rank in _HIGH for c in five
        ):
            return True
        return self.options.uncut_throw_in and self.options.cut == "off"

    def _throw_in_refusal(self) -> Violation:
        if self.redeals >= self.options.max_redeals:
            return _v(
                "hokm/low-hand-redeal",
                f"already {self.redeals} redeal(s) this hand, the most allowed",
                redeals=self.redeals,
            )
        if self.options.low_hand_redeal == "optional_no_akqj":
            return _v(
                "hokm/low-hand-redeal", "the hakem's first five hold an ace, king, queen or jack"
            )
        if self.options.uncut_throw_in:
            return _v("hokm/uncut-throw-in", "the deck was offered for the cut")
        return _v("hokm/low-hand-redeal", "this table has no redeal for a weak hand")

    # --- transitions ---------------------------------------------------------------------

    def _after(self, move: HokmMove) -> HokmState:
        """The state after a move known to be legal."""
        history = (*self.history, move)
        after = self._transition(move, history)
        public = "deck-?" if isinstance(move, Shuffle) else str(move)
        object.__setattr__(after, "public_log", (*self.public_log, public))
        return after

    def _transition(self, move: HokmMove, history: tuple[HokmMove, ...]) -> HokmState:
        if isinstance(move, (AceDraw, Draw, SeatDraw)):
            return _after_draw(self, move, history)
        if isinstance(move, Shuffle):
            if self.next_hakem is not None:  # a new hand: its hakem takes over
                return _replace(self, hakem=self.next_hakem, next_hakem=None)._transition(
                    move, history
                )
            if self.options.cut == "off":
                return _deal_five(self, move.deck, None, history)
            assert self.hakem is not None
            return _replace(
                self, phase="cut", to_move=(self.hakem + 2) % 4, deck=move.deck, history=history
            )
        if isinstance(move, Cut):
            deck = self.deck[move.count :] + self.deck[: move.count]
            return _deal_five(self, deck, move.count, history)
        if isinstance(move, Redeal):
            return _redeal(self, history)
        if isinstance(move, NameTrump):
            return _deal_rest(self, move.contract, history)
        if isinstance(move, BamChoice):
            if move.go_on:
                return _replace(
                    self, phase="play", to_move=self.leader, bam_attempt=True, history=history
                )
            return _end_hand(self, history)
        return _play(self, move.card, history)


_FIELDS: Final = tuple(f.name for f in dataclasses.fields(HokmState))

_EXPECTED: Final[dict[str, type | tuple[type, ...]]] = {
    "first_hakem": (AceDraw, Draw, SeatDraw),
    "shuffle": Shuffle,
    "cut": Cut,
    "trump": (NameTrump, Redeal),
    "play": Play,
    "bam": BamChoice,
}

_PHASE_TEXT: Final[dict[str, str]] = {
    "first_hakem": "the first hakem is being drawn",
    "shuffle": "the deck is to be shuffled",
    "cut": "the hakem's partner is to cut",
    "trump": "the hakem is to name trump",
    "play": "a card is to be played",
    "bam": "the side leading 7-0 is to choose whether to play on for bam",
}


def _describe_phase(state: HokmState) -> str:
    who = "" if state.to_move in (None, CHANCE) else f" (seat {state.to_move})"
    return _PHASE_TEXT[state.phase] + who


def _deck_violation(deck: tuple[Card, ...]) -> Violation | None:
    if len(deck) != 52 or len(set(deck)) != 52:
        missing = sorted(set(STANDARD_DECK) - set(deck), key=lambda c: c.index)
        dup = sorted({c for c in deck if deck.count(c) > 1}, key=lambda c: c.index)
        parts = [f"{len(deck)} cards"]
        if dup:
            parts.append("repeated: " + " ".join(str(c) for c in dup))
        if missing:
            parts.append("missing: " + " ".join(str(c) for c in missing))
        return _v(
            "hokm/deck",
            "the deck must hold each of the 52 cards once; it has " + "; ".join(parts),
            size=len(deck),
        )
    return None


def _ace_draw_violation(move: AceDraw, options: HokmOptions) -> Violation | None:
    if not 0 <= move.start <= 3:
        return _v("hokm/first-ace", f"there is no seat {move.start}", seat=move.start)
    if options.first_ace_start == "dealer_right" and move.start != 1:
        return _v(
            "hokm/first-ace",
            "the face-up deal starts on the dealer's right (seat 1)",
            start=move.start,
        )
    aces = [i for i, c in enumerate(move.cards) if c.rank == Rank.ACE]
    wanted = 2 if options.partner_selection == "second_ace" else 1
    if len(aces) < wanted or aces[wanted - 1] != len(move.cards) - 1:
        what = "the second ace" if wanted == 2 else "the first ace"
        return _v(
            "hokm/first-ace",
            f"the face-up deal must stop at {what}",
            cards=" ".join(c.code for c in move.cards),
        )
    return None


def _ace_draw_seats(move: AceDraw, options: HokmOptions) -> tuple[int, int | None]:
    """Who got the first ace (the hakem) and, with ``second_ace``, who got the second."""
    seat = move.start
    hakem: int | None = None
    for card in move.cards:
        if card.rank == Rank.ACE:
            if hakem is None:
                hakem = seat
                if options.partner_selection != "second_ace":
                    return hakem, None
            else:
                return hakem, seat
        seat = (seat + 1) % 4
        if hakem is not None and seat == hakem:
            seat = (seat + 1) % 4
    raise AssertionError("checked by _ace_draw_violation")


def _seat_partner(seating: tuple[int, ...], hakem: int, partner: int) -> tuple[int, ...]:
    """Swap players so that *partner* sits opposite *hakem*."""
    opposite = (hakem + 2) % 4
    if partner == opposite:
        return seating
    out = list(seating)
    out[partner], out[opposite] = out[opposite], out[partner]
    return tuple(out)


def _after_draw(
    state: HokmState, move: AceDraw | Draw | SeatDraw, history: tuple[HokmMove, ...]
) -> HokmState:
    opts = state.options
    if isinstance(move, SeatDraw):
        return _start_hand(state, move.seat, state.seating, history)
    if isinstance(move, AceDraw):
        hakem, partner = _ace_draw_seats(move, opts)
        seating = state.seating if partner is None else _seat_partner(state.seating, hakem, partner)
        return _start_hand(state, hakem, seating, history)
    # High-card or middle-card draw: hand out this move's cards, then settle what they decide.
    drawn = list(state.draw_cards)
    it = iter(move.cards)
    for s in state.contenders:
        if drawn[s] is None:
            drawn[s] = next(it)
    middle = next(it) if state._needs_middle() else state.middle
    after = _replace(state, draw_cards=tuple(drawn), middle=middle, history=history)
    return _settle_draw(after, history)


def _settle_draw(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    """Decide the hakem (and partner) from the cards on the table, or wait for more cards.

    A middle seven decides nothing (another middle card is wanted); players who tie draw again.
    """
    opts = state.options
    while state._cards_needed() == 0:
        middle = state.middle
        lowest_wins = (
            opts.first_hakem == "middle_card"
            and middle is not None
            and middle.rank < Rank.SEVEN
            and state.draw_stage == "hakem"
        )
        values = {
            s: int(c.rank)
            for s, c in enumerate(state.draw_cards)
            if s in state.contenders and c is not None
        }
        best = (min if lowest_wins else max)(values.values())
        tied = tuple(s for s in state.contenders if values[s] == best)
        if len(tied) > 1:
            cleared = tuple(None if s in tied else c for s, c in enumerate(state.draw_cards))
            return _replace(state, contenders=tied, draw_cards=cleared)
        winner = tied[0]
        if state.draw_stage == "hakem":
            if opts.partner_selection != "second_high_card":
                return _start_hand(state, winner, state.seating, history)
            others = tuple(s for s in range(4) if s != winner)
            state = _replace(state, hakem=winner, contenders=others, draw_stage="partner")
            continue
        assert state.hakem is not None
        seating = _seat_partner(state.seating, state.hakem, winner)
        return _start_hand(state, state.hakem, seating, history)
    return state


def _start_hand(
    state: HokmState, hakem: int, seating: tuple[int, ...], history: tuple[HokmMove, ...]
) -> HokmState:
    return _replace(
        state, phase="shuffle", to_move=CHANCE, hakem=hakem, seating=seating, history=history
    )


def _packet_slices(hakem: int) -> list[tuple[int, int, int]]:
    """(seat, start, stop) for every packet, in the order dealt: 5 each, then 4 and 4."""
    out = []
    pos = 0
    for size in PACKETS:
        for i in range(4):
            out.append(((hakem + i) % 4, pos, pos + size))
            pos += size
    return out


def _deal_five(
    state: HokmState, deck: tuple[Card, ...], cut: int | None, history: tuple[HokmMove, ...]
) -> HokmState:
    assert state.hakem is not None
    h = state.hakem
    dealt: list[tuple[Card, ...]] = [(), (), (), ()]
    for seat, a, b in _packet_slices(h)[:4]:
        if seat == h or state.options.pre_trump_deal == "all_five":
            dealt[seat] = deck[a:b]
    hands = tuple(sum(1 << c.index for c in d) for d in dealt)
    after = _replace(
        state,
        phase="trump",
        to_move=h,
        deck=deck,
        cut_count=cut,
        dealt=tuple(dealt),
        hands=hands,
        contract="",
        trick=(),
        tricks=(0, 0),
        tricks_at_seven=None,
        bam_attempt=False,
        revoke_team=None,
        trick_log=(),
        leader=h,
        history=history,
    )
    opts = state.options
    uncut = cut is None or cut == 0
    if (
        opts.low_hand_redeal == "mandatory_if_uncut_below_10"
        and uncut
        and state.redeals < opts.max_redeals
        and all(c.rank < Rank.TEN for c in dealt[h])
    ):
        return _redeal(after, history)
    return after


def _redeal(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    return _replace(
        state,
        phase="shuffle",
        to_move=CHANCE,
        deck=(),
        dealt=((), (), (), ()),
        hands=(0, 0, 0, 0),
        cut_count=None,
        redeals=state.redeals + 1,
        history=history,
    )


def _deal_rest(state: HokmState, contract: str, history: tuple[HokmMove, ...]) -> HokmState:
    assert state.hakem is not None
    dealt = [list(d) for d in state.dealt]
    for seat, a, b in _packet_slices(state.hakem):
        if a < 20 and dealt[seat]:
            continue  # already holds this first packet
        dealt[seat].extend(state.deck[a:b])
    full = tuple(tuple(d) for d in dealt)
    hands = tuple(sum(1 << c.index for c in d) for d in full)
    return _replace(
        state,
        phase="play",
        to_move=state.hakem,
        contract=contract,
        dealt=full,
        hands=hands,
        leader=state.hakem,
        history=history,
    )


def _play(state: HokmState, card: Card, history: tuple[HokmMove, ...]) -> HokmState:
    seat = state.to_move
    assert seat is not None
    hands = list(state.hands)
    revoke_team = state.revoke_team
    if state.trick and revoke_team is None:
        led = state.trick[0] // 13
        if card.index // 13 != led and hands[seat] & SUIT_MASKS[led]:
            revoke_team = team_of(seat)  # only possible when reneging is penalised, not refused
    hands[seat] &= ~(1 << card.index)
    trick = (*state.trick, card.index)
    if len(trick) < 4:
        return _replace(
            state,
            hands=tuple(hands),
            trick=trick,
            to_move=(seat + 1) % 4,
            revoke_team=revoke_team,
            history=history,
        )
    pos, reason = trick_winner(
        trick, None if state.trump is None else int(state.trump), state.order
    )
    winner = (state.leader + pos) % 4
    done = CompletedTrick(
        len(state.trick_log) + 1,
        state.leader,
        tuple(Card.from_index(i) for i in trick),
        winner,
        reason,
        Suit(trick[0] // 13),
    )
    t = list(state.tricks)
    t[team_of(winner)] += 1
    tricks = (t[0], t[1])
    after = _replace(
        state,
        hands=tuple(hands),
        trick=(),
        tricks=tricks,
        leader=winner,
        to_move=winner,
        trick_log=(*state.trick_log, done),
        revoke_team=revoke_team,
        history=history,
    )
    if state.bam_attempt:
        if team_of(winner) != (0 if tricks[0] >= TRICKS_TO_WIN else 1) or sum(tricks) == 13:
            return _end_hand(after, history)
        return after
    if max(tricks) >= TRICKS_TO_WIN:
        after = _replace(after, tricks_at_seven=tricks)
        if state.options.bam and min(tricks) == 0:
            return _replace(after, phase="bam")
        return _end_hand(after, history)
    return after


def _end_hand(state: HokmState, history: tuple[HokmMove, ...]) -> HokmState:
    assert state.hakem is not None
    bam = ""
    if state.bam_attempt:
        bam = (
            "made" if min(state.tricks) == 0 and sum(state.tricks) == TRICKS_PER_HAND else "failed"
        )
    result = score_hand(
        hakem=state.hakem,
        tricks=state.tricks,
        options=state.options,
        contract=state.contract,
        score_before=state.score,
        bam=bam,
        tricks_at_seven=state.tricks_at_seven,
        revoke_team=state.revoke_team,
    )
    update = update_game(state.score, result, state.options, win_by_two=state.win_by_two)
    games = state.games
    score = update.score
    win_by_two = update.win_by_two
    over = state.options.scope == "hand"
    if update.winner is not None:
        g = list(games)
        g[update.winner] += 1
        games = (g[0], g[1])
        if max(games) >= state.options.games_to_win:
            over = True
        else:
            score, win_by_two = (0, 0), False
    return _replace(
        state,
        phase="over" if over else "shuffle",
        to_move=None if over else CHANCE,
        next_hakem=None if over else result.next_hakem,
        score=score,
        games=games,
        win_by_two=win_by_two,
        redeals=0,
        results=(*state.results, result),
        history=history,
        # The last hand stays on the table for viewing until the next shuffle.
    )


def new_match(options: HokmOptions | None = None) -> HokmState:
    """The opening position: nobody is hakem yet and the first move is the draw for hakem."""
    return HokmState(options or HokmOptions())


def sample_chance(state: HokmState, rng: random.Random) -> HokmMove:
    """Draw the chance move for *state* from *rng* (a fresh shuffle each time)."""
    if state.phase == "shuffle":
        return Shuffle(shuffled(STANDARD_DECK, rng))
    if state.phase != "first_hakem":
        raise ValueError(f"no chance move in phase {state.phase!r}")
    opts = state.options
    if opts.first_hakem == "random":
        return SeatDraw(int(rng.random() * 4))
    deck = shuffled(STANDARD_DECK, rng)
    if opts.first_hakem == "first_ace":
        start = int(rng.random() * 4) if opts.first_ace_start == "random_seat" else 1
        wanted = 2 if opts.partner_selection == "second_ace" else 1
        taken: list[Card] = []
        for card in deck:
            taken.append(card)
            if card.rank == Rank.ACE:
                wanted -= 1
                if wanted == 0:
                    break
        return AceDraw(start, tuple(taken))
    on_table = {c for c in (*state.draw_cards, state.middle) if c is not None}
    fresh = [c for c in deck if c not in on_table]
    return Draw(tuple(fresh[: state._cards_needed()]))


def _hidden(state: HokmState, viewer: int | None, owner: int) -> bool:
    return viewer is not None and viewer != owner and state.phase != "over"


@functools.lru_cache(maxsize=64)
def _options_text(options: HokmOptions) -> str:
    return format_options(options)


def _view(state: HokmState, seat: int | None) -> TableView:
    hands: list[tuple[Card, ...] | int] = []
    for s in range(4):
        held = state.hand(s)
        hands.append(len(held) if _hidden(state, seat, s) else held)
    table = tuple(((state.leader + i) % 4, Card.from_index(ix)) for i, ix in enumerate(state.trick))
    history = state.public_log if seat is not None else tuple(str(m) for m in state.history)
    facts: list[tuple[str, str]] = [
        ("hakem", "" if state.hakem is None else str(state.hakem)),
        ("next_hakem", "" if state.next_hakem is None else str(state.next_hakem)),
        ("dealer", "" if state.dealer is None else str(state.dealer)),
        ("contract", state.contract),
        ("tricks", f"{state.tricks[0]}-{state.tricks[1]}"),
        ("score", f"{state.score[0]}-{state.score[1]}"),
        ("games", f"{state.games[0]}-{state.games[1]}"),
        ("hand", str(len(state.results) + (0 if state.phase in ("shuffle", "over") else 1))),
        ("seating", "".join(str(p) for p in state.seating)),
        ("options", _options_text(state.options)),
    ]
    if state.cut_count is not None:
        facts.append(("cut", str(state.cut_count)))
    if state.bam_attempt:
        facts.append(("bam", "attempt"))
    last: tuple[tuple[int, Card], ...] = ()
    if state.trick_log and (state.options.last_trick_review or seat is None):
        t = state.trick_log[-1]
        last = tuple((t.seat_of(i), c) for i, c in enumerate(t.cards))
    return TableView(
        game="hokm",
        seat=seat,
        phase=state.phase,
        to_move=state.to_move,
        hands=tuple(hands),
        table=table,
        scores=state.score,
        history=history,
        facts=tuple(facts),
        last_trick=last,
        tricks=tuple(
            tuple((t.seat_of(i), c) for i, c in enumerate(t.cards)) for t in state.trick_log
        ),
    )
