"""Deal explorer: step through a deal, see every ruling, play a different card and compare.

The URL holds everything on screen: the deal (``rec`` token, or ``g``/``o``/``seed``), the step,
the seat whose view is shown, the what-if overrides (``w``) and which line is shown.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from pasur.cards import Card
from pasur.errors import OptionsError, PasurError, RecordError
from pasur.options import format_options
from pasur.protocol import CHANCE
from pasur.records import MAX_TOKEN_CHARS
from pasur.registry import GAMES, game_id, spec_of_rule
from ui import reasons, texts
from ui.card_table import ChooseK, card_table, read_answer
from ui.copy_link import copy_link
from ui.explorer import (
    MAX_LINE_MOVES,
    MAX_LINE_SECONDS,
    MAX_SEED,
    ExplorerError,
    Line,
    branch_line,
    cached_line,
    first_difference,
    format_overrides,
    hand_results,
    move_of_cards,
    parse_overrides,
    read_record,
    seeded_token,
)
from ui.frame import Ctx, frame
from ui.games import preset_name
from ui.games.base import Moment, explorer_ui
from ui.guard import MAX_URL_VALUE, read_int
from ui.i18n import digits
from ui.lesson_kit import EXPLORER_GAMES
from ui.messages import coded_error, detail_text
from ui.options_panel import Panel, options_error, options_panel
from ui.play import choose_count
from ui.table_model import completed_trick, table_model
from ui.url_state import UrlState

# The games the explorer offers are EXPLORER_GAMES, in ui.lesson_kit: the lessons link to them.
# (Comments, not docstrings: Streamlit would print a bare string on the page.)
# Up to this many alternatives, a what-if is chosen from a list; beyond, it is written.
MAX_LISTED = 60

ctx = frame()
_ = ctx._
# Every URL value is read and written through ``url``: bounded, and a part of a link that cannot
# be read is named under the title in the page's language.
url = UrlState("exp")

st.title(_("Deal explorer"))
st.caption(
    _(
        "Step through a deal card by card. Every trick, capture and sur says what happened and "
        "by which rule."
    )
)
url.notices_here(ctx)


# --- where the main line comes from -----------------------------------------------------------


def _error_message(ctx: Ctx, exc: Exception) -> str:
    spec = GAMES["hokm"]
    if isinstance(exc, ExplorerError):
        messages = {
            "empty": _("Paste a record, a share token or a link first."),
            "link": _("This link holds no deal (it has no rec= part)."),
            "whatif": _("The what-if part of the link is broken, so the main line is shown."),
            "seed": _("The seed must be a whole number from 0 to {max}.", max=MAX_SEED),
            "game": _("The explorer does not show this game yet."),
            "too_long": _(
                "This deal is too long to show here: the explorer plays at most {moves} moves "
                "in {seconds} seconds. Choose a shorter match (a lower target, or one hand).",
                moves=MAX_LINE_MOVES,
                seconds=MAX_LINE_SECONDS,
            ),
        }
        return messages.get(exc.key, str(exc))
    coded = coded_error(exc)
    if isinstance(coded, OptionsError):
        return options_error(ctx, coded)
    violation = getattr(exc, "violation", None)
    if violation is not None:
        spec = spec_of_rule(violation.rule_id) or spec
        return _("This record breaks a rule: {rule}", rule=texts.violation(ctx, spec, violation))
    detail = detail_text(ctx, exc)
    if isinstance(exc, RecordError):
        if detail is None:
            return _("This record cannot have happened.")
        return _("This record cannot have happened: {detail}", detail=detail)
    if detail is None:
        return _("This is not a record Pasur can read.")
    return _("This is not a record Pasur can read: {detail}", detail=detail)


def _load_from_url() -> tuple[str | None, str | None]:
    """(token of the main line, error message) from the URL."""
    # A share token is bounded by the records module itself (a long match's is long).
    rec = url.get("rec", limit=MAX_TOKEN_CHARS)
    try:
        if rec:
            if cached_line(rec).record.game not in EXPLORER_GAMES:
                raise ExplorerError("game")
            return rec, None
        game = game_id(url.get("g", "hokm")) or ""
        if game not in EXPLORER_GAMES:
            raise ExplorerError("game")
        seed = read_int(url.get("seed", "1"), 0, MAX_SEED)
        if seed is None:
            raise ExplorerError("seed")
        token = seeded_token(game, url.get("o", "scope:hand"), seed)
        cached_line(token)
        return token, None
    except (PasurError, ExplorerError) as exc:
        return None, _error_message(ctx, exc)


def _reset_view() -> None:
    st.session_state["exp_step"] = "0"
    url.to_url("step", "0", "0")
    st.session_state["exp_line"] = "main"
    url.to_url("line", "main", "main")
    url.drop("w")


def _panel_key(game: str) -> tuple[str, object]:
    """The options panel's widget keys for *game*'s chosen preset, and that preset's options:
    choosing another preset starts its widgets afresh from its values."""
    spec = GAMES[game]
    preset = st.session_state.get(f"exp_preset_{game}") or next(iter(spec.presets))
    return f"exp_opt_{preset}", spec.presets[preset]


def _deal_from_seed() -> None:
    # A callback runs before the page is drawn again: the options are read from the widgets'
    # values now, not from the last run's panel.
    game = st.session_state.get("exp_game", "hokm")
    key, base = _panel_key(game)
    try:
        options = Panel(GAMES[game], key, base).read()
    except OptionsError as exc:
        st.session_state["exp_deal_error"] = options_error(ctx, exc)
        return
    st.session_state.pop("exp_deal_error", None)
    url.update({"g": game, "o": format_options(options), "seed": str(st.session_state["exp_seed"])})
    url.drop("rec")
    _reset_view()


def _open_pasted() -> None:
    text = st.session_state.get("exp_paste", "")
    try:
        record = read_record(text)
        if record.game not in EXPLORER_GAMES:
            raise ExplorerError("game")
        token = record.to_token()
        cached_line(token)
    except (PasurError, ExplorerError) as exc:
        st.session_state["exp_paste_error"] = _error_message(ctx, exc)
        return
    st.session_state.pop("exp_paste_error", None)
    url.update({"rec": token})
    _reset_view()


def _share_params() -> dict[str, str]:
    """The URL's values that make what is on screen (a share token may be long)."""
    return {
        k: url.get(k, limit=MAX_TOKEN_CHARS if k == "rec" else MAX_URL_VALUE)
        for k in ("lang", "rec", "g", "o", "seed", "step", "seat", "w", "line")
    }


