"""Hokm's calculators (no Streamlit): ruling a trick, scoring a hand, the score sheet, the trump
customs and misdeals, for four, three or two players.

Everything here is plain Python over the rules package (no Streamlit), so it is unit tested
directly; the screen (:mod:`ui.games.hokm.rulings`) only draws widgets and calls these
functions. A hand is scored by the engine's ``score_hand`` alone: what it refuses is shown as
its own coded refusal (:data:`SCORER_RULES` names the rule each one cites). Other bad input is a
:class:`Problem` (a code plus parameters, never an English sentence), and :func:`problem_text`
turns it into a sentence in the page's language. Anything the user typed is escaped with
:func:`md_escape` before it is shown.

The score sheet lives in the URL as ``sheet=`` (see :func:`encode_sheet`).
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from pasur.cards import Card, Suit
from pasur.engines.tricks import Order, ranks_high_to_low, trick_winner
from pasur.errors import OptionsError
from pasur.games.hokm import PRESETS, RULES, HokmOptions
from pasur.games.hokm.moves import TrumpCustom
from pasur.games.hokm.scoring import (
    GameUpdate,
    HandResult,
    dealer_of,
    score_hand,
    update_game,
)
from pasur.games.hokm.state import MisdealRuling, Reveal, misdeal_ruling, resolve_custom
from pasur.options import _coerce, option_info, option_names
from pasur.protocol import Rule
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.i18n import N_
from ui.option_labels import value_label
from ui.problems import Env, load_problems, templates
from ui.rulings_kit import (
    Problem,
    coded_problem,
    parse_card_list,
    parse_rules_of,
    rule_markdown_of,
    sentence,
)
from ui.rulings_kit import problem_text as kit_problem_text
from ui.score_sheet import Decided, csv_text, sheet_tokens

# The suit, contract and result names are phrased by ``ui/texts.py``; they are marked here too
# so that this page's catalogue carries their Persian even before the explorer's does (the seats'
# are :data:`ui.rulings_kit.SEAT_NAMES`).
_SHARED_NAMES: Final = (
    N_("clubs ♣"),
    N_("diamonds ♦"),
    N_("hearts ♥"),
    N_("spades ♠"),
    N_("Saras"),
    N_("Naras"),
    N_("Taknaras"),
    N_("clubs"),
    N_("diamonds"),
    N_("hearts"),
    N_("spades"),
    N_("a plain win"),
    N_("kot"),
    N_("hakem-kot"),
    N_("bam"),
    N_("a kot against a side on six"),
    N_("a penalty for failing to follow suit"),
)

CONTRACTS: Final = ("C", "D", "H", "S", "saras", "naras", "taknaras")
SPECIAL: Final = ("saras", "naras", "taknaras")
ORDERS: Final = {"saras": Order.ACE_HIGH, "naras": Order.NARAS, "taknaras": Order.TAKNARAS}
TRICK_SIZE: Final = 4
MAX_SHEET_HANDS: Final = 300
RULES_BY_ID: Final[dict[str, Rule]] = {r.id: r for r in RULES}

ORDINALS: Final = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


# --- ruling a trick --------------------------------------------------------------------------


def player_label(ctx: Ctx, position: int, leader: int | None, players: int = 4) -> str:
    """The player who played the card at *position*: by seat when the leader is known.

    A card past the last player (a trick typed with too many cards) has no player: ``card 5``.
    """
    if position >= min(len(ORDINALS), players):
        return ctx._("card {n}", n=position + 1)
    nth = ctx.gettext(ORDINALS[position])
    if leader is None:
        return ctx._("the {nth} player", nth=nth)
    return ctx._(
        "{seat} ({nth} to play)",
        seat=texts.seat(ctx, (leader + position) % players, players),
        nth=nth,
    )


def check_trick(
    cards: Sequence[Card],
    hands: Sequence[Sequence[Card] | None] = (),
    options: HokmOptions | None = None,
) -> list[Problem]:
    """Everything that makes the trick impossible (empty when it can be ruled on).

    *hands* are, per play position, the cards that player held before the trick (``None`` when
    not given); with them, follow-suit and "did the player hold the card" are checked. The
    *options* set the number of cards in a trick (one per player) and the deck (three players
    play without one 2).
    """
    options = options or HokmOptions()
    size = options.players
    found: list[Problem] = []
    seen: dict[Card, int] = {}
    deck = set(options.deck)
    for pos, c in enumerate(cards):
        if c in seen:
            found.append(Problem("duplicate", card=c.code, first=seen[c], second=pos))
        else:
            seen[c] = pos
        if c not in deck:
            found.append(Problem("not_in_deck", deck_rule(options), card=c.code, pos=pos))
    if len(cards) != size:
        found.append(Problem("count", n=len(cards), size=size))
    if found:
        return found
    held_by: dict[Card, int] = {}
    for pos, hand in enumerate(hands):
        if hand is None:
            continue
        if len(hand) > options.tricks_per_hand:
            found.append(Problem("hand_size", pos=pos, n=len(hand), most=options.tricks_per_hand))
        for c in hand:
            if c not in deck:
                found.append(Problem("not_in_deck", deck_rule(options), card=c.code, pos=pos))
        for c in hand:
            if c in held_by:
                found.append(Problem("hand_duplicate", card=c.code, pos=held_by[c], other=pos))
            else:
                held_by[c] = pos
    if found:
        return list(dict.fromkeys(found))
    led = cards[0].suit
    for pos, c in enumerate(cards):
        holder = held_by.get(c)
        if holder is not None and holder != pos:
            found.append(Problem("elsewhere", card=c.code, pos=pos, other=holder))
            continue
        hand = hands[pos] if pos < len(hands) else None
        if hand is None:
            continue
        if c not in hand:
            found.append(Problem("own_card", "hokm/own-card", card=c.code, pos=pos))
            continue
        same = [h for h in hand if h.suit == led]
        if pos > 0 and c.suit != led and same:
            found.append(
                Problem(
                    "follow_suit",
                    "hokm/follow-suit",
                    card=c.code,
                    pos=pos,
                    led=led.letter,
                    held=" ".join(h.code for h in sorted(same, key=lambda x: x.index)),
                )
            )
    return found


def deck_rule(options: HokmOptions) -> str:
    """The rule that takes cards out of the deck at this table."""
    return "hokm/three-player-deck" if options.players == 3 else "hokm/two-player-deal"


@dataclass(frozen=True)
class TrickRuling:
    """Who wins a trick and which rule says so."""

    contract: str
    cards: tuple[Card, ...]
    winner: int
    """The position (0 = the leader) of the winning card."""
    rule_id: str
    trumps: tuple[int, ...]
    """Positions of the trumps played (none in the special modes)."""

    @property
    def card(self) -> Card:
        return self.cards[self.winner]

    @property
    def led(self) -> Suit:
        return self.cards[0].suit

    @property
    def trump(self) -> Suit | None:
        return Suit("CDHS".index(self.contract)) if self.contract in "CDHS" else None

    def seat(self, leader: int, players: int = 4) -> int:
        return (leader + self.winner) % players


def rule_trick(contract: str, cards: Sequence[Card]) -> TrickRuling:
    """The winner of four distinct *cards* (in play order) under *contract*, with the rule.

    The rule is the mode's order in Saras, Naras and Taknaras; ``hokm/over-ruff`` when two or
    more trumps fall on another suit; ``hokm/trump-beats-all`` when one trump does; otherwise
    ``hokm/trick-winner`` (trump led, or no trump played).
    """
    if contract not in CONTRACTS:
        raise Problem("contract", contract=contract)
    trump = None if contract in SPECIAL else "CDHS".index(contract)
    order = ORDERS.get(contract, Order.ACE_HIGH)
    pos, _reason = trick_winner([c.index for c in cards], trump, order)
    trumps = tuple(i for i, c in enumerate(cards) if trump is not None and c.suit == trump)
    win = cards[pos]
    if contract in SPECIAL:
        rule = f"hokm/{contract}"
    elif win.suit == trump and cards[0].suit != trump:
        rule = "hokm/over-ruff" if len(trumps) > 1 else "hokm/trump-beats-all"
    else:
        rule = "hokm/trick-winner"
    return TrickRuling(contract, tuple(cards), pos, rule, trumps)


def order_text(ctx: Ctx, contract: str) -> str:
    """The rank order of a special mode, strongest first: ``2 3 4 … K A``."""
    ranks = ranks_high_to_low(ORDERS[contract])
    if ctx.lang == "fa":
        return "، ".join(r.persian for r in ranks)
    return " ".join(r.display for r in ranks)


def trick_reason(ctx: Ctx, ruling: TrickRuling, leader: int | None) -> str:
    """Why the winning card wins, in one or two sentences."""
    _ = ctx._
    win = texts.card(ctx, ruling.card)
    led = texts.suit(ctx, ruling.led)
    others = [c for c in ruling.cards if c.suit != ruling.led and c.suit != ruling.trump]
    if ruling.contract in SPECIAL:
        text = _(
            "{mode} has no trump: {card} is the highest card of {led}, the suit led, in the order "
            "of {mode} ({order}).",
            mode=texts.contract(ctx, ruling.contract),
            card=win,
            led=led,
            order=order_text(ctx, ruling.contract),
        )
    elif ruling.rule_id == "hokm/trump-beats-all":
        text = _(
            "{led} were led and {card} is the only trump played: a trump beats every card of "
            "another suit.",
            led=led,
            card=win,
        )
    elif ruling.rule_id == "hokm/over-ruff":
        text = _(
            "{led} were led and {n} trumps were played ({trumps}): the highest, {card}, wins.",
            led=led,
            n=len(ruling.trumps),
            trumps=_join(ctx, [texts.card(ctx, ruling.cards[i]) for i in ruling.trumps]),
            card=win,
        )
    elif ruling.trump is not None and ruling.led == ruling.trump:
        text = _("Trump was led: {card} is the highest trump played.", card=win)
    else:
        text = _(
            "No trump was played: {card} is the highest card of {led}, the suit led.",
            card=win,
            led=led,
        )
    if others and ruling.rule_id != "hokm/over-ruff":
        text += " " + _(
            "{cards} cannot win: a card of another suit never wins.",
            cards=_join(ctx, [texts.card(ctx, c) for c in others]),
        )
    return sentence(text)


def trick_headline(ctx: Ctx, ruling: TrickRuling, leader: int | None, players: int = 4) -> str:
    return sentence(
        ctx._(
            "{who} wins the trick with {card}.",
            who=player_label(ctx, ruling.winner, leader, players),
            card=texts.card(ctx, ruling.card),
        )
    )


def _join(ctx: Ctx, items: Sequence[str]) -> str:
    return ("، " if ctx.lang == "fa" else ", ").join(items)


def trick_html(
    ctx: Ctx,
    cards: Sequence[Card],
    leader: int | None,
    winner: int | None = None,
    players: int = 4,
) -> str:
    """The cards of a trick in play order, each with who played it; the winner highlighted.

    Built from card values and translated labels only (every text escaped).
    """
    items = []
    for pos, c in enumerate(cards):
        win = pos == winner
        if pos >= min(len(ORDINALS), players):
            who = ctx._("card {n}", n=pos + 1)
        elif leader is not None:
            who = texts.seat(ctx, (leader + pos) % players, players)
        else:
            who = ctx.gettext(ORDINALS[pos])
        label = html.escape(who)
        cls = "pasur-trick-card pasur-trick-win" if win else "pasur-trick-card"
        items.append(
            f'<figure class="{cls}" data-pos="{pos}" data-card="{c.code}">'
            + card_img(c, width=64, highlight=win, alt=texts.card(ctx, c))
            + f'<figcaption dir="auto">{label}</figcaption></figure>'
        )
    return (
        '<div class="pasur-trick" dir="ltr">' + "".join(items) + "</div>"
        if items
        else '<div class="pasur-trick" dir="ltr"></div>'
    )


TRICK_CSS: Final = """<style>
.pasur-trick { direction: ltr; display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end;
  margin: 4px 0 8px; }
