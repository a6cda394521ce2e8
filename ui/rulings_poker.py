"""The poker and Haft Khabis calculators' logic (no Streamlit), unit tested directly.

The pages ``pages/poker_rulings.py`` and ``pages/haft_khabis_rulings.py`` only draw widgets. Every
answer is the rules package's own: a showdown is ``best_hand`` and ``compare`` of
``pasur.games.poker.evaluate`` under the documents' rules and under hold'em; an equity is
``pasur.games.poker.equity.equity`` (exact, or sampled in seeded chunks so that a stopped run keeps
what it counted and the same link gives the same numbers); a penalty count is
``pasur.games.haft_khabis`` ``penalty_count``. Bad input is a :class:`~ui.rulings.Problem`, turned
into a sentence in the page's language by :func:`problem_text`; anything typed is escaped.

Three tools:

- the **showdown**: the board (3 to 5 cards) and 2 to 8 players' hole cards give each hand's best
  five, its name and the winners, under both rule sets side by side, with a sentence for every
  place where they differ (:func:`differences`);
- the **equity**: hole cards and a partial board (0, 3, 4 or 5 cards) give each player's chance
  to win and to tie (:class:`Tally`, :func:`run_chunk`);
- the **penalty count** of Haft Khabis: the cards left in each losing hand give each hand's
  penalty card by card, and a running sheet of totals with the elimination limit
  (:func:`encode_sheet`, :func:`compute_sheet`).
"""

from __future__ import annotations

import html
import importlib
import math
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from pasur.cards import AnyCard, Card, Joker, Rank, parse_any_card
from pasur.errors import NotationError
from pasur.games.haft_khabis.scoring import penalty_count
from pasur.games.poker.equity import Equity, equity
from pasur.games.poker.evaluate import HandRank, best_hand, compare
from pasur.protocol import Rule
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.guard import md_escape
from ui.i18n import N_, digits, pct
from ui.problems import Either, Env, Problem, Problems, render, say
from ui.rulings import append_card, source_text
from ui.rulings import problem_text as hokm_problem_text

__all__ = ["Problem", "append_card"]

