"""The Pasur lesson's worked examples (``lessons/chahar_barg/examples/*.txt``): :data:`EXAMPLES`.

``python tools/make_lesson_examples.py --game pasur`` writes them (``--check`` compares); see
:mod:`pasur.lesson_examples`. As for the other lessons, each example is a record built here,
every move applied to the engine, so every file replays. Most are scripted: the cards of the
opening table and of the hands that matter are written out, the rest of the deck is spread at
random (a fixed seed), and the moves that show the rule are typed in; the baseline player then
plays the round out, so the reader can step to its count. A few examples are ordinary shuffles,
the first seed whose play shows the rule (a sur in the last deal, a match that ends in a tie,
...). Each builder asserts what its example is meant to show (who takes what, which rule keeps
a capture from being a sur), so a change in the engine that alters an example stops the tool
instead of silently changing a lesson. The page never reads a number from these files: it
replays them and shows what the engine computes.

Seats are numbered in order of play. With two players seat 0 is South and seat 1 North; the
examples let seat 1 deal (``dealer-1``) so that South plays first, and likewise the last seat
deals at tables of three and four.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from pasur import lesson_examples
from pasur.cards import STANDARD_DECK, Card, Rank, parse_card
from pasur.games.chahar_barg import SPEC, PasurState, Play, deals_per_round
from pasur.lesson_examples import Examples, seeded_order
from pasur.protocol import CHANCE
from pasur.records import replay

EXAMPLES = Examples("chahar_barg")
example = EXAMPLES.example
HAND = 4


class Deal(lesson_examples.Deal[PasurState]):
    """A Pasur record being built move by move through the engine."""

    spec = SPEC

    def arrange(
        self, table: str, deals: Sequence[Mapping[int, str]] = (), *, seed: str = ""
    ) -> Deal:
        """Shuffle so that the opening table is *table* and, in deal *k*, each seat listed in
        ``deals[k]`` gets those cards; the rest of the deck is spread at random (a fixed seed)."""
        assert self.state.phase == "shuffle" and self.state.dealer is not None
        self.shuffle(
            arranged(
                self.state.players, self.state.dealer, table, deals, seed or repr((table, deals))
            )
        )
        return self

    def play_out(self, done: Callable[[PasurState], bool] | None = None, seed: str = "") -> Deal:
        """Let the baseline player move for every seat until *done* (by default: the end of the
        round being played, or of the match)."""
        rng = random.Random(seed)
        rounds = len(self.state.results)

        def end(s: PasurState) -> bool:
            return s.is_terminal() or len(s.results) > rounds

        stop = done or end
        while not stop(self.state):
            if self.state.to_move == CHANCE:
                self.shuffle(random_deck(f"{seed}/{len(self.moves)}"))  # a new round
                continue
            self.baseline(rng)
        return self


def random_deck(seed: str) -> list[Card]:
    return seeded_order(STANDARD_DECK, f"lesson/pasur/{seed}")


def arranged(
    players: int, dealer: int, table: str, deals: Sequence[Mapping[int, str]], seed: str
) -> list[Card]:
    """A deck order that deals *table* to the table and the cards of *deals* to their seats.

    The deal goes four cards to each player from the one after the dealer, then four to the
    table, then four more to each player for every later deal (see
    ``pasur.games.chahar_barg.state``).
    The cards not written out are spread at random; no jack goes to the table that way.
    """
    first = (dealer + 1) % players
    rounds = deals_per_round(players)
    slots: list[tuple[str, list[Card]]] = []
    for k in range(rounds):
        for i in range(players):
            seat = (first + i) % players
            given = deals[k].get(seat, "") if k < len(deals) else ""
            slots.append((f"hand{k}/{seat}", [parse_card(c) for c in given.split()]))
        if k == 0:
            slots.append(("table", [parse_card(c) for c in table.split()]))
    used = [c for _name, cs in slots for c in cs]
    assert len(used) == len(set(used)), "a card is written twice"
    assert all(len(cs) <= HAND for _name, cs in slots), "four cards a slot"
    rest = [c for c in random_deck(seed) if c not in set(used)]
    # Jacks go last, so that a table that is not written out gets none.
    rest.sort(key=lambda c: c.rank == Rank.JACK)
    table_slot = next(cs for name, cs in slots if name == "table")
    while len(table_slot) < HAND:
        table_slot.append(rest.pop(0))
    random.Random(seed).shuffle(rest)
    for _name, cs in slots:
        while len(cs) < HAND:
            cs.append(rest.pop())
    assert not rest
    return [c for _name, cs in slots for c in cs]


def c(code: str) -> Card:
    return parse_card(code)


def sur_rules(d: Deal) -> list[str]:
    return [e.rule_id for e in d.state.sur_log]


# --- the examples -----------------------------------------------------------------------------
def searched(options: str, wanted: Callable[[Deal], bool], tag: str, tries: int = 3000) -> Deal:
    """The first ordinary match that *wanted* accepts; the baseline plays every seat."""
    for n in range(tries):
        d = Deal(options).move("dealer-1").play_out(lambda s: s.is_terminal(), seed=f"{tag}/{n}")
        if wanted(d):
            return d
    raise AssertionError(f"no match fits {tag}")


def searched_round(options: str, dealer: int, wanted: Callable[[Deal], bool], tag: str) -> Deal:
    """The first ordinary round (a fixed seed's shuffle) that *wanted* accepts."""
    for n in range(3000):
        d = Deal(options).move(f"dealer-{dealer}")
        d.shuffle(random_deck(f"{tag}/{n}")).play_out(seed=f"{tag}/{n}")
        if wanted(d):
            return d
    raise AssertionError(f"no deal fits {tag}")


# An ordinary round ---------------------------------------------------------------------------


@example("round")
def _round() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        r = d.state.results[-1]
        last = d.state.history[-1]
        # The last card takes nothing (so cards are left over), a sur, card points on each side.
        return (
            isinstance(last, Play)
            and not last.taken
            and sum(s.surs for s in r.sides) >= 1
            and min(s.card_points for s in r.sides) >= 5
        )

    d = searched_round("scope:hand", 1, fits, "round")
    assert d.state.phase == "over"
    return d, (
        "An ordinary round for two, from the draw for the dealer to the count. The last card "
        "played takes nothing, so the cards still on the table go to the last taker."
    )


@example("three-players")
def _three() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        r = d.state.results[-1]
        clubs = sorted((s.clubs for s in r.sides), reverse=True)
        return clubs[0] == clubs[1]

    d = searched_round("preset:three_players,scope:hand", 2, fits, "three")
    r = d.state.results[-1]
    tied = [i for i, s in enumerate(r.sides) if s.clubs == max(t.clubs for t in r.sides)]
    assert len(tied) == 2 and r.clubs_side not in tied
    return d, (
        "A round for three: each plays for himself. Two players end level on the most clubs, so "
        "the seed gives the clubs seven to the third."
    )


@example("four-players")
def _four() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        return "pasur/sur" in sur_rules(d)

    d = searched_round("preset:four_players,scope:hand", 3, fits, "four")
    assert d.state.players == 4
    return d, (
        "A round for four in two partnerships: South and North against East and West. One "
        "partnership makes a sur, worth more at a table of four in the seed."
    )


# Taking cards --------------------------------------------------------------------------------


@example("seed-sums")
def _seed_sums() -> tuple[Deal, str]:
    # Seed 001, l.19: 7+4 = 11 and 8+2+1 = 11.
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("4H 2S AC KD", [{0: "7C 9H QS 3D", 1: "8D 6S KH 5C"}])
    d.move("7C:4H", "8D:AC.2S")
    assert d.state.table == (c("KD"),)
    d.play_out()
    return d, "The seed's two sums: a seven takes a four, then an eight takes a two and an ace."


@example("ace-ten")
def _ace_ten() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("TH AD 6S QC", [{0: "AS 8C KH 4D", 1: "TC 9S 3H QD"}])
    d.move("AS:TH", "TC:AD")
    d.play_out()
    return d, "An ace takes a ten, and then a ten takes an ace: the ace always counts one."


@example("faces")
def _faces() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("KS KH QS QH", [{0: "6C QD 9S 3D", 1: "KD 5D 8C 4H"}])
    d.move("6C")  # a number card takes no king or queen: it is laid
    d.move("KD:KH")
    assert len(d.state.legal_moves()) >= 2
    d.move("QD:QS")
    d.move("5D:6C")
    assert set(d.state.table) == {c("KS"), c("QH")}
    d.play_out()
    return d, (
        "Two kings and two queens on the table. A number card cannot take them; a king takes "
        "one king, chosen by the player, and a queen one queen."
    )


@example("fixture")
def _fixture() -> tuple[Deal, str]:
    # The table AH 2S 2D 4C TH of the package's doctest: a five takes 4C and either two.
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("AH 2S 4C TH", [{0: "2D 7S 9C 3H", 1: "5C JS QS KD"}])
    d.move("2D")
    takes = [m for m in d.state.legal_moves() if isinstance(m, Play) and m.card == c("5C")]
    assert takes == [Play(c("5C"), (c("4C"), c("2D"))), Play(c("5C"), (c("4C"), c("2S")))]
    laid = [m for m in d.state.legal_moves() if isinstance(m, Play) and not m.taken]
    assert {m.card for m in laid} == {c("QS"), c("KD")}  # the five and the jack must take
    d.move("5C:4C.2S")
    d.play_out()
    return d, (
        "South lays a two that takes nothing. North's five makes eleven with the four and either "
        "two: he must take, but he chooses which two."
    )


@example("seed-jack")
def _seed_jack() -> tuple[Deal, str]:
    # Seed 001, l.37: the table holds 5, 7, 10 and a queen; a jack takes 5, 7 and 10.
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("5H 7S TC QD", [{0: "JC 8S 2H KS", 1: "3C 9D AS 6H"}])
    assert SPEC.parse_move(d.state, "JC:5H.7S.TC") in d.state.legal_moves()
    d.move("JC:5H.7S.TC")
    assert d.state.table == (c("QD"),) and not d.state.sur_log
    d.play_out()
    return d, "The seed's example: five, seven, ten and a queen on the table; a jack is played."


# Surs ----------------------------------------------------------------------------------------

# The same first deal for the sur examples: South and North take the opening table card by
# card, North's two of clubs clearing it.
SUR_START = ("5C:6H", "9D:2D", "8H:3S", "2C:9C")
SUR_TABLE = "6H 3S 2D 9C"


@example("sur")
def _sur() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange(SUR_TABLE, [{0: "5C 8H 4S KS", 1: "9D 2C 7D 3H"}])
    d.move(*SUR_START)
    assert sur_rules(d) == ["pasur/sur"]
    d.move("4S", "7D:4S")  # South must lay on the empty table; North takes it
    assert sur_rules(d) == ["pasur/sur", "pasur/sur"]
    d.play_out()
    return d, (
        "North takes the last card on the table: a sur. Then South has to lay a card on the "
        "empty table, and North holds the card that makes eleven with it."
    )


@example("jack-defence")
def _jack_defence() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange(SUR_TABLE, [{0: "5C 8H JS KS", 1: "9D 2C JD 3H"}])
    d.move(*SUR_START)
    d.move("JS")  # a jack laid on the empty table, though South holds a king too
    assert d.state.table == (c("JS"),)
    d.move("JD:JS")
    assert sur_rules(d) == ["pasur/sur", "pasur/lone-jack"]
    d.play_out()
    return d, (
        "The same start, but now South lays a jack on the empty table. North takes it with his "
        "own jack, and that is no sur."
    )


@example("jack-sur")
def _jack_sur() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange(SUR_TABLE, [{0: "4S 8C KH QS", 1: "JD 5S 9H 3C"}])
    d.move("4S", "JD:2D.3S.4S.6H.9C")
    assert sur_rules(d) == ["pasur/sur"] and d.state.sur_log[0].value == 10
    d.play_out()
    return d, "North's jack takes every card on the table at once: a sur made with a jack."


@example("sur-cap")
def _sur_cap() -> tuple[Deal, str]:
    d = Deal("scope:hand,sur_cap:1").move("dealer-1")
    d.arrange(SUR_TABLE, [{0: "5C 8H JS 6C", 1: "9D 4D 5S KH"}])
    d.move("5C:6H", "9D:2D", "8H:3S", "4D", "JS:4D.9C")
    assert sur_rules(d) == ["pasur/sur"]
    d.move("5S", "6C:5S")
    assert sur_rules(d) == ["pasur/sur", "pasur/sur-cap"]
    d.play_out()
    return d, (
        "At this table the sur limit is set very low, so that it shows in one deal. South "
        "clears the table with a jack, then clears it again: the second time is no sur."
    )


@example("cancel")
def _cancel() -> tuple[Deal, str]:
    d = Deal("scope:hand,sur_cancellation:immediate").move("dealer-1")
    d.arrange(SUR_TABLE, [{0: "5C 8H JS JC", 1: "9D 2C 3H KD"}])
    d.move(*SUR_START)
    d.move("JS", "3H", "JC:3H.JS")
    assert sur_rules(d) == ["pasur/sur", "pasur/sur-cancellation"]
    assert d.state.surs == ((), ())
    d.play_out()
    return d, (
        "A table that plays sur cancellation. North makes a sur; later South clears the table "
        "too, and instead of scoring, South's sur wipes out North's."
    )


@example("last-deal")
def _last_deal() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        return "pasur/no-sur-last-deal" in sur_rules(d)

    d = searched_round("scope:hand", 1, fits, "last-deal")
    return d, "An ordinary round in which a player clears the table during the last deal."


@example("score-limit")
def _score_limit() -> tuple[Deal, str]:
    def blocked(s: PasurState) -> bool:
        return any(e.rule_id == "pasur/sur-score-limit" for e in s.sur_log)

    for n in range(600):
        d = Deal("no_sur_from:60").move("dealer-1")
        d.play_out(lambda s: s.is_terminal() or blocked(s), seed=f"limit/{n}")
        if blocked(d.state):
            d.play_out(seed=f"limit/{n}")
            return d, (
                "A match at a table that agreed the seed's score limit. Late in the match a "
                "player who already has enough points clears the table: no sur."
            )
    raise AssertionError("no match fits the score limit")


# The opening table -----------------------------------------------------------------------------


@example("opening-jack")
def _opening_jack() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("JH JC 7D 2S", seed="opening-jack/1")
    assert d.state.phase == "shuffle" and d.state.redeals == 1
    d.arrange("JD 5S 9C 3H", [{0: "6D KS 2H 8C", 1: "TC QH 4C 7S"}, {0: "AH"}])
    assert c("JD") not in d.state.table and c("AH") in d.state.table
    assert d.state.stock[-1] == c("JD")
    d.play_out()
    return d, (
        "Two jacks among the opening table cards: the cards are dealt again. In the new deal "
        "one jack comes up: it goes back under the stock and the next card takes its place."
    )


@example("three-kings")
def _three_kings() -> tuple[Deal, str]:
    d = Deal("scope:hand").move("dealer-1")
    d.arrange("KS KH KD 5C", [{0: "KC 9H 2D QS", 1: "6S 3H 8D TC"}])
    d.move("KC:KD")
    d.play_out()
    states = replay(d.record())
    playing = [s for s in states[3:] if s.phase == "play"]
    assert all({c("KS"), c("KH")} <= set(s.table) for s in playing)
    assert not any(s.surs for s in d.state.results[-1].sides)
    return d, (
        "Three kings on the opening table. South takes one of them with the fourth king; the "
        "other two stay on the table until the end of the round."
    )


# Matches -------------------------------------------------------------------------------------


@example("match")
def _match() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        return d.state.winner is not None and len(d.state.results) >= 3

    d = searched("", fits, "match")
    return d, "A whole match for two, round after round, until a player reaches the target."


@example("target-tie")
def _target_tie() -> tuple[Deal, str]:
    def fits(d: Deal) -> bool:
        target = d.state.options.target_points
        passed = 0
        for k in range(len(d.state.results)):
            score = [sum(r.points[s] for r in d.state.results[: k + 1]) for s in range(2)]
            if min(score) >= target:
                passed += 1
        return passed >= 2  # both past the target, level, and another round played

    d = searched("", fits, "tie", tries=6000)
    return d, (
        "Both players pass the target in the same round with the same total: the match goes "
        "on for another round."
    )


# Open Pasur ----------------------------------------------------------------------------------


@example("open")
def _open() -> tuple[Deal, str]:
    d = Deal("preset:open,scope:hand").move("dealer-1")
    d.shuffle(random_deck("open"))
    d.play_out()
    assert d.moves[2].startswith("show-") and d.moves[3].startswith("show-")
    return d, "Open Pasur: at every deal each player first shows one card of his hand to all."
