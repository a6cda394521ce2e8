"""Deal explorer: step through a deal, see every ruling, play a different card and compare.

The URL holds everything on screen: the deal (``rec`` token, or ``g``/``o``/``seed``), the step,
the seat whose view is shown, the what-if overrides (``w``) and which line is shown.
"""

from __future__ import annotations

import dataclasses
import html
import re
from urllib.parse import urlencode

import streamlit as st

from pasur.cards import Card, parse_any_card
from pasur.errors import OptionsError, PasurError, RecordError
from pasur.options import describe_options, format_options
from pasur.protocol import CHANCE
from pasur.registry import GAMES, spec_of_rule
from ui import reasons, texts
from ui import rulings_pasur as P
from ui.cards import row_html
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
    parse_overrides,
    read_record,
    seeded_token,
)
from ui.frame import Ctx, frame
from ui.guard import read_int
from ui.i18n import digits
from ui.lesson_kit import EXPLORER_GAMES
from ui.messages import coded_error, detail_text
from ui.table import (
    draw_panel,
    extras_panels,
    haft_khabis_table_html,
    poker_table_html,
    running_html,
    table_html,
    tak_barg_calls,
)

# The games the explorer offers are EXPLORER_GAMES, in ui.lesson_kit: the lessons link to them.
# (Comments, not docstrings: Streamlit would print a bare string on the page.)
# Up to this many alternatives, a what-if is chosen from a list; beyond, it is written.
MAX_LISTED = 60

ctx = frame()
_ = ctx._
qp = st.query_params

st.title(_("Deal explorer"))
st.caption(
    _(
        "Step through a deal card by card. Every trick, capture and sur says what happened and "
        "by which rule."
    )
)


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
        return _options_error(coded)
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


def _options_error(exc: PasurError) -> str:
    """Options that cannot be played together, with the engine's reason in the page's
    language."""
    detail = detail_text(ctx, exc) or _("the options are not valid")
    return _("These options cannot be played together: {detail}", detail=detail)


def _load_from_url() -> tuple[str | None, str | None]:
    """(token of the main line, error message) from the URL."""
    rec = qp.get("rec")
    try:
        if rec:
            if cached_line(rec).record.game not in EXPLORER_GAMES:
                raise ExplorerError("game")
            return rec, None
        game = qp.get("g", "hokm")
        if game not in EXPLORER_GAMES:
            raise ExplorerError("game")
        seed = read_int(qp.get("seed", "1"), 0, MAX_SEED)
        if seed is None:
            raise ExplorerError("seed")
        token = seeded_token(game, qp.get("o", "scope:hand"), seed)
        cached_line(token)
        return token, None
    except (PasurError, ExplorerError) as exc:
        return None, _error_message(ctx, exc)


def _url_value(key: str, param: str, valid: list[str], default: str) -> str:
    """The widget value *key* kept in step with the URL parameter *param*.

    The URL is the truth when it changed outside this page's own callbacks (a first visit, a
    pasted link, the browser's back button); otherwise the widget is. Values are written in
    ASCII whatever the language, so links work across languages.
    """
    raw = qp.get(param)
    if raw != st.session_state.get(f"_url_{param}", "<unset>"):
        st.session_state[f"_url_{param}"] = raw
        st.session_state[key] = raw if raw in valid else default
    elif st.session_state.get(key) not in valid:
        st.session_state[key] = default
    return str(st.session_state[key])


def _set_url(param: str, value: str, default: str) -> None:
    text = None if value == default else value
    if text is None:
        if param in qp:
            del qp[param]
    else:
        qp[param] = text
    st.session_state[f"_url_{param}"] = text


def _reset_view() -> None:
    st.session_state["exp_step"] = "0"
    _set_url("step", "0", "0")
    st.session_state["exp_line"] = "main"
    _set_url("line", "main", "main")
    if "w" in qp:
        del qp["w"]


