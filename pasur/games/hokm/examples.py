"""The Hokm lesson's worked examples (``lessons/hokm/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game hokm`` writes them (``--check`` compares); see
:mod:`pasur.lesson_examples`. Each example is a record built here from hands written out by hand
(``deck_for_hands`` turns them into the deck that deals them) and moves applied to the engine,
so every file replays. Each builder also asserts what its example is meant to show (who wins
the trick, which kind of hand result), so a change in the engine that alters an example stops
the tool instead of silently changing a lesson. The page never reads a number from these files:
it replays them and shows what the engine computes.

Seats are numbered in order of play: 0 South, 1 East, 2 North, 3 West; 0 and 2 are partners.
With three players the seats are 0 South, 1 East, 2 West; with two, 0 South and 1 North.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from pasur import lesson_examples
from pasur.cards import STANDARD_DECK, AnyCard, Card, cards, shuffled
from pasur.games.hokm import SPEC, HokmState, Shuffle, deck_for_hands
from pasur.lesson_examples import Examples

EXAMPLES = Examples("hokm")
example = EXAMPLES.example


class Deal(lesson_examples.Deal[HokmState]):
    """A Hokm record being built move by move through the engine."""

    spec = SPEC

    def deal(
        self,
        hands: Mapping[int, str],
        *,
        voids: Mapping[int, str] | None = None,
        cut: int = 0,
        seed: str = "",
    ) -> Deal:
        """Shuffle so that each seat gets the cards written for it (first five first), the rest
        of the deck spread over the seats (never in a suit listed for the seat in *voids*), then
        cut *cut* cards when the table cuts."""
        assert self.state.phase == "shuffle" and self.state.hakem is not None
        full = complete(hands, voids or {}, seed or repr(sorted(hands.items())))
        deck = deck_for_hands(full, upcoming_hakem(self.state), cut=cut)
        return self.shuffle(deck, cut)

    def shuffle(self, deck: Sequence[AnyCard], cut: int = 0) -> Deal:
        """Shuffle into the order *deck*, then cut *cut* cards when the table cuts."""
        super().shuffle(deck)
        if self.state.phase == "cut":
            self.move(f"cut-{cut}")
        return self

    def deal_small(
        self, hands: Mapping[int, str], *, stock: str = "", cut: int = 0, seed: str = ""
    ) -> Deal:
        """Two or three players: shuffle so that each seat gets the cards written for it (its
        first five first; with two players only the first five), the stock (two players) starts
        with the cards in *stock*, and every other card lies in a fixed random order."""
        assert self.state.phase == "shuffle" and self.state.hakem is not None
        opts = self.state.options
        n = opts.players
        given = [list(cards(hands.get(s, ""))) for s in range(n)]
        top = list(cards(stock))
        used = {c for h in given for c in h} | set(top)
        rest = [c for c in shuffled(opts.deck, random.Random(seed or "small")) if c not in used]
        size = 5 if n == 2 else len(opts.deck) // n
        for h in given:
            while len(h) < size:
                h.append(rest.pop())
        deck = deck_for_hands(
            [tuple(h) for h in given],
            upcoming_hakem(self.state),
            cut=cut,
            options=opts,
            stock=(*top, *rest) if n == 2 else (),
        )
        return self.shuffle(deck, cut)

    def play_out(self, bam: bool | None = None) -> Deal:
        """Let the baseline player play every seat until the hand stops; at 7-0 choose *bam*."""
        rng = random.Random(0)
        while self.state.phase in ("play", "trump", "bam", "discard", "draw"):
            if self.state.phase == "bam":
                assert bam is not None, "the hand reached 7-0: say whether to play on for bam"
                self.move("bam" if bam else "stop")
                continue
            self.baseline(rng)
        return self

    # --- what the example must show ---------------------------------------------------------

    def last_trick_winner(self) -> int:
        return self.state.trick_log[-1].winner

    def result(self) -> tuple[str, int, int]:
        """(kind, winning side, hakem's side) of the last hand."""
        r = self.state.results[-1]
        return r.kind, r.winner, self.state.side(r.hakem)


def upcoming_hakem(state: HokmState) -> int:
    """The hakem of the hand about to be dealt (a finished hand keeps its own until then)."""
    hakem = state.next_hakem if state.next_hakem is not None else state.hakem
    assert hakem is not None
    return hakem


def complete(
    hands: Mapping[int, str], voids: Mapping[int, str], seed: str
) -> list[tuple[Card, ...]]:
    """Four 13-card hands: the cards given for each seat, then the rest of the deck dealt out at
    random (a fixed seed, so the files never change), keeping each seat's *voids*."""
    given = [cards(hands.get(s, "")) for s in range(4)]
    order = shuffled(STANDARD_DECK, random.Random(seed))
    return [tuple(h) for h in lesson_examples.complete(given, [13] * 4, order, voids)]


def south_is_hakem(d: Deal) -> Deal:
    """The face-up deal for the first ace, starting at West: the ace falls to South."""
    return d.move("ace-3-5DJC8HQS2CAD")


# --- the examples -----------------------------------------------------------------------------


@example("first-ace")
def _first_ace() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    assert upcoming_hakem(d.state) == 0
    return d, "Cards dealt face up from West, one each in turn; South gets the first ace."


@example("second-ace")
def _second_ace() -> tuple[Deal, str]:
    d = Deal("partner_selection:second_ace").move("ace-0-6CAH9SKDAC")
    assert upcoming_hakem(d.state) == 1 and d.state.seating != (0, 1, 2, 3)
    return d, (
        "The first ace falls to East (hakem), the deal goes on skipping him, and the second "
        "ace falls to South, who changes seats to sit opposite East."
    )


@example("high-card-draw")
def _high_card() -> tuple[Deal, str]:
    d = Deal("first_hakem:high_card_draw").move("draw-KS9DKH4C")
    assert d.state.phase == "first_hakem" and d.state.contenders == (0, 2)
    d.move("draw-7CJD")
    assert upcoming_hakem(d.state) == 2
    return d, "South and North both draw a king and draw again; North's jack beats the 7."


@example("middle-card")
def _middle_card() -> tuple[Deal, str]:
    # Seed 004, l.45: a queen in the middle, so the highest card (a king) makes the hakem.
    d = Deal("first_hakem:middle_card").move("draw-5HKC9D3SQH")
    assert upcoming_hakem(d.state) == 1
    return d, "Seed 004 l.45: the middle card is a queen (above 7), so the king (East) is hakem."


HAKEM_FIVE_HEARTS = "AH KH 9H 4H QC"


@example("first-five")
def _first_five() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal({0: HAKEM_FIVE_HEARTS}, cut=17)
    assert d.state.phase == "trump" and all(len(h) == 5 for h in d.state.dealt)
    d.move("trump-H")
    assert all(len(h) == 13 for h in d.state.dealt)
    return d, (
        "North cuts 17 cards; everyone gets five; South, with four hearts in his five, names "
        "hearts; then the packets of four follow."
    )


@example("redeal")
def _redeal() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("low_hand_redeal:optional_no_akqj"))
    d.deal({0: "9S 7H 5D 4C 2H"}, cut=9)
    assert d.state.phase == "trump"
    d.move("redeal")
    assert d.state.phase == "shuffle" and upcoming_hakem(d.state) == 0
    d.deal({0: "AS KS QS 8D 3C"}, cut=21, seed="redeal-2")
    d.move("trump-S")
    return d, (
        "South's first five hold no ace, king, queen or jack: he throws in, the cards are dealt "
        "again, and he stays hakem."
    )


