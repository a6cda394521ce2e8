"""Poker's lesson screen, as the documents teach it: the introduction; seed 000's eleven
examples, each rebuilt from the seed's sentences (its card pictures are lost) and judged by
:func:`pasur.games.poker.evaluate.best_hand`; the ranking of the hands; where the documents'
rules and Texas hold'em differ, side by side; and the worked examples stepped through on a board
of its own (the board cards, every player's hole cards and chips, the pot and the side pots, and
at the showdown each player's best five cards and the name of the hand).

The lesson itself is ``lessons/poker.toml``; every number on screen is computed, when the page
is drawn, by the rules package.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

import streamlit as st

from pasur.cards import AnyCard, parse_any_card
from pasur.engines import chance
from pasur.games.poker import SPEC
from pasur.games.poker import moves as poker_moves
from pasur.games.poker.evaluate import HandRank, best_hand, compare, rank5
from ui import texts
from ui.frame import Ctx
from ui.i18n import N_
from ui.lesson_boards import BOARDS_CSS, board_stepper, cards_html, seat_name, sep
from ui.lesson_kit import stepped
from ui.lessons import LessonHooks, lesson_screen

L_BOARD: Final = N_("Board:")
L_BEST: Final = N_("best five:")
L_RANK: Final = N_("Rank")
L_HAND: Final = N_("Kind of hand")
L_EXAMPLE: Final = N_("Example")
L_RANK_HOLDEM: Final = N_("Rank in hold’em")
L_RULES_SAYS: Final = N_("The rules package: {hand}.")
"""Labels drawn inside HTML (marked here: Babel cannot read calls inside f-strings)."""


# --- poker: names --------------------------------------------------------------------------------

CATEGORY_NAMES: Final = {
    "high_card": N_("high card"),
    "pair": N_("a pair"),
    "two_pair": N_("two pair"),
    "three_of_a_kind": N_("three of a kind"),
    "straight": N_("a straight"),
    "flush": N_("a flush"),
    "full_house": N_("a full house"),
    "four_of_a_kind": N_("four of a kind"),
    "straight_flush": N_("a straight flush"),
    "five_of_a_kind": N_("five of a kind"),
    "royal_flush": N_("a royal flush"),
}
"""The hands of :data:`pasur.games.poker.evaluate.CATEGORIES`, as a sentence names them."""

PLAYERS: Final = (N_("Player 1"), N_("Player 2"), N_("Player 3"))
"""Seed 000's players: «نفر اول», «نفر دوم», «نفر سوم»."""


def category(ctx: Ctx, name: str) -> str:
    return ctx.gettext(CATEGORY_NAMES[name]) if name in CATEGORY_NAMES else name


def player(ctx: Ctx, i: int) -> str:
    return ctx.gettext(PLAYERS[i]) if i < len(PLAYERS) else str(i + 1)


RULE_NAMES: Final = {
    "documents": N_("The documents' rules"),
    "holdem": N_("Texas hold'em"),
}


# --- poker: seed 000's examples --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Showdown:
    """One of seed 000's two-player examples, rebuilt: the board and each player's two cards.

    The seed's card pictures are lost; these cards are chosen so that the seed's sentence about
    the example (who wins, with what) holds. ``line`` is the seed line of that sentence.
    """

    key: str
    board: str
    holes: tuple[str, ...]
    line: int

    def board_cards(self) -> tuple[AnyCard, ...]:
        return tuple(parse_any_card(c) for c in self.board.split())

    def hole_cards(self) -> tuple[tuple[AnyCard, ...], ...]:
        return tuple(tuple(parse_any_card(c) for c in h.split()) for h in self.holes)


