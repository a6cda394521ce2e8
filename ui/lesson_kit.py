"""What the lesson pages share: a worked example replayed, its caption, and the stepper over it.

Every game's lesson screen (``ui/games/<game>/lesson.py``) and the shared example drawers
(:mod:`ui.lesson_table`, :mod:`ui.lesson_boards`) draw their worked examples with these pieces:

* :func:`replay_text` replays an example's record (once per process), :func:`open_example` shows
  "This example cannot be replayed" when it does not replay, and otherwise the caption and the
  table options of the record;
* :func:`render_stepped_example` draws an example the reader plays forward from the start of its
  record: ◀, a slider over the record's steps and ▶ (each disabled at its end), a button that
  plays to the moment the example is about, the step's number, what the step did, that moment
  marked when it is reached, the table at the step, and a link that opens the record at that step
  in the deal explorer. What is a game's own comes in a :class:`Stepper`: the first word of the
  widgets' keys, the sentences of a step and what draws the table at a step. Every game's lesson
  draws its examples with it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

import streamlit as st

from pasur.errors import PasurError
from pasur.protocol import Event
from pasur.records import Record, iter_replay, load_record, start_state
from pasur.registry import GAMES
from ui.frame import Ctx
from ui.i18n import N_

if TYPE_CHECKING:
    from ui.lessons import Example

EXPLORER_GAMES: Final = tuple(GAMES)
"""The games the deal explorer (``pages/explorer.py``) offers: every game of the registry. A
lesson links its examples to the explorer for these games."""

ON_OFF: Final = {"on": N_("on"), "off": N_("off")}
"""An on/off option's two values, as the page says them."""


# --- replaying examples --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Replayed:
    """An example replayed: every state, every move and the events each move caused."""

    record: Record
    states: tuple[Any, ...]
    moves: tuple[Any, ...]
    events: tuple[tuple[int, Event], ...]
    """(move number, starting at 1, event) for every event of the record."""


@lru_cache(maxsize=128)
def replay_text(text: str) -> Replayed:
    """Replay a record given in any form. Raises :class:`PasurError` if it does not replay."""
    record = load_record(text)
    spec, state = start_state(record)
    states = [state]
    moves = []
    events: list[tuple[int, Event]] = []
    for number, (move, _, after) in enumerate(iter_replay(record), start=1):
        events.extend((number, e) for e in spec.events(states[-1], move, after))
        states.append(after)
        moves.append(move)
    return Replayed(record, tuple(states), tuple(moves), tuple(events))


def example_step(example: Example, replayed: Replayed) -> int:
    """The moment the example is about (its step, or the last state when none is given)."""
    return len(replayed.moves) if example.step is None else example.step


def shown_step(example: Example, replayed: Replayed) -> int:
    """:func:`example_step`, kept within the record (a lesson's step past the end shows the
    end)."""
    return max(0, min(example_step(example, replayed), len(replayed.moves)))


def example_key(example: Example) -> str:
    """A key for an example's stepper, the same on every run (two rules may show one record)."""
    ident = f"{example.source}/{example.step}/{example.caption.en}".encode()
    return hashlib.sha1(ident).hexdigest()[:10]


# --- an example's caption ------------------------------------------------------------------


def options_text(ctx: Ctx, options: str) -> str:
    """A record's table options as code spans: on/off in the page's language, numbers in its
    digits."""
    if not options:
        return ""
    parts = []
    for item in options.split(","):
        name, _sep, value = item.partition(":")
        if value in ON_OFF:
            value = ctx.gettext(ON_OFF[value])
        elif value.isdigit():
            value = ctx.num(int(value))
        parts.append(f"`{name}: {value}`")  # one code span: one left-to-right run
    return ("، " if ctx.rtl else ", ").join(parts)


def open_example(ctx: Ctx, example: Example, *, options: bool = True) -> Replayed | None:
    """The example replayed, after its caption and (with *options*) the table options of its
    record; ``None``, after saying so, when the record does not replay."""
    try:
        replayed = replay_text(example.text)
    except PasurError as exc:
        st.error(ctx._("This example cannot be replayed: {error}", error=str(exc)))
        return None
    st.markdown(example.caption.get(ctx.lang))
    shown = options_text(ctx, replayed.record.options) if options else ""
    if shown:
        st.caption(ctx._("Table options in this example: {options}", options=shown))
    return replayed


def explorer_link(ctx: Ctx, record: Record, step: int) -> None:
    """A link that opens *record* at *step* in the deal explorer, if the explorer shows its
    game."""
    if record.game not in EXPLORER_GAMES:
        return
    st.page_link(
        "pages/explorer.py",
        label=ctx._("Open in the deal explorer"),
        icon=":material/play_circle:",
        query_params={"lang": ctx.lang, "rec": record.to_token(), "step": str(step)},
    )


# --- the stepper ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stepper:
    """What one game's stepper draws of its own."""

    prefix: str
    """The first word of the widgets' keys: ``{prefix}_lstep_<key>`` is the slider (and the
    step in the session state), ``_lprev_``, ``_lnext_`` and ``_lmoment_`` the buttons and
    ``_lbar_`` the bar that holds ◀, the slider and ▶."""
    lines: Callable[[Ctx, Replayed, int], Sequence[str]]
    """What the move of a step did: one Markdown line each (escaped), drawn as a list. Called
    for steps from 1 on: the stepper itself says what step 0, the start, is."""
    table: Callable[[Ctx, Replayed, int], None]
    """Draws the table at a step and what goes under it (the count, the plays allowed)."""
    options: bool = True
    """The table options of the record are shown under the caption."""