RULE_SETS: Final = ("documents", "holdem")
MAX_PLAYERS: Final = 8
MAX_FIELD: Final = 120
"""The longest text a card field keeps (characters)."""
EXACT_LIMIT: Final = 50_000
"""Up to this many boards left to deal, the equity is counted exactly (the engine's limit:
every flop and turn; before the flop there are always more)."""
SAMPLES: Final = (2000, 10000, 50000)
DEFAULT_SAMPLES: Final = 10000
CHUNK: Final = 500
"""Boards a sampled equity counts per call of the engine (one step of the progress bar)."""
MISSING: Final = frozenset({"board_missing", "hole_missing", "hands_missing"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""

CATEGORIES: Final = {
    "high_card": N_("high card"),
    "pair": N_("pair"),
    "two_pair": N_("two pair"),
    "three_of_a_kind": N_("three of a kind"),
    "straight": N_("straight"),
    "flush": N_("flush"),
    "full_house": N_("full house"),
    "four_of_a_kind": N_("four of a kind"),
    "straight_flush": N_("straight flush"),
    "five_of_a_kind": N_("five of a kind"),
    "royal_flush": N_("royal flush"),
}
RULE_SET_LABELS: Final = {
    "documents": N_("The documents' rules"),
    "holdem": N_("Texas hold'em"),
}
RULE_SET_HINTS: Final = {
    "documents": N_("exactly two hole cards and three board cards"),
    "holdem": N_("the best five of the seven cards"),
}


# --- the rules cited -------------------------------------------------------------------------


def _catalogue(game: str) -> dict[str, Rule]:
    """The game's rule catalogue by id (empty while the game's catalogue is not written yet)."""
    try:
        module = importlib.import_module(f"pasur.games.{game}.catalogue")
    except ImportError:  # pragma: no cover - only while the engine is being written
        return {}
    return {r.id: r for r in getattr(module, "RULES", ())}


POKER_RULES: Final = _catalogue("poker")
HK_RULES: Final = _catalogue("haft_khabis")


def _first(rules: dict[str, Rule], *ids: str) -> str:
    """The first of *ids* that the catalogue has (the first id when none is there)."""
    return next((i for i in ids if i in rules), ids[0])


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The rule's title, id, text and sources as Markdown, in the page's language."""
    rule = POKER_RULES.get(rule_id) or HK_RULES.get(rule_id)
    if rule is None:
        return f"`{rule_id}`"
    sources = ("؛ " if ctx.lang == "fa" else "; ").join(source_text(ctx, s) for s in rule.sources)
    # Hands such as A-2-3-4-5 in a Persian rule text are read with Persian digits.
    title, body = (digits(t, ctx.lang) for t in (rule.title(ctx.lang), rule.text(ctx.lang)))
    return (
        f"**{md_escape(title, 200)}** · `{rule.id}`  \n"
        + md_escape(body, 2000)
        + (("  \n:small[" + ctx._("Sources: {sources}", sources=sources) + "]") if sources else "")
    )


def known_rules(ids: Sequence[str]) -> tuple[str, ...]:
    """*ids* without repeats, keeping only those the catalogues have (all of them when the
    catalogues are still empty)."""
    out = tuple(dict.fromkeys(ids))
    if not POKER_RULES and not HK_RULES:
        return out
    return tuple(i for i in out if i in POKER_RULES or i in HK_RULES)


# --- names -----------------------------------------------------------------------------------


def player_name(ctx: Ctx, index: int) -> str:
    return ctx._("Player {n}", n=index + 1)


def category_name(ctx: Ctx, category: str) -> str:
    label = CATEGORIES.get(category)
    return ctx.gettext(label) if label else category


def rule_set_name(ctx: Ctx, rules: str) -> str:
    return ctx.gettext(RULE_SET_LABELS[rules])


def card_text(ctx: Ctx, card: AnyCard) -> str:
    return texts.card(ctx, card)


def cards_text(ctx: Ctx, cards: Sequence[AnyCard]) -> str:
    return ("، " if ctx.rtl else ", ").join(card_text(ctx, c) for c in cards)


def join_names(ctx: Ctx, names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    sep = "، " if ctx.rtl else ", "
    return sep.join(names[:-1]) + ctx._(" and ") + names[-1]


# --- reading cards ---------------------------------------------------------------------------

_SEPARATORS: Final = re.compile(r"[,،;؛\n]")
_LONE_JOKER: Final = frozenset({"JOKER", "JK", "ژوکر", "جوکر"})


def _any_or_none(text: str) -> AnyCard | None:
    try:
        return parse_any_card(text)
    except NotationError:
        return None


def read_cards(text: str, field: str, *, jokers: bool = False) -> tuple[AnyCard, ...]:
    """Cards in any notation (``7H``, ``7♥``, هفت دل; jokers ``BJ``/``RJ``/ژوکر when allowed),
    separated by spaces, commas or «،»; Persian names take two or three words.

    Raises:
        Problem: ``bad_card`` or ``joker`` (with ``field`` and the ``token`` as typed), or
        ``field_long``.
    """
    if len(text) > MAX_FIELD:
        raise Problem("field_long", field=field, max=MAX_FIELD)
    out: list[AnyCard] = []
    for part in _SEPARATORS.split(text):
        words = part.split()
        i = 0
        while i < len(words):
            for width in (3, 2, 1):
                if i + width > len(words):
                    continue
                chunk = " ".join(words[i : i + width])
                card = _any_or_none(chunk)
                if card is None and width == 1 and chunk.upper() in _LONE_JOKER:
                    card = Joker("black")
                if card is None:
                    continue
                if isinstance(card, Joker) and not jokers:
                    raise Problem("joker", field=field, token=chunk)
                out.append(card)
                i += width
                break
            else:
                raise Problem("bad_card", field=field, token=words[i])
    return tuple(out)


def _check_once(fields: Sequence[tuple[str, Sequence[AnyCard]]]) -> None:
    """Each card at most once over every field.

    Raises:
        Problem: ``twice`` (``card``, fields ``a`` and ``b``) or ``jokers_many``.
    """
    where: dict[AnyCard, str] = {}
    jokers = 0
    for name, cards in fields:
        for c in cards:
            if isinstance(c, Joker):
                jokers += 1
                if jokers > 1:
                    raise Problem("jokers_many", "poker/deck")
                continue
            if c in where:
                raise Problem("twice", "poker/deck", card=c.code, a=where[c], b=name)
            where[c] = name


# --- the poker table -------------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """A poker position: the board and every player's two hole cards."""

    board: tuple[AnyCard, ...]
    holes: tuple[tuple[AnyCard, ...], ...]

    @property
    def players(self) -> int:
        return len(self.holes)

    @property
    def has_joker(self) -> bool:
        return any(isinstance(c, Joker) for c in (*self.board, *(c for h in self.holes for c in h)))

    def hole_set(self, player: int) -> frozenset[AnyCard]:
        return frozenset(self.holes[player])


def read_table(
    board_text: str,
    hole_texts: Sequence[str],
    *,
    board_sizes: Sequence[int] = (3, 4, 5),
    jokers: bool = False,
) -> Table:
    """The board and the hole cards as typed; every hole field must hold two cards.

    Raises:
        Problem: ``bad_card``/``joker``/``field_long`` (with ``field``: ``board`` or ``h0``…),
        ``board_missing``, ``board_count``, ``hole_missing``, ``hole_count``, ``twice``,
        ``jokers_many``, ``hands_missing``.
    """
    board = read_cards(board_text, "board", jokers=jokers)
    holes = [read_cards(t, f"h{i}", jokers=jokers) for i, t in enumerate(hole_texts)]
    if len(hole_texts) < 2:
        raise Problem("hands_missing")
    for i, h in enumerate(holes):
        if len(h) > 2:
            raise Problem("hole_count", "poker/deal", player=i, n=len(h))
    if len(board) > max(board_sizes):
        raise Problem("board_count", n=len(board), sizes=" ".join(map(str, board_sizes)))
    _check_once([("board", board), *((f"h{i}", h) for i, h in enumerate(holes))])
    for i, h in enumerate(holes):
        if not h:
            raise Problem("hole_missing", player=i)
        if len(h) != 2:
            raise Problem("hole_count", "poker/deal", player=i, n=len(h))
    if not board and 0 not in board_sizes:
        raise Problem("board_missing")
    if len(board) not in board_sizes:
        raise Problem("board_count", n=len(board), sizes=" ".join(map(str, board_sizes)))
    return Table(board, tuple(holes))


@dataclass(frozen=True)
class Showdown:
    """One rule set's showdown: every player's best hand and the winners."""

    rules: str
    hands: tuple[HandRank, ...]
    """Per player, the evaluator's ``HandRank`` (``category``, ``five``, ``value``)."""
    winners: tuple[int, ...]


def showdown(table: Table, rules: str) -> Showdown:
    """The evaluator's showdown of *table* under *rules* (``documents`` or ``holdem``)."""
    hands = tuple(best_hand(h, table.board, rules=rules) for h in table.holes)
    winners = tuple(sorted(compare(dict(enumerate(hands)))))
    return Showdown(rules, hands, winners)


def holes_used(table: Table, player: int, five: Sequence[AnyCard]) -> int:
    hole = table.hole_set(player)
    return sum(1 for c in five if c in hole)


def is_wheel(five: Sequence[AnyCard]) -> bool:
    ranks = {c.rank for c in five if isinstance(c, Card)}
    return ranks == {Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE}


@dataclass(frozen=True)
class Difference:
    """A place where the documents' rules and hold'em rule differently."""

    code: str
    """``winners``, ``board_cards`` (hold'em's best five uses fewer than two hole cards),
    ``royal_wheel``, ``five_of_a_kind`` or ``other`` (another combination)."""
    player: int = -1
    rule_id: str = ""


def differences(table: Table, docs: Showdown, holdem: Showdown | None) -> tuple[Difference, ...]:
    """Every player whose hand is named differently under the two rule sets, and the winners
    when they differ."""
    out: list[Difference] = []
    for p in range(table.players):
        d = docs.hands[p]
        if holdem is None:
            if d.category == "five_of_a_kind":
                out.append(Difference("five_of_a_kind", p, "poker/five-of-a-kind"))
            continue
        h = holdem.hands[p]
        if d.category == "royal_flush" and is_wheel(d.five) and h.category != "royal_flush":
            out.append(Difference("royal_wheel", p, "poker/royal-flush"))
        elif d.category != h.category or tuple(d.five) != tuple(h.five):
            if d.category == h.category and sorted(c.index for c in d.five) == sorted(
                c.index for c in h.five
            ):
                continue
            if holes_used(table, p, h.five) < 2:
                out.append(Difference("board_cards", p, "poker/hand-rule"))
            elif d.category != h.category:
                out.append(Difference("other", p, "poker/hand-rule"))
    if holdem is not None and docs.winners != holdem.winners:
        out.append(Difference("winners", -1, _first(POKER_RULES, "poker/showdown", "poker/ties")))
    return tuple(out)


def showdown_rules(table: Table, docs: Showdown, holdem: Showdown | None) -> tuple[str, ...]:
    """The rule ids behind a showdown, in the order to show them."""
    ids = ["poker/showdown", "poker/hand-rule"]
    cats = {h.category for h in docs.hands} | (
        {h.category for h in holdem.hands} if holdem else set()
    )
    for cat in CATEGORIES:
        if cat in cats:
            ids.append(f"poker/{cat.replace('_', '-')}")
    straights = ("straight", "straight_flush", "royal_flush")
    hands = [*docs.hands, *(holdem.hands if holdem else ())]
    if any(
        h.category in straights and any(isinstance(c, Card) and c.rank == Rank.ACE for c in h.five)
        for h in hands
    ):
        ids.append("poker/straight-ace")
    if "royal_flush" in cats:
        ids.append("poker/royal-flush")
    if "five_of_a_kind" in cats or table.has_joker:
        ids.append("poker/five-of-a-kind")
    ids += ["poker/ranking", "poker/ties"]
    return known_rules(ids)


def _shared(sd: Showdown) -> bool:
    return len(sd.winners) > 1


def winners_text(ctx: Ctx, sd: Showdown) -> str:
    """``Player 2 wins with a flush.`` / ``Players 1 and 3 split the pot (two pair each).``"""
    _ = ctx._
    names = [player_name(ctx, w) for w in sd.winners]
    cat = category_name(ctx, sd.hands[sd.winners[0]].category)
    if _shared(sd):
        return _(
            "{players} tie with equal hands ({category}) and split the pot.",
            players=join_names(ctx, names),
            category=cat,
        )
    return _("{player} wins with the best hand: {category}.", player=names[0], category=cat)


def difference_text(
    ctx: Ctx, diff: Difference, table: Table, docs: Showdown, holdem: Showdown | None
) -> str:
    """One difference between the rule sets as a sentence."""
    _ = ctx._
    if diff.code == "winners":
        assert holdem is not None
        return _(
            "The pot goes to {docs} under the documents' rules, but to {holdem} in hold'em.",
            docs=join_names(ctx, [player_name(ctx, w) for w in docs.winners]),
            holdem=join_names(ctx, [player_name(ctx, w) for w in holdem.winners]),
        )
    who = player_name(ctx, diff.player)
    d = docs.hands[diff.player]
    cat_d = category_name(ctx, d.category)
    if diff.code == "five_of_a_kind":
        return _(
            "{player} has five of a kind with the joker: a hand only the documents' game has "
            "(hold'em plays without jokers, so its column is left out).",
            player=who,
        )
    assert holdem is not None
    h = holdem.hands[diff.player]
    cat_h = category_name(ctx, h.category)
    if diff.code == "royal_wheel":
        return _(
            "{player}'s suited A-2-3-4-5 is a royal flush in the documents, the highest hand; "
            "in hold'em it is only the lowest straight flush.",
            player=who,
        )
    if diff.code == "board_cards":
        k = holes_used(table, diff.player, h.five)
        if k == 0:
            how = _("uses none of the hole cards (it plays the board)")
        else:
            how = _("uses only one hole card and four board cards")
        return _(
            "{player}: {holdem} in hold'em, whose best five {how}; the documents' game needs both "
            "hole cards and three board cards, which make only {docs}.",
            player=who,
            holdem=cat_h,
            how=how,
            docs=cat_d,
        )
    return _(
        "{player}: {docs} under the documents' rules, {holdem} in hold'em (a different choice "
        "of five cards).",
        player=who,
        docs=cat_d,
        holdem=cat_h,
    )


SHOWDOWN_CSS: Final = """<style>
.pk-hands { display: flex; flex-direction: column; gap: 6px; margin: 4px 0 8px; }
.pk-hand { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px;
  border: 1px solid rgba(128,128,128,0.3); border-radius: 8px; padding: 6px 10px; }
.pk-hand.pk-win { border-color: #2e7d32; background: rgba(46,125,50,0.08); }
.pk-hand .pk-who { flex: 1 1 150px; font-size: 0.92rem; unicode-bidi: plaintext; }
.pk-hand .pk-who b { display: block; }
.pk-badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 0.8rem;
  font-weight: 600; background: #2e7d32; color: #fff; margin-inline-start: 6px; }
.pk-felt { direction: ltr; display: flex; flex-wrap: wrap; gap: 4px; background: #2e7d32;
  border-radius: 10px; padding: 8px; align-items: center; min-height: 50px; }
.pk-felt span { color: #fff; font-size: 0.85rem; }
.pk-head { font-weight: 700; margin: 2px 0; }
.pk-note { font-size: 0.8rem; color: #666; }
table.pk-table { border-collapse: collapse; margin: 4px 0 8px; font-variant-numeric: tabular-nums; }
table.pk-table th, table.pk-table td { padding: 3px 10px; text-align: center;
  border-bottom: 1px solid rgba(128,128,128,0.25); white-space: nowrap; }
table.pk-table th { font-weight: 600; font-size: 0.85rem; }
table.pk-table td.pk-start, table.pk-table th.pk-start { text-align: start; }
table.pk-table tr.pk-sum td { font-weight: 700; border-top: 2px solid rgba(128,128,128,0.5); }
table.pk-table tr.pk-out td { color: #b71c1c; }
table.pk-table td.pk-bar { min-width: 120px; }
.pk-meter { height: 10px; border-radius: 5px; background: rgba(128,128,128,0.2); display: flex;
  overflow: hidden; direction: ltr; }
.pk-meter .w { background: #2e7d32; } .pk-meter .t { background: #f9a825; }
</style>"""


def felt_html(ctx: Ctx, cards: Sequence[AnyCard], width: int = 44) -> str:
    """Cards face up on the green table (or a note that none are dealt yet)."""
    if not cards:
        note = ctx._("No board cards yet.")
        inner = f"<span>{html.escape(note)}</span>"
    else:
        inner = "".join(card_img(c, width=width, alt=card_text(ctx, c)) for c in cards)
    return f'<div class="pk-felt">{inner}</div>'


def hand_row_html(ctx: Ctx, table: Table, sd: Showdown, player: int, *, width: int = 38) -> str:
    """One player's best five (hole cards marked), its name, and a badge for a winner."""
    _ = ctx._
    e = html.escape
    h = sd.hands[player]
    hole = table.hole_set(player)
    five = "".join(
        card_img(c, width=width, highlight=c in hole, alt=card_text(ctx, c)) for c in h.five
    )
    win = player in sd.winners
    badge = ""
    if win:
        word = _("splits") if _shared(sd) else _("wins")
        badge = f'<span class="pk-badge">{e(word)}</span>'
    cls = "pk-hand pk-win" if win else "pk-hand"
    return (
        f'<div class="{cls}"><div class="pasur-cards" dir="ltr">{five}</div>'
        f'<div class="pk-who" dir="auto"><b>{e(player_name(ctx, player))}{badge}</b>'
        f"{e(category_name(ctx, h.category))}</div></div>"
    )


def showdown_html(ctx: Ctx, table: Table, sd: Showdown) -> str:
    rows = "".join(hand_row_html(ctx, table, sd, p) for p in range(table.players))
    return f'<div class="pk-hands">{rows}</div>'


def table_html(ctx: Ctx, table: Table) -> str:
    """The board, then every player's hole cards."""
    e = html.escape
    board_label = ctx._("The board")
    holes = "".join(
        '<div class="pk-hand"><div class="pasur-cards" dir="ltr">'
        + "".join(card_img(c, width=34, alt=card_text(ctx, c)) for c in h)
        + f'</div><div class="pk-who">{e(player_name(ctx, i))}</div></div>'
        for i, h in enumerate(table.holes)
    )
    return (
        f'<div class="pk-head">{e(board_label)}</div>{felt_html(ctx, table.board)}'
        f'<div class="pk-hands" style="flex-direction: row; flex-wrap: wrap">{holes}</div>'
    )


SHOWDOWN_EXAMPLES: Final = {
    # name: (label, board, hole cards ...)
    "flush": (
        N_("A flush from four board hearts (seed 000, line 202)"),
        "2H 7H 9H KH 4C",
        ("AH 3S", "QD QC"),
    ),
    "royal": (
        N_("A suited A-2-3-4-5: royal flush (line 220)"),
        "3S 4S 5S 9D KC",
        ("AS 2S", "KH KD"),
    ),
    "full_house": (
        N_("Two full houses (line 207)"),
        "5C 5S 4D 4S 9C",
        ("5H 4C", "4H 9D"),
    ),
    "straight": (
        N_("A-2-3-4-5 beats a pair of eights (line 196)"),
        "3C 4D 5H 8S KD",
        ("AS 2C", "8H 9C"),
    ),
}


# --- the equity ------------------------------------------------------------------------------


def boards_left(table: Table) -> int:
    """How many different boards can still be dealt (the order of the cards does not matter)."""
    used = len(table.board) + 2 * table.players
    return math.comb(52 - used, 5 - len(table.board))


def is_exact(table: Table) -> bool:
    return boards_left(table) <= EXACT_LIMIT


@dataclass
class Tally:
    """An equity counted so far: per player the boards won alone and the pot shares won in
    splits (a two-way split counts 1/2), kept in the session and filled in place so that a
    stopped run keeps it."""

    key: str
    players: int
    exact: bool
    wins: list[float] = field(default_factory=list)
    ties: list[float] = field(default_factory=list)
    boards: int = 0
    chunks: int = 0
    target: int = 0
    """Boards to count in all (every board left when exact)."""

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0.0] * self.players
            self.ties = [0.0] * self.players

    @property
    def done(self) -> bool:
        return self.boards >= self.target > 0

    def win(self, p: int) -> float:
        return self.wins[p] / self.boards if self.boards else 0.0

    def tie(self, p: int) -> float:
        return self.ties[p] / self.boards if self.boards else 0.0

    def share(self, p: int) -> float:
        """The expected share of the pot: boards won alone plus the shares of split pots."""
        return self.win(p) + self.tie(p)

    def add(self, result: Equity) -> None:
        n = int(result.boards)
        for p in range(self.players):
            self.wins[p] += float(result.win[p]) * n
            self.ties[p] += float(result.tie[p]) * n
        self.boards += n
        self.chunks += 1


def tally_key(table: Table, rules: str, samples: int, seed: int) -> str:
    parts = [
        rules,
        "".join(c.code for c in table.board),
        "-".join("".join(c.code for c in h) for h in table.holes),
    ]
    if not is_exact(table):
        parts += [str(samples), str(seed)]
    return "|".join(parts)


def new_tally(table: Table, rules: str, samples: int, seed: int) -> Tally:
    exact = is_exact(table)
    target = boards_left(table) if exact else samples
    return Tally(tally_key(table, rules, samples, seed), table.players, exact, target=target)


def run_chunk(
    tally: Tally,
    table: Table,
    rules: str,
    seed: int,
    *,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> None:
    """Count the next part of *tally*: everything when exact, else the next :data:`CHUNK`
    sampled boards, drawn with a generator seeded by the seed and the chunk's number (so a
    stopped and continued run counts the same boards as one run straight through)."""
    if tally.exact:
        result = equity(table.holes, table.board, rules=rules, progress=progress, cancel=cancel)
        tally.add(result)
        tally.target = tally.boards
        return
    n = min(CHUNK, tally.target - tally.boards)
    rng = random.Random(f"{seed}:{tally.chunks}")
    result = equity(table.holes, table.board, rules=rules, samples=n, rng=rng)
    tally.add(result)


def equity_html(ctx: Ctx, table: Table, tally: Tally) -> str:
    """Each player's win and tie chance, with a bar."""
    _ = ctx._
    e = html.escape
    labels = (
        _("Player"),
        _("Hole cards"),
        _("Wins alone"),
        _("From split pots"),
        _("Share of the pot"),
    )
    head = (
        f'<th class="pk-start">{e(labels[0])}</th><th>{e(labels[1])}</th>'
        f"<th>{e(labels[2])}</th><th>{e(labels[3])}</th><th>{e(labels[4])}</th>"
        "<th></th>"
    )
    rows = []
    for p in range(table.players):
        w, t = tally.win(p), tally.tie(p)
        holes = "".join(card_img(c, width=26, alt=card_text(ctx, c)) for c in table.holes[p])
        meter = (
            f'<div class="pk-meter"><div class="w" style="width:{w * 100:.2f}%"></div>'
            f'<div class="t" style="width:{t * 100:.2f}%"></div></div>'
        )
        rows.append(
            f'<tr><td class="pk-start">{e(player_name(ctx, p))}</td>'
            f'<td><div class="pasur-cards" dir="ltr">{holes}</div></td>'
            f"<td>{e(pct(w, ctx.lang))}</td><td>{e(pct(t, ctx.lang))}</td>"
            f"<td><b>{e(pct(w + t, ctx.lang))}</b></td>"
            f"<td class='pk-bar'>{meter}</td></tr>"
        )
    return (
        f'<table class="pk-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def equity_summary(ctx: Ctx, table: Table, tally: Tally, rules: str, seed: int) -> str:
    _ = ctx._
    rule = rule_set_name(ctx, rules)
    if tally.exact:
        return _(
            "Exact: all {n} boards that can still be dealt were counted ({rules}).",
            n=tally.boards,
            rules=rule,
        )
    return _(
        "Sampled: {n} of the {total} boards that can still be dealt, drawn at random with seed "
        "{seed} ({rules}); the same link gives the same numbers.",
        n=tally.boards,
        total=boards_left(table),
        seed=seed,
        rules=rule,
    )


EQUITY_EXAMPLES: Final = {
    "flop": (N_("Two players on the flop (exact)"), "KH 9C 4H", ("AH 5H", "KS KD")),
    "turn": (N_("Three players on the turn (exact)"), "8S 9S 2D JC", ("TS TH", "QS 7C", "AD 2C")),
    "preflop": (N_("Aces against kings before the flop (sampled)"), "", ("AS AD", "KC KH")),
}


# --- Haft Khabis: the penalty count ----------------------------------------------------------

HK_MAX_HANDS: Final = 7
HK_LIMITS: Final = (100, 500)


def penalty_rule() -> str:
    return _first(HK_RULES, "haft_khabis/penalty-count", "haft_khabis/penalty")


def jack_rule() -> str:
    return _first(HK_RULES, "haft_khabis/jack-doubles", "haft_khabis/jack-double")


def limit_rule() -> str:
    return _first(HK_RULES, "haft_khabis/elimination", "haft_khabis/limit")


def read_hk_hands(texts_: Sequence[str], decks: int = 2) -> tuple[tuple[Card, ...], ...]:
    """The cards left in each losing hand (empty fields are hands with no cards: a hand that
    went out). With one deck a card is in at most one hand, with two decks in at most two.

    Raises:
        Problem: ``bad_card``/``joker``/``field_long`` (``field`` ``k0``…), ``hk_copies``,
        ``hk_empty``.
    """
    hands: list[tuple[Card, ...]] = []
    count: dict[Card, list[int]] = {}
    for i, t in enumerate(texts_):
        cards = read_cards(t, f"k{i}")
        hand = tuple(c for c in cards if isinstance(c, Card))
        hands.append(hand)
        for c in hand:
            count.setdefault(c, []).append(i)
            if len(count[c]) > decks:
                raise Problem(
                    "hk_copies",
                    _first(HK_RULES, "haft_khabis/decks", "haft_khabis/deal"),
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
    text = text.strip()
    if not text:
        return ()
    tokens = text.split(".")
    if len(tokens) > MAX_SHEET:
        raise Problem("sheet_long", n=len(tokens), max=MAX_SHEET)
    out = []
    for n, tok in enumerate(tokens, start=1):
        if not _SHEET_TOKEN.fullmatch(tok) or len(tok.split("-")) != players:
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
    _ = ctx._
    if name == "board":
        return _("The board")
    if re.fullmatch(r"h[0-9]", name):
        return _("The hole cards of {player}", player=player_name(ctx, int(name[1:])))
    if re.fullmatch(r"k[0-9]", name):
        return _("The cards left to {player}", player=player_name(ctx, int(name[1:])))
    return name


def where_text(ctx: Ctx, name: str) -> str:
    _ = ctx._
    if name == "board":
        return _("on the board")
    return _("in the hand of {player}", player=player_name(ctx, int(name[1:])))


def _where(env: Env, key: str) -> str:
    return where_text(env.ctx, str(env.params[key]))


def _player(env: Env, key: str) -> str:
    return player_name(env.ctx, env.num(key))


PROBLEMS: Final[Problems] = {
    "bad_card": say(
        N_(
            "{token} is not a card. Write cards like `9S`, `10♦` or نه پیک, separated by spaces "
            "or commas."
        ),
        token="typed",
    ),
    "joker": Either(
        lambda e: e.game == "haft_khabis",
        say(N_("{token} is a joker, and Haft Khabis has no jokers."), token="typed"),
        Either(
            lambda e: e.game == "equity",
            say(
                N_(
                    "{token} is a joker: the chances are counted with a 52-card deck, without "
                    "jokers."
                ),
                token="typed",
            ),
            say(
                N_(
                    "{token} is a joker: turn on «play with a joker» to use one (only the "
                    "documents' game has five of a kind)."
                ),
                token="typed",
            ),
        ),
    ),
    "field_long": say(N_("This is too long: at most {max} characters."), max="int"),
    "jokers_many": say(N_("The table plays with one joker, not two.")),
    "twice": Either(
        lambda e: str(e.params["a"]) == str(e.params["b"]),
        say(
            N_("{card} is written twice {where}: a deck has each card once."),
            card="card",
            where=(_where, "a"),
        ),
        say(
            N_("{card} is both {a} and {b}: a deck has each card once."),
            card="card",
            a=_where,
            b=_where,
        ),
    ),
    "hole_count": Either(
        lambda e: e.num("n") == 1,
        say(
            N_("{player} has only one hole card: every player holds exactly two."),
            player=_player,
        ),
        say(
            N_("{player} has {n} hole cards: every player holds exactly two."),
            player=_player,
            n="int",
        ),
    ),
    "hole_missing": say(N_("Write the two hole cards of {player}."), player=_player),
    "hands_missing": say(N_("A showdown needs at least two players.")),
    "board_missing": say(N_("Write the board: three, four or five cards.")),
    "board_count": Either(
        lambda e: "0" in str(e.params["sizes"]).split(),
        say(N_("The board has {n} cards; write none, three, four or five."), n="int"),
        say(N_("The board has {n} cards; a showdown needs three, four or five."), n="int"),
    ),
    "hk_copies": Either(
        lambda e: e.num("decks") == 1,
        say(
            N_("{card} is written {n} times, but one deck has each card once."),
            card="card",
            n="int",
        ),
        say(
            N_("{card} is written {n} times, but two decks have each card only twice."),
            card="card",
            n="int",
        ),
    ),
    "hk_empty": say(N_("Write the cards left in at least one losing hand.")),
    "sheet_token": say(
        N_("Deal {n} of the sheet in this link, {token}, cannot be read."), n="int", token="typed"
    ),
    "sheet_long": say(
        N_("The sheet in this link has {n} deals; at most {max} are kept."), n="int", max="int"
    ),
}
"""What each problem of the poker and Haft Khabis calculators says (the options' problems, and
anything unforeseen, are the Hokm page's)."""


def problem_text(ctx: Ctx, p: Problem, *, game: str = "poker", markdown: bool = True) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped)."""
    entry = PROBLEMS.get(p.code)
    if entry is None:
        return hokm_problem_text(ctx, p, markdown=markdown)
    where = field_label(ctx, str(p.params["field"])) if "field" in p.params else ""
    return render(Env(ctx, p, markdown=markdown, game=game), entry, where)