SEED_SHOWDOWNS: Final = {
    # l.172: player 1 wins with the higher card, a jack.
    "high_card": Showdown("high_card", "2C 7D 9H QS KC", ("JD 3H", "TD 4S"), 172),
    # l.178: player 2 wins with a pair of 4s.
    "pair": Showdown("pair", "4C 8D TH KS 2C", ("AD 9S", "4H 6D"), 178),
    # l.184: player 1 has a pair of 6s, player 2 two pair, 6s and 4s, and wins.
    "two_pair": Showdown("two_pair", "6C 4D 9H KS 2C", ("6H AD", "6S 4H"), 184),
    # l.190: both have three of a kind, aces and 4s; the aces win.
    "three_of_a_kind": Showdown("three_of_a_kind", "AC 4D 9H KS 2C", ("AH AD", "4H 4S"), 190),
    # l.196: player 1 has the straight A-2-3-4-5, player 2 only a pair of 8s.
    "straight": Showdown("straight", "3C 4D 5H 8S KC", ("AD 2S", "8H 9C"), 196),
    # l.202: player 1 has five hearts; player 2 could make five hearts only with four from the
    # board, so he has two pair, queens and aces, and loses.
    "flush": Showdown("flush", "QH 7H 4H 2H AD", ("KH 9H", "AH QC"), 202),
    # l.207: both have a full house; player 1 holds 5s, player 2 4s.
    "full_house": Showdown("full_house", "5C 4D KH KS 9C", ("5H 5D", "4H 4S"), 207),
    # l.213: player 1 wins with four of a kind (four kings).
    "four_of_a_kind": Showdown("four_of_a_kind", "KC KD 7H 3S 9C", ("KH KS", "7C 7D"), 213),
    # l.218: player 2 wins with a straight flush, 7 to jack of hearts.
    "straight_flush": Showdown("straight_flush", "8H 9H TH 2C KS", ("AH 4H", "7H JH"), 218),
    # l.219: four 7s and a joker, three of them from the board.
    "five_of_a_kind": Showdown("five_of_a_kind", "7C 7D 7S 8S 9S", ("7H BJ", "6S 5S"), 219),
    # l.225: player 1 wins with a royal flush (here the seed's own A-2-3-4-5).
    "royal_flush": Showdown("royal_flush", "3H 4H 5H KS KD", ("AH 2H", "6H 7H"), 225),
}
"""Seed 000's eleven examples (lines 167-225), one for each hand."""

BOARD_PLAY: Final = Showdown("board", "AS KS QS JS TS", ("9C 2D", "AH AD"), 166)
"""Not in the seed as an example: the board itself a royal flush, to show that under the
documents' rule (line 166) nobody can play the board."""

DIFFERENCES: Final = (
    ("flush", SEED_SHOWDOWNS["flush"]),
    ("wheel", SEED_SHOWDOWNS["royal_flush"]),
    ("five", SEED_SHOWDOWNS["five_of_a_kind"]),
    ("board", BOARD_PLAY),
)
"""The places where the documents and hold'em differ, each on a seed situation."""


@dataclass(frozen=True, slots=True)
class Judged:
    """A showdown judged under one set of rules: each player's best hand and the winners."""

    rules: str
    hands: tuple[HandRank, ...]
    winners: tuple[int, ...]
    dropped: tuple[tuple[AnyCard, ...], ...] = ()
    """Cards left out because these rules do not know them (a joker under hold'em)."""


def judge(case: Showdown, rules: str = "documents") -> Judged:
    """*case* under *rules* (``documents`` or ``holdem``). Hold'em has no joker: a joker in a
    hand is left out, and the player makes his best five of the other cards."""
    board = case.board_cards()
    hands = []
    dropped = []
    for hole in case.hole_cards():
        if rules == "holdem":
            real = tuple(c for c in hole if c.code not in ("BJ", "RJ"))
            dropped.append(tuple(c for c in hole if c not in real))
            hands.append(best_hand(real, board, "holdem"))
        else:
            dropped.append(())
            hands.append(best_hand(hole, board, rules))
    winners = compare(dict(enumerate(hands)))
    return Judged(rules, tuple(hands), winners, tuple(dropped))