def bar_css(prefix: str) -> str:
    """The style that keeps the ◀ slider ▶ bar left to right on a Persian page, as the slider
    itself runs (step 0 on the left), the way the deal explorer's bar does."""
    return (
        f'<style>\n[class*="st-key-{prefix}_lbar_"] {{ direction: ltr; unicode-bidi: isolate; }}'
        "\n</style>"
    )


def _step_by(key: str, delta: int, last: int) -> None:
    st.session_state[key] = max(0, min(last, int(st.session_state.get(key, 0)) + delta))


def _step_to(key: str, step: int) -> None:
    st.session_state[key] = step


def render_stepped_example(ctx: Ctx, example: Example, stepper: Stepper) -> None:
    """A worked example the reader plays forward: its caption, the table options, then the
    stepper (:func:`example_stepper`), opening at the start of the record."""
    if open_example(ctx, example, options=stepper.options) is not None:
        example_stepper(ctx, example, stepper)


def stepped(stepper: Stepper) -> Callable[[Ctx, Example], None]:
    """The drawer of a lesson's worked examples, every one stepped through with *stepper*
    (:func:`render_stepped_example`): what a game's :class:`~ui.lessons.LessonHooks` names."""

    def draw(ctx: Ctx, example: Example) -> None:
        render_stepped_example(ctx, example, stepper)

    return draw


@st.fragment
def example_stepper(ctx: Ctx, example: Example, stepper: Stepper) -> None:
    """The example played forward from its start (a fragment: stepping redraws only this
    example): the bar (:func:`_step_bar`), the step's number, what the step did, in sentences,
    where the step stands to the moment the example is about (:func:`_moment_note`), the table
    and a link to the explorer.

    The example opens at step 0, the start of the deal, and not at the moment it is about: the
    reader sees the deal come to that moment, and ▶ has somewhere to go."""
    key = example_key(example)
    replayed = replay_text(example.text)
    last = len(replayed.moves)
    step_key = f"{stepper.prefix}_lstep_{key}"
    if step_key not in st.session_state:
        st.session_state[step_key] = 0
    step = int(st.session_state[step_key])
    moment = shown_step(example, replayed)
    _step_bar(ctx, stepper.prefix, key, step, last)
    _moment_button(ctx, f"{stepper.prefix}_lmoment_{key}", step_key, step, moment)
    st.markdown("**" + ctx._("Step {i} of {n}", i=step, n=last) + "**")
    lines = (
        stepper.lines(ctx, replayed, step)
        if step
        else [ctx._("The start: nobody has dealt yet. Press ▶ to step through the record.")]
    )
    if lines:
        st.markdown("\n".join(f"- {line}" for line in lines))
    _moment_note(ctx, step, moment)
    stepper.table(ctx, replayed, step)
    explorer_link(ctx, replayed.record, step)


def _step_bar(ctx: Ctx, prefix: str, key: str, step: int, last: int) -> None:
    """◀, a slider over the record's steps and ▶, left to right in both languages; ◀ is
    disabled at the start and ▶ at the end, where they would do nothing."""
    _ = ctx._
    step_key = f"{prefix}_lstep_{key}"
    st.html(bar_css(prefix))
    bar = st.container(horizontal=True, vertical_alignment="center", key=f"{prefix}_lbar_{key}")
    bar.button(
        "◀",
        key=f"{prefix}_lprev_{key}",
        on_click=_step_by,
        args=(step_key, -1, last),
        help=_("Previous step"),
        disabled=step == 0,
    )
    bar.select_slider(
        _("Step"),
        options=list(range(last + 1)),
        key=step_key,
        format_func=ctx.num,
        label_visibility="collapsed",
    )
    bar.button(
        "▶",
        key=f"{prefix}_lnext_{key}",
        on_click=_step_by,
        args=(step_key, 1, last),
        help=_("Next step"),
        disabled=step == last,
        type="primary",
    )


def _moment_button(ctx: Ctx, key: str, step_key: str, step: int, moment: int) -> None:
    """The button that plays on to the moment the example is about (or, past it, goes back
    there); disabled at that moment."""
    past = step > moment
    st.button(
        (
            ctx._("Back to the moment (step {n})", n=moment)
            if past
            else ctx._("Play to the moment (step {n})", n=moment)
        ),
        key=key,
        on_click=_step_to,
        args=(step_key, moment),
        icon=":material/fast_rewind:" if past else ":material/fast_forward:",
        help=ctx._("The moment this example is about"),
        disabled=step == moment,
    )


def _moment_note(ctx: Ctx, step: int, moment: int) -> None:
    """Where *step* stands to *moment*, the one the example is about: before it, that it is
    still to come; at it, the moment marked; after it, where it was."""
    if step < moment:
        st.caption(
            ctx._(
                "The moment this example is about comes at step {n}: watch for what the "
                "caption above describes.",
                n=moment,
            )
        )
    elif step == moment:
        st.success(
            ctx._(
                "Step {n} is the moment this example is about: the caption above describes "
                "what happens here.",
                n=moment,
            ),
            icon=":material/flag:",
        )
    else:
        st.caption(
            ctx._(
                "The moment this example is about was step {n}; the record plays on from there.",
                n=moment,
            )
        )
