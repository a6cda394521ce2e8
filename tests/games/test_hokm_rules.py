"""Four-player Hokm, rule by rule: at least one test per rule id of ``hokm.catalogue.RULES``.

Every test is named ``test_<rule slug>`` or ``test_<rule slug>__<what it checks>``, where the
slug is the rule id with ``/`` and ``-`` turned into ``_`` (``hokm/follow-suit`` ->
``hokm_follow_suit``); ``tests/test_rule_coverage.py`` checks that no rule is left without one.

Worked examples from the seed documents (``shared/seeds``, cited as in ``shared/rules/hokm.md``)
are played through the public state machine: ``new_match`` -> ``apply`` moves, with exact deals
set up by ``deck_for_hands``. Seats are numbered in play order (seat ``s + 1`` plays after seat
``s``); seats 0 and 2 are team 0, seats 1 and 3 team 1.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest

from pasur.cards import STANDARD_DECK, Card, Rank, Suit, cards
from pasur.cards import parse_card as C
from pasur.engines.tricks import Order, ranks_high_to_low, trick_winner
from pasur.errors import OptionsError
from pasur.games.hokm import (
    RULES,
    SPEC,
    AceDraw,
    BamChoice,
    Cut,
    Draw,
    HokmMove,
    HokmOptions,
    HokmState,
    NameTrump,
    Play,
    Redeal,
    SeatDraw,
    Shuffle,
    dealer_of,
    deck_for_hands,
    new_match,
    score_hand,
    team_of,
    update_game,
)
from pasur.protocol import CHANCE
from pasur.testing.kit import refused_rule as rule_of

# --- helpers ---------------------------------------------------------------------------------


def suit(letter: str) -> str:
    """All thirteen cards of one suit, as text: ``suit("S")`` -> ``"2S 3S ... AS"``."""
    return " ".join(r + letter for r in "23456789TJQKA")


Hands = Sequence[str]


def first_hakem_move(options: HokmOptions, hakem: int) -> HokmMove:
    """The chance move that makes *hakem* the first hakem under *options*."""
    if options.first_hakem == "random":
        return SeatDraw(hakem)
    if options.first_hakem == "first_ace":
        start = 1 if options.first_ace_start == "dealer_right" else hakem
        no_aces = [c for c in STANDARD_DECK if c.rank != Rank.ACE]
        return AceDraw(start, (*no_aces[: (hakem - start) % 4], C("AS")))
    raise ValueError(f"no helper for first_hakem={options.first_hakem}")


def with_hakem(hakem: int = 0, **options: object) -> HokmState:
    """A new match whose first hakem is *hakem*, waiting for the shuffle."""
    opts = HokmOptions(**options)  # type: ignore[arg-type]
    state = new_match(opts).apply(first_hakem_move(opts, hakem))
    assert (state.phase, state.hakem) == ("shuffle", hakem)
    return state


def deck_of(state: HokmState, hands: Hands, *, cut: int = 0) -> tuple[Card, ...]:
    padded = [cards(h) for h in hands] + [()] * (4 - len(hands))
    hakem = state.next_hakem if state.next_hakem is not None else state.hakem
    return deck_for_hands(padded, hakem or 0, cut=cut)


def deal(state: HokmState, hands: Hands, *, cut: int = 0) -> HokmState:
    """Shuffle so that the seats get *hands* (13 cards each, or topped up canonically), then
    cut *cut* cards when the table has a cut. Returns the state after the first five."""
    state = state.apply(Shuffle(deck_of(state, hands, cut=cut)))
    if state.phase == "cut":
        state = state.apply(Cut(cut))
    return state


def full(hands: Hands) -> Hands:
    """Check that *hands* is a complete deal: 4 x 13 distinct cards."""
    held = [cards(h) for h in hands]
    assert [len(h) for h in held] == [13, 13, 13, 13]
    assert len({c for h in held for c in h}) == 52
    return hands


def ready(hands: Hands, trump: str, hakem: int = 0, **options: object) -> HokmState:
    """A match at the first card of a hand: *hands* dealt, *trump* named by *hakem*."""
    state = deal(with_hakem(hakem, **options), hands)
    assert state.phase == "trump"
    return state.apply(NameTrump(trump))


def play(state: HokmState, *tricks: str) -> HokmState:
    """Play the cards of *tricks* (each a text of cards in play order) one after another."""
    for trick in tricks:
        for code in trick.split():
            state = state.apply(Play(C(code)))
    return state


def autoplay(state: HokmState) -> HokmState:
    """Play the first legal card (canonical order: clubs 2..A, diamonds, hearts, spades) until
    the hand stops."""
    while state.phase == "play":
        state = state.apply(state.legal_moves()[0])
    return state


def plays(state: HokmState) -> set[Card]:
    return {m.card for m in state.legal_moves() if isinstance(m, Play)}


def trick_cards(state: HokmState, number: int) -> list[tuple[int, str]]:
    t = state.trick_log[number - 1]
    return [(t.seat_of(i), c.code) for i, c in enumerate(t.cards)]


# --- deals -----------------------------------------------------------------------------------

# Seed 003 l.41-43: trump hearts; seat 0 leads a spade, seat 1 a lower spade, seat 2 (void in
# spades) a small heart, seat 3 a high spade.
SEED_003 = full(
    (
        "9S 8S 7S AC KC QC JC TC 9C 8C 7C 6C 5C",
        "4S 3S 2S AD KD QD JD TD 9D 8D 7D 6D 5D",
        suit("H"),
        "KS AS QS JS TS 6S 5S 4C 3C 2C 4D 3D 2D",
    )
)
# Seed 004 l.99: trump clubs; 10 of spades led, 7 of diamonds, 8 of clubs, jack of clubs.
SEED_004_OVER_RUFF = full(
    (
        suit("S"),
        suit("D"),
        "2C 3C 4C 5C 6C 7C 8C 2H 3H 4H 5H 6H 7H",
        "9C TC JC QC KC AC 8H 9H TH JH QH KH AH",
    )
)
# Seed 002 l.31: trump spades; 5 of hearts led; a player void in hearts throws the ace of diamonds.
SEED_002 = full(
    (
        "5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S",
        suit("D"),
        "QC KC AC 5S 6S 7S 8S 9S TS JS QS KS AS",
        "2H 3H 4H 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    )
)
# Trump hearts: the ace of spades is led and seat 1, void in spades, ruffs with the 2 of hearts.
RUFF = full(
    (
        "AS 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        "2H AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
        "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S KD",
        "AD 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    )
)
# One suit per seat. With spades trump, seat 0 (the hakem) wins every trick.
BY_SUIT = full((suit("S"), suit("H"), suit("D"), suit("C")))
# With spades trump and seat 0 as hakem, seat 1 ruffs the first trick and wins every trick.
HAKEM_SIDE_LOSES = full((suit("C"), suit("S"), suit("D"), suit("H")))
# With spades trump, seat 2 (the hakem's partner) ruffs the first trick and wins every trick.
PARTNER_TAKES_ALL = full((suit("H"), suit("D"), suit("S"), suit("C")))
# Seat 0 holds the seven top spades and six low clubs; seat 3 the six low spades and seven high
# clubs. With spades trump, the tricks below end the hand 7-1 after eight tricks.
SEVEN_SPADES = full(
    (
        "AS KS QS JS TS 9S 8S 2C 3C 4C 5C 6C 7C",
        suit("H"),
        suit("D"),
        "7S 6S 5S 4S 3S 2S 8C 9C TC JC QC KC AC",
    )
)
SEVEN_ONE_TRICKS = (
    "2C 2H 2D AC",  # seat 3 wins the first trick and leads
    "2S AS 3H 3D",  # seat 0 overtakes the led spade
    "KS 4H 4D 3S",
    "QS 5H 5D 4S",
    "JS 6H 6D 5S",
    "TS 7H 7D 6S",
    "9S 8H 8D 7S",
    "8S 9H 9D 8C",  # seat 0's seventh trick: 7-1
)
SEVEN_NIL_TRICKS = (
    "AS 2H 2D 2S",
    "KS 3H 3D 3S",
    "QS 4H 4D 4S",
    "JS 5H 5D 5S",
    "TS 6H 6D 6S",
    "9S 7H 7D 7S",
    "8S 8H 8D 8C",  # 7-0; seat 3 is out of spades
)


# --- A. Cards --------------------------------------------------------------------------------


def test_hokm_deck__52_cards_no_jokers():
    assert len(STANDARD_DECK) == 52 == len(set(STANDARD_DECK))
    state = with_hakem(0)
    assert rule_of(state, Shuffle(STANDARD_DECK[:51])) == "hokm/deck"
    assert rule_of(state, Shuffle((*STANDARD_DECK[:51], STANDARD_DECK[0]))) == "hokm/deck"
    assert state.violation(Shuffle(STANDARD_DECK)) is None


def test_hokm_deck__a_card_cannot_be_drawn_twice():
    state = new_match()
    assert rule_of(state, AceDraw(0, cards("KS KS AS"))) == "hokm/deck"
    drawing = new_match(HokmOptions(first_hakem="high_card_draw"))
    assert rule_of(drawing, Draw(cards("AS AS KD 9H"))) == "hokm/deck"


def test_hokm_deck__ace_is_highest_then_king_down_to_two():
    # Trump clubs, nobody can ruff: spades led, ace > king > queen > 2 within the suit.
    state = ready(("QS", "AS", "2S", "KS"), "C")
    state = play(state, "QS AS 2S KS")
    assert state.trick_log[0].winner == 1
    assert state.trick_log[0].winning_card == C("AS")
    # Without the ace the king wins; the 2 is lowest.
    state = ready(("2S", "QS", "KS", "3S"), "C")
    assert play(state, "2S QS KS 3S").trick_log[0].winner == 2


def test_hokm_deck__suits_have_no_order_among_themselves():
    # For every trump and every pair of other suits: a 2 of the led suit beats aces and kings
    # of the other side suit, whichever suits they are.
    for trump, led, other in itertools.permutations(range(4), 3):
        played = [
            Card(Rank.TWO, Suit(led)).index,
            Card(Rank.ACE, Suit(other)).index,
            Card(Rank.KING, Suit(other)).index,
            Card(Rank.THREE, Suit(led)).index,
        ]
        assert trick_winner(played, trump)[0] == 3
        assert trick_winner(played[:3], trump)[0] == 0


# --- B. Seating and partners -----------------------------------------------------------------


def test_hokm_seating__partners_sit_opposite():
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert new_match().seating == (0, 1, 2, 3)


def test_hokm_seating__play_goes_to_the_right_and_partners_share_tricks():
    state = ready(SEED_003, "H", hakem=0)
    assert state.to_move == 0
    for seat, code in enumerate(("9S", "4S", "2H")):
        state = state.apply(Play(C(code)))
        assert state.to_move == seat + 1
    state = state.apply(Play(C("KS")))
    # Seat 2 won the trick: it counts for team 0, the team of seats 0 and 2.
    assert state.trick_log[0].winner == 2
    assert state.tricks == (1, 0)


def test_hokm_partners__fixed_seats_by_default():
    state = new_match().apply(AceDraw(0, cards("AS")))
    assert state.seating == (0, 1, 2, 3)
    assert HokmOptions().partner_selection == "fixed_seats"


def test_hokm_partners__second_ace_opposite_needs_no_move():
    opts = HokmOptions(partner_selection="second_ace")
    state = new_match(opts).apply(AceDraw(0, cards("AS 2C AD")))
    assert (state.phase, state.hakem, state.seating) == ("shuffle", 0, (0, 1, 2, 3))


def test_hokm_partners__second_ace_next_seat_swaps_to_face_the_hakem():
    opts = HokmOptions(partner_selection="second_ace")
    state = new_match(opts).apply(AceDraw(0, cards("AS AD")))
    assert state.hakem == 0
    # Seat 1 got the second ace: that player moves opposite the hakem (seat 2).
    assert state.seating == (0, 2, 1, 3)


def test_hokm_partners__second_ace_deal_skips_the_hakem():
    # Seat 3 2C, seat 0 AS (hakem, gets no more cards), seat 1 3C, seat 2 4C, seat 3 5C,
    # then seat 1 again (not seat 0) gets the AD and becomes the partner.
    opts = HokmOptions(partner_selection="second_ace")
    state = new_match(opts).apply(AceDraw(3, cards("2C AS 3C 4C 5C AD")))
    assert state.hakem == 0
    assert state.seating == (0, 2, 1, 3)
    # Player 1 now sits opposite the hakem: partners face each other.
    assert state.seating[(state.hakem + 2) % 4] == 1


def test_hokm_partners__second_ace_deal_must_reach_the_second_ace():
    opts = HokmOptions(partner_selection="second_ace")
    state = new_match(opts)
    assert rule_of(state, AceDraw(0, cards("AS"))) == "hokm/first-ace"
    assert rule_of(state, AceDraw(0, cards("AS AD 2C"))) == "hokm/first-ace"


def test_hokm_partners__second_high_card_names_the_partner_from_the_same_draw():
    opts = HokmOptions(first_hakem="high_card_draw", partner_selection="second_high_card")
    state = new_match(opts).apply(Draw(cards("5C AD KD 9H")))
    # Seat 1 drew the ace (hakem), seat 2 the king (partner): seat 2 moves opposite seat 1.
    assert (state.phase, state.hakem) == ("shuffle", 1)
    assert state.seating == (0, 1, 3, 2)
    assert state.seating[(state.hakem + 2) % 4] == 2


def test_hokm_partners__second_high_card_tie_draws_again():
    opts = HokmOptions(first_hakem="high_card_draw", partner_selection="second_high_card")
    state = new_match(opts).apply(Draw(cards("AS KD KH 9C")))
    assert (state.phase, state.hakem, state.contenders) == ("first_hakem", 0, (1, 2))
    assert rule_of(state, Draw(cards("2C"))) == "hokm/high-card-draw"
    state = state.apply(Draw(cards("JC 4C")))
    assert (state.phase, state.hakem, state.seating) == ("shuffle", 0, (0, 2, 1, 3))


def test_hokm_partners__every_draw_move_has_a_readable_record_text():
    # Each chance move of the partner draw must survive its own notation (records replay).
    opts = HokmOptions(first_hakem="high_card_draw", partner_selection="second_high_card")
    for seed in range(30):
        state, rng = new_match(opts), random.Random(seed)
        while state.phase == "first_hakem":
            move = SPEC.sample_chance(state, rng)
            assert SPEC.parse_move(state, SPEC.format_move(state, move)) == move
            state = state.apply(move)
        assert state.phase == "shuffle"


def test_hokm_partners__card_methods_need_the_matching_draw():
    with pytest.raises(OptionsError):
        HokmOptions(partner_selection="second_ace", first_hakem="high_card_draw")
    with pytest.raises(OptionsError):
        HokmOptions(partner_selection="second_high_card")


# --- C. The first hakem ----------------------------------------------------------------------


def test_hokm_first_hakem__is_a_chance_move_before_anything_else():
    state = new_match()
    assert (state.phase, state.to_move, state.hakem) == ("first_hakem", CHANCE, None)
    assert state.legal_moves() == ()
    assert HokmOptions().first_hakem == "first_ace"


def test_hokm_first_hakem__random_seat():
    state = new_match(HokmOptions(first_hakem="random")).apply(SeatDraw(2))
    assert (state.phase, state.hakem) == ("shuffle", 2)
    assert rule_of(new_match(HokmOptions(first_hakem="random")), SeatDraw(4)) == (
        "hokm/first-hakem"
    )


def test_hokm_first_hakem__the_draw_must_follow_the_table_method():
    assert rule_of(new_match(), SeatDraw(0)) == "hokm/first-hakem"
    assert rule_of(new_match(), Draw(cards("AS KS QS JS"))) == "hokm/first-hakem"
    random_table = new_match(HokmOptions(first_hakem="random"))
    assert rule_of(random_table, AceDraw(0, cards("AS"))) == "hokm/first-hakem"
    drawing = new_match(HokmOptions(first_hakem="high_card_draw"))
    assert rule_of(drawing, SeatDraw(1)) == "hokm/first-hakem"


def test_hokm_first_ace__first_player_to_get_an_ace():
    # Dealt face up from seat 2: seat 2 gets 5H, seat 3 KD, seat 0 AS -> seat 0 is hakem.
    state = new_match().apply(AceDraw(2, cards("5H KD AS")))
    assert (state.phase, state.hakem) == ("shuffle", 0)
    # An ace of any suit will do.
    assert new_match().apply(AceDraw(3, cards("2C 3C AD"))).hakem == 1


def test_hokm_first_ace__the_deal_stops_at_the_first_ace():
    state = new_match()
    assert rule_of(state, AceDraw(0, cards("AS KD"))) == "hokm/first-ace"
    assert rule_of(state, AceDraw(0, cards("AS AD"))) == "hokm/first-ace"
    assert rule_of(state, AceDraw(0, cards("5H KD"))) == "hokm/first-ace"
    assert rule_of(state, AceDraw(4, cards("AS"))) == "hokm/first-ace"


def test_hokm_first_ace__dealer_right_start_is_seat_1():
    state = new_match(HokmOptions(first_ace_start="dealer_right"))
    assert rule_of(state, AceDraw(0, cards("AS"))) == "hokm/first-ace"
    assert state.apply(AceDraw(1, cards("2C AD"))).hakem == 2


def test_hokm_high_card_draw__highest_rank_ace_high():
    state = new_match(HokmOptions(first_hakem="high_card_draw"))
    assert state.apply(Draw(cards("5C AD KD 9H"))).hakem == 1
    assert state.apply(Draw(cards("5C QD KD 2H"))).hakem == 2


def test_hokm_high_card_draw__tied_players_draw_again():
    state = new_match(HokmOptions(first_hakem="high_card_draw"))
    state = state.apply(Draw(cards("AS AD KD 9H")))
    assert (state.phase, state.hakem, state.contenders) == ("first_hakem", None, (0, 1))
    # Only the two tied players draw: two cards, none already on the table.
    assert rule_of(state, Draw(cards("2C 3C 4C"))) == "hokm/high-card-draw"
    assert rule_of(state, Draw(cards("KD 9C"))) == "hokm/deck"
    state = state.apply(Draw(cards("3C 9C")))
    assert (state.phase, state.hakem) == ("shuffle", 1)


def test_hokm_middle_card__seed_004_queen_in_the_middle_king_is_hakem():
    # Seed 004 l.45: the middle card is a queen (above 7), so the highest card, the king, wins.
    state = new_match(HokmOptions(first_hakem="middle_card"))
    state = state.apply(Draw(cards("5C KD 9H 3S QS")))
    assert (state.phase, state.hakem, state.middle) == ("shuffle", 1, C("QS"))


def test_hokm_middle_card__below_seven_lowest_wins_two_is_lowest_ace_high():
    state = new_match(HokmOptions(first_hakem="middle_card"))
    assert state.apply(Draw(cards("5C KD 9H 3S 4H"))).hakem == 3
    assert state.apply(Draw(cards("2C KD 9H 3S 4H"))).hakem == 0
    # The ace is high in this method: it is never the lowest card ...
    assert state.apply(Draw(cards("AC KD 9H 3S 4H"))).hakem == 3
    # ... and beats the king when the middle card is high.
    assert state.apply(Draw(cards("AC KD 9H 3S QS"))).hakem == 0


def test_hokm_middle_card__a_middle_seven_turns_another_card():
    state = new_match(HokmOptions(first_hakem="middle_card"))
    state = state.apply(Draw(cards("5C KD 9H 3S 7H")))
    assert (state.phase, state.hakem, state.middle) == ("first_hakem", None, C("7H"))
    # Only a new middle card is drawn; the players keep theirs.
    assert rule_of(state, Draw(cards("2D 3D"))) == "hokm/middle-card"
    state = state.apply(Draw(cards("2D")))
    assert (state.phase, state.hakem, state.middle) == ("shuffle", 3, C("2D"))


def test_hokm_middle_card__needs_four_cards_and_a_middle_card():
    state = new_match(HokmOptions(first_hakem="middle_card"))
    assert rule_of(state, Draw(cards("5C KD 9H 3S"))) == "hokm/middle-card"


def test_hokm_middle_card__tied_players_draw_again():
    state = new_match(HokmOptions(first_hakem="middle_card"))
    state = state.apply(Draw(cards("5C 5D 9H KS 4H")))
    assert (state.phase, state.hakem, state.contenders) == ("first_hakem", None, (0, 1))
    # The middle card (4, below 7) still decides: the lower of the two new cards wins.
    state = state.apply(Draw(cards("8C 6D")))
    assert (state.phase, state.hakem) == ("shuffle", 1)


# --- D. Dealing ------------------------------------------------------------------------------


def test_hokm_dealer__left_of_hakem_deals_and_gets_the_last_packet():
    state = with_hakem(1)
    assert state.dealer == 0 == dealer_of(1, HokmOptions())
    assert state.view(None).fact("dealer") == "0"
    state = state.apply(Shuffle(STANDARD_DECK)).apply(Cut(0)).apply(NameTrump("H"))
    deck = state.deck
    assert state.hand(1)[:5] == deck[0:5]  # the hakem gets the first packet
    assert state.hand(0)[-4:] == deck[48:52]  # the dealer the last


def test_hokm_dealer__right_of_hakem_option():
    opts = HokmOptions(dealer_seat="right_of_hakem")
    assert [dealer_of(h, opts) for h in range(4)] == [1, 2, 3, 0]
    assert [dealer_of(h, HokmOptions()) for h in range(4)] == [3, 0, 1, 2]
    state = with_hakem(1, dealer_seat="right_of_hakem")
    assert state.dealer == 2
    # The packets still go round from the hakem: the same deck gives the same hands.
    left = deal(with_hakem(1), SEED_003).apply(NameTrump("H"))
    right = deal(state, SEED_003).apply(NameTrump("H"))
    assert [right.hand(s) for s in range(4)] == [left.hand(s) for s in range(4)]


def test_hokm_dealer__old_hakem_deals_after_losing():
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0, bam=False))
    assert (state.phase, state.next_hakem) == ("shuffle", 1)
    assert dealer_of(state.next_hakem, state.options) == 0
    # The finished hand keeps its own hakem until the next shuffle.
    assert state.hakem == 0
    assert state.apply(Shuffle(STANDARD_DECK)).dealer == 0


def test_hokm_cut__partner_cuts_a_rotation_of_the_deck():
    state = with_hakem(0).apply(Shuffle(STANDARD_DECK))
    assert (state.phase, state.to_move) == ("cut", 2)  # the hakem's partner
    assert len(state.legal_moves()) == 52  # cut-0 (a tap) to cut-51
    state = state.apply(Cut(5))
    assert state.cut_count == 5
    assert state.deck == STANDARD_DECK[5:] + STANDARD_DECK[:5]
    assert sorted(state.deck, key=lambda c: c.index) == list(STANDARD_DECK)
    assert state.hand(0) == STANDARD_DECK[5:10]


def test_hokm_cut__a_tap_keeps_the_shuffle():
    state = with_hakem(0).apply(Shuffle(STANDARD_DECK)).apply(Cut(0))
    assert (state.deck, state.cut_count) == (STANDARD_DECK, 0)


def test_hokm_cut__deck_for_hands_undoes_the_cut():
    state = deal(with_hakem(3), SEED_003, cut=17).apply(NameTrump("H"))
    assert state.cut_count == 17
    assert [state.hand(s) for s in range(4)] == [cards(h) for h in SEED_003]


def test_hokm_cut__required_means_at_least_one_card():
    state = with_hakem(0, cut="required").apply(Shuffle(STANDARD_DECK))
    assert rule_of(state, Cut(0)) == "hokm/cut"
    assert state.legal_moves() == tuple(Cut(n) for n in range(1, 52))
    assert state.violation(Cut(1)) is None


def test_hokm_cut__at_most_51_cards():
    state = with_hakem(0).apply(Shuffle(STANDARD_DECK))
    assert rule_of(state, Cut(52)) == "hokm/cut"
    assert rule_of(state, Cut(-1)) == "hokm/cut"


def test_hokm_cut__off_deals_straight_after_the_shuffle():
    state = with_hakem(0, cut="off").apply(Shuffle(STANDARD_DECK))
    assert (state.phase, state.to_move, state.cut_count) == ("trump", 0, None)
    assert state.hand(0) == STANDARD_DECK[:5]


def test_hokm_deal_packets__five_then_four_then_four_from_the_hakem():
    d = STANDARD_DECK
    state = with_hakem(1).apply(Shuffle(d)).apply(Cut(0))
    assert state.deck == d
    state = state.apply(NameTrump("C"))
    # Packets go 1, 2, 3, 0 (play order from the hakem): 5 each, then 4 each, twice.
    expected = {
        1: d[0:5] + d[20:24] + d[36:40],
        2: d[5:10] + d[24:28] + d[40:44],
        3: d[10:15] + d[28:32] + d[44:48],
        0: d[15:20] + d[32:36] + d[48:52],
    }
    for seat, held in expected.items():
        assert state.hand(seat) == held  # in the order dealt
        assert len(held) == 13


def test_hokm_deal_packets__deck_for_hands_deals_exactly_the_hands():
    for hakem in range(4):
        state = deal(with_hakem(hakem), SEED_004_OVER_RUFF).apply(NameTrump("C"))
        assert [state.hand(s) for s in range(4)] == [cards(h) for h in SEED_004_OVER_RUFF]


def test_hokm_trump_after_five__all_five_everyone_holds_five():
    state = deal(with_hakem(2), SEED_003)
    assert (state.phase, state.to_move) == ("trump", 2)
    for seat in range(4):
        assert state.hand(seat) == cards(SEED_003[seat])[:5]
    # Each seat sees its own five, and only the number of the others'.
    view = state.view(1)
    assert view.hands == (5, cards(SEED_003[1])[:5], 5, 5)


def test_hokm_trump_after_five__hakem_only_others_wait_for_trump():
    state = deal(with_hakem(2, pre_trump_deal="hakem_only"), SEED_003)
    assert state.phase == "trump"
    assert state.hand(2) == cards(SEED_003[2])[:5]
    assert [state.hand(s) for s in (0, 1, 3)] == [(), (), ()]
    assert state.view(1).hands == (0, (), 5, 0)
    assert state.view(2).hands == (0, 0, cards(SEED_003[2])[:5], 0)


def test_hokm_trump_after_five__same_cards_either_way():
    a = deal(with_hakem(2), SEED_003).apply(NameTrump("D"))
    b = deal(with_hakem(2, pre_trump_deal="hakem_only"), SEED_003).apply(NameTrump("D"))
    for seat in range(4):
        assert a.hand(seat) == b.hand(seat) == cards(SEED_003[seat])


# --- E. Trump --------------------------------------------------------------------------------


def test_hokm_choose_trump__any_of_the_four_suits():
    state = deal(with_hakem(3), SEED_003)
    assert state.to_move == 3
    assert state.legal_moves() == tuple(NameTrump(s) for s in "CDHS")
    after = state.apply(NameTrump("S"))
    assert (after.phase, after.contract, after.trump) == ("play", "S", Suit.SPADES)
    assert after.view(0).fact("contract") == "S"


def test_hokm_choose_trump__even_a_suit_the_hakem_does_not_hold():
    state = ready(HAKEM_SIDE_LOSES, "S", hakem=0)
    assert not any(c.suit == Suit.SPADES for c in state.hand(0))
    assert state.trump == Suit.SPADES


def test_hokm_choose_trump__stays_for_the_whole_hand():
    state = play(ready(SEVEN_SPADES, "S", bam=False), *SEVEN_ONE_TRICKS[:7])
    assert (state.phase, state.contract, state.trump) == ("play", "S", Suit.SPADES)
    assert [t.reason.value for t in state.trick_log] == ["led_suit"] + ["trump"] * 6


def test_hokm_low_hand_redeal__off_by_default():
    state = deal(with_hakem(0), ("2C 3D 4H 5S 6C",))
    assert state.phase == "trump"
    assert rule_of(state, Redeal()) == "hokm/low-hand-redeal"


def test_hokm_low_hand_redeal__optional_without_ace_king_queen_jack():
    state = deal(with_hakem(0, low_hand_redeal="optional_no_akqj"), ("2C 3D 4H 5S TC",))
    assert Redeal() in state.legal_moves()
    after = state.apply(Redeal())
    assert (after.phase, after.hakem, after.redeals) == ("shuffle", 0, 1)
    assert after.hands == (0, 0, 0, 0)
    # The same hakem deals again and may name trump on the new five.
    again = deal(after, ("AC KD QH JS 2C",))
    assert (again.phase, again.to_move) == ("trump", 0)


def test_hokm_low_hand_redeal__optional_refused_with_a_face_card():
    for five in ("2C 3D 4H 5S JC", "2C 3D 4H 5S AC", "2C 3D 4H QS 5C", "KC 3D 4H 5S 6C"):
        state = deal(with_hakem(0, low_hand_redeal="optional_no_akqj"), (five,))
        assert Redeal() not in state.legal_moves()
        assert rule_of(state, Redeal()) == "hokm/low-hand-redeal"


def test_hokm_low_hand_redeal__at_most_max_redeals():
    state = with_hakem(0, low_hand_redeal="optional_no_akqj", max_redeals=1)
    state = deal(state, ("2C 3D 4H 5S 6C",)).apply(Redeal())
    state = deal(state, ("2C 3D 4H 5S 7C",))
    assert state.redeals == 1
    assert rule_of(state, Redeal()) == "hokm/low-hand-redeal"


def test_hokm_low_hand_redeal__mandatory_when_uncut_and_all_below_ten():
    state = with_hakem(0, low_hand_redeal="mandatory_if_uncut_below_10")
    after = deal(state, ("2C 3D 4H 5S 9C",), cut=0)  # tapped, not cut
    assert (after.phase, after.hakem, after.redeals) == ("shuffle", 0, 1)


def test_hokm_low_hand_redeal__mandatory_not_when_cut_or_ten_or_ace():
    state = with_hakem(0, low_hand_redeal="mandatory_if_uncut_below_10")
    assert deal(state, ("2C 3D 4H 5S 9C",), cut=7).phase == "trump"
    assert deal(state, ("2C 3D 4H 5S TC",), cut=0).phase == "trump"
    assert deal(state, ("2C 3D 4H 5S AC",), cut=0).phase == "trump"  # the ace counts high


def test_hokm_low_hand_redeal__mandatory_with_no_cut_at_all():
    state = with_hakem(0, low_hand_redeal="mandatory_if_uncut_below_10", cut="off")
    assert deal(state, ("2C 3D 4H 5S 9C",)).redeals == 1


def test_hokm_low_hand_redeal__cannot_demand_a_cut_that_always_happens():
    with pytest.raises(OptionsError):
        HokmOptions(low_hand_redeal="mandatory_if_uncut_below_10", cut="required")


def test_hokm_uncut_throw_in__allowed_when_no_cut_was_offered():
    state = deal(with_hakem(0, cut="off", uncut_throw_in=True), SEED_003)
    assert Redeal() in state.legal_moves()  # whatever the five
    after = state.apply(Redeal())
    assert (after.phase, after.hakem, after.redeals) == ("shuffle", 0, 1)


def test_hokm_uncut_throw_in__refused_when_the_deck_was_offered():
    state = deal(with_hakem(0, uncut_throw_in=True), SEED_003)
    assert Redeal() not in state.legal_moves()
    assert rule_of(state, Redeal()) == "hokm/uncut-throw-in"
    # Without the option, an uncut deal is simply played.
    plain = deal(with_hakem(0, cut="off"), SEED_003)
    assert rule_of(plain, Redeal()) == "hokm/low-hand-redeal"


# --- G. Special modes ------------------------------------------------------------------------


def mode_trick(contract: str, played: str) -> HokmState:
    """Seat 0 (hakem) names *contract* and the first trick is *played* (seats 0, 1, 2, 3),
    four cards of one suit (the other cards are topped up canonically)."""
    state = ready(played.split(), contract, special_modes=True)
    return play(state, played)


def test_hokm_special_modes__off_by_default_naming_one_is_refused():
    state = deal(with_hakem(0), SEED_003)
    assert state.legal_moves() == tuple(NameTrump(s) for s in "CDHS")
    for mode in ("saras", "naras", "taknaras"):
        assert rule_of(state, NameTrump(mode)) == "hokm/special-modes"


def test_hokm_special_modes__on_seven_contracts():
    state = deal(with_hakem(0, special_modes=True), SEED_003)
    assert state.legal_moves() == tuple(
        NameTrump(c) for c in ("C", "D", "H", "S", "saras", "naras", "taknaras")
    )
    after = state.apply(NameTrump("naras"))
    assert (after.contract, after.trump) == ("naras", None)


@pytest.mark.parametrize("mode", ["saras", "naras", "taknaras"])
def test_hokm_special_modes__no_trump_a_void_player_never_wins(mode):
    # Seed 003 deal: seat 2 is void in spades and throws the 2 of hearts. With hearts as
    # trump he won; in a special mode nothing is trump, so a spade wins.
    state = play(ready(SEED_003, mode, special_modes=True), "9S 4S 2H KS")
    t = state.trick_log[0]
    assert t.reason.value == "led_suit"
    assert t.winning_card.suit == Suit.SPADES
    assert t.winner == {"saras": 3, "naras": 1, "taknaras": 1}[mode]


def test_hokm_special_modes__follow_suit_still_applies():
    state = play(ready(SEED_003, "naras", special_modes=True), "9S")
    assert plays(state) == set(cards("4S 3S 2S"))
    assert rule_of(state, Play(C("AD"))) == "hokm/follow-suit"


def test_hokm_saras__usual_order_ace_high():
    assert mode_trick("saras", "3H KH 2H TH").trick_log[0].winner == 1
    assert mode_trick("saras", "JH QH KH AH").trick_log[0].winner == 3
    assert mode_trick("saras", "AH KH 2H 5H").trick_log[0].winner == 0


def test_hokm_naras__two_highest_ace_lowest():
    assert mode_trick("naras", "AH KH 2H 5H").trick_log[0].winner == 2
    # A jack beats queen, king and ace.
    assert mode_trick("naras", "JH QH KH AH").trick_log[0].winner == 0
    assert mode_trick("naras", "KH AH QH 3H").trick_log[0].winner == 3
    assert mode_trick("naras", "AH KH QH TH").trick_log[0].winning_card == C("TH")


def test_hokm_naras__full_order():
    order = cards(suit("H"))  # 2H .. AH, the usual order from the bottom
    for low, high in itertools.combinations(order, 2):  # low is below high in the usual order
        assert trick_winner([high.index, low.index], None, Order.NARAS)[0] == 1
        assert trick_winner([low.index, high.index], None, Order.NARAS)[0] == 0


def test_hokm_taknaras__ace_then_two_up_to_king():
    assert mode_trick("taknaras", "AH KH 2H 5H").trick_log[0].winner == 0
    assert mode_trick("taknaras", "3H KH 2H TH").trick_log[0].winner == 2
    # A 10 beats jack, queen and king; the king is the lowest card.
    assert mode_trick("taknaras", "TH JH QH KH").trick_log[0].winner == 0
    assert mode_trick("taknaras", "KH QH JH 9H").trick_log[0].winner == 3
    assert mode_trick("taknaras", "JH QH KH AH").trick_log[0].winner == 3


def test_hokm_taknaras__full_order():
    def order(o: Order) -> str:
        return " ".join(r.display for r in ranks_high_to_low(o))

    assert order(Order.TAKNARAS) == "A 2 3 4 5 6 7 8 9 10 J Q K"
    assert order(Order.NARAS) == "2 3 4 5 6 7 8 9 10 J Q K A"
    assert order(Order.ACE_HIGH) == "A K Q J 10 9 8 7 6 5 4 3 2"


# --- F. Play of the cards --------------------------------------------------------------------


def test_hokm_hakem_leads__the_first_trick_any_card():
    state = ready(SEED_003, "H", hakem=2)
    assert (state.to_move, state.leader) == (2, 2)
    assert plays(state) == set(cards(SEED_003[2]))  # all 13, trumps included


def test_hokm_hakem_leads__the_new_hakem_leads_after_a_rotation():
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0, bam=False))
    assert state.next_hakem == 1
    state = deal(state, SEED_003).apply(NameTrump("D"))
    assert (state.phase, state.to_move) == ("play", 1)


def test_hokm_play_order__turn_passes_to_the_next_seat():
    state = ready(SEED_003, "H", hakem=3)
    seen = []
    for code in ("KS", "9S", "4S", "2H"):
        seen.append(state.to_move)
        state = state.apply(Play(C(code)))
    assert seen == [3, 0, 1, 2]


def test_hokm_play_order__the_trick_winner_leads_next():
    state = play(ready(SEED_003, "H"), "9S 4S 2H KS")
    assert (state.trick, state.leader, state.to_move) == ((), 2, 2)
    state = play(state, "3H")
    assert state.to_move == 3


def test_hokm_play_order__nobody_plays_out_of_turn():
    # It is seat 0's turn: a card seat 1 holds is judged against seat 0's hand.
    state = ready(SEED_003, "H")
    assert rule_of(state, Play(C("4S"))) == "hokm/own-card"
    assert state.violation(Play(C("9S"))) is None


def test_hokm_own_card__only_a_card_you_hold():
    state = ready(SEED_003, "H")
    assert rule_of(state, Play(C("AH"))) == "hokm/own-card"
    problem = state.violation(Play(C("AH")))
    assert problem is not None
    assert dict(problem.params) == {"seat": "0", "card": "AH"}


def test_hokm_own_card__a_played_card_is_gone():
    state = play(ready(SEED_003, "H"), "9S 4S 2H KS")
    assert state.to_move == 2  # seat 2 played the 2 of hearts and won; it leads again
    assert rule_of(state, Play(C("2H"))) == "hokm/own-card"
    assert state.violation(Play(C("3H"))) is None


def test_hokm_follow_suit__must_play_the_led_suit():
    state = play(ready(SEED_003, "H"), "9S")
    assert plays(state) == set(cards("4S 3S 2S"))
    assert rule_of(state, Play(C("AD"))) == "hokm/follow-suit"
    problem = state.violation(Play(C("AD")))
    assert problem is not None
    assert dict(problem.params)["led"] == "S"
    assert dict(problem.params)["held"] == "2S 3S 4S"


def test_hokm_follow_suit__void_player_may_discard():
    state = play(ready(SEED_003, "H"), "9S 4S")
    assert plays(state) == set(cards(suit("H")))  # seat 2 has no spade


def test_hokm_follow_suit__judged_on_the_hand_at_that_moment():
    # Clubs trump. Seat 0 must follow spades while he holds 9S 8S 7S; once they are gone,
    # he may play anything.
    state = ready(SEED_003, "C")
    assert plays(state) == set(cards(SEED_003[0]))  # leading: any card
    state = play(state, "9S 4S 2H KS")  # seat 3 wins with the king
    state = play(state, "AS")
    assert plays(state) == set(cards("8S 7S"))
    state = play(state, "8S 3S 3H", "QS")
    assert plays(state) == {C("7S")}
    state = play(state, "7S 2S 4H", "JS")
    assert plays(state) == set(cards("AC KC QC JC TC 9C 8C 7C 6C 5C"))


def test_hokm_no_forced_trump__a_void_player_holding_trumps_may_discard():
    # Seed 002 deal, spades trump: seat 2 has no heart but ten spades, and may throw a club.
    state = play(ready(SEED_002, "S"), "5H AD")
    assert plays(state) == set(cards(SEED_002[2]))
    state = play(state, "QC 4H")
    assert state.trick_log[0].winner == 0  # his partner's 5 of hearts holds the trick


def test_hokm_no_forced_trump__no_duty_to_beat_the_cards_down():
    # Seed 003 deal: seat 3 holds the ace of spades but may follow with the 5.
    state = play(ready(SEED_003, "H"), "9S 4S 2H")
    assert C("5S") in plays(state) and C("AS") in plays(state)
    state = play(state, "5S")
    assert state.trick_log[0].winner == 2


def test_hokm_lead_trump_anytime__even_the_first_trick():
    state = ready(SEED_002, "S")
    assert set(cards("2S 3S 4S")) <= plays(state)
    state = play(state, "2S")
    # Seat 1 has no trump; seat 2 follows with a trump.
    assert plays(state) == set(cards(suit("D")))
    state = play(state, "AD 5S JC")
    assert (state.trick_log[0].winner, state.trick_log[0].reason.value) == (2, "trump")


def test_hokm_lead_trump_anytime__later_tricks_too():
    state = play(ready(SEED_003, "H"), "9S 4S 2H KS")
    assert C("AH") in plays(state)
    state = play(state, "AH 5S 8S 3S")
    t = state.trick_log[1]
    assert (t.leader, t.winner, t.reason.value) == (2, 2, "trump")


def test_hokm_trick_winner__seed_003_small_trump_from_the_void_player():
    # Seed 003 l.43: trump hearts, spade led, lower spade, small heart, high spade.
    state = play(ready(SEED_003, "H"), "9S 4S 2H KS")
    t = state.trick_log[0]
    assert trick_cards(state, 1) == [(0, "9S"), (1, "4S"), (2, "2H"), (3, "KS")]
    assert (t.winner, t.winning_card, t.reason.value) == (2, C("2H"), "trump")
    assert state.tricks == (1, 0)


def test_hokm_trick_winner__seed_003_any_order_of_play():
    # The spade is led; whoever holds the small heart wins, in every order of the others.
    for rest in itertools.permutations(cards("4S 2H KS")):
        played = [C("9S").index, *(c.index for c in rest)]
        pos, reason = trick_winner(played, int(Suit.HEARTS))
        assert (Card.from_index(played[pos]), reason.value) == (C("2H"), "trump")


def test_hokm_trick_winner__seed_002_off_suit_ace_is_worthless():
    # Seed 002 l.31: led 5 of hearts, trump spades; a void player's ace of diamonds loses.
    state = play(ready(SEED_002, "S"), "5H AD QC 4H")
    t = state.trick_log[0]
    assert (t.winner, t.winning_card, t.reason.value) == (0, C("5H"), "led_suit")


def test_hokm_trick_winner__highest_of_the_led_suit_without_trump():
    # Seed 003 deal with clubs trump: nobody ruffs, the king of spades wins, the heart is off.
    state = play(ready(SEED_003, "C"), "9S 4S 2H KS")
    t = state.trick_log[0]
    assert (t.winner, t.winning_card, t.reason.value) == (3, C("KS"), "led_suit")
    state = play(state, "AS 8S 3S 3H")
    assert (state.trick_log[1].winner, state.to_move) == (3, 3)


def test_hokm_trick_winner__trump_led_a_player_without_trump_cannot_win():
    # Seed 002 deal, spades trump, seat 0 leads a spade: the ace of diamonds and clubs lose.
    state = play(ready(SEED_002, "S"), "4S AD 5S JC")
    assert (state.trick_log[0].winner, state.trick_log[0].winning_card) == (2, C("5S"))


def test_hokm_trump_beats_all__the_2_of_trump_beats_an_ace():
    state = play(ready(RUFF, "H"), "AS 2H KS AD")
    t = state.trick_log[0]
    assert (t.winner, t.winning_card, t.reason.value) == (1, C("2H"), "trump")


def test_hokm_trump_beats_all__every_trump_beats_every_side_card():
    for trump in range(4):
        for led in range(4):
            if led == trump:
                continue
            played = [Card(Rank.ACE, Suit(led)).index, Card(Rank.TWO, Suit(trump)).index]
            assert trick_winner(played, trump)[0] == 1


def test_hokm_over_ruff__seed_004_jack_over_eight():
    # Seed 004 l.99: 10 of spades led, 7 of diamonds thrown, 8 of clubs ruffs, jack of clubs
    # over-ruffs (clubs trump): the jack wins.
    state = play(ready(SEED_004_OVER_RUFF, "C"), "TS 7D 8C JC")
    t = state.trick_log[0]
    assert (t.winner, t.winning_card, t.reason.value) == (3, C("JC"), "trump")
    assert state.tricks == (0, 1)


def test_hokm_over_ruff__without_it_the_first_ruff_wins():
    state = play(ready(SEED_004_OVER_RUFF, "C"), "TS 7D 8C 8H")
    assert (state.trick_log[0].winner, state.trick_log[0].winning_card) == (2, C("8C"))


def test_hokm_over_ruff__higher_trump_whoever_ruffed_first():
    state = play(ready(SEED_004_OVER_RUFF, "C"), "TS 7D 2C AC")
    assert (state.trick_log[0].winner, state.trick_log[0].winning_card) == (3, C("AC"))
    for order in itertools.permutations(cards("7D 8C JC")):
        played = [C("TS").index, *(c.index for c in order)]
        pos, _ = trick_winner(played, int(Suit.CLUBS))
        assert Card.from_index(played[pos]) == C("JC")


# --- H. Scoring a hand -----------------------------------------------------------------------


def test_hokm_hand_to_seven__stops_at_seven_the_rest_unplayed():
    state = play(ready(SEVEN_SPADES, "S", bam=False), *SEVEN_ONE_TRICKS)
    assert state.phase == "shuffle"  # the next hand
    assert len(state.trick_log) == 8
    assert state.results[-1].tricks == (7, 1)
    assert [len(state.hand(s)) for s in range(4)] == [5, 5, 5, 5]  # never played


def test_hokm_hand_to_seven__no_more_cards_after_the_seventh_trick():
    state = play(ready(SEVEN_SPADES, "S", bam=False), *SEVEN_ONE_TRICKS)
    assert rule_of(state, Play(C("7C"))) == "hokm/sequence"


def test_hokm_hand_to_seven__bam_on_still_stops_when_the_other_side_has_a_trick():
    state = play(ready(SEVEN_SPADES, "S", bam=True), *SEVEN_ONE_TRICKS)
    assert (state.phase, state.results[-1].tricks) == ("shuffle", (7, 1))


def test_hokm_hand_to_seven__bam_off_stops_at_seven_nil():
    state = autoplay(ready(BY_SUIT, "S", bam=False))
    assert state.phase == "shuffle"
    assert state.results[-1].tricks == (7, 0)
    assert [len(state.hand(s)) for s in range(4)] == [6, 6, 6, 6]


def test_hokm_hand_to_seven__impossible_counts_refused_by_the_calculator():
    opts = HokmOptions()
    for tricks in ((6, 6), (8, 2), (7, 7), (14, 0), (-1, 7)):
        with pytest.raises(OptionsError):
            score_hand(hakem=0, tricks=tricks, options=opts)


def test_hokm_hand_points__seven_tricks_one_point():
    state = play(ready(SEVEN_SPADES, "S", bam=False), *SEVEN_ONE_TRICKS)
    r = state.results[-1]
    assert (r.winner, r.points, r.kind, r.rule_id) == (0, 1, "normal", "hokm/hand-points")
    assert state.score == (1, 0)


@pytest.mark.parametrize(
    ("hakem", "tricks", "winner"),
    [(0, (7, 3), 0), (0, (7, 6), 0), (0, (2, 7), 1), (1, (7, 1), 0), (3, (6, 7), 1)],
)
def test_hokm_hand_points__table(hakem, tricks, winner):
    r = score_hand(hakem=hakem, tricks=tricks, options=HokmOptions())
    assert (r.winner, r.points, r.kind, r.rule_id) == (winner, 1, "normal", "hokm/hand-points")
    assert r.gains == ((1, 0) if winner == 0 else (0, 1))


def test_hokm_kot__hakem_side_seven_nil_two_points():
    state = autoplay(ready(BY_SUIT, "S", bam=False))
    r = state.results[-1]
    assert (r.winner, r.points, r.kind, r.rule_id) == (0, 2, "kot", "hokm/kot")
    assert state.score == (2, 0)


def test_hokm_kot__partner_alone_took_the_tricks():
    # The hakem (seat 0) takes no trick himself; his partner takes all seven: still a kot.
    state = autoplay(ready(PARTNER_TAKES_ALL, "S", bam=False))
    assert {t.winner for t in state.trick_log} == {2}
    r = state.results[-1]
    assert (r.winner, r.points, r.kind) == (0, 2, "kot")


@pytest.mark.parametrize("hakem", [0, 1, 2, 3])
def test_hokm_kot__table(hakem):
    team = team_of(hakem)
    tricks = (7, 0) if team == 0 else (0, 7)
    r = score_hand(hakem=hakem, tricks=tricks, options=HokmOptions())
    assert (r.winner, r.points, r.kind, r.next_hakem) == (team, 2, "kot", hakem)


def test_hokm_hakem_kot__three_points_to_the_other_side():
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0, bam=False))
    assert [t.winner for t in state.trick_log] == [1] * 7
    r = state.results[-1]
    assert (r.winner, r.points, r.kind, r.rule_id) == (1, 3, "hakem_kot", "hokm/hakem-kot")
    assert state.score == (0, 3)


@pytest.mark.parametrize("hakem", [0, 1, 2, 3])
def test_hokm_hakem_kot__table(hakem):
    other = 1 - team_of(hakem)
    tricks = (7, 0) if other == 0 else (0, 7)
    r = score_hand(hakem=hakem, tricks=tricks, options=HokmOptions())
    assert (r.winner, r.points, r.kind, r.next_hakem) == (other, 3, "hakem_kot", (hakem + 1) % 4)


def test_hokm_kot_in_modes__counts_by_default():
    state = autoplay(ready(BY_SUIT, "saras", special_modes=True, bam=False))
    r = state.results[-1]
    assert (r.tricks, r.points, r.kind) == ((7, 0), 2, "kot")
    r = score_hand(
        hakem=0, tricks=(0, 7), contract="naras", options=HokmOptions(special_modes=True)
    )
    assert (r.points, r.kind) == (3, "hakem_kot")


def test_hokm_kot_in_modes__off_a_seven_nil_is_one_point():
    opts = dict(special_modes=True, special_modes_kot=False, bam=False)
    state = autoplay(ready(BY_SUIT, "saras", **opts))
    r = state.results[-1]
    assert (r.tricks, r.points, r.kind, r.rule_id) == ((7, 0), 1, "normal", "hokm/hand-points")
    assert "hokm/kot-in-modes" in r.note_rule_ids
    # A suit contract still has kot at that table.
    state = autoplay(ready(BY_SUIT, "S", **opts))
    assert (state.results[-1].points, state.results[-1].kind) == (2, "kot")
    for mode in ("naras", "taknaras"):
        r = score_hand(hakem=0, tricks=(0, 7), contract=mode, options=HokmOptions(**opts))
        assert (r.winner, r.points, r.kind) == (1, 1, "normal")


def test_hokm_bam__seven_nil_may_play_on():
    state = autoplay(ready(BY_SUIT, "S"))
    assert (state.phase, state.to_move, state.tricks) == ("bam", 0, (7, 0))
    assert state.legal_moves() == (BamChoice(True), BamChoice(False))


def test_hokm_bam__all_thirteen_wins_the_game():
    state = autoplay(ready(BY_SUIT, "S")).apply(BamChoice(True))
    assert state.phase == "play" and state.bam_attempt
    state = autoplay(state)
    r = state.results[-1]
    assert (r.winner, r.kind, r.rule_id, r.tricks) == (0, "bam", "hokm/bam", (13, 0))
    assert (state.phase, state.games) == ("over", (1, 0))


def test_hokm_bam__stop_scores_the_kot():
    state = autoplay(ready(BY_SUIT, "S")).apply(BamChoice(False))
    r = state.results[-1]
    assert (state.phase, r.kind, r.points, r.tricks) == ("shuffle", "kot", 2, (7, 0))
    assert state.score == (2, 0)


def test_hokm_bam__the_other_side_may_play_on_too():
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0))
    assert (state.phase, state.to_move, state.tricks) == ("bam", 1, (0, 7))
    state = autoplay(state.apply(BamChoice(True)))
    assert (state.results[-1].kind, state.games, state.phase) == ("bam", (0, 1), "over")


def test_hokm_bam__failed_attempt_ends_at_the_first_lost_trick_kot_kept():
    state = play(ready(SEVEN_SPADES, "S"), *SEVEN_NIL_TRICKS)
    assert (state.phase, state.to_move) == ("bam", 0)
    state = play(state.apply(BamChoice(True)), "2C 9H 9D 9C")
    r = state.results[-1]
    assert (state.phase, r.tricks, r.kind, r.points) == ("shuffle", (7, 1), "kot", 2)
    assert "hokm/bam" in r.note_rule_ids
    assert [len(state.hand(s)) for s in range(4)] == [5, 5, 5, 5]


def test_hokm_bam__failed_attempt_without_keeping_the_kot():
    state = play(ready(SEVEN_SPADES, "S", bam_failure_keeps_kot=False), *SEVEN_NIL_TRICKS)
    state = play(state.apply(BamChoice(True)), "2C 9H 9D 9C")
    r = state.results[-1]
    assert (r.tricks, r.kind, r.points) == ((7, 1), "normal", 1)


def test_hokm_bam__ends_the_game_whatever_the_score():
    opts = HokmOptions()
    r = score_hand(hakem=0, tricks=(0, 13), bam="made", tricks_at_seven=(0, 7), options=opts)
    assert (r.winner, r.kind, r.ends_game, r.next_hakem) == (1, "bam", True, 1)
    update = update_game((6, 0), r, opts)
    assert (update.winner, update.rule_id, update.score) == (1, "hokm/bam", (0, 7))


def test_hokm_bam__off_no_choice_is_offered():
    state = autoplay(ready(BY_SUIT, "S", bam=False))
    assert state.phase == "shuffle"
    assert rule_of(state, BamChoice(True)) == "hokm/sequence"


def test_hokm_kot_against_six__standard_by_default():
    r = score_hand(hakem=0, tricks=(7, 0), score_before=(3, 6), options=HokmOptions())
    assert (r.points, r.kind, r.next_hakem) == (2, "kot", 0)


def test_hokm_kot_against_six__one_point_and_the_kotted_side_takes_the_hakem():
    opts = HokmOptions(kot_vs_side_on_six="one_point_and_loser_becomes_hakem")
    r = score_hand(hakem=0, tricks=(7, 0), score_before=(3, 6), options=opts)
    assert (r.winner, r.points, r.kind, r.rule_id) == (0, 1, "kot_on_six", "hokm/kot-against-six")
    assert r.next_hakem == 1  # the kotted side: the seat on the hakem's right
    assert "hokm/kot" in r.note_rule_ids
    assert update_game((3, 6), r, opts).score == (4, 6)


def test_hokm_kot_against_six__hakem_kot_against_a_hakem_side_on_six():
    opts = HokmOptions(kot_vs_side_on_six="one_point_and_loser_becomes_hakem")
    r = score_hand(hakem=0, tricks=(0, 7), score_before=(6, 2), options=opts)
    assert (r.winner, r.points, r.kind, r.next_hakem) == (1, 1, "kot_on_six", 0)
    assert "hokm/hakem-kot" in r.note_rule_ids


def test_hokm_kot_against_six__only_for_a_kot_against_six():
    opts = HokmOptions(kot_vs_side_on_six="one_point_and_loser_becomes_hakem")
    r = score_hand(hakem=0, tricks=(7, 0), score_before=(3, 5), options=opts)
    assert (r.points, r.kind) == (2, "kot")
    r = score_hand(hakem=0, tricks=(7, 2), score_before=(3, 6), options=opts)
    assert (r.points, r.kind, r.next_hakem) == (1, "normal", 0)
    # The side on six is the winner, not the kotted side: the kot counts in full.
    r = score_hand(hakem=0, tricks=(7, 0), score_before=(6, 3), options=opts)
    assert (r.points, r.kind) == (2, "kot")


def test_hokm_kot_against_six__through_the_engine():
    # Target 3, so "six" is 2 points. Team 0 (the hakem's side) wins two hands 7-1 to stand
    # on 2, then is hakem-kotted.
    def three_hands(**options: object) -> HokmState:
        state = play(
            ready(SEVEN_SPADES, "S", bam=False, target_points=3, **options), *SEVEN_ONE_TRICKS
        )
        state = play(deal(state, SEVEN_SPADES).apply(NameTrump("S")), *SEVEN_ONE_TRICKS)
        assert (state.score, state.hakem) == ((2, 0), 0)
        return autoplay(deal(state, HAKEM_SIDE_LOSES).apply(NameTrump("S")))

    state = three_hands(kot_vs_side_on_six="one_point_and_loser_becomes_hakem")
    assert state.results[-1].kind == "kot_on_six"
    assert (state.phase, state.score, state.hakem) == ("shuffle", (2, 1), 0)
    state = three_hands()
    assert state.results[-1].kind == "hakem_kot"
    assert (state.phase, state.score, state.games) == ("over", (2, 3), (0, 1))


# --- renege penalties ------------------------------------------------------------------------

# Seat 0 (hakem) reneges in the second trick: a club is led, he holds clubs and ruffs.
RENEGE_TRICKS = (
    "2C 2H 2D AC",
    "8C AS 3H 3D",  # seat 0 still holds 3C..7C
    "KS 4H 4D 2S",
    "QS 5H 5D 3S",
    "JS 6H 6D 4S",
    "TS 7H 7D 5S",
    "9S 8H 8D 6S",
    "8S 9H 9D 7S",  # 7-1
)


def test_hokm_renege__prevented_by_default():
    state = play(ready(SEVEN_SPADES, "S"), RENEGE_TRICKS[0], "8C")
    assert rule_of(state, Play(C("AS"))) == "hokm/follow-suit"
    assert plays(state) == set(cards("3C 4C 5C 6C 7C"))


def test_hokm_renege__penalty_kot_against_the_hakem_side_three_points():
    state = play(ready(SEVEN_SPADES, "S", renege="penalty_kot"), RENEGE_TRICKS[0], "8C")
    assert C("AS") in plays(state)  # allowed, but remembered
    state = play(state, "AS 3H 3D", *RENEGE_TRICKS[2:])
    r = state.results[-1]
    assert r.tricks == (7, 1)
    assert (r.winner, r.points, r.kind, r.rule_id) == (1, 3, "renege_kot", "hokm/renege")
    assert (state.score, state.next_hakem) == ((0, 3), 1)


def test_hokm_renege__penalty_kot_against_the_other_side_two_points():
    opts = HokmOptions(renege="penalty_kot")
    r = score_hand(hakem=0, tricks=(3, 7), revoke_team=1, options=opts)
    assert (r.winner, r.points, r.kind, r.next_hakem) == (0, 2, "renege_kot", 0)
    r = score_hand(hakem=1, tricks=(7, 2), revoke_team=1, options=opts)
    assert (r.winner, r.points, r.kind, r.next_hakem) == (0, 3, "renege_kot", 2)


def test_hokm_renege__penalty_one_point_to_the_other_side():
    state = play(ready(SEVEN_SPADES, "S", renege="penalty_one_point"), *RENEGE_TRICKS)
    r = state.results[-1]
    assert (r.winner, r.points, r.kind, r.bonus) == (0, 1, "normal", (0, 1))
    assert "hokm/renege" in r.note_rule_ids
    assert state.score == (1, 1)


def test_hokm_renege__no_penalty_without_a_renege():
    state = play(ready(SEVEN_SPADES, "S", renege="penalty_kot", bam=False), *SEVEN_ONE_TRICKS)
    r = state.results[-1]
    assert (r.winner, r.points, r.kind) == (0, 1, "normal")


# --- I. Next hakem ---------------------------------------------------------------------------


def test_hokm_next_hakem__stays_when_his_side_wins():
    state = play(ready(SEVEN_SPADES, "S", hakem=0, bam=False), *SEVEN_ONE_TRICKS)
    assert (state.hakem, state.dealer) == (0, 3)
    # ... also when only the partner took the tricks.
    state = autoplay(ready(PARTNER_TAKES_ALL, "S", hakem=0, bam=False))
    assert state.hakem == 0


def test_hokm_next_hakem__passes_to_his_right_and_the_old_hakem_deals():
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0, bam=False))
    assert (state.phase, state.hakem, state.next_hakem) == ("shuffle", 0, 1)
    assert state.view(None).fact("next_hakem") == "1"
    state = state.apply(Shuffle(STANDARD_DECK))
    assert (state.hakem, state.dealer) == (1, 0)


@pytest.mark.parametrize("hakem", [0, 1, 2, 3])
def test_hokm_next_hakem__table(hakem):
    opts = HokmOptions()
    mine = team_of(hakem)
    won = score_hand(hakem=hakem, tricks=(7, 4) if mine == 0 else (4, 7), options=opts)
    lost = score_hand(hakem=hakem, tricks=(4, 7) if mine == 0 else (7, 4), options=opts)
    assert won.next_hakem == hakem
    assert lost.next_hakem == (hakem + 1) % 4
    assert team_of(lost.next_hakem) == lost.winner
    assert dealer_of(lost.next_hakem, opts) == hakem


# --- J. End of the game and match ------------------------------------------------------------


@pytest.mark.parametrize(
    ("score", "tricks", "new", "winner"),
    [
        ((5, 3), (7, 2), (6, 3), None),
        ((6, 3), (7, 2), (7, 3), 0),
        ((6, 0), (7, 0), (8, 0), 0),  # a kot from 6 overshoots: the game is over
        ((5, 5), (7, 0), (7, 5), 0),
        ((4, 6), (0, 7), (4, 9), 1),  # hakem-kot
        ((6, 6), (2, 7), (6, 7), 1),
    ],
)
def test_hokm_game_target__seven_points(score, tricks, new, winner):
    opts = HokmOptions()
    update = update_game(score, score_hand(hakem=0, tricks=tricks, options=opts), opts)
    assert (update.score, update.winner, update.rule_id) == (new, winner, "hokm/game-target")


def test_hokm_game_target__short_games():
    opts = HokmOptions(target_points=3)
    r = score_hand(hakem=0, tricks=(7, 1), options=opts)
    assert update_game((1, 2), r, opts).winner is None
    assert update_game((2, 2), r, opts).winner == 0
    assert update_game((2, 2), r, opts).score == (3, 2)


def test_hokm_game_target__through_the_engine():
    state = play(ready(SEVEN_SPADES, "S", bam=False, target_points=1), *SEVEN_ONE_TRICKS)
    assert (state.phase, state.score, state.games) == ("over", (1, 0), (1, 0))


def test_hokm_six_all__none_by_default():
    opts = HokmOptions()
    one = score_hand(hakem=0, tricks=(7, 1), options=opts)
    update = update_game((5, 6), one, opts)
    assert (update.score, update.winner, update.win_by_two) == ((6, 6), None, False)
    assert update_game((6, 6), one, opts).winner == 0


def test_hokm_six_all__win_by_two():
    opts = HokmOptions(six_all="win_by_two")
    team0 = score_hand(hakem=0, tricks=(7, 1), options=opts)
    team1 = score_hand(hakem=0, tricks=(1, 7), options=opts)
    update = update_game((5, 6), team0, opts)
    assert (update.score, update.winner, update.win_by_two) == ((6, 6), None, True)
    assert update.rule_id == "hokm/six-all"
    update = update_game((6, 6), team0, opts, win_by_two=True)
    assert (update.score, update.winner, update.win_by_two) == ((7, 6), None, True)
    update = update_game((7, 6), team1, opts, win_by_two=True)
    assert (update.score, update.winner) == ((7, 7), None)
    update = update_game((7, 7), team1, opts, win_by_two=True)
    assert (update.score, update.winner) == ((7, 8), None)
    update = update_game((7, 8), team1, opts, win_by_two=True)
    assert (update.score, update.winner, update.rule_id) == ((7, 9), 1, "hokm/six-all")


def test_hokm_six_all__win_by_two_a_kot_jumps_from_six_all():
    opts = HokmOptions(six_all="win_by_two")
    kot = score_hand(hakem=0, tricks=(7, 0), options=opts)
    update = update_game((6, 6), kot, opts, win_by_two=True)
    assert (update.score, update.winner) == ((8, 6), 0)


def test_hokm_six_all__reset_to_five_five():
    opts = HokmOptions(six_all="reset_to_five_five")
    team0 = score_hand(hakem=0, tricks=(7, 1), options=opts)
    update = update_game((5, 6), team0, opts)
    assert (update.score, update.winner, update.reset) == ((5, 5), None, True)
    assert update.rule_id == "hokm/six-all"
    # A kot from 5-6 goes past six-all straight to the target.
    kot = score_hand(hakem=0, tricks=(7, 0), options=opts)
    assert update_game((5, 6), kot, opts).winner == 0


def test_hokm_six_all__follows_the_target():
    opts = HokmOptions(six_all="reset_to_five_five", target_points=5)
    team0 = score_hand(hakem=0, tricks=(7, 1), options=opts)
    assert update_game((3, 4), team0, opts).score == (3, 3)


def test_hokm_match_games__one_game_by_default():
    state = play(ready(SEVEN_SPADES, "S", bam=False, target_points=1), *SEVEN_ONE_TRICKS)
    assert state.phase == "over"


def test_hokm_match_games__best_of_several_games():
    opts = dict(bam=False, target_points=1, games_to_win=2)
    state = play(ready(SEVEN_SPADES, "S", **opts), *SEVEN_ONE_TRICKS)
    # Team 0 won the first game; the game score starts again from 0-0.
    assert (state.phase, state.games, state.score, state.hakem) == ("shuffle", (1, 0), (0, 0), 0)
    state = play(deal(state, SEVEN_SPADES).apply(NameTrump("S")), *SEVEN_ONE_TRICKS)
    assert (state.phase, state.games) == ("over", (2, 0))


def test_hokm_match_games__each_side_wins_one():
    opts = dict(bam=False, target_points=1, games_to_win=2)
    state = autoplay(ready(HAKEM_SIDE_LOSES, "S", hakem=0, **opts))
    assert (state.phase, state.games, state.next_hakem) == ("shuffle", (0, 1), 1)
    # Seat 1 is hakem now; seat 2 (team 0) gets all the spades and wins every trick.
    hands = (suit("C"), suit("H"), suit("S"), suit("D"))
    state = autoplay(deal(state, hands).apply(NameTrump("S")))
    assert (state.phase, state.games) == ("shuffle", (1, 1))
    assert state.results[-1].kind == "hakem_kot"


def test_hokm_match_end__nothing_after_the_match():
    state = play(ready(SEVEN_SPADES, "S", bam=False, target_points=1), *SEVEN_ONE_TRICKS)
    assert state.is_terminal() and state.to_move is None
    assert state.legal_moves() == ()
    for move in (Shuffle(STANDARD_DECK), Play(C("7C")), NameTrump("H"), Cut(0)):
        assert rule_of(state, move) == "hokm/match-end"


def test_hokm_match_end__scope_hand_stops_after_one_hand():
    state = play(ready(SEVEN_SPADES, "S", bam=False, scope="hand"), *SEVEN_ONE_TRICKS)
    assert (state.phase, state.score, state.games) == ("over", (1, 0), (0, 0))
    assert rule_of(state, Shuffle(STANDARD_DECK)) == "hokm/match-end"


def test_hokm_match_end__all_hands_shown_at_the_end():
    state = play(ready(SEVEN_SPADES, "S", bam=False, scope="hand"), *SEVEN_ONE_TRICKS)
    assert state.view(1).hands[0] == state.hand(0)


# --- F8. Reviewing the last trick ------------------------------------------------------------


def test_hokm_last_trick_review__shown_by_default():
    state = play(ready(SEED_003, "H"), "9S 4S 2H KS")
    expected = ((0, C("9S")), (1, C("4S")), (2, C("2H")), (3, C("KS")))
    assert state.view(1).last_trick == expected
    assert state.view(None).last_trick == expected
    state = play(state, "3H 5S 8S")  # the next trick under way: the last finished one shows
    assert state.view(0).last_trick == expected
    assert state.view(0).table == ((2, C("3H")), (3, C("5S")), (0, C("8S")))


def test_hokm_last_trick_review__off_hidden_from_players():
    state = play(ready(SEED_003, "H", last_trick_review=False), "9S 4S 2H KS")
    assert [state.view(s).last_trick for s in range(4)] == [(), (), (), ()]
    assert len(state.view(None).last_trick) == 4  # an onlooker with everything face up


def test_hokm_last_trick_review__nothing_before_the_first_trick():
    state = play(ready(SEED_003, "H"), "9S 4S")
    assert state.view(2).last_trick == ()


# --- The order of a hand ---------------------------------------------------------------------


def test_hokm_sequence__each_phase_takes_its_own_moves():
    state = new_match()
    assert rule_of(state, Play(C("AS"))) == "hokm/sequence"
    assert rule_of(state, Shuffle(STANDARD_DECK)) == "hokm/sequence"
    state = state.apply(AceDraw(0, cards("AS")))
    assert rule_of(state, NameTrump("H")) == "hokm/sequence"
    assert rule_of(state, Cut(3)) == "hokm/sequence"
    assert rule_of(state, AceDraw(0, cards("AD"))) == "hokm/sequence"
    state = state.apply(Shuffle(deck_of(state, SEED_003)))
    assert state.phase == "cut"
    assert rule_of(state, NameTrump("H")) == "hokm/sequence"
    assert rule_of(state, Shuffle(STANDARD_DECK)) == "hokm/sequence"
    state = state.apply(Cut(0))
    assert state.phase == "trump"
    assert rule_of(state, Play(C("9S"))) == "hokm/sequence"
    assert rule_of(state, Cut(0)) == "hokm/sequence"
    state = state.apply(NameTrump("H"))
    assert rule_of(state, NameTrump("S")) == "hokm/sequence"
    assert rule_of(state, BamChoice(True)) == "hokm/sequence"
    assert rule_of(state, Redeal()) == "hokm/sequence"


def test_hokm_sequence__bam_choice_before_any_card():
    state = autoplay(ready(BY_SUIT, "S"))
    assert state.phase == "bam"
    assert rule_of(state, Play(state.hand(0)[0])) == "hokm/sequence"


def test_hokm_sequence__violation_names_the_phase():
    state = deal(with_hakem(0), SEED_003)
    problem = state.violation(Play(C("9S")))
    assert problem is not None
    assert dict(problem.params)["phase"] == "trump"


def test_hokm_sequence__a_bad_deck_in_the_wrong_phase_is_still_a_violation():
    # Describing an impossible deck must not fail (a repeated card cannot be encoded).
    bad = Shuffle((*STANDARD_DECK[:51], STANDARD_DECK[0]))
    assert rule_of(new_match(), bad) == "hokm/sequence"


# --- the catalogue itself --------------------------------------------------------------------


def test_hokm_sequence__catalogue_ids_are_unique_and_sourced():
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids)) == 60
    assert all(r.id.startswith("hokm/") and r.sources for r in RULES)
    assert SPEC.rules == RULES
