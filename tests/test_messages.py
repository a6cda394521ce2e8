"""Every game's message table: translated, typed, and its real refusals rendered in Persian."""

from __future__ import annotations

from typing import Any

import pytest

from pasur.messages import Message, known_codes
from pasur.registry import GAMES

# --- Ghahve --------------------------------------------------------------------------------


def _ghahve_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _ghahve_dealt(**options: Any) -> Any:
    """Seat 3 deals the canonical Ghahve deck (seat 3 gets both jokers); everybody bids 3; seat 0
    is to lead."""
    from pasur.games.ghahve import DECK, Bid, FirstDealer, GhahveOptions, Shuffle, new_match

    state = new_match(GhahveOptions(**options)).apply(FirstDealer(3)).apply(Shuffle(DECK))
    for _ in range(4):
        state = state.apply(Bid(3))
    return state


def test_ghahve_follow_suit_refusal_names_the_seat_and_cards_in_persian() -> None:
    from pasur.cards import Suit
    from pasur.games.ghahve import SPEC, Play
    from ui import texts

    state = _ghahve_dealt()
    lead = next(c for c in state.hand(0) if getattr(c, "suit", None) == Suit.CLUBS)
    state = state.apply(Play(lead))
    hand = state.hand(1)
    clubs = [c for c in hand if getattr(c, "suit", None) == Suit.CLUBS]
    other = next(c for c in hand if getattr(c, "suit", Suit.CLUBS) != Suit.CLUBS)
    assert clubs
    v = state.violation(Play(other))
    assert v is not None and v.code == "ghahve/follow-suit"
    held = " ".join(str(c) for c in clubs)
    assert v.detail == f"clubs are to be followed and seat 1 holds {held}"
    fa = texts.violation(_ghahve_ctx("fa"), SPEC, v)
    assert "باید از خال خاج بازی شود" in fa and "شرق" in fa
    assert all(texts.card(_ghahve_ctx("fa"), c) in fa for c in clubs)
    en = texts.violation(_ghahve_ctx("en"), SPEC, v)
    assert "Clubs are to be followed and East holds" in en


def test_ghahve_own_card_and_deadline_refusals_keep_their_details_in_persian() -> None:
    from pasur.cards import parse_any_card
    from pasur.games.ghahve import SPEC, Play
    from ui import texts

    state = _ghahve_dealt()
    v = state.violation(Play(parse_any_card("AS")))
    assert v is not None and v.code == "play/not-held"
    assert v.detail == "Seat 0 does not hold A♠"
    fa = texts.violation(_ghahve_ctx("fa"), SPEC, v)
    assert "جنوب" in fa and "آس پیک" in fa  # (the sentence is shared with other games)
    # With the deadline at trick 1, seat 3 must play the black joker in the first trick.
    state = _ghahve_dealt(black_joker_deadline=1)
    for _ in range(3):
        state = state.apply(state.legal_moves()[0])
    assert state.to_move == 3 and any(c.code == "BJ" for c in state.hand(3))
    other = next(c for c in state.hand(3) if c.code not in ("BJ", "RJ"))
    v = state.violation(Play(other))
    assert v is not None and v.code == "ghahve/black-joker-deadline"
    assert v.detail == (
        "this is trick 1 and seat 3 still holds the black joker, which must be played by trick 1"
    )
    fa = texts.violation(_ghahve_ctx("fa"), SPEC, v)
    assert "این دست ۱ است و ژوکر سیاه هنوز دست غرب است" in fa
    # Without the deadline, the coloured joker cannot come before the black one.
    state = _ghahve_dealt()
    for _ in range(3):
        state = state.apply(state.legal_moves()[0])
    v = state.violation(Play(parse_any_card("RJ")))
    assert v is not None and v.code == "ghahve/joker-order"
    fa = texts.violation(_ghahve_ctx("fa"), SPEC, v)
    assert "ژوکر رنگی را پیش از ژوکر سیاه نمی‌توان بازی کرد" in fa


def test_ghahve_events_and_calculator_errors_render_in_persian() -> None:
    from pasur.errors import OptionsError
    from pasur.games.ghahve import SPEC, score_hand
    from ui import texts
    from ui.messages import detail_text

    state = _ghahve_dealt()
    events = []
    while state.phase == "play":
        move = state.legal_moves()[0]
        after = state.apply(move)
        events.extend(SPEC.events(state, move, after))
        state = after
    assert all(e.code.startswith("ghahve/") for e in events)
    fa = [texts.event(_ghahve_ctx("fa"), e) for e in events]
    assert all(e.code in known_codes() for e in events)
    tricks = [t for e, t in zip(events, fa, strict=True) if e.kind == "trick"]
    assert len(tricks) == 13 and all(t.startswith("دست ") for t in tricks)
    assert any("ژوکر" in t for t in tricks)
    hands = [t for e, t in zip(events, fa, strict=True) if e.kind == "hand"]
    assert len(hands) == 2 and "امتیاز: جنوب و شمال" in hands[1]
    try:
        score_hand(bids=(2, 2, 2, 1), tricks=(7, 6))
    except OptionsError as exc:
        assert exc.code == "ghahve/seat-bid-range"
        fa_text = detail_text(_ghahve_ctx("fa"), exc)
        assert fa_text is not None and fa_text.startswith("غرب ۱ تعهد کرد")
    else:  # pragma: no cover
        raise AssertionError("a bid of 1 is refused")