@example("uncut-throw-in")
def _uncut() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("cut:off,uncut_throw_in:on"))
    d.deal({0: "AC KD QH JS 9C"})
    assert d.state.phase == "trump"
    d.move("redeal")
    assert d.state.phase == "shuffle" and upcoming_hakem(d.state) == 0
    return d, "Nobody offered the deck to be cut; South finds trump hard to choose and throws in."


@example("hakem-leads")
def _hakem_leads() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal({0: "AH QH 8H 6H KC", 1: "3H", 2: "7H", 3: "JH"}, cut=12)
    d.move("trump-H", "AH 3H 7H JH")
    assert d.last_trick_winner() == 0
    return d, "South, the hakem, leads the ace of trump to the very first trick and wins it."


@example("play-order")
def _play_order() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal({0: "AS QS 9S 7S KC 5D", 1: "AC QD", 2: "4C 3D", 3: "9C AD"}, cut=30)
    # East wins the first trick and leads the second; West's ace wins it.
    d.move("trump-S", "KC AC 4C 9C", "QD 3D AD 5D")
    assert [t.winner for t in d.state.trick_log] == [1, 3]
    return d, "East wins trick 1 with the ace of clubs and leads trick 2; West wins it."


def d_card(d: Deal, seat: int, suit: str) -> str:
    """The lowest card of *suit* that *seat* still holds."""
    held = [c for c in d.state.hand(seat) if c.suit.letter == suit]
    return min(held, key=lambda c: c.rank).code


