"""Pasur's (Chahar Barg's) calculators, and the deal explorer's Pasur helpers.

Plain Python over ``pasur.games.chahar_barg`` (no Streamlit), unit tested directly; the screen
(:mod:`ui.games.chahar_barg.rulings`) only draws widgets. Every ruling is the engine's own:
the captures come from ``PasurState.legal_moves`` (so ``must_capture`` and the jack's rules
apply as in a game), the sur bans from ``sur_block``, the round's points from ``score_round``
and the match's end from ``update_match``. Bad input is a :class:`~ui.problems.Problem`,
turned into a sentence in the page's language by :func:`problem_text`; anything the user typed
is escaped.

Three tools:

- the **capture finder**: a table and a card give every legal capture, each with its rule and,
  when it clears the table, whether it is a sur (or the rule that stops it);
- the **round counter**: the cards and surs each side took give the points line by line;
- the **match sheet**: each round's points to the target, kept in the URL as ``sheet=`` (see
  :func:`encode_sheet`).

The explorer uses :func:`choices_at` (every move a player could have made, with what each
capture would have been) and :func:`running_count` (the count so far of a round in progress).
"""

from __future__ import annotations

import dataclasses
import html
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pasur.cards import STANDARD_DECK, Card, Rank, Suit
from pasur.games.chahar_barg import PRESETS, RULES, PasurOptions, PasurState, Play, capture_rule
from pasur.games.chahar_barg.scoring import (
    CLUBS_POINTS,
    ROUND_CARD_POINTS,
    RoundResult,
    SideScore,
    card_points,
    number_value,
    score_round,
    update_match,
)
from pasur.games.chahar_barg.state import Phase, deals_per_round, side_of, sur_block
from pasur.protocol import CHANCE, Rule
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.guard import read_int
from ui.i18n import N_
from ui.option_labels import value_label
from ui.problems import Env, load_problems, sentence, templates
from ui.problems import Problem as Problem
from ui.rulings_kit import (
    parse_card_list,
    parse_number,
    parse_rules_of,
    rule_markdown_of,
    rules_by_id,
)
from ui.rulings_kit import preset_of as kit_preset_of
from ui.rulings_kit import problem_text as kit_problem_text
from ui.score_sheet import Decided, csv_text, per_side, sheet_table, sheet_tokens

