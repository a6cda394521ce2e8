"""What every game's what-if screen shares: the title and notices, reading a hand, the player,
the number of deals, the seed, the URL, the run and its caption, and opening the sample deal
behind a chart point in the explorer. The screens are ``ui/games/<game>/whatif.py``, drawn by
the generic page ``pages/whatif.py`` (see :mod:`ui.screens`).

The pure parts (reading and drawing hands, the messages) are unit tested directly; the widget
helpers follow ``ui.url_state``: a value in the URL is read once, then each run writes the
widgets' values back, so a copied link draws the same chart. URL parameters every page has:

- ``p=``: the player at every seat (``random``, ``baseline``, ``heuristic``);
- ``n=``: deals per simulation. The slider offers a few round counts; the URL may hold any
  count from :data:`MIN_DEALS` to :data:`MAX_DEALS` (the tests use ``n=20`` for speed);
- ``seed=``: the simulation's seed (deal *i* of a seed is always the same deal);
- ``cards=``: the hand, as card codes joined by dots (``AH.KH.QH.9S.4D``).
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

import streamlit as st

from pasur.cards import STANDARD_DECK, Card, parse_card
from pasur.errors import NotationError
from pasur.protocol import GameSpec
from pasur.registry import GAMES, game_id
from pasur.sim import Setup, play_deal, player_names
from ui import charts, simrun
from ui.cards import row_html
from ui.frame import Ctx
from ui.guard import md_escape, read_int
from ui.i18n import N_
from ui.rulings_kit import Problem, card_word, parse_card_list
from ui.url_state import UrlState

MIN_DEALS: Final = 10
MAX_DEALS: Final = 20_000
MAX_SEED: Final = 10**6
MAX_HAND_TEXT: Final = 300

T = TypeVar("T")
E = TypeVar("E")
K = TypeVar("K", bound=Hashable)

PLAYER_LABELS: Final = {
    "random": N_("Random (any legal card)"),
    "baseline": N_("Plain"),
    "heuristic": N_("Heuristic"),
}
PLAYER_HELP: Final = N_(
    "Who plays every seat in the simulated hands. The random player plays any legal card; the "
    "plain player wins a trick as cheaply as it can, or throws its lowest card; the heuristic "
    "player also counts the cards played and draws trumps, as a decent club player does."
)


# --- hands -----------------------------------------------------------------------------------


def read_hand(text: str, count: int) -> tuple[Card, ...]:
    """The *count* cards written in *text* (any notation, separated by spaces or commas).

    Raises:
        Problem: ``bad_card`` / ``joker`` (``token``), ``duplicate`` (``card``), or ``count``
            (``n`` written, ``want``).
    """
    cards = parse_card_list(text)
    twice = next((c for i, c in enumerate(cards) if c in cards[:i]), None)
    if twice is not None:
        raise Problem("duplicate", card=twice.code)
    if len(cards) != count:
        raise Problem("count", n=len(cards), want=count)
    return cards


def sort_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Suit by suit (spades, hearts, clubs, diamonds: colours alternate), high cards first."""
    order = {3: 0, 2: 1, 0: 2, 1: 3}
    return tuple(sorted(cards, key=lambda c: (order[int(c.suit)], -int(c.rank))))


def random_hand(game: str, seed: int, draw: int, count: int) -> tuple[Card, ...]:
    """Draw number *draw* of a random hand: the same draw gives the same hand."""
    rng = random.Random(f"whatif-hand/{game}/{seed}/{draw}")
    return sort_hand(rng.sample(STANDARD_DECK, count))


def hand_codes(cards: Sequence[Card]) -> str:
    """The URL form: ``AH.KH.QH.9S.4D``."""
    return ".".join(c.code for c in cards)


def hand_words(cards: Sequence[Card], lang: str) -> str:
    """The text box form: ``AH KH QH`` in English, ``آس دل، شاه دل، …`` in Persian."""
    sep = "، " if lang == "fa" else " "
    return sep.join(card_word(c, lang) for c in cards)