@example("follow-suit")
def _follow_suit() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(
        {0: "QS AH KH 8H 2C", 1: "3S JH 9H 5H", 2: "5S", 3: "2H"},
        voids={1: "S", 3: "S"},
        cut=8,
    )
    d.move("trump-H", "QS 3S 5S 2H")
    assert d.last_trick_winner() == 3
    return d, (
        "Hearts are trump. East holds one spade and must play it although he holds trumps; "
        "West has no spade and wins the trick with the 2 of hearts."
    )


@example("no-forced-trump")
def _no_forced_trump() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(
        {0: "AD AH KH 7H 4S", 1: "5D", 2: "3C 6H 5H", 3: "9D"},
        voids={2: "D"},
        cut=25,
    )
    d.move("trump-H", "AD 5D 3C 9D")
    assert d.last_trick_winner() == 0
    return d, (
        "North has no diamond but holds trumps; his partner's ace is winning, so he throws a "
        "small club instead of a trump."
    )


@example("trick-winner")
def _trick_winner() -> tuple[Deal, str]:
    # Trick 1 is seed 003's example (l.43): hearts are trump, a spade is led, the second player
    # follows lower, the third (no spades) plays a small heart, the fourth a high spade.
    d = south_is_hakem(Deal())
    d.deal(
        {0: "9S AH QH 8H 4C", 1: "4S 3C QC", 2: "2H TC", 3: "KS AD"},
        voids={2: "S", 3: "CH"},
        cut=40,
    )
    d.move("trump-H", "9S 4S 2H KS", "TC AD 4C QC")
    assert [t.winner for t in d.state.trick_log] == [2, 1]
    return d, (
        "Trick 1 (seed 003 l.43): North's small trump beats West's king of spades. Trick 2: no "
        "trump is played; West's ace of diamonds wins nothing, East's queen of clubs wins."
    )


@example("trump-beats-all")
def _trump_beats_all() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(
        {0: "AS AD KD 9D 6D", 1: "2D", 2: "KS", 3: "3S"},
        voids={1: "S"},
        cut=33,
    )
    d.move("trump-D", "AS 2D KS 3S")
    assert d.last_trick_winner() == 1
    return d, "Diamonds are trump: East, with no spade, beats the ace of spades with the 2."


@example("over-ruff")
def _over_ruff() -> tuple[Deal, str]:
    # After seed 004, l.99: the 10 of spades led, the 8 of clubs ruffs, the jack over-ruffs.
    # (In the seed the second player throws a diamond; here he follows with a small spade,
    # because three players void in spades at the first trick would leave South all 13.)
    d = south_is_hakem(Deal())
    d.deal(
        {0: "TS AC KC 6C 5H", 1: "2S", 2: "8C", 3: "JC"},
        voids={2: "S", 3: "S"},
        cut=19,
    )
    d.move("trump-C", "TS 2S 8C JC")
    assert d.last_trick_winner() == 3
    return d, "After seed 004 l.99: clubs are trump; North ruffs with the 8 and West over-ruffs."


def special(
    mode: str,
    hands: Mapping[int, str],
    plays: str,
    winner: int,
    voids: Mapping[int, str] | None = None,
) -> Deal:
    d = south_is_hakem(Deal("special_modes:on"))
    d.deal(hands, voids=voids, cut=14)
    d.move(f"trump-{mode}", plays)
    assert d.last_trick_winner() == winner
    return d


@example("saras")
def _saras() -> tuple[Deal, str]:
    d = special(
        "saras", {0: "8H AS KS QS AD", 1: "TH", 2: "AC", 3: "JH"}, "8H TH AC JH", 3, {2: "H"}
    )
    return d, "Saras: no trump, so North's ace of clubs wins nothing; the highest heart wins."


