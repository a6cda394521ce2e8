"""What every game's rulings screen shares (Streamlit): the screen's run, its rules and problems
on the page, the tool selector and the table rules' panel.

A game's screen (``ui/games/<game>/rulings.py``) is a subclass of :class:`RulingsScreen` made
once per run of the page: it holds the page's language and the URL's state, and draws every tool
as a method, so widget callbacks reach both. The subclass says how its game cites a rule
(:meth:`RulingsScreen.rule_markdown`) and phrases a problem (:meth:`RulingsScreen.problem_text`);
nothing here knows which game it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Protocol, TypeVar, cast

import streamlit as st

from pasur.cards import Card, Rank, Suit
from pasur.options import format_options
from ui import texts
from ui.frame import Ctx
from ui.games import preset_name
from ui.rulings_kit import PAGE_CSS, Problem, append_card
from ui.score_sheet import DealtSheet, sheet_bar
from ui.screens import screen_title
from ui.url_state import TableRules, UrlState

Opts = TypeVar("Opts")
ss = st.session_state
SUITS: Final = ("C", "D", "H", "S")
RANKS: Final = tuple(r.letter for r in sorted(Rank, reverse=True))


@dataclass(frozen=True)
class Button:
    """One button of :meth:`RulingsScreen.buttons`."""

    label: str
    key: str
    on_click: Callable[..., None]
    icon: str | None = None
    args: tuple[Any, ...] = ()
    primary: bool = False
    disabled: bool = False


@dataclass(frozen=True)
class Panel:
    """The table rules of a screen that has the rules' panel (:meth:`RulingsScreen.rules_panel`):
    the options class, the ready-made rules, the options with a widget, the parser of the short
    form and how to name the preset a set of rules is."""

    cls: type[Any]
    presets: Mapping[str, Any]
    options: Sequence[str]
    parse: Callable[[str], Any]
    preset_of: Callable[[Any, Mapping[str, Any]], str]


class Calculators(Protocol):
    """A game's calculators module, as its screen uses it."""

    def rule_markdown(self, ctx: Ctx, rule_id: str, /) -> str: ...

    problem_text: Callable[..., str]


class RulesCalculators(Calculators, Protocol):
    """The calculators module of a game whose screen has the rules' panel (:meth:`rules_panel`)."""

    rules_summary: Callable[..., str]