def _options_panel(game: str) -> object | None:
    """A preset, and every option of the game over it (one panel for every game): the options
    chosen, or ``None`` once the panel has said why they cannot be played together."""
    spec = GAMES[game]
    st.selectbox(
        _("Preset"),
        list(spec.presets),
        key=f"exp_preset_{game}",
        format_func=lambda name: preset_name(ctx, game, name),
    )
    key, base = _panel_key(game)
    with st.expander(_("Individual options")):
        options: object | None = options_panel(ctx, spec, key=key, base=base)
    if options is not None:
        st.session_state.pop("exp_deal_error", None)
    return options


main_token, load_error = _load_from_url()

# The deal chooser is drawn only when asked for: a shared link opens straight on the table.
choosing = main_token is None or st.checkbox(
    _("Choose a deal"), value=not url.has("rec") and not url.has("seed"), key="exp_choose"
)
if choosing:
    seed_tab, paste_tab = st.tabs([_("Deal from a seed"), _("Paste a record or link")])
    with seed_tab:
        # An older game id (``g=pasur``) opens the game; an unknown one is explained above.
        url.follow(
            "g",
            "exp_game",
            list(EXPLORER_GAMES),
            "hokm",
            read=lambda g: game_id(g) or g,
            report=False,
        )
        st.selectbox(
            _("Game"),
            list(EXPLORER_GAMES),
            key="exp_game",
            format_func=lambda g: GAMES[g].name_fa if ctx.lang == "fa" else GAMES[g].name_en,
        )
        chosen = _options_panel(st.session_state.get("exp_game", "hokm"))
        st.number_input(
            _("Seed"),
            min_value=0,
            max_value=MAX_SEED,
            step=1,
            value=read_int(url.get("seed"), 0, MAX_SEED) or 1,
            key="exp_seed",
            help=_("The same seed always deals the same cards."),
        )
        st.button(
            _("Deal"),
            key="exp_deal",
            on_click=_deal_from_seed,
            type="primary",
            disabled=chosen is None,
        )
        if st.session_state.get("exp_deal_error"):
            st.error(st.session_state["exp_deal_error"])
        st.caption(
            _(
                "A dealt hand is played by the plain baseline player; change any card with "
                "a what-if."
            )
        )
    with paste_tab:
        st.text_area(
            _("Record, share token or link"),
            key="exp_paste",
            height=120,
            placeholder="game: hokm\noptions: scope:hand\nmoves: ...",
        )
        st.button(_("Open"), key="exp_open", on_click=_open_pasted)
        if st.session_state.get("exp_paste_error"):
            st.error(st.session_state["exp_paste_error"])

