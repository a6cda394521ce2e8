"""Bad input: every malformed thing raises its own exception with a useful message.

One table holds the cases: what is given, the exception type expected, and fragments the message
must contain. The command line is tested below it: exit status 2 and a message on stderr.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pasur.cards import STANDARD_DECK, encode_deck, parse_card, parse_cards
from pasur.cli import main as cli_main
from pasur.errors import IllegalMoveError, NotationError, OptionsError, PasurError, RecordError
from pasur.games.hokm import PRESETS, SPEC, HokmOptions
from pasur.options import parse_options
from pasur.records import Record, load_record, replay
from pasur.registry import GAMES
from pasur.testing.kit import ROOT, run_pasur

EXAMPLE = ROOT / "examples" / "hokm" / "seed003-trick.txt"

# The opening of seed 003's trick (examples/hokm/seed003-trick.txt): seat 0 is hakem, hearts
# are trump, seat 0 leads 9♠. Seat 1 holds 4♠ 5♠ 6♠ 7♠ 8♠ and nine diamonds.
DECK_003 = "deck-ArC3Dd2dKUk0wRut3ysvt4cl9X-neDmvlw_w7EA"
OPENING = ["ace-0-AS", DECK_003, "cut-0", "trump-H", "9S"]

# A complete one-hand record (scope:hand, baseline players, deal_rng("hokm", 14, 0)).
_PLAYS = "KD 6D 4D 3D QD 9D 8D 2C 7D 2H TD 2S KC 3C 9C 4C QC 7C AC 5C 9S JS AS TS AD 9H 2D 5S"
FINISHED_HAND = [
    "ace-0-4H3S6H6DQC2C5D4CKHTDTC6S5S2H9C6C3DJHTS2S8S9S5CKD3H9D4DQS5H8D7SJSKSTH3CAC",
    "deck-AoBs6tm65zDCVLvMUdCfpqhO-X1YxAt5vxQLJtQ",
    "cut-0",
    "trump-D",
    *_PLAYS.split(),
    "stop",
]

CODES = "".join(c.code for c in STANDARD_DECK)

# A Pasur deal (seat 1 deals, seat 0 plays first): seat 0 holds J♥ 7♣ 9♥ 5♣, seat 1 holds
# 8♠ K♦ Q♦ 6♣, and the table is K♣ 4♥ 2♠ 2♦.
_PASUR_DEAL = parse_cards("JH 7C 9H 5C 8S KD QD 6C KC 4H 2S 2D")
PASUR_DECK = "deck-" + encode_deck(
    (*_PASUR_DEAL, *(c for c in STANDARD_DECK if c not in _PASUR_DEAL))
)
PASUR_OPENING = ["dealer-1", PASUR_DECK]


def pasur_text(moves: list[str], options: str = "scope:hand") -> str:
    return hokm_text(moves, options, game="pasur")


def hokm_text(moves: list[str], options: str = "scope:hand", game: str = "hokm") -> str:
    return f"game: {game}\noptions: {options}\nmoves:\n" + "".join(f"  {m}\n" for m in moves)


def replay_text(text: str) -> Callable[[], object]:
    return lambda: replay(load_record(text))


def hokm_replay(
    *moves: str, options: str = "scope:hand", game: str = "hokm"
) -> Callable[[], object]:
    """Replaying the Hokm record of *moves* (with *options*; of *game* to test the game line)."""
    return replay_text(hokm_text(list(moves), options, game))


def pasur_replay(*moves: str, options: str = "scope:hand") -> Callable[[], object]:
    """Replaying the Pasur record of *moves* (with *options*)."""
    return replay_text(pasur_text(list(moves), options))


def parse_move_in(phase_moves: list[str], text: str) -> Callable[[], object]:
    """Parse *text* as a Hokm move in the position reached by *phase_moves*."""

    def run() -> object:
        state = replay(load_record(hokm_text(phase_moves)))[-1]
        return SPEC.parse_move(state, text)

    return run


def options(text: str) -> Callable[[], object]:
    return lambda: parse_options(HokmOptions, text, PRESETS)


def token_of(version: int = 1) -> str:
    return Record("hokm", "scope:hand", ("ace-0-AS",), version=version).to_token()


GOOD_TOKEN = Record("hokm", "scope:hand", tuple(OPENING)).to_token()


def huge_token() -> str:
    """A small token (a few KB) that would inflate to 5 MB: refused, not inflated."""
    import base64
    import zlib

    body = ("1\nhokm\n\nAS " + "x" * 5_000_000).encode()
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = deflate.compress(body) + deflate.flush()
    return "p1" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


# Pasur moves refused as illegal right after PASUR_OPENING (seat 0 to play): the case's name
# (after "pasur "), the move and what the IllegalMoveError's message must say.
PASUR_ILLEGAL: list[tuple[str, str, list[str]]] = [
    (
        "card not on the table",
        "7C-4D",
        ["move 3 (7C-4D)", "4♦ is not on the table", "[pasur/hand]"],
    ),
    ("card not held", "8S-2D-AH", ["move 3", "Seat 0 does not hold 8♠", "[pasur/hand]"]),
    ("jack takes a king", "JH-KC", ["move 3 (JH-KC)", "no king or queen", "[pasur/jack-capture]"]),
    (
        "jack takes part of the table",
        "JH-4H",
        ["every number card and jack", "here J♥ takes", "[pasur/jack-capture]"],
    ),
    (
        "laying a card that must take",
        "7C",
        ["move 3 (7C)", "may not be laid", "[pasur/must-capture]"],
    ),
    ("sum other than eleven", "9H-4H", ["add up to 13, not 11", "[pasur/capture-eleven]"]),
    ("two sets at once", "7C-4H-2S-2D", ["one set", "[pasur/one-combination]"]),
    ("showing a card in ordinary Pasur", "show-7C", ["move 3 (show-7C)", "[pasur/turn]"]),
]


CASES: list[Any] = [
    # --- cards ---------------------------------------------------------------------------
    ("card 1X", lambda: parse_card("1X"), NotationError, ["not a card", "'1X'", "TD, 10♦"]),
    ("card ZZ", lambda: parse_card("ZZ"), NotationError, ["not a card", "'ZZ'"]),
    ("card empty", lambda: parse_card(""), NotationError, ["empty card"]),
    ("card blank", lambda: parse_card(" \u200c "), NotationError, ["empty card"]),
    ("card 11H", lambda: parse_card("11H"), NotationError, ["not a card", "'11H'"]),
    ("card rank only", lambda: parse_card("ده"), NotationError, ["not a card", "'ده'"]),
    ("card bad suit", lambda: parse_card("آس قلب"), NotationError, ["not a card", "آس قلب"]),
    ("card bad rank", lambda: parse_card("یازده دل"), NotationError, ["unknown rank", "یازده"]),
    ("card suit first", lambda: parse_card("♦10"), NotationError, ["not a card"]),
    ("card 1H", lambda: parse_card("1H"), NotationError, ["not a card"]),
    ("joker", lambda: parse_card("BJ"), NotationError, ["joker"]),
    ("cards list", lambda: parse_cards("AS KS 1X"), NotationError, ["'1X'"]),
    # --- moves ---------------------------------------------------------------------------
    ("move empty", parse_move_in(OPENING, ""), NotationError, ["empty move"]),
    ("move card AX", parse_move_in(OPENING, "AX"), NotationError, ["not a card", "'AX'"]),
    ("move ace-0", parse_move_in([], "ace-0"), NotationError, ["not a first-ace deal"]),
    ("move ace-x", parse_move_in([], "ace-x-AS"), NotationError, ["ace-SEAT-CARDS"]),
    ("move ace codes", parse_move_in([], "ace-0-A"), NotationError, ["two-character card codes"]),
    ("move draw", parse_move_in([], "draw-AS1"), NotationError, ["'AS1'", "card codes"]),
    ("move seat-12", parse_move_in([], "seat-12"), NotationError, ["not a seat", "seat-0 to"]),
    ("move cut-100", parse_move_in(OPENING[:2], "cut-100"), NotationError, ["not a cut"]),
    (
        "either-or same suit",
        parse_move_in(OPENING[:3], "trump-either-HH"),
        NotationError,
        ["trump-either-DH", "two suits"],
    ),
    ("either-or one suit", parse_move_in(OPENING[:3], "trump-either-H"), NotationError, ["two"]),
    ("discard nothing", parse_move_in(OPENING[:3], "discard-"), NotationError, ["discard"]),
    ("discard bad card", parse_move_in(OPENING[:3], "discard-AX2S"), NotationError, ["discard"]),
    ("peek word", parse_move_in(OPENING, "peek-two"), NotationError, ["peek-2 or peek-3"]),
    ("give bad card", parse_move_in(OPENING, "give-ZZ"), NotationError, ["not a card"]),
    (
        "misdeal malformed",
        parse_move_in(OPENING[:1], "misdeal-0-1-AAAA"),
        NotationError,
        ["misdeal-EXTRA-SHORT-COUNT-DECK"],
    ),
    (
        "three-player 52-card deck",
        hokm_replay("seat-0", DECK_003, options="players:3,first_hakem:random"),
        NotationError,
        ["move 2", "not a deck token", "38 characters"],
    ),
    (
        "two-player discard of three for the other player",
        hokm_replay(
            "seat-1",
            DECK_003,
            "cut-0",
            "trump-H",
            "discard-",
            options="players:2,first_hakem:random",
        ),
        NotationError,
        ["discard"],
    ),
    (
        "custom off",
        hokm_replay(*OPENING[:3], "trump-red"),
        IllegalMoveError,
        ["[hokm/red-top]", "does not use red top"],
    ),
    (
        "options: red top with three players",
        options("players:3,red_top:on"),
        OptionsError,
        ["red_top", "four-player rule"],
    ),
    (
        "options: two-player protocol with four",
        options("two_player_protocol:both_discard_2"),
        OptionsError,
        ["two-player game"],
    ),
    ("move trump-X", parse_move_in(OPENING[:3], "trump-X"), NotationError, ["not a trump: 'X'"]),
    ("move bare X", parse_move_in(OPENING[:3], "X"), NotationError, ["not a trump"]),
    ("move spaces", lambda: Record("hokm", "", ("AS", "A S")), NotationError, ["move 2"]),
    (
        "move bad chars in text",
        lambda: load_record("game: hokm\nmoves: AS foo:bar\n"),
        NotationError,
        ["move 2", "'foo:bar'"],
    ),
    # --- decks inside records ------------------------------------------------------------
    (
        "deck duplicate card",
        hokm_replay("ace-0-AS", "deck-" + CODES[:-2] + "2C"),
        RecordError,
        ["move 2", "repeated: 2♣", "missing: A♠", "[hokm/deck]"],
    ),
    (
        "deck of 51 cards",
        hokm_replay("ace-0-AS", "deck-" + CODES[:-2]),
        RecordError,
        ["move 2", "51 cards", "missing: A♠", "[hokm/deck]"],
    ),
    (
        "deck token too short",
        hokm_replay("ace-0-AS", DECK_003[:-1]),
        NotationError,
        ["move 2", "not a deck token", "expected 39 characters"],
    ),
    (
        "deck token out of range",
        hokm_replay("ace-0-AS", "deck-" + "_" * 38 + "w"),
        NotationError,
        ["move 2", "out of range"],
    ),
    (
        "deck token damaged last char",
        hokm_replay("ace-0-AS", DECK_003[:-1] + "B"),
        NotationError,
        ["move 2", "damaged"],
    ),
    # --- chance moves that cannot have happened ------------------------------------------
    (
        "ace draw without an ace",
        hokm_replay("ace-0-KS"),
        RecordError,
        ["move 1", "[hokm/first-ace]"],
    ),
    (
        "ace draw repeats a card",
        hokm_replay("ace-0-KSKSAS"),
        RecordError,
        ["drawn twice", "[hokm/deck]"],
    ),
    (
        "wrong method for first hakem",
        hokm_replay("seat-2"),
        RecordError,
        ["first ace", "[hokm/first-hakem]"],
    ),
    # --- games and options ---------------------------------------------------------------
    ("unknown game", hokm_replay(game="chess"), RecordError, ["'chess'", "hokm"]),
    ("unknown option", options("colour:red"), OptionsError, ["unknown option 'colour'"]),
    (
        "unknown option in record",
        hokm_replay(options="colour:red"),
        RecordError,
        ["options of the record", "unknown option 'colour'"],
    ),
    ("unknown preset", options("preset:nope"), OptionsError, ["unknown preset 'nope'", "strict"]),
    ("preset not first", options("bam:off,preset:strict"), OptionsError, ["must come first"]),
    ("target_points:0", options("target_points:0"), OptionsError, ["at least 1", "0"]),
    ("target_points:1_0", options("target_points:1_0"), OptionsError, ["whole number", "1_0"]),
    ("target_points:99", options("target_points:99"), OptionsError, ["at most 21"]),
    ("target_points:seven", options("target_points:seven"), OptionsError, ["whole number"]),
    ("bam:maybe", options("bam:maybe"), OptionsError, ["'bam'", "on or off", "'maybe'"]),
    ("scope:set", options("scope:set"), OptionsError, ["one of match, hand", "'set'"]),
    ("option without value", options("bam"), OptionsError, ["cannot read option 'bam'"]),
    ("option with =", options("bam=off"), OptionsError, ["name:value"]),
    ("option twice", options("bam:off,bam:on"), OptionsError, ["given twice"]),
    (
        "contradictory options",
        options("partner_selection:second_ace,first_hakem:random"),
        OptionsError,
        ["partner_selection:second_ace", "first_hakem:first_ace"],
    ),
    (
        "contradictory options 2",
        options("partner_selection:second_high_card"),
        OptionsError,
        ["first_hakem:high_card_draw"],
    ),
    (
        "contradictory options 3",
        options("low_hand_redeal:mandatory_if_uncut_below_10,cut:required"),
        OptionsError,
        ["never applies"],
    ),
    # --- illegal moves inside records ----------------------------------------------------
    (
        "not following suit",
        hokm_replay(*OPENING, "2D"),
        IllegalMoveError,
        ["move 6 (2D)", "spades were led", "seat 1 holds", "[hokm/follow-suit]"],
    ),
    (
        "card not held",
        hokm_replay(*OPENING, "AS"),
        IllegalMoveError,
        ["move 6", "does not hold A♠", "[hokm/own-card]"],
    ),
    (
        "move out of sequence",
        hokm_replay(*OPENING[:2], "trump-H"),
        IllegalMoveError,
        ["move 3", "partner is to cut", "[hokm/sequence]"],
    ),
    (
        "cut too deep",
        hokm_replay(*OPENING[:2], "cut-52"),
        IllegalMoveError,
        ["0 to 51", "[hokm/cut]"],
    ),
    (
        "special mode at a plain table",
        hokm_replay(*OPENING[:3], "trump-naras"),
        IllegalMoveError,
        ["special modes are off", "[hokm/special-modes]"],
    ),
    (
        "moves after the end",
        hokm_replay(*FINISHED_HAND, "AS"),
        RecordError,
        [f"move {len(FINISHED_HAND) + 1} (AS)", "already over"],
    ),
    # --- Pasur ---------------------------------------------------------------------------
    (
        "pasur malformed capture",
        pasur_replay(*PASUR_OPENING, "7C-XX"),
        NotationError,
        ["move 3 (7C-XX)", "not a card", "'XX'"],
    ),
    (
        "pasur capture without cards",
        pasur_replay(*PASUR_OPENING, "7C-"),
        NotationError,
        ["move 3", "name the cards taken"],
    ),
    (
        "pasur dealer out of range",
        pasur_replay("dealer-7"),
        NotationError,
        ["move 1", "dealer-0 to dealer-3"],
    ),
    (
        "pasur dealer without that seat",
        pasur_replay("dealer-3"),
        RecordError,
        ["move 1", "no seat 3", "[pasur/first-dealer]"],
    ),
    (
        "pasur deck of 51 cards",
        pasur_replay("dealer-1", "deck-" + CODES[:-2]),
        RecordError,
        ["move 2", "52 different cards", "[pasur/deck]"],
    ),
    (
        "pasur option for two players only",
        pasur_replay(options="players:3,no_sur_from:60"),
        RecordError,
        ["options of the record", "two-player rule"],
    ),
    # --- share tokens --------------------------------------------------------------------
    ("token cut short", lambda: Record.from_token(GOOD_TOKEN[:-8]), NotationError, ["damaged"]),
    (
        "token altered",
        lambda: Record.from_token(GOOD_TOKEN[:10] + "zzzz" + GOOD_TOKEN[14:]),
        NotationError,
        ["damaged or incomplete"],
    ),
    ("token wrong prefix", lambda: Record.from_token("q1abc"), NotationError, ["start with 'p1'"]),
    ("token bad chars", lambda: Record.from_token("p1ab+c"), NotationError, ["'p1'"]),
    ("token via load", lambda: load_record(GOOD_TOKEN[:-8]), NotationError, ["damaged"]),
    ("token too large", lambda: Record.from_token(huge_token()), NotationError, ["damaged"]),
    # --- JSON ----------------------------------------------------------------------------
    ("json list", lambda: Record.from_json("[1, 2]"), NotationError, ["an object", "'game'"]),
    ("json no game", lambda: Record.from_json('{"moves": []}'), NotationError, ["'game' string"]),
    ("json game number", lambda: Record.from_json('{"game": 3}'), NotationError, ["'game'"]),
    (
        "json moves string",
        lambda: Record.from_json('{"game": "hokm", "moves": "AS KS"}'),
        NotationError,
        ["'moves' must be a list of strings"],
    ),
    (
        "json moves numbers",
        lambda: Record.from_json('{"game": "hokm", "moves": [1, 2]}'),
        NotationError,
        ["list of strings"],
    ),
    (
        "json options object",
        lambda: Record.from_json('{"game": "hokm", "options": {"bam": false}}'),
        NotationError,
        ["'options' must be a string"],
    ),
    ("json broken", lambda: load_record('{"game": "hokm",'), NotationError, ["not a JSON record"]),
    # --- text form and versions ----------------------------------------------------------
    ("text no game", lambda: Record.from_text("moves: AS\n"), NotationError, ["'game:' line"]),
    (
        "text unknown header",
        lambda: Record.from_text("game: hokm\nplayers: 4\n"),
        NotationError,
        ["line 2", "'players: 4'"],
    ),
    (
        "text header twice",
        lambda: Record.from_text("game: hokm\ngame: hokm\n"),
        NotationError,
        ["line 2", "given twice"],
    ),
    (
        "text newer version",
        lambda: load_record("version: 2\ngame: hokm\nmoves:\n"),
        NotationError,
        ["v2 is newer", "(v1)"],
    ),
    (
        "json newer version",
        lambda: load_record('{"version": 7, "game": "hokm", "moves": []}'),
        NotationError,
        ["v7 is newer"],
    ),
    ("token newer version", lambda: load_record(token_of(2)), NotationError, ["v2 is newer"]),
    (
        "version not a number",
        lambda: load_record("version: one\ngame: hokm\n"),
        NotationError,
        ["'one' is not a number"],
    ),
    (
        "version zero",
        lambda: load_record("version: 0\ngame: hokm\n"),
        NotationError,
        ["does not exist"],
    ),
]
CASES += [
    (f"pasur {name}", pasur_replay(*PASUR_OPENING, move), IllegalMoveError, frags)
    for name, move, frags in PASUR_ILLEGAL
]


@pytest.mark.parametrize(
    ("make", "error", "fragments"),
    [pytest.param(make, error, frags, id=name) for name, make, error, frags in CASES],
)
def test_bad_input(make: Callable[[], object], error: type[PasurError], fragments: list[str]):
    with pytest.raises(error) as info:
        make()
    assert type(info.value) is error
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"


@pytest.mark.parametrize("error", [NotationError, RecordError, OptionsError, IllegalMoveError])
def test_every_error_is_a_pasur_error_and_a_value_error(error: type[Exception]) -> None:
    assert issubclass(error, PasurError)
    assert issubclass(error, ValueError)


def test_illegal_move_error_carries_the_violation() -> None:
    with pytest.raises(IllegalMoveError) as info:
        replay(load_record(hokm_text([*OPENING, "2D"])))
    v = info.value.violation
    assert v.rule_id == "hokm/follow-suit"
    assert dict(v.params) == {
        "seat": "1",
        "led": "S",
        "card": "2D",
        "held": "4S 5S 6S 7S 8S",
    }
    assert str(info.value.move) == "2D"


def test_record_error_carries_the_violation() -> None:
    with pytest.raises(RecordError) as info:
        replay(load_record(hokm_text(["ace-0-AS", "deck-" + CODES[:-2] + "2C"])))
    assert info.value.violation is not None
    assert info.value.violation.rule_id == "hokm/deck"


def test_a_state_refuses_an_illegal_apply() -> None:
    state = replay(load_record(hokm_text([*OPENING])))[-1]
    with pytest.raises(IllegalMoveError, match=r"\[hokm/follow-suit\]"):
        state.apply(SPEC.parse_move(state, "2D"))


# --- the command line ---------------------------------------------------------------------


def cli(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    status = cli_main(list(args), out=out)
    return status, out.getvalue()


def test_replay_example_explains_the_trick() -> None:
    status, out = cli("replay", str(EXAMPLE))
    assert status == 0
    trick = [line for line in out.splitlines() if line.startswith("Trick 1:")]
    assert len(trick) == 1
    assert "seat 2 wins with 2♥" in trick[0]
    assert "the only trump" in trick[0]
    assert trick[0].endswith("[hokm/trick-winner]")
    assert "stopped in phase play after 8 moves" in out


def test_replay_example_json() -> None:
    status, out = cli("replay", str(EXAMPLE), "--json")
    assert status == 0
    data = json.loads(out)
    tricks = [e for e in data["events"] if e["kind"] == "trick"]
    assert tricks == [
        {
            "move": "KS",
            "kind": "trick",
            "rule": "hokm/trick-winner",
            "text": tricks[0]["text"],
            "number": "1",
            "winner": "2",
            "card": "2H",
            "reason": "trump",
            "led": "S",
            "trumps": "1",
            "contract": "H",
            "cards": "9S 4S 2H KS",
            "leader": "0",
        }
    ]
    assert data["moves"] == 8 and data["status"] == "stopped in phase play"


def test_replay_subprocess_matches_in_process() -> None:
    done = run_pasur("replay", str(EXAMPLE), stdin="")
    assert done.returncode == 0, done.stderr
    assert done.stdout == cli("replay", str(EXAMPLE))[1]


def test_replay_of_an_illegal_record_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(hokm_text([*OPENING, "2D"]), encoding="utf-8")
    done = run_pasur("replay", str(bad), stdin="")
    assert done.returncode == 2
    assert "hokm/follow-suit" in done.stderr
    assert "IllegalMoveError" in done.stderr and "move 6 (2D)" in done.stderr
    # The events before the illegal move were already printed.
    assert "Seat 0 names ♥ hearts." in done.stdout


def test_replay_of_an_illegal_record_in_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(hokm_text([*OPENING, "2D"]), encoding="utf-8")
    assert cli_main(["replay", str(bad)], out=io.StringIO()) == 2
    assert "[hokm/follow-suit]" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        (hokm_text(["ace-0-AS", "deck-" + CODES[:-2] + "2C"]), ["RecordError", "hokm/deck"]),
        (hokm_text([*FINISHED_HAND, "AS"]), ["RecordError", "already over"]),
        ("version: 3\ngame: hokm\n", ["NotationError", "newer"]),
        (hokm_text([], game="chess"), ["RecordError", "unknown game 'chess'"]),
        ("", ["NotationError", "'game:' line"]),
    ],
)
def test_replay_bad_records_exit_2(
    text: str, fragments: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.txt"
    path.write_text(text, encoding="utf-8")
    assert cli_main(["replay", str(path)], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    for fragment in fragments:
        assert fragment in err


def test_replay_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["replay", str(tmp_path / "nope.txt")], out=io.StringIO()) == 2
    assert "cannot read" in capsys.readouterr().err


def test_replay_reads_a_token_from_stdin() -> None:
    token = load_record(EXAMPLE.read_text(encoding="utf-8")).to_token()
    done = run_pasur("replay", "-", stdin=token + "\n")
    assert done.returncode == 0, done.stderr
    assert "seat 2 wins with 2♥" in done.stdout


def test_rules_json() -> None:
    status, out = cli("rules", "hokm", "--json")
    assert status == 0
    rules = json.loads(out)
    assert len(rules) == len(GAMES["hokm"].rules) > 0
    assert len({r["id"] for r in rules}) == len(rules)
    for r in rules:
        assert r["id"].startswith("hokm/")
        for key in ("title_en", "title_fa", "text_en", "text_fa"):
            assert isinstance(r[key], str) and r[key].strip(), (r["id"], key)
        assert any("\u0600" <= ch <= "\u06ff" for ch in r["title_fa"] + r["text_fa"]), r["id"]
        assert r["sources"], r["id"]
        for s in r["sources"]:
            assert len(s["seed"]) == 3 and s["seed"].isdigit()
            first, last = s["lines"]
            assert 1 <= first <= last
        options = {f["name"] for f in json.loads(cli("options", "hokm", "--json")[1])["options"]}
        assert set(r["options"]) <= options


def test_rules_text_in_persian() -> None:
    status, out = cli("rules", "hokm", "--lang", "fa")
    assert status == 0
    assert out.startswith("حکم: ")


def test_options_json() -> None:
    status, out = cli("options", "hokm", "--json")
    assert status == 0
    data = json.loads(out)
    assert set(data["presets"]) == set(PRESETS)
    assert data["presets"]["classic"] == ""


def test_simulate_json_rates() -> None:
    args = ("simulate", "hokm", "--deals", "50", "--seed", "3", "--json")
    status, out = cli(*args)
    assert status == 0
    report = json.loads(out)
    assert report["deals"] == 50 and report["hands"] == 50  # scope:hand by default
    for key, value in report.items():
        if key.endswith("_rate"):
            assert 0.0 <= value <= 1.0, key
    assert 7 <= report["average_tricks_per_hand"] <= 13
    assert cli(*args) == (0, out)  # identical on a second run


def test_simulate_text_report() -> None:
    status, out = cli("simulate", "hokm", "--deals", "3", "--seed", "1", "--preset", "friendly")
    assert status == 0
    assert out.startswith("3 deal(s) of Hokm, seed 1, players heuristic")
    assert "deals/s" in out


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["rules", "chess"], "unknown game 'chess'"),
        (["options", "chess"], "unknown game 'chess'"),
        (["simulate", "chess", "--deals", "1", "--seed", "1"], "unknown game 'chess'"),
        (["simulate", "hokm", "--deals", "0", "--seed", "1"], "--deals"),
        (["simulate", "hokm", "--deals", "1", "--seed", "1", "--policy", "x"], "unknown player"),
        (["simulate", "hokm", "--deals", "1", "--seed", "1", "--players", "a,b"], "unknown player"),
        (["simulate", "hokm", "--deals", "1", "--seed", "1", "--workers", "0"], "--workers"),
        (["simulate", "hokm", "--deals", "1", "--seed", "1", "--preset", "x"], "unknown preset"),
        (["simulate", "hokm", "--deals", "1", "--seed", "1", "--options", "bam:x"], "on or off"),
    ],
)
def test_cli_bad_arguments_exit_2(
    args: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(args, out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("error (OptionsError): ")
    assert fragment in err


def test_unknown_game_subprocess_exits_2() -> None:
    done = run_pasur("rules", "chess", stdin="")
    assert done.returncode == 2
    assert "unknown game 'chess'" in done.stderr and done.stdout == ""


def test_argparse_errors_exit_2() -> None:
    with pytest.raises(SystemExit) as info:
        cli_main(["simulate", "hokm"], out=io.StringIO())
    assert info.value.code == 2