def judged_html(ctx: Ctx, case: Showdown, judged: Judged, *, title: str = "") -> str:
    """The board, then each player's two cards, his best five and the hand's name, the winner
    starred, then one line that says who wins."""
    board = case.board_cards()
    rows = []
    if title:
        rows.append(f'<div class="pasur-gnote"><b>{html.escape(title)}</b></div>')
    rows.append(
        '<div class="pasur-gfelt">'
        f"<span>{html.escape(ctx.gettext(L_BOARD))}</span>"
        + cards_html(ctx, board, width=38)
        + "</div>"
    )
    for i, (hole, hand) in enumerate(zip(case.hole_cards(), judged.hands, strict=True)):
        used = [c for c in board if c not in hand.five]
        cls = "pasur-grow win" if i in judged.winners and len(judged.winners) == 1 else "pasur-grow"
        note = ""
        if judged.dropped and judged.dropped[i]:
            no_joker = html.escape(ctx._("no joker in hold’em"))
            note = f'<span class="pasur-gnote">{no_joker}</span>'
        rows.append(
            f'<div class="{cls}"><span class="who">{html.escape(player(ctx, i))}</span>'
            + cards_html(ctx, hole, width=38, dimmed=[c for c in hole if c not in hand.five])
            + f"<span>{html.escape(ctx.gettext(L_BEST))}</span>"
            + cards_html(ctx, hand.five, width=30)
            + f"<span><b>{html.escape(category(ctx, hand.category))}</b></span>"
            + note
            + "</div>"
        )
        del used
    rows.append(f'<div class="pasur-gnote">{html.escape(verdict(ctx, judged))}</div>')
    return '<div class="pasur-gbox" dir="auto">' + "".join(rows) + "</div>"


def verdict(ctx: Ctx, judged: Judged) -> str:
    """``Player 2 wins with a flush.`` or ``Player 1 and Player 2 split the pot.``"""
    if len(judged.winners) > 1:
        names = sep(ctx).join(player(ctx, i) for i in judged.winners)
        return ctx._(
            "{names} have equal hands ({hand}) and split the pot.",
            names=names,
            hand=category(ctx, judged.hands[judged.winners[0]].category),
        )
    w = judged.winners[0]
    return ctx._(
        "{who} wins with {hand}.", who=player(ctx, w), hand=category(ctx, judged.hands[w].category)
    )


def render_seed_showdown(key: str) -> Callable[[Ctx], None]:
    """A drawer for the lesson page: seed 000's example of the hand *key*, rebuilt and judged
    under the documents' rules."""

    def draw(ctx: Ctx) -> None:
        case = SEED_SHOWDOWNS[key]
        with st.expander(ctx._("Seed 000's example, judged by the rules package")):
            st.markdown(
                ctx._(
                    "The seed's pictures of these cards are lost; its sentence about the example "
                    "(seed 000, line {line}) survives, and these cards are chosen to fit it.",
                    line=case.line,
                )
            )
            st.markdown(judged_html(ctx, case, judge(case)), unsafe_allow_html=True)

    return draw


DIFFERENCE_TEXTS: Final = {
    "flush": (
        N_("A flush from four board cards"),
        N_(
            "Four hearts lie on the board. Player 2 holds one more heart, player 1 two: under "
            "hold'em both have a flush, under the documents only player 1 (seed 000, line 202)."
        ),
    ),
    "wheel": (
        N_("The suited A-2-3-4-5"),
        N_(
            "In hold'em the suited A-2-3-4-5 is the lowest straight flush; the documents call it a "
            "royal flush, above every other straight flush (seed 000, line 220)."
        ),
    ),
    "five": (
        N_("Five of a kind with a joker"),
        N_(
            "Hold'em plays without a joker: the same cards without it. Under the documents the "
            "joker makes five of a kind, above the straight flush (seed 000, line 219)."
        ),
    ),
    "board": (
        N_("Playing the board"),
        N_(
            "The board itself is a royal flush. In hold'em everyone may use all five board cards "
            "and the pot is split; under the documents each player must use both his own cards."
        ),
    ),
}


