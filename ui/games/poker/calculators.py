"""Poker's calculators (no Streamlit), unit tested directly.

The screen (:mod:`ui.games.poker.rulings`) only draws widgets. Every answer is the rules
package's own: a showdown is ``best_hand`` and ``compare`` of ``pasur.games.poker.evaluate``
under the documents' rules and under hold'em; an equity is ``pasur.games.poker.equity.equity``
(exact, or sampled in seeded chunks so that a stopped run keeps what it counted and the same
link gives the same numbers). Bad input is a :class:`~ui.problems.Problem`, turned into a
sentence in the page's language by :func:`problem_text`; anything typed is escaped.

Two tools:

- the **showdown**: the board (3 to 5 cards) and 2 to 8 players' hole cards give each hand's best
  five, its name and the winners, under both rule sets side by side, with a sentence for every
  place where they differ (:func:`differences`);
- the **equity**: hole cards and a partial board (0, 3, 4 or 5 cards) give each player's chance
  to win and to tie (:class:`Tally`, :func:`run_chunk`).
"""

from __future__ import annotations

import html
import math
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from pasur.cards import AnyCard, Card, Joker, Rank
from pasur.games.poker import RULES
from pasur.games.poker.equity import Equity, equity
from pasur.games.poker.evaluate import HandRank, best_hand, compare
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.i18n import N_, pct
from ui.problems import Env, load_problems, templates
from ui.rulings_kit import (
    CARD_TABLE_CSS,
    join_names,
    read_cards,
    rule_markdown_of,
    rules_by_id,
)
from ui.rulings_kit import (
    MAX_FIELD as MAX_FIELD,
)
from ui.rulings_kit import (
    Problem as Problem,
)
from ui.rulings_kit import (
    append_card as append_card,
)
from ui.rulings_kit import (
    player_name as player_name,
)
from ui.rulings_kit import problem_text as kit_problem_text

RULE_SETS: Final = ("documents", "holdem")
MAX_PLAYERS: Final = 8
EXACT_LIMIT: Final = 50_000
"""Up to this many boards left to deal, the equity is counted exactly (the engine's limit:
every flop and turn; before the flop there are always more)."""
SAMPLES: Final = (2000, 10000, 50000)
DEFAULT_SAMPLES: Final = 10000
CHUNK: Final = 500
"""Boards a sampled equity counts per call of the engine (one step of the progress bar)."""
MISSING: Final = frozenset({"board_missing", "hole_missing", "hands_missing"})
"""Problems that only say the input is not complete yet (shown as a hint while typing)."""

RULE_SET_LABELS: Final = {
    "documents": N_("The documents' rules"),
    "holdem": N_("Texas hold'em"),
}
RULE_SET_HINTS: Final = {
    "documents": N_("exactly two hole cards and three board cards"),
    "holdem": N_("the best five of the seven cards"),
}


# --- the rules cited -------------------------------------------------------------------------


RULES_BY_ID: Final = rules_by_id(RULES)


def rule_markdown(ctx: Ctx, rule_id: str) -> str:
    """The poker rule's title, id, text and sources as Markdown, in the page's language (hands
    such as A-2-3-4-5 in a Persian rule text read with Persian digits)."""
    return rule_markdown_of(ctx, RULES_BY_ID, rule_id, local_digits=True)


def known_rules(ids: Sequence[str]) -> tuple[str, ...]:
    """*ids* without repeats, keeping only those the catalogue has."""
    return tuple(i for i in dict.fromkeys(ids) if i in RULES_BY_ID)


# --- names -----------------------------------------------------------------------------------


def category_name(ctx: Ctx, category: str) -> str:
    """The hand's category as a sentence names it (the explorer's words: :func:`texts.category`)."""
    return texts.category(ctx, category)


def rule_set_name(ctx: Ctx, rules: str) -> str:
    return ctx.gettext(RULE_SET_LABELS[rules])


def card_text(ctx: Ctx, card: AnyCard) -> str:
    return texts.card(ctx, card)