# --- Pasur -----------------------------------------------------------------------------------


def _pasur_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _pasur_dealt() -> Any:
    """Seat 1 deals; seat 0 (South) plays first holding J♥ 7♣ 9♥ 5♣; the table: K♣ 4♥ 2♠ 2♦."""
    from pasur.cards import STANDARD_DECK, encode_deck, parse_cards
    from pasur.games.chahar_barg import SPEC, PasurOptions, new_match

    deal = parse_cards("JH 7C 9H 5C 8S KD QD 6C KC 4H 2S 2D")
    deck = "deck-" + encode_deck((*deal, *(c for c in STANDARD_DECK if c not in deal)))
    state = new_match(PasurOptions(scope="hand"))
    for text in ("dealer-1", deck):
        state = state.apply(SPEC.parse_move(state, text))
    return state


def test_pasur_refusals_keep_the_seat_and_cards_in_persian() -> None:
    from pasur.games.chahar_barg import SPEC
    from ui import texts
    from ui.messages import say

    state = _pasur_dealt()
    fa = _pasur_ctx("fa")
    held = state.violation(SPEC.parse_move(state, "8S-2D"))
    assert held is not None and held.code == "play/not-held"
    assert held.detail == "Seat 0 does not hold 8♠"
    text = texts.violation(fa, SPEC, held, players=2)
    assert "جنوب" in text and "هشت پیک" in text
    eleven = state.violation(SPEC.parse_move(state, "9H-4H"))
    assert eleven is not None and eleven.code == "pasur/add-up"
    assert eleven.detail == "9♥ and the cards taken add up to 13, not 11"
    text = say(fa, eleven.code, dict(eleven.params), players=2)
    assert "نه دل" in text and "۱۳" in text
    lay = state.violation(SPEC.parse_move(state, "7C"))
    assert lay is not None and lay.rule_id == "pasur/must-capture"
    text = texts.violation(fa, SPEC, lay, players=2)
    assert "هفت خاج می‌تواند دو خشت، دو پیک را بردارد" in text
    jack = state.violation(SPEC.parse_move(state, "JH-KC"))
    assert jack is not None and jack.code == "pasur/jack-takes-all"
    assert "سرباز دل" in say(fa, jack.code, dict(jack.params), players=2)
    assert "South is to play a card" in texts.violation(
        _pasur_ctx("en"), SPEC, state.violation(SPEC.parse_move(state, "show-7C")), players=2
    )


def test_pasur_events_and_errors_render_in_persian() -> None:
    import pytest

    from pasur.errors import NotationError, OptionsError
    from pasur.games.chahar_barg import SPEC, PasurOptions, clubs_holder
    from ui import texts
    from ui.messages import detail_text

    state = _pasur_dealt()
    move = SPEC.parse_move(state, "7C-4H")
    (capture,) = SPEC.events(state, move, state.apply(move))
    assert capture.code == "pasur/capture-eleven-choices"
    assert capture.text == (
        "Seat 0 takes 4♥ with 7♣: 7 + 4 = 11. It had 2 ways to take with this card."
    )
    text = texts.event(_pasur_ctx("fa"), capture, players=2)
    assert text.startswith("جنوب با هفت خاج، چهار دل را برمی‌دارد") and "۲ راه" in text
    with pytest.raises(OptionsError) as clubs:
        clubs_holder((6, 6, 2), PasurOptions(players=3))
    assert clubs.value.code == "pasur/clubs-count"
    assert "۶–۶–۲" in (detail_text(_pasur_ctx("fa"), clubs.value) or "")
    with pytest.raises(NotationError) as bad:
        SPEC.parse_move(state, "7C-")
    assert bad.value.code == "pasur/notation/no-taken"
    assert (detail_text(_pasur_ctx("fa"), bad.value) or "").startswith("«7C\\-»: بعد از")


# --- Haft Khabis ---------------------------------------------------------------------------


def _haft_khabis_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _haft_khabis_dealt(seed: int = 0) -> Any:
    """A four-player deal shuffled by the engine's own chance, ready for seat 1 to play."""
    import random

    from pasur.games.haft_khabis import HaftKhabisOptions, new_match, sample_chance

    state = new_match(HaftKhabisOptions(players=4))
    return state.apply(sample_chance(state, random.Random(seed)))