@example("naras")
def _naras() -> tuple[Deal, str]:
    d = special("naras", {0: "9S 2D 3D 4C 5C", 1: "2S", 2: "AS", 3: "5S"}, "9S 2S AS 5S", 1)
    return d, "Naras: the 2 of spades is the highest spade and the ace the lowest."


@example("taknaras")
def _taknaras() -> tuple[Deal, str]:
    d = special("taknaras", {0: "KD AC 2C 3H 4H", 1: "2D", 2: "AD", 3: "3D"}, "KD 2D AD 3D", 2)
    return d, "Taknaras: the ace stays on top, then the 2; the king is the lowest diamond."


# Team 0 holds every trump (spades) and the top red cards: it cannot lose a trick.
STRONG_SOUTH = {
    0: "AS KS QS JS TS 9S 8S AH KH QH AD KD QD",
    2: "7S 6S 5S 4S 3S 2S AC KC QC JC TC 9C 8C",
}


@example("kot")
def _kot() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(STRONG_SOUTH, cut=27, seed="kot")
    d.move("trump-S")
    d.play_out(bam=False)
    assert d.result() == ("kot", 0, 0)
    return d, "South's side takes seven tricks to none and stops: a kot."


@example("bam")
def _bam() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(STRONG_SOUTH, cut=27, seed="kot")
    d.move("trump-S")
    d.play_out(bam=True)
    assert d.result() == ("bam", 0, 0) and d.state.phase == "over"
    return d, "The same deal as the kot, but South's side plays on and takes all thirteen tricks."


@example("renege")
def _renege() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("renege:penalty_one_point"))
    d.deal(STRONG_SOUTH, cut=27, seed="kot")
    east_heart = d_card(d, 1, "H")  # East holds hearts ...
    assert east_heart
    d.move("trump-S", "AH", d_card(d, 1, "C"))  # ... but plays a club
    d.play_out(bam=False)
    kind, winner, _ = d.result()
    assert (kind, winner) == ("kot", 0) and d.state.results[-1].bonus == (1, 0)
    return d, "East holds a heart but plays a club; the table finds it when the hand is over."


# The hakem's five look like hearts, but the other side holds every high card and most trumps.
WEAK_HAKEM = {
    0: "4H 3H 2H 9C 9D 8C 7C 6C 8D 7D 6D 8S 7S",
    1: "AH KH QH JH TH AS KS QS AC KC QC AD KD",
    2: "5C 4C 3C 2C 5D 4D 3D 2D 6S 5S 4S 3S 2S",
    3: "9H 8H 7H 6H 5H JS TS 9S JC TC QD JD TD",
}


@example("hakem-kot")
def _hakem_kot() -> tuple[Deal, str]:
    d = south_is_hakem(Deal())
    d.deal(WEAK_HAKEM, cut=35)
    d.move("trump-H")
    d.play_out(bam=False)
    assert d.result() == ("hakem_kot", 1, 0)
    return d, "South names hearts from three small ones; East and West take seven to none."


@example("game-target")
def _game_target() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("target_points:3"))
    d.deal(WEAK_HAKEM, cut=35)
    d.move("trump-H")
    d.play_out(bam=False)
    assert d.result() == ("hakem_kot", 1, 0) and d.state.phase == "over"
    return d, "A short game to three points: one hakem-kot reaches the target."


# Team 0 holds the nine highest cards of every suit: in Saras (no trump) it takes every trick.
SARAS_STRONG = {
    0: "AS KS QS JS TS AH KH QH JH TH AD KD QD",
    2: "9S 8S 9H 8H JD TD 9D AC KC QC JC TC 9C",
}


@example("kot-in-modes")
def _kot_in_modes() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("special_modes:on"))
    d.deal(SARAS_STRONG, cut=6, seed="saras-kot")
    d.move("trump-saras")
    d.play_out(bam=False)
    assert d.result() == ("kot", 0, 0)
    return d, "South names Saras and his side takes seven tricks to none: a kot counts here too."