if load_error:
    st.error(load_error)
if main_token is None:
    st.stop()


# --- the stepper (a fragment: stepping reruns only this part) ---------------------------------


def _step_by(delta: int, last: int) -> None:
    step = max(0, min(last, int(st.session_state.get("exp_step", "0")) + delta))
    _jump(step)


def _jump(step: int) -> None:
    st.session_state["exp_step"] = str(step)
    url.to_url("step", str(step), "0")


def _jump_to_trick(tricks: tuple[int, ...], key: str = "exp_trick") -> None:
    chosen = st.session_state.get(key)
    if chosen:
        _jump(tricks[int(chosen) - 1])


def _jump_pills(label: str, steps: tuple[int, ...], step: int, key: str) -> None:
    """One widget for all the tricks (or deals), lighter than a button each; it shows the one
    just completed, if the current step is one."""
    st.session_state[key] = str(steps.index(step) + 1) if step in steps else None
    st.pills(
        label,
        [str(n) for n in range(1, len(steps) + 1)],
        key=key,
        on_change=_jump_to_trick,
        args=(steps, key),
        format_func=lambda n: ctx.num(int(n)),
    )


def _deal_steps(line: Line) -> tuple[int, ...]:
    """Pasur: the steps right after each four-card deal; poker and Haft Khabis: after each
    deal of a new hand."""
    return tuple(i + 1 for i, evs in enumerate(line.events) if any(e.kind == "deal" for e in evs))


def _on_widget(key: str, param: str, default: str) -> None:
    # A segmented control chosen again is cleared (``None``): that is its default.
    url.to_url(param, str(st.session_state.get(key) or default), default)


def _url_choice(
    label: str,
    param: str,
    values: list[str],
    name: Callable[[str], str],
    *,
    shown: bool = True,
) -> str:
    """A segmented control kept in step with the URL's *param* (its first value is the
    default, left out of the URL); the value chosen, drawn or not."""
    key, default = f"exp_{param}", values[0]
    chosen = url.follow(param, key, values, default)
    if not shown:
        return chosen
    picked = st.segmented_control(
        label, values, key=key, on_change=_on_widget, args=(key, param, default), format_func=name
    )
    return picked or default


def _refusal(line: Line, problem: object) -> str:
    """An illegal move refused: the rule in the page's language, and its id."""
    rule_id = str(getattr(problem, "rule_id", ""))
    players = _players(line.states[0]) if line.states else 4
    text = texts.violation(ctx, line.spec, problem, players)  # type: ignore[arg-type]
    return text + f" (`{rule_id}`)"


def _play_alternative(step: int, overrides: tuple[tuple[int, str], ...], line: Line) -> None:
    written = str(st.session_state.get("exp_alt_text") or "").strip()
    choice = written or st.session_state.get("exp_alt")
    st.session_state.pop("exp_alt_error", None)
    if not choice:
        return
    if _choose(step, overrides, line, str(choice), "exp_alt_error", step_on=False):
        st.session_state["exp_alt_text"] = ""


