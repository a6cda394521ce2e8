"""The Hokm rulings page's logic: reading cards, ruling a trick, scoring a hand, the score sheet.

Everything here is plain Python over the rules package (no Streamlit), so it is unit tested
directly; the page only draws widgets and calls these functions. Bad input is reported as a
:class:`Problem` (a code plus parameters, never an English sentence), and :func:`problem_text`
turns it into a sentence in the page's language. Anything the user typed is escaped with
:func:`md_escape` before it is shown.

The score sheet lives in the URL as ``sheet=`` (see :func:`encode_sheet`).
"""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, TypeVar

from pasur.cards import Card, Suit, parse_card
from pasur.engines.tricks import Order, ranks_high_to_low, trick_winner
from pasur.errors import NotationError, OptionsError
from pasur.games.hokm import PRESETS, RULES, HokmOptions
from pasur.games.hokm.scoring import (
    TRICKS_PER_HAND,
    TRICKS_TO_WIN,
    GameUpdate,
    HandResult,
    dealer_of,
    score_hand,
    update_game,
)
from pasur.options import option_info, option_names, parse_options
from pasur.protocol import Rule, Source
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.i18n import N_, digits

# The seat, suit, contract and result names are phrased by ``ui/texts.py``; they are marked here
# too so that this page's catalogue carries their Persian even before the explorer's does.
_SHARED_NAMES: Final = (
    N_("South"),
    N_("East"),
    N_("North"),
    N_("West"),
    N_("South and North"),
    N_("East and West"),
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


# --- problems --------------------------------------------------------------------------------


T = TypeVar("T")


class Problem(Exception):
    """Input that cannot be ruled on: ``code`` names the message, ``params`` fill it in.

    ``rule_id`` is set when a rule of the game is what the input breaks (follow-suit ...).
    """

    def __init__(self, code: str, rule_id: str = "", **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.rule_id = rule_id
        self.params = params

    def __repr__(self) -> str:
        return f"Problem({self.code!r}, {self.rule_id!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Problem) and (self.code, self.rule_id, self.params) == (
            other.code,
            other.rule_id,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.code, self.rule_id))


_MD_SPECIAL: Final = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&=\"'^%@])")


def md_escape(text: str, limit: int = 60) -> str:
    """User text made safe to show inside Markdown: every special character escaped, one line,
    at most *limit* characters (longer text is cut with an ellipsis).

    >>> md_escape("![x](http://e)")
    '\\\\!\\\\[x\\\\]\\\\(http\\\\://e\\\\)'
    """
    one_line = " ".join(text.split())
    if len(one_line) > limit:
        one_line = one_line[: limit - 1] + "…"
    return _MD_SPECIAL.sub(r"\\\1", one_line)


# --- reading cards ---------------------------------------------------------------------------

_SEPARATORS: Final = re.compile(r"[,،;؛\n]")


def parse_card_list(text: str) -> tuple[Card, ...]:
    """Cards written in any notation, separated by spaces, commas or «،».

    Persian names take two or three words (``بی‌بی دل``), so words are grouped greedily. The
    word that is not part of any card is reported exactly as typed.

    Raises:
        Problem: ``bad_card`` with ``token`` (the words as typed) or ``joker``.
    """
    out: list[Card] = []
    for part in _SEPARATORS.split(text):
        words = part.split()
        i = 0
        while i < len(words):
            for width in (3, 2, 1):
                if i + width > len(words):
                    continue
                chunk = " ".join(words[i : i + width])
                card = _card_or_none(chunk)
                if card is not None:
                    out.append(card)
                    i += width
                    break
            else:
                token = words[i]
                if token.upper() in ("BJ", "RJ") or token in ("ژوکر", "جوکر"):
                    raise Problem("joker", token=token)
                raise Problem("bad_card", token=token)
    return tuple(out)


def _card_or_none(text: str) -> Card | None:
    try:
        return parse_card(text)
    except NotationError:
        return None


def card_word(card: Card, lang: str) -> str:
    """How the card picker writes a card into the text box: ``9S`` or ``نه پیک``."""
    return card.persian if lang == "fa" else card.code


def append_card(text: str, card: Card, lang: str) -> str:
    """*text* with *card* added at the end, keeping the separator style already used."""
    stripped = text.rstrip().rstrip(",،").rstrip()
    if not stripped:
        return card_word(card, lang)
    sep = ("، " if lang == "fa" else ", ") if _SEPARATORS.search(stripped) else " "
    return stripped + sep + card_word(card, lang)