def hand_lost_by_hakem(options: str) -> Deal:
    """A hand from an ordinary shuffle (the first seed that fits) that the hakem's side loses
    by seven tricks to a few, played by the baseline player."""
    for n in range(500):
        d = south_is_hakem(Deal(options))
        d.shuffle(shuffled(STANDARD_DECK, random.Random(f"lesson/hand/{n}")))
        d.play_out(bam=False)
        r = d.state.results[-1]
        if r.kind == "normal" and r.winner == 1 and 2 <= min(r.tricks) <= 4:
            return d
    raise AssertionError("no deal fits")


@example("hand-to-seven")
def _hand_to_seven() -> tuple[Deal, str]:
    d = hand_lost_by_hakem("")
    return d, (
        "An ordinary shuffle played out: East and West reach seven tricks first and the hand "
        "stops there; East becomes hakem and South deals."
    )


@example("kot-against-six")
def _kot_against_six() -> tuple[Deal, str]:
    options = "target_points:2,kot_vs_side_on_six:one_point_and_loser_becomes_hakem"
    d = hand_lost_by_hakem(options)
    assert upcoming_hakem(d.state) == 1 and d.state.score == (0, 1)
    # Hand 2: East is hakem; North and South hold the top cards and kot East's side.
    rotated = {(s + 1) % 4: text for s, text in WEAK_HAKEM.items()}
    d.deal(rotated, cut=11)
    d.move("trump-H")
    d.play_out(bam=False)
    assert d.result() == ("kot_on_six", 0, 1) and upcoming_hakem(d.state) == 1
    return d, (
        "A game to two points, so one point is 'one short of the target'. Hand 1: East and West "
        "win a point. Hand 2: North and South kot them, which is worth only one point, and "
        "East stays hakem."
    )


# --- two and three players ---------------------------------------------------------------------


@example("two-players")
def _two_players() -> tuple[Deal, str]:
    # Seats 0 (South) and 1 (North); the face-up deal gives South the first ace.
    d = Deal("players:2").move("ace-0-5D8HAS")
    assert upcoming_hakem(d.state) == 0
    d.deal_small(
        {0: "AH KH 7C 4D 3S", 1: "QS JS 9D 2C 5H"},
        stock="QH 2D 6C 8S TH 3H",
        seed="two-players",
    )
    assert d.state.phase == "trump" and [len(h) for h in d.state.dealt] == [5, 5]
    d.move("trump-H")
    assert d.state.phase == "discard" and d.state.discard_count(0) == 3
    d.move("discard-7C4D3S", "discard-9D2C")
    assert d.state.phase == "draw" and d.state.to_move == 0
    d.play_out(bam=False)
    log = d.state.draw_log
    assert log[-1].last_pair and log[-1].seat == 0
    assert any(t.keep for t in log) and any(not t.keep for t in log)
    assert len(d.state.dead) == 26 and d.state.results
    return d, (
        "Two players: South is hakem and names hearts from his five; South puts three cards "
        "aside and North two; they draw in turns, South taking the last pair; then the hand."
    )


def three_player_665() -> Deal:
    """The first shuffle (fixed seeds) whose hand, played by the baseline player, ends 6-6-5."""
    for n in range(2000):
        d = Deal("players:3").move("ace-1-5D8HAS")
        assert upcoming_hakem(d.state) == 0
        d.shuffle(shuffled(d.state.options.deck, random.Random(f"lesson/665/{n}")))
        d.play_out(bam=False)
        r = d.state.results[-1]
        if r.kind == "six_six_five":
            return d
    raise AssertionError("no deal ends 6-6-5")


@example("three-players")
def _three_players() -> tuple[Deal, str]:
    d = three_player_665()
    r = d.state.results[-1]
    assert sorted(r.tricks) == [5, 6, 6] and r.tricks[r.winner] == 5
    assert upcoming_hakem(d.state) == r.winner
    return d, (
        "Three players, the 2 of clubs out: 17 cards each, dealt five and then fours. Nobody "
        "reaches seven tricks, so the player with five wins the hand and is hakem for the next."
    )


# --- table customs ----------------------------------------------------------------------------


@example("middle-card-trump")
def _middle_card_trump() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("partner_middle_card:on"))
    d.deal({0: "7S 5D 4C 3H 6S", 2: "9C 4D QH 2S 7C"}, cut=15, seed="middle")
    d.move("trump-middle")
    rv = d.state.reveal
    assert rv is not None and rv.cards == tuple(cards("QH")) and d.state.contract == "H"
    return d, (
        "South, the hakem, leaves trump to his partner's middle card: the third of North's "
        "first five is turned up, and its suit is trump."
    )


