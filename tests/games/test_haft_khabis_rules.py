"""Haft Khabis: one test per rule id (hand-built positions), notation, bots and playthroughs."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pasur.cards import STANDARD_DECK, Card, Suit, cards, parse_card
from pasur.errors import IllegalMoveError, NotationError, OptionsError
from pasur.games.haft_khabis import (
    PRESETS,
    RULES,
    SPEC,
    HaftKhabisOptions,
    HaftKhabisState,
    moves,
    new_match,
    penalise,
    penalty_count,
)
from pasur.games.haft_khabis.bot import REASONS, decide
from pasur.games.haft_khabis.checks import check
from pasur.games.haft_khabis.moves import encode_order, parse_move_text
from pasur.games.haft_khabis.state import pack
from pasur.sim import policy_named
from pasur.testing import random_playthrough
from pasur.testing.kit import refused_rule as rule_of

C = parse_card


def pos(
    hands: list[str],
    top: str,
    *,
    stock: str = "",
    under: str = "",
    to_move: int = 0,
    mode: str = "turn",
    sevens: int = 0,
    called: Suit | None = None,
    totals: tuple[int, ...] | None = None,
    alive: tuple[bool, ...] | None = None,
    **options: object,
) -> HaftKhabisState:
    """A position in the middle of a deal: *hands* per seat, *top* the up-card over *under*."""
    opts = HaftKhabisOptions(players=len(hands), **options)  # type: ignore[arg-type]
    n = len(hands)
    return dataclasses.replace(
        new_match(opts),
        phase="play",
        to_move=to_move,
        hands=tuple(tuple(sorted(cards(h), key=lambda c: c.index)) for h in hands),
        stock=cards(stock),
        pile=(*cards(under), C(top)),
        mode=mode,
        sevens=sevens,
        called=called,
        totals=totals or (0,) * n,
        alive=alive or (True,) * n,
    )


def srt(text: str) -> tuple[Card, ...]:
    """Cards in hand order (sorted by index)."""
    return tuple(sorted(cards(text), key=lambda c: c.index))


def play(state: HaftKhabisState, text: str) -> HaftKhabisState:
    return state.apply(SPEC.parse_move(state, text))


def next_seat(hands: list[str], move: str, *, stock: str = "2D", **options: object) -> int | None:
    """Who moves after seat 0 plays *move* on a 5♥ with *hands* dealt."""
    return play(pos(hands, "5H", stock=stock, **options), move).to_move


# --- setup ---------------------------------------------------------------------------------------


def test_haft_khabis_players():
    assert HaftKhabisOptions().players == 4
    HaftKhabisOptions(players=8)  # two decks: 57 cards needed of 104
    HaftKhabisOptions(players=7, decks=1)
    with pytest.raises(OptionsError, match="two decks"):
        HaftKhabisOptions(players=8, decks=1)
    with pytest.raises(OptionsError):
        HaftKhabisOptions(players=9)


def test_haft_khabis_decks():
    state = new_match()
    assert len(pack(state.options)) == 104
    assert rule_of(state, moves.Deal(STANDARD_DECK)) == "haft_khabis/decks"
    assert state.violation(moves.Deal(STANDARD_DECK * 2)) is None
    one = new_match(HaftKhabisOptions(decks=1))
    assert rule_of(one, moves.Deal(STANDARD_DECK * 2)) == "haft_khabis/decks"
    assert len(encode_order(STANDARD_DECK * 2)) == 92


def test_haft_khabis_deal():
    deck = STANDARD_DECK * 2
    after = new_match().apply(moves.Deal(deck))
    # seat 0 deals; one card at a time counter-clockwise (seat order), seat 1 first
    assert after.hands[1] == tuple(
        sorted((deck[i] for i in range(0, 28, 4)), key=lambda c: c.index)
    )
    assert all(len(h) == 7 for h in after.hands)
    assert after.top == deck[28] and len(after.stock) == 104 - 29
    assert after.to_move == 1 and after.mode == "turn"
    cw = new_match(HaftKhabisOptions(deal_direction="cw")).apply(moves.Deal(deck))
    assert deck[0] in cw.hands[3] and cw.to_move == 3
    check(after)


def test_haft_khabis_deal__passes_to_next_dealer():
    state = pos(["5H", "9C 9D"], "5C", stock="2S 3S")
    after = play(state, "play-5H")
    assert after.phase == "deal" and after.dealer == 1


def test_haft_khabis_stock():
    # the stock is empty: a draw stops for a reshuffle of the pile under its top card
    state = pos(["9C 9D", "3S"], "5H", under="2S 4S 6S")
    assert state.drawable() and state.legal_moves() == (moves.Draw(),)
    waiting = state.apply(moves.Draw())
    assert waiting.phase == "restock" and waiting.to_move == -1
    assert rule_of(waiting, moves.Restock(cards("2S 4S"))) == "haft_khabis/stock"
    after = waiting.apply(moves.Restock(cards("4S 2S 6S")))
    assert after.pile == (C("5H"),) and after.stock == cards("2S 6S")
    assert after.mode == "drawn" and after.drawn == C("4S") and after.to_move == 0
    # with reshuffling off, nothing to draw: pass
    off = pos(["9C 9D", "3S"], "5H", under="2S 4S", reshuffle=False)
    assert off.legal_moves() == (moves.Pass(),)


def test_haft_khabis_upcard():
    deck = list(STANDARD_DECK * 2)
    seven = deck.index(C("7H"))
    deck[28], deck[seven] = deck[seven], deck[28]
    plain = new_match().apply(moves.Deal(tuple(deck)))
    assert plain.top == C("7H") and plain.mode == "turn"
    applied = new_match(HaftKhabisOptions(upcard_effect="applied")).apply(moves.Deal(tuple(deck)))
    assert applied.mode == "seven" and applied.sevens == 1 and applied.to_move == 1
    ace = deck.index(C("AD"))
    deck[28], deck[ace] = deck[ace], deck[28]
    skipped = new_match(HaftKhabisOptions(upcard_effect="applied")).apply(moves.Deal(tuple(deck)))
    assert skipped.to_move == 2


def test_haft_khabis_sequence():
    state = pos(["5H 9C", "5D 9S", "KH 2C"], "5C", stock="3D 4D")
    assert rule_of(state, moves.Play(C("KH"))) == "haft_khabis/sequence"
    after = play(state, "play-9C")
    assert after.to_move == 1


# --- matching and drawing ----------------------------------------------------------------------


def test_haft_khabis_match():
    state = pos(["3S 7H KD 4C", "2C"], "3H", stock="5D")
    assert state.playable() == srt("3S 7H")
    assert rule_of(state, moves.Play(C("KD"))) == "haft_khabis/match"
    after = play(state, "3S")
    assert after.top == C("3S") and after.to_move == 1


def test_haft_khabis_match__suit_first():
    state = pos(["3S 7H KD", "2C"], "3H", stock="5D", match_priority="suit_first")
    assert state.playable() == cards("7H")
    assert rule_of(state, moves.Play(C("3S"))) == "haft_khabis/match"
    no_heart = pos(["3S KD", "2C"], "3H", stock="5D", match_priority="suit_first")
    assert no_heart.playable() == cards("3S")


def test_haft_khabis_draw():
    state = pos(["9C 9D", "2S 3S"], "5H", stock="7H 4C")
    assert state.legal_moves() == (moves.Draw(),)
    drawn = state.apply(moves.Draw())
    assert drawn.mode == "drawn" and drawn.drawn == C("7H") and drawn.to_move == 0
    assert set(drawn.legal_moves()) == {moves.Play(C("7H")), moves.Keep()}
    assert rule_of(drawn, moves.Play(C("9C"))) == "haft_khabis/draw"
    assert rule_of(drawn, moves.Draw()) == "haft_khabis/draw"
    kept = drawn.apply(moves.Keep())
    assert kept.to_move == 1 and len(kept.hands[0]) == 3
    # a player who can play may not draw (unless the option allows it)
    able = pos(["9H 9D", "2S"], "5H", stock="7H")
    assert rule_of(able, moves.Draw()) == "haft_khabis/draw"
    assert moves.Draw() in pos(["9H 9D", "2S"], "5H", stock="7H", draw_when_able=True).legal_moves()


def test_haft_khabis_draw__drawn_card_that_does_not_fit_is_kept():
    state = pos(["9C 9D", "2S 3S"], "5H", stock="4C")
    drawn = state.apply(moves.Draw())
    assert drawn.legal_moves() == (moves.Keep(),)


def test_haft_khabis_draw__pass_when_nothing_to_draw():
    state = pos(["9C 9D", "2S 3S"], "5H", reshuffle=False)
    assert state.legal_moves() == (moves.Pass(),)
    assert rule_of(pos(["9C 9D", "2S"], "5H", stock="4C"), moves.Pass()) == "haft_khabis/draw"


# --- special cards -----------------------------------------------------------------------------


def test_haft_khabis_ten_reverses():
    state = pos(["TH 4C", "5C", "6C", "7C"], "5H", stock="2D")
    after = play(state, "TH")
    assert after.direction == -1 and after.to_move == 3
    assert next_seat(["TH 4C", "5C"], "play-TH-last") == 0
    assert next_seat(["TH 4C", "5C"], "play-TH-last", stock="", two_player_ten="no_effect") == 1


def test_haft_khabis_two_gives():
    state = pos(["2H 4C 9C", "5C", "6C"], "5H", stock="KD QD")
    plays = [m for m in state.legal_moves() if isinstance(m, moves.Play)]
    assert plays == [moves.Play(C("2H"), target=1), moves.Play(C("2H"), target=2)]
    assert rule_of(state, moves.Play(C("2H"))) == "haft_khabis/two-gives"
    assert rule_of(state, moves.Play(C("2H"), target=0)) == "haft_khabis/two-gives"
    after = play(state, "play-2H-t2")
    assert after.hands[2] == srt("KD 6C") and after.to_move == 1
    assert after.drew == ((2, 1, "haft_khabis/two-gives"),)
    anyone = pos(["2H 4C 9C", "5C"], "5H", stock="KD", two_target="anyone")
    assert anyone.violation(moves.Play(C("2H"), target=0)) is None


def test_haft_khabis_seven_draws():
    state = pos(["7H 4C", "5C 9D", "6C"], "5H", stock="KD QD JC")
    after = play(state, "7H")
    assert after.mode == "seven" and after.to_move == 1
    assert after.legal_moves() == (moves.Take(),)
    assert rule_of(after, moves.Draw()) == "haft_khabis/seven-draws"
    assert rule_of(after, moves.Play(C("5C"))) == "haft_khabis/seven-stacks"
    took = after.apply(moves.Take())
    assert len(took.hands[1]) == 4 and took.to_move == 2 and took.mode == "turn"
    assert took.drew == ((1, 2, "haft_khabis/seven-draws"),)


def test_haft_khabis_seven_stacks():
    """The chain 2, 4, 6, 8 and then the fifth player takes eight."""
    state = pos(
        ["7H 2C", "7S 2D", "7D 2H", "7C 2S", "3C 3D"], "5H", stock="KD QD KS QS KC QC KH QH 4D"
    )
    for seat, card, owed in ((0, "7H", 2), (1, "7S", 4), (2, "7D", 6), (3, "7C", 8)):
        assert state.to_move == seat
        state = play(state, f"play-{card}-last")
        assert 2 * state.sevens == owed
    assert state.to_move == 4 and state.legal_moves() == (moves.Take(),)
    state = state.apply(moves.Take())
    assert len(state.hands[4]) == 10 and state.sevens == 0


def test_haft_khabis_eight_bonus():
    state = pos(["8H 8S 2S 4H KC", "5C"], "5H", stock="9D 3D")
    after = play(state, "8H")
    assert after.mode == "bonus" and after.to_move == 0
    assert after.playable() == srt("4H 8S")
    assert rule_of(after, moves.Play(C("KC"))) == "haft_khabis/eight-bonus"
    chained = play(after, "8S")
    assert chained.mode == "bonus" and chained.playable() == srt("2S")
    done = play(chained, "play-2S-t1")
    assert done.to_move == 1 and done.mode == "turn"


def test_haft_khabis_eight_bonus__cannot_follow_draws_one():
    state = pos(["8H KC QC", "5C"], "5H", stock="9H 3D")
    after = play(state, "8H")
    assert after.legal_moves() == (moves.Draw(),)
    drawn = after.apply(moves.Draw())
    assert drawn.mode == "bonus_drawn" and moves.Play(C("9H")) in drawn.legal_moves()
    passing = play(pos(["8H KC QC", "5C"], "5H", stock="9H", eight_no_follow="pass"), "8H")
    assert passing.legal_moves() == (moves.Pass(),)
    assert passing.apply(moves.Pass()).to_move == 1


def test_haft_khabis_ace_skips():
    assert next_seat(["AH 4C", "5C", "6C"], "AH") == 2
    assert next_seat(["AH 4C", "5C"], "AH") == 0


def test_haft_khabis_jack_changes_suit():
    state = pos(["JC 4C", "5S 5D JD", "6C"], "5H", stock="2D")
    jacks = [m for m in state.legal_moves() if isinstance(m, moves.Play)]
    assert {m.suit for m in jacks} == set(Suit)
    assert rule_of(state, moves.Play(C("JC"))) == "haft_khabis/jack-changes-suit"
    assert rule_of(state, moves.Play(C("4C"), suit=Suit.HEARTS)) == "haft_khabis/match"
    after = play(state, "play-JC-S")
    assert after.active_suit == Suit.SPADES and after.called == Suit.SPADES
    assert after.playable() == srt("5S JD")  # the called suit, or a jack on the jack
    on_jack = play(after, "play-JD-D")
    assert on_jack.active_suit == Suit.DIAMONDS


def test_haft_khabis_jack_not_on_seven():
    state = pos(["JC 4C", "5S", "6C"], "7H", mode="seven", sevens=1, stock="2D 3D")
    assert rule_of(state, moves.Play(C("JC"), suit=Suit.HEARTS)) == "haft_khabis/jack-not-on-seven"
    served = pos(["JC 4C", "5S"], "7H", stock="2D")  # the 7's cards were taken
    assert rule_of(served, moves.Play(C("JC"), suit=Suit.HEARTS)) == "haft_khabis/jack-not-on-seven"
    allowed = pos(["JC 4C", "5S"], "7H", stock="2D", jack_on_seven="only_after_penalty_served")
    assert allowed.violation(moves.Play(C("JC"), suit=Suit.HEARTS)) is None
    pending = pos(
        ["JC 4C", "5S"],
        "7H",
        mode="seven",
        sevens=1,
        stock="2D 3D",
        jack_on_seven="only_after_penalty_served",
    )
    assert (
        rule_of(pending, moves.Play(C("JC"), suit=Suit.HEARTS)) == "haft_khabis/jack-not-on-seven"
    )


# --- going out, calls, penalties ----------------------------------------------------------------


def test_haft_khabis_going_out():
    state = pos(["7H", "9C KD", "AS"], "5H", stock="2D 3D", scope="hand")
    after = play(state, "7H")  # the 7's draw lapses: the deal is over
    assert after.is_terminal() and after.winner == 0
    r = after.results[0]
    assert r.winner == 0 and not r.doubled and r.penalties == (0, 13, 11)
    assert after.hands[1] == srt("9C KD")


def test_haft_khabis_going_out__blocked_deal():
    state = pos(["9C KD", "AS", "QC"], "5H", reshuffle=False, scope="hand")
    state = state.apply(moves.Pass()).apply(moves.Pass())
    assert not state.is_terminal()
    over = state.apply(moves.Pass())
    r = over.results[0]
    assert r.blocked and r.winner == 2 and r.penalties == (13, 11, 0)


def test_haft_khabis_last_card():
    state = pos(["5C 9C", "KD QD", "AS"], "5H", stock="2D 3D 4D")
    assert set(state.legal_moves()) == {moves.Play(C("5C")), moves.Play(C("5C"), last=True)}
    called = play(state, "play-5C-last")
    assert called.hands[0] == cards("9C") and called.drew == ()
    forgot = play(state, "play-5C")
    assert forgot.hands[0] == srt("2D 9C") and forgot.to_move == 1
    assert forgot.drew == ((0, 1, "haft_khabis/last-card"),)
    many = pos(["5C 9C 4H", "KD"], "5H", stock="2D")
    assert rule_of(many, moves.Play(C("5C"), last=True)) == "haft_khabis/last-card"
    mau = play(pos(["5C 9C", "KD"], "5H", stock="2D 3D", last_card_penalty=2), "5C")
    assert len(mau.hands[0]) == 3


def test_haft_khabis_penalty_card():
    state = pos(["5C 9C", "KD QD", "AS"], "5H", stock="2D 3D")
    # seat 2 plays out of turn: the engine refuses nothing (it is not seat 2's move), the referee
    # gives the penalty card and the turn stays with seat 0
    after = penalise(state, 2)
    assert after.hands[2] == srt("2D AS") and after.to_move == 0 and after.mode == "turn"
    assert after.drew == ((2, 1, "haft_khabis/penalty-card"),)
    assert moves.Penalty(2) not in state.legal_moves()
    assert rule_of(state, moves.Penalty(5)) == "haft_khabis/penalty-card"
    # a refused move changes nothing
    with pytest.raises(IllegalMoveError) as info:
        state.apply(moves.Play(C("KD")))
    assert info.value.violation.rule_id == "haft_khabis/sequence"
    zero = pos(["5C 9C", "KD"], "5H", stock="2D", mistake_penalty=0)
    assert penalise(zero, 1).hands[1] == cards("KD")


def test_haft_khabis_penalty_count():
    assert penalty_count("2C TD JH QS KC AD") == (
        50,
        (("2C", 2), ("TD", 10), ("JH", 20), ("QS", 3), ("KC", 4), ("AD", 11)),
    )
    assert penalty_count("") == (0, ())
    assert penalty_count(["JH", "JH"])[0] == 40  # two decks: a card twice
    assert penalty_count("سرباز دل، آس پیک")[0] == 31
    with pytest.raises(NotationError):
        penalty_count("JH XX")
    with pytest.raises(NotationError, match="two decks"):
        penalty_count("JH JH JH")


def test_haft_khabis_jack_doubles():
    assert penalty_count("QD KD 2S", doubled=True)[0] == 18
    state = pos(["JC", "9C KD", "AS"], "5H", stock="2D", scope="hand")
    after = play(state, "play-JC-H")
    r = after.results[0]
    assert r.doubled and r.penalties == (0, 26, 22)
    off = play(pos(["JC", "9C KD"], "5H", scope="hand", jack_doubles=False), "play-JC-H")
    assert off.results[0].penalties == (0, 13)


def test_haft_khabis_elimination():
    # seat 1 reaches the limit exactly (inclusive) and is out; the match goes on without him
    state = pos(["5C", "9C KD", "AS"], "5H", stock="2D", totals=(0, 187, 20), limit=200)
    after = play(state, "5C")
    assert after.totals == (0, 200, 31) and after.alive == (True, False, True)
    assert after.results[0].eliminated == (1,)
    assert after.phase == "deal" and not after.is_terminal()
    dealt = after.apply(moves.Deal(STANDARD_DECK * 2))
    assert dealt.hands[1] == () and len(dealt.hands[0]) == len(dealt.hands[2]) == 7
    assert dealt.dealer == 2 and dealt.to_move == 0  # seat 1 is out: seat 2 deals
    # the last player left wins
    last = pos(["5C", "9C KD"], "5H", totals=(150, 190), limit=200)
    over = play(last, "5C")
    assert over.is_terminal() and over.winner == 0 and over.games == (1, 0)


def test_haft_khabis_elimination__eliminated_players_are_skipped():
    state = pos(
        ["5C 6C", "", "9C", "4C"],
        "5H",
        stock="2D",
        alive=(True, False, True, True),
        totals=(10, 250, 10, 10),
    )
    assert play(state, "5C").to_move == 2
    assert rule_of(state, moves.Penalty(1)) == "haft_khabis/penalty-card"


# --- notation, views, events, bots ---------------------------------------------------------------


def test_haft_khabis_sequence__notation():
    state = new_match()
    for text in ("play-9D", "play-JH-S", "play-2H-t3", "play-9D-last", "play-JS-C-last"):
        assert str(SPEC.parse_move(state, text)) == text
    assert parse_move_text("JH:S") == moves.Play(C("JH"), suit=Suit.SPADES)
    assert parse_move_text("2H>3") == moves.Play(C("2H"), target=3)
    assert parse_move_text("نه خشت") == moves.Play(C("9D"))
    for word, move in (
        ("draw", moves.Draw()),
        ("keep", moves.Keep()),
        ("take", moves.Take()),
        ("pass", moves.Pass()),
    ):
        assert parse_move_text(word) == move
    assert parse_move_text("penalty-2") == moves.Penalty(2)
    deck = tuple(random.Random(3).sample(STANDARD_DECK * 2, 104))
    assert SPEC.parse_move(state, str(moves.Deal(deck))) == moves.Deal(deck)
    with pytest.raises(NotationError):
        parse_move_text("play-9D-Z")


def test_haft_khabis_stock__view_hides_hands_and_stock():
    state = new_match().apply(moves.Deal(STANDARD_DECK * 2))
    view = state.view(1)
    assert isinstance(view.hands[1], tuple) and view.hands[0] == 7
    assert view.history == ("deck-?",) and view.fact("stock") == str(len(state.stock))
    assert view.fact("top") == state.top.code


def test_haft_khabis_jack_doubles__events_name_the_rules():
    state = pos(["JC", "9C KD", "AS"], "5H", stock="2D", scope="hand")
    after = play(state, "play-JC-H")
    rules = [e.rule_id for e in SPEC.events(state, moves.Play(C("JC"), suit=Suit.HEARTS), after)]
    assert rules == [
        "haft_khabis/jack-changes-suit",
        "haft_khabis/going-out",
        "haft_khabis/jack-doubles",
        "haft_khabis/penalty-count",
    ]
    known = {r.id for r in RULES}
    assert set(rules) <= known


def test_haft_khabis_going_out__heuristic_habits():
    # facing a 7 with a 7 in hand: pass it on
    seven = pos(["7C 9D", "5S 5D"], "7H", mode="seven", sevens=1, stock="2D 3D")
    d = decide(seven.view(0), seven.legal_moves())
    assert d.move == moves.Play(C("7C"), last=True) and d.reason == "pass-seven"
    # dump the costliest card, keep the jack; call «تک برگ»
    state = pos(["KH 9H JS", "5S 5D"], "5H", stock="2D")
    d = decide(state.view(0), state.legal_moves())
    assert d.move == moves.Play(C("9H")) and d.reason == "dump-high"
    # with a jack and one other card, play the other and call «تک برگ»
    two = pos(["9H JS", "5S 5D 4D"], "5H", stock="2D")
    d = decide(two.view(0), two.legal_moves())
    assert d.move == moves.Play(C("9H"), last=True) and d.reason == "save-jack-finish"
    # a 2 goes to the leader (fewest cards)
    aim = pos(["2H KC QC", "5S 5D 4D", "6C"], "5H", stock="2D")
    d = decide(aim.view(0), aim.legal_moves())
    assert d.move == moves.Play(C("2H"), target=2) and d.reason == "two-at-leader"
    assert d.reason in REASONS


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", range(4))
def test_haft_khabis_elimination__one_deal_playthroughs(preset: str, seed: int):
    options = dataclasses.replace(PRESETS[preset], scope="hand")
    _, final = random_playthrough(SPEC, options, random.Random(f"hk/{preset}/{seed}"))
    assert final.is_terminal() and len(final.results) == 1


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_haft_khabis_elimination__match_playthroughs(preset: str):
    rng = random.Random(f"hk-match/{preset}")
    _, final = random_playthrough(SPEC, PRESETS[preset], rng, check_candidates=False)
    assert final.is_terminal() and sum(final.alive) == 1
    assert final.totals[final.winner] < PRESETS[preset].limit


@pytest.mark.parametrize(
    "options",
    [
        HaftKhabisOptions(players=2, scope="hand"),
        HaftKhabisOptions(players=8, scope="hand"),
        HaftKhabisOptions(players=7, decks=1, reshuffle=False, scope="hand"),
        HaftKhabisOptions(
            players=3,
            match_priority="suit_first",
            two_target="anyone",
            jack_on_seven="only_after_penalty_served",
            eight_no_follow="pass",
            upcard_effect="applied",
            limit=60,
        ),
        HaftKhabisOptions(players=3, draw_when_able=True, scope="hand"),
    ],
)
def test_haft_khabis_players__other_tables(options: HaftKhabisOptions):
    for seed in range(3):
        _, final = random_playthrough(SPEC, options, random.Random(seed))
        assert final.is_terminal()


@pytest.mark.parametrize("player", ["baseline", "heuristic"])
def test_haft_khabis_elimination__bot_playthroughs(player: str):
    policy = policy_named(SPEC, player)
    _, final = random_playthrough(SPEC, HaftKhabisOptions(), random.Random(1), policy=policy)
    assert final.is_terminal()