def _deal_from_seed() -> None:
    game = st.session_state.get("exp_game", "hokm")
    spec = GAMES[game]
    preset = st.session_state.get(f"exp_preset_{game}", next(iter(spec.presets)))
    base = spec.presets[preset]
    values = {}
    for info in describe_options(spec.options_type):
        key = f"exp_opt_{preset}_{info['name']}"
        if key in st.session_state:
            values[info["name"]] = st.session_state[key]
    players = int(values.get("players", getattr(base, "players", 4)))
    defaults = spec.options_type()
    for info in describe_options(spec.options_type):
        # An option that means nothing at this table (hidden in the form) keeps its default.
        if not _applies(spec, info["name"], players):
            values[info["name"]] = getattr(defaults, info["name"])
    try:
        options = dataclasses.replace(base, **values)
    except OptionsError as exc:
        st.session_state["exp_deal_error"] = _options_error(exc)
        return
    st.session_state.pop("exp_deal_error", None)
    qp.update({"g": game, "o": format_options(options), "seed": str(st.session_state["exp_seed"])})
    if "rec" in qp:
        del qp["rec"]
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
    qp["rec"] = token
    _reset_view()


def _applies(spec: object, name: str, players: int) -> bool:
    """Whether option *name* means anything with *players* players (Hokm's smaller tables)."""
    applies = getattr(getattr(spec, "options_type", None), "applies", None)
    return True if applies is None else bool(applies(name, players))


def _options_panel(game: str) -> None:
    spec = GAMES[game]
    preset = st.selectbox(
        _("Preset"),
        list(spec.presets),
        key=f"exp_preset_{game}",
        format_func=lambda name: _preset_name(name, game),
    )
    base = spec.presets[preset]
    players = int(st.session_state.get(f"exp_opt_{preset}_players", getattr(base, "players", 4)))
    with st.expander(_("Individual options")):
        for info in describe_options(spec.options_type):
            name = info["name"]
            if not _applies(spec, name, players):
                continue  # e.g. the partner's middle card at a table of three
            help_text = info["help_fa"] if ctx.lang == "fa" else info["help_en"]
            key = f"exp_opt_{preset}_{name}"
            current = getattr(base, name)
            label = name.replace("_", " ")
            if isinstance(current, bool):
                st.checkbox(label, value=current, key=key, help=help_text)
            elif isinstance(current, int):
                st.number_input(
                    label,
                    value=current,
                    min_value=info["minimum"],
                    max_value=info["maximum"],
                    key=key,
                    help=help_text,
                )
            else:
                choices = info["choices"]
                st.selectbox(label, choices, index=choices.index(current), key=key, help=help_text)


def _preset_name(name: str, game: str = "") -> str:
    own = {
        ("haft_khabis", "seed"): _("seed 000's rules (two decks)"),
        ("haft_khabis", "one_deck"): _("one deck"),
        ("haft_khabis", "mau_mau"): _("close to Mau-Mau"),
        ("poker", "documents"): _("the documents' poker (seed 000)"),
        ("poker", "holdem"): _("Texas hold'em"),
        ("poker", "joker"): _("the documents' poker with a joker"),
        ("poker", "heads_up"): _("two players"),
    }
    if (game, name) in own:
        return own[(game, name)]
    names = {
        "classic": _("classic"),
        "strict": _("strict"),
        "friendly": _("friendly"),
        "online_room": _("online room (seed 003)"),
        "s0b_match": _("match of seed 000"),
        "seed": _("seed 001 (two players)"),
        "pagat": _("pagat's standard rules"),
        "open": _("open Pasur"),
        "four_players": _("four players in two teams"),
        "three_players": _("three players"),
        "two_players": _("two players"),
        "seed_000_table": _("seed 000's table (trump customs)"),
    }
    return names.get(name, name)


main_token, load_error = _load_from_url()

# The deal chooser is drawn only when asked for: a shared link opens straight on the table.
choosing = main_token is None or st.checkbox(
    _("Choose a deal"), value="rec" not in qp and "seed" not in qp, key="exp_choose"
)
if choosing:
    seed_tab, paste_tab = st.tabs([_("Deal from a seed"), _("Paste a record or link")])
    with seed_tab:
        _url_value("exp_game", "g", list(EXPLORER_GAMES), "hokm")
        st.selectbox(
            _("Game"),
            list(EXPLORER_GAMES),
            key="exp_game",
            format_func=lambda g: GAMES[g].name_fa if ctx.lang == "fa" else GAMES[g].name_en,
        )
        _options_panel(st.session_state.get("exp_game", "hokm"))
        st.number_input(
            _("Seed"),
            min_value=0,
            max_value=MAX_SEED,
            step=1,
            value=read_int(qp.get("seed"), 0, MAX_SEED) or 1,
            key="exp_seed",
            help=_("The same seed always deals the same cards."),
        )
        st.button(_("Deal"), key="exp_deal", on_click=_deal_from_seed, type="primary")
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
    _set_url("step", str(step), "0")