def test_haft_khabis_refusals_keep_the_seat_and_cards_in_persian() -> None:
    from pasur.cards import STANDARD_DECK
    from pasur.games.haft_khabis import SPEC, Play
    from ui import texts

    fa, en = _haft_khabis_ctx("fa"), _haft_khabis_ctx("en")
    state = next(
        s
        for s in map(_haft_khabis_dealt, range(50))
        if s.mode == "turn" and any(c not in s.playable() for c in s.hands[s.to_move])
    )
    seat = state.to_move
    hand = state.hands[seat]
    # a card the player does not hold
    missing = next(c for c in STANDARD_DECK if c not in hand)
    v = state.violation(Play(missing))
    assert v is not None and v.code == "play/not-held"
    assert v.detail == f"Seat {seat} does not hold {missing}"
    text = texts.violation(fa, SPEC, v)
    assert texts.seat(fa, seat) in text and texts.card(fa, missing) in text
    # a card that matches neither the suit nor the rank of the up-card
    wrong = next(c for c in hand if c not in state.playable())
    v = state.violation(Play(wrong))
    assert v is not None and v.rule_id == "haft_khabis/match"
    assert v.code in ("haft_khabis/no-match", "haft_khabis/jack-on-seven")
    if v.code == "haft_khabis/no-match":
        text = texts.violation(fa, SPEC, v)
        assert texts.card(fa, wrong) in text and texts.card(fa, state.top) in text
        assert texts.suit(fa, state.active_suit.letter) in text
        assert f"{wrong} matches neither the suit" in texts.violation(en, SPEC, v)


def test_haft_khabis_call_and_two_refusals_in_persian() -> None:
    import dataclasses

    from pasur.cards import parse_any_card
    from pasur.games.haft_khabis import SPEC, Play
    from ui import texts

    fa = _haft_khabis_ctx("fa")
    state = _haft_khabis_dealt()
    seat = state.to_move
    two, top = parse_any_card("2H"), parse_any_card("5H")
    hand = tuple(sorted((*state.hands[seat][:6], two), key=lambda c: c.index))
    hands = tuple(hand if s == seat else h for s, h in enumerate(state.hands))
    state = dataclasses.replace(state, hands=hands, pile=(top,), mode="turn", called=None)
    v = state.violation(Play(two, target=seat))
    assert v is not None and v.code == "haft_khabis/two-not-self"
    assert texts.seat(fa, seat) in texts.violation(fa, SPEC, v)
    v = state.violation(Play(two, target=(seat + 1) % 4, last=True))
    assert v is not None and v.code == "haft_khabis/call-one-left"
    assert v.detail == "«tak barg» is called when one card is left, not 6"
    assert "نه ۶ برگ" in texts.violation(fa, SPEC, v)


def test_haft_khabis_events_and_errors_render_in_persian() -> None:
    import pytest

    from pasur.errors import NotationError
    from pasur.games.haft_khabis import SPEC, HaftKhabisOptions, new_match, penalty_count
    from pasur.games.haft_khabis.moves import parse_move_text
    from pasur.sim import deal_rng, play
    from ui import texts
    from ui.messages import detail_text

    fa = _haft_khabis_ctx("fa")
    options = HaftKhabisOptions(scope="hand")
    record = play(SPEC, options, [SPEC.players["heuristic"]] * 4, deal_rng("haft_khabis", 1, 0))
    state = new_match(options)
    events = []
    for text in record.record.moves:
        move = SPEC.parse_move(state, text)
        after = state.apply(move)
        events.extend(SPEC.events(state, move, after))
        state = after
    assert events and all(e.code in known_codes() for e in events)
    said = [texts.event(fa, e) for e in events]
    assert not any("seat" in t or "Seat" in t for t in said)
    (count,) = [t for e, t in zip(events, said, strict=True) if e.kind == "hand"]
    assert count.startswith("پایانِ دور: امتیاز منفیِ جنوب، شرق، شمال و غرب: ") and "جمع: " in count
    with pytest.raises(NotationError) as thrice:
        penalty_count("JH JH JH")
    assert thrice.value.code == "haft_khabis/copies"
    assert str(thrice.value) == "J♥ appears 3 times: two decks hold only two"
    assert (detail_text(fa, thrice.value) or "").startswith("سرباز دل ۳ بار آمده است")
    with pytest.raises(NotationError) as bad:
        parse_move_text("play-9D-Z")
    assert bad.value.code == "haft_khabis/after-card"
    assert "بعد از برگ" in (detail_text(fa, bad.value) or "")


# --- Shelem ----------------------------------------------------------------------------------