@example("middle-two")
def _middle_two() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("partner_middle_card:on,middle_two_naras:on,special_modes:on"))
    d.deal({0: "7S 5D 4C 3H 2S", 2: "9C 4D 2H KS 7C"}, cut=15, seed="middle-two")
    d.move("trump-middle")
    assert d.state.contract == "naras"
    return d, "North's middle card is a 2: at this table the hand is played as Naras."


@example("red-top")
def _red_top() -> tuple[Deal, str]:
    # North's first five: the king of hearts and the king of diamonds tie at the top; his
    # second packet holds the queen of diamonds and only a small heart: diamonds.
    d = south_is_hakem(Deal("red_top:on"))
    d.deal({0: "7S 5D 4C 3H 2S", 2: "KH KD 5S 3C 8C QD 4H 9S 2C"}, cut=23, seed="red-top")
    d.move("trump-red")
    rv = d.state.reveal
    assert rv is not None and len(rv.cards) == 9 and d.state.contract == "D"
    return d, (
        "Red top: North's first five are turned up and the two red suits tie at the top; his "
        "next packet is turned up too, and the red suit with the higher card there is trump."
    )


@example("either-or")
def _either_or() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("either_or:on"))
    d.deal({0: "AD KD 9H 8H 2S", 2: "KS 9C 4S 7H 3D"}, cut=31, seed="either-or")
    d.move("trump-either-DH")
    rv = d.state.reveal
    assert rv is not None and len(rv.cards) == 4 and d.state.contract == "H"
    return d, (
        "South says «either diamonds or hearts»; North's cards are turned up one at a time "
        "until one of the two suits shows."
    )


@example("dealer-peek")
def _dealer_peek() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("dealer_peek:partner_later_packet"))
    d.deal({0: HAKEM_FIVE_HEARTS}, cut=9, seed="peek")
    d.move("trump-H")
    assert d.state.phase == "peek" and d.state.to_move == d.state.dealer
    d.move("peek-3")
    assert len(d.state.peeked_cards()) == 4
    return d, (
        "West deals; at this table he may look at one packet of his partner's cards other than "
        "the first, and chooses the third."
    )


@example("concession")
def _concession() -> tuple[Deal, str]:
    d = south_is_hakem(Deal("concession:before_play"))
    d.deal(STRONG_SOUTH, cut=27, seed="kot")
    d.move("trump-S")
    assert d.state.phase == "concede" and d.state.to_move == 1
    d.move("concede")
    assert d.result()[:2] == ("conceded", 0) and d.state.conceded_by == 1
    return d, (
        "South's side holds every trump. East sees no hope and gives the hand up before the "
        "first card; West shows his cards."
    )


@example("misdeal")
def _misdeal() -> tuple[Deal, str]:
    # Seed 002's ruling: North, the hakem's partner, ends up with one of East's cards.
    d = south_is_hakem(Deal("misdeal_policy:s2_rules"))
    full = complete({0: HAKEM_FIVE_HEARTS}, {}, "misdeal")
    deck = deck_for_hands(full, upcoming_hakem(d.state))
    d.move(f"misdeal-2-1-1-{SPEC.format_move(d.state, Shuffle(deck))[5:]}")
    d.move("cut-0", "trump-H")
    assert d.state.phase == "misdeal" and d.state.to_move == 2
    assert [len(d.state.hand(s)) for s in range(4)] == [13, 12, 14, 13]
    spades = sorted((c for c in d.state.hand(2) if c.suit.letter == "S"), key=lambda c: c.rank)
    assert len(spades) >= 2
    d.move(f"give-{spades[0].code}")
    assert [len(d.state.hand(s)) for s in range(4)] == [13] * 4 and d.state.phase == "play"
    assert d.state.shown == (spades[0],)
    return d, (
        "A misdeal under seed 002's rule: North, the hakem's partner, ends up with one card too "
        "many and East one too few. The extra card is on the hakem's side, so North passes one "
        "to East face up, keeping at least one card of its suit."
    )