.pasur-trick figure { margin: 0; text-align: center; }
.pasur-trick img { display: block; margin: 0 auto; }
.pasur-trick figcaption { font-size: 0.85rem; margin-top: 4px; unicode-bidi: plaintext;
  max-width: 96px; }
.pasur-trick-win figcaption { font-weight: 700; }
</style>"""


# --- rules and sources -----------------------------------------------------------------------


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The Hokm rule's title, id, text and sources as Markdown, in the page's language."""
    return rule_markdown_of(ctx, RULES_BY_ID, rule_id)


def rule_title(ctx: Ctx, rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    return rule.title(ctx.lang) if rule else rule_id


# --- hand scoring ----------------------------------------------------------------------------

KINDS: Final = {
    **texts.KINDS,
    "six_six_five": N_("6-6-5: the player with five tricks wins"),
    "conceded": N_("a conceded hand"),
}
"""How each kind of result is named (``ui.texts.KINDS`` and the smaller games' and conceding's)."""


def kind_name(ctx: Ctx, kind: str) -> str:
    return ctx.gettext(KINDS.get(kind, kind))


def side_name(ctx: Ctx, s: int, players: int = 4) -> str:
    """A scoring side: a team with four players, else the player's seat."""
    return texts.side(ctx, s, players)


def counts_text(ctx: Ctx, counts: Sequence[int]) -> str:
    """Trick counts or scores per side: ``7 to 3`` (two sides) or ``6–6–5`` (three)."""
    if len(counts) == 2:
        return ctx._("{a} to {b}", a=counts[0], b=counts[1])
    return "–".join(ctx.num(c) for c in counts)


@dataclass(frozen=True)
class HandInput:
    """One finished hand as a referee hears it."""

    hakem: int
    tricks: tuple[int, ...]
    """Tricks per side: team 0 (South and North) and team 1 (East and West) with four players;
    each player's with two or three."""
    bam: str = ""
    """``""`` (no attempt), ``"made"`` or ``"failed"``."""
    special: bool = False
    """Played in Saras, Naras or Taknaras (matters when those modes have no kot)."""
    conceded_by: int | None = None
    """The side that gave the hand up (four players, where the table allows conceding)."""


SCORER_RULES: Final = {
    "hokm/score/sides": "hokm/player-count",
    "hokm/score/two-sevens": "hokm/hand-to-seven",
    "hokm/score/no-seven": "hokm/hand-to-seven",
    "hokm/score/past-seven": "hokm/hand-to-seven",
    "hokm/score/no-seven-three": "hokm/six-six-five",
    "hokm/score/bam-off": "hokm/bam",
    "hokm/score/not-bam": "hokm/bam",
    "hokm/score/not-failed-bam": "hokm/bam",
    "hokm/score/modes-off": "hokm/special-modes",
    "hokm/score/concede-off": "hokm/concession",
    "hokm/score/concede-seven": "hokm/concession",
    "hokm/score/concede-bam": "hokm/concession",
    "hokm/score/concede-hakem-side": "hokm/concession",
    "hokm/score/concede-before-play": "hokm/concession",
    "hokm/score/concede-first-trick": "hokm/concession",
}
"""The rule the page shows under each of the scorer's refusals (the others cite none)."""


def check_hand(hand: HandInput, options: HokmOptions) -> Problem | None:
    """Why the scorer refuses *hand* under *options* (its coded refusal), or ``None``."""
    try:
        score_one(hand, options)
    except Problem as p:
        return p
    return None


def check_score(score: tuple[int, ...], options: HokmOptions) -> Problem | None:
    """Why a game cannot stand at *score* before a hand, or ``None``."""
    target = options.target_points
    counts = "-".join(str(x) for x in score)
    if len(score) != options.sides:
        return Problem("sides_count", "hokm/player-count", given=len(score), sides=options.sides)

    def bad(code: str, rule: str = "", **extra: object) -> Problem:
        if options.players == 4:
            return Problem(code, rule, a=score[0], b=score[1], **extra)
        return Problem(code + "_small", rule, counts=counts, **extra)

    if min(score) < 0:
        return Problem("score_range", counts=counts)
    if options.six_all == "reset_to_five_five" and score == (target - 1, target - 1):
        return bad("score_six_all", "hokm/six-all")
    if max(score) >= target:
        if options.six_all == "to_eight" and min(score) >= target - 1 and max(score) == target:
            return None
        win_by_two = options.six_all == "win_by_two" and min(score) >= target - 1
        if not win_by_two or max(score) - min(score) >= 2:
            return bad("score_over", "hokm/game-target", target=target)
    return None


def score_top(options: HokmOptions) -> int:
    """The highest game score a side can have before a hand."""
    target = options.target_points
    if options.six_all == "win_by_two":
        return target + 8
    if options.six_all == "to_eight":
        return target
    return max(target - 1, 0)


def score_one(
    hand: HandInput, options: HokmOptions, score_before: tuple[int, ...] | None = None
) -> HandResult:
    """Score *hand* with the engine's own ``score_hand``.

    Raises:
        Problem: the scorer's refusal (its code and parameters, see :func:`coded_problem`)
        when the hand cannot happen under these rules.
    """
    try:
        return score_hand(
            hakem=hand.hakem,
            tricks=hand.tricks,
            options=options,
            contract="saras" if hand.special else "H",
            score_before=score_before or (0,) * options.sides,
            bam=hand.bam,
            conceded_by=hand.conceded_by,
        )
    except OptionsError as exc:
        if exc.code:
            raise coded_problem(exc, SCORER_RULES) from exc
        raise Problem("engine", detail=str(exc)) from exc  # pragma: no cover - all are coded


def game_after(
    score: tuple[int, ...], result: HandResult, options: HokmOptions, win_by_two: bool
) -> GameUpdate:
    return update_game(score, result, options, win_by_two=win_by_two)


def result_headline(ctx: Ctx, r: HandResult) -> str:
    """``East and West win 7 to 0: hakem-kot, 3 points.`` (``South wins …`` in the smaller
    games)."""
    kind = kind_name(ctx, r.kind)
    players = r.players
    who = side_name(ctx, r.winner, players)
    if r.kind == "bam":
        if players == 4:
            return ctx._("{team} win all 13 tricks: bam, and with it the whole game.", team=who)
        return ctx._(
            "{seat} wins all {total} tricks: bam, and with it the whole game.",
            seat=who,
            total=sum(r.tricks),
        )
    if r.kind == "six_six_five":
        return ctx._(
            "All 17 tricks are played and nobody has seven: {seat} wins the hand with 5 tricks "
            "({counts}), 1 point.",
            seat=who,
            counts=counts_text(ctx, r.tricks),
        )
    if r.kind == "conceded":
        return ctx._(
            "{loser} concede the hand at {counts}: {team} score 1 point.",
            loser=side_name(ctx, 1 - r.winner, players),
            counts=counts_text(ctx, r.tricks),
            team=who,
        )
    if players == 4:
        a, b = r.tricks[r.winner], r.tricks[1 - r.winner]
        # One msgid per English form: the catalogues hold no plural entries (tools/i18n.py).
        if r.points == 1:
            return ctx._("{team} win {a} to {b}: {kind}, 1 point.", team=who, a=a, b=b, kind=kind)
        return ctx._(
            "{team} win {a} to {b}: {kind}, {points} points.",
            team=who,
            a=a,
            b=b,
            kind=kind,
            points=r.points,
        )
    counts = counts_text(ctx, r.tricks)
    if r.points == 1:
        return ctx._(
            "{seat} wins at {counts}: {kind}, 1 point.", seat=who, counts=counts, kind=kind
        )
    return ctx._(
        "{seat} wins at {counts}: {kind}, {points} points.",
        seat=who,
        counts=counts,
        kind=kind,
        points=r.points,
    )


def next_hakem_text(ctx: Ctx, r: HandResult, options: HokmOptions) -> str:
    nxt = r.next_hakem
    n = options.players
    dealer = dealer_of(nxt, options)
    if nxt == r.hakem:
        return ctx._(
            "{seat} stays hakem and {dealer} deals.",
            seat=texts.seat(ctx, nxt, n),
            dealer=texts.seat(ctx, dealer, n),
        )
    return ctx._(
        "{seat} becomes hakem and {dealer} deals.",
        seat=texts.seat(ctx, nxt, n),
        dealer=texts.seat(ctx, dealer, n),
    )


def score_text(ctx: Ctx, score: tuple[int, ...], players: int = 4) -> str:
    """``South and North 5, East and West 3`` (``South 2, East 0, West 1`` with three)."""
    if players == 4:
        return ctx._("South and North {a}, East and West {b}", a=score[0], b=score[1])
    return _join(
        ctx,
        [ctx._("{who} {n}", who=side_name(ctx, s, players), n=v) for s, v in enumerate(score)],
    )


def game_text(ctx: Ctx, u: GameUpdate, options: HokmOptions) -> str:
    n = options.players
    score = score_text(ctx, u.score, n)
    if u.winner is not None:
        if n == 4:
            return ctx._(
                "Game score: {score}. {team} win the game.",
                score=score,
                team=side_name(ctx, u.winner, n),
            )
        return ctx._(
            "Game score: {score}. {seat} wins the game.",
            score=score,
            seat=side_name(ctx, u.winner, n),
        )
    if u.reset:
        return ctx._(
            "Both sides reached {six}, so the score goes back to {score}.",
            six=options.target_points - 1,
            score=score,
        )
    if u.win_by_two and options.six_all == "to_eight":
        return ctx._(
            "Game score: {score}. Both sides reached {six}, so the game goes to {eight} with a "
            "two-point lead, and at {seven} all the next point wins.",
            score=score,
            six=options.target_points - 1,
            eight=options.target_points + 1,
            seven=options.target_points,
        )
    if u.win_by_two:
        return ctx._(
            "Game score: {score}. Both sides are one point short, so the game goes on until a "
            "side leads by two.",
            score=score,
        )
    return ctx._("Game score: {score}.", score=score)


# --- table rules (the options the calculators use) -------------------------------------------

SCORING_OPTIONS: Final = (
    "players",
    "bam",
    "bam_failure_keeps_kot",
    "special_modes",
    "special_modes_kot",
    "small_game_kot",
    "kot_vs_side_on_six",
    "target_points",
    "six_all",
    "games_to_win",
    "dealer_seat",
    "three_player_removed",
    "two_player_protocol",
    "concession",
    "hakem_side_may_concede",
    "misdeal_policy",
    "partner_middle_card",
    "middle_two_naras",
    "red_top",
    "either_or",
)
"""The options shown in the rules panel (the others are kept through the short form)."""
RULE_GROUPS: Final = {
    "scoring": (
        "bam",
        "bam_failure_keeps_kot",
        "special_modes",
        "special_modes_kot",
        "small_game_kot",
        "hakem_side_may_concede",
    ),
    "choices": (
        "target_points",
        "six_all",
        "kot_vs_side_on_six",
        "games_to_win",
        "dealer_seat",
        "three_player_removed",
        "two_player_protocol",
        "concession",
        "misdeal_policy",
    ),
    "customs": ("partner_middle_card", "middle_two_naras", "red_top", "either_or"),
}
"""How the rules panel lays out the options after the player count: tick boxes, choices, and
the four-player trump customs."""


def option_help(name: str, lang: str) -> str:
    info = option_info(HokmOptions, name)
    return info.help_fa if lang == "fa" else info.help_en


def option_choices(name: str) -> tuple[object, ...]:
    """The values a rules-panel choice offers (the engine's own list)."""
    if name == "players":
        return (4, 3, 2)
    if name == "target_points":
        return tuple(range(1, 22))
    if name == "games_to_win":
        return (1, 2, 3)
    return tuple(option_info(HokmOptions, name).choices)


def shown_options(players: int) -> tuple[str, ...]:
    """The rules panel's options that mean something for *players* (the others are hidden)."""
    return tuple(n for n in SCORING_OPTIONS if HokmOptions.applies(n, players))


_DEFAULTS: Final = HokmOptions()


@dataclass(frozen=True)
class RulesChange:
    """What a change in the rules panel did: the rules now in force, the options set back to
    their defaults because they do not apply (or no longer can), and a refusal."""

    options: HokmOptions
    reset: tuple[str, ...] = ()
    problem: Problem | None = None


def apply_rule_changes(current: HokmOptions, changes: Mapping[str, object]) -> RulesChange:
    """The rules after the panel's widgets changed to *changes*.

    Options that do not apply to the new player count go back to their defaults (the panel
    hides them), and so does a custom that its parent no longer allows (``middle_two_naras``
    without the middle card or the special modes). Anything else the engine refuses is
    reported as a ``rules_conflict`` problem and *current* stays in force.
    """
    fields = {name: getattr(current, name) for name in option_names(HokmOptions)}
    fields.update({k: v for k, v in changes.items() if k in fields})
    players = fields["players"]
    assert isinstance(players, int)
    reset = []
    for name in option_names(HokmOptions):
        default = getattr(_DEFAULTS, name)
        if fields[name] != default and not HokmOptions.applies(name, players):
            fields[name] = default
            reset.append(name)
    if fields["middle_two_naras"] and not (
        fields["partner_middle_card"] and fields["special_modes"]
    ):
        fields["middle_two_naras"] = False
        reset.append("middle_two_naras")
    try:
        opts = HokmOptions(**fields)
    except OptionsError as exc:
        return RulesChange(current, (), Problem("rules_conflict", detail=str(exc), error=exc))
    return RulesChange(opts, tuple(reset))


def parse_rules(text: str) -> HokmOptions:
    """Hokm's table rules in the compact text form (``bam:off,target_points:5`` or
    ``preset:NAME``); see :func:`parse_rules_of`. An option that does not apply to the player
    count given is reported as ``rules_players`` (the option and the count)."""
    try:
        return parse_rules_of(HokmOptions, PRESETS, text)
    except Problem as p:
        if p.code != "rules_conflict":
            raise
        found = _player_conflict(text)
        if found is None:
            raise
        raise Problem("rules_players", "hokm/player-count", name=found[0], players=found[1]) from p


def _player_conflict(text: str) -> tuple[str, int] | None:
    """The first option in *text* (or its preset) that does not apply to its player count."""
    items = [item.strip().partition(":") for item in text.split(",") if item.strip()]
    base = _DEFAULTS
    values: dict[str, object] = {}
    for name, _colon, raw in items:
        if name == "preset":
            base = PRESETS[raw]
        else:
            values[name] = _coerce(HokmOptions, name, raw)
    players = values.get("players", base.players)
    assert isinstance(players, int)
    for name in option_names(HokmOptions):
        value = values.get(name, getattr(base, name))
        if value != getattr(_DEFAULTS, name) and not HokmOptions.applies(name, players):
            return name, players
    return None


def rules_summary(ctx: Ctx, options: HokmOptions) -> str:
    """A short line about the rules in force: ``7 points · bam on · …``."""
    parts = []
    if options.players != 4:
        parts.append(ctx._("{n} players", n=options.players))
    parts.append(ctx._("{n} points to win", n=options.target_points))
    parts.append(ctx._("bam on") if options.bam else ctx._("bam off"))
    if options.players != 4 and not options.small_game_kot:
        parts.append(ctx._("no kot"))
    if options.special_modes:
        parts.append(ctx._("Saras, Naras and Taknaras on"))
    if options.six_all != "none":
        parts.append(value_label(ctx, HokmOptions, "six_all", options.six_all))
    if options.kot_vs_side_on_six != "standard":
        parts.append(ctx._("one-point kot against a side one short"))
    if options.games_to_win > 1:
        parts.append(ctx._("{n} games to win the match", n=options.games_to_win))
    if options.concession != "off":
        parts.append(ctx._("conceding allowed"))
    if options.partner_middle_card or options.red_top or options.either_or:
        parts.append(ctx._("trump customs"))
    if options.misdeal_policy != "always_redeal":
        parts.append(value_label(ctx, HokmOptions, "misdeal_policy", options.misdeal_policy))
    return " · ".join(parts)


# --- the score sheet -------------------------------------------------------------------------

_DIGITS: Final = "0123456789abcdefgh"
_HAND_TOKEN: Final = re.compile(r"([0-3])([0-9a-h]{2,3})([BF]?)(M?)(?:X([01]))?")
_CHECK_ALL: Final = {
    2: HokmOptions(bam=True, special_modes=True),
    3: HokmOptions(players=3, bam=True, special_modes=True),
}


def loosest_rules(hand: HandInput) -> HokmOptions:
    """Table rules under which the scorer takes every hand of *hand*'s shape that some table
    plays (so a sheet in a link is refused only for a hand no table has): bam and the special
    modes on; for a conceded hand, conceding as its count allows (before the first card at 0 to
    0, else once the side has a trick), the hakem's side too."""
    if hand.conceded_by is None:
        return _CHECK_ALL[len(hand.tricks)] if len(hand.tricks) in _CHECK_ALL else _CHECK_ALL[2]
    concession = "before_play" if sum(hand.tricks) == 0 else "after_own_first_trick"
    return HokmOptions(
        bam=True, special_modes=True, concession=concession, hakem_side_may_concede=True
    )


def encode_sheet(hands: Sequence[HandInput]) -> str:
    """The sheet as a short URL-safe string: one token per hand, joined by dots.

    A token is the hakem's seat (``0``-``3``), then the tricks of each side (two sides: South
    and North, East and West, or two players; three sides with three players) as one base-18
    digit each (``0``-``9``, ``a``=10 … ``h``=17), then ``B`` for a bam made or ``F`` for a bam
    that failed, then ``M`` for a hand played in a special mode, then ``X0`` or ``X1`` for a
    hand conceded by that team. So ``073.1d0B`` is: South hakem, 7–3; then East hakem, 13–0
    with a bam; and ``0665`` a three-player hand that ended 6-6-5.

    >>> encode_sheet([HandInput(0, (7, 3)), HandInput(1, (13, 0), bam="made")])
    '073.1d0B'
    """
    out = []
    for h in hands:
        flag = {"": "", "made": "B", "failed": "F"}[h.bam]
        counts = "".join(_DIGITS[t] for t in h.tricks)
        conceded = "" if h.conceded_by is None else f"X{h.conceded_by}"
        out.append(f"{h.hakem}{counts}{flag}{'M' if h.special else ''}{conceded}")
    return ".".join(out)


def decode_sheet(text: str) -> tuple[HandInput, ...]:
    """Read a sheet made by :func:`encode_sheet`; empty text is an empty sheet.

    Raises:
        Problem: ``sheet_token`` (a token that is not a hand), ``sheet_hand`` (a hand that
        cannot happen), or ``sheet_long``.
    """
    hands = []
    for n, tok, m in sheet_tokens(text, _HAND_TOKEN, MAX_SHEET_HANDS)[1]:
        bam = {"": "", "B": "made", "F": "failed"}[m[3]]
        counts = tuple(_DIGITS.index(d) for d in m[2])
        conceded = None if m[5] is None else int(m[5])
        hand = HandInput(int(m[1]), counts, bam, m[4] == "M", conceded)
        problem = check_hand(hand, loosest_rules(hand))
        if problem is not None:
            raise Problem("sheet_hand", n=n, token=tok, inner=problem)
        hands.append(hand)
    return tuple(hands)


@dataclass(frozen=True)
class SheetRow:
    number: int
    game: int
    hand: HandInput
    expected_hakem: int | None
    """The hakem the rules named for this hand (``None`` for the first hand)."""
    result: HandResult | None = None
    update: GameUpdate | None = None
    score: tuple[int, ...] = (0, 0)
    """The game score after the hand (before a new game starts from nothing)."""
    games: tuple[int, ...] = (0, 0)
    problem: Problem | None = None
    match_winner: int | None = None


@dataclass(frozen=True)
class SheetState(Decided):
    rows: tuple[SheetRow, ...] = ()
    score: tuple[int, ...] = (0, 0)
    """The score of the game in progress."""
    games: tuple[int, ...] = (0, 0)
    win_by_two: bool = False
    next_hakem: int | None = None
    winner: int | None = None
    """The team that won the match, once it is over."""
    game: int = 1
    problems: tuple[int, ...] = field(default=())


def compute_sheet(hands: Sequence[HandInput], options: HokmOptions) -> SheetState:
    """Play the sheet's hands through ``score_hand`` and ``update_game``, as the engine does.

    A hand that cannot be scored under these rules (say, a bam with bam off) gets a problem and
    the hands after it are not scored.
    """
    rows: list[SheetRow] = []
    zero = (0,) * options.sides
    score: tuple[int, ...] = zero
    games: tuple[int, ...] = zero
    win_by_two = False
    next_hakem: int | None = None
    winner: int | None = None
    game = 1
    stopped: Problem | None = None
    for n, hand in enumerate(hands, start=1):
        if winner is not None:
            stopped = stopped or Problem("after_match", "hokm/match-end")
        if stopped is not None:
            rows.append(
                SheetRow(n, game, hand, next_hakem, problem=stopped, score=score, games=games)
            )
            stopped = Problem("after_problem")
            continue
        try:
            result = score_one(hand, options, score)
            update = game_after(score, result, options, win_by_two)
        except Problem as p:
            rows.append(SheetRow(n, game, hand, next_hakem, problem=p, score=score, games=games))
            stopped = Problem("after_problem")
            continue
        expected = next_hakem
        next_hakem = result.next_hakem
        after = update.score
        match_winner = None
        if update.winner is not None:
            g = list(games)
            g[update.winner] += 1
            games = tuple(g)
            if max(games) >= options.games_to_win:
                winner = match_winner = update.winner
            score, win_by_two = zero, False
        else:
            score, win_by_two = update.score, update.win_by_two
        rows.append(
            SheetRow(n, game, hand, expected, result, update, after, games, None, match_winner)
        )
        if update.winner is not None and winner is None:
            game += 1
    if winner is not None:
        # The match is over: the last game's score stays on show.
        last = next(r for r in reversed(rows) if r.result is not None)
        score = last.score
    return SheetState(
        tuple(rows),
        score,
        games,
        win_by_two,
        None if winner is not None else next_hakem,
        winner,
        game,
        tuple(r.number for r in rows if r.problem is not None),
    )


def _wins(ctx: Ctx, what: str, side: int, players: int, n: int = 0) -> str:
    """``South and North win the game`` / ``East wins the match`` / ``… win game 2``."""
    who = side_name(ctx, side, players)
    if players == 4:
        if what == "match":
            return ctx._("{team} win the match", team=who)
        if what == "game":
            return ctx._("{team} win the game", team=who)
        return ctx._("{team} win game {n}", team=who, n=n)
    if what == "match":
        return ctx._("{seat} wins the match", seat=who)
    if what == "game":
        return ctx._("{seat} wins the game", seat=who)
    return ctx._("{seat} wins game {n}", seat=who, n=n)


def match_text(ctx: Ctx, winner: int, options: HokmOptions) -> str:
    """``South and North win the game.`` (or the match, when it has several games)."""
    what = "match" if options.games_to_win > 1 else "game"
    return _wins(ctx, what, winner, options.players) + "."


def sheet_order(ctx: Ctx, options: HokmOptions) -> str:
    """The caption that says in which order the sheet lists the sides."""
    if options.players == 4:
        return ctx._("Tricks and scores: South and North first, then East and West.")
    return ctx._(
        "Tricks and scores in seat order: {sides}.",
        sides=_join(ctx, [side_name(ctx, s, options.players) for s in range(options.sides)]),
    )


def sheet_table(ctx: Ctx, state: SheetState, options: HokmOptions) -> list[dict[str, str]]:
    """The sheet as rows of text for ``st.table`` (numbers in the page's digits)."""
    _ = ctx._
    n = options.players
    out = []
    for row in state.rows:
        r = row.result
        hakem = texts.seat(ctx, row.hand.hakem, n) if row.hand.hakem < n else str(row.hand.hakem)
        tricks = counts_text(ctx, row.hand.tricks)
        extra = []
        if row.hand.bam == "made":
            extra.append(_("bam made"))
        elif row.hand.bam == "failed":
            extra.append(_("bam failed"))
        if row.hand.special:
            extra.append(_("special mode"))
        if row.hand.conceded_by is not None:
            extra.append(_("conceded"))
        if extra:
            tricks += " (" + _join(ctx, extra) + ")"
        if r is None or row.update is None:
            result = "—"
            rule = ""
            score = ""
            nxt = ""
            note = problem_text(ctx, row.problem, markdown=False) if row.problem else ""
        else:
            result = (
                _("{team}: {kind}, 1 point")
                if r.points == 1
                else _("{team}: {kind}, {points} points")
            ).format(
                team=side_name(ctx, r.winner, n),
                kind=kind_name(ctx, r.kind),
                points=ctx.num(r.points),
            )
            if r.kind == "bam":
                result = _("{team}: bam, the whole game", team=side_name(ctx, r.winner, n))
            rule = r.rule_id
            score = counts_text(ctx, row.score)
            nxt = "" if row.match_winner is not None else texts.seat(ctx, r.next_hakem, n)
            notes = []
            if row.expected_hakem is not None and row.expected_hakem != row.hand.hakem:
                notes.append(
                    _(
                        "by the rules {seat} was to be hakem",
                        seat=texts.seat(ctx, row.expected_hakem, n),
                    )
                )
            if "hokm/kot-in-modes" in r.note_rule_ids:
                notes.append(_("no kot in the special modes"))
            if "hokm/small-game-kot" in r.note_rule_ids and r.kind == "normal":
                notes.append(_("no kot at this table"))
            if r.kind == "kot_on_six":
                notes.append(_("kot against a side one point short"))
            if row.update.reset:
                notes.append(
                    _("both on {six}: back to {score}", six=options.target_points - 1, score=score)
                )
            elif row.update.win_by_two and row.update.winner is None:
                notes.append(
                    _("play to {eight}", eight=options.target_points + 1)
                    if options.six_all == "to_eight"
                    else _("play on until a team leads by two")
                )
            if row.update.winner is not None:
                if row.match_winner is not None and options.games_to_win > 1:
                    notes.append(_wins(ctx, "match", row.update.winner, n))
                elif row.match_winner is not None:
                    notes.append(_wins(ctx, "game", row.update.winner, n))
                else:
                    notes.append(_wins(ctx, "nth", row.update.winner, n, row.game))
            note = "; ".join(notes) if ctx.lang != "fa" else "؛ ".join(notes)
        out.append(
            {
                _("Hand"): ctx.num(row.number),
                _("Hakem"): hakem,
                _("Tricks"): tricks,
                _("Result"): result,
                _("Rule"): rule,
                _("Score"): score,
                _("Next hakem"): nxt,
                _("Notes"): note,
            }
        )
    if not any(cells[_("Notes")] for cells in out):
        for cells in out:
            del cells[_("Notes")]
    return out


def sheet_csv(ctx: Ctx, state: SheetState, options: HokmOptions) -> str:
    """The sheet as CSV: headers and names in the page's language, numbers as plain digits."""
    _ = ctx._
    n = options.players
    sides = range(options.sides)
    if n == 4:
        trick_heads = [_("tricks South and North"), _("tricks East and West")]
        score_heads = [_("score South and North"), _("score East and West")]
    else:
        trick_heads = [_("tricks {seat}", seat=side_name(ctx, s, n)) for s in sides]
        score_heads = [_("score {seat}", seat=side_name(ctx, s, n)) for s in sides]
    header = [
        _("hand"),
        _("game"),
        _("hakem"),
        _("dealer"),
        *trick_heads,
        _("bam"),
        _("special mode"),
        _("winner"),
        _("result"),
        _("points"),
        _("rule"),
        *score_heads,
        _("next hakem"),
        _("problem"),
    ]

    def line(row: SheetRow) -> list[object]:
        h, r = row.hand, row.result
        options_bam = {"": "", "made": _("bam made"), "failed": _("bam failed")}[h.bam]
        seated = h.hakem < n
        tricks = [h.tricks[s] if s < len(h.tricks) else "" for s in sides]
        return [
            row.number,
            row.game,
            texts.seat(ctx, h.hakem, n) if seated else h.hakem,
            texts.seat(ctx, dealer_of(h.hakem, options), n) if seated else "",
            *tricks,
            options_bam,
            _("yes") if h.special else "",
            side_name(ctx, r.winner, n) if r else "",
            kind_name(ctx, r.kind) if r else "",
            r.points if r else "",
            r.rule_id if r else "",
            *[(row.score[s] if r else "") for s in sides],
            texts.seat(ctx, r.next_hakem, n) if r and row.match_winner is None else "",
            problem_text(ctx, row.problem, markdown=False) if row.problem else "",
        ]

    return csv_text(header, map(line, state.rows))


# --- trump by a table custom -----------------------------------------------------------------

CUSTOMS: Final = ("middle", "red", "either")
CUSTOM_OPTION: Final = {"middle": "partner_middle_card", "red": "red_top", "either": "either_or"}
CUSTOM_RULE: Final = {
    "middle": "hokm/partner-middle-card",
    "red": "hokm/red-top",
    "either": "hokm/either-or",
}
PACKETS: Final = (5, 4, 4)
"""The sizes of the partner's three packets, in deal order."""
PARTNER_CARDS: Final = sum(PACKETS)


def read_partner_cards(text: str) -> tuple[Card, ...]:
    """The hakem's partner's cards in deal order (at most 13, each once).

    Raises:
        Problem: ``bad_card``, ``joker``, ``partner_twice`` (a card written twice) or
        ``partner_many`` (more than 13 cards).
    """
    cards = parse_card_list(text)
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise Problem("partner_twice", card=c.code)
        seen.add(c)
    if len(cards) > PARTNER_CARDS:
        raise Problem("partner_many", n=len(cards), most=PARTNER_CARDS)
    return cards


def packets_of(cards: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """*cards* cut into the 5-4-4 packets of the deal (the last one may be short)."""
    out, start = [], 0
    for size in PACKETS:
        if start >= len(cards):
            break
        out.append(tuple(cards[start : start + size]))
        start += size
    return tuple(out)


@dataclass(frozen=True)
class CustomRuling:
    """What a trump custom decides from the partner's cards given.

    ``reveal`` is the engine's answer (``None`` when the cards given are too few to decide:
    then ``need`` is how many of the partner's cards, counted from the first, must be known).
    ``steps`` (red top) says, packet by packet, why it decided or went on: ``none`` (no red
    card), ``tie`` (the two red suits tie at the top) or ``top``, with the highest red cards.
    """

    custom: str
    suits: str
    cards: tuple[Card, ...]
    reveal: Reveal | None
    need: int = 0
    steps: tuple[tuple[str, tuple[Card, ...]], ...] = ()

    @property
    def rule_id(self) -> str:
        return self.reveal.rule_id if self.reveal else CUSTOM_RULE[self.custom]


def custom_ruling(
    cards: Sequence[Card], custom: str, suits: str, options: HokmOptions
) -> CustomRuling:
    """Rule on *custom* (``middle``, ``red`` or ``either`` with two *suits*) with the engine's
    ``resolve_custom``, for the partner's *cards* in deal order.

    Raises:
        Problem: ``custom`` (no such custom) or ``either_suits`` (not two different suits).
    """
    cards = tuple(cards)
    if custom not in CUSTOMS:
        raise Problem("custom", custom=custom)
    if custom == "either" and not (
        len(suits) == 2 and suits[0] != suits[1] and all(s in "CDHS" for s in suits)
    ):
        raise Problem("either_suits", "hokm/either-or")
    move = TrumpCustom(custom, suits if custom == "either" else "")
    packets = packets_of(cards)
    if custom == "middle":
        if len(cards) < 3:
            return CustomRuling(custom, "", cards, None, 3)
        return CustomRuling(custom, "", cards, resolve_custom(packets[:1], move, options))
    if custom == "red":
        whole = tuple(p for p, size in zip(packets, PACKETS, strict=False) if len(p) == size)
        if not whole:
            return CustomRuling(custom, "", cards, None, PACKETS[0])
        reveal = resolve_custom(whole, move, options)
        steps: list[tuple[str, tuple[Card, ...]]] = []
        for packet in whole[: _packets_turned(reveal)]:
            reds = [c for c in packet if c.suit in (Suit.DIAMONDS, Suit.HEARTS)]
            if not reds:
                steps.append(("none", ()))
                continue
            top = max(c.rank for c in reds)
            tops = tuple(c for c in reds if c.rank == top)
            steps.append(("top" if len({c.suit for c in tops}) == 1 else "tie", tops))
        if not reveal.contract and len(whole) < len(PACKETS):
            need = sum(PACKETS[: len(whole) + 1])
            return CustomRuling(custom, "", cards, None, need, tuple(steps))
        return CustomRuling(custom, "", cards, reveal, 0, tuple(steps))
    reveal = resolve_custom(packets, move, options)
    if not reveal.contract and len(cards) < PARTNER_CARDS:
        return CustomRuling(custom, suits, cards, None, len(cards) + 1)
    return CustomRuling(custom, suits, cards, reveal)


def _packets_turned(reveal: Reveal) -> int:
    n, total = 0, 0
    for size in PACKETS:
        if total >= len(reveal.cards):
            break
        total += size
        n += 1
    return n


PACKET_CSS: Final = """<style>
.pasur-packets { direction: ltr; display: flex; flex-wrap: wrap; gap: 18px; margin: 4px 0 8px; }
.pasur-packet { border: 1px solid rgba(128, 128, 128, 0.35); border-radius: 8px;
  padding: 6px 8px; }
.pasur-packet .pasur-trick { margin: 0; gap: 4px; }
.pasur-packet-label { font-size: 0.85rem; margin-bottom: 4px; unicode-bidi: plaintext; }
</style>"""


def packets_html(ctx: Ctx, cards: Sequence[Card], turned: set[Card] | frozenset[Card]) -> str:
    """The partner's cards in their packets, the cards turned up highlighted, the rest dim.

    Built from card values and translated labels only (every text escaped).
    """
    boxes = []
    for i, packet in enumerate(packets_of(cards), start=1):
        items = "".join(
            f'<figure data-card="{c.code}" data-up="{int(c in turned)}">'
            + card_img(
                c, width=48, highlight=c in turned, dim=c not in turned, alt=texts.card(ctx, c)
            )
            + "</figure>"
            for c in packet
        )
        label = html.escape(ctx._("Packet {n}", n=i))
        boxes.append(
            f'<div class="pasur-packet"><div class="pasur-packet-label" dir="auto">{label}</div>'
            f'<div class="pasur-trick">{items}</div></div>'
        )
    return '<div class="pasur-packets" dir="ltr">' + "".join(boxes) + "</div>"


def custom_name(ctx: Ctx, custom: str, suits: str = "") -> str:
    if custom == "middle":
        return ctx._("the partner's middle card")
    if custom == "red":
        return ctx._("«sar-e ghermez» (red top)")
    if len(suits) == 2:
        return ctx._(
            "«either {x} or {y}»", x=texts.suit(ctx, suits[0]), y=texts.suit(ctx, suits[1])
        )
    return ctx._("«either X or Y»")


def custom_headline(ctx: Ctx, r: CustomRuling) -> str:
    """What the custom decided, in one sentence (or that more cards are needed)."""
    _ = ctx._
    if r.reveal is None:
        if r.need == 3:
            return _("The middle card is the third of the partner's first five: enter at least 3.")
        return _(
            "Nothing is decided by the {n} cards given: enter the partner's cards up to card "
            "{need} to go on.",
            n=len(r.cards),
            need=r.need,
        )
    if r.reveal.contract == "":
        return _("Nothing decided: the hakem names trump himself.")
    if r.reveal.contract == "naras":
        return _("The hand is played in Naras.")
    return _("{suit} are trump.", suit=sentence(texts.suit(ctx, r.reveal.contract)))


def custom_reasons(ctx: Ctx, r: CustomRuling) -> list[str]:
    """Why, step by step (each a sentence), naming the cards turned up."""
    _ = ctx._
    out: list[str] = []
    rv = r.reveal
    if r.custom == "middle" and rv is not None:
        card = texts.card(ctx, rv.cards[0])
        if rv.contract == "naras":
            out.append(
                _(
                    "The third card of the partner's first five is {card}, a 2: at this table "
                    "a middle 2 means Naras, whatever its suit.",
                    card=card,
                )
            )
        else:
            out.append(
                _(
                    "The third card of the partner's first five is {card}, turned up for "
                    "everyone: its suit, {suit}, is trump.",
                    card=card,
                    suit=texts.suit(ctx, rv.contract),
                )
            )
            if rv.cards[0].rank.value == 2:
                out.append(_("A middle 2 means Naras only where the table agrees; not here."))
    elif r.custom == "red":
        for i, (step, tops) in enumerate(r.steps, start=1):
            shown = _join(ctx, [texts.card(ctx, c) for c in tops])
            last = i == len(PACKETS)
            if step == "none":
                out.append(
                    _("Packet {n}: no red card.", n=i)
                    if last
                    else _("Packet {n}: no red card, so the next packet is turned up.", n=i)
                )
            elif step == "tie" and last:
                out.append(_("Packet {n}: the highest red cards tie ({cards}).", n=i, cards=shown))
            elif step == "tie":
                out.append(
                    _(
                        "Packet {n}: the highest red cards tie ({cards}), so the next packet is "
                        "turned up.",
                        n=i,
                        cards=shown,
                    )
                )
            else:
                out.append(
                    _(
                        "Packet {n}: the highest red card is {card}, so {suit} are trump.",
                        n=i,
                        card=shown,
                        suit=texts.suit(ctx, tops[0].suit),
                    )
                )
        if rv is not None and not rv.contract:
            out.append(_("All three packets are turned up and none decided."))
    elif r.custom == "either" and rv is not None:
        turned = _join(ctx, [texts.card(ctx, c) for c in rv.cards])
        out.append(_("The partner's cards are turned up one at a time: {cards}.", cards=turned))
        if rv.contract:
            out.append(
                _(
                    "{card} is the first card of one of the two suits named, so {suit} are trump.",
                    card=texts.card(ctx, rv.cards[-1]),
                    suit=texts.suit(ctx, rv.contract),
                )
            )
        else:
            out.append(
                _(
                    "None of the 13 cards is of the two suits named ({x}, {y}).",
                    x=texts.suit(ctx, r.suits[0]),
                    y=texts.suit(ctx, r.suits[1]),
                )
            )
    return [sentence(t) for t in out]


# --- misdeals --------------------------------------------------------------------------------

MISDEAL_POLICIES: Final = ("always_redeal", "s0a_hakem_choice", "s2_rules")
MAX_ASTRAY: Final = 4


@dataclass(frozen=True)
class MisdealInput:
    """A four-player misdeal: *extra* got *count* cards meant for *short*."""

    hakem: int
    extra: int
    short: int
    count: int = 1


def check_misdeal(m: MisdealInput) -> Problem | None:
    """Why this misdeal cannot be ruled on, or ``None``."""
    if not all(0 <= s < 4 for s in (m.hakem, m.extra, m.short)):
        return Problem("hakem", hakem=m.hakem)
    if m.extra == m.short:
        return Problem("misdeal_same", "hokm/misdeal")
    if not 1 <= m.count <= MAX_ASTRAY:
        return Problem("misdeal_count", "hokm/misdeal", n=m.count, most=MAX_ASTRAY)
    return None


def misdeal_options(options: HokmOptions, policy: str) -> HokmOptions:
    """A four-player table with *policy* and the rules panel's dealer seat."""
    return HokmOptions(misdeal_policy=policy, dealer_seat=options.dealer_seat)


def rule_misdeal(m: MisdealInput, options: HokmOptions) -> MisdealRuling:
    """The engine's ``misdeal_ruling`` for *m* (*options* is a four-player table).

    Raises:
        Problem: see :func:`check_misdeal`.
    """
    problem = check_misdeal(m)
    if problem is not None:
        raise problem
    return misdeal_ruling(options, m.hakem, m.extra, m.count)


def misdeal_headline(ctx: Ctx, m: MisdealInput) -> str:
    extra, short = texts.seat(ctx, m.extra), texts.seat(ctx, m.short)
    if m.count == 1:
        return ctx._(
            "{extra} got one card too many ({n} cards) and {short} one too few.",
            extra=extra,
            short=short,
            n=PARTNER_CARDS + 1,
        )
    return ctx._(
        "{extra} got {count} cards too many and {short} {count} too few.",
        extra=extra,
        short=short,
        count=m.count,
    )


def misdeal_reasons(ctx: Ctx, m: MisdealInput, r: MisdealRuling, options: HokmOptions) -> list[str]:
    """What happens and who chooses, as sentences."""
    _ = ctx._
    hakem, dealer = texts.seat(ctx, m.hakem), texts.seat(ctx, dealer_of(m.hakem, options))
    extra, short = texts.seat(ctx, m.extra), texts.seat(ctx, m.short)
    why = {
        "always-redeal": _(
            "At this table a misdeal is always dealt again: {hakem} stays hakem and {dealer} "
            "deals again.",
            hakem=hakem,
            dealer=dealer,
        ),
        "several-cards": _(
            "More than one card went astray, so the cards are dealt again: {hakem} stays hakem "
            "and {dealer} deals again.",
            hakem=hakem,
            dealer=dealer,
        ),
        "hakem-extra": _(
            "The hakem, {hakem}, holds the extra card: he chooses between a redeal and handing "
            "one card to {short}.",
            hakem=hakem,
            short=short,
        ),
        "dealer-extra": _(
            "The dealer, {dealer}, holds the extra card: the hakem, {hakem}, chooses between a "
            "redeal and {short} drawing one of the dealer's cards unseen.",
            dealer=dealer,
            hakem=hakem,
            short=short,
        ),
        "other-seat": _(
            "This custom speaks only of the hakem or the dealer holding the extra card; {extra} "
            "is neither, so the cards are dealt again.",
            extra=extra,
        ),
        "hakem-side-extra": _(
            "The extra card is on the hakem's side: {extra} passes one card face up to {short}, "
            "and may not give away the last card of a suit.",
            extra=extra,
            short=short,
        ),
        "dealer-side-extra": _(
            "The extra card is on the dealer's side: the hakem, {hakem}, chooses between a "
            "redeal and {short} drawing one of {extra}'s cards unseen.",
            hakem=hakem,
            short=short,
            extra=extra,
        ),
    }
    out = [why.get(r.why, r.why)]
    chooser = hakem if r.chooser == "hakem" else extra
    if len(r.choices) > 1:
        names = {
            "redeal": _("deal again"),
            "give": _("{extra} hands a card to {short}", extra=extra, short=short),
            "blind": _("{short} draws one of {extra}'s cards unseen", short=short, extra=extra),
        }
        out.append(
            _(
                "{who} chooses: {choices}.",
                who=chooser,
                choices=_(" or ").join(names[c] for c in r.choices),
            )
        )
    elif r.choices == ("give",):
        out.append(_("{who} chooses which card to pass.", who=chooser))
    return [sentence(t) for t in out]


# --- messages --------------------------------------------------------------------------------


def _who(env: Env, key: str) -> str:
    """The player who played the card at the position in parameter *key*."""
    return player_label(env.ctx, env.num(key), env.leader, env.players)


def _counts(env: Env, key: str) -> str:
    """The trick counts or scores: ``counts`` (``6-6-5``), else ``a`` and ``b``."""
    raw = env.params.get("counts")
    if raw is None:
        return counts_text(env.ctx, [env.num("a"), env.num("b")])
    return counts_text(env.ctx, [int(x) for x in str(raw).split("-")])


PROBLEMS: Final = load_problems(Path(__file__).with_name("problems.toml"), who=_who, counts=_counts)
"""What each problem of the Hokm calculators (and the options' problems every calculator
shares) says."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def problem_text(
    ctx: Ctx,
    p: Problem,
    *,
    leader: int | None = None,
    where: str = "",
    markdown: bool = True,
    players: int = 4,
) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped; the scorer's
    refusals in its own words)."""
    return kit_problem_text(
        ctx, p, PROBLEMS, where=where, markdown=markdown, players=players, leader=leader
    )