def _shelem_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _shelem_bidding() -> Any:
    """Four players; South deals, so East (seat 1, all the spades but the ace) bids first; North
    (seat 2) holds A♠ and eleven hearts."""
    from pasur.cards import parse_cards
    from pasur.games.shelem import DealerDraw, ShelemOptions, Shuffle, deck_for_deal, new_match

    hands = [(), parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"), parse_cards("AS 2H 3H 4H")]
    hands[2] += parse_cards("5H 6H 7H 8H 9H TH JH QH")
    state = new_match(ShelemOptions(scope="hand")).apply(DealerDraw(0))
    return state.apply(Shuffle(deck_for_deal([*hands, ()], 0)))


def test_shelem_refusals_keep_the_seat_cards_and_bid_in_persian() -> None:
    from pasur.cards import parse_any_card
    from pasur.engines.bidding import Bid, Pass
    from pasur.games.shelem import SPEC, Discard, Play
    from ui import texts

    fa, en = _shelem_ctx("fa"), _shelem_ctx("en")
    state = _shelem_bidding()
    step = state.violation(Bid(103))
    assert step is not None and (step.rule_id, step.code) == ("shelem/bid-step", "shelem/bid-step")
    assert step.detail == "bids go in steps of 5: 103 is not one of them"
    assert "گام‌های ۵تایی" in texts.violation(fa, SPEC, step) and "۱۰۳" in texts.violation(
        fa, SPEC, step
    )
    for move in (Bid(100), Pass(), Pass(), Pass()):
        state = state.apply(move)
    assert state.hakem == 1
    state = state.apply(Discard(state.widow)).apply(Play(parse_any_card("2S")))
    off = state.violation(Play(parse_any_card("2H")))
    assert off is not None and off.code == "play/follow-suit"
    assert off.detail == "spades were led and seat 2 holds A♠"
    text = texts.violation(fa, SPEC, off)
    assert "پیک زمین آمده و شمال آس پیک دارد." in text
    assert "Spades were led and North holds A♠" in texts.violation(en, SPEC, off)
    held = state.violation(Play(parse_any_card("KD")))
    assert held is not None and held.code == "play/not-held"
    assert "شمال شاه خشت را در دست ندارد" in texts.violation(fa, SPEC, held)
    late = state.violation(Bid(120))
    assert late is not None and late.code == "shelem/sequence-seat"
    assert late.detail == "a card is to be played (seat 2), so 'bid-120' cannot be made now"
    assert "(نوبت شمال)" in texts.violation(fa, SPEC, late)


def test_shelem_two_player_pile_refusal_names_the_pile_tops_in_persian() -> None:
    import random

    from pasur.cards import STANDARD_DECK
    from pasur.games.shelem import SPEC, Play, ShelemOptions, new_match, sample_chance
    from ui import texts

    state = new_match(ShelemOptions(players="2", scope="hand"))
    rng = random.Random(4)
    while not state.pile_turn:
        state = state.apply(
            sample_chance(state, rng) if state.to_move == -1 else state.legal_moves()[0]
        )
    seat = state.to_move
    tops = state.pile_tops(seat)
    other = next(c for c in STANDARD_DECK if c not in tops)
    v = state.violation(Play(other))
    assert v is not None and v.code == "shelem/pile-tops"
    fa = texts.violation(_shelem_ctx("fa"), SPEC, v, players=2)
    assert texts.seat(_shelem_ctx("fa"), seat, 2) in fa
    assert all(texts.card(_shelem_ctx("fa"), c) in fa for c in (*tops, other))


def test_shelem_events_and_scoring_errors_render_in_persian() -> None:
    import re

    import pytest

    from pasur.errors import OptionsError
    from pasur.games.shelem import SPEC, ShelemOptions, score_hand
    from ui import texts
    from ui.messages import detail_text

    fa = _shelem_ctx("fa")
    state = _shelem_bidding()
    events = []
    while not state.is_terminal():
        move = state.legal_moves()[0]
        after = state.apply(move)
        events.extend(SPEC.events(state, move, after))
        state = after
    assert events and all(e.code in known_codes() for e in events)
    said = [texts.event(fa, e) for e in events]
    assert not any(re.search(r"[0-9]|seat|Seat", t) for t in said), said
    (hand,) = [t for e, t in zip(events, said, strict=True) if e.kind == "hand"]
    assert hand.startswith("دور ۱: ") and "جمع امتیازها: " in hand
    assert events[-1].text == "End of the hand." and said[-1] == "پایان دور."
    with pytest.raises(OptionsError) as bad:
        score_hand(hakem_team=0, bid=103, taken=120, options=ShelemOptions())
    assert bad.value.code == "shelem/impossible-bid"
    assert str(bad.value) == "impossible bid 103: bids go from 100 to 165 in fives"
    assert (detail_text(fa, bad.value) or "").startswith("خواندنِ ۱۰۳ ممکن نیست")


# --- poker -----------------------------------------------------------------------------------


def _poker_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _poker_opened(players: int = 4) -> Any:
    """Seat 3 (of four; the last seat at a larger table) deals the unshuffled pack, no forced
    bets; seat 0 bets 100 and seat 1 is to act."""
    from pasur.cards import STANDARD_DECK
    from pasur.games.poker import Bet, FirstDealer, PokerOptions, Shuffle, new_match

    state = new_match(PokerOptions(players=players, scope="hand"))
    state = state.apply(FirstDealer(players - 1)).apply(Shuffle(STANDARD_DECK))
    return state.apply(Bet(100))


def test_poker_every_event_and_refusal_of_a_deal_has_a_code() -> None:
    import random

    from pasur.games.poker import SPEC, PokerOptions, _candidates, new_match

    rng = random.Random(5)
    tables = (
        PokerOptions(players=3, ante=10, small_blind=10, big_blind=20),
        PokerOptions(players=7, chips=100),
    )
    for options in tables:
        state = new_match(options)
        for _ in range(400):
            if state.is_terminal():
                break
            if state.to_move == -1:
                move = SPEC.sample_chance(state, rng)
            else:
                for candidate in _candidates(state):
                    v = state.violation(candidate)
                    assert v is None or v.code in known_codes(), v
                move = rng.choice(state.legal_moves())
            after = state.apply(move)
            for e in SPEC.events(state, move, after):
                assert e.code in known_codes() and "?" not in e.text, e
            state = after


def test_poker_raise_refusals_keep_the_amounts_and_the_seat_in_persian() -> None:
    from pasur.games.poker import SPEC, Check, Raise
    from ui import texts

    state = _poker_opened()
    small = state.violation(Raise(150))
    assert small is not None and small.code == "poker/raise-min"
    assert small.detail == "the smallest raise in this round is to 200, not 150"
    fa = texts.violation(_poker_ctx("fa"), SPEC, small)
    assert "کمترین افزایش در این دور تا ۲۰۰ است، نه ۱۵۰" in fa
    en = texts.violation(_poker_ctx("en"), SPEC, small)
    assert "The smallest raise in this round is to 200, not 150" in en

    check = state.violation(Check())
    assert check is not None and check.code == "poker/faces-bet"
    assert check.detail == "Seat 1 faces a bet of 100: call 100, raise or fold"
    fa = texts.violation(_poker_ctx("fa"), SPEC, check)
    assert "شرق با شرطِ ۱۰۰ روبه\u200cروست: ۱۰۰ را ببیند" in fa

    too_much = state.violation(Raise(2600))
    assert too_much is not None and too_much.code == "poker/bet-all"
    fa = texts.violation(_poker_ctx("fa"), SPEC, too_much)
    assert "۲٬۶۰۰ مهره می\u200cخواهد و شرق ۲٬۵۰۰ مهره دارد" in fa


def test_poker_seats_of_a_large_table_are_players_by_number_in_persian() -> None:
    from pasur.games.poker import SPEC, Check
    from ui import texts

    state = _poker_opened(players=7)
    v = state.violation(Check())
    assert v is not None and v.code == "poker/faces-bet"
    fa = texts.violation(_poker_ctx("fa"), SPEC, v, players=7)
    assert "بازیکن ۲ با شرطِ ۱۰۰" in fa
    en = texts.violation(_poker_ctx("en"), SPEC, v, players=7)
    assert "Player 2 faces a bet of 100: call 100, raise or fold" in en


def test_poker_board_refusals_name_the_street_and_the_cards_in_persian() -> None:
    from pasur.cards import parse_any_card
    from pasur.games.poker import SPEC, Board, Call, Check, Fold
    from ui import texts

    state = _poker_opened()
    for move in (Call(), Fold(), Call()):
        state = state.apply(move)
    assert state.phase == "deal_flop"
    early = state.violation(Board("turn", (parse_any_card("AS"),)))
    assert early is not None and early.code == "poker/board-next"
    fa = texts.violation(_poker_ctx("fa"), SPEC, early)
    assert "اکنون نوبتِ فلاپ است، نه ترن" in fa
    wrong = state.violation(Board("flop", tuple(parse_any_card(c) for c in ("AS", "KS", "QS"))))
    assert wrong is not None and wrong.code == "poker/board-flop"
    expected = state._next_board()
    assert wrong.detail.endswith(" ".join(str(c) for c in expected))
    fa = texts.violation(_poker_ctx("fa"), SPEC, wrong)
    assert all(texts.card(_poker_ctx("fa"), c) in fa for c in expected)
    state = state.apply(Board("flop", expected))
    assert state.violation(Check()) is None  # nobody has bet on the flop yet


def test_poker_events_and_notation_errors_in_persian() -> None:
    from pasur.errors import NotationError
    from pasur.games.poker import SPEC, Call, Fold
    from ui import texts
    from ui.messages import detail_text

    state = _poker_opened()
    after = state.apply(Fold())
    (folded,) = SPEC.events(state, Fold(), after)
    assert folded.code == "poker/fold" and folded.text == "Seat 1 folds."
    assert texts.event(_poker_ctx("fa"), folded) == "شرق می\u200cخواباند."
    before, after = after, after.apply(Call())
    (called,) = SPEC.events(before, Call(), after)
    assert texts.event(_poker_ctx("fa"), called) == "شمال ۱۰۰ را می\u200cبیند."
    try:
        SPEC.parse_move(state, "raisee")
    except NotationError as exc:
        assert exc.code == "poker/notation/move"
        assert "«raisee» حرکتِ پوکر نیست" in (detail_text(_poker_ctx("fa"), exc) or "")
    else:
        raise AssertionError("raisee is not a move")


# --- Hokm ----------------------------------------------------------------------------------


def _hokm_ctx(lang: str) -> Any:
    from ui.frame import Ctx
    from ui.i18n import translations

    return Ctx(lang, translations(lang).gettext)


def _hokm_seed_003(*moves: str) -> Any:
    """Seed 003's worked deal (seat 0 hakem, seat 2 cuts), after *moves*."""
    from pasur.games.hokm import SPEC, HokmOptions, new_match

    state = new_match(HokmOptions(scope="hand"))
    for text in ("ace-0-AS", "deck-ArC3Dd2dKUk0wRut3ysvt4cl9X-neDmvlw_w7EA", *moves):
        state = state.apply(SPEC.parse_move(state, text))
    return state


def _hokm_play(options: Any, seed: int) -> list[Any]:
    """Every event of a random game at *options*."""
    import random

    from pasur.games.hokm import SPEC
    from pasur.protocol import CHANCE

    rng = random.Random(seed)
    state, out = SPEC.start(options), []
    while not state.is_terminal():
        if state.to_move == CHANCE:
            move = SPEC.sample_chance(state, rng)
        else:
            move = rng.choice(state.legal_moves())
        after = state.apply(move)
        out.extend(SPEC.events(state, move, after))
        state = after
    return out


def test_hokm_refusals_keep_the_seat_and_cards_in_persian() -> None:
    from pasur.cards import parse_card
    from pasur.games.hokm import SPEC, Play
    from ui import texts

    fa, en = _hokm_ctx("fa"), _hokm_ctx("en")
    # Spades led; East (seat 1) holds spades and plays a diamond.
    state = _hokm_seed_003("cut-0", "trump-H", "9S")
    off = next(c for c in state.hand(1) if c.suit.letter != "S")
    v = state.violation(Play(off))
    assert v is not None and v.code == "play/follow-suit"
    said = texts.violation(fa, SPEC, v)
    assert "پیک" in said and "شرق" in said
    assert all(texts.card(fa, c) in said for c in state.hand(1) if c.suit.letter == "S")
    # A card played before the cut: the refusal says who is to cut.
    state = _hokm_seed_003()
    v = state.violation(Play(parse_card("9S")))
    assert v is not None and v.code == "hokm/sequence-seat"
    assert v.detail == "the hakem's partner is to cut (seat 2), so '9S' cannot be made now"
    assert "یار حاکم" in texts.violation(fa, SPEC, v) and "شمال" in texts.violation(fa, SPEC, v)
    assert "partner is to cut (North), so “9S” cannot be made now" in texts.violation(en, SPEC, v)
    # A card the player does not hold.
    state = _hokm_seed_003("cut-0", "trump-H")
    held = state.hand(0)
    missing = next(c for c in state.options.deck if c not in held)
    v = state.violation(Play(missing))
    assert v is not None and v.code == "play/not-held"
    assert v.detail == f"Seat 0 does not hold {missing}"
    said = texts.violation(fa, SPEC, v)
    assert "جنوب" in said and texts.card(fa, missing) in said


def test_hokm_misdeal_refusal_and_events_in_persian() -> None:
    from pasur.cards import parse_card
    from pasur.games.hokm import (
        SPEC,
        Give,
        HokmOptions,
        Misdeal,
        NameTrump,
        SeatDraw,
        deck_for_hands,
        new_match,
    )
    from ui import texts

    fa = _hokm_ctx("fa")
    opts = HokmOptions(first_hakem="random", scope="hand", cut="off", misdeal_policy="s2_rules")
    hands = ("2S 3S 4S 5S 6S 7S", "8S 9S TS JS QS KS AS 2D 3D 4D 5D 6D 7D", "AH 2C 3C 4C", "")
    deck = deck_for_hands([[parse_card(c) for c in h.split()] for h in hands], 0)
    before = new_match(opts).apply(SeatDraw(0)).apply(Misdeal(2, 1, 1, deck))
    state = before.apply(NameTrump("S"))
    (ruling,) = [e for e in SPEC.events(before, NameTrump("S"), state) if e.kind == "misdeal"]
    assert ruling.code == "hokm/misdeal-one"
    said = texts.event(fa, ruling)
    assert "شمال" in said and "شرق" in said and "رو به همه رد می‌شود" in said
    hand = state.hand(2)
    single = parse_card("AH")  # North's only heart
    assert single in hand and sum(1 for d in hand if d.suit == single.suit) == 1
    v = state.violation(Give(single))
    assert v is not None and v.code == "hokm/misdeal-keep-suit"
    said = texts.violation(fa, SPEC, v)
    assert "شمال" in said and texts.card(fa, single) in said
    assert texts.one_of_suit(fa, single.suit) in said
    ok = next(c for c in hand if c != single and sum(1 for d in hand if d.suit == c.suit) > 1)
    after = state.apply(Give(ok))
    (give,) = [e for e in SPEC.events(state, Give(ok), after) if e.kind == "misdeal"]
    assert give.code == "hokm/misdeal-give-shown"
    assert give.text == f"Seat 2 hands {ok} to seat 1 face up; everyone now holds thirteen."
    assert texts.card(fa, ok) in texts.event(fa, give)


def test_hokm_events_of_two_three_and_four_players_render_in_persian() -> None:
    import re

    from pasur.games.hokm import HokmOptions
    from ui import texts

    fa, en = _hokm_ctx("fa"), _hokm_ctx("en")
    seats = {2: ("جنوب", "شمال"), 3: ("جنوب", "شرق", "غرب"), 4: ("جنوب و شمال", "شرق و غرب")}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        options = HokmOptions(players=players, scope="hand")
        events = _hokm_play(options, seed)
        for e in events:
            assert e.code, e
            said = texts.event(fa, e, players)
            assert not re.search(r"[A-Za-z{}?]", said), (e.code, said)
            assert "{" not in texts.event(en, e, players) and "?" not in e.text
        hand = next(e for e in events if e.kind == "hand")
        said = texts.event(fa, hand, players)
        assert any(name in said for name in seats[players]), said
        if players < 4:
            assert hand.code.startswith("hokm/hand-small") or "six-six-five" in hand.code
            assert f"seat {hand.param('winner')}" in hand.text
        else:
            assert hand.code.startswith("hokm/hand-win") and "team" in hand.text


def test_hokm_scoring_errors_are_coded_and_keep_the_counts_in_persian() -> None:
    import pytest

    from pasur.errors import OptionsError
    from pasur.games.hokm import HokmOptions, score_hand
    from ui.messages import detail_text

    fa = _hokm_ctx("fa")
    with pytest.raises(OptionsError) as info:
        score_hand(hakem=0, tricks=(6, 5), options=HokmOptions())
    assert info.value.code == "hokm/score/no-seven"
    assert str(info.value) == (
        "6 to 5 does not end a hand: play goes on until one team has 7 tricks."
    )  # the calculator's own sentence, so it need not check the counts again
    said = detail_text(fa, info.value)
    assert said == "با ۶ به ۵ دور تمام نمی‌شود: بازی ادامه دارد تا یک تیم ۷ دست بگیرد."
    with pytest.raises(OptionsError) as info:
        score_hand(hakem=0, tricks=(7, 7, 3), options=HokmOptions(players=3))
    assert info.value.code == "hokm/score/two-sevens-small"
    said = detail_text(fa, info.value, players=3)
    assert said is not None and "\u2066۷–۷–۳\u2069 ممکن نیست" in said and "دو نفر" in said
    after = HokmOptions(concession="after_own_first_trick")
    with pytest.raises(OptionsError) as info:
        score_hand(hakem=1, tricks=(0, 3), options=after, conceded_by=0)
    assert info.value.code == "hokm/score/concede-first-trick"
    said = detail_text(fa, info.value)
    assert said is not None and "جنوب و شمال هیچ دستی ندارند" in said


# --- the data files, the list and sum kinds, the shared sentences ------------------------------


def _table(tmp_path: Any, text: str) -> Any:
    path = tmp_path / "messages.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_message_file_loads_with_its_term_tables_and_the_computed_ones(tmp_path: Any) -> None:
    from pasur.messages import load_catalogue

    path = _table(
        tmp_path,
        '[terms.results]\nkot = "kot"\n\n["x/won"]\nen = "{seat} won by {result} ({why})"\n'
        'kinds = { seat = "seat", result = "results", why = "blocks" }\n',
    )
    table = load_catalogue(path, terms={"blocks": {"a/b": "a rule"}})
    m = table["x/won"]
    assert m.kind("seat") == "seat" and m.kind("result") == {"kot": "kot"}
    assert m.terms() == ("kot", "a rule") and table.terms["results"] == {"kot": "kot"}


def test_a_message_file_with_a_mistake_is_refused_when_it_loads(tmp_path: Any) -> None:
    import pytest

    from pasur.messages import load_catalogue

    entry = '["x/said"]\nen = "{seat} says {what}"\n'
    cases = {
        'kinds = { seat = "seat", what = "colour" }\n': "unknown kind 'colour'",
        'kinds = { seat = "seat" }\n': "placeholders ['what'] have no kind",
        'kinds = { seat = "seat", what = "text", card = "card" }\n': "['card'] are not in",
        'kinds = { seat = "seat", what = "text" }\n\n["x/said"]\nen = "again"\n': "given twice",
        'kinds = { seat = "seat", what = "text" }\nhelp = "x"\n': "'en' and, if it has",
    }
    for tail, problem in cases.items():
        with pytest.raises(ValueError, match=problem.replace("[", r"\[").replace("(", r"\(")):
            load_catalogue(_table(tmp_path, entry + tail))
    with pytest.raises(ValueError, match="message x/bad: the template is not a format string"):
        load_catalogue(_table(tmp_path, '["x/bad"]\nen = "{seat"\n'))
    with pytest.raises(ValueError, match="term table 'seat' is given twice or is the name"):
        load_catalogue(_table(tmp_path, entry), terms={"seat": {}})


def test_every_table_is_its_data_file_and_the_codes_are_unique() -> None:
    from pathlib import Path

    import pasur.registry  # noqa: F401  (registers every game's table)
    from pasur.messages import load_catalogue

    files = sorted(Path("pasur").glob("**/messages.toml"))
    assert len(files) == 7
    codes = [code for f in files if "chahar_barg" not in str(f) for code in load_catalogue(f)]
    assert len(codes) == len(set(codes)) and set(codes) <= set(known_codes())


def test_a_list_of_seats_is_joined_naturally_in_english_and_persian() -> None:
    from pasur.messages import english
    from ui.frame import Ctx
    from ui.i18n import translations
    from ui.messages import value_text

    assert english("seats", "2") == "seat 2"
    assert english("seats", "2 0") == "seat 2 and seat 0"
    assert english("seats", "2 1 0") == "seat 2, seat 1 and seat 0"
    fa, en = Ctx("fa", translations("fa").gettext), Ctx("en", translations("en").gettext)
    assert value_text(fa, "seats", "2 0") == "شمال و جنوب"
    assert value_text(fa, "seats", "2 1 0") == "شمال، شرق و جنوب"
    assert value_text(en, "seats", "2 1 0") == "North, East and South"
    assert "<b>" not in value_text(fa, "seats", "0 <b>")  # a malformed seat is escaped


def test_a_capture_sum_is_added_up_and_reads_left_to_right_in_persian() -> None:
    from pasur.messages import english, render
    from ui.frame import Ctx
    from ui.i18n import translations
    from ui.messages import value_text

    assert english("sum", "5 6") == "5 + 6 = 11" and english("sum", "6 3 2") == "6 + 3 + 2 = 11"
    assert english("sum", "5 <b>") == "5 <b>"  # not numbers: shown as it came
    fa = Ctx("fa", translations("fa").gettext)
    assert value_text(fa, "sum", "5 6") == "\u2066۵ + ۶ = ۱۱\u2069"
    assert value_text(fa, "sum", "<b>") == "\\<b\\>"
    said = render("pasur/capture-eleven", {"seat": 1, "taken": "5C", "card": "6D", "sum": "6 5"})
    assert said == "Seat 1 takes 5♣ with 6♦: 6 + 5 = 11."


def test_haft_khabis_and_poker_name_any_number_of_seats_with_one_code() -> None:
    from pasur.games.poker.messages import MESSAGES as POKER
    from ui.frame import Ctx
    from ui.i18n import translations
    from ui.messages import say

    assert [c for c in POKER if c.startswith("poker/split")] == [
        "poker/split-pot",
        "poker/split-main-pot",
        "poker/split-side-pot",
    ]
    fa = Ctx("fa", translations("fa").gettext)
    params = {"amount": 100, "seats": "0 1 2", "shares": "34-33-33"}
    text = say(fa, "poker/split-pot", params, players=6)
    assert "میان بازیکن ۱، بازیکن ۲ و بازیکن ۳ تقسیم" in text and "۳۴–۳۳–۳۳" in text


def test_a_sentence_several_games_say_is_one_shared_code() -> None:
    import pasur.registry  # noqa: F401  (registers every game's table)
    from pasur.games.chahar_barg import SPEC as PASUR
    from pasur.messages import MESSAGES, lookup

    by_template: dict[tuple[str, str], list[str]] = {}
    for code in known_codes():
        m = lookup(code)
        by_template.setdefault((m.en, repr(sorted(m.kinds.items()))), []).append(code)
    # (one game may say one sentence under two codes; two games never do)
    repeated = [
        codes for codes in by_template.values() if len({c.split("/")[0] for c in codes}) > 1
    ]
    assert not repeated, repeated
    assert MESSAGES["play/not-held"].en == "{seat} does not hold {card}"
    # The message is shared; the rule broken stays each game's own.
    state = _pasur_dealt()
    held = state.violation(PASUR.parse_move(state, "8S-2D"))
    assert held is not None and (held.code, held.rule_id) == ("play/not-held", "pasur/hand")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_code_has_a_persian_template_and_kinds(game: str) -> None:
    import importlib

    from ui.i18n import translations

    table = importlib.import_module(f"pasur.games.{game}.messages").MESSAGES
    prefix = GAMES[game].rules[0].id.split("/")[0] + "/"  # Chahar Barg's codes kept ``pasur/``
    fa = translations("fa")
    assert len(table) >= 40
    for code, m in table.items():
        assert code.startswith(prefix), code
        persian = fa.gettext(m.en)
        assert persian != m.en, code
        assert set(Message(code, persian).placeholders()) == set(m.placeholders()), code
        assert all(m.kind(p) != "text" for p in m.placeholders()), code
        assert all(fa.gettext(term) != term for term in m.terms()), (code, m.terms())
    for terms in table.terms.values():
        assert all(fa.gettext(word) != word for word in terms.values()), terms
