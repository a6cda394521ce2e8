"""Haft Khabis's calculator (no Streamlit): the penalty count and the running totals.

The screen (:mod:`ui.games.haft_khabis.rulings`) only draws widgets. A penalty count is the rules
package's ``penalty_count`` (card by card, doubled when the winner went out on a jack); the
running sheet of totals stops a player at the elimination limit (:func:`encode_sheet`,
:func:`compute_sheet`). Bad input is a :class:`~ui.problems.Problem`, turned into a sentence in
the page's language by :func:`problem_text`; anything typed is escaped.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pasur.cards import Card
from pasur.games.haft_khabis import RULES
from pasur.games.haft_khabis.scoring import penalty_count
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.problems import load_problems, templates
from ui.rulings_kit import (
    CARD_TABLE_CSS as CARD_TABLE_CSS,
)
from ui.rulings_kit import (
    MAX_FIELD as MAX_FIELD,
)
from ui.rulings_kit import (
    Problem as Problem,
)
from ui.rulings_kit import (
    join_names,
    read_cards,
    rule_markdown_of,
    rules_by_id,
)
from ui.rulings_kit import (
    player_name as player_name,
)
from ui.rulings_kit import problem_text as kit_problem_text
from ui.score_sheet import sheet_tokens

MAX_PLAYERS: Final = 8
MISSING: Final = frozenset({"hk_empty"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""
RULES_BY_ID: Final = rules_by_id(RULES)


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The Haft Khabis rule's title, id, text and sources as Markdown, in the page's language."""
    return rule_markdown_of(ctx, RULES_BY_ID, rule_id, local_digits=True)


def known_rules(ids: Sequence[str]) -> tuple[str, ...]:
    """*ids* without repeats, keeping only those the catalogue has."""
    return tuple(i for i in dict.fromkeys(ids) if i in RULES_BY_ID)


def card_text(ctx: Ctx, card: Card) -> str:
    return texts.card(ctx, card)


HK_MAX_HANDS: Final = 7
HK_LIMITS: Final = (100, 500)


def penalty_rule() -> str:
    return "haft_khabis/penalty-count"


def jack_rule() -> str:
    return "haft_khabis/jack-doubles"


def limit_rule() -> str:
    return "haft_khabis/elimination"


def read_hk_hands(texts_: Sequence[str], decks: int = 2) -> tuple[tuple[Card, ...], ...]:
    """The cards left in each losing hand (empty fields are hands with no cards: a hand that
    went out). With one deck a card is in at most one hand, with two decks in at most two.

    Raises:
        Problem: ``bad_card``/``hk_joker``/``field_long`` (``field`` ``k0``…), ``hk_copies``,
        ``hk_empty``.
    """
    hands: list[tuple[Card, ...]] = []
    count: dict[Card, list[int]] = {}
    for i, t in enumerate(texts_):
        cards = read_cards(t, f"k{i}", joker_code="hk_joker")
        hand = tuple(c for c in cards if isinstance(c, Card))
        hands.append(hand)
        for c in hand:
            count.setdefault(c, []).append(i)
            if len(count[c]) > decks:
                raise Problem(
                    "hk_copies",
                    "haft_khabis/decks",
                    card=c.code,
                    n=len(count[c]),
                    decks=decks,
                )
    if not any(hands):
        raise Problem("hk_empty")
    return tuple(hands)


@dataclass(frozen=True)
class Penalty:
    """One hand's penalty: the cards with their points, the total and whether doubled."""

    cards: tuple[tuple[Card, int], ...]
    """Each card and what it counts before any doubling."""
    subtotal: int
    total: int
    doubled: bool