def drop_last_card(text: str, lang: str) -> str:
    """*text* without its last card (as the picker would write the rest)."""
    try:
        cards = parse_card_list(text)
    except Problem:
        return text
    out = ""
    for c in cards[:-1]:
        out = append_card(out, c, lang)
    return out


# --- ruling a trick --------------------------------------------------------------------------


def player_label(ctx: Ctx, position: int, leader: int | None) -> str:
    """The player who played the card at *position*: by seat when the leader is known.

    A fifth card or more (a trick typed with too many cards) has no player: ``card 5``.
    """
    if position >= len(ORDINALS):
        return ctx._("card {n}", n=position + 1)
    nth = ctx.gettext(ORDINALS[position])
    if leader is None:
        return ctx._("the {nth} player", nth=nth)
    return ctx._("{seat} ({nth} to play)", seat=texts.seat(ctx, (leader + position) % 4), nth=nth)


def check_trick(
    cards: Sequence[Card], hands: Sequence[Sequence[Card] | None] = ()
) -> list[Problem]:
    """Everything that makes the trick impossible (empty when it can be ruled on).

    *hands* are, per play position, the cards that player held before the trick (``None`` when
    not given); with them, follow-suit and "did the player hold the card" are checked.
    """
    found: list[Problem] = []
    seen: dict[Card, int] = {}
    for pos, c in enumerate(cards):
        if c in seen:
            found.append(Problem("duplicate", card=c.code, first=seen[c], second=pos))
        else:
            seen[c] = pos
    if len(cards) != TRICK_SIZE:
        found.append(Problem("count", n=len(cards)))
    if found:
        return found
    held_by: dict[Card, int] = {}
    for pos, hand in enumerate(hands):
        if hand is None:
            continue
        if len(hand) > TRICKS_PER_HAND:
            found.append(Problem("hand_size", pos=pos, n=len(hand)))
        for c in hand:
            if c in held_by:
                found.append(Problem("hand_duplicate", card=c.code, pos=held_by[c], other=pos))
            else:
                held_by[c] = pos
    if found:
        return found
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

    def seat(self, leader: int) -> int:
        return (leader + self.winner) % 4


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


def sentence(text: str) -> str:
    """*text* with a capital first letter (Persian has no capitals and is left alone)."""
    return text[:1].upper() + text[1:]


def trick_headline(ctx: Ctx, ruling: TrickRuling, leader: int | None) -> str:
    return sentence(
        ctx._(
            "{who} wins the trick with {card}.",
            who=player_label(ctx, ruling.winner, leader),
            card=texts.card(ctx, ruling.card),
        )
    )


def _join(ctx: Ctx, items: Sequence[str]) -> str:
    return ("، " if ctx.lang == "fa" else ", ").join(items)


def trick_html(
    ctx: Ctx, cards: Sequence[Card], leader: int | None, winner: int | None = None
) -> str:
    """The cards of a trick in play order, each with who played it; the winner highlighted.

    Built from card values and translated labels only (every text escaped).
    """
    items = []
    for pos, c in enumerate(cards):
        win = pos == winner
        if pos >= len(ORDINALS):
            who = ctx._("card {n}", n=pos + 1)
        elif leader is not None:
            who = texts.seat(ctx, (leader + pos) % 4)
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