def render_differences(ctx: Ctx) -> None:
    """Each place where the documents' rules and Texas hold'em differ: the same cards judged
    under both, side by side."""
    for key, case in DIFFERENCES:
        title, text = DIFFERENCE_TEXTS[key]
        st.markdown("##### " + ctx.gettext(title))
        st.markdown(ctx.gettext(text))
        columns = st.columns(2)
        for column, rules in zip(columns, ("documents", "holdem"), strict=True):
            with column:
                st.markdown(
                    judged_html(
                        ctx, case, judge(case, rules), title=ctx.gettext(RULE_NAMES[rules])
                    ),
                    unsafe_allow_html=True,
                )


# --- poker: the ranking list -------------------------------------------------------------------

RANKING_EXAMPLES: Final = {
    "high_card": "AS JD 9C 6H 3S",
    "pair": "4H 4C KS TH 6D",
    "two_pair": "6S 6C 4H 4D KS",
    "three_of_a_kind": "AH AD AC KS 9H",
    "straight": "5H 4D 3C 2S AD",
    "flush": "KH QH 9H 7H 4H",
    "full_house": "5H 5D 5C KS KH",
    "four_of_a_kind": "KS KH KD KC 9C",
    "straight_flush": "JH TH 9H 8H 7H",
    "five_of_a_kind": "7S 7H 7D 7C BJ",
    "royal_flush": "5H 4H 3H 2H AH",
}
"""One five-card hand of each kind; the ranking table orders them by the evaluator's values."""


def ranking(rules: str = "documents") -> list[tuple[str, tuple[AnyCard, ...], int]]:
    """The example hands sorted from low to high by :func:`rank5` under *rules* (hold'em leaves
    out five of a kind: it has no joker), each with the category the evaluator names."""
    out = []
    for name, text in RANKING_EXAMPLES.items():
        five = tuple(parse_any_card(c) for c in text.split())
        if rules == "holdem" and any(c.code in ("BJ", "RJ") for c in five):
            continue
        out.append((name, five, rank5(five, rules).value))
    return sorted(out, key=lambda item: item[2])


def render_ranking(ctx: Ctx) -> None:
    """The eleven hands from low to high, each with an example, in the order the evaluator puts
    them; hold'em's order beside it."""
    documents = ranking("documents")
    holdem = [name for name, _five, _v in ranking("holdem")]
    rows = []
    for i, (name, five, value) in enumerate(documents, start=1):
        shown = rank5(five, "documents")
        place = holdem.index(name) + 1 if name in holdem else None
        rows.append(
            "<tr>"
            f"<td>{html.escape(ctx.num(i))}</td>"
            f"<td><b>{html.escape(category(ctx, shown.category))}</b></td>"
            f"<td>{cards_html(ctx, shown.five, width=28)}</td>"
            f"<td>{html.escape(ctx.num(place) if place else '—')}</td>"
            "</tr>"
        )
        del value
    head = (
        f"<tr><th>{html.escape(ctx.gettext(L_RANK))}</th><th>{html.escape(ctx.gettext(L_HAND))}</th>"
        f"<th>{html.escape(ctx.gettext(L_EXAMPLE))}</th>"
        f"<th>{html.escape(ctx.gettext(L_RANK_HOLDEM))}</th></tr>"
    )
    st.markdown(
        f'<table class="pasur-lsheet" dir="{"rtl" if ctx.rtl else "ltr"}">'
        f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>",
        unsafe_allow_html=True,
    )
    st.caption(
        ctx._(
            "Ordered by the rules package's evaluator. Hold'em has no five of a kind, and its "
            "suited A-2-3-4-5 is the lowest straight flush; it names only the suited "
            "A-K-Q-J-10 a royal flush."
        )
    )


