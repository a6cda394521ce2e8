"""The command line on bad input: exit status 2 and one line on stderr, never a traceback.

Most cases run ``pasur.cli.main`` in this process; a few run ``python -m pasur`` to check what a
user sees (standard input, the process's exit status). The record readers' size and depth
limits are tested here too, directly and through ``replay``.
"""

from __future__ import annotations

import base64
import io
import json
import os
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from pasur.cli import MAX_FILE_BYTES, main
from pasur.errors import NotationError, OptionsError, RecordError
from pasur.records import (
    MAX_JSON_DEPTH,
    MAX_RECORD_CHARS,
    MAX_TOKEN_BODY,
    MAX_TOKEN_CHARS,
    Record,
    load_record,
    replay,
)
from pasur.sim import MAX_SCENARIO_CHARS, Scenario, Setup, simulate
from pasur.testing.kit import ROOT, run_pasur

EXAMPLE = ROOT / "examples" / "hokm" / "seed003-trick.txt"
SIM = ["simulate", "hokm", "--deals", "1", "--seed", "1"]


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the command line here: (status, stdout, stderr). Argument errors count as exits."""
    out = io.StringIO()
    try:
        status = main(args, out=out)
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    captured = capsys.readouterr()
    return status, out.getvalue() + captured.out, captured.err


def refused(
    args: list[str], capsys: pytest.CaptureFixture[str], *fragments: str, kind: str = ""
) -> str:
    """Check *args* exit with status 2 and one line on stderr naming *fragments*."""
    status, out, err = run(args, capsys)
    assert status == 2, (args, out, err)
    assert "Traceback" not in err + out
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert len(err) < 1_100, err
    if kind:
        assert err.startswith(f"error ({kind}): "), err
    for fragment in fragments:
        assert fragment in err, (fragment, err)
    return err


# --- 1. record files that cannot be read -----------------------------------------------------


def test_replay_of_a_file_that_is_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "garbage.txt"
    path.write_bytes(b"\xff\xfe\x00garbage")
    refused(
        ["replay", str(path)],
        capsys,
        f"{path} is not UTF-8 text (byte 0",
        "0xff",
        kind="NotationError",
    )


def test_a_bad_byte_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("game: hokm\n# caf\u00e9\n".encode("latin-1"))
    refused(["replay", str(path)], capsys, "byte 16, on line 2, is 0xe9")


def test_replay_of_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nope.txt"
    refused(["replay", str(path)], capsys, f"cannot read {path}", "No such file")


def test_replay_of_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(["replay", str(tmp_path)], capsys, f"cannot read {tmp_path}", "directory")


@pytest.mark.parametrize("content", [b"", b"  \n\n\t", "\ufeff\n".encode()])
def test_replay_of_an_empty_file(
    content: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(content)
    refused(["replay", str(path)], capsys, f"{path} is empty", "'game:' line")


def test_replay_of_a_file_too_large(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # a sparse file: nothing is really written
    refused(["replay", str(path)], capsys, "is larger than", f"{MAX_FILE_BYTES:,} bytes")


def test_replay_tolerates_a_byte_order_mark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes())
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 0, err
    assert "seat 2 wins with 2♥" in out


def test_replay_of_a_file_too_long_in_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.txt"
    path.write_text("game: hokm\n" + "#" * MAX_RECORD_CHARS, encoding="utf-8")
    refused(["replay", str(path)], capsys, f"more than the {MAX_RECORD_CHARS:,} allowed")


def test_standard_input_that_is_not_utf8_or_empty() -> None:
    done = run_pasur("replay", "-", stdin=b"\xff\xfe\x00garbage")
    assert done.returncode == 2
    err = done.stderr.decode()
    assert "standard input is not UTF-8 text (byte 0" in err
    assert "Traceback" not in err and done.stdout == b""
    done = run_pasur("replay", "-", stdin=b"")
    assert done.returncode == 2 and b"standard input is empty" in done.stderr


# --- 2. scenarios -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fragments"),
    [
        (["--scenario", "hand5=AS"], ["seat 5", "a hokm table", "seats 0 to 3"]),
        (["--scenario", "hand4=AS"], ["seat 4", "seats 0 to 3"]),
        (["--options", "players:2", "--scenario", "hand3=AS"], ["seat 3", "seats 0 to 1"]),
        (["--options", "players:3", "--scenario", "3@trump=trump-S"], ["seat 3", "0 to 2"]),
        (["--scenario", "7@trump=trump-S"], ["seat 7", "seats 0 to 3"]),
    ],
)
def test_scenario_naming_a_seat_the_table_lacks(
    extra: list[str], fragments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    refused([*SIM, *extra], capsys, "the scenario names", *fragments, kind="OptionsError")


@pytest.mark.parametrize(
    ("game", "seat", "seats"), [("pasur", 2, 2), ("ghahve", 4, 4), ("haft_khabis", 4, 4)]
)
def test_scenario_seats_of_other_games(
    game: str, seat: int, seats: int, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", game, "--deals", "1", "--seed", "1", "--policy", "random"]
    refused([*args, "--scenario", f"hand{seat}=AS"], capsys, f"seats 0 to {seats - 1}")


# Malformed scenarios, by what the message must say: the fragment, then the scenarios.
MALFORMED_SCENARIOS: dict[str, list[str]] = {
    "needs the form key=value": ["hand0", "hand0=", "=AS"],
    "'²' is not a seat number": ["hand²=AS", "²@trump=trump-S"],
    "'①' is not a seat number": ["hand①=AS"],
    "is not a seat number": ["hand３=AS", "hand-1=AS"],
    "'X' is not a seat number": ["handX=AS"],
    "'x' is not a seat number": ["x@trump=S"],
    "expected handN=… or SEAT@phase=…": ["0trump=S", "0@=S", "@trump=S"],
    "empty card": ["hand0=AS..KS"],
    "names a card twice": ["hand0=AS.AS"],
    "a card is given to two seats": ["hand0=AS;hand1=AS"],
    "the hand of seat 0 is given twice": ["hand0=AS;hand0=KS"],
    "seat 0's move in phase 'trump' is given twice": ["0@trump=trump-S;0@trump=trump-H"],
    f"more than the {MAX_SCENARIO_CHARS:,} allowed": ["hand0=AS;" * 2000],
}
# Those whose message must say more than one thing: (scenario, fragments).
MALFORMED_SCENARIOS_MORE: list[tuple[str, list[str]]] = [
    ("hand99999999999999999999999=AS", ["is not a seat number", "0 to 99"]),
    ("hand" + "9" * 5000 + "=AS", ["is not a seat number", "…"]),
    ("hand0=AS.XX", ["'hand0=AS.XX'", "not a card: 'XX'"]),
]


@pytest.mark.parametrize(
    ("scenario", "fragments"),
    [
        (scenario, [fragment])
        for fragment, scenarios in MALFORMED_SCENARIOS.items()
        for scenario in scenarios
    ]
    + MALFORMED_SCENARIOS_MORE,
)
def test_malformed_scenario(
    scenario: str, fragments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    refused([*SIM, "--scenario", scenario], capsys, *fragments, kind="NotationError")


def test_a_scenario_move_that_is_not_a_move(capsys: pytest.CaptureFixture[str]) -> None:
    refused(
        [*SIM, "--scenario", "c@first_hakem=garbage"],
        capsys,
        "the scenario's move 'garbage' for chance in phase first_hakem",
        "not a card",
        kind="NotationError",
    )


def test_scenario_seats_in_persian_digits() -> None:
    assert Scenario.parse("hand۲=AS;۱@trump=trump-S") == Scenario.parse("hand2=AS;1@trump=trump-S")


def test_scenario_seats_are_checked_before_anything_runs() -> None:
    with pytest.raises(OptionsError, match="seat 5"):
        list(simulate(Setup("hokm", "scope:hand", scenario="hand5=AS"), 1))
    with pytest.raises(OptionsError, match="seats 0 to 1"):
        list(simulate(Setup("hokm", "scope:hand,players:2", scenario="1@trump=x;2@trump=x"), 1))


# --- 3. --records -----------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["/nonexistent-dir/x.txt", "DIR"])
def test_records_path_not_writable(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(tmp_path) if where == "DIR" else where
    err = refused(
        [*SIM, "--records", path], capsys, f"--records: cannot write {path}", kind="OptionsError"
    )
    assert "directory" in err.lower()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_records_on_a_full_disk(capsys: pytest.CaptureFixture[str]) -> None:
    refused([*SIM, "--records", "/dev/full"], capsys, "--records: cannot write /dev/full")


def test_a_bad_setup_writes_no_records_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "records.txt"
    refused([*SIM, "--scenario", "hand9=AS", "--records", str(path)], capsys, "seat 9")
    assert not path.exists()


# --- 4. bounded record readers -----------------------------------------------------------------


def deflated_token(body: bytes) -> str:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = deflate.compress(body) + deflate.flush()
    return "p1" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def deep_json(depth: int) -> str:
    return '{"game": "hokm", "moves": [], "x": ' + "[" * (depth - 1) + "]" * (depth - 1) + "}"


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        "{" * 100_000,
        '{"game":' + "[" * 100_000,
        '{"game": "hokm", "moves": ' + "[" * 500_000 + "]" * 500_000 + "}",
        deep_json(MAX_JSON_DEPTH + 1),
    ],
)
def test_deeply_nested_json_is_refused(text: str) -> None:
    with pytest.raises(NotationError, match=f"nested more than {MAX_JSON_DEPTH} deep"):
        load_record(text)
    if text.startswith("{"):
        with pytest.raises(NotationError, match="nested"):
            Record.from_json(text)


def test_json_as_deep_as_allowed_is_read() -> None:
    assert load_record(deep_json(MAX_JSON_DEPTH)).game == "hokm"
    record = Record("hokm", "scope:hand", ("ace-0-AS", "cut-0"))
    assert load_record(record.to_json()) == record


def test_brackets_inside_json_strings_do_not_count() -> None:
    text = json.dumps({"game": "hokm", "note": "[" * 1000 + "{" * 1000 + '"\\'})
    assert load_record(text).game == "hokm"


def test_unterminated_json_strings_are_refused_quickly() -> None:
    began = time.perf_counter()
    for text in ('{"a":"' + '\\"' * 900_000, "{" + '"\\' * 900_000, '{"' + "x" * 1_900_000):
        with pytest.raises(NotationError, match="not a JSON record"):
            load_record(text)
    assert time.perf_counter() - began < 10


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"game": "hokm", "version": ' + "9" * 5000 + "}", "number too long"),
        ('{"game": "hokm", "version": 1.0}', "'version' must be a whole number"),
        ('{"game": "hokm", "version": true}', "'version' must be a whole number"),
        ('{"game": "hokm", "version": "' + "9" * 5000 + '"}', "is newer than this program"),
        ("version: " + "9" * 5000 + "\ngame: hokm\n", "is newer than this program"),
        ("version: ²\ngame: hokm\n", "record version '²' is not a number"),
        ("version: -1\ngame: hokm\n", "record version '-1' does not exist"),
        ("[1, 2]", "a JSON record is an object"),
    ],
)
def test_bad_versions_and_numbers_in_records(text: str, fragment: str) -> None:
    with pytest.raises(NotationError) as info:
        load_record(text)
    assert fragment in str(info.value)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize(
    "read", [load_record, Record.from_text, Record.from_json], ids=["load", "text", "json"]
)
def test_records_longer_than_the_limit_are_refused(read: Callable[[str], Record]) -> None:
    text = '{"game": "hokm", "moves": [' + " " * MAX_RECORD_CHARS + "]}"
    began = time.perf_counter()
    with pytest.raises(NotationError, match=f"more than the {MAX_RECORD_CHARS:,} allowed"):
        read(text)
    assert time.perf_counter() - began < 1


def test_long_input_is_quoted_short() -> None:
    for text in ("x" * 100_000, "game: hokm\nmoves: " + "A" * 100_000 + ":x\n"):
        with pytest.raises(NotationError) as info:
            load_record(text)
        assert len(str(info.value)) < 200 and "…" in str(info.value)
    with pytest.raises(RecordError) as err:
        replay(load_record("game: " + "chess" * 10_000))
    assert len(str(err.value)) < 300 and "…" in str(err.value)


def test_a_token_longer_than_the_limit_is_refused() -> None:
    with pytest.raises(NotationError, match=f"more than the {MAX_TOKEN_CHARS:,} allowed"):
        Record.from_token("p1" + "A" * MAX_TOKEN_CHARS)


def test_a_zip_bomb_token_is_refused_without_inflating_it() -> None:
    bomb = deflated_token(b"1\nhokm\n\n" + b"a" * 50_000_000)
    assert len(bomb) < MAX_TOKEN_CHARS  # small enough to be read, but 50 MB once inflated
    began = time.perf_counter()
    with pytest.raises(NotationError, match="too large"):
        Record.from_token(bomb)
    with pytest.raises(NotationError, match="too large"):
        load_record(bomb)
    assert time.perf_counter() - began < 5


def test_a_token_just_inside_the_limit_is_read() -> None:
    moves = ("AS",) * (MAX_TOKEN_BODY - 100)  # one letter a card in the token's body
    record = Record("hokm", "", moves)
    assert Record.from_token(record.to_token()) == record
    too_many = Record("hokm", "", ("AS",) * MAX_TOKEN_BODY)
    with pytest.raises(NotationError, match="too large"):
        Record.from_token(too_many.to_token())


def test_a_token_with_data_after_its_end_is_refused() -> None:
    token = Record("hokm", "", ("ace-0-AS",)).to_token()
    packed = base64.urlsafe_b64decode(token[2:] + "=" * (-len(token[2:]) % 4))
    longer = "p1" + base64.urlsafe_b64encode(packed + b"extra").decode().rstrip("=")
    with pytest.raises(NotationError, match="damaged"):
        Record.from_token(longer)


def test_replay_of_deep_json_and_a_bomb(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"game":' + "[" * 100_000, encoding="utf-8")
    refused(["replay", str(path)], capsys, "nested more than", kind="NotationError")
    path.write_text(deflated_token(b"1\nhokm\n\n" + b"a" * 10_000_000), encoding="utf-8")
    refused(["replay", str(path)], capsys, "too large", kind="NotationError")


# --- 5. numbers on the command line -------------------------------------------------------------

HUGE = "9" * 5000


# What each number option of `simulate` refuses: (value, what the message says).
BAD_NUMBERS: dict[str, list[tuple[str, str]]] = {
    "--deals": [
        ("0", "'0' is too small"),
        ("-5", "'-5' is too small"),
        ("²", "'²' is not a whole number"),
        ("①", "'①' is not a whole number"),
        ("３", "'３' is not a whole number"),
        ("1e3", "is not a whole number"),
        ("", "no number given"),
        (HUGE, "is too large"),
        ("-" + HUGE, "is too small"),
        ("100000000", "is too large"),
    ],
    "--seed": [
        ("-1", "'-1' is too small"),
        ("①", "'①' is not a whole number"),
        ("²", "is not a whole number"),
        (HUGE, "is too large"),
        (str(2**63), "is too large"),
    ],
    "--workers": [
        ("0", "'0' is too small"),
        ("-2", "is too small"),
        ("999999", "'999999' is too large"),
        ("²", "is not a whole number"),
        (HUGE, "is too large"),
    ],
}


@pytest.mark.parametrize(
    ("option", "value", "fragment"),
    [
        (option, value, fragment)
        for option, cases in BAD_NUMBERS.items()
        for value, fragment in cases
    ],
)
def test_bad_numbers(
    option: str, value: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "hokm", "--deals", "1", "--seed", "1", "--workers", "1"]
    args[args.index(option) + 1] = value
    err = refused(args, capsys, f"{option}: ", fragment, "expected", kind="OptionsError")
    assert HUGE not in err


def test_a_deal_that_never_ends(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import pasur.sim

    def endless(setup: Setup, index: int) -> None:
        raise RuntimeError("no end after 20000 moves")

    monkeypatch.setattr(pasur.sim, "play_deal", endless)
    refused(SIM, capsys, "a deal did not finish", "no end after 20000 moves", "scope:hand")


def test_numbers_in_persian_and_arabic_indic_digits(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        ["simulate", "hokm", "--deals", "۲", "--seed", "١", "--workers", "۱", "--json"], capsys
    )
    assert status == 0, err
    report = json.loads(out)
    assert report["deals"] == 2 and report["seed"] == 1


# --- 6. other bad input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["rules", "chess"], ["unknown game 'chess'", "hokm"]),
        (["options", "chess"], ["unknown game 'chess'"]),
        (["rules", "x" * 5000], ["unknown game 'xxx", "…"]),
        (["simulate", "chess", "--deals", "1", "--seed", "1"], ["unknown game 'chess'"]),
        ([*SIM, "--preset", "nope"], ["unknown preset 'nope'"]),
        ([*SIM, "--options", "bam"], ["cannot read option 'bam'"]),
        ([*SIM, "--options", "bam:off,,"], ["cannot read option ''"]),
        ([*SIM, "--options", "colour:red"], ["unknown option 'colour'"]),
        ([*SIM, "--options", "players:9"], ["at most 4"]),
        ([*SIM, "--options", "target_points:" + HUGE], ["target_points"]),
        ([*SIM, "--players", "genius"], ["unknown player 'genius'", "heuristic"]),
        ([*SIM, "--players", "heuristic,"], ["unknown player ''"]),
        ([*SIM, "--players", "x" * 5000], ["unknown player 'xxx", "…"]),
        ([*SIM, "--policy", "genius"], ["unknown player 'genius'"]),
        (
            [*SIM, "--players", "heuristic,random,heuristic,random,random"],
            ["5 players are named", "4 seats"],
        ),
    ],
)
def test_other_bad_arguments(
    args: list[str], fragments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(args, capsys, *fragments, kind="OptionsError")
    assert "x" * 100 not in err and HUGE not in err


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ("game: chess\n", ["RecordError", "unknown game 'chess'", "hokm"]),
        ('{"game": "chess"}', ["RecordError", "unknown game 'chess'"]),
        ("game:\n", ["RecordError", "unknown game ''"]),
        ("game: hokm\noptions: target_points:" + HUGE + "\n", ["options of the record"]),
        ("game: hokm\noptions: colour:red\n", ["options of the record", "unknown option"]),
        ("game: hokm\nmoves: AS foo:bar\n", ["NotationError", "'foo:bar'"]),
        ("hello world\n", ["NotationError", "line 1", "'hello world'"]),
        ("p1!!!", ["NotationError"]),
        ("p1AAAA", ["damaged"]),
    ],
)
def test_bad_records(
    text: str, fragments: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.txt"
    path.write_text(text, encoding="utf-8")
    err = refused(["replay", str(path)], capsys, *fragments)
    assert HUGE not in err


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["chess"],
        ["simulate", "hokm"],
        ["simulate", "hokm", "--deals", "1"],
        [*SIM, "--bogus"],
        ["rules", "hokm", "--lang", "de"],
        ["replay"],
    ],
)
def test_argument_errors_are_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(args, capsys, "error: ", "--help")
    assert not err.startswith("usage")


def test_the_process_exits_2_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "garbage.txt"
    path.write_bytes(b"\xff\xfe\x00garbage")
    for args in (
        ["replay", str(path)],
        [*SIM, "--scenario", "hand5=AS"],
        [*SIM, "--records", "/nonexistent-dir/x.txt"],
        ["simulate", "hokm", "--deals", "²", "--seed", "1"],
        ["simulate", "hokm"],
    ):
        done = run_pasur(*args)
        assert done.returncode == 2, (args, done.stderr)
        err = done.stderr.decode()
        assert "Traceback" not in err and err.count("\n") == 1, (args, err)
        assert done.stdout == b""


def test_a_closed_pipe_is_not_a_traceback() -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    with subprocess.Popen(
        [sys.executable, "-m", "pasur", "rules", "hokm", "--json"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as child:
        assert child.stdout is not None and child.stderr is not None
        child.stdout.read(10)
        child.stdout.close()
        err = child.stderr.read().decode()
        child.wait(timeout=120)
    assert "Traceback" not in err and "Exception ignored" not in err