def source_text(ctx: Ctx, s: Source) -> str:
    seed = digits(s.seed, ctx.lang)
    if s.first == s.last:
        return ctx._("seed {seed}, line {line}", seed=seed, line=s.first)
    return ctx._("seed {seed}, lines {first}–{last}", seed=seed, first=s.first, last=s.last)


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The rule's id, title, text and sources as Markdown, in the page's language."""
    rule = RULES_BY_ID.get(rule_id)
    if rule is None:
        return f"`{rule_id}`"
    sources = ("؛ " if ctx.lang == "fa" else "; ").join(source_text(ctx, s) for s in rule.sources)
    return (
        f"**{md_escape(rule.title(ctx.lang), 200)}** · `{rule.id}`  \n"
        + md_escape(rule.text(ctx.lang), 2000)
        + "  \n:small["
        + ctx._("Sources: {sources}", sources=sources)
        + "]"
    )


def rule_title(ctx: Ctx, rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    return rule.title(ctx.lang) if rule else rule_id


# --- hand scoring ----------------------------------------------------------------------------


@dataclass(frozen=True)
class HandInput:
    """One finished hand as a referee hears it."""

    hakem: int
    tricks: tuple[int, int]
    """Tricks of team 0 (South and North) and team 1 (East and West)."""
    bam: str = ""
    """``""`` (no attempt), ``"made"`` or ``"failed"``."""
    special: bool = False
    """Played in Saras, Naras or Taknaras (matters when those modes have no kot)."""


def check_hand(hand: HandInput, options: HokmOptions) -> Problem | None:
    """Why these trick counts (with this bam attempt) cannot end a hand, or ``None``."""
    a, b = hand.tricks
    if not (0 <= hand.hakem <= 3):
        return Problem("hakem", hakem=hand.hakem)
    if min(a, b) < 0 or max(a, b) > TRICKS_PER_HAND:
        return Problem("tricks_range", a=a, b=b)
    if a >= TRICKS_TO_WIN and b >= TRICKS_TO_WIN:
        return Problem("both_seven", "hokm/hand-to-seven", a=a, b=b)
    if a + b > TRICKS_PER_HAND:
        return Problem("too_many", a=a, b=b, total=a + b)
    if max(a, b) < TRICKS_TO_WIN:
        return Problem("no_seven", "hokm/hand-to-seven", a=a, b=b)
    if hand.bam and not options.bam:
        return Problem("bam_off", "hokm/bam")
    if hand.bam == "made" and max(a, b) != TRICKS_PER_HAND:
        return Problem("bam_not_13", "hokm/bam", a=a, b=b)
    if hand.bam == "failed" and not (min(a, b) == 1 and max(a, b) < TRICKS_PER_HAND):
        return Problem("bam_failed_count", "hokm/bam", a=a, b=b)
    if not hand.bam and max(a, b) > TRICKS_TO_WIN:
        return Problem("past_seven", "hokm/hand-to-seven", a=a, b=b)
    if hand.special and not options.special_modes:
        return Problem("modes_off", "hokm/special-modes")
    return None


def check_score(score: tuple[int, int], options: HokmOptions) -> Problem | None:
    """Why a game cannot stand at *score* before a hand, or ``None``."""
    target = options.target_points
    a, b = score
    if min(a, b) < 0:
        return Problem("score_range", a=a, b=b)
    if options.six_all == "reset_to_five_five" and a == b == target - 1:
        return Problem("score_six_all", "hokm/six-all", a=a, b=b)
    if max(a, b) >= target:
        win_by_two = options.six_all == "win_by_two" and min(a, b) >= target - 1
        if not win_by_two or abs(a - b) >= 2:
            return Problem("score_over", "hokm/game-target", a=a, b=b, target=target)
    return None


def in_win_by_two(score: tuple[int, int], options: HokmOptions) -> bool:
    return options.six_all == "win_by_two" and min(score) >= options.target_points - 1


def score_one(
    hand: HandInput, options: HokmOptions, score_before: tuple[int, int] = (0, 0)
) -> HandResult:
    """Score *hand* with the engine's own ``score_hand``.

    Raises:
        Problem: the hand cannot happen (see :func:`check_hand`), or the engine refused it.
    """
    problem = check_hand(hand, options)
    if problem is not None:
        raise problem
    at_seven = None
    if hand.bam == "failed":
        # The bam side had seven tricks to none when it chose to play on.
        at_seven = (TRICKS_TO_WIN, 0) if hand.tricks[0] > hand.tricks[1] else (0, TRICKS_TO_WIN)
    try:
        return score_hand(
            hakem=hand.hakem,
            tricks=hand.tricks,
            options=options,
            contract="saras" if hand.special else "H",
            score_before=score_before,
            bam=hand.bam,
            tricks_at_seven=at_seven,
        )
    except OptionsError as exc:  # pragma: no cover - check_hand rules these out first
        raise Problem("engine", detail=str(exc)) from exc


def game_after(
    score: tuple[int, int], result: HandResult, options: HokmOptions, win_by_two: bool
) -> GameUpdate:
    return update_game(score, result, options, win_by_two=win_by_two)


def result_headline(ctx: Ctx, r: HandResult) -> str:
    """``East and West win 7 to 0: hakem-kot, 3 points.``"""
    kind = ctx.gettext(texts.KINDS.get(r.kind, r.kind))
    team = texts.team(ctx, r.winner)
    a, b = r.tricks[r.winner], r.tricks[1 - r.winner]
    if r.kind == "bam":
        return ctx._("{team} win all 13 tricks: bam, and with it the whole game.", team=team)
    # One msgid per English form: the catalogues hold no plural entries (tools/i18n.py).
    if r.points == 1:
        return ctx._("{team} win {a} to {b}: {kind}, 1 point.", team=team, a=a, b=b, kind=kind)
    return ctx._(
        "{team} win {a} to {b}: {kind}, {points} points.",
        team=team,
        a=a,
        b=b,
        kind=kind,
        points=r.points,
    )


def next_hakem_text(ctx: Ctx, r: HandResult, options: HokmOptions) -> str:
    nxt = r.next_hakem
    dealer = dealer_of(nxt, options)
    if nxt == r.hakem:
        return ctx._(
            "{seat} stays hakem and {dealer} deals.",
            seat=texts.seat(ctx, nxt),
            dealer=texts.seat(ctx, dealer),
        )
    return ctx._(
        "{seat} becomes hakem and {dealer} deals.",
        seat=texts.seat(ctx, nxt),
        dealer=texts.seat(ctx, dealer),
    )


def score_text(ctx: Ctx, score: tuple[int, int]) -> str:
    """``South and North 5, East and West 3``."""
    return ctx._(
        "South and North {a}, East and West {b}",
        a=score[0],
        b=score[1],
    )


def game_text(ctx: Ctx, u: GameUpdate, options: HokmOptions) -> str:
    score = score_text(ctx, u.score)
    if u.winner is not None:
        return ctx._(
            "Game score: {score}. {team} win the game.",
            score=score,
            team=texts.team(ctx, u.winner),
        )
    if u.reset:
        return ctx._(
            "Both teams reached {six}, so the score goes back to {score}.",
            six=options.target_points - 1,
            score=score,
        )
    if u.win_by_two:
        return ctx._(
            "Game score: {score}. Both teams are one point short, so the game goes on until a "
            "team leads by two.",
            score=score,
        )
    return ctx._("Game score: {score}.", score=score)


# --- table rules (the options that change scoring) --------------------------------------------

SCORING_OPTIONS: Final = (
    "bam",
    "bam_failure_keeps_kot",
    "special_modes",
    "special_modes_kot",
    "kot_vs_side_on_six",
    "target_points",
    "six_all",
    "games_to_win",
    "dealer_seat",
)
OPTION_LABELS: Final = {
    "bam": N_("Bam (a side at 7–0 may play on for all 13 tricks)"),
    "bam_failure_keeps_kot": N_("A failed bam still counts as kot"),
    "special_modes": N_("Saras, Naras and Taknaras are allowed"),
    "special_modes_kot": N_("Kot counts in Saras, Naras and Taknaras"),
    "kot_vs_side_on_six": N_("Kot against a side one point short"),
    "target_points": N_("Points to win a game"),
    "six_all": N_("When both sides are one point short"),
    "games_to_win": N_("Games to win the match"),
    "dealer_seat": N_("Who deals"),
}
CHOICE_LABELS: Final = {
    ("kot_vs_side_on_six", "standard"): N_("scored as usual"),
    ("kot_vs_side_on_six", "one_point_and_loser_becomes_hakem"): N_(
        "1 point, and the kotted side takes the hakem"
    ),
    ("six_all", "none"): N_("nothing special"),
    ("six_all", "win_by_two"): N_("play on until a side leads by two"),
    ("six_all", "reset_to_five_five"): N_("both scores go back one point"),
    ("dealer_seat", "left_of_hakem"): N_("the player on the hakem's left"),
    ("dealer_seat", "right_of_hakem"): N_("the player on the hakem's right"),
}


def option_help(name: str, lang: str) -> str:
    info = option_info(HokmOptions, name)
    return info.help_fa if lang == "fa" else info.help_en


def parse_rules(text: str) -> HokmOptions:
    """Hokm's table rules in the compact text form (``bam:off,target_points:5`` or
    ``preset:NAME``); see :func:`parse_rules_of`."""
    return parse_rules_of(HokmOptions, PRESETS, text)


def parse_rules_of(
    cls: type[T], presets: Mapping[str, T], text: str, *, item_code: str = "rules_item"
) -> T:
    """Any game's table rules in the compact text form, each mistake named for the user.

    Raises:
        Problem: *item_code* (an item not written ``name:value``), ``rules_unknown``,
        ``rules_preset``, ``rules_twice``, ``rules_value`` or ``rules_conflict``.
    """
    text = text.strip()
    if not text:
        return cls()
    names = set(option_names(cls))
    seen: set[str] = set()
    for position, raw in enumerate(text.split(",")):
        item = raw.strip()
        name, colon, value = item.partition(":")
        if not colon or not re.fullmatch(r"[a-z0-9_]+", name) or not value:
            raise Problem(item_code, item=item)
        if name == "preset":
            if position != 0 or value not in presets:
                raise Problem("rules_preset", name=value, known=", ".join(sorted(presets)))
            continue
        if name not in names:
            raise Problem("rules_unknown", name=name)
        if name in seen:
            raise Problem("rules_twice", name=name)
        seen.add(name)
        try:
            parse_options(cls, f"{name}:{value}")
        except OptionsError as exc:
            raise Problem("rules_value", name=name, value=value) from exc
    try:
        return parse_options(cls, text, presets)
    except OptionsError as exc:
        raise Problem("rules_conflict", detail=str(exc)) from exc


def rules_summary(ctx: Ctx, options: HokmOptions) -> str:
    """A short line about the rules in force: ``7 points · bam on · …``."""
    parts = [ctx._("{n} points to win", n=options.target_points)]
    parts.append(ctx._("bam on") if options.bam else ctx._("bam off"))
    if options.special_modes:
        parts.append(ctx._("Saras, Naras and Taknaras on"))
    if options.six_all != "none":
        parts.append(ctx.gettext(CHOICE_LABELS[("six_all", options.six_all)]))
    if options.kot_vs_side_on_six != "standard":
        parts.append(ctx._("one-point kot against a side one short"))
    if options.games_to_win > 1:
        parts.append(ctx._("{n} games to win the match", n=options.games_to_win))
    return " · ".join(parts)


# --- the score sheet -------------------------------------------------------------------------

_B14: Final = "0123456789abcd"
_HAND_TOKEN: Final = re.compile(r"([0-3])([0-9a-d])([0-9a-d])([BF]?)(M?)")
_CHECK_ALL: Final = HokmOptions(bam=True, special_modes=True)


def encode_sheet(hands: Sequence[HandInput]) -> str:
    """The sheet as a short URL-safe string: one token per hand, joined by dots.

    A token is the hakem's seat (``0``-``3``), then the tricks of South and North and of East
    and West as one base-14 digit each (``0``-``9``, ``a``=10 … ``d``=13), then ``B`` for a
    bam made or ``F`` for a bam that failed, then ``M`` for a hand played in a special mode.
    So ``073.1d0B`` is: South hakem, 7–3; then East hakem, 13–0 with a bam.

    >>> encode_sheet([HandInput(0, (7, 3)), HandInput(1, (13, 0), bam="made")])
    '073.1d0B'
    """
    out = []
    for h in hands:
        flag = {"": "", "made": "B", "failed": "F"}[h.bam]
        out.append(
            f"{h.hakem}{_B14[h.tricks[0]]}{_B14[h.tricks[1]]}{flag}{'M' if h.special else ''}"
        )
    return ".".join(out)


def decode_sheet(text: str) -> tuple[HandInput, ...]:
    """Read a sheet made by :func:`encode_sheet`; empty text is an empty sheet.

    Raises:
        Problem: ``sheet_token`` (a token that is not a hand), ``sheet_hand`` (a hand that
        cannot happen), or ``sheet_long``.
    """
    text = text.strip()
    if not text:
        return ()
    tokens = text.split(".")
    if len(tokens) > MAX_SHEET_HANDS:
        raise Problem("sheet_long", n=len(tokens), max=MAX_SHEET_HANDS)
    hands = []
    for n, tok in enumerate(tokens, start=1):
        m = _HAND_TOKEN.fullmatch(tok)
        if m is None:
            raise Problem("sheet_token", n=n, token=tok)
        bam = {"": "", "B": "made", "F": "failed"}[m[4]]
        hand = HandInput(int(m[1]), (_B14.index(m[2]), _B14.index(m[3])), bam, m[5] == "M")
        problem = check_hand(hand, _CHECK_ALL)
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
    score: tuple[int, int] = (0, 0)
    """The game score after the hand (before a new game starts from nothing)."""
    games: tuple[int, int] = (0, 0)
    problem: Problem | None = None
    match_winner: int | None = None


@dataclass(frozen=True)
class SheetState:
    rows: tuple[SheetRow, ...] = ()
    score: tuple[int, int] = (0, 0)
    """The score of the game in progress."""
    games: tuple[int, int] = (0, 0)
    win_by_two: bool = False
    next_hakem: int | None = None
    winner: int | None = None
    """The team that won the match, once it is over."""
    game: int = 1
    problems: tuple[int, ...] = field(default=())

    @property
    def over(self) -> bool:
        return self.winner is not None


def compute_sheet(hands: Sequence[HandInput], options: HokmOptions) -> SheetState:
    """Play the sheet's hands through ``score_hand`` and ``update_game``, as the engine does.

    A hand that cannot be scored under these rules (say, a bam with bam off) gets a problem and
    the hands after it are not scored.
    """
    rows: list[SheetRow] = []
    score, games, win_by_two = (0, 0), (0, 0), False
    next_hakem: int | None = None
    winner: int | None = None
    game = 1
    stopped: Problem | None = None
    for n, hand in enumerate(hands, start=1):
        if winner is not None:
            stopped = stopped or Problem("after_match", "hokm/match-end")
        if stopped is not None:
            rows.append(SheetRow(n, game, hand, next_hakem, problem=stopped, score=score))
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
            g = [games[0], games[1]]
            g[update.winner] += 1
            games = (g[0], g[1])
            if max(games) >= options.games_to_win:
                winner = match_winner = update.winner
            score, win_by_two = (0, 0), False
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


def sheet_table(ctx: Ctx, state: SheetState, options: HokmOptions) -> list[dict[str, str]]:
    """The sheet as rows of text for ``st.table`` (numbers in the page's digits)."""
    _ = ctx._
    out = []
    for row in state.rows:
        r = row.result
        hakem = texts.seat(ctx, row.hand.hakem)
        tricks = _("{a} to {b}", a=row.hand.tricks[0], b=row.hand.tricks[1])
        extra = []
        if row.hand.bam == "made":
            extra.append(_("bam made"))
        elif row.hand.bam == "failed":
            extra.append(_("bam failed"))
        if row.hand.special:
            extra.append(_("special mode"))
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
                team=texts.team(ctx, r.winner),
                kind=ctx.gettext(texts.KINDS.get(r.kind, r.kind)),
                points=ctx.num(r.points),
            )
            if r.kind == "bam":
                result = _("{team}: bam, the whole game", team=texts.team(ctx, r.winner))
            rule = r.rule_id
            score = _("{a} to {b}", a=row.score[0], b=row.score[1])
            nxt = "" if row.match_winner is not None else texts.seat(ctx, r.next_hakem)
            notes = []
            if row.expected_hakem is not None and row.expected_hakem != row.hand.hakem:
                notes.append(
                    _(
                        "by the rules {seat} was to be hakem",
                        seat=texts.seat(ctx, row.expected_hakem),
                    )
                )
            if "hokm/kot-in-modes" in r.note_rule_ids:
                notes.append(_("no kot in the special modes"))
            if r.kind == "kot_on_six":
                notes.append(_("kot against a side one point short"))
            if row.update.reset:
                notes.append(
                    _("both on {six}: back to {score}", six=options.target_points - 1, score=score)
                )
            elif row.update.win_by_two and row.update.winner is None:
                notes.append(_("play on until a team leads by two"))
            if row.update.winner is not None:
                if row.match_winner is not None and options.games_to_win > 1:
                    notes.append(_("{team} win the match", team=texts.team(ctx, row.update.winner)))
                elif row.match_winner is not None:
                    notes.append(_("{team} win the game", team=texts.team(ctx, row.update.winner)))
                else:
                    notes.append(
                        _(
                            "{team} win game {n}",
                            team=texts.team(ctx, row.update.winner),
                            n=row.game,
                        )
                    )
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
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(
        [
            _("hand"),
            _("game"),
            _("hakem"),
            _("dealer"),
            _("tricks South and North"),
            _("tricks East and West"),
            _("bam"),
            _("special mode"),
            _("winner"),
            _("result"),
            _("points"),
            _("rule"),
            _("score South and North"),
            _("score East and West"),
            _("next hakem"),
            _("problem"),
        ]
    )
    for row in state.rows:
        h, r = row.hand, row.result
        options_bam = {"": "", "made": _("bam made"), "failed": _("bam failed")}[h.bam]
        w.writerow(
            [
                row.number,
                row.game,
                texts.seat(ctx, h.hakem),
                texts.seat(ctx, dealer_of(h.hakem, options)),
                h.tricks[0],
                h.tricks[1],
                options_bam,
                _("yes") if h.special else "",
                texts.team(ctx, r.winner) if r else "",
                ctx.gettext(texts.KINDS.get(r.kind, r.kind)) if r else "",
                r.points if r else "",
                r.rule_id if r else "",
                row.score[0] if r else "",
                row.score[1] if r else "",
                texts.seat(ctx, r.next_hakem) if r and row.match_winner is None else "",
                problem_text(ctx, row.problem, markdown=False) if row.problem else "",
            ]
        )
    return buf.getvalue()