def _choose(
    step: int,
    overrides: tuple[tuple[int, str], ...],
    line: Line,
    choice: str,
    error_key: str,
    *,
    step_on: bool = True,
) -> bool:
    """Make move *choice* at *step*: refused with its rule if illegal; the line's own move just
    steps on (with *step_on*); any other starts a what-if that the heuristic player plays on."""
    st.session_state.pop(error_key, None)
    state = line.states[step]
    try:
        move = line.spec.parse_move(state, choice)
    except PasurError:
        st.session_state[error_key] = _("This is not a move of this game: {text}", text=choice)
        return False
    problem = state.violation(move)
    if problem is not None:
        st.session_state[error_key] = _refusal(line, problem)
        return False
    text = line.spec.format_move(state, move)
    if step_on and step < line.steps and line.record.moves[step] == text:
        _jump(step + 1)
        return True
    kept = tuple(o for o in overrides if o[0] < step)
    url.update({"w": format_overrides((*kept, (step, text)))})
    st.session_state["exp_line"] = "branch"
    url.to_url("line", "branch", "main")
    if step_on:  # show the position after the move just chosen
        _jump(step + 1)
    return True


def _back_to_main() -> None:
    url.drop("w")
    st.session_state["exp_line"] = "main"
    url.to_url("line", "main", "main")


def _players(state: object) -> int:
    view = state.view(None)  # type: ignore[attr-defined]
    if not view.hands and hasattr(state, "players"):  # before the first deal
        return int(state.players)
    return len(view.hands)


def _mover_label(state: object, seat: object) -> str:
    if seat == CHANCE or seat is None:
        return _("chance")
    return texts.seat(ctx, int(seat), _players(state))  # type: ignore[call-overload]


def _choose_button(
    step: int, overrides: tuple[tuple[int, str], ...], line: Line, choice: str
) -> None:
    _choose(step, overrides, line, choice, "exp_move_error")


class _PageControls:
    """What a game's move panel (:class:`ui.games.base.Controls`) uses to make a move here."""

    def __init__(self, line: Line, step: int, overrides: tuple[tuple[int, str], ...]) -> None:
        self.ctx, self.line, self.step, self.state = ctx, line, step, line.states[step]
        self._args = (step, overrides, line)

    def button(self, label: str, text: str, *, key: str, row: Any = None) -> None:
        (row or st).button(label, key=key, on_click=_choose_button, args=(*self._args, text))

    def action(
        self, label: str, make: Callable[[], str | None], *, key: str, primary: bool = False
    ) -> None:
        st.button(
            label,
            key=key,
            on_click=_choose_made,
            args=(*self._args, make),
            type="primary" if primary else "secondary",
        )

    def show_error(self) -> None:
        if st.session_state.get("exp_move_error"):
            st.error(st.session_state["exp_move_error"])


def _choose_made(
    step: int, overrides: tuple[tuple[int, str], ...], line: Line, make: Callable[[], str | None]
) -> None:
    text = make()
    if text:
        _choose(step, overrides, line, text, "exp_move_error")


def _table(
    m: Moment, legal: Sequence[Any], overrides: tuple[tuple[int, str], ...], *, key: str
) -> None:
    """The step's position at the card table, as the chosen viewer sees it, that seat at the
    bottom ("all open": every hand face up, the first seat at the bottom, so that the table
    keeps its places while the reader steps through a trick). The hand of the seat to move can
    be clicked wherever it sits when this view may see it: a card makes that move here (the
    line's own move steps on, any other starts a what-if, as "Play this instead" does), a
    dimmed card says why it may not."""
    state, mover = m.state, m.state.to_move
    moving = mover not in (None, CHANCE)
    k = choose_count(legal)
    plays_cards = k > 0 or any(getattr(mv, "card", None) is not None for mv in legal)
    sees = moving and (m.viewer is None or m.viewer == mover)
    active = int(mover) if sees and plays_cards else None
    bottom = m.viewer if m.viewer is not None else 0
    model = table_model(
        ctx,
        m.line.spec,
        state,
        viewer=m.viewer,
        bottom=bottom,
        active=active,
        key=key,
        view=m.view,
        highlight=m.highlight,
        choose=ChooseK(k, _("Put these down")) if active is not None and k else None,
    )
    card_table(model, key="exp_board", on_answer=lambda: _on_board(m.step, overrides, m.line))
    if st.session_state.get("exp_board_error"):
        st.error(st.session_state["exp_board_error"])