def render_wrap(ctx: Ctx) -> None:
    """Q-K-A-2-3 as the evaluator names it (seed 000, line 196: not a straight)."""
    five = tuple(parse_any_card(c) for c in ["QS", "KD", "AC", "2H", "3C"])
    name = category(ctx, rank5(five, "documents").category)
    st.markdown(
        '<div class="pasur-grow">'
        + cards_html(ctx, five, width=34)
        + f"<span>{html.escape(ctx._(L_RULES_SAYS, hand=name))}</span></div>",
        unsafe_allow_html=True,
    )


def wrap_is_not_straight() -> str:
    """The evaluator's name for Q-K-A-2-3 (seed 000, line 196: not a straight)."""
    five = tuple(parse_any_card(c) for c in ["QS", "KD", "AC", "2H", "3C"])
    return rank5(five, "documents").category


# --- poker: the worked examples ---------------------------------------------------------------

STREET_NAMES: Final = {
    "preflop": N_("before the flop"),
    "flop": N_("the flop"),
    "turn": N_("the turn"),
    "river": N_("the river"),
}


def poker_lines(ctx: Ctx, before: Any, move: Any, after: Any) -> list[str]:
    _ = ctx._
    n = after.players
    mover = before.to_move
    who = seat_name(ctx, mover, n) if isinstance(mover, int) and mover >= 0 else ""
    out: list[str] = []
    if isinstance(move, chance.FirstDealer):
        out.append(_("{seat} is the dealer.", seat=seat_name(ctx, move.seat, n)))
    elif isinstance(move, poker_moves.Shuffle):
        out.append(
            _(
                "The pack is shuffled and dealt one card at a time, twice round: two hole "
                "cards each."
            )
        )
    elif isinstance(move, poker_moves.Board):
        new = after.board[len(before.board) :]
        out.append(
            _(
                "Turned up on the board: {cards}.",
                cards=sep(ctx).join(texts.card(ctx, c) for c in new),
            )
        )
    elif isinstance(move, poker_moves.Check):
        out.append(_("{seat} checks.", seat=who))
    elif isinstance(move, poker_moves.Fold):
        out.append(_("{seat} folds; what he has put in stays in the pot.", seat=who))
    elif isinstance(mover, int) and mover >= 0:
        paid = after.put_in[mover] - before.put_in[mover]
        total = after.bets[mover] if after.bets else paid
        if isinstance(move, poker_moves.Call):
            out.append(_("{seat} calls: {k} more.", seat=who, k=paid))
        elif isinstance(move, poker_moves.Bet):
            out.append(_("{seat} bets {k}.", seat=who, k=paid))
        elif isinstance(move, poker_moves.Raise):
            out.append(
                _("{seat} raises to {k} in this round ({more} more).", seat=who, k=total, more=paid)
            )
        else:
            out.append(_("{seat} puts in all he has: {k}.", seat=who, k=paid))
    if len(after.results) > len(before.results):
        result = after.results[-1]
        if result.uncontested:
            for award in result.awards:
                out.append(
                    _(
                        "Everyone else has folded: {seat} takes the pot of {k}.",
                        seat=seat_name(ctx, award.winners[0], n),
                        k=award.amount,
                    )
                )
        else:
            for i, award in enumerate(result.awards):
                names = sep(ctx).join(seat_name(ctx, w, n) for w in award.winners)
                label = _("The pot") if i == 0 else _("Side pot {i}", i=i)
                out.append(
                    _("{pot} of {k} goes to {names}.", pot=label, k=award.amount, names=names)
                )
    elif (
        after.phase in ("preflop", "flop", "turn", "river")
        and isinstance(after.to_move, int)
        and after.to_move >= 0
    ):
        due = after.to_call(after.to_move)
        seat = seat_name(ctx, after.to_move, n)
        out.append(
            _("{seat} to act: {k} to call.", seat=seat, k=due)
            if due
            else _("{seat} to act: nothing to call.", seat=seat)
        )
    return out