# --- messages --------------------------------------------------------------------------------


def _q(ctx: Ctx, text: str, markdown: bool) -> str:
    inner = md_escape(text) if markdown else " ".join(text.split())[:60]
    return f"«{inner}»" if ctx.lang == "fa" else f"“{inner}”"


def problem_text(
    ctx: Ctx, p: Problem, *, leader: int | None = None, where: str = "", markdown: bool = True
) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped)."""
    _ = ctx._
    v = p.params

    def who(key: str) -> str:
        return player_label(ctx, int(str(v[key])), leader)

    def card(key: str) -> str:
        return texts.card(ctx, str(v[key]))

    def num(key: str) -> int:
        value = v[key]
        return value if isinstance(value, int) else int(str(value))

    code = p.code
    if code == "bad_card":
        text = _(
            "{token} is not a card. Write cards like `9S`, `10♦` or نه پیک, separated by spaces "
            "or commas.",
            token=_q(ctx, str(v["token"]), markdown),
        )
    elif code == "joker":
        text = _(
            "{token} is a joker, and Hokm has no jokers.", token=_q(ctx, str(v["token"]), markdown)
        )
    elif code == "duplicate":
        text = _(
            "{card} is there twice (played by {first} and by {second}): a deck has each card once.",
            card=card("card"),
            first=who("first"),
            second=who("second"),
        )
    elif code == "count":
        n = num("n")
        text = (
            _("A trick has 4 cards, one from each player; you entered 1 card.")
            if n == 1
            else _("A trick has 4 cards, one from each player; you entered {n} cards.", n=n)
        )
    elif code == "hand_size":
        text = _(
            "{who}'s hand has {n} cards: a player holds at most 13.", who=who("pos"), n=num("n")
        )
    elif code == "hand_duplicate":
        if v["pos"] == v["other"]:
            text = _("{card} is written twice in {who}'s hand.", card=card("card"), who=who("pos"))
        else:
            text = _(
                "{card} is in two hands, {who}'s and {other}'s.",
                card=card("card"),
                who=who("pos"),
                other=who("other"),
            )
    elif code == "elsewhere":
        text = _(
            "{who} played {card}, but that card is in {other}'s hand.",
            who=who("pos"),
            card=card("card"),
            other=who("other"),
        )
    elif code == "own_card":
        text = _(
            "{who} played {card}, which is not in the hand given for that player.",
            who=who("pos"),
            card=card("card"),
        )
    elif code == "follow_suit":
        held = _join(ctx, [texts.card(ctx, c) for c in str(v["held"]).split()])
        text = _(
            "{who} played {card} but had to follow suit: {led} were led and this player holds "
            "{held}.",
            who=who("pos"),
            card=card("card"),
            led=texts.suit(ctx, str(v["led"])),
            held=held,
        )
    elif code == "contract":
        text = _("Choose the trump suit or a special mode.")
    elif code == "hakem":
        text = _("Choose the hakem's seat.")
    elif code == "tricks_range":
        text = _("Tricks are counted from 0 to 13.")
    elif code == "both_seven":
        text = _(
            "{a} to {b} cannot happen: the hand ends as soon as one team has 7 tricks, so both "
            "teams cannot reach 7.",
            a=num("a"),
            b=num("b"),
        )
    elif code == "too_many":
        text = _(
            "{a} to {b} cannot happen: a hand has only 13 tricks, and these add up to {total}.",
            a=num("a"),
            b=num("b"),
            total=num("total"),
        )
    elif code == "no_seven":
        text = _(
            "{a} to {b} does not end a hand: play goes on until one team has 7 tricks.",
            a=num("a"),
            b=num("b"),
        )
    elif code == "past_seven":
        text = _(
            "{a} to {b} cannot happen: play stops when a team reaches 7 tricks, unless it plays "
            "on for bam (choose the bam attempt).",
            a=num("a"),
            b=num("b"),
        )
    elif code == "bam_off":
        text = _("Bam is off in these table rules, so nobody plays on after 7 tricks.")
    elif code == "bam_not_13":
        text = _(
            "{a} to {b} is not a bam: a bam takes all 13 tricks. If the other team took a "
            "trick, the bam failed.",
            a=num("a"),
            b=num("b"),
        )
    elif code == "bam_failed_count":
        text = _(
            "{a} to {b} is not a failed bam: the attempt starts at 7 to 0 and the hand ends at "
            "the first trick the other team takes, so a failed bam ends with that team on 1 "
            "trick.",
            a=num("a"),
            b=num("b"),
        )
    elif code == "modes_off":
        text = _(
            "Saras, Naras and Taknaras are off in these table rules; turn them on to score a "
            "hand played in them."
        )
    elif code == "score_range":
        text = _("A score cannot be below zero.")
    elif code == "score_six_all":
        text = _(
            "The game cannot stand at {a} to {b}: with these rules it goes straight back one "
            "point each.",
            a=num("a"),
            b=num("b"),
        )
    elif code == "score_over":
        text = _(
            "The game cannot stand at {a} to {b}: it ends when a team reaches {target} points.",
            a=num("a"),
            b=num("b"),
            target=num("target"),
        )
    elif code == "sheet_token":
        text = _(
            "Hand {n} of the score sheet in this link, {token}, cannot be read.",
            n=num("n"),
            token=_q(ctx, str(v["token"]), markdown),
        )
    elif code == "sheet_hand":
        inner = v["inner"]
        assert isinstance(inner, Problem)
        text = _(
            "Hand {n} of the score sheet in this link, {token}, is impossible:",
            n=num("n"),
            token=_q(ctx, str(v["token"]), markdown),
        )
        text += " " + problem_text(ctx, inner, leader=leader, markdown=markdown)
    elif code == "sheet_long":
        text = _(
            "The score sheet in this link has {n} hands; at most {max} are kept.",
            n=num("n"),
            max=num("max"),
        )
    elif code == "after_match":
        text = _("The match was already over before this hand.")
    elif code == "after_problem":
        text = _("Not scored: an earlier hand could not be scored.")
    elif code == "rules_item":
        text = _(
            "{item} cannot be read: write the rules as name:value pairs separated by commas, "
            "for example bam:off,target_points:5.",
            item=_q(ctx, str(v["item"]), markdown),
        )
    elif code == "rules_unknown":
        text = _("There is no option called {name}.", name=_q(ctx, str(v["name"]), markdown))
    elif code == "rules_preset":
        text = _(
            "There is no preset called {name}. The presets are: {known}.",
            name=_q(ctx, str(v["name"]), markdown),
            known=str(v["known"]),
        )
    elif code == "rules_twice":
        text = _("The option {name} is given twice.", name=_q(ctx, str(v["name"]), markdown))
    elif code == "rules_value":
        text = _(
            "{value} is not a possible value of {name}.",
            value=_q(ctx, str(v["value"]), markdown),
            name=_q(ctx, str(v["name"]), markdown),
        )
    elif code == "rules_conflict":
        text = _(
            "These options contradict each other ({detail}).",
            detail=_q(ctx, str(v["detail"]), markdown),
        )
    else:  # "engine" and anything unforeseen
        text = _(
            "The rules engine cannot score this: {detail}",
            detail=_q(ctx, str(v.get("detail", p.code)), markdown),
        )
    text = sentence(text)
    if where:
        text = f"{where}: {text}"
    return text
