"""The Shelem lesson's worked examples (``lessons/shelem/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game shelem`` writes them (``--check`` compares); see
:mod:`pasur.lesson_examples`. As for Hokm, each example is a record built here from hands
written out by hand, or from a fixed shuffle, with every move applied to the engine, so every
file replays; each builder asserts what its example is meant to show (who is hakem, who wins the
trick, how the hand is scored), so a change in the engine that alters an example stops the tool
instead of silently changing a lesson. The page never reads a number from these files: it
replays them and shows what the engine computes.

Seats are numbered in order of play: 0 South, 1 East, 2 North, 3 West; 0 and 2 are partners.
Seed 000's players «الف، ب، ج، د» sit in that order, so A is South, B East, C North, D West.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pasur import lesson_examples
from pasur.cards import STANDARD_DECK, Card, parse_card
from pasur.games.shelem import SPEC, HandResult, ShelemState, deck_for_deal
from pasur.lesson_examples import Examples, seeded_order

EXAMPLES = Examples("shelem")
example = EXAMPLES.example
HAND = 12


class Deal(lesson_examples.Deal[ShelemState]):
    """A Shelem record being built move by move through the engine."""

    spec = SPEC

    def deal(
        self,
        hands: Mapping[int, str],
        *,
        widow: str = "",
        voids: Mapping[int, str] | None = None,
        seed: str = "",
    ) -> Deal:
        """Shuffle so that each seat gets the cards written for it (and the widow its cards),
        the rest of the deck spread at random (a fixed seed) over the seats, never in a suit
        listed for the seat in *voids*."""
        dealer = self.state.dealer
        assert self.state.phase == "shuffle" and dealer is not None
        players = self.state.players
        given = [[parse_card(c) for c in hands.get(s, "").split()] for s in range(players)]
        widow_cards = [parse_card(c) for c in widow.split()]
        order = seeded_order(STANDARD_DECK, seed or repr(sorted(hands.items())))
        sizes = [HAND] * players + [len(STANDARD_DECK) - players * HAND]
        *seat_hands, widow_full = lesson_examples.complete(
            [*given, widow_cards], sizes, order, voids
        )
        return self.shuffle(deck_for_deal(seat_hands, dealer, widow=widow_full))


def random_deck(seed: str) -> list[Card]:
    return seeded_order(STANDARD_DECK, seed)


def shelem_deal(options: str = "", dealer: int = 0, seed: str = "") -> Deal:
    d = Deal(options).move(f"dealer-{dealer}")
    return d.shuffle(random_deck(seed or f"lesson/shelem/{dealer}"))


# Shelem: bidding ---------------------------------------------------------------------------


@example("auction")
def _auction() -> tuple[Deal, str]:
    # Seed 000, l.122: A (South) deals; B 110, C 115, D pass, A 125, B 130, C pass, A 135, B pass.
    d = shelem_deal(seed="seed000-round1")
    d.move("bid-110 bid-115 pass bid-125 bid-130 pass bid-135 pass")
    assert d.state.phase == "discard" and d.state.hakem == 0 and d.state.bid == 135
    return d, "Seed 000's first hand: South deals, East bids first, South is hakem at 135."


@example("auction-jumps")
def _auction_jumps() -> tuple[Deal, str]:
    # Seed 000, l.125: C (North) deals; D 100, A 120, B 125, C pass, D 130, A 135, B 140,
    # D pass, A 150, B pass.
    d = shelem_deal(dealer=2, seed="seed000-round3")
    d.move("bid-100 bid-120 bid-125 pass bid-130 bid-135 bid-140 pass bid-150 pass")
    assert d.state.hakem == 0 and d.state.bid == 150
    return d, "Seed 000's third hand: North deals; bids jump; South is hakem at 150."


@example("all-pass")
def _all_pass() -> tuple[Deal, str]:
    d = shelem_deal(seed="all-pass")
    d.move("pass pass pass pass")
    assert d.state.phase == "shuffle" and d.state.dealer == 0 and d.state.redeals == 1
    return d, "Everybody passes: the cards are thrown in and South deals again."


@example("bid-cap")
def _bid_cap() -> tuple[Deal, str]:
    d = shelem_deal(seed="bid-cap")
    d.move("bid-100 bid-165")
    assert d.state.phase == "discard" and d.state.hakem == 2
    return d, "North bids 165, the most there is: the bidding stops at once."


# Shelem: the widow and the play -------------------------------------------------------------

# East, hakem, holds twelve spades; the widow brings him the last one.
ALL_SPADES = {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}


@example("discard")
def _discard() -> tuple[Deal, str]:
    d = shelem_deal(seed="discard")
    d.move("bid-100 pass pass pass")
    assert d.state.hakem == 1
    widow = d.state.widow
    held = d.state.hand(1)
    points = [c for c in held if c.rank.letter in "5TA" and c.suit.letter != "S"]
    rest = [c for c in held if c not in points and c.suit.letter == "C"]
    down = (points + rest + list(widow))[:4]
    assert any(c.rank.letter in "5TA" for c in down)
    d.move("discard-" + "".join(c.code for c in down))
    assert d.state.phase == "play"
    d.play_hands()
    assert d.state.results[-1].hakem == 1
    return d, "East takes the widow and puts down four cards, points among them."


@example("first-tricks")
def _first_tricks() -> tuple[Deal, str]:
    # East is hakem and leads the ace of hearts: hearts are trump. Trick 2: East leads a club;
    # North has none and trumps, West has none and throws a diamond, South follows.
    d = Deal().move("dealer-0")
    d.deal(
        {1: "AH KC 9D 8D", 2: "3H 6H 2S", 3: "4H 2D", 0: "5H AC"},
        widow="2C 3C 4C 3D",
        voids={2: "C", 3: "C"},
        seed="first-tricks",
    )
    d.move("bid-100 pass pass pass", "discard-2C3C4C3D")
    d.move("AH 3H 4H 5H", "KC 6H 2D AC")
    assert d.state.trump == 2 and [t.winner for t in d.state.trick_log] == [1, 2]
    return d, (
        "East leads the ace of hearts, so hearts are trump. In trick two, North trumps a club, "
        "West throws a diamond though he holds hearts, South must follow with his ace."
    )


def forced_hand(options: str, bid: int, wanted: Callable[[HandResult], bool], tag: str) -> Deal:
    """An ordinary shuffle (the first seed that fits): East bids *bid*, everyone else passes,
    the baseline plays it out; the result must satisfy *wanted*."""
    for n in range(400):
        d = shelem_deal(options, seed=f"lesson/shelem/{tag}/{n}")
        d.move(f"bid-{bid} pass pass pass")
        d.play_hands()
        if wanted(d.state.results[-1]):
            return d
    raise AssertionError(f"no deal fits {tag}")


@example("made")
def _made() -> tuple[Deal, str]:
    d = forced_hand("", 100, lambda r: r.kind == "made" and r.hakem_points >= 110, "made")
    assert d.state.phase == "shuffle" and d.state.dealer == 1
    return d, "East bids and plays an ordinary shuffle; his side makes its contract."


@example("target")
def _target() -> tuple[Deal, str]:
    d = forced_hand("target:100", 100, lambda r: r.kind == "made", "made")
    assert d.state.phase == "over" and d.state.winner == 1
    return d, "The same deal in a very short game: one made contract reaches the target."


@example("failed")
def _failed() -> tuple[Deal, str]:
    d = forced_hand("scope:hand", 130, lambda r: r.kind == "failed", "failed")
    return d, "East bids high and falls short, though his side takes more than the others."


@example("yasa")
def _yasa() -> tuple[Deal, str]:
    d = forced_hand("scope:hand", 120, lambda r: r.kind == "yasa", "yasa")
    return d, "East bids and his side takes fewer points than the other side: yasa."


@example("shelem")
def _shelem() -> tuple[Deal, str]:
    d = Deal().move("dealer-0")
    d.deal(ALL_SPADES, widow="2S 2H 3H 4H", seed="shelem")
    d.move("bid-150 pass pass pass", "discard-2H3H4H2S")
    d.play_hands()
    r = d.state.results[-1]
    assert r.kind == "shelem" and r.hakem_team == 1
    return d, "East holds every spade but one and finds the last in the widow: every trick is his."


@example("declared-shelem")
def _declared() -> tuple[Deal, str]:
    d = Deal("declared_shelem:on,scope:hand").move("dealer-0")
    d.deal(ALL_SPADES, widow="2S 2H 3H 4H", seed="shelem")
    d.move("shelem", "discard-2H3H4H2S")
    d.play_hands()
    assert d.state.results[-1].kind == "declared_made"
    return d, "The same cards at a table that allows it: East declares shelem and makes it."


# Shelem for two ------------------------------------------------------------------------------


@example("two-player")
def _two_player() -> tuple[Deal, str]:
    d = Deal("players:2,scope:hand").move("dealer-0")
    d.shuffle(random_deck("two-player"))
    d.move("bid-100 pass")
    assert d.state.hakem == 1
    d.play_hands()
    assert d.state.phase == "over"
    return d, "South deals to North; North bids, South passes, North plays as hakem."