def codes_to_words(raw: str, lang: str) -> str:
    """A URL's ``cards=`` value for the text box: card codes in the page's language, or the
    text as it is when it is not a list of codes."""
    parts = raw.split(".")
    try:
        cards = [parse_card(p) for p in parts]
    except NotationError:
        return raw
    return hand_words(cards, lang)


HAND_SIZES: Final = {
    "hokm": (
        N_("Write the hakem's first five cards."),
        N_("The hakem's first packet has 5 cards; you wrote {n}."),
    ),
    "shelem": (
        N_("Write the twelve cards of the hand."),
        N_("A Shelem hand has 12 cards; you wrote {n}."),
    ),
}


def hand_problem(ctx: Ctx, p: Problem, game: str) -> str:
    """*p* (from :func:`read_hand`) as a sentence in the page's language."""
    _ = ctx._
    v = p.params
    if p.code == "bad_card":
        token = md_escape(str(v["token"]))
        return _(
            "{token} is not a card. Write cards like `AS`, `10♦` or آس پیک, separated by spaces "
            "or commas.",
            token=f"«{token}»" if ctx.rtl else f"“{token}”",
        )
    if p.code == "joker":
        token = md_escape(str(v["token"]))
        return _(
            "{token} is a joker: this game is played without jokers.",
            token=f"«{token}»" if ctx.rtl else f"“{token}”",
        )
    if p.code == "duplicate":
        card = parse_card(str(v["card"]))
        name = card.persian if ctx.rtl else str(card)
        return _("{card} is written twice: a deck has each card once.", card=name)
    empty, wrong = HAND_SIZES[game]
    n = int(str(v["n"]))
    return ctx.gettext(empty) if n == 0 else _(wrong, n=n)


# --- players ---------------------------------------------------------------------------------


def default_player(spec: GameSpec) -> str:
    """The strongest player a game offers: ``heuristic`` when there is one, else ``baseline``."""
    return "heuristic" if "heuristic" in player_names(spec) else "baseline"


def player_label(ctx: Ctx, name: str) -> str:
    return ctx.gettext(PLAYER_LABELS[name]) if name in PLAYER_LABELS else name


# --- sample deals ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Sample:
    """A deal behind a chart point: *id* is the point's pick id (``ui.charts.pick_id``)."""

    id: str
    label: str
    setup: Setup
    index: int


@st.cache_data(show_spinner=False, max_entries=512)
def _token(setup_key: str, index: int, _setup: Setup) -> str:
    return play_deal(_setup, index).record.to_token()


def deal_token(setup: Setup, index: int) -> str:
    """The share token of deal *index* of *setup* (played again, the same deal every time)."""
    return _token(repr(setup), index, setup)


@st.cache_data(show_spinner=False, max_entries=512)
def moment_step(token: str, kinds: tuple[str, ...]) -> int:
    """The step of the deal *token* at which the first move causing one of the events *kinds*
    is about to be made (0 when none does, or *kinds* is empty)."""
    if not kinds:
        return 0
    from ui.explorer import cached_line

    for i, events in enumerate(cached_line(token).events):
        if any(e.kind in kinds for e in events):
            return i
    return 0


def chart(ctx: Ctx, figure: Any, key: str) -> Any:
    """Draw *figure* so that a click on a point reruns the page with the selection in
    ``st.session_state[key]`` (the sample-deal box reads it)."""
    return st.plotly_chart(
        figure, key=key, on_select="rerun", selection_mode="points", config=charts.config(ctx)
    )


def deal_label(ctx: Ctx, what: str, index: int) -> str:
    return ctx._("{what} (deal {i})", what=what, i=index + 1)


Label = Callable[[Ctx, str, int], str]
"""Writes a sample's label from what it shows and its deal index (:func:`deal_label`)."""