RULES_BY_ID: Final[dict[str, Rule]] = rules_by_id(RULES)
MAX_SHEET_ROUNDS: Final = 200
MAX_POINTS: Final = 999
MISSING: Final = frozenset({"card_missing", "piles_empty", "points_missing"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""
WHEN: Final = ("early", "last_deal", "last_card")
"""When the card is played: an earlier deal, the round's last deal, its very last card."""


# --- sides, rules and table rules ------------------------------------------------------------


def sides_of(options: PasurOptions) -> int:
    return options.teams


def side_name(ctx: Ctx, side: int, players: int) -> str:
    """A side: ``South and North`` with four players, else the seat (``South``, ``East`` …)."""
    return texts.team(ctx, side) if players == 4 else texts.seat(ctx, side, players)


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The Pasur rule's title, id, text and sources as Markdown, in the page's language."""
    return rule_markdown_of(ctx, RULES_BY_ID, rule_id)


def rule_title(ctx: Ctx, rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    return rule.title(ctx.lang) if rule else rule_id


def parse_pasur_rules(text: str) -> PasurOptions:
    """Table rules in the compact form (``players:4,sur_points_4p:5`` or ``preset:pagat``)."""
    return parse_rules_of(PasurOptions, PRESETS, text, item_code="pasur_item")


def preset_of(options: PasurOptions, presets: Mapping[str, PasurOptions] = PRESETS) -> str:
    """The name of the preset *options* are exactly, or ``""``."""
    return kit_preset_of(options, presets)


PANEL_OPTIONS: Final = (
    "players",
    "capture_mode",
    "must_capture",
    "jack_may_decline",
    "sur_points",
    "jack_sur_points",
    "sur_points_4p",
    "no_sur_in",
    "sur_cap",
    "sur_cap_scope",
    "no_sur_from",
    "sur_cancellation",
    "three_player_clubs",
    "target",
    "target_4p",
    "target_tie",
)


def choice_label(ctx: Ctx, name: str, value: object) -> str:
    """What *value* of the Pasur option *name* is called (its declaration's label)."""
    return value_label(ctx, PasurOptions, name, value)


def rules_summary(ctx: Ctx, o: PasurOptions) -> str:
    """A short line about the rules in force: ``two players · sur 5 · jack sur 10 · game to 62``."""
    _ = ctx._
    players = {2: _("two players"), 3: _("three players"), 4: _("four players in two teams")}
    parts = [players[o.players]]
    if o.players == 4:
        parts.append(_("sur {n}", n=o.sur_points_4p))
    else:
        parts.append(_("sur {n}", n=o.sur_points))
        parts.append(
            _("jack sur {n}", n=o.jack_sur_points) if o.jack_sur_points else _("no jack sur")
        )
    if o.sur_cancellation != "off":
        parts.append(_("surs cancel"))
    parts.append(_("game to {n}", n=o.target_points))
    return " · ".join(parts)


# --- tool 1: the capture finder --------------------------------------------------------------


@dataclass(frozen=True)
class Situation:
    """Where in the game the card is played: what the sur rules look at."""

    seat: int = 0
    """Who plays (with four players seat 0 or 1 stands for its team)."""
    when: str = "early"
    """``early`` (an earlier deal), ``last_deal`` or ``last_card`` (of the round)."""
    surs: tuple[int, ...] = ()
    """Per side: the surs it has made this round (that still count)."""
    earlier: tuple[int, ...] = ()
    """Per side: the surs it made in earlier rounds of the game (for the sur limit)."""
    score: tuple[int, ...] = ()
    """Per side: its score at the start of this round (for the 59 rule)."""


@dataclass(frozen=True)
class Capture:
    """One way for the card to take: the cards taken, what stays, the rule, and the sur."""

    taken: tuple[Card, ...]
    left: tuple[Card, ...]
    rule_id: str
    sur_rule: str = ""
    """``""`` when cards stay on the table; else ``pasur/sur`` (it scores),
    ``pasur/sur-cancellation`` or the rule that keeps it from being a sur."""
    sur_value: int = 0

    @property
    def clears(self) -> bool:
        return not self.left

    @property
    def is_sur(self) -> bool:
        return self.sur_rule == "pasur/sur"


@dataclass(frozen=True)
class Finding:
    """Everything the card may do on this table."""

    card: Card
    table: tuple[Card, ...]
    captures: tuple[Capture, ...]
    lay_allowed: bool
    lay_rule: str
    """``pasur/lay`` or ``pasur/jack-lay`` when laying is allowed (for a card that could take:
    the option that allows it); when refused, the rule that refuses it."""

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """Every rule this finding applies, in the order to show them."""
        out: list[str] = []
        for c in self.captures:
            out.append(c.rule_id)
            if c.sur_rule:
                out.append(c.sur_rule)
                if c.sur_rule == "pasur/sur" and self.card.rank == Rank.JACK:
                    out.append("pasur/jack-sur")
        if len(self.captures) > 1 and self.card.rank not in (Rank.JACK,):
            out.append("pasur/one-combination")
        if any(c.rank == Rank.ACE for cap in self.captures for c in cap.taken) or (
            self.card.rank == Rank.ACE and self.captures
        ):
            out.append("pasur/ace-one")
        out.append(self.lay_rule)
        if not self.captures and _faces_left(self.card, self.table):
            out.append("pasur/face-cards")
        return tuple(dict.fromkeys(r for r in out if r))


def _faces_left(card: Card, table: Sequence[Card]) -> bool:
    """The table holds kings or queens that this card cannot take."""
    return any(c.rank in (Rank.KING, Rank.QUEEN) and c.rank != card.rank for c in table)


def read_play(card_text: str, table_text: str) -> tuple[Card, tuple[Card, ...]]:
    """The card played and the table, as typed (any notation).

    Raises:
        Problem: ``bad_card``/``joker`` (with ``field``), ``card_missing``, ``one_card``,
        ``table_twice`` or ``on_table``.
    """
    try:
        played = parse_card_list(card_text)
    except Problem as p:
        raise Problem(p.code, "", **{**p.params, "field": "card"}) from None
    try:
        table = parse_card_list(table_text)
    except Problem as p:
        raise Problem(p.code, "", **{**p.params, "field": "table"}) from None
    if not played:
        raise Problem("card_missing")
    if len(played) > 1:
        raise Problem("one_card", n=len(played))
    seen: set[Card] = set()
    for c in table:
        if c in seen:
            raise Problem("table_twice", "pasur/deck", card=c.code)
        seen.add(c)
    if played[0] in seen:
        raise Problem("on_table", "pasur/deck", card=played[0].code)
    return played[0], table


def _padded(values: Sequence[int], sides: int) -> tuple[int, ...]:
    return tuple((list(values) + [0] * sides)[:sides])


def situation_state(
    card: Card, table: Sequence[Card], options: PasurOptions, s: Situation
) -> PasurState:
    """A position in which seat *s.seat* holds *card* and may play it on *table*."""
    players, sides = options.players, options.teams
    seat = s.seat % players
    hands = tuple((card,) if i == seat else () for i in range(players))
    surs = tuple((options.sur_value,) * n for n in _padded(s.surs, sides))
    score = _padded(s.score, sides)
    return PasurState(
        options,
        phase=Phase.PLAY,
        to_move=seat,
        dealer=(seat - 1) % players,
        # Only whether anything is left to deal matters (for the ban on the very last card).
        stock=() if s.when == "last_card" else (card,),
        hands=hands,
        shown=tuple(() for _ in range(players)),
        table=tuple(table),
        piles=tuple(() for _ in range(sides)),
        surs=surs,
        match_surs=_padded(s.earlier, sides),
        deal_no=deals_per_round(players) if s.when in ("last_deal", "last_card") else 1,
        round_start_score=score,
        score=score,
    )


def sur_status(state: PasurState, move: Play) -> tuple[str, int]:
    """What a capture that clears the table would be: the engine's ``sur_block``, then the
    immediate cancellation of one of the other side's surs."""
    seat = state.to_move
    assert isinstance(seat, int)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != move.card)
    after = dataclasses.replace(state, hands=tuple(hands))
    rule, value = sur_block(after, seat, move.card, state.table)
    if rule == "pasur/sur" and state.options.sur_cancellation == "immediate":
        side = side_of(seat, state.players)
        if any(state.surs[s] for s in range(state.sides) if s != side):
            return "pasur/sur-cancellation", value
    return rule, value


def find_captures(
    card: Card, table: Sequence[Card], options: PasurOptions, situation: Situation | None = None
) -> Finding:
    """Every legal capture of *card* on *table*, and whether it may be laid instead."""
    state = situation_state(card, table, options, situation or Situation())
    found: list[Capture] = []
    lay_allowed = False
    for move in state.legal_moves():
        assert isinstance(move, Play)
        if not move.taken:
            lay_allowed = True
            continue
        left = tuple(c for c in state.table if c not in move.taken)
        sur_rule, value = ("", 0) if left else sur_status(state, move)
        found.append(Capture(move.taken, left, capture_rule(card), sur_rule, value))
    if lay_allowed:
        lay_rule = "pasur/jack-lay" if card.rank == Rank.JACK else "pasur/lay"
        if found and card.rank != Rank.JACK:
            lay_rule = "pasur/must-capture"  # the option that allows it is this rule's
    else:
        refused = state.violation(Play(card))
        lay_rule = refused.rule_id if refused else "pasur/must-capture"
    return Finding(card, tuple(state.table), tuple(found), lay_allowed, lay_rule)


def sum_text(ctx: Ctx, card: Card, taken: Sequence[Card]) -> str:
    """``5 + 4 + 2 = 11`` (kept left to right in Persian), for a number card's capture."""
    values = [number_value(card) or 0, *(number_value(c) or 0 for c in taken)]
    text = "\u00a0+\u00a0".join(ctx.num(v) for v in values) + "\u00a0=\u00a0" + ctx.num(sum(values))
    return "\u2066" + text + "\u2069" if ctx.rtl else text


def cards_text(ctx: Ctx, cards: Sequence[Card]) -> str:
    """Cards as words in the page's language: ``4♣, 2♦`` / ``چهار خاج، دو خشت``."""
    return ("، " if ctx.rtl else ", ").join(texts.card(ctx, c) for c in cards)


def capture_why(ctx: Ctx, card: Card, cap: Capture) -> str:
    """Why this set may be taken, in one sentence."""
    _ = ctx._
    if card.rank == Rank.JACK:
        return _("A jack takes every number card and jack on the table, and no king or queen.")
    if card.rank == Rank.KING:
        return _("A king takes one king and nothing else.")
    if card.rank == Rank.QUEEN:
        return _("A queen takes one queen and nothing else.")
    return _("The numbers add up to 11: {sum}.", sum=sum_text(ctx, card, cap.taken))


def sur_text(ctx: Ctx, cap: Capture, players: int) -> str:
    """What clearing the table would be."""
    _ = ctx._
    if not cap.sur_rule:
        return _("Cards stay on the table: {cards}.", cards=cards_text(ctx, cap.left))
    if cap.sur_rule == "pasur/sur":
        return _("It clears the table: a sur, {n} points.", n=cap.sur_value)
    if cap.sur_rule == "pasur/sur-cancellation":
        return _(
            "It clears the table, but instead of scoring it cancels one of the other side's surs."
        )
    return _("It clears the table, but it is no sur: {rule}.", rule=rule_title(ctx, cap.sur_rule))


def no_capture_text(ctx: Ctx, f: Finding) -> str:
    """Why the card takes nothing."""
    _ = ctx._
    card = texts.card(ctx, f.card)
    if not f.table:
        return _("The table is empty: {card} takes nothing and is laid.", card=card)
    if f.card.rank == Rank.JACK:
        return _(
            "There is no number card or jack on the table: {card} takes nothing and is laid.",
            card=card,
        )
    if f.card.rank == Rank.KING:
        return _("There is no king on the table: {card} takes nothing and is laid.", card=card)
    if f.card.rank == Rank.QUEEN:
        return _("There is no queen on the table: {card} takes nothing and is laid.", card=card)
    need = 11 - (number_value(f.card) or 0)
    return _(
        "No number cards on the table add up to {need} (11 − {value}): {card} takes nothing "
        "and is laid.",
        need=need,
        value=number_value(f.card) or 0,
        card=card,
    )


def lay_text(ctx: Ctx, f: Finding) -> str:
    _ = ctx._
    card = texts.card(ctx, f.card)
    if not f.captures:
        return no_capture_text(ctx, f)
    if f.lay_allowed:
        return _(
            "{card} may also be laid on the table without taking (these rules allow it).", card=card
        )
    return _(
        "{card} may not be laid without taking: {rule}. (The player may play another card.)",
        card=card,
        rule=rule_title(ctx, f.lay_rule),
    )


CAPTURE_CSS: Final = """<style>
.pasur-captures { display: flex; flex-direction: column; gap: 8px; margin: 6px 0 10px; }
.pasur-capture { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px;
  border: 1px solid rgba(128,128,128,0.3); border-radius: 8px; padding: 6px 10px; }
.pasur-capture.pasur-sur { border-color: #2e7d32; background: rgba(46,125,50,0.07); }
.pasur-capture.pasur-blocked { border-color: #ef6c00; background: rgba(239,108,0,0.06); }
.pasur-capture .pasur-cards { flex: none; }
.pasur-capture .pasur-arrow { font-size: 1.2rem; color: #666; direction: ltr; }
.pasur-capture .pasur-what { flex: 1 1 260px; font-size: 0.92rem; unicode-bidi: plaintext; }
.pasur-badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 0.8rem;
  font-weight: 600; margin-inline-end: 6px; background: #eee; color: #333; }
.pasur-badge.sur { background: #2e7d32; color: #fff; }
.pasur-badge.blocked { background: #ef6c00; color: #fff; }
.pasur-badge.chosen { background: #1f4e79; color: #fff; }
.pasur-felt { direction: ltr; display: flex; flex-wrap: wrap; gap: 4px; background: #2e7d32;
  border-radius: 10px; padding: 8px; min-height: 60px; align-items: center; }
.pasur-felt span { color: #fff; font-size: 0.85rem; unicode-bidi: plaintext; }
.pasur-play { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.pasur-play-table { flex: 1 1 300px; }
.pasur-label { font-size: 0.85rem; color: #555; margin-bottom: 4px; }
table.pasur-count { border-collapse: collapse; margin: 4px 0 8px;
  font-variant-numeric: tabular-nums; }
table.pasur-count th, table.pasur-count td { padding: 3px 10px; text-align: center;
  border-bottom: 1px solid rgba(128,128,128,0.25); white-space: nowrap; }
table.pasur-count th { font-weight: 600; font-size: 0.85rem; }
table.pasur-count th.pasur-line, table.pasur-count td.pasur-line { text-align: start; }
table.pasur-count tr.pasur-sum td { font-weight: 700; border-top: 2px solid rgba(128,128,128,0.5); }
table.pasur-count td small { color: #666; }
</style>"""


def felt_html(ctx: Ctx, cards: Sequence[Card], width: int = 46) -> str:
    """Cards face up on the green table (or a note that it is empty)."""
    if not cards:
        empty = ctx._("The table is empty.")
        inner = f"<span>{html.escape(empty)}</span>"
    else:
        inner = "".join(card_img(c, width=width, alt=texts.card(ctx, c)) for c in cards)
    return f'<div class="pasur-felt">{inner}</div>'


def play_html(ctx: Ctx, card: Card, table: Sequence[Card]) -> str:
    """The table and, beside it, the card played."""
    e = html.escape
    played = card_img(card, width=52, alt=texts.card(ctx, card))
    table_label, card_label = ctx._("The table"), ctx._("The card played")
    return (
        '<div class="pasur-play">'
        f'<div class="pasur-play-table"><div class="pasur-label">{e(table_label)}</div>'
        f"{felt_html(ctx, table)}</div>"
        f'<div class="pasur-play-card"><div class="pasur-label">{e(card_label)}'
        f'</div><div class="pasur-cards" dir="ltr">{played}</div></div></div>'
    )


def capture_row_html(
    ctx: Ctx,
    card: Card,
    taken: Sequence[Card],
    what: str,
    *,
    badges: Sequence[tuple[str, str]] = (),
    kind: str = "",
    width: int = 40,
) -> str:
    """One capture: the card played → the cards taken, with badges and a sentence."""
    played = card_img(card, width=width, alt=texts.card(ctx, card))
    took = "".join(card_img(c, width=width, alt=texts.card(ctx, c)) for c in taken)
    badge_html = "".join(
        f'<span class="pasur-badge {html.escape(cls)}">{html.escape(label)}</span>'
        for cls, label in badges
    )
    arrow = '<span class="pasur-arrow">→</span>' if taken else ""
    cards_html = f'<div class="pasur-cards" dir="ltr">{played}{arrow}{took}</div>'
    return (
        f'<div class="pasur-capture {html.escape(kind)}">{cards_html}'
        f'<div class="pasur-what" dir="auto">{badge_html}{html.escape(what)}</div></div>'
    )


def finding_html(ctx: Ctx, f: Finding, players: int) -> str:
    """Every capture of the finding as a list (and the lay, when it is allowed)."""
    _ = ctx._
    rows = []
    for n, cap in enumerate(f.captures, start=1):
        badges = [("", _("choice {n}", n=n))] if len(f.captures) > 1 else []
        kind = ""
        if cap.is_sur:
            badges.append(("sur", _("sur")))
            kind = "pasur-sur"
        elif cap.sur_rule:
            badges.append(("blocked", _("no sur")))
            kind = "pasur-blocked"
        what = " ".join(
            (
                _("Takes {cards}.", cards=cards_text(ctx, cap.taken)),
                capture_why(ctx, f.card, cap),
                sur_text(ctx, cap, players),
            )
        )
        rows.append(capture_row_html(ctx, f.card, cap.taken, what, badges=badges, kind=kind))
    if f.lay_allowed:
        rows.append(capture_row_html(ctx, f.card, (), lay_text(ctx, f), badges=[("", _("lay"))]))
    return '<div class="pasur-captures">' + "".join(rows) + "</div>"


def finding_headline(ctx: Ctx, f: Finding) -> str:
    _ = ctx._
    card = texts.card(ctx, f.card)
    n = len(f.captures)
    surs = sum(1 for c in f.captures if c.is_sur)
    if n == 0:
        return _("{card} takes nothing here.", card=card)
    if n == 1:
        head = _("{card} has one capture.", card=card)
    else:
        head = _("{card} has {n} captures to choose from.", card=card, n=n)
    if surs:
        head += " " + (
            _("It is a sur.") if n == 1 and surs == 1 else _("{n} of them are surs.", n=surs)
        )
    return head


EXAMPLES: Final = {
    # name: (label, card, table, seed source shown in the label)
    "eleven": (N_("An 8 takes a 2 and an ace (seed 001, line 19)"), "8S", "2H AD KC 5S"),
    "choice": (N_("A 7 on 4, 2, 2: two choices (Wikipedia)"), "7H", "4S 2C 2D"),
    "jack": (N_("A jack on 5, 7, 10 and a queen (seed 001, line 21)"), "JD", "5H 7S TC QD"),
    "lone_jack": (N_("A jack takes a lone jack (seed 001, line 43)"), "JS", "JC"),
    "sur": (N_("A 9 clears a 2: a sur"), "9C", "2H"),
}


# --- tool 2: the round counter ---------------------------------------------------------------


@dataclass(frozen=True)
class RoundInput:
    """One round as counted: each side's cards and the values of its surs."""

    piles: tuple[tuple[Card, ...], ...]
    surs: tuple[tuple[int, ...], ...]
    rest: int | None = None
    """The side that was left empty and got the cards not listed elsewhere."""


def _surs_number(text: str, field: str) -> int:
    value = parse_number(text, field)
    return value or 0


def read_round(
    pile_texts: Sequence[str],
    sur_texts: Sequence[str],
    jack_sur_texts: Sequence[str],
    options: PasurOptions,
) -> RoundInput:
    """The cards and surs each side took, as typed. One side may be left empty: it took the rest.

    Raises:
        Problem: ``bad_card``/``joker`` (with ``side``), ``piles_empty``, ``sides_empty``,
        ``pile_twice``, ``pile_missing``, ``not_number``, ``surs_many``.
    """
    sides = options.teams
    piles: list[tuple[Card, ...] | None] = []
    for side in range(sides):
        text = pile_texts[side] if side < len(pile_texts) else ""
        if not text.strip():
            piles.append(None)
            continue
        try:
            piles.append(parse_card_list(text))
        except Problem as p:
            raise Problem(p.code, "", **{**p.params, "side": side}) from None
    empty = [s for s, p in enumerate(piles) if p is None]
    if len(empty) == sides:
        raise Problem("piles_empty")
    where: dict[Card, int] = {}
    listed = sum(len(p) for p in piles if p is not None)
    for side, pile in enumerate(piles):
        for c in pile or ():
            if c in where:
                raise Problem("pile_twice", "pasur/deck", card=c.code, a=where[c], b=side, n=listed)
            where[c] = side
    rest = [c for c in STANDARD_DECK if c not in where]
    if len(empty) > 1:
        raise Problem("sides_empty", n=len(rest))
    rest_side = empty[0] if empty else None
    if rest_side is not None:
        piles[rest_side] = tuple(rest)
    elif rest:
        raise Problem(
            "pile_missing", "pasur/deck", n=len(rest), cards=" ".join(c.code for c in rest)
        )
    whole = tuple(p or () for p in piles)
    surs: list[tuple[int, ...]] = []
    for side in range(sides):
        n = _surs_number(sur_texts[side] if side < len(sur_texts) else "", f"surs{side}")
        j = 0
        if options.players != 4 and options.jack_sur_points:
            j = _surs_number(
                jack_sur_texts[side] if side < len(jack_sur_texts) else "", f"jsurs{side}"
            )
        if 2 * (n + j) > len(whole[side]):
            raise Problem("surs_many", side=side, n=n + j, cards=len(whole[side]))
        if options.players == 4:
            values = (options.sur_points_4p,) * n
        else:
            values = (options.sur_points,) * n + (options.jack_sur_points,) * j
        surs.append(values)
    return RoundInput(whole, tuple(surs), rest_side)


def count_round(r: RoundInput, options: PasurOptions) -> RoundResult:
    """The engine's count of the round."""
    return score_round(r.piles, r.surs, options)


def card_total(result: RoundResult) -> int:
    """What the card points add up to: 20, or 13 when a three-player tie leaves the 7 out."""
    return ROUND_CARD_POINTS if result.clubs_side is not None else ROUND_CARD_POINTS - CLUBS_POINTS


@dataclass(frozen=True)
class Line:
    """One line of the count: a label, the rule, and per side the count and the points."""

    label: str
    rule_id: str
    counts: tuple[str, ...]
    points: tuple[int, ...]


def round_lines(ctx: Ctx, result: RoundResult, options: PasurOptions) -> list[Line]:
    """The count line by line: clubs, 10♦, 2♣, jacks, aces, surs."""
    _ = ctx._
    s = result.sides
    three = options.players == 3

    def counts(values: Sequence[int]) -> tuple[str, ...]:
        return tuple(ctx.num(v) for v in values)

    sur_rule = "pasur/sur-four-players" if options.players == 4 else "pasur/sur"
    if options.sur_cancellation == "net":
        sur_rule = "pasur/sur-cancellation"
    return [
        Line(
            _("Clubs (the most: 7 points)"),
            "pasur/clubs-three-players" if three else "pasur/clubs",
            counts([x.clubs for x in s]),
            tuple(x.clubs_points for x in s),
        ),
        Line(
            _("10♦ (3 points)"),
            "pasur/card-points",
            counts([x.ten_of_diamonds // 3 for x in s]),
            tuple(x.ten_of_diamonds for x in s),
        ),
        Line(
            _("2♣ (2 points)"),
            "pasur/card-points",
            counts([x.two_of_clubs // 2 for x in s]),
            tuple(x.two_of_clubs for x in s),
        ),
        Line(
            _("Jacks (1 point each)"),
            "pasur/card-points",
            counts([x.jacks for x in s]),
            tuple(x.jacks for x in s),
        ),
        Line(
            _("Aces (1 point each)"),
            "pasur/card-points",
            counts([x.aces for x in s]),
            tuple(x.aces for x in s),
        ),
        Line(
            _("Card points"),
            "pasur/twenty-points",
            tuple("" for _x in s),
            tuple(x.card_points for x in s),
        ),
        Line(
            _("Surs"),
            sur_rule,
            counts([x.surs for x in s]),
            tuple(x.sur_points for x in s),
        ),
    ]


def count_html(ctx: Ctx, result: RoundResult, options: PasurOptions) -> str:
    """The count as a table: a row per line, a column per side (count and points)."""
    _ = ctx._
    e = html.escape
    players = options.players
    counted = _("Counted")
    head = f'<th class="pasur-line">{e(counted)}</th>' + "".join(
        f"<th>{e(side_name(ctx, s, players))}</th>" for s in range(len(result.sides))
    )
    rows = []
    for line in round_lines(ctx, result, options):
        cells = []
        for count, pts in zip(line.counts, line.points, strict=True):
            small = f" <small>({e(count)})</small>" if count else ""
            cells.append(f"<td>{e(ctx.num(pts))}{small}</td>")
        cls = ' class="pasur-sum"' if line.rule_id == "pasur/twenty-points" else ""
        rows.append(
            f'<tr{cls}><td class="pasur-line">{e(line.label)} '
            f"<small><code>{e(line.rule_id)}</code></small></td>{''.join(cells)}</tr>"
        )
    rows.append(
        '<tr class="pasur-sum"><td class="pasur-line">'
        + e(_("Round total"))
        + "</td>"
        + "".join(f"<td>{e(ctx.num(p))}</td>" for p in result.points)
        + "</tr>"
    )
    return (
        '<div class="pasur-sheet-wrap"><table class="pasur-count">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def check_text(ctx: Ctx, result: RoundResult) -> str:
    """``Card points: 8 + 12 = 20, as in every round.``"""
    _ = ctx._
    parts = [ctx.num(s.card_points) for s in result.sides]
    total = result.card_total
    expected = card_total(result)
    arithmetic = "\u00a0+\u00a0".join(parts) + "\u00a0=\u00a0" + ctx.num(total)
    if ctx.rtl:
        arithmetic = "\u2066" + arithmetic + "\u2069"
    if expected == ROUND_CARD_POINTS:
        return _("Card points: {sum}, the 20 of every round.", sum=arithmetic)
    return _(
        "Card points: {sum}: two players tie for the most clubs, and at this table nobody "
        "scores the 7, so the round shares out 13.",
        sum=arithmetic,
    )


def round_headline(ctx: Ctx, result: RoundResult, options: PasurOptions) -> str:
    _ = ctx._
    players = options.players
    parts = [
        _("{side} {n}", side=side_name(ctx, s, players), n=p) for s, p in enumerate(result.points)
    ]
    head = ("، " if ctx.rtl else ", ").join(parts) + "."
    if result.winner is not None:
        name = side_name(ctx, result.winner, players)
        head += " " + (
            _("{side} win the round.", side=name)
            if players == 4
            else _("{side} wins the round.", side=name)
        )
    return head


def clubs_text(ctx: Ctx, result: RoundResult, options: PasurOptions) -> str:
    _ = ctx._
    players = options.players
    clubs = [s.clubs for s in result.sides]
    if result.clubs_side is None:
        return _("Two players tie for the most clubs: at this table nobody scores the 7.")
    holder = side_name(ctx, result.clubs_side, players)
    most = max(clubs)
    if clubs[result.clubs_side] != most:
        return _(
            "Two players tie for the most clubs ({n} each), so the 7 goes to the third player, "
            "{side}.",
            n=most,
            side=holder,
        )
    return _("{side} took {n} of the 13 clubs: 7 points.", side=holder, n=clubs[result.clubs_side])


def sur_note(ctx: Ctx, r: RoundInput, result: RoundResult, options: PasurOptions) -> str:
    """How the surs were counted (values, cancellation)."""
    _ = ctx._
    if options.sur_cancellation == "net" and any(result.cancelled):
        return _(
            "Surs set against each other: each side loses {n} of its surs, and only the "
            "difference scores.",
            n=result.cancelled[0],
        )
    if options.players == 4:
        return _("With four players every sur is worth {n} points.", n=options.sur_points_4p)
    if options.jack_sur_points:
        return _(
            "A sur is worth {n} points, and one made with a jack {j}.",
            n=options.sur_points,
            j=options.jack_sur_points,
        )
    return _("A sur is worth {n} points; a jack makes no sur.", n=options.sur_points)


# --- tool 3: the match sheet -----------------------------------------------------------------


@dataclass(frozen=True)
class SheetRound:
    points: tuple[int, ...]
    clubs: int | None = None
    """The side that took the clubs 7 (only the clubs tie rule looks at it)."""


_ROUND_TOKEN: Final = re.compile(r"([0-9]{1,3}(?:-[0-9]{1,3}){1,2})(?:c([0-2]))?")


def encode_sheet(rounds: Sequence[SheetRound]) -> str:
    """The sheet as a short URL-safe string: one token per round joined by dots, each side's
    points joined by dashes, then ``c`` and the side with the clubs 7 when it was given.

    >>> encode_sheet([SheetRound((12, 8), 1), SheetRound((25, 5))])
    '12-8c1.25-5'
    """
    out = []
    for r in rounds:
        token = "-".join(str(p) for p in r.points)
        if r.clubs is not None:
            token += f"c{r.clubs}"
        out.append(token)
    return ".".join(out)


def decode_sheet(text: str) -> tuple[SheetRound, ...]:
    """Read a sheet made by :func:`encode_sheet`.

    >>> decode_sheet('12-8c1.25-5')
    (SheetRound(points=(12, 8), clubs=1), SheetRound(points=(25, 5), clubs=None))

    Raises:
        Problem: ``sheet_token`` or ``sheet_long``.
    """
    out = []
    for n, tok, m in sheet_tokens(text, _ROUND_TOKEN, MAX_SHEET_ROUNDS)[1]:
        points = tuple(int(x) for x in m[1].split("-"))
        clubs = int(m[2]) if m[2] is not None else None
        if clubs is not None and clubs >= len(points):
            raise Problem("sheet_token", n=n, token=tok)
        out.append(SheetRound(points, clubs))
    return tuple(out)


def card_points_total(options: PasurOptions) -> int:
    """The fewest points a round can share out: 20, or 13 when a tied 7 may go to nobody."""
    if options.players == 3 and options.three_player_clubs == "none_on_tie":
        return ROUND_CARD_POINTS - CLUBS_POINTS
    return ROUND_CARD_POINTS


def sur_values(options: PasurOptions) -> tuple[int, ...]:
    if options.players == 4:
        return (options.sur_points_4p,)
    return tuple(v for v in (options.sur_points, options.jack_sur_points) if v)


def check_round(r: SheetRound, options: PasurOptions) -> Problem | None:
    """Whether a round's points can have happened under *options*."""
    sides = options.teams
    if len(r.points) != sides:
        return Problem("sheet_sides", have=len(r.points), want=sides)
    if r.clubs is not None and r.clubs >= sides:
        return Problem("sheet_sides", have=r.clubs + 1, want=sides)
    total = sum(r.points)
    least = card_points_total(options)
    if total < least:
        return Problem("round_low", "pasur/twenty-points", total=total, least=least)
    values = sur_values(options)
    step = math.gcd(*values) if values else 0
    bases = {ROUND_CARD_POINTS, least}

    def reachable(base: int) -> bool:
        extra = total - base
        return extra == 0 or (extra > 0 and step > 0 and extra % step == 0)

    if not any(reachable(b) for b in bases):
        return Problem(
            "round_surs",
            "pasur/sur",
            total=total,
            extra=total - ROUND_CARD_POINTS,
            values=" / ".join(str(v) for v in values) or "0",
        )
    return None


def read_round_points(point_texts: Sequence[str], clubs: str, options: PasurOptions) -> SheetRound:
    """A round of the sheet from what was typed: every side's points, and optionally who took
    the clubs 7 (``""`` for not given).

    Raises:
        Problem: ``not_number``, ``points_missing``, ``points_high``, ``round_low``, ``round_surs``.
    """
    sides = options.teams
    values = []
    for side in range(sides):
        value = parse_number(point_texts[side] if side < len(point_texts) else "", f"points{side}")
        if value is None:
            raise Problem("points_missing")
        if value > MAX_POINTS:
            raise Problem("points_high", n=value, max=MAX_POINTS)
        values.append(value)
    r = SheetRound(tuple(values), read_int(clubs, 0, 9))
    problem = check_round(r, options)
    if problem is not None:
        raise problem
    return r


def as_result(r: SheetRound) -> RoundResult:
    """A round's points as the engine's ``RoundResult`` (only the totals and the clubs side
    matter to ``update_match``; each total stands in the sur column)."""
    sides = tuple(SideScore(0, 0, 0, 0, 0, 0, 0, p) for p in r.points)
    return RoundResult(sides, r.clubs)


@dataclass(frozen=True)
class SheetRow:
    number: int
    round: SheetRound
    score: tuple[int, ...] | None = None
    winner: int | None = None
    rule_id: str = ""
    problem: Problem | None = None


@dataclass(frozen=True)
class Sheet(Decided):
    rows: tuple[SheetRow, ...]
    score: tuple[int, ...]
    winner: int | None = None
    rule_id: str = "pasur/target"
    tie: bool = False
    """The last round left sides level on or above the target: another round is played."""

    @property
    def broken(self) -> bool:
        return any(r.problem is not None for r in self.rows)


def compute_sheet(rounds: Sequence[SheetRound], options: PasurOptions) -> Sheet:
    """Add the rounds up with the engine's ``update_match``; stop at the winner."""
    score: tuple[int, ...] = (0,) * options.teams
    rows: list[SheetRow] = []
    winner: int | None = None
    rule_id = "pasur/target"
    tie = False
    stopped: Problem | None = None
    for n, r in enumerate(rounds, start=1):
        if winner is not None and stopped is None:
            stopped = Problem("after_match", "pasur/target")
        problem = stopped or check_round(r, options)
        if problem is not None:
            rows.append(SheetRow(n, r, problem=problem))
            stopped = Problem("after_problem")
            continue
        update = update_match(score, as_result(r), options)
        score = update.score
        rule_id = update.rule_id
        tie = update.winner is None and max(score) >= options.target_points
        rows.append(SheetRow(n, r, score, update.winner, update.rule_id))
        winner = update.winner
    return Sheet(tuple(rows), score, winner, rule_id, tie)


def sheet_html(ctx: Ctx, sheet: Sheet, options: PasurOptions) -> str:
    """The match sheet: per round, every side's points and running total."""
    _ = ctx._
    e = html.escape
    players, sides = options.players, options.teams
    round_label, points_label, total_label = _("Round"), _("Points"), _("Total")
    top = f'<th rowspan="2">{e(round_label)}</th>' + "".join(
        f'<th colspan="2">{e(side_name(ctx, s, players))}</th>' for s in range(sides)
    )
    sub = f"<th>{e(points_label)}</th><th>{e(total_label)}</th>" * sides
    body = []
    for row in sheet.rows:
        cells = [f"<td>{e(ctx.num(row.number))}</td>"]
        if row.score is None:
            note = (
                problem_text(ctx, row.problem, players=players, markdown=False)
                if row.problem
                else ""
            )
            cells.append(f'<td class="pasur-note pasur-start" colspan="{2 * sides}">{e(note)}</td>')
        else:
            for s in range(sides):
                cells += [
                    f'<td class="pasur-start">{e(ctx.num(row.round.points[s]))}</td>',
                    f'<td class="pasur-total">{e(ctx.num(row.score[s]))}</td>',
                ]
        cls = ' class="pasur-win"' if row.winner is not None else ""
        body.append(f"<tr{cls}>" + "".join(cells) + "</tr>")
    return sheet_table("pasur-psheet", f"<tr>{top}</tr><tr>{sub}</tr>", body)


def sheet_csv(ctx: Ctx, sheet: Sheet, options: PasurOptions) -> str:
    """The sheet as CSV: headers and names in the page's language, numbers as plain digits."""
    _ = ctx._
    players, sides = options.players, options.teams
    names = [side_name(ctx, s, players) for s in range(sides)]
    header = [
        _("round"),
        *per_side(ctx, N_("points: {side}"), names),
        *per_side(ctx, N_("total: {side}"), names),
        _("clubs 7"),
        _("winner"),
        _("problem"),
    ]

    def line(row: SheetRow) -> list[object]:
        r = row.round
        return [
            row.number,
            *r.points,
            *(row.score if row.score else [""] * sides),
            side_name(ctx, r.clubs, players) if r.clubs is not None else "",
            side_name(ctx, row.winner, players) if row.winner is not None else "",
            problem_text(ctx, row.problem, players=players, markdown=False) if row.problem else "",
        ]

    return csv_text(header, map(line, sheet.rows))


def winner_text(ctx: Ctx, sheet: Sheet, options: PasurOptions) -> str:
    _ = ctx._
    assert sheet.winner is not None
    players = options.players
    values = {
        "side": side_name(ctx, sheet.winner, players),
        "total": sheet.score[sheet.winner],
        "target": options.target_points,
    }
    if sheet.rule_id == "pasur/target-tie":
        if players == 4:
            return _(
                "{side} win the game: the totals are level on {total}, and {side} took the "
                "clubs 7 of the last round.",
                **values,
            )
        return _(
            "{side} wins the game: the totals are level on {total}, and {side} took the clubs 7 "
            "of the last round.",
            **values,
        )
    if players == 4:
        return _("{side} win the game with {total} points (the target is {target}).", **values)
    return _("{side} wins the game with {total} points (the target is {target}).", **values)


def tie_text(ctx: Ctx, sheet: Sheet, options: PasurOptions) -> str:
    _ = ctx._
    return _(
        "Two sides passed {target} with the same total, {total}: another round is played.",
        target=options.target_points,
        total=max(sheet.score),
    )


# --- the explorer's helpers ------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """One move a player could make at a step, and what a table-clearing capture would be."""

    move: Play
    sur_rule: str = ""
    sur_value: int = 0

    @property
    def clears(self) -> bool:
        return bool(self.sur_rule)


def choices_at(state: PasurState) -> tuple[Choice, ...]:
    """Every legal play at *state* (empty when nobody is to play a card), with the sur status
    of each capture that would clear the table: ``sur_block`` as the engine applies it."""
    if state.phase != "play" or state.to_move in (None, CHANCE):
        return ()
    out = []
    for move in state.legal_moves():
        if not isinstance(move, Play):
            continue
        if move.taken and len(move.taken) == len(state.table):
            rule, value = sur_status(state, move)
            out.append(Choice(move, rule, value))
        else:
            out.append(Choice(move))
    return tuple(out)


def choice_what(ctx: Ctx, c: Choice, table: Sequence[Card]) -> str:
    """A choice in a sentence: what it takes and what clearing the table would be."""
    _ = ctx._
    m = c.move
    if not m.taken:
        return _("Laid on the table.")
    what = _("Takes {cards}.", cards=cards_text(ctx, m.taken))
    if m.card.rank not in (Rank.JACK, Rank.KING, Rank.QUEEN):
        what += " " + sum_text(ctx, m.card, m.taken)
    if c.sur_rule == "pasur/sur":
        what += " " + _("A sur: {n} points.", n=c.sur_value)
    elif c.sur_rule == "pasur/sur-cancellation":
        what += " " + _("It clears the table and cancels one of the other side's surs.")
    elif c.sur_rule:
        what += " " + _(
            "It clears the table, but it is no sur: {rule}.", rule=rule_title(ctx, c.sur_rule)
        )
    return what


def choices_html(
    ctx: Ctx, choices: Sequence[Choice], chosen: object, players: int, *, width: int = 32
) -> str:
    """Every choice at a step, the one played marked."""
    _ = ctx._
    rows = []
    for c in choices:
        badges: list[tuple[str, str]] = []
        kind = ""
        if c.move == chosen:
            badges.append(("chosen", _("played")))
        if c.sur_rule == "pasur/sur":
            badges.append(("sur", _("sur")))
            kind = "pasur-sur"
        elif c.sur_rule:
            badges.append(("blocked", _("no sur")))
            kind = "pasur-blocked"
        rows.append(
            capture_row_html(
                ctx,
                c.move.card,
                c.move.taken,
                choice_what(ctx, c, ()),
                badges=badges,
                kind=kind,
                width=width,
            )
        )
    return '<div class="pasur-captures">' + "".join(rows) + "</div>"


@dataclass(frozen=True)
class Running:
    """One side's count so far in a round."""

    cards: int
    clubs: int
    clubs_points: int
    """7 once the side has the clubs for certain (or when the round is counted)."""
    points: int
    """Card points known so far (10♦, 2♣, jacks, aces, the clubs 7 once certain)."""
    surs: int
    sur_points: int

    @property
    def total(self) -> int:
        return self.points + self.sur_points


def running_count(state: PasurState) -> tuple[Running, ...]:
    """Each side's cards taken, surs and points so far in the round being played.

    When all 52 cards are in the piles (the round is over) this is the engine's count.
    """
    piles = state.piles
    if not piles:
        return tuple(Running(0, 0, 0, 0, 0, 0) for _ in range(state.sides))
    surs = state.surs or tuple(() for _ in piles)
    if sum(len(p) for p in piles) == len(STANDARD_DECK):
        result = score_round(piles, surs, state.options)
        return tuple(
            Running(len(p), s.clubs, s.clubs_points, s.card_points, s.surs, s.sur_points)
            for p, s in zip(piles, result.sides, strict=True)
        )
    clubs = [sum(1 for c in p if c.suit == Suit.CLUBS) for p in piles]
    left = 13 - sum(clubs)
    out = []
    for side, pile in enumerate(piles):
        certain = all(clubs[side] > clubs[o] + left for o in range(len(piles)) if o != side)
        seven = CLUBS_POINTS if certain else 0
        points = sum(card_points(c) for c in pile) + seven
        out.append(Running(len(pile), clubs[side], seven, points, len(surs[side]), sum(surs[side])))
    return tuple(out)


# --- messages --------------------------------------------------------------------------------


FIELDS: Final = {
    "card": N_("The card played"),
    "table": N_("The table"),
}


def field_label(ctx: Ctx, field: str, players: int) -> str:
    _ = ctx._
    if field in FIELDS:
        return ctx.gettext(FIELDS[field])
    m = re.fullmatch(r"(surs|jsurs|points)([0-2])", field)
    if m:
        side = side_name(ctx, int(m[2]), players)
        if m[1] == "surs":
            return _("Surs of {side}", side=side)
        if m[1] == "jsurs":
            return _("Jack surs of {side}", side=side)
        return _("Points of {side}", side=side)
    return field


def _field(env: Env, key: str) -> str:
    return field_label(env.ctx, str(env.params[key]), env.players)


def _pile_twice(env: Env) -> str:
    """A card listed twice, and (past a deck's 52) how many cards are listed."""
    n = env.num("n")
    text = env.text(PROBLEMS["pile_twice_text"])
    if n > len(STANDARD_DECK):
        return (
            env.ctx._("{n} cards are listed, more than the 52 of a deck.", n=n)
            + " "
            + sentence(text)
        )
    return text + " " + env.ctx._("A deck has each card once.")


def _missing_cards(env: Env, key: str) -> str:
    """The cards missing from the piles: the first twelve, then an ellipsis."""
    missing = str(env.params[key]).split()
    shown = texts.cards_list(env.ctx, missing[:12])
    return shown + " …" if len(missing) > 12 else shown


def _pile_missing(env: Env) -> str:
    text = env.text(PROBLEMS["pile_missing_text"])
    return text + " " + env.ctx._("Or leave one side empty: it gets every card not listed.")


PROBLEMS: Final = load_problems(
    Path(__file__).with_name("problems.toml"),
    field=_field,
    pile_twice=_pile_twice,
    pile_missing=_pile_missing,
    missing_cards=_missing_cards,
)
"""What each problem of the Pasur calculators says (the options' problems, and anything
unforeseen, are :data:`ui.rulings_kit.SHARED`'s)."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def _where(ctx: Ctx, p: Problem, players: int) -> str:
    """Which box a card that cannot be read was typed in."""
    if p.code not in ("bad_card", "joker"):
        return ""
    if "side" in p.params:
        return ctx._("Cards of {side}", side=side_name(ctx, int(str(p.params["side"])), players))
    if "field" in p.params:
        return field_label(ctx, str(p.params["field"]), players)
    return ""


def problem_text(ctx: Ctx, p: Problem, *, players: int = 2, markdown: bool = True) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped)."""
    where = _where(ctx, p, players)
    return kit_problem_text(ctx, p, PROBLEMS, where=where, markdown=markdown, players=players)
