"""Write the worked examples of the Shelem and Ghahve lessons (``lessons/<game>/examples/*.txt``).

    python tools/make_lesson_examples_extra.py            # rewrite every example file
    python tools/make_lesson_examples_extra.py --check    # exit 1 if a file is missing or stale

As in ``tools/make_lesson_examples.py`` (Hokm), each example is a record built here from hands
written out by hand, or from a fixed shuffle, with every move applied to the engine, so every
file replays; the script asserts what each example is meant to show (who is hakem, who wins the
trick, how the hand is scored), so a change in the engine that alters an example stops the
script instead of silently changing a lesson. The pages never read a number from these files:
they replay them and show what the engine computes.

Seats are numbered in order of play: 0 South, 1 East, 2 North, 3 West; 0 and 2 are partners.
Seed 000's players «الف، ب، ج، د» sit in that order, so A is South, B East, C North, D West.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pasur.cards import STANDARD_DECK, AnyCard, parse_any_card  # noqa: E402
from pasur.games import ghahve, shelem  # noqa: E402
from pasur.options import format_options, parse_options  # noqa: E402
from pasur.protocol import CHANCE, GameSpec  # noqa: E402
from pasur.records import Record, replay  # noqa: E402

LESSONS = ROOT / "lessons"


@dataclass
class Deal:
    """A record being built move by move through the engine (Shelem or Ghahve)."""

    game: str
    options: str = ""
    state: Any = field(init=False)
    moves: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        opts = parse_options(self.spec.options_type, self.options, self.spec.presets)
        self.options = format_options(opts)
        self.state = self.spec.start(opts)

    @property
    def spec(self) -> GameSpec:
        return shelem.SPEC if self.game == "shelem" else ghahve.SPEC

    def move(self, *texts: str) -> Deal:
        for text in texts:
            for part in text.split():
                self._apply(self.spec.parse_move(self.state, part))
        return self

    def _apply(self, move: Any) -> None:
        self.moves.append(self.spec.format_move(self.state, move))
        self.state = self.state.apply(move)

    def shuffle(self, deck: Sequence[AnyCard]) -> Deal:
        move = shelem.Shuffle(tuple(deck)) if self.game == "shelem" else ghahve.Shuffle(tuple(deck))  # type: ignore[arg-type]
        self._apply(move)
        return self

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
        if self.game == "ghahve" and self.state.next_dealer is not None:
            dealer = self.state.next_dealer
        assert self.state.phase == "shuffle" and dealer is not None
        players = self.state.players if self.game == "shelem" else 4
        size = 12 if self.game == "shelem" else 13
        deck = STANDARD_DECK if self.game == "shelem" else ghahve.DECK
        given = {s: [parse_any_card(c) for c in text.split()] for s, text in hands.items()}
        widow_cards = [parse_any_card(c) for c in widow.split()]
        rest_seed = seed or repr(sorted(hands.items()))
        full = complete(given, widow_cards, voids or {}, deck, players, size, rest_seed)
        if self.game == "shelem":
            *seat_hands, widow_full = full
            order = shelem.deck_for_deal(seat_hands, dealer, widow=widow_full)  # type: ignore[arg-type]
        else:
            order = ghahve.deck_for_hands(full, dealer)
        return self.shuffle(order)

    def play_out(self, *, hands: int = 1, seed: int = 0) -> Deal:
        """Let the baseline player move for every seat until *hands* more hands are over (or
        the match is)."""
        rng = random.Random(seed)
        target = len(self.state.results) + hands
        while not self.state.is_terminal() and len(self.state.results) < target:
            assert self.state.to_move not in (None, CHANCE), "deal the cards first"
            seat = self.state.to_move
            move = self.spec.baseline_policy(self.state.view(seat), self.state.legal_moves(), rng)
            self._apply(move)
        return self

    def play_until(self, done: Callable[[Any], bool], seed: int = 0) -> Deal:
        rng = random.Random(seed)
        while not done(self.state):
            seat = self.state.to_move
            assert seat not in (None, CHANCE)
            move = self.spec.baseline_policy(self.state.view(seat), self.state.legal_moves(), rng)
            self._apply(move)
        return self

    def record(self) -> Record:
        return Record(self.game, self.options, tuple(self.moves))


def complete(
    given: Mapping[int, list[AnyCard]],
    widow: list[AnyCard],
    voids: Mapping[int, str],
    deck: Sequence[AnyCard],
    players: int,
    size: int,
    seed: str,
) -> list[list[AnyCard]]:
    """Every seat's hand (and, for Shelem, the widow last): the cards given, then the rest of
    the deck dealt out at random, keeping each seat's *voids*."""
    out = [list(given.get(s, [])) for s in range(players)]
    parts = [*out, list(widow)] if len(deck) - players * size else out
    sizes = [size] * players + ([len(deck) - players * size] if len(parts) > players else [])
    used = [c for p in parts for c in p]
    assert len(set(used)) == len(used), "a card is given twice"
    order = list(deck)
    random.Random(seed).shuffle(order)
    rest = [c for c in order if c not in set(used)]

    def barred(c: AnyCard, seat: int) -> bool:
        suit = getattr(c, "suit", None)  # a joker has no suit
        return suit is not None and suit.letter in voids.get(seat, "")

    def constraint(c: AnyCard) -> int:
        return sum(barred(c, s) for s in range(players))

    for card in sorted(rest, key=constraint, reverse=True):
        room = [
            i
            for i, p in enumerate(parts)
            if len(p) < sizes[i] and (i >= players or not barred(card, i))
        ]
        assert room, f"no place for {card}"
        parts[min(room, key=lambda i: (len(parts[i]) - sizes[i], i))].append(card)
    assert all(len(p) == n for p, n in zip(parts, sizes, strict=True))
    return parts


