"""The shared auction (pasur.engines.bidding), on its own."""

from __future__ import annotations

import pytest

from pasur.engines.bidding import (
    Auction,
    AuctionRules,
    Bid,
    Pass,
    Special,
    apply_call,
    legal_calls,
    parse_call,
    run_calls,
    start_auction,
    violation,
)

RULES = AuctionRules(game="shelem", minimum=100, step=5, cap=165)


def rule_of(a: Auction, call: Bid | Pass | Special, seat: int | None = None) -> str | None:
    who = a.to_move if seat is None else seat
    assert who is not None
    v = violation(RULES, a, who, call)
    return None if v is None else v.rule_id


def test_seed_000_round_one() -> None:
    a = start_auction(RULES, 4, 1)
    calls = (Bid(110), Bid(115), Pass(), Bid(125), Bid(130), Pass(), Bid(135), Pass())
    a = run_calls(RULES, a, calls)
    assert a.is_over and a.winner == 0 and a.contract == 135
    assert [s for s, _ in a.calls] == [1, 2, 3, 0, 1, 2, 0, 1]


def test_minimum_step_higher_and_cap() -> None:
    a = start_auction(RULES, 4, 1)
    assert rule_of(a, Bid(95)) == "shelem/bid-minimum"
    assert rule_of(a, Bid(102)) == "shelem/bid-step"
    assert rule_of(a, Bid(170)) == "shelem/bid-cap"
    assert rule_of(a, Bid(100)) is None
    a = apply_call(RULES, a, Bid(115))
    assert rule_of(a, Bid(115)) == "shelem/bid-higher"
    assert rule_of(a, Bid(110)) == "shelem/bid-higher"
    assert rule_of(a, Bid(125)) is None  # jumps are allowed


def test_turn_and_pass_is_final() -> None:
    a = start_auction(RULES, 4, 1)
    assert rule_of(a, Bid(100), seat=2) == "shelem/bid-turn"
    a = run_calls(RULES, a, (Bid(100), Pass()))
    assert a.to_move == 3
    assert rule_of(a, Bid(105), seat=2) == "shelem/pass-is-final"
    a = run_calls(RULES, a, (Pass(), Bid(105), Bid(110)))
    assert a.to_move == 0  # seat 2 and seat 3 are skipped from now on


def test_all_but_one_pass_ends_it() -> None:
    a = run_calls(RULES, start_auction(RULES, 4, 2), (Pass(), Bid(125), Pass(), Pass()))
    assert a.is_over and a.winner == 3 and a.contract == 125


def test_all_pass_redeal_and_first_forced() -> None:
    a = run_calls(RULES, start_auction(RULES, 4, 1), (Pass(),) * 4)
    assert a.is_over and a.all_passed and a.winner is None
    forced = AuctionRules(game="shelem", cap=165, all_pass="first_forced")
    b = start_auction(forced, 4, 1)
    v = violation(forced, b, 1, Pass())
    assert v is not None and v.rule_id == "shelem/all-pass"
    assert Pass() not in legal_calls(forced, b)
    b = run_calls(forced, b, (Bid(100), Pass(), Pass(), Pass()))
    assert b.winner == 1 and b.contract == 100


def test_a_bid_at_the_cap_ends_the_auction() -> None:
    a = run_calls(RULES, start_auction(RULES, 4, 1), (Bid(100), Bid(165)))
    assert a.is_over and a.winner == 2 and a.contract == 165
    low = AuctionRules(game="shelem", cap=132)
    assert low.top == 130
    b = run_calls(low, start_auction(low, 4, 0), (Bid(130),))
    assert b.is_over


def test_special_call() -> None:
    a = start_auction(RULES, 4, 1)
    assert rule_of(a, Special()) == "shelem/declared-shelem"
    on = AuctionRules(game="shelem", cap=165, special=True)
    b = run_calls(on, start_auction(on, 4, 1), (Bid(150), Special()))
    assert b.is_over and b.special and b.winner == 2
    assert violation(on, b, 3, Pass()) is not None  # over


def test_auction_end_refuses_calls() -> None:
    a = run_calls(RULES, start_auction(RULES, 2, 1), (Bid(100), Pass()))
    assert a.is_over and a.winner == 1
    assert rule_of(a, Bid(105), seat=0) == "shelem/auction-end"
    assert legal_calls(RULES, a) == ()
    with pytest.raises(ValueError):
        apply_call(RULES, a, Pass())


def test_legal_calls_match_violation() -> None:
    on = AuctionRules(game="shelem", cap=165, special=True)
    a = run_calls(on, start_auction(on, 4, 0), (Bid(140),))
    legal = legal_calls(on, a)
    assert legal[0] == Bid(145) and legal[-2:] == (Special(), Pass())
    for amount in range(90, 175):
        call = Bid(amount)
        assert (call in legal) == (violation(on, a, 1, call) is None)


def test_uncapped_and_invalid_rules() -> None:
    free = AuctionRules(game="x", minimum=2, step=1)
    assert free.top is None and len(legal_calls(free, start_auction(free, 4, 0))) == 21
    with pytest.raises(ValueError):
        AuctionRules(game="x", step=0)
    with pytest.raises(ValueError):
        AuctionRules(game="x", minimum=100, cap=90)
    with pytest.raises(ValueError):
        AuctionRules(game="x", all_pass="sometimes")
    with pytest.raises(ValueError):
        start_auction(RULES, 1, 0)


@pytest.mark.parametrize(
    ("text", "call"),
    [("bid-125", Bid(125)), ("125", Bid(125)), ("pass", Pass()), ("shelem", Special())],
)
def test_parse_call(text: str, call: Bid | Pass | Special) -> None:
    assert parse_call(text) == call
    assert parse_call(str(call)) == call


def test_parse_call_rejects_other_text() -> None:
    assert parse_call("AS") is None and parse_call("bid-x") is None