def outcome_samples(
    ctx: Ctx,
    setup: Setup,
    key: object,
    samples: Mapping[str, int],
    outcomes: Mapping[str, str],
    label: Label = deal_label,
) -> list[Sample]:
    """The sample deals of one row: for each of *outcomes* (outcome → what it says, already in
    the page's language) that *samples* has a deal for, its pick id ``key/outcome``."""
    return [
        Sample(charts.pick_id(key, o), label(ctx, what, samples[o]), setup, samples[o])
        for o, what in outcomes.items()
        if o in samples
    ]


class BidRowLike(Protocol):
    """A row of a bid (Shelem's, Ghahve's): the bid and a sample deal of each outcome."""

    @property
    def bid(self) -> int: ...

    @property
    def samples(self) -> dict[str, int]: ...


def bid_samples(
    ctx: Ctx, setup: Setup, rows: Sequence[BidRowLike], key: str, made: str, failed: str
) -> list[Sample]:
    """A deal where each bid was made and one where it failed (pick ids ``{key}{bid}/made``);
    *made* and *failed* are msgids with ``{bid}``."""
    return [
        s
        for r in rows
        for s in outcome_samples(
            ctx,
            setup,
            f"{key}{r.bid}",
            r.samples,
            {"made": ctx._(made, bid=r.bid), "failed": ctx._(failed, bid=r.bid)},
        )
    ]


def tally_samples(
    ctx: Ctx,
    setup: Setup,
    key: str,
    counts: Mapping[K, tuple[int, int]],
    what: Callable[[K], str],
    pick: Callable[[K], object] = str,
    label: Label = deal_label,
) -> list[Sample]:
    """The sample deals of a tally (``pasur.whatif.tally``: value → (count, deal index)), one a
    value, with the pick id ``key/pick(value)``."""
    return [
        Sample(charts.pick_id(key, pick(v)), label(ctx, what(v), index), setup, index)
        for v, (_count, index) in counts.items()
    ]


# --- widgets ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Screen:
    """What a game's what-if screen declares: its session-key prefix, its game, the sentence
    that says what it answers (a msgid), the deal counts it offers, and how its players play (a
    msgid). Its title is the game's (``ui/games/<game>/screens.toml``, see :mod:`ui.screens`)."""

    prefix: str
    game: str
    intro: str
    deals: tuple[int, ...]
    default_deals: int
    deals_label: str = N_("Hands")
    player_help: str = PLAYER_HELP
    moment: tuple[str, ...] = ()
    """The events that mark the moment the question is about (``trump``: the hakem naming
    trump): a deal opened from the chart starts at the decision that caused the first of
    them (empty: at the deal's start)."""
    moment_text: str = ""
    """That moment in words, to follow "where" (a msgid: "the hakem names trump"), for the
    explorer's line that states the question."""


def screen_of(game: str) -> Screen | None:
    """The what-if screen of *game* (``SCREEN`` in ``ui/games/<game>/whatif.py``), ``None``
    when the game has none: how the explorer finds the question a chart's link came from."""
    found = game_id(game)
    name = f"ui.games.{found}.whatif"
    if found is None or importlib.util.find_spec(name) is None:
        return None
    screen = getattr(importlib.import_module(name), "SCREEN", None)
    return screen if isinstance(screen, Screen) else None


@dataclass(frozen=True)
class Inputs(Generic[E]):
    """What every screen reads from its settings column (and what its own settings there
    gave, *extra*), and its left column for the rest."""

    left: Any
    player: str
    n: int
    seed: int
    extra: E


def start(ctx: Ctx, screen: Screen) -> tuple[Page, Inputs[None]]:
    """A screen with no settings of its own in the right column: its page and inputs."""
    page = Page.open(ctx, screen)
    return page, page.inputs()