class RulingsScreen:
    """One run of a game's rulings screen (see the module's docstring). A subclass names its
    session prefix and its calculators module in its class statement:
    ``class PokerCalculators(RulingsScreen, prefix="pk", calculators=P, missing=P.MISSING)``."""

    prefix: ClassVar[str] = ""
    """The screen's session keys and URL state start with this (``rul``, ``sh`` …)."""
    game: ClassVar[str] = ""
    """The game's id, declared by the subclass (``class HokmRulings(RulingsScreen, game="hokm",
    ...)``)."""
    calculators: ClassVar[Calculators]
    missing: ClassVar[frozenset[str]] = frozenset()
    """Problems that only say the input is not complete yet (a hint, not an error)."""
    panel: ClassVar[Panel | None] = None
    """The screen's table rules, when it has the rules' panel: they are then ``self.rules``."""
    rules: TableRules[Any]
    short_form: ClassVar[str] = ""
    """The message id of the rules' short form's label (it names a preset one may paste)."""
    sheet_codec: ClassVar[tuple[Callable[[str], Any], Callable[..., str]] | None] = None
    """A sheet dealt in turn (:class:`~ui.score_sheet.DealtSheet`, then ``self.sheet``): how it
    is read from and written to the URL."""
    sheet: DealtSheet[Any]

    def __init_subclass__(
        cls,
        *,
        game: str,
        prefix: str,
        calculators: Calculators,
        missing: frozenset[str] = frozenset(),
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        cls.prefix, cls.calculators, cls.missing = prefix, calculators, missing
        cls.game = game

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self._ = ctx._
        self.url = UrlState(self.prefix)
        if self.panel is not None:
            p = self.panel
            self.rules = self.table_rules(p.cls, p.presets, p.options, p.parse, p.preset_of)
        if self.sheet_codec is not None:
            self.sheet = DealtSheet(self.prefix, *self.sheet_codec)

    @classmethod
    def page(cls, ctx: Ctx) -> None:
        """Draw the screen under the frame: a game's ``rulings.page`` (see :mod:`ui.screens`)."""
        cls(ctx).run()

    def run(self) -> None:
        """Draw everything under the frame, the title included."""
        raise NotImplementedError

    def header(self, caption: str, *, notices: bool = True) -> None:
        """The title (the game's registry names the screen: its ``screens.toml``), the place
        where unreadable parts of the link are named (*notices*), and a sentence about the
        screen (*caption*). The link's rules and sheet are read first (:meth:`read_url`), so
        that what could not be read is said here."""
        self.read_url()
        st.html(PAGE_CSS)
        st.title(screen_title(self.ctx, self.game, "rulings"))
        if notices:
            self.url.notices_here(self.ctx)
        st.caption(caption)

    def read_url(self) -> None:
        """Take the declared table rules (:attr:`panel`) and sheet (:attr:`sheet_codec`) from
        the link; a screen that keeps more in it reads that too."""
        if self.panel is not None:
            self.rules.from_url(self.url)
        if self.sheet_codec is not None:
            self.sheet.from_url(self.url)

    def rule_markdown(self, rule_id: str) -> str:
        """The rule *rule_id* as Markdown, with its text and sources."""
        return self.calculators.rule_markdown(self.ctx, rule_id)

    def problem_text(self, p: Problem, **context: Any) -> str:
        """*p* as a sentence in the page's language (*context*: what the game's calculators
        take, such as the player count)."""
        return self.calculators.problem_text(self.ctx, p, **context)

    def table_rules(
        self,
        cls: type[Opts],
        presets: Mapping[str, Opts],
        panel: Sequence[str],
        parse: Callable[[str], Opts],
        preset_of: Callable[[Opts, Mapping[str, Opts]], str],
    ) -> TableRules[Opts]:
        """The screen's table rules, kept under its prefix (see :class:`TableRules`)."""
        return TableRules(self.prefix, cls, presets, panel, parse, preset_of, Problem)

    # --- rules and problems on the page ------------------------------------------------------

    def show_rule(self, rule_id: str) -> None:
        """The rule in a box."""
        with st.container(border=True):
            st.markdown(self.rule_markdown(rule_id))

    def show_rules(self, rule_ids: Iterable[str]) -> None:
        """Several rules one after the other (inside an expander, say)."""
        for rid in rule_ids:
            st.markdown(self.rule_markdown(rid))

    def rules_expander(self, title: str, rule_ids: Iterable[str]) -> None:
        """Several rules in an expander called *title* (the rules behind an answer)."""
        with st.expander(title):
            self.show_rules(rule_ids)

    def show_problem(self, p: Problem, *, live: bool = False, **context: Any) -> None:
        """*p* as an error with the rule it breaks; while typing (*live*), input that is only
        not complete yet is a hint instead."""
        if live and p.code in self.missing:
            st.info(self.problem_text(p, **context))
            return
        st.error(self.problem_text(p, **context))
        if p.rule_id:
            self.show_rule(p.rule_id)

    # --- widgets ---------------------------------------------------------------------------

    def text_box(
        self, label: str, key: str, max_chars: int, placeholder: str | None = None
    ) -> None:
        """A text box of the screen's form, no longer than *max_chars* (what is typed is read
        back by the calculators, never drawn as Markdown)."""
        st.text_input(label, key=key, max_chars=max_chars, placeholder=placeholder)

    @contextmanager
    def add_form(
        self,
        title: str,
        button: tuple[str, str, Callable[[], None]],
        error_key: str,
        **context: Any,
    ) -> Iterator[None]:
        """The form that adds a line to a score sheet (``{prefix}_sheet_form``): *title*, the
        caller's widgets, the *button* (its label, key and callback), then, under the form, why
        the last line could not be added (the problem in *error_key*, said with *context*)."""
        with st.form(f"{self.prefix}_sheet_form", border=True):
            st.markdown("**" + title + "**")
            yield
            st.form_submit_button(
                button[0], key=button[1], on_click=button[2], type="primary", icon=":material/add:"
            )
        err = ss.get(error_key)
        if isinstance(err, Problem):
            self.show_problem(err, **context)

    def sheet_buttons(
        self, empty: bool, undo: str, clear: str, csv: tuple[str, str], bar: Any = None
    ) -> Any:
        """The buttons under a sheet the screen keeps itself (:func:`~ui.score_sheet.sheet_bar`):
        take back the last line (:meth:`on_undo`), clear the sheet (:meth:`on_clear_sheet`) and
        download *csv* (its text and file name)."""
        return sheet_bar(
            prefix=self.prefix,
            empty=empty,
            undo=(undo, self.on_undo),
            clear=(clear, self.on_clear_sheet, f"{self.prefix}_clear_sheet"),
            csv=(self._("Download as CSV"), *csv),
            bar=bar,
        )

    def on_undo(self) -> None:
        """Take back the sheet's last line (see :meth:`sheet_buttons`)."""
        raise NotImplementedError

    def on_clear_sheet(self) -> None:
        """Clear the sheet (see :meth:`sheet_buttons`)."""
        raise NotImplementedError

    def seat_box(self, label: str, key: str, seats: Sequence[str], players: int = 4) -> None:
        """A choice of one of *seats* (``"0"`` …), each shown by its seat's name."""
        st.selectbox(
            label, seats, format_func=lambda s: texts.seat(self.ctx, int(s), players), key=key
        )

    # --- picking cards instead of typing them ------------------------------------------------

    def card_pills(self, rank_label: str, on_pick: Callable[[], None]) -> None:
        """A suit, then a rank that adds the card (``{prefix}_pick_suit``, ``{prefix}_pick_rank``;
        *on_pick* reads :meth:`picked_card`)."""
        st.pills(
            self._("Suit"),
            SUITS,
            format_func=lambda s: f"{Suit(SUITS.index(s)).symbol} {texts.suit(self.ctx, s)}",
            key=f"{self.prefix}_pick_suit",
            default="S",
        )
        st.pills(
            rank_label,
            RANKS,
            format_func=lambda r: _rank(r).persian if self.ctx.lang == "fa" else _rank(r).display,
            key=f"{self.prefix}_pick_rank",
            on_change=on_pick,
        )

    def pick_into(self, key: str) -> None:
        """Add the card just picked to the text of widget *key* (the rank pill is cleared)."""
        rank, suit = ss.get(f"{self.prefix}_pick_rank"), ss.get(f"{self.prefix}_pick_suit")
        if rank and suit:
            card = Card(_rank(rank), Suit(SUITS.index(suit)))
            ss[key] = append_card(str(ss.get(key) or ""), card, self.ctx.lang)
        ss[f"{self.prefix}_pick_rank"] = None

    # --- rows of buttons --------------------------------------------------------------------

    def buttons(self, *row: Button) -> Any:
        """A row of buttons (it wraps on a phone); returns the row, for more."""
        bar = st.container(horizontal=True)
        for b in row:
            bar.button(
                b.label,
                key=b.key,
                on_click=b.on_click,
                args=b.args,
                type="primary" if b.primary else "secondary",
                disabled=b.disabled,
                icon=b.icon,
            )
        return bar

    def example_buttons(
        self, examples: Mapping[str, Sequence[Any]], on_click: Callable[[str], None]
    ) -> None:
        """A button for each example (its label first), calling *on_click* with its name; the
        keys are ``{prefix}_ex_{name}``."""
        self.buttons(
            *(
                Button(self.ctx.gettext(ex[0]), f"{self.prefix}_ex_{name}", on_click, args=(name,))
                for name, ex in examples.items()
            )
        )

    # --- the tool selector -------------------------------------------------------------------

    def choose_tool(
        self,
        tools: Mapping[str, str],
        default: str,
        *,
        sheet: str = "",
        params: Mapping[str, Sequence[str]] | None = None,
    ) -> str:
        """The tool chosen (``tool=`` in the URL), from *tools* (each tool's label); a link that
        carries a score sheet and names no tool opens the *sheet* tool. The URL parameters of
        the other tools (*params*, by tool) are dropped from the URL."""
        key = f"{self.prefix}_tool"
        opened = sheet if sheet and self.url.has("sheet") and not self.url.has("tool") else default
        self.url.from_url("tool", key, opened, lambda v: v in tools)
        st.segmented_control(
            self._("Tool"),
            tuple(tools),
            format_func=lambda t: self.ctx.gettext(tools[t]),
            key=key,
            required=True,
            label_visibility="collapsed",
        )
        tool = self.url.keep(key) or default
        self.url.to_url("tool", tool, default)
        for other, names in (params or {}).items():
            if other != tool:
                self.url.drop(*names)
        return tool

    # --- the table rules' panel --------------------------------------------------------------

    @contextmanager
    def rules_box(
        self,
        summary: str,
        *,
        short_form: str,
        on_text: Callable[[], None],
        expanded: bool = False,
        **context: Any,
    ) -> Iterator[None]:
        """The table rules' expander: a warning when the link's rules could not be read, the
        caller's widgets, then the rules in short form (*short_form* is its label) and what is
        wrong with the text typed there. The problems are in ``{prefix}_rules_error``
        (``("url" | "text" | …, problem)``)."""
        error = ss.get(f"{self.prefix}_rules_error")
        label = self._("Table rules") + ": " + summary
        with st.expander(
            label,
            expanded=bool(error) or expanded,
            key=f"{self.prefix}_rules_box",
            icon=":material/tune:",
        ):
            if error and error[0] == "url":
                st.warning(
                    self._(
                        "The table rules in this link could not be read, so the usual rules are "
                        "used."
                    )
                    + " "
                    + self.problem_text(error[1], **context)
                )
            yield
            st.text_input(
                short_form, key=f"{self.prefix}_opt_text", on_change=on_text, max_chars=400
            )
            if error and error[0] == "text":
                st.error(self.problem_text(error[1], **context))

    def table_rules_panel(
        self,
        rules: TableRules[Opts],
        game: str,
        summary: Callable[[Opts], str],
        widgets: Callable[[Opts], None],
        *,
        short_form: str,
        **context: Any,
    ) -> Opts:
        """The panel of a game whose rules are a :class:`~ui.url_state.TableRules`: the
        ready-made rules, the game's *widgets*, the short form; returns the rules in force."""
        opts = rules.current()
        for name in rules.panel:
            ss.setdefault(rules.key(f"opt_{name}"), getattr(opts, name))
        ss.setdefault(rules.key("opt_text"), format_options(opts))
        ss.setdefault(rules.key("preset"), rules.preset_of(opts, rules.presets))
        with self.rules_box(summary(opts), short_form=short_form, on_text=rules.on_text, **context):
            st.selectbox(
                self._("Ready-made rules"),
                [*rules.presets, ""],
                format_func=lambda n: preset_name(self.ctx, game, n),
                key=rules.key("preset"),
                on_change=rules.on_preset,
            )
            widgets(opts)
        return rules.current()

    def rules_panel(self) -> Any:
        """The panel of a screen that declares its :attr:`panel`: the game's summary of the
        rules, the ready-made rules, :meth:`rule_widgets` and the short form; returns the rules
        in force."""
        assert self.panel is not None, "a screen with the rules' panel declares its Panel"
        return self.table_rules_panel(
            self.rules,
            self.game,
            lambda o: cast(RulesCalculators, self.calculators).rules_summary(self.ctx, o),
            self.rule_widgets,
            short_form=self.ctx.gettext(self.short_form),
            **self.rules_context(self.rules.current()),
        )

    def rule_widgets(self, opts: Any) -> None:
        """The game's widgets in the rules' panel (see :meth:`rules_panel`)."""
        raise NotImplementedError

    def rules_context(self, opts: Any) -> dict[str, Any]:
        """What the game's problems about the rules *opts* are said with (the player count …)."""
        return {}


def _rank(code: str) -> Rank:
    return Rank("23456789TJQKA".index(code) + 2)