def random_deck(game: str, seed: str) -> list[AnyCard]:
    deck = list(STANDARD_DECK if game == "shelem" else ghahve.DECK)
    random.Random(seed).shuffle(deck)
    return deck


# --- the examples -----------------------------------------------------------------------------

Builder = Callable[[], tuple[Deal, str]]
EXAMPLES: dict[str, dict[str, Builder]] = {"shelem": {}, "ghahve": {}}


def example(game: str, name: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        EXAMPLES[game][name] = fn
        return fn

    return register


def shelem_deal(options: str = "", dealer: int = 0, seed: str = "") -> Deal:
    d = Deal("shelem", options).move(f"dealer-{dealer}")
    return d.shuffle(random_deck("shelem", seed or f"lesson/shelem/{dealer}"))


# Shelem: bidding ---------------------------------------------------------------------------


@example("shelem", "auction")
def _auction() -> tuple[Deal, str]:
    # Seed 000, l.122: A (South) deals; B 110, C 115, D pass, A 125, B 130, C pass, A 135, B pass.
    d = shelem_deal(seed="seed000-round1")
    d.move("bid-110 bid-115 pass bid-125 bid-130 pass bid-135 pass")
    assert d.state.phase == "discard" and d.state.hakem == 0 and d.state.bid == 135
    return d, "Seed 000's first hand: South deals, East bids first, South is hakem at 135."


@example("shelem", "auction-jumps")
def _auction_jumps() -> tuple[Deal, str]:
    # Seed 000, l.125: C (North) deals; D 100, A 120, B 125, C pass, D 130, A 135, B 140,
    # D pass, A 150, B pass.
    d = shelem_deal(dealer=2, seed="seed000-round3")
    d.move("bid-100 bid-120 bid-125 pass bid-130 bid-135 bid-140 pass bid-150 pass")
    assert d.state.hakem == 0 and d.state.bid == 150
    return d, "Seed 000's third hand: North deals; bids jump; South is hakem at 150."


@example("shelem", "all-pass")
def _all_pass() -> tuple[Deal, str]:
    d = shelem_deal(seed="all-pass")
    d.move("pass pass pass pass")
    assert d.state.phase == "shuffle" and d.state.dealer == 0 and d.state.redeals == 1
    return d, "Everybody passes: the cards are thrown in and South deals again."


@example("shelem", "bid-cap")
def _bid_cap() -> tuple[Deal, str]:
    d = shelem_deal(seed="bid-cap")
    d.move("bid-100 bid-165")
    assert d.state.phase == "discard" and d.state.hakem == 2
    return d, "North bids 165, the most there is: the bidding stops at once."


# Shelem: the widow and the play -------------------------------------------------------------

# East, hakem, holds twelve spades; the widow brings him the last one.
ALL_SPADES = {1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}


@example("shelem", "discard")
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
    d.play_out()
    assert d.state.results[-1].hakem == 1
    return d, "East takes the widow and puts down four cards, points among them."


@example("shelem", "first-tricks")
def _first_tricks() -> tuple[Deal, str]:
    # East is hakem and leads the ace of hearts: hearts are trump. Trick 2: East leads a club;
    # North has none and trumps, West has none and throws a diamond, South follows.
    d = Deal("shelem").move("dealer-0")
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


def forced_hand(
    options: str, bid: int, wanted: Callable[[shelem.HandResult], bool], tag: str
) -> Deal:
    """An ordinary shuffle (the first seed that fits): East bids *bid*, everyone else passes,
    the baseline plays it out; the result must satisfy *wanted*."""
    for n in range(400):
        d = shelem_deal(options, seed=f"lesson/shelem/{tag}/{n}")
        d.move(f"bid-{bid} pass pass pass")
        d.play_out()
        if wanted(d.state.results[-1]):
            return d
    raise AssertionError(f"no deal fits {tag}")


@example("shelem", "made")
def _made() -> tuple[Deal, str]:
    d = forced_hand("", 100, lambda r: r.kind == "made" and r.hakem_points >= 110, "made")
    assert d.state.phase == "shuffle" and d.state.dealer == 1
    return d, "East bids and plays an ordinary shuffle; his side makes its contract."


@example("shelem", "target")
def _target() -> tuple[Deal, str]:
    d = forced_hand("target:100", 100, lambda r: r.kind == "made", "made")
    assert d.state.phase == "over" and d.state.winner == 1
    return d, "The same deal in a very short game: one made contract reaches the target."


@example("shelem", "failed")
def _failed() -> tuple[Deal, str]:
    d = forced_hand("scope:hand", 130, lambda r: r.kind == "failed", "failed")
    return d, "East bids high and falls short, though his side takes more than the others."


@example("shelem", "yasa")
def _yasa() -> tuple[Deal, str]:
    d = forced_hand("scope:hand", 120, lambda r: r.kind == "yasa", "yasa")
    return d, "East bids and his side takes fewer points than the other side: yasa."


@example("shelem", "shelem")
def _shelem() -> tuple[Deal, str]:
    d = Deal("shelem").move("dealer-0")
    d.deal(ALL_SPADES, widow="2S 2H 3H 4H", seed="shelem")
    d.move("bid-150 pass pass pass", "discard-2H3H4H2S")
    d.play_out()
    r = d.state.results[-1]
    assert r.kind == "shelem" and r.hakem_team == 1
    return d, "East holds every spade but one and finds the last in the widow: every trick is his."


@example("shelem", "declared-shelem")
def _declared() -> tuple[Deal, str]:
    d = Deal("shelem", "declared_shelem:on,scope:hand").move("dealer-0")
    d.deal(ALL_SPADES, widow="2S 2H 3H 4H", seed="shelem")
    d.move("shelem", "discard-2H3H4H2S")
    d.play_out()
    assert d.state.results[-1].kind == "declared_made"
    return d, "The same cards at a table that allows it: East declares shelem and makes it."


# Shelem for two ------------------------------------------------------------------------------


@example("shelem", "two-player")
def _two_player() -> tuple[Deal, str]:
    d = Deal("shelem", "players:2,scope:hand").move("dealer-0")
    d.shuffle(random_deck("shelem", "two-player"))
    d.move("bid-100 pass")
    assert d.state.hakem == 1
    d.play_out()
    assert d.state.phase == "over"
    return d, "South deals to North; North bids, South passes, North plays as hakem."


# Ghahve --------------------------------------------------------------------------------------


def ghahve_deal(
    hands: Mapping[int, str],
    *,
    voids: Mapping[int, str] | None = None,
    bids: str = "bid-3 bid-3 bid-3 bid-3",
    options: str = "",
    seed: str = "",
) -> Deal:
    """West deals (seat 3), so South bids first and leads."""
    d = Deal("ghahve", options).move("dealer-3")
    d.deal(hands, voids=voids, seed=seed or repr(sorted(hands.items())))
    return d.move(bids)


@example("ghahve", "bids")
def _bids() -> tuple[Deal, str]:
    # Seed 000, l.142: one team bids 6 in all, the other 5.
    d = Deal("ghahve").move("dealer-3")
    d.shuffle(random_deck("ghahve", "ghahve/bids"))
    d.move("bid-3 bid-2 bid-3 bid-3")
    assert d.state.team_bids() == (6, 5)
    return d, "West deals; South bids first, West last. The partners' bids are added up."


@example("ghahve", "joker-anytime")
def _joker_anytime() -> tuple[Deal, str]:
    # Seed 000, l.143: the ace of hearts is led; a player with hearts takes it with a joker.
    d = ghahve_deal({0: "AH", 1: "BJ KH 9H", 2: "3H", 3: "4H"}, seed="joker-anytime")
    d.move("AH BJ 3H 4H")
    assert d.state.trick_log[-1].winner == 1
    return d, "The ace of hearts is led; East holds hearts but plays the black joker and wins."


@example("ghahve", "joker-order")
def _joker_order() -> tuple[Deal, str]:
    d = ghahve_deal({0: "QC", 1: "BJ", 2: "RJ", 3: "2C"}, voids={1: "C", 2: "C"}, seed="order")
    d.move("QC BJ RJ 2C")
    assert d.state.trick_log[-1].winner == 2
    return d, "East plays the black joker; now North may play the coloured joker, and wins."


@example("ghahve", "joker-lead")
def _joker_lead() -> tuple[Deal, str]:
    d = ghahve_deal({0: "BJ", 1: "KD QC", 2: "3H 5C", 3: "9S 4C"}, seed="joker-lead")
    d.move("BJ KD 3H 9S")
    assert d.state.trick_log[-1].winner == 0
    return d, "South leads the black joker: nobody has a suit to follow, and the joker wins."


@example("ghahve", "spade-trump")
def _spade_trump() -> tuple[Deal, str]:
    d = ghahve_deal(
        {0: "KH", 1: "2S 9D", 2: "AH", 3: "3S 5D"}, voids={1: "H", 3: "H"}, seed="spade-trump"
    )
    d.move("KH 2S AH 3S")
    assert d.state.trick_log[-1].winner == 3
    return d, "Hearts are led; East and West have none and play spades; the higher spade wins."


def ghahve_hand(options: str, wanted: Callable[[Any], bool], tag: str) -> Deal:
    """An ordinary shuffle (the first seed that fits), bid and played by the baseline."""
    for n in range(400):
        d = Deal("ghahve", options).move("dealer-3")
        d.shuffle(random_deck("ghahve", f"lesson/ghahve/{tag}/{n}"))
        d.play_out()
        if wanted(d.state):
            return d
    raise AssertionError(f"no deal fits {tag}")


@example("ghahve", "hand")
def _hand() -> tuple[Deal, str]:
    def fits(s: Any) -> bool:
        r = s.results[-1]
        return r.made[0] != r.made[1] and r.extra(0 if r.made[0] else 1) > 0

    d = ghahve_hand("", fits, "hand")
    return d, "A whole hand from an ordinary shuffle: one team makes its bid, the other fails."


@example("ghahve", "dealer-keeps")
def _dealer_keeps() -> tuple[Deal, str]:
    def fits(s: Any) -> bool:
        return s.score[1] <= s.score[0] and s.next_dealer == 3

    d = ghahve_hand("", fits, "keeps")
    return d, "West's team is not ahead after the hand, so West deals again."


@example("ghahve", "game-target")
def _game_target() -> tuple[Deal, str]:
    def fits(s: Any) -> bool:
        return s.phase == "over"

    d = ghahve_hand("target_points:60", fits, "target")
    return d, "A very short game: one hand takes a team past the target."


@example("ghahve", "black-joker-deadline")
def _deadline() -> tuple[Deal, str]:
    # The holder keeps the black joker as long as he may: the baseline plays it when forced.
    for n in range(400):
        d = Deal("ghahve", "scope:hand").move("dealer-3")
        d.shuffle(random_deck("ghahve", f"lesson/ghahve/deadline/{n}"))
        d.play_until(lambda s: s.phase == "over" or (s.phase == "play" and s.trick_number == 10))
        if d.state.phase != "play" or d.state.black_joker_out:
            continue
        holder = next(s for s in range(4) if ghahve.BLACK_JOKER in d.state.hand(s))
        d.play_until(lambda s, h=holder: s.to_move == h)
        if d.state.legal_moves() == (ghahve.Play(ghahve.BLACK_JOKER),):
            d.move("BJ")
            return d, "The black joker is still in hand at the tenth trick: it must be played now."
    raise AssertionError("no deal fits the deadline")


# --- writing ----------------------------------------------------------------------------------


def text_of(game: str, name: str) -> str:
    deal, about = EXAMPLES[game][name]()
    record = deal.record()
    replay(record)  # every example must replay
    header = f"# Lesson example '{name}', written by tools/make_lesson_examples_extra.py.\n"
    header += "".join(f"# {line}\n" for line in wrap(about))
    return header + record.to_text()


def wrap(text: str, width: int = 96) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    stale = []
    for game, examples in EXAMPLES.items():
        out = LESSONS / game / "examples"
        out.mkdir(parents=True, exist_ok=True)
        for name in examples:
            path = out / f"{name}.txt"
            text = text_of(game, name)
            if args.check:
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    stale.append(str(path.relative_to(ROOT)))
                continue
            path.write_text(text, encoding="utf-8")
            moves = text.count("\n  ")
            print(f"{path.relative_to(ROOT)}: {moves} moves")
    if args.check:
        print("\n".join(stale) or "examples up to date")
        sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