def cards_text(ctx: Ctx, cards: Sequence[AnyCard]) -> str:
    return ("، " if ctx.rtl else ", ").join(card_text(ctx, c) for c in cards)


# --- reading cards ---------------------------------------------------------------------------


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
    joker_code: str = "joker_off",
) -> Table:
    """The board and the hole cards as typed; every hole field must hold two cards.

    Raises:
        Problem: ``bad_card``/*joker_code* (a joker where *jokers* is false)/``field_long``
        (with ``field``: ``board`` or ``h0``…),
        ``board_missing``, ``board_count``, ``hole_missing``, ``hole_count``, ``twice``,
        ``jokers_many``, ``hands_missing``.
    """
    board = read_cards(board_text, "board", jokers=jokers, joker_code=joker_code)
    holes = [
        read_cards(t, f"h{i}", jokers=jokers, joker_code=joker_code)
        for i, t in enumerate(hole_texts)
    ]
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


def read_equity_table(board_text: str, hole_texts: Sequence[str]) -> Table:
    """The equity's table: a board of none, three, four or five cards, and no joker (the
    chances are counted with a 52-card deck; a joker is ``joker_equity``)."""
    return read_table(board_text, hole_texts, board_sizes=(0, 3, 4, 5), joker_code="joker_equity")


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
        out.append(
            Difference(
                "winners", -1, "poker/showdown" if "poker/showdown" in RULES_BY_ID else "poker/ties"
            )
        )
    return tuple(out)


def showdown_rules(table: Table, docs: Showdown, holdem: Showdown | None) -> tuple[str, ...]:
    """The rule ids behind a showdown, in the order to show them."""
    ids = ["poker/showdown", "poker/hand-rule"]
    cats = {h.category for h in docs.hands} | (
        {h.category for h in holdem.hands} if holdem else set()
    )
    for cat in texts.POKER_CATEGORIES:
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


SPECIAL_HANDS: Final = {
    "five_of_a_kind": N_(
        "{player} has five of a kind with the joker: a hand only the documents' game has "
        "(hold'em plays without jokers, so its column is left out)."
    ),
    "royal_wheel": N_(
        "{player}'s suited A-2-3-4-5 is a royal flush in the documents, the highest hand; "
        "in hold'em it is only the lowest straight flush."
    ),
}
"""The differences that are one player's hand the other rules do not know, by their code."""


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
    if diff.code in SPECIAL_HANDS:
        return _(SPECIAL_HANDS[diff.code], player=who)
    assert holdem is not None
    cat_d = category_name(ctx, docs.hands[diff.player].category)
    h = holdem.hands[diff.player]
    cat_h = category_name(ctx, h.category)
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


SHOWDOWN_CSS: Final = (
    """<style>
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
.pk-meter { height: 10px; border-radius: 5px; background: rgba(128,128,128,0.2); display: flex;
  overflow: hidden; direction: ltr; }
.pk-meter .w { background: #2e7d32; } .pk-meter .t { background: #f9a825; }
</style>"""
    + CARD_TABLE_CSS
)


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


# --- messages --------------------------------------------------------------------------------


def field_label(ctx: Ctx, name: str) -> str:
    _ = ctx._
    if name == "board":
        return _("The board")
    if re.fullmatch(r"h[0-9]", name):
        return _("The hole cards of {player}", player=player_name(ctx, int(name[1:])))
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


PROBLEMS: Final = load_problems(
    Path(__file__).with_name("problems.toml"), where=_where, player=_player
)
"""What each problem of the poker calculators says (anything unforeseen is
:data:`ui.rulings_kit.SHARED`'s)."""
MESSAGES: Final = templates(PROBLEMS)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def problem_text(ctx: Ctx, p: Problem, *, markdown: bool = True) -> str:
    """*p* as a sentence in the page's language (user text quoted and escaped), after the label
    of the field it is about."""
    where = field_label(ctx, str(p.params["field"])) if "field" in p.params else ""
    return kit_problem_text(ctx, p, PROBLEMS, where=where, markdown=markdown)