def penalty(cards: Sequence[Card], doubled: bool) -> Penalty:
    """The engine's penalty count of *cards* (doubled when the winner went out on a jack)."""
    total, parts = penalty_count(tuple(cards), doubled=doubled)
    factor = 2 if doubled else 1
    pairs = tuple(
        (c, int(points) // factor) for c, (_code, points) in zip(cards, parts, strict=True)
    )
    return Penalty(pairs, sum(p for _c, p in pairs), int(total), doubled)


def penalty_html(ctx: Ctx, names: Sequence[str], penalties: Sequence[Penalty]) -> str:
    """Each losing hand: its cards with their points, the sum and the total."""
    _ = ctx._
    e = html.escape
    labels = (_("Player"), _("Cards left"), _("The count"), _("Penalty"))
    rows = []
    for name, pen in zip(names, penalties, strict=True):
        cards = "".join(
            f'<span style="display:inline-flex;flex-direction:column;align-items:center">'
            f"{card_img(c, width=34, alt=card_text(ctx, c))}"
            f"<small>{e(ctx.num(p))}</small></span>"
            for c, p in pen.cards
        )
        parts = " + ".join(ctx.num(p) for _c, p in pen.cards) or ctx.num(0)
        line = parts + " = " + ctx.num(pen.subtotal)
        if pen.doubled:
            line += (" ، " if ctx.rtl else "; ") + "× " + ctx.num(2) + " = " + ctx.num(pen.total)
        rows.append(
            f'<tr><td class="pk-start">{e(name)}</td>'
            f'<td class="pk-start"><div class="pasur-cards" dir="ltr">{cards}</div></td>'
            f'<td class="pk-start"><small dir="ltr" style="unicode-bidi: isolate">'
            f"{e(line)}</small></td>"
            f"<td><b>{e(ctx.num(pen.total))}</b></td></tr>"
        )
    head = (
        f'<th class="pk-start">{e(labels[0])}</th><th class="pk-start">{e(labels[1])}</th>'
        f'<th class="pk-start">{e(labels[2])}</th><th>{e(labels[3])}</th>'
    )
    return (
        f'<table class="pk-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


# --- Haft Khabis: the running sheet ----------------------------------------------------------

MAX_SHEET: Final = 200
_SHEET_TOKEN: Final = re.compile(r"[0-9]{1,4}(?:-[0-9]{1,4}){1,7}")


def encode_sheet(rows: Sequence[Sequence[int]]) -> str:
    """Each hand's penalties per player, dash-joined, hands joined by dots.

    >>> encode_sheet([(0, 34, 12), (20, 0, 40)])
    '0-34-12.20-0-40'
    """
    return ".".join("-".join(str(v) for v in r) for r in rows)


def decode_sheet(text: str, players: int) -> tuple[tuple[int, ...], ...]:
    """Read :func:`encode_sheet`'s text for a table of *players*.

    Raises:
        Problem: ``sheet_token`` or ``sheet_long``.
    """
    out = []
    for n, tok, _m in sheet_tokens(text, _SHEET_TOKEN, MAX_SHEET)[1]:
        if len(tok.split("-")) != players:
            raise Problem("sheet_token", n=n, token=tok)
        out.append(tuple(int(v) for v in tok.split("-")))
    return tuple(out)


@dataclass(frozen=True)
class HkSheet:
    totals: tuple[int, ...]
    out: tuple[int, ...]
    """Players eliminated, in the order they reached the limit."""
    winner: int | None

    def is_out(self, p: int) -> bool:
        return p in self.out


def compute_sheet(rows: Sequence[Sequence[int]], players: int, limit: int) -> HkSheet:
    """Running totals: a player whose total reaches *limit* is out (HK-18: «برسه», so a total
    equal to the limit is out); when one player is left, or every player left is out at
    once, the lowest total wins."""
    totals = [0] * players
    out: list[int] = []
    for row in rows:
        for p in range(players):
            if p not in out:
                totals[p] += row[p]
        for p in sorted(range(players), key=lambda q: -totals[q]):
            if p not in out and totals[p] >= limit:
                out.append(p)
    left = [p for p in range(players) if p not in out]
    winner: int | None = None
    if len(left) == 1:
        winner = left[0]
    elif not left and rows:
        low = min(totals)
        lows = [p for p in range(players) if totals[p] == low]
        winner = lows[0] if len(lows) == 1 else None
    return HkSheet(tuple(totals), tuple(out), winner)


def sheet_html(
    ctx: Ctx, rows: Sequence[Sequence[int]], sheet: HkSheet, players: int, limit: int
) -> str:
    _ = ctx._
    e = html.escape
    deal, out, total = _("Deal number"), _("out"), _("Total")
    head = f'<th class="pk-start">{e(deal)}</th>' + "".join(
        f"<th>{e(player_name(ctx, p))}</th>" for p in range(players)
    )
    body = []
    running = [0] * players
    for n, row in enumerate(rows, start=1):
        cells = []
        for p in range(players):
            running[p] += row[p]
            cells.append(f"<td>{e(ctx.num(row[p]))}</td>")
        body.append(f'<tr><td class="pk-start">{e(ctx.num(n))}</td>{"".join(cells)}</tr>')
    total_cells = "".join(
        f"<td>{e(ctx.num(sheet.totals[p]))}"
        + (f" <small>({e(out)})</small>" if sheet.is_out(p) else "")
        + "</td>"
        for p in range(players)
    )
    body.append(f'<tr class="pk-sum"><td class="pk-start">{e(total)}</td>{total_cells}</tr>')
    return (
        f'<table class="pk-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def sheet_text(ctx: Ctx, sheet: HkSheet, limit: int) -> str:
    """Who is out of the game and who won it, in a sentence or two (empty while nobody is)."""
    _ = ctx._
    parts = []
    if sheet.out:
        names = [player_name(ctx, p) for p in sheet.out]
        parts.append(
            _(
                "Out of the game (reached {limit}): {players}.",
                limit=limit,
                players=join_names(ctx, names),
            )
        )
    if sheet.winner is not None:
        parts.append(
            _(
                "{player} wins the game with the lowest total, {total}.",
                player=player_name(ctx, sheet.winner),
                total=sheet.totals[sheet.winner],
            )
        )
    elif not sheet.out:
        parts.append(_("Nobody has reached {limit} yet.", limit=limit))
    return " ".join(parts)


HK_EXAMPLE: Final = ("QH 3C", "JS 7D AH", "KC")

# --- messages --------------------------------------------------------------------------------


def field_label(ctx: Ctx, name: str) -> str:
    """The label of the box a problem is about: ``k2`` is the cards left to player 3."""
    if re.fullmatch(r"k[0-9]", name):
        return ctx._("The cards left to {player}", player=player_name(ctx, int(name[1:])))
    return name


PROBLEMS: Final = load_problems(Path(__file__).with_name("problems.toml"))
"""What each problem of the Haft Khabis calculator says (a card that cannot be read, and
anything unforeseen, are :data:`ui.rulings_kit.SHARED`'s)."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def problem_text(ctx: Ctx, p: Problem, *, markdown: bool = True) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped), after the label
    of the box it is about."""
    where = field_label(ctx, str(p.params["field"])) if "field" in p.params else ""
    return kit_problem_text(ctx, p, PROBLEMS, where=where, markdown=markdown)
