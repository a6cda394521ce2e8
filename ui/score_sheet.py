"""What the calculators' score sheets share (Streamlit): reading a sheet from a link, its table
and CSV headers, the row of buttons under a sheet, and a sheet dealt in turn (Shelem's and
Ghahve's) kept in the session and in the URL's ``sheet=``.

The buttons take back the last line, clear the sheet and download it as a CSV file (for a
spreadsheet: UTF-8 with a byte-order mark, so Excel reads the Persian names).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

import streamlit as st

from ui.frame import Ctx
from ui.rulings_kit import Problem, total
from ui.url_state import UrlState

Hand = TypeVar("Hand")
Result = TypeVar("Result")
Update = TypeVar("Update")
ss = st.session_state

SHEET_CSS: Final = """<style>
.pasur-sheet-wrap { overflow-x: auto; }
table.pasur-scores { border-collapse: collapse; margin: 4px 0 8px;
  font-variant-numeric: tabular-nums; }
table.pasur-scores th, table.pasur-scores td { padding: 4px 10px; text-align: center;
  border-bottom: 1px solid rgba(128, 128, 128, 0.25); white-space: nowrap; }
table.pasur-scores th { font-weight: 600; font-size: 0.85rem; white-space: normal; }
table.pasur-scores th.pasur-team { border-bottom: 2px solid rgba(128, 128, 128, 0.55); }
table.pasur-scores td.pasur-start { border-inline-start: 2px solid rgba(128, 128, 128, 0.55); }
table.pasur-scores td.pasur-total { font-weight: 700; }
table.pasur-scores td.pasur-note { white-space: normal; text-align: start; font-size: 0.85rem; }
table.pasur-scores tr.pasur-win td { background: rgba(46, 125, 50, 0.10); }
@media (max-width: 640px) {
  table.pasur-scores th, table.pasur-scores td { padding: 3px 4px; font-size: 0.8rem; }
  table.pasur-scores .pasur-hide-narrow { display: none; }
}
</style>"""
"""The calculators' match sheets drawn as HTML (``<table class="pasur-scores …">``, in a
``pasur-sheet-wrap`` that scrolls sideways on a phone): what they all look like."""


def per_side(ctx: Ctx, msgid: str, names: Sequence[str]) -> list[str]:
    """*msgid* (such as ``"score: {side}"``, marked with ``N_``) said of each side named in
    *names*: a sheet's CSV header per side."""
    return [ctx._(msgid, side=name) for name in names]


def csv_text(header: Sequence[object], lines: Iterable[Sequence[object]]) -> str:
    """A sheet as CSV: its *header* (in the page's language) and one line per row (numbers as
    plain digits, for a spreadsheet).

    >>> csv_text(["hand", "total"], [[1, 20], [2, 45]])
    'hand,total\\n1,20\\n2,45\\n'
    """
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(lines)
    return buf.getvalue()


def sheet_table(css_class: str, head: str, body: Sequence[str]) -> str:
    """A match sheet as HTML: its header rows *head* and its rows *body*, in a ``pasur-scores``
    table (:data:`ui.score_sheet.SHEET_CSS`) of class *css_class* too, that scrolls sideways on a
    phone."""
    return (
        f'<div class="pasur-sheet-wrap"><table class="pasur-scores {css_class}">'
        f"<thead>{head}</thead><tbody>{''.join(body)}</tbody></table></div>"
    )


DEALER_TOKEN: Final = re.compile(r"d([0-3])")
"""A sheet's first token when it names the first hand's dealer (Shelem's and Ghahve's)."""


def sheet_tokens(
    text: str, token: re.Pattern[str], most: int, *, dealer: bool = False
) -> tuple[int, list[tuple[int, str, re.Match[str]]]]:
    """The hands (or rounds) of a sheet in a link, ``tok.tok.tok``: each one's number, text and
    match of *token*, after the first dealer when the sheet may name one (*dealer*, else 0).

    >>> sheet_tokens("d2.7-1.8-0", re.compile(r"([0-9])-([0-9])"), 5, dealer=True)[0]
    2

    Raises:
        Problem: ``sheet_long`` (more than *most*) or ``sheet_token`` (one *token* refuses).
    """
    tokens = text.strip().split(".") if text.strip() else []
    first = 0
    lead = DEALER_TOKEN.fullmatch(tokens[0]) if dealer and tokens else None
    if lead is not None:
        first, tokens = int(lead[1]), tokens[1:]
    if len(tokens) > most:
        raise Problem("sheet_long", n=len(tokens), max=most)
    out = []
    for n, tok in enumerate(tokens, start=1):
        m = token.fullmatch(tok)
        if m is None:
            raise Problem("sheet_token", n=n, token=tok)
        out.append((n, tok, m))
    return first, out


class Decided:
    """A sheet whose game may be won: its ``winner`` (``None`` while the game goes on)."""

    winner: int | None

    @property
    def over(self) -> bool:
        """Whether the game on the sheet is won (no more hands are added)."""
        return self.winner is not None


@dataclass(frozen=True)
class DealtRow(Generic[Hand, Result, Update]):
    """One hand of a sheet dealt in turn, as its screen shows it: the hand's number, its
    dealer, what was written, what it scored and how the game stands after it; a hand that
    could not be scored has no result, and *problem* says why."""

    number: int
    dealer: int
    hand: Hand
    result: Result | None = None
    update: Update | None = None
    problem: Problem | None = None


