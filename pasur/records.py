"""One record format for a deal or a match: game, options, moves (chance moves included).

A :class:`Record` has three spellings, all exact round trips (see ``docs/records.md``):

* **text** (``record.to_text()``), for files and golden tests::

      # comments are allowed anywhere
      game: hokm
      options: scope:hand
      moves:
        ace-0-AS
        deck-As7K9Q6ntZ3JfeKl5nb7UV5eYxFqksq0AK3f19E
        cut-0 trump-H
        9S 4S 2H KS

* **JSON** (``record.to_json()``), for programs;
* **token** (``record.to_token()``), a compact URL-safe string for share links.

:func:`replay` turns a record into the list of states it passes through, checking every move.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from pasur.errors import IllegalMoveError, NotationError, OptionsError, PasurError, RecordError
from pasur.numbers import NumberError, parse_int
from pasur.options import format_options, parse_options
from pasur.protocol import CHANCE, GameSpec, GameState

FORMAT_VERSION: Final = 1
_TOKEN_PREFIX: Final = "p1"

# Every reader of pasted or linked text is bounded, so that no input can exhaust memory, time or
# the interpreter's stack. The limits are far above what any real record needs.
MAX_RECORD_CHARS: Final = 2_000_000
"""A record (text, JSON or token) longer than this many characters is refused: about 2 MB. A
whole simulated match takes a few thousand to a few tens of thousands."""
MAX_JSON_DEPTH: Final = 4
"""JSON nested deeper than this is refused before it is parsed. A record needs depth 2 (an
object holding the list of moves); the rest is headroom."""
MAX_TOKEN_BODY: Final = 200_000
"""A share token inflating to more than this many bytes is refused (a guard against bombs)."""
MAX_TOKEN_CHARS: Final = 280_000
"""A share token longer than this many characters is refused before it is decoded: the
base64url text of the largest body, :data:`MAX_TOKEN_BODY` bytes, even if it did not compress."""
_MAX_VERSION: Final = 1_000_000
_MOVE: Final = re.compile(r"[A-Za-z0-9_-]+")
_JSON_NESTING: Final = re.compile(r'"(?:[^"\\]++|\\.)*+"?|[\[\]{}]', re.DOTALL)
"""A JSON string (skipped whole, brackets inside it do not count; one left open runs to the end,
which keeps the scan linear) or a bracket."""
_SHOWN: Final = 60
"""At most this many characters of a piece of input are quoted in a message."""


def _clip(text: str) -> str:
    """*text* cut short for an error message if it is long."""
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def _shown(text: str) -> str:
    """*text* quoted for an error message, cut short if long."""
    return repr(_clip(text))


def _check_size(text: str, code: str, limit: int = MAX_RECORD_CHARS) -> None:
    if len(text) > limit:
        raise NotationError(code=code, params={"length": len(text), "limit": limit})


def _json_depth(text: str) -> int:
    """How deeply *text* (JSON) nests arrays and objects, without parsing it (no recursion)."""
    depth = deepest = 0
    for match in _JSON_NESTING.finditer(text):
        ch = match.group()
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_JSON_DEPTH:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest


@dataclass(frozen=True, slots=True)
class Record:
    """Everything needed to replay a deal or a match."""

    game: str
    options: str = ""
    """Options in their compact text form (non-default values only)."""
    moves: tuple[str, ...] = field(default=())
    """Canonical move texts, chance moves included."""
    version: int = FORMAT_VERSION

    def __post_init__(self) -> None:
        from pasur.registry import game_id

        # A game's older id reads as its id (``game: pasur`` is Chahar Barg's record).
        object.__setattr__(self, "game", game_id(self.game) or self.game)
        for i, move in enumerate(self.moves):
            if not _MOVE.fullmatch(move):
                raise NotationError(code="record/move-chars", params={"n": i + 1, "move": move})

    # --- text ------------------------------------------------------------------------------

    def to_text(self, comments: Mapping[int, str] | None = None) -> str:
        """The text form. *comments* maps a move index to a note written after it."""
        lines = [f"game: {self.game}"]
        if self.version != FORMAT_VERSION:
            lines.insert(0, f"version: {self.version}")
        lines.append(f"options: {self.options}" if self.options else "options:")
        lines.append("moves:")
        for i, move in enumerate(self.moves):
            note = (comments or {}).get(i)
            note = " ".join(note.split()) if note else ""  # a note stays on its line
            lines.append(f"  {move}" + (f"  # {note}" if note else ""))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Read the text form. Comments (``#`` to the end of a line) and blank lines are ignored.

        Raises:
            NotationError: a header is missing, repeated or unknown, a move is malformed, or the
                text is longer than :data:`MAX_RECORD_CHARS`.
        """
        _check_size(text, "record/too-long")
        header: dict[str, str] = {}
        moves: list[str] = []
        in_moves = False
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if in_moves and ":" not in line:
                moves.extend(line.split())
                continue
            key, sep, value = line.partition(":")
            key = key.strip().lower()
            if not sep or key not in ("game", "options", "moves", "version"):
                raise NotationError(code="record/line", params={"n": number, "text": raw.strip()})
            if key in header:
                raise NotationError(code="record/line-twice", params={"n": number, "key": key})
            header[key] = value.strip()
            if key == "moves":
                in_moves = True
                moves.extend(value.split())
        if "game" not in header:
            raise NotationError(code="record/no-game")
        return cls(
            header["game"],
            header.get("options", ""),
            tuple(moves),
            _version(header.get("version", str(FORMAT_VERSION))),
        )

    # --- JSON ------------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "version": self.version,
                "game": self.game,
                "options": self.options,
                "moves": list(self.moves),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Read the JSON form.

        Raises:
            NotationError: not JSON, not a record's fields, longer than :data:`MAX_RECORD_CHARS`
                or nested deeper than :data:`MAX_JSON_DEPTH`.
        """
        _check_size(text, "record/json-too-long")
        if _json_depth(text) > MAX_JSON_DEPTH:
            raise NotationError(code="record/json-depth", params={"depth": MAX_JSON_DEPTH})
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise NotationError(
                code="record/json-syntax", params={"error": exc.msg, "line": exc.lineno}
            ) from None
        except RecursionError:  # pragma: no cover - the depth was checked above
            raise NotationError(
                code="record/json-depth", params={"depth": MAX_JSON_DEPTH}
            ) from None
        except ValueError:  # an integer of more digits than int() converts
            raise NotationError(code="record/json-number") from None
        if not isinstance(data, dict) or not isinstance(data.get("game"), str):
            raise NotationError(code="record/json-object")
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise NotationError(code="record/json-moves")
        options = data.get("options", "")
        if not isinstance(options, str):
            raise NotationError(code="record/json-options")
        version = data.get("version", FORMAT_VERSION)
        if isinstance(version, bool) or not isinstance(version, (int, str)):
            raise NotationError(code="record/json-version", params={"version": FORMAT_VERSION})
        return cls(data["game"], options, tuple(moves), _version(str(version)))

    # --- token -----------------------------------------------------------------------------

    def to_token(self) -> str:
        """A compact, URL-safe token (``A-Z a-z 0-9 - _``) that :meth:`from_token` reads back.

        Runs of moves that are single cards are written one letter per card, then the whole
        record is deflated and base64url-encoded: a Hokm hand takes about 180 characters.
        """
        body = "\n".join((str(self.version), self.game, self.options, _pack_moves(self.moves)))
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        packed = deflate.compress(body.encode()) + deflate.flush()
        return _TOKEN_PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")

    @classmethod
    def from_token(cls, token: str) -> Record:
        """Read a share token.

        Raises:
            NotationError: the token is cut short, altered, from another program, longer than
                :data:`MAX_TOKEN_CHARS` or inflating to more than :data:`MAX_TOKEN_BODY` bytes.
        """
        token = token.strip()
        _check_size(token, "record/token-too-long", MAX_TOKEN_CHARS)
        if not token.startswith(_TOKEN_PREFIX) or not re.fullmatch(r"[A-Za-z0-9_-]+", token):
            raise NotationError(code="record/token-prefix")
        data = token[len(_TOKEN_PREFIX) :]
        try:
            packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
            inflate = zlib.decompressobj(-15)
            # At most MAX_TOKEN_BODY bytes come out, however small the token: no bomb gets
            # through. No flush(): it would inflate the unconsumed tail too, past the limit.
            raw = inflate.decompress(packed, MAX_TOKEN_BODY)
        except (binascii.Error, zlib.error, ValueError):
            raise NotationError(code="record/token-damaged") from None
        if inflate.unconsumed_tail or (not inflate.eof and len(raw) >= MAX_TOKEN_BODY):
            raise NotationError(code="record/token-too-large", params={"limit": MAX_TOKEN_BODY})
        if not inflate.eof or inflate.unused_data:  # cut short, or something appended
            raise NotationError(code="record/token-damaged")
        try:
            body = raw.decode()
        except UnicodeDecodeError:
            raise NotationError(code="record/token-damaged") from None
        parts = body.split("\n")
        if len(parts) != 4:
            raise NotationError(code="record/token-damaged")
        version, game, options, moves = parts
        return cls(game, options, _unpack_moves(moves), _version(version))


_LETTERS: Final = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_CARD_CODES: Final = tuple(r + s for s in "CDHS" for r in "23456789TJQKA")
_CARD_LETTER: Final = dict(zip(_CARD_CODES, _LETTERS, strict=True))
_LETTER_CARD: Final = dict(zip(_LETTERS, _CARD_CODES, strict=True))


def _pack_moves(moves: tuple[str, ...]) -> str:
    """Moves separated by spaces, each run of card moves as ``*`` and one letter per card."""
    out: list[str] = []
    run: list[str] = []
    for move in moves:
        letter = _CARD_LETTER.get(move)
        if letter is not None:
            run.append(letter)
            continue
        if run:
            out.append("*" + "".join(run))
            run = []
        out.append(move)
    if run:
        out.append("*" + "".join(run))
    return " ".join(out)


def _unpack_moves(text: str) -> tuple[str, ...]:
    moves: list[str] = []
    for item in text.split():
        if item.startswith("*"):
            try:
                moves.extend(_LETTER_CARD[ch] for ch in item[1:])
            except KeyError:
                raise NotationError(code="record/token-damaged") from None
        else:
            moves.append(item)
    return tuple(moves)


def _version(text: str) -> int:
    try:
        v = parse_int(text, 0, _MAX_VERSION)
    except NumberError as exc:
        if exc.reason == "too_large":
            raise NotationError(
                code="record/version-newer",
                params={"version": text.strip(), "current": FORMAT_VERSION},
            ) from None
        if exc.reason == "too_small":
            raise NotationError(
                code="record/version-missing", params={"version": text.strip()}
            ) from None
        raise NotationError(code="record/version-nan", params={"version": text}) from None
    if v > FORMAT_VERSION:
        raise NotationError(
            code="record/version-newer", params={"version": v, "current": FORMAT_VERSION}
        )
    if v < 1:
        raise NotationError(code="record/version-missing", params={"version": v})
    return v


def load_record(text: str) -> Record:
    """Read a record in any of its three forms (text, JSON or token).

    A byte-order mark at the start is ignored.

    Raises:
        NotationError: the text is not a record in any form, or is longer than
            :data:`MAX_RECORD_CHARS`.
    """
    _check_size(text, "record/too-long")
    text = text.removeprefix("\ufeff")
    t = text.strip()
    if t.startswith(("{", "[")):
        return Record.from_json(t)
    if t.startswith(_TOKEN_PREFIX) and "\n" not in t and ":" not in t:
        return Record.from_token(t)
    return Record.from_text(text)


# --- replay -----------------------------------------------------------------------------------


def game_spec(game: str) -> GameSpec:
    from pasur.registry import GAMES

    try:
        return GAMES[game]
    except KeyError:
        raise RecordError(
            code="record/unknown-game", params={"game": game, "known": ", ".join(GAMES)}
        ) from None


def start_state(record: Record) -> tuple[GameSpec, Any]:
    spec = game_spec(record.game)
    try:
        options = parse_options(spec.options_type, record.options, spec.presets)
    except OptionsError as exc:
        raise RecordError(f"options of the record: {exc}") from exc
    except ValueError:  # int() refusing thousands of digits
        raise RecordError(code="record/options-digits") from None
    return spec, spec.start(options)


def iter_replay(record: Record) -> Iterator[tuple[Any, str, Any]]:
    """Yield ``(move, text, state_after)`` for every move of *record*, checking each one.

    Raises:
        RecordError: unknown game or options, a malformed or impossible chance move (a deck with
            a repeated card, a draw of the wrong size), or moves after the end.
        IllegalMoveError: a player's move breaks a rule; the message names the move's number.
    """
    spec, state = start_state(record)
    for number, text in enumerate(record.moves, start=1):
        where = f"move {number} ({text})"
        if state.is_terminal():
            raise RecordError(code="record/over", params={"n": number, "move": text})
        try:
            move = spec.parse_move(state, text)
        except NotationError as exc:
            raise NotationError(f"{where}: {exc}") from exc
        problem = state.violation(move)
        if problem is not None:
            if state.to_move == CHANCE or state.to_move is None:
                raise RecordError(f"{where}: {problem.detail}", problem)
            raise IllegalMoveError(move, problem, where=where)
        state = state.apply(move)
        yield move, text, state


def replay(record: Record) -> list[Any]:
    """Every state of *record*, the opening position first."""
    _, state = start_state(record)
    return [state, *(s for _, _, s in iter_replay(record))]


def record_of(spec: GameSpec, options: Any, moves: list[Any], states: list[GameState]) -> Record:
    """Build a record from moves and the states they were made in."""
    texts = tuple(spec.format_move(s, m) for s, m in zip(states, moves, strict=True))
    return Record(spec.id, format_options(options), texts)


__all__ = [
    "FORMAT_VERSION",
    "MAX_JSON_DEPTH",
    "MAX_RECORD_CHARS",
    "MAX_TOKEN_BODY",
    "MAX_TOKEN_CHARS",
    "PasurError",
    "Record",
    "iter_replay",
    "load_record",
    "record_of",
    "replay",
    "start_state",
]
