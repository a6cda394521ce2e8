"""The Ghahve lesson's worked examples (``lessons/ghahve/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game ghahve`` writes them (``--check`` compares); see
:mod:`pasur.lesson_examples`. As for Hokm and Shelem, each example is a record built here from
hands written out by hand, or from a fixed shuffle, with every move applied to the engine, so
every file replays; each builder asserts what its example is meant to show (who wins the trick,
how the hand is scored, who deals next), so a change in the engine that alters an example stops
the tool instead of silently changing a lesson. The page never reads a number from these files:
it replays them and shows what the engine computes.

Seats are numbered in order of play: 0 South, 1 East, 2 North, 3 West; 0 and 2 are partners.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from pasur import lesson_examples
from pasur.cards import AnyCard, parse_any_card
from pasur.games.ghahve import BLACK_JOKER, DECK, SPEC, GhahveState, Play, deck_for_hands
from pasur.lesson_examples import Examples, seeded_order

EXAMPLES = Examples("ghahve")
example = EXAMPLES.example
PLAYERS = 4
HAND = 13


class Deal(lesson_examples.Deal[GhahveState]):
    """A Ghahve record being built move by move through the engine."""

    spec = SPEC

    def deal(
        self,
        hands: Mapping[int, str],
        *,
        voids: Mapping[int, str] | None = None,
        seed: str = "",
    ) -> Deal:
        """Shuffle so that each seat gets the cards written for it, the rest of the deck spread
        at random (a fixed seed) over the seats, never in a suit listed for the seat in
        *voids*."""
        dealer = self.state.dealer
        if self.state.next_dealer is not None:
            dealer = self.state.next_dealer
        assert self.state.phase == "shuffle" and dealer is not None
        given = [[parse_any_card(c) for c in hands.get(s, "").split()] for s in range(PLAYERS)]
        order = seeded_order(DECK, seed or repr(sorted(hands.items())))
        full = lesson_examples.complete(given, [HAND] * PLAYERS, order, voids)
        return self.shuffle(deck_for_hands(full, dealer))


def random_deck(seed: str) -> list[AnyCard]:
    return seeded_order(DECK, seed)


def ghahve_deal(
    hands: Mapping[int, str],
    *,
    voids: Mapping[int, str] | None = None,
    bids: str = "bid-3 bid-3 bid-3 bid-3",
    options: str = "",
    seed: str = "",
) -> Deal:
    """West deals (seat 3), so South bids first and leads."""
    d = Deal(options).move("dealer-3")
    d.deal(hands, voids=voids, seed=seed or repr(sorted(hands.items())))
    return d.move(bids)


@example("bids")
def _bids() -> tuple[Deal, str]:
    # Seed 000, l.142: one team bids 6 in all, the other 5.
    d = Deal().move("dealer-3")
    d.shuffle(random_deck("ghahve/bids"))
    d.move("bid-3 bid-2 bid-3 bid-3")
    assert d.state.team_bids() == (6, 5)
    return d, "West deals; South bids first, West last. The partners' bids are added up."


@example("joker-anytime")
def _joker_anytime() -> tuple[Deal, str]:
    # Seed 000, l.143: the ace of hearts is led; a player with hearts takes it with a joker.
    d = ghahve_deal({0: "AH", 1: "BJ KH 9H", 2: "3H", 3: "4H"}, seed="joker-anytime")
    d.move("AH BJ 3H 4H")
    assert d.state.trick_log[-1].winner == 1
    return d, "The ace of hearts is led; East holds hearts but plays the black joker and wins."


@example("joker-order")
def _joker_order() -> tuple[Deal, str]:
    d = ghahve_deal({0: "QC", 1: "BJ", 2: "RJ", 3: "2C"}, voids={1: "C", 2: "C"}, seed="order")
    d.move("QC BJ RJ 2C")
    assert d.state.trick_log[-1].winner == 2
    return d, "East plays the black joker; now North may play the coloured joker, and wins."


@example("joker-lead")
def _joker_lead() -> tuple[Deal, str]:
    d = ghahve_deal({0: "BJ", 1: "KD QC", 2: "3H 5C", 3: "9S 4C"}, seed="joker-lead")
    d.move("BJ KD 3H 9S")
    assert d.state.trick_log[-1].winner == 0
    return d, "South leads the black joker: nobody has a suit to follow, and the joker wins."


@example("spade-trump")
def _spade_trump() -> tuple[Deal, str]:
    d = ghahve_deal(
        {0: "KH", 1: "2S 9D", 2: "AH", 3: "3S 5D"}, voids={1: "H", 3: "H"}, seed="spade-trump"
    )
    d.move("KH 2S AH 3S")
    assert d.state.trick_log[-1].winner == 3
    return d, "Hearts are led; East and West have none and play spades; the higher spade wins."


def ghahve_hand(options: str, wanted: Callable[[GhahveState], bool], tag: str) -> Deal:
    """An ordinary shuffle (the first seed that fits), bid and played by the baseline."""
    for n in range(400):
        d = Deal(options).move("dealer-3")
        d.shuffle(random_deck(f"lesson/ghahve/{tag}/{n}"))
        d.play_hands()
        if wanted(d.state):
            return d
    raise AssertionError(f"no deal fits {tag}")


@example("hand")
def _hand() -> tuple[Deal, str]:
    def fits(s: GhahveState) -> bool:
        r = s.results[-1]
        return r.made[0] != r.made[1] and r.extra(0 if r.made[0] else 1) > 0

    d = ghahve_hand("", fits, "hand")
    return d, "A whole hand from an ordinary shuffle: one team makes its bid, the other fails."


@example("dealer-keeps")
def _dealer_keeps() -> tuple[Deal, str]:
    def fits(s: GhahveState) -> bool:
        return s.score[1] <= s.score[0] and s.next_dealer == 3

    d = ghahve_hand("", fits, "keeps")
    return d, "West's team is not ahead after the hand, so West deals again."


@example("game-target")
def _game_target() -> tuple[Deal, str]:
    def fits(s: GhahveState) -> bool:
        return s.phase == "over"

    d = ghahve_hand("target_points:60", fits, "target")
    return d, "A very short game: one hand takes a team past the target."


def tenth_trick(s: GhahveState) -> bool:
    return s.phase == "over" or (s.phase == "play" and s.trick_number == 10)


@example("black-joker-deadline")
def _deadline() -> tuple[Deal, str]:
    # The holder keeps the black joker as long as he may: the baseline plays it when forced.
    for n in range(400):
        d = Deal("scope:hand").move("dealer-3")
        d.shuffle(random_deck(f"lesson/ghahve/deadline/{n}"))
        d.play_until(tenth_trick, random.Random(0))
        if d.state.phase != "play" or d.state.black_joker_out:
            continue
        holder = next(s for s in range(4) if BLACK_JOKER in d.state.hand(s))

        def holder_to_move(s: GhahveState, h: int = holder) -> bool:
            return s.to_move == h

        d.play_until(holder_to_move, random.Random(0))
        if d.state.legal_moves() == (Play(BLACK_JOKER),):
            d.move("BJ")
            return d, "The black joker is still in hand at the tenth trick: it must be played now."
    raise AssertionError("no deal fits the deadline")