def _jump_to_trick(tricks: tuple[int, ...], key: str = "exp_trick") -> None:
    chosen = st.session_state.get(key)
    if chosen:
        _jump(tricks[int(chosen) - 1])


def _deal_steps(line: Line) -> tuple[int, ...]:
    """Pasur: the steps right after each four-card deal; poker and Haft Khabis: after each
    deal of a new hand."""
    return tuple(i + 1 for i, evs in enumerate(line.events) if any(e.kind == "deal" for e in evs))


def _on_widget(key: str, param: str, default: str) -> None:
    _set_url(param, str(st.session_state.get(key, default)), default)


def _refusal(line: Line, problem: object) -> str:
    """An illegal move refused: the rule in the page's language, and its id."""
    rule_id = str(getattr(problem, "rule_id", ""))
    return texts.violation(ctx, line.spec, problem) + f" (`{rule_id}`)"  # type: ignore[arg-type]


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
    qp["w"] = format_overrides((*kept, (step, text)))
    st.session_state["exp_line"] = "branch"
    _set_url("line", "branch", "main")
    if step_on:  # show the position after the move just chosen
        _jump(step + 1)
    return True


def _back_to_main() -> None:
    if "w" in qp:
        del qp["w"]
    st.session_state["exp_line"] = "main"
    _set_url("line", "main", "main")


