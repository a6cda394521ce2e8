"""«پر بام» / «حاکم بام» (seed 002, line 53): a bam against the hakem's side has its own name.
It scores like any bam; the scorer names the rule and the state machine says so after the hand."""

from __future__ import annotations

from pasur.games.hokm.options import HokmOptions
from pasur.games.hokm.scoring import score_hand, update_game
from pasur.records import start_state
from pasur.sim import Setup, play_deal


def _events_of(setup: Setup, index: int) -> list[str]:
    record = play_deal(setup, index).record
    spec, state = start_state(record)
    codes: list[str] = []
    for text in record.moves:
        move = spec.parse_move(state, text)
        after = state.apply(move)
        codes += [e.code for e in spec.events(state, move, after)]
        state = after
    return codes


def test_hokm_hakem_bam() -> None:
    options = HokmOptions()
    against = score_hand(hakem=0, tricks=(0, 13), options=options, bam="made")
    own = score_hand(hakem=0, tricks=(13, 0), options=options, bam="made")
    assert (against.kind, against.rule_id) == ("bam", "hokm/hakem-bam")
    assert (own.kind, own.rule_id) == ("bam", "hokm/bam")
    # Named apart, scored alike: either bam takes the whole game.
    assert update_game((3, 5), against, options).winner == 1
    assert update_game((3, 5), own, options).winner == 0
    # Three players: a bam by a player other than the hakem is a pur bam too.
    small = HokmOptions(players=3)
    assert score_hand(hakem=2, tricks=(17, 0, 0), options=small, bam="made").rule_id == (
        "hokm/hakem-bam"
    )


def test_hokm_hakem_bam__the_table_hears_its_name() -> None:
    # Seed 5's deal 282 with random players: the side without the hakem plays on and takes all 13.
    codes = _events_of(Setup("hokm", "scope:hand", ("random",), 5), 282)
    assert codes.index("hokm/hakem-bam-named") == codes.index("hokm/hand-bam") + 1