def _on_board(step: int, overrides: tuple[tuple[int, str], ...], line: Line) -> None:
    """A card clicked at the table (or the cards chosen to put down): that move at *step*."""
    answer = read_answer(st.session_state.get("exp_board"))
    choice = answer.move
    if answer.cards is not None:
        choice = move_of_cards(line.spec, line.states[step], answer.cards)
        if choice is None:
            text = " ".join(answer.cards)
            st.session_state["exp_board_error"] = _(
                "This is not a move of this game: {text}", text=text
            )
            return
    if choice is not None:
        _choose(step, overrides, line, choice, "exp_board_error")


def _question(token: str, main: Line, step: int | None) -> None:
    """A deal opened from a what-if chart (``ask``: the game whose question it is): one line
    above the table names the question and the step it is about, where the link opened it,
    with a button back to that step once the reader has stepped away from it on the main line
    (*step*; ``None`` on a what-if). A value that names no question of this deal's game is
    ignored: the table is shown as from any other link."""
    from ui.screens import screen_title
    from ui.whatif import moment_step, screen_of

    ask = str(st.query_params.get("ask") or "")[:MAX_URL_VALUE]
    screen = screen_of(ask) if game_id(ask) == main.spec.id else None
    if screen is None:
        return
    at = min(moment_step(token, screen.moment), main.steps)
    title = screen_title(ctx, screen.game, "whatif")
    if screen.moment_text:
        text = _(
            "This deal comes from the what-if question “{title}”. It opens at step {step}, "
            "where {moment}.",
            title=title,
            step=at,
            moment=ctx.gettext(screen.moment_text),
        )
    else:
        text = _(
            "This deal comes from the what-if question “{title}”. It opens at step {step}.",
            title=title,
            step=at,
        )
    row = st.container(horizontal=True, vertical_alignment="center", key="exp_question")
    row.info(text, icon=":material/query_stats:")
    if step is not None and step != at:
        row.button(_("Back to that step"), key="exp_ask_back", on_click=_jump, args=(at,))