def _pair(text: str) -> tuple[int, int]:
    """``"3-5"``, ``"-135-35"`` or ``"130:35"`` as two numbers (0, 0 if unreadable)."""
    m = re.fullmatch(r"(-?\d+)[-:](-?\d+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def _players(state: object) -> int:
    view = state.view(None)  # type: ignore[attr-defined]
    if not view.hands and hasattr(state, "players"):  # before the first deal
        return int(state.players)  # type: ignore[attr-defined]
    return len(view.hands)


def _mover_label(state: object, seat: object) -> str:
    if seat == CHANCE or seat is None:
        return _("chance")
    return texts.seat(ctx, int(seat), _players(state))  # type: ignore[call-overload]


def _choose_button(
    step: int, overrides: tuple[tuple[int, str], ...], line: Line, choice: str
) -> None:
    _choose(step, overrides, line, choice, "exp_move_error")


def _choose_discard(step: int, overrides: tuple[tuple[int, str], ...], line: Line) -> None:
    cards = st.session_state.get(f"exp_discard_{step}") or []
    # Written as the engine writes it; a wrong number of cards is refused by its rule.
    _choose(step, overrides, line, "discard-" + "".join(cards), "exp_move_error")


def _customs_of(options: object) -> list[str]:
    """The trump customs this table allows (offered even when one was used already: the rules
    then refuse it, naming why)."""
    out = []
    if getattr(options, "partner_middle_card", False):
        out.append("trump-middle")
    if getattr(options, "red_top", False):
        out.append("trump-red")
    if getattr(options, "either_or", False):
        out.extend(f"trump-either-{a}{b}" for a, b in ("CD", "CH", "CS", "DH", "DS", "HS"))
    return out


def _hokm_controls(
    state: object, step: int, line: Line, overrides_text: str, branched: bool
) -> None:
    """Buttons for Hokm's choices other than a card: the two-player discard and draw, the trump
    customs, the dealer's peek, conceding, a misdeal's remedies."""
    phase = str(getattr(state, "phase", ""))
    legal = state.legal_moves()  # type: ignore[attr-defined]
    seat = int(state.to_move)  # type: ignore[attr-defined]
    players = _players(state)
    overrides = parse_overrides(overrides_text) if branched else ()
    others = [m for m in legal if type(m).__name__ not in ("Play", "Cut")]
    concede = [m for m in legal if type(m).__name__ == "Concede"]
    if phase == "play" and not concede:
        return
    if phase not in ("discard", "draw", "trump", "peek", "concede", "misdeal", "play", "bam"):
        return
    args = (step, overrides, line)
    who = texts.seat(ctx, seat, players)
    with st.container(border=True, key="exp_hokm_move"):
        st.markdown("**" + _("{seat} to choose", seat=who) + "**")
        if phase == "discard":
            n = state.discard_count(seat)  # type: ignore[attr-defined]
            hand = state.hand(seat)  # type: ignore[attr-defined]
            st.multiselect(
                _("Cards to put aside face down ({n})", n=n),
                [c.code for c in hand],
                key=f"exp_discard_{step}",
                format_func=lambda c: texts.card(ctx, c),
                help=_("Choose exactly {n} cards; any other number is refused by the rules.", n=n),
            )
            st.button(
                _("Put these cards aside"),
                key="exp_do_discard",
                on_click=_choose_discard,
                args=args,
                type="primary",
            )
        elif phase == "draw":
            offer = state.draw_offer()  # type: ignore[attr-defined]
            st.html(row_html(list(offer), lang=ctx.lang, width=46))
            if len(offer) == 2:
                labels = (
                    ("keep", _("Take the first, {card}", card=texts.card(ctx, offer[0]))),
                    ("burn", _("Take the second, {card}", card=texts.card(ctx, offer[1]))),
                )
            else:
                labels = (
                    ("keep", _("Keep {card}", card=texts.card(ctx, offer[0]))),
                    (
                        "burn",
                        _("Put {card} aside and take the next", card=texts.card(ctx, offer[0])),
                    ),
                )
            row = st.container(horizontal=True)
            for text, label in labels:
                row.button(
                    label, key=f"exp_draw_{text}", on_click=_choose_button, args=(*args, text)
                )
        else:
            moves = [line.spec.format_move(state, m) for m in others]
            if phase == "trump":
                moves += [c for c in _customs_of(getattr(state, "options", None)) if c not in moves]
            if phase == "play":
                moves = [line.spec.format_move(state, m) for m in concede]
            row = st.container(horizontal=True)
            for text in moves[:24]:
                row.button(
                    texts.move(ctx, line.spec.parse_move(state, text), state),
                    key=f"exp_do_{text}",
                    on_click=_choose_button,
                    args=(*args, text),
                )
        if st.session_state.get("exp_move_error"):
            st.error(st.session_state["exp_move_error"])


def _choose_amount(step: int, overrides: tuple[tuple[int, str], ...], line: Line) -> None:
    """Poker: bet or raise to the amount written (the engine checks it: the smallest raise,
    whole units, not more than the player has)."""
    state = line.states[step]
    amount = int(st.session_state.get(f"exp_poker_amount_{step}") or 0)
    kind = "bet" if state.current == 0 else "raise"
    _choose(step, overrides, line, f"{kind}-{amount}", "exp_move_error")


def _poker_controls(
    state: object, step: int, line: Line, overrides_text: str, branched: bool
) -> None:
    """Poker's moves for the seat to act: check, call, fold, all in, and a bet or raise of any
    amount (an amount the rules refuse is refused with the rule that says why)."""
    seat = int(state.to_move)  # type: ignore[attr-defined]
    players = _players(state)
    overrides = parse_overrides(overrides_text) if branched else ()
    args = (step, overrides, line)
    legal = state.legal_moves()  # type: ignore[attr-defined]
    kinds = {type(m).__name__ for m in legal}
    owe = int(state.to_call(seat))  # type: ignore[attr-defined]
    stack = int(state.stacks[seat])  # type: ignore[attr-defined]
    current = int(state.current)  # type: ignore[attr-defined]
    unit = int(state.options.unit)  # type: ignore[attr-defined]
    with st.container(border=True, key="exp_poker_move"):
        st.markdown("**" + _("{seat} to act", seat=texts.seat(ctx, seat, players)) + "**")
        st.caption(
            _(
                "Chips: {chips} · to call: {owe} · pot: {pot}",
                chips=stack,
                owe=owe,
                pot=int(state.pot_total),  # type: ignore[attr-defined]
            )
        )
        row = st.container(horizontal=True)
        buttons = (
            ("Check", "check", _("Check")),
            ("Call", "call", _("Call {n}", n=owe)),
            ("Fold", "fold", _("Fold")),
            ("AllIn", "allin", _("All in ({n})", n=stack)),
        )
        for kind, text, label in buttons:
            if kind in kinds:
                row.button(
                    label, key=f"exp_poker_{text}", on_click=_choose_button, args=(*args, text)
                )
        low = int(state.min_raise_to())  # type: ignore[attr-defined]
        st.number_input(
            _("Bet, chips in all this round") if current == 0 else _("Raise to, in all this round"),
            min_value=0,
            value=low,
            step=unit,
            key=f"exp_poker_amount_{step}",
            help=_(
                "The total this player's bet reaches in this betting round. The rules refuse "
                "less than {low}, amounts that are not whole multiples of {unit}, and every "
                "chip the player has (that is all in).",
                low=low,
                unit=unit,
            ),
        )
        st.button(
            _("Bet") if current == 0 else _("Raise"),
            key="exp_poker_bet",
            on_click=_choose_amount,
            args=args,
            type="primary",
        )
        if st.session_state.get("exp_move_error"):
            st.error(st.session_state["exp_move_error"])


def _choose_hk_play(step: int, overrides: tuple[tuple[int, str], ...], line: Line) -> None:
    """Haft Khabis: play the card chosen, with a jack's suit, a 2's target and the call."""
    code = str(st.session_state.get(f"exp_hk_card_{step}") or "")
    if not code:
        return
    text = "play-" + code
    if code[0] == "J":
        text += "-" + str(st.session_state.get(f"exp_hk_suit_{step}") or "S")
    if code[0] == "2":
        text += "-t" + str(st.session_state.get(f"exp_hk_target_{step}") or "0")
    if st.session_state.get(f"exp_hk_last_{step}"):
        text += "-last"
    _choose(step, overrides, line, text, "exp_move_error")


def _haft_khabis_controls(
    state: object, step: int, line: Line, overrides_text: str, branched: bool
) -> None:
    """Haft Khabis's moves for the player to move: a card (with the suit a jack calls, the
    player a 2 makes draw, and the «tak barg» call), drawing, keeping the card drawn, taking
    the 7s' cards, passing. Any card of the hand may be tried: the rules refuse a wrong one."""
    seat = int(state.to_move)  # type: ignore[attr-defined]
    players = _players(state)
    overrides = parse_overrides(overrides_text) if branched else ()
    args = (step, overrides, line)
    legal = state.legal_moves()  # type: ignore[attr-defined]
    hand = list(state.hands[seat])  # type: ignore[attr-defined]
    drawn = getattr(state, "drawn", None)
    playable = [c.code for c in state.playable()]  # type: ignore[attr-defined]
    codes = list(dict.fromkeys(c.code for c in hand))
    if drawn is not None:
        codes = [drawn.code]
    with st.container(border=True, key="exp_hk_move"):
        st.markdown("**" + _("{seat} to play", seat=texts.seat(ctx, seat, players)) + "**")
        if codes:
            key = f"exp_hk_card_{step}"
            if st.session_state.get(key) not in codes:
                st.session_state[key] = playable[0] if playable else codes[0]
            st.selectbox(
                _("Card to play"),
                codes,
                key=key,
                format_func=lambda c: (
                    texts.card(ctx, c) + ("" if c in playable else " " + _("(does not fit)"))
                ),
            )
            chosen = str(st.session_state.get(key))
            if chosen.startswith("J"):
                st.segmented_control(
                    _("The suit the jack calls"),
                    ["C", "D", "H", "S"],
                    key=f"exp_hk_suit_{step}",
                    default="S",
                    format_func=lambda x: texts.suit(ctx, x),
                )
            if chosen.startswith("2"):
                alive = getattr(state, "alive", ())
                targets = [str(t) for t in range(players) if not alive or alive[t]]
                st.selectbox(
                    _("Who draws a card for the 2"),
                    targets,
                    key=f"exp_hk_target_{step}",
                    index=targets.index(str((seat + 1) % players))
                    if str((seat + 1) % players) in targets
                    else 0,
                    format_func=lambda t: texts.seat(ctx, int(t), players),
                )
            if len(hand) == 2:
                st.checkbox(
                    _("Call «tak barg» (one card left)"),
                    value=True,
                    key=f"exp_hk_last_{step}",
                )
            st.button(
                _("Play this card"),
                key="exp_hk_play",
                on_click=_choose_hk_play,
                args=args,
                type="primary" if playable else "secondary",
            )
        others = [m for m in legal if type(m).__name__ != "Play"]
        if others:
            row = st.container(horizontal=True)
            for m in others:
                text = line.spec.format_move(state, m)
                row.button(
                    texts.move(ctx, m, state),
                    key=f"exp_hk_{text}",
                    on_click=_choose_button,
                    args=(*args, text),
                )
        if st.session_state.get("exp_move_error"):
            st.error(st.session_state["exp_move_error"])


@st.fragment
def stepper(token: str) -> None:
    main = cached_line(token)
    overrides_text = qp.get("w", "")
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
    chosen_line = _url_value("exp_line", "line", lines, "main")
    if branch:
        st.segmented_control(
            _("Line"),
            lines,
            key="exp_line",
            on_change=_on_widget,
            args=("exp_line", "line", "main"),
            format_func=lambda x: _("main line") if x == "main" else _("what-if"),
        )
    line = branch if branch is not None and chosen_line == "branch" else main
    last = line.steps
    step = int(_url_value("exp_step", "step", [str(i) for i in range(last + 1)], "0"))

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
        # One widget for all the tricks (lighter than a button each); it shows the trick just
        # completed, if the current step is one.
        st.session_state["exp_trick"] = str(tricks.index(step) + 1) if step in tricks else None
        st.pills(
            _("Jump to trick:"),
            [str(n) for n in range(1, len(tricks) + 1)],
            key="exp_trick",
            on_change=_jump_to_trick,
            args=(tricks,),
            format_func=lambda n: ctx.num(int(n)),
        )
    deals = _deal_steps(line) if line.spec.id in ("pasur", "poker", "haft_khabis") else ()
    if len(deals) > 1 or (deals and line.spec.id == "pasur"):
        st.session_state["exp_deal_jump"] = str(deals.index(step) + 1) if step in deals else None
        st.pills(
            _("Jump to deal:"),
            [str(n) for n in range(1, len(deals) + 1)],
            key="exp_deal_jump",
            on_change=_jump_to_trick,
            args=(deals, "exp_deal_jump"),
            format_func=lambda n: ctx.num(int(n)),
        )

    players = _players(line.states[step])
    seats = ["all", *(str(s) for s in range(players))]
    _url_value("exp_seat", "seat", seats, "all")
    seat_choice = (
        st.segmented_control(
            _("Show the cards"),
            seats,
            key="exp_seat",
            on_change=_on_widget,
            args=("exp_seat", "seat", "all"),
            format_func=lambda s: _("all open") if s == "all" else texts.seat(ctx, int(s), players),
        )
        or "all"
    )
    state = line.states[step]
    view = state.view(None if seat_choice == "all" else int(seat_choice))

    # What the last move caused, and the cards of a trick it completed.
    events = line.events[step - 1] if step else ()
    highlight = None
    for e in events:
        if e.kind == "trick":
            played = [parse_any_card(c) for c in e.param("cards").split()]
            leader = int(e.param("leader"))
            view = dataclasses.replace(
                view, table=tuple(((leader + i) % len(view.hands), c) for i, c in enumerate(played))
            )
            highlight = parse_any_card(e.param("card"))
    pasur = line.spec.id == "pasur"
    taken_html = ""
    if pasur:
        for e in events:
            if e.kind == "lay":
                highlight = parse_any_card(e.param("card"))
            if e.kind == "capture":
                played_card = parse_any_card(e.param("card"))
                taken = [parse_any_card(c) for c in e.param("taken").split()]
                sur = next((x for x in events if x.kind == "sur"), None)
                badges = []
                if sur is not None and sur.rule_id == "pasur/sur":
                    badges.append(("sur", _("sur")))
                elif sur is not None:
                    badges.append(("blocked", _("no sur")))
                assert isinstance(played_card, Card)
                taken_html = P.capture_row_html(
                    ctx,
                    played_card,
                    [c for c in taken if isinstance(c, Card)],
                    _(
                        "Just taken by {seat}",
                        seat=texts.seat(ctx, e.param("seat"), players),
                    ),
                    badges=badges,
                    kind="pasur-sur" if badges and badges[0][0] == "sur" else "",
                )
    legal = (
        frozenset(m.card for m in state.legal_moves() if hasattr(m, "card"))
        if state.to_move not in (None, CHANCE)
        else frozenset()
    )

    marker = "branch" if line is branch else "main"
    st.html(
        f'<span class="pasur-step" data-step="{step}" data-line="{marker}" '
        f'data-last="{last}"></span>'
    )
    facts = dict(view.facts)
    if players == 3:  # three sides, written "6-6-5"
        tricks = tuple(int(x) for x in facts.get("tricks", "0-0-0").split("-") if x.isdigit())
        score = tuple(int(x) for x in (facts.get("score") or "0-0-0").split("-") if x.isdigit())
    else:
        tricks = _pair(facts.get("tricks", "0-0"))
        score = _pair(facts.get("score") or facts.get("totals") or "0-0")
    if players in (2, 3):
        sides = tuple(texts.seat(ctx, s, players) for s in range(players))
        counts = [
            (_("Tricks: {who}", who=who), ctx.num(n)) for who, n in zip(sides, tricks, strict=False)
        ]
    else:
        counts = [
            (_("Tricks, South and North"), ctx.num(tricks[0])),
            (_("Tricks, East and West"), ctx.num(tricks[1])),
        ]
    counts.append((_("Score"), " – ".join(texts.signed(ctx, v) for v in score)))
    counts_html = (
        '<div class="pasur-counts" dir="auto">'
        + "".join(
            f"<div><span>{html.escape(label)}</span><b>{html.escape(value)}</b></div>"
            for label, value in counts
        )
        + "</div>"
    )
    if pasur:
        piles_full = sum(len(p) for p in state.piles) == 52 if state.piles else False
        counts_html = (
            P.CAPTURE_CSS
            + taken_html
            + running_html(ctx, P.running_count(state), state.score, players, over=piles_full)
        )
    # Cards that lie apart from the hands: Shelem's widow and put-down cards, its two-player
    # piles. Only what this view may see is listed (hidden ones are written "?").
    apart = []
    for key, label in (
        ("widow", _("Widow")),
        ("discard", _("Put down")),
        ("piles0", _("Face-up pile tops: {who}", who=texts.seat(ctx, 0, players))),
        ("piles1", _("Face-up pile tops: {who}", who=texts.seat(ctx, 1, players))),
    ):
        # "?" is a hidden card and "-" an empty pile.
        shown = [c for c in facts.get(key, "").replace(",", " ").split() if c not in "?-"]
        if shown:
            row = row_html([parse_any_card(c) for c in shown], lang=ctx.lang, width=40)
            apart.append(f'<div class="pasur-apart"><span>{html.escape(label)}</span>{row}</div>')
    # Plain HTML (st.html) rather than Markdown or metric widgets: it is what the browser
    # redraws on every step, and the cheapest element to redraw.
    viewer = None if seat_choice == "all" else int(seat_choice)
    extras = ""
    if line.spec.id == "hokm":
        just_drew = step > 0 and type(line.moves[step - 1]).__name__ == "DrawChoice"
        extras = draw_panel(ctx, line.spec, state, viewer, just_drew) + extras_panels(
            ctx, line.spec, state, viewer
        )
    if line.spec.id == "poker":
        table = poker_table_html(ctx, state, view)
        counts_html = ""
    elif line.spec.id == "haft_khabis":
        skipped = None
        for e in events:
            if e.rule_id == "haft_khabis/ace-skips" and state.phase == "play":
                skipped = line.states[step - 1].step(int(e.param("seat")))
            if e.kind == "play":
                highlight = parse_any_card(e.param("card"))
        table = haft_khabis_table_html(
            ctx,
            state,
            view,
            calls=tak_barg_calls(line.states, line.moves, step),
            skipped=skipped,
            legal=legal,
        )
        counts_html = ""
    else:
        table = table_html(ctx, view, highlight=highlight, legal=legal)
    st.html(table + "".join(apart) + counts_html + extras)
    # Whether this view may see the hand of the player to move (all open, or his own seat).
    sees_mover = viewer is None or viewer == state.to_move
    left, right = st.columns([3, 2])
    with left:
        st.markdown("**" + _("Step {i} of {n}", i=step, n=last) + "**")
        if step:
            before = line.states[step - 1]
            move = line.moves[step - 1]
            sees_before = viewer is None or viewer == before.to_move
            if type(move).__name__ == "Discard" and not sees_before:
                # Cards put aside face down: another player sees only how many.
                what = _("puts {n} cards aside face down", n=len(getattr(move, "cards", ())))
            else:
                what = texts.move(ctx, move, before)
            st.markdown(_("{who}: {what}", who=_mover_label(before, before.to_move), what=what))
            choices = P.choices_at(before) if pasur else ()
            if choices:
                with st.expander(
                    _(
                        "Every choice {seat} had ({n})",
                        seat=_mover_label(before, before.to_move),
                        n=len(choices),
                    ),
                    expanded=len(choices) <= 8,
                ):
                    st.html(P.CAPTURE_CSS + P.choices_html(ctx, choices, move, players))
            elif before.to_move not in (None, CHANCE) and sees_before:
                options = [texts.move(ctx, m, before) for m in before.legal_moves()]
                if len(options) > 14:
                    shown = "، ".join(options[:14]) if ctx.rtl else ", ".join(options[:14])
                    options_text = shown + " …"
                else:
                    options_text = ("، " if ctx.rtl else ", ").join(options)
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
                if e.kind == "hand" and pasur and state.results:
                    result = state.results[-1]
                    st.html(P.CAPTURE_CSS + P.count_html(ctx, result, state.options))
                    st.caption(P.check_text(ctx, result))
        else:
            st.markdown(_("The start of the deal. Press ▶ or the → key to step."))
        if state.to_move not in (None, CHANCE):
            st.markdown(
                _("To play: {seat}", seat=texts.seat(ctx, int(state.to_move), _players(state)))
            )
            if line.spec.explain is not None and sees_mover:
                decision = line.spec.explain(state.view(state.to_move), state.legal_moves())
                module = type(decision.move).__module__
                advice = (
                    _(
                        "The heuristic player would play {move}: {why}",
                        move=texts.move(ctx, decision.move, state),
                        why=reasons.reason(ctx, decision, players),
                    )
                    if type(decision.move).__name__ == "Play"
                    or not module.startswith(
                        ("pasur.games.hokm", "pasur.games.poker", "pasur.games.haft_khabis")
                    )
                    else _(
                        "The heuristic player's choice: {move}; {why}",
                        move=texts.move(ctx, decision.move, state),
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
        if line.spec.id == "hokm" and state.to_move not in (None, CHANCE) and sees_mover:
            _hokm_controls(state, step, line, overrides_text, branch is not None)
        if line.spec.id == "poker" and state.to_move not in (None, CHANCE) and sees_mover:
            _poker_controls(state, step, line, overrides_text, branch is not None)
        if line.spec.id == "haft_khabis" and state.to_move not in (None, CHANCE) and sees_mover:
            _haft_khabis_controls(state, step, line, overrides_text, branch is not None)
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
                                ctx, line.spec.parse_move(state, t), state
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
                    overrides = parse_overrides(overrides_text) if branch is not None else ()
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

    params = {
        k: qp.get(k)
        for k in ("lang", "rec", "g", "o", "seed", "step", "seat", "w", "line")
        if qp.get(k)
    }
    # Plain HTML again (a code block with its copy button costs far more to redraw per step).
    st.html(
        '<p class="pasur-share">'
        + html.escape(_("This link reproduces exactly what is on screen:"))
        + ' <code class="pasur-link" dir="ltr">'
        + html.escape("/explorer?" + urlencode(params))
        + "</code></p>"
    )


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