def read_sheet(url: UrlState, prefix: str, decode: Callable[[str], Any], empty: Any) -> bool:
    """Take a new ``sheet=`` from the link into ``{prefix}_sheet``, read by *decode*; an
    unreadable one starts the sheet *empty*, its problem in ``{prefix}_sheet_error``. Whether
    the link brought a new sheet."""
    raw = url.fresh("sheet")
    if raw is None:
        return False
    try:
        ss[f"{prefix}_sheet"] = decode(raw)
        ss[f"{prefix}_sheet_error"] = None
    except Problem as p:
        ss[f"{prefix}_sheet"] = empty
        ss[f"{prefix}_sheet_error"] = p
    return True


def sheet_bar(
    *,
    prefix: str,
    empty: bool,
    undo: tuple[str, Callable[[], None]],
    clear: tuple[str, Callable[[], None], str],
    csv: tuple[str, str, str] | None = None,
    bar: Any = None,
) -> Any:
    """Draw the buttons (in *bar*, a horizontal container, or a new one) and return the bar, so
    a page may add its own buttons to the row.

    *undo* is the label and callback of "remove the last …" (key ``{prefix}_undo``); *clear* the
    label, callback and key of "clear …"; *csv* the button's label, the file's text and its name
    (key ``{prefix}_csv``). Every button is disabled while the sheet is *empty*.
    """
    bar = st.container(horizontal=True) if bar is None else bar
    bar.button(
        undo[0], key=f"{prefix}_undo", on_click=undo[1], disabled=empty, icon=":material/undo:"
    )
    bar.button(clear[0], key=clear[2], on_click=clear[1], disabled=empty, icon=":material/delete:")
    if csv is not None:
        bar.download_button(
            csv[0],
            data=("\ufeff" + csv[1]).encode("utf-8"),
            file_name=csv[2],
            mime="text/csv",
            key=f"{prefix}_csv",
            on_click="ignore",
            disabled=empty,
            icon=":material/download:",
        )
    return bar


class DealtSheet(Generic[Hand]):
    """A score sheet whose first hand is dealt by a chosen seat: ``(first dealer, hands)`` in
    ``{prefix}_sheet``, a link's unreadable sheet in ``{prefix}_sheet_error``, the form's last
    refusal in ``{prefix}_s_error`` and the first-dealer box in ``{prefix}_first``."""

    def __init__(
        self,
        prefix: str,
        decode: Callable[[str], tuple[int, tuple[Hand, ...]]],
        encode: Callable[[int, Sequence[Hand]], str],
    ) -> None:
        self.prefix, self.decode, self.encode = prefix, decode, encode

    def key(self, name: str) -> str:
        return f"{self.prefix}_{name}"

    def from_url(self, url: UrlState) -> None:
        """Take a new ``sheet=`` from the link (an unreadable one starts an empty sheet and is
        said by :meth:`say_broken`)."""
        if read_sheet(url, self.prefix, self.decode, (0, ())):
            ss.pop(self.key("first"), None)

    def to_url(self, url: UrlState) -> None:
        url.to_url("sheet", self.encode(*self.data()))

    def data(self) -> tuple[int, tuple[Hand, ...]]:
        """The first dealer and the hands written down."""
        data = ss.get(self.key("sheet"))
        return data if isinstance(data, tuple) else (0, ())

    def add(self, hand: Hand) -> None:
        first, hands = self.data()
        self.set(first, (*hands, hand))

    def set(self, first: int, hands: tuple[Hand, ...]) -> None:
        ss[self.key("sheet")] = (first, hands)
        ss[self.key("sheet_error")] = None
        ss[self.key("s_error")] = None

    def on_undo(self) -> None:
        first, hands = self.data()
        self.set(first, hands[:-1])

    def on_clear(self) -> None:
        self.set(self.data()[0], ())

    def on_first_dealer(self) -> None:
        ss[self.key("sheet")] = (int(ss.get(self.key("first")) or 0), self.data()[1])

    def say_broken(self, text: Callable[[Problem], str], then: str) -> None:
        """Say why the link's sheet could not be read, and *then* (the sheet starts empty)."""
        broken = ss.get(self.key("sheet_error"))
        if isinstance(broken, Problem):
            st.error(text(broken) + " " + then)

    def first_dealer_box(
        self, label: str, seats: Sequence[str], seat: Callable[[str], str]
    ) -> None:
        """Who deals the first hand (while the sheet is empty)."""
        ss[self.key("first")] = str(self.data()[0] % len(seats))
        st.selectbox(
            label,
            list(seats),
            format_func=seat,
            key=self.key("first"),
            on_change=self.on_first_dealer,
        )

    def bar(self, undo: str, clear: str, csv: tuple[str, str, str]) -> Any:
        """The buttons under the sheet (see :func:`sheet_bar`)."""
        return sheet_bar(
            prefix=self.prefix,
            empty=not self.data()[1],
            undo=(undo, self.on_undo),
            clear=(clear, self.on_clear, self.key("clear_sheet")),
            csv=csv,
        )

    def totals(
        self, ctx: Ctx, names: Sequence[str], totals: Sequence[int], winner: int | None, target: int
    ) -> bool:
        """Each side's running total, and who won the game once a side reached *target*;
        whether the game is won."""
        board = st.container(horizontal=True, key=self.key("board"))
        for name, value in zip(names, totals, strict=True):
            board.metric(name, total(ctx, value), border=True)
        if winner is None:
            return False
        st.success(
            ctx._(
                "The game goes to {team}: {total} points, with the target at {target}.",
                team=names[winner],
                total=totals[winner],
                target=target,
            ),
            icon=":material/trophy:",
        )
        return True