@st.fragment
def stepper(token: str) -> None:
    main = cached_line(token)
    overrides_text = url.get("w")
    branch: Line | None = None
    if overrides_text:
        try:
            branch = branch_line(token, overrides_text)
        except (ExplorerError, PasurError) as exc:
            st.warning(
                _error_message(
                    ctx, exc if isinstance(exc, ExplorerError) else ExplorerError("whatif")
                )
            )
    lines = ["main", "branch"] if branch else ["main"]
    chosen_line = _url_choice(
        _("Line"),
        "line",
        lines,
        lambda x: _("main line") if x == "main" else _("what-if"),
        shown=branch is not None,
    )
    line = branch if branch is not None and chosen_line == "branch" else main
    last = line.steps
    step = int(url.follow("step", "exp_step", [str(i) for i in range(last + 1)], "0"))

    bar = st.container(horizontal=True, vertical_alignment="bottom", key="pasur_ltr_bar")
    bar.button(
        "◀",
        key="exp_prev",
        on_click=_step_by,
        args=(-1, last),
        shortcut="Left",
        help=_("Previous step (← key)"),
    )
    bar.select_slider(
        _("Step"),
        options=[str(i) for i in range(last + 1)],
        key="exp_step",
        on_change=_on_widget,
        args=("exp_step", "step", "0"),
        format_func=lambda i: ctx.num(int(i)),
        label_visibility="collapsed",
    )
    bar.button(
        "▶",
        key="exp_next",
        on_click=_step_by,
        args=(1, last),
        shortcut="Right",
        help=_("Next step (→ key)"),
    )

    tricks = line.trick_steps()
    if tricks:
        _jump_pills(_("Jump to trick:"), tricks, step, "exp_trick")
    game_ui = explorer_ui(line.spec.id)
    deals = _deal_steps(line) if game_ui.deal_jump != "never" else ()
    if len(deals) > 1 or (deals and game_ui.deal_jump == "always"):
        _jump_pills(_("Jump to deal:"), deals, step, "exp_deal_jump")

    players = _players(line.states[step])
    seats = ["all", *(str(s) for s in range(players))]
    seat_choice = _url_choice(
        _("Show the cards"),
        "seat",
        seats,
        lambda s: _("all open") if s == "all" else texts.seat(ctx, int(s), players),
    )
    state = line.states[step]
    viewer = None if seat_choice == "all" else int(seat_choice)
    view = state.view(viewer)

    # What the last move caused, and the cards of a trick it completed.
    events = line.events[step - 1] if step else ()
    view, highlight = completed_trick(view, events)
    now = state.legal_moves() if state.to_move not in (None, CHANCE) else ()
    legal = frozenset(m.card for m in now if hasattr(m, "card"))

    marker = "branch" if line is branch else "main"
    params = {k: v for k, v in _share_params().items() if v}
    # The step marker (the tests and benchmarks/browser.py read it) and the address of what is
    # on screen, in one plain element: the cheapest to redraw on every step.
    st.html(
        f'<span class="pasur-step" data-step="{step}" data-line="{marker}" '
        f'data-last="{last}"></span><span class="pasur-share" data-link="'
        + html.escape("/explorer?" + urlencode(params))
        + '"></span>'
    )
    moment = Moment(ctx, line, step, state, view, viewer, players, events, legal, highlight)
    overrides = parse_overrides(overrides_text) if branch is not None else ()
    _question(token, main, step if line is main else None)
    _table(moment, now, overrides, key=f"{marker}:{overrides_text}:{step}:{seat_choice}")
    board = game_ui.board(moment) if game_ui.board is not None else None
    if board is not None and (board.counts or board.extras):
        # A game's own panels under the table (Hokm's draw and customs, Pasur's running
        # count); the shared tricks-and-score line is left out: the table's chips show it.
        st.html((board.counts or "") + board.extras)
    # Whether this view may see the hand of the player to move (all open, or his own seat).
    sees_mover = viewer is None or viewer == state.to_move
    left, right = st.columns([3, 2])
    with left:
        st.markdown("**" + _("Step {i} of {n}", i=step, n=last) + "**")
        if step:
            before = line.states[step - 1]
            move = line.moves[step - 1]
            sees_before = viewer is None or viewer == before.to_move
            if not sees_before and before.to_move != CHANCE and getattr(move, "cards", None):
                # Cards put aside face down: another player sees only how many.
                what = _("puts {n} cards aside face down", n=len(getattr(move, "cards", ())))
            else:
                what = texts.move(ctx, move, before, game=line.spec.id)
            st.markdown(_("{who}: {what}", who=_mover_label(before, before.to_move), what=what))
            shown = game_ui.choices is not None and game_ui.choices(moment, before, move)
            if not shown and before.to_move not in (None, CHANCE) and sees_before:
                options = [
                    texts.move(ctx, m, before, game=line.spec.id) for m in before.legal_moves()
                ]
                options_text = ("، " if ctx.rtl else ", ").join(options[:14])
                options_text += " …" if len(options) > 14 else ""
                st.caption(_("Legal then ({n}): {moves}", n=len(options), moves=options_text))
            for e in events:
                rule = texts.rule_of(line.spec, e.rule_id)
                st.info(texts.event(ctx, e, players), icon=":material/gavel:")
                if rule is not None:
                    sources = "; ".join(
                        _("seed {seed}, line {a}", seed=digits(s.seed, ctx.lang), a=s.first)
                        if s.first == s.last
                        else _(
                            "seed {seed}, lines {a}-{b}",
                            seed=digits(s.seed, ctx.lang),
                            a=s.first,
                            b=s.last,
                        )
                        for s in rule.sources
                    )
                    st.caption(f"{rule.title(ctx.lang)} · `{rule.id}` · {sources}")
                if game_ui.after_event is not None:
                    game_ui.after_event(moment, e)
        else:
            st.markdown(_("The start of the deal. Press ▶ or the → key to step."))
        if state.to_move not in (None, CHANCE):
            st.markdown(
                _("To play: {seat}", seat=texts.seat(ctx, int(state.to_move), _players(state)))
            )
            if line.spec.explain is not None and sees_mover:
                decision = line.spec.explain(state.view(state.to_move), state.legal_moves())
                advice = (
                    _(
                        "The heuristic player would play {move}: {why}",
                        move=texts.move(ctx, decision.move, state, game=line.spec.id),
                        why=reasons.reason(ctx, decision, players),
                    )
                    if isinstance(getattr(decision.move, "card", None), Card)
                    or not game_ui.names_choice
                    else _(
                        "The heuristic player's choice: {move}; {why}",
                        move=texts.move(ctx, decision.move, state, game=line.spec.id),
                        why=reasons.reason(ctx, decision, players),
                    )
                )
                st.caption(
                    advice,
                    help=_(
                        "The app's own player: it counts the cards played, keeps track of who "
                        "is out of a suit, and follows the habits of a decent player. Charts of "
                        "many deals use it too."
                    ),
                )

    with right:
        if state.to_move not in (None, CHANCE) and not sees_mover:
            st.caption(
                _(
                    "Show all the cards, or {seat}'s, to choose a move for {seat}.",
                    seat=texts.seat(ctx, int(state.to_move), players),
                )
            )
        if game_ui.controls is not None and state.to_move not in (None, CHANCE) and sees_mover:
            game_ui.controls(moment, _PageControls(line, step, overrides))
        # What if a different move were made here?
        if state.to_move not in (None, CHANCE) and sees_mover:
            actual = line.record.moves[step] if step < last else None
            alternatives = [line.spec.format_move(state, m) for m in state.legal_moves()]
            alternatives = [a for a in alternatives if a != actual]
            if alternatives:
                with st.container(border=True):
                    st.markdown("**" + _("What if?") + "**")
                    if len(alternatives) <= MAX_LISTED:
                        st.selectbox(
                            _("Play instead"),
                            alternatives,
                            key="exp_alt",
                            format_func=lambda t: texts.move(
                                ctx, line.spec.parse_move(state, t), state, game=line.spec.id
                            ),
                        )
                    else:  # e.g. Shelem's put-down: 1,820 ways to choose four cards of sixteen
                        st.text_input(
                            _("Play instead (write the move)"),
                            key="exp_alt",
                            placeholder=alternatives[0],
                            help=_(
                                "{n} moves are possible here, too many to list; for example {m}",
                                n=len(alternatives),
                                m=alternatives[0],
                            ),
                        )
                    if len(alternatives) <= MAX_LISTED:
                        # Any move may be written too: an illegal one (a bid below the last,
                        # a card of the wrong suit) is refused with the rule that forbids it.
                        st.text_input(
                            _("Or write any move, to see whether the rules allow it"),
                            key="exp_alt_text",
                            placeholder=alternatives[0],
                        )
                    if st.session_state.get("exp_alt_error"):
                        st.error(st.session_state["exp_alt_error"])
                    st.button(
                        _("Play this instead"),
                        key="exp_play_alt",
                        on_click=_play_alternative,
                        args=(step, overrides, line),
                        help=_("The plain baseline player plays on to the end of the hand."),
                    )
        if branch is not None:
            with st.container(border=True):
                at = first_difference(main, branch)
                st.markdown("**" + _("Main line and what-if") + "**")
                st.caption(_("They part at step {i}.", i=at + 1))
                for label, ln in ((_("main line"), main), (_("what-if"), branch)):
                    results = hand_results(ln, at)
                    st.markdown(
                        f"- {label}: "
                        + (
                            " ".join(texts.event(ctx, r, players) for r in results)
                            if results
                            else _("the hand is not finished")
                        )
                    )
                st.button(_("Abandon the what-if"), key="exp_back_main", on_click=_back_to_main)

    # The address bar holds what is on screen: the button copies it whole.
    copy_link(_("Copy the link to this step"), _("Copied."), key="exp_copy")


stepper(main_token)
st.download_button(
    _("Download the record"),
    data=cached_line(main_token).record.to_text(),
    file_name="deal.txt",
    mime="text/plain",
    key="exp_download",
    help=_("The main line as a text record; a what-if is kept in the link above."),
    on_click="ignore",
)