class Page:
    """One what-if page's widgets, session keys (``{prefix}_…``) and URL."""

    def __init__(self, ctx: Ctx, prefix: str, screen: Screen | None = None) -> None:
        self.ctx = ctx
        self.prefix = prefix
        self.url = UrlState(prefix)
        self.screen = screen

    @classmethod
    def open(cls, ctx: Ctx, screen: Screen) -> Page:
        """The page of *screen*, its title, notices and introduction drawn."""
        from ui.screens import game_screens

        page = cls(ctx, screen.prefix, screen)
        entry = game_screens(screen.game).screen("whatif")
        title = entry.label(ctx.lang) if entry is not None else screen.game
        page.header(title, ctx.gettext(screen.intro))
        return page

    def inputs(
        self, extra: Callable[[], E] | None = None, *, deals_label: str | None = None
    ) -> Inputs[E | None]:
        """The two columns; in the right one the player, *extra* (a screen's own settings),
        the number of deals (labelled *deals_label*, a msgid, or the screen's) and the seed."""
        screen = self.screen
        assert screen is not None, "a Page made by Page.open"
        left, right = st.columns([3, 2], gap="large")
        with right:
            player = self.player(GAMES[screen.game], screen.player_help)
            value = extra() if extra is not None else None
            label = self.ctx.gettext(deals_label or screen.deals_label)
            n = self.deals(label, screen.deals, screen.default_deals)
            seed = self.more_settings()
        return Inputs(left, player, n, seed, value)

    def caption(self, text: str, player: str, played: int, **values: object) -> None:
        """The line under a screen's charts: *text* (a msgid with ``{player}`` and ``{n}``, the
        hands played) filled with the player's name, the count and *values*."""
        ctx = self.ctx
        st.caption(ctx._(text, player=player_label(ctx, player), n=played, **values))

    def count(self, param: str, label: str, labels: Mapping[str, str], default: str) -> int:
        """A row of numbers to choose one from (*labels*: the number's text → its label in the
        page's language), kept in the URL as *param*; the number."""
        return int(
            self.choice(param, label, tuple(labels), default, labels.__getitem__, horizontal=True)
        )

    def rules(self, labels: Mapping[str, str], default: str, param: str = "rules") -> str:
        """A box of rule presets (*labels*: preset → msgid), kept in the URL as *param*."""
        return self.choice(
            param,
            self.ctx._("Rules"),
            tuple(labels),
            default,
            lambda v: self.ctx.gettext(labels[v]),
        )

    def key(self, name: str) -> str:
        return f"{self.prefix}_{name}"

    def header(self, title: str, intro: str) -> None:
        """The screen's title, the notices about its link's values, and what it answers."""
        st.title(title)
        self.url.notices_here(self.ctx)
        st.markdown(intro)

    def more_settings(self) -> int:
        """The "More settings" box with the seed; the seed."""
        with st.expander(self.ctx._("More settings"), icon=":material/tune:"):
            return self.seed()

    def run(
        self,
        setups: Sequence[Setup],
        n: int,
        reduce: simrun.Reduce[T],
        reducer: str,
        draw: simrun.Draw[T],
    ) -> None:
        """*n* deals of each setup reduced by *reduce* (cached as *reducer*), after a divider,
        drawn by *draw*: the first answer within a second, then sharper ones until all *n*
        are played (see :func:`ui.simrun.run`)."""
        st.divider()
        simrun.run(
            self.ctx,
            simrun.Job(tuple(setups), n),
            reduce,
            draw,
            key=self.key("run"),
            reducer=reducer,
        )

    def chart(self, figure: Any, name: str) -> Any:
        """:func:`chart` under the key ``{prefix}_chart_{name}``."""
        return chart(self.ctx, figure, self.key(f"chart_{name}"))

    def chart_pair(self, charts: Mapping[str, Any]) -> dict[str, Any]:
        """Two charts side by side (name → figure, left first); what each returned, by name."""
        out: dict[str, Any] = {}
        for column, (name, figure) in zip(st.columns(2, gap="medium"), charts.items(), strict=True):
            with column:
                out[name] = self.chart(figure, name)
        return out

    def choice(
        self,
        param: str,
        label: str,
        options: Sequence[str],
        default: str,
        format_func: Callable[[str], str],
        *,
        help: str | None = None,
        horizontal: bool = False,
    ) -> str:
        """A selectbox (or horizontal radio) kept in the URL as *param*."""
        key = self.key(param)
        self.url.from_url(param, key, default, lambda v: v in options)
        if st.session_state.get(key) not in options:
            st.session_state[key] = default
        if horizontal:
            st.radio(label, options, format_func=format_func, key=key, horizontal=True, help=help)
        else:
            st.selectbox(label, options, format_func=format_func, key=key, help=help)
        value = self.url.keep(key) or default
        self.url.to_url(param, value, default)
        return value

    def flag(self, param: str, label: str, *, help: str | None = None) -> bool:
        """A toggle kept in the URL as ``param=1`` (absent when off)."""
        key = self.key(param)
        raw = self.url.fresh(param)
        if raw is not None:
            st.session_state[key] = raw == "1"
        elif key not in st.session_state:
            st.session_state[key] = st.session_state.get(f"_{self.prefix}_keep_{key}") == "1"
        st.toggle(label, key=key, help=help)
        on = bool(st.session_state.get(key))
        st.session_state[f"_{self.prefix}_keep_{key}"] = "1" if on else ""
        self.url.to_url(param, "1" if on else "")
        return on

    def player(self, spec: GameSpec, help: str = PLAYER_HELP) -> str:
        """The player box: the game's players that the charts can afford (the expert Hokm
        player takes about a second a hand, too slow for thousands of hands); *help* (a msgid)
        says how they play."""
        names = tuple(n for n in player_names(spec) if n in PLAYER_LABELS)
        return self.choice(
            "p",
            self.ctx._("Player at every seat"),
            names,
            default_player(spec),
            lambda n: player_label(self.ctx, n),
            help=self.ctx.gettext(help),
        )

    def deals(self, label: str, choices: Sequence[int], default: int) -> int:
        """The number of deals: a slider over *choices*, or any count the URL holds."""
        key = self.key("n")

        def valid(v: str) -> bool:
            return read_int(v, MIN_DEALS, MAX_DEALS) is not None

        self.url.from_url("n", key, str(default), valid)
        value = str(st.session_state.get(key) or default)
        count = read_int(value, MIN_DEALS, MAX_DEALS) or default
        options = sorted({*choices, count})
        st.session_state[key] = str(count)
        st.select_slider(
            label,
            [str(o) for o in options],
            format_func=lambda v: self.ctx.num(int(v)),
            key=key,
        )
        chosen = self.url.keep(key) or str(default)
        self.url.to_url("n", chosen, str(default))
        return int(chosen)

    def seed(self) -> int:
        key = self.key("seed")
        self.url.from_url("seed", key, "1", lambda v: read_int(v, 0, MAX_SEED) is not None)
        seed = read_int(st.session_state.get(key), 0, MAX_SEED)
        st.session_state[key] = 1 if seed is None else seed
        st.number_input(
            self.ctx._("Seed of the simulation"),
            min_value=0,
            max_value=MAX_SEED,
            step=1,
            key=key,
            help=self.ctx._(
                "The same seed plays the same deals, so a link always shows the same chart."
            ),
        )
        value = int(st.session_state.get(key) or 0)
        st.session_state[f"_{self.prefix}_keep_{key}"] = str(value)
        self.url.to_url("seed", str(value), "1")
        return value

    def hand(
        self,
        game: str,
        count: int,
        default: Sequence[Card],
        *,
        label: str,
        seed: int,
    ) -> tuple[Card, ...] | None:
        """A text box for *count* cards, a "random hand" button, and the cards drawn; the
        hand, or ``None`` after showing what is wrong with it."""
        ctx = self.ctx
        key, draws = self.key("cards"), self.key("draws")
        default_words = hand_words(default, ctx.lang)
        raw = self.url.fresh("cards")
        if raw is not None:
            st.session_state[key] = codes_to_words(raw[:MAX_HAND_TEXT], ctx.lang)
        elif key not in st.session_state:
            st.session_state[key] = st.session_state.get(
                f"_{self.prefix}_keep_{key}", default_words
            )

        def on_random() -> None:
            n = int(st.session_state.get(draws, 0)) + 1
            st.session_state[draws] = n
            st.session_state[key] = hand_words(random_hand(game, seed, n, count), ctx.lang)

        st.text_input(
            label,
            key=key,
            max_chars=MAX_HAND_TEXT,
            placeholder=ctx._("for example {cards}", cards=hand_words(default[:3], ctx.lang)),
            help=ctx._("Any notation: `AS`, `A♠` or آس پیک, separated by spaces or commas."),
        )
        bar = st.container(horizontal=True)
        bar.button(
            ctx._("Random hand"),
            key=self.key("random"),
            on_click=on_random,
            icon=":material/shuffle:",
        )
        text = self.url.keep(key)
        try:
            cards = read_hand(text, count)
        except Problem as p:
            self.url.to_url("cards", " ".join(text.split())[:MAX_HAND_TEXT], hand_codes(default))
            st.error(hand_problem(ctx, p, game), icon=":material/error:")
            return None
        self.url.to_url("cards", hand_codes(cards), hand_codes(default))
        st.markdown(row_html(sort_hand(cards), lang=ctx.lang, width=48), unsafe_allow_html=True)
        return cards

    def samples(
        self,
        samples: Sequence[Sample],
        selections: Mapping[str, Any],
    ) -> Sample | None:
        """The "open a sample deal" box and the link to the explorer.

        *selections* maps each chart's key to what ``st.plotly_chart`` returned; a newly
        selected point chooses its deal in the box (the box can also be used on its own)."""
        ctx = self.ctx
        if not samples:
            return None
        by_id = {s.id: s for s in samples}
        key = self.key("sample")
        clicked = None
        for chart, event in selections.items():
            points = _points(event)
            chosen = charts.picked(points)
            last = f"_{self.prefix}_last_{chart}"
            if chosen is not None and chosen != st.session_state.get(last) and chosen in by_id:
                st.session_state[key] = clicked = chosen
            st.session_state[last] = chosen
        if st.session_state.get(key) not in by_id:
            st.session_state[key] = samples[0].id
        st.selectbox(
            ctx._("Open a sample deal"),
            list(by_id),
            format_func=lambda i: by_id[i].label,
            key=key,
            help=ctx._(
                "Click a point of a chart, or choose here: a deal behind it opens in the deal "
                "explorer, card by card."
            ),
        )
        sample = by_id[str(st.session_state[key])]
        params = self.explorer_params(sample)
        if clicked is not None:  # a point of a chart: its deal, at once
            st.switch_page("pages/explorer.py", query_params=params)
        st.page_link(
            "pages/explorer.py",
            label=ctx._("Open this deal in the explorer"),
            icon=":material/play_circle:",
            query_params=params,
        )
        return sample

    def explorer_params(self, sample: Sample) -> dict[str, str]:
        """The explorer's address of *sample*: its record, at the moment the question is about
        (the screen's ``moment``), and the question (``ask``: this screen's game), which the
        explorer states above the table."""
        token = deal_token(sample.setup, sample.index)
        moment = self.screen.moment if self.screen is not None else ()
        params = {"lang": self.ctx.lang, "rec": token, "step": str(moment_step(token, moment))}
        if self.screen is not None:
            params["ask"] = self.screen.game
        return params


def _points(event: Any) -> list[Mapping[str, Any]]:
    """The selected points of a ``st.plotly_chart`` return value (empty when nothing is)."""
    try:
        points = event["selection"]["points"]
    except (KeyError, TypeError, IndexError):
        return []
    return list(points) if isinstance(points, list) else []


__all__ = [
    "MAX_DEALS",
    "MIN_DEALS",
    "BidRowLike",
    "Inputs",
    "Page",
    "Sample",
    "Screen",
    "bid_samples",
    "codes_to_words",
    "deal_label",
    "deal_token",
    "default_player",
    "hand_codes",
    "hand_problem",
    "hand_words",
    "outcome_samples",
    "player_label",
    "random_hand",
    "read_hand",
    "sort_hand",
    "start",
    "tally_samples",
]