def poker_board(ctx: Ctx, state: Any) -> str:
    """The board, each player's hole cards, chips and bet, the pots, and at the showdown each
    player's best five and the name of his hand."""
    _ = ctx._
    if not state.hole or not any(state.hole):
        return ""
    n = state.players
    felt = ['<div class="pasur-gfelt">', f"<span>{html.escape(ctx.gettext(L_BOARD))}</span>"]
    shown: list[AnyCard | None] = list(state.board) + [None] * (5 - len(state.board))
    felt.append(cards_html(ctx, shown, width=44))
    pots = state.pots()
    notes = [_("Pot: {k}", k=state.pot_total)]
    if len(pots) > 1:
        for i, pot in enumerate(pots):
            names = sep(ctx).join(seat_name(ctx, s, n) for s in pot.eligible)
            label = _("Main pot") if i == 0 else _("Side pot {i}", i=i)
            notes.append(_("{pot}: {k}, for {names}", pot=label, k=pot.amount, names=names))
    if state.phase in STREET_NAMES:
        notes.append(_("Betting round: {street}", street=ctx.gettext(STREET_NAMES[state.phase])))
    felt.append("<span>" + "<br>".join(html.escape(x) for x in notes) + "</span></div>")
    result = state.results[-1] if state.phase == "over" and state.results else None
    showdown = dict(result.showdown) if result is not None else {}
    winners = set()
    if result is not None:
        for award in result.awards:
            winners.update(award.winners)
    rows = []
    for s in range(n):
        tags = []
        if state.dealer == s:
            tags.append(_("dealer"))
        if state.folded and state.folded[s]:
            tags.append(_("folded"))
        if state.to_move == s:
            tags.append(_("to act"))
        label = seat_name(ctx, s, n) + (" · " + " · ".join(tags) if tags else "")
        chips = _("chips: {k}", k=state.stacks[s])
        if state.bets and state.bets[s]:
            chips += " · " + _("bet this round: {k}", k=state.bets[s])
        hand = showdown.get(s)
        cls = "pasur-grow win" if s in winners and result is not None else "pasur-grow"
        row = (
            f'<div class="{cls}"><span class="who">{html.escape(label)}</span>'
            + cards_html(ctx, state.hole[s], width=38)
            + f'<span class="pasur-gnote">{html.escape(chips)}</span>'
        )
        if hand is not None:
            row += (
                f"<span>{html.escape(ctx.gettext(L_BEST))}</span>"
                + cards_html(ctx, hand.five, width=30)
                + f"<span><b>{html.escape(category(ctx, hand.category))}</b></span>"
            )
        rows.append(row + "</div>")
    return "".join(felt) + '<div class="pasur-gbox" dir="auto">' + "".join(rows) + "</div>"


def board(ctx: Ctx, state: Any, _before: Any) -> str:
    """The board at a step (poker's needs only the state)."""
    return poker_board(ctx, state)


# --- the screen ------------------------------------------------------------------------------

STEPPER: Final = board_stepper(SPEC.id, poker_lines, board)
"""Poker's stepper: its widgets' keys start with ``poker_``."""


def _after_rule() -> dict[str, Callable[[Ctx], None]]:
    """Seed 000's example under the rule of each hand, the ranking, the wheel and the
    differences from hold'em under theirs."""
    out = {f"poker/{key.replace('_', '-')}": render_seed_showdown(key) for key in SEED_SHOWDOWNS}
    out["poker/ranking"] = render_ranking
    out["poker/straight-ace"] = render_wrap
    out["poker/hand-rule"] = render_differences
    return out


HOOKS: Final = LessonHooks(
    example=stepped(STEPPER),
    after_rule=_after_rule(),
    css=BOARDS_CSS,
)


page: Final = lesson_screen(SPEC, HOOKS)
"""The lesson screen (``/lesson?game=poker``)."""
