"""Lessons: reading ``lessons/<game>.toml``, checking it against the engine, and the lesson page.

A lesson is organised by the engine's rule ids. Each chapter lists rule ids; each rule has a
paragraph in English and Persian and, often, a worked example: a record (a file under
``lessons/<game>/examples/`` or inline), the step it is about and a caption. Nothing in a lesson
is a computed number: the example is replayed when the page is drawn and the engine's events are
shown under it.

:func:`lesson_problems` lists everything wrong with a lesson (missing texts, unknown rule ids,
examples that do not replay), so a test can keep the lesson and the engine in step.

:func:`lesson_page` draws every game's lesson the same way, chapter by chapter; what is a game's
own (its introduction, how its worked examples are drawn, the tables computed under some of its
rules) comes in the :class:`LessonHooks` of its screen ``ui/games/<game>/lesson.py``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final

import streamlit as st

from pasur.errors import PasurError
from pasur.options import Bilingual, describe_options, option_info
from pasur.protocol import GameSpec, Rule, Source
from pasur.registry import GAMES
from ui.frame import Ctx
from ui.i18n import digits
from ui.lesson_kit import ON_OFF, example_step, replay_text
from ui.lesson_kit import example_key as example_key  # the stepper's widget keys

LESSONS: Final = Path(__file__).resolve().parent.parent / "lessons"
LANGS: Final = ("en", "fa")


class LessonError(ValueError):
    """The lesson file cannot be read at all (not TOML, or not shaped like a lesson)."""


class Text(Bilingual):
    """A short text in both languages: the rules package's :class:`~pasur.options.Bilingual`,
    read by :meth:`get` as every lesson part does."""

    __slots__ = ()

    def get(self, lang: str) -> str:
        """The text in *lang*."""
        return self(lang)


NO_TEXT: Final = Text("", "")
"""The empty text (a lesson part that has none)."""


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example: a record, the moment it is about and a caption. Every example is
    played forward from the start of its record, and that moment is marked when it is reached
    (:mod:`ui.lesson_kit`)."""

    source: str
    """The file name under ``lessons/<game>/examples/``, or ``"inline"``."""
    text: str
    """The record, in any of its forms (normally the text form)."""
    step: int | None
    """The moment the example is about: the state after that many moves (``None``: the end)."""
    caption: Text


@dataclass(frozen=True, slots=True)
class Chapter:
    id: str
    title: Text
    intro: Text
    rules: tuple[str, ...] = ()
    kind: str = "rules"
    """``rules`` (a list of rule ids) or ``options`` (every table option of the game)."""
    variants: bool = False
    """Each rule also lists its options: the values, the default and which documents say what
    (``variants = true``)."""


@dataclass(frozen=True, slots=True)
class Lesson:
    game: str
    chapters: tuple[Chapter, ...]
    prose: Mapping[str, Text]
    """Rule id to its lesson paragraph."""
    examples: Mapping[str, Example]
    notes: tuple[str, ...] = ()
    """Problems found while reading (a missing file, a malformed entry)."""
    intro: Text = NO_TEXT
    """The paragraph under the lesson's title."""

    def chapter_of(self, rule_id: str) -> Chapter | None:
        return next((c for c in self.chapters if rule_id in c.rules), None)


# --- reading ---------------------------------------------------------------------------------


def _text(value: object) -> str:
    """A text from the TOML file with its line breaks and runs of spaces folded."""
    return " ".join(value.split()) if isinstance(value, str) else ""


def _pair(value: object) -> Text:
    data = value if isinstance(value, Mapping) else {}
    return Text(_text(data.get("en")), _text(data.get("fa")))


def read_lesson(data: Mapping[str, Any], examples_dir: Path) -> Lesson:
    """Build a :class:`Lesson` from parsed TOML. Never raises for content problems: they are
    collected in ``notes`` and reported by :func:`lesson_problems`."""
    notes: list[str] = []
    game = data.get("game")
    if not isinstance(game, str):
        raise LessonError("a lesson needs a 'game' string")
    chapters = []
    for i, raw in enumerate(data.get("chapters", ())):
        if not isinstance(raw, Mapping):
            notes.append(f"chapter {i + 1} is not a table")
            continue
        rules = raw.get("rules", [])
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            notes.append(f"chapter {raw.get('id')!r}: 'rules' must be a list of rule ids")
            rules = []
        chapters.append(
            Chapter(
                str(raw.get("id", f"chapter-{i + 1}")),
                _pair(raw.get("title")),
                _pair(raw.get("intro")),
                tuple(rules),
                str(raw.get("kind", "rules")),
                raw.get("variants") is True,
            )
        )
    prose: dict[str, Text] = {}
    examples: dict[str, Example] = {}
    rules_table = data.get("rules", {})
    for rule_id, entry in rules_table.items() if isinstance(rules_table, Mapping) else ():
        if not isinstance(entry, Mapping):
            notes.append(f"{rule_id}: not a table")
            continue
        prose[rule_id] = Text(_text(entry.get("en")), _text(entry.get("fa")))
        raw_example = entry.get("example")
        if raw_example is None:
            continue
        if not isinstance(raw_example, Mapping):
            notes.append(f"{rule_id}: 'example' must be a table")
            continue
        example = _read_example(rule_id, raw_example, examples_dir, notes)
        if example is not None:
            examples[rule_id] = example
    intro = _pair(data.get("intro"))
    return Lesson(game, tuple(chapters), prose, examples, tuple(notes), intro)


def _read_example(
    rule_id: str, raw: Mapping[str, Any], examples_dir: Path, notes: list[str]
) -> Example | None:
    step = raw.get("step")
    if step is not None and (not isinstance(step, int) or isinstance(step, bool)):
        notes.append(f"{rule_id}: the example's step must be a whole number")
        step = None
    caption = _pair(raw.get("caption"))
    if "record" in raw:
        return Example("inline", str(raw["record"]), step, caption)
    name = raw.get("file")
    if not isinstance(name, str) or "/" in name or "\\" in name or name.startswith("."):
        notes.append(f"{rule_id}: the example needs 'file' (a name in {examples_dir.name}/)")
        return None
    path = examples_dir / name
    if not path.is_file():
        notes.append(f"{rule_id}: example file {name} does not exist")
        return None
    return Example(name, path.read_text(encoding="utf-8"), step, caption)


def load_lesson_file(path: Path) -> Lesson:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise LessonError(f"{path.name}: {exc}") from None
    return read_lesson(data, path.with_suffix("") / "examples")


@cache
def load_lesson(game: str = "hokm") -> Lesson:
    """The lesson of *game*, read once per process."""
    return load_lesson_file(LESSONS / f"{game}.toml")


# --- checking --------------------------------------------------------------------------------


def lesson_problems(lesson: Lesson, spec: GameSpec | None = None) -> list[str]:
    """Everything that keeps *lesson* from matching its game's engine, as readable lines.

    The lesson without its introduction in either language; a rule of the engine without a
    lesson text (in either language) or outside every chapter; a rule id in the lesson that the
    engine does not have; a chapter without a title or intro; an example that does not replay,
    shows a step outside its record, or lacks a caption.
    """
    spec = spec or GAMES[lesson.game]
    known = {r.id for r in spec.rules}
    out = list(lesson.notes)
    out.extend(f"no introduction in {lang}" for lang in LANGS if not lesson.intro.get(lang))
    seen: dict[str, str] = {}
    for chapter in lesson.chapters:
        for lang in LANGS:
            if not chapter.title.get(lang):
                out.append(f"chapter {chapter.id}: no title in {lang}")
            if not chapter.intro.get(lang):
                out.append(f"chapter {chapter.id}: no introduction in {lang}")
        if chapter.kind not in ("rules", "options"):
            out.append(f"chapter {chapter.id}: unknown kind {chapter.kind!r}")
        for rule_id in chapter.rules:
            if rule_id not in known:
                out.append(f"chapter {chapter.id}: {rule_id} is not a rule of the engine")
            if rule_id in seen:
                out.append(f"{rule_id} is in two chapters ({seen[rule_id]} and {chapter.id})")
            seen[rule_id] = chapter.id
    for rule in spec.rules:
        text = lesson.prose.get(rule.id)
        for lang in LANGS:
            if text is None or not text.get(lang):
                out.append(f"{rule.id}: no lesson text in {lang}")
        if rule.id not in seen:
            out.append(f"{rule.id}: not in any chapter")
    for rule_id in lesson.prose:
        if rule_id not in known:
            out.append(f"{rule_id}: the lesson has a text for it, but the engine has no such rule")
    for rule_id, example in lesson.examples.items():
        out.extend(f"{rule_id}: {p}" for p in example_problems(example, spec.id))
    return out


def example_problems(example: Example, game: str) -> list[str]:
    out = []
    for lang in LANGS:
        if not example.caption.get(lang):
            out.append(f"the example ({example.source}) has no caption in {lang}")
    try:
        replayed = replay_text(example.text)
    except PasurError as exc:
        return [*out, f"the example ({example.source}) does not replay: {exc}"]
    if replayed.record.game != game:
        out.append(f"the example ({example.source}) is a record of {replayed.record.game}")
    step = example_step(example, replayed)
    if not 0 <= step <= len(replayed.moves):
        out.append(
            f"the example ({example.source}) shows step {step}, but its record has "
            f"{len(replayed.moves)} moves"
        )
    return out


# --- drawing ---------------------------------------------------------------------------------


def sources_text(ctx: Ctx, sources: Sequence[Source]) -> str:
    """``seed 003, lines 41-43; seed 002, line 6`` in the page's language and digits."""
    parts = []
    for s in sources:
        seed = digits(s.seed, ctx.lang)
        if s.first == s.last:
            parts.append(ctx._("seed {seed}, line {line}", seed=seed, line=s.first))
        else:
            parts.append(
                ctx._("seed {seed}, lines {first}-{last}", seed=seed, first=s.first, last=s.last)
            )
    return ("؛ " if ctx.lang == "fa" else "; ").join(parts)


LESSON_CSS: Final = """<style>
.stMainBlockContainer blockquote { border-left: none; padding-left: 0;
  border-inline-start: 3px solid #c8b99a; padding-inline-start: 12px; }
.pasur-ltrick { display: flex; flex-wrap: wrap; gap: 10px; margin: 6px 0; }
.pasur-ltrick figure { margin: 0; display: flex; flex-direction: column; align-items: center;
  gap: 2px; }
.pasur-ltrick figcaption { font-size: 0.8rem; color: #555; unicode-bidi: plaintext; }
.pasur-apart { display: flex; align-items: center; gap: 10px; margin-top: 8px; }
.pasur-apart span { font-size: 0.85rem; color: #555; unicode-bidi: plaintext; }
.pasur-lsheet { border-collapse: collapse; margin: 8px 0; min-width: 18rem; }
.pasur-lsheet th, .pasur-lsheet td { padding: 4px 12px; text-align: center;
  border-bottom: 1px solid #e0e0e0; }
.pasur-lsheet td.mid, .pasur-lsheet th.mid { border-left: 1px solid #bbb;
  border-right: 1px solid #bbb; color: #444; }
.pasur-lsheet td.mid.line { border-bottom: 3px solid #333; }
.pasur-lsheet td.total small { color: #666; }
.pasur-lsheet td.n { color: #888; font-size: 0.85rem; }
</style>"""
"""The lesson page's styles: the rule's text is a quote on the reading side; a trick is laid out
with its players' names, the cards apart from the hands each row under its label, and a score
table (a sheet, a penalty count) in ruled columns."""


def lesson_css() -> None:
    """The lesson page's own styles (drawn once per page)."""
    st.html(LESSON_CSS)


def render_rule(
    ctx: Ctx,
    lesson: Lesson,
    rule: Rule,
    *,
    example_renderer: Callable[[Ctx, Example], None],
    heading: bool = True,
    variants: GameSpec | None = None,
) -> None:
    """One rule: its title and text from the catalogue, the lesson's paragraph, the sources, the
    options that change it (with *variants*, the game's, each option's values, default and
    sources, under "where the documents differ"), and the worked example if there is one (drawn
    by *example_renderer*)."""
    if heading:
        st.markdown(f"#### {rule.title(ctx.lang)}")
    st.markdown(f"> {rule.text(ctx.lang)}")
    prose = lesson.prose.get(rule.id)
    if prose is not None and prose.get(ctx.lang):
        st.markdown(prose.get(ctx.lang))
    st.caption(ctx._("Sources: {sources}", sources=sources_text(ctx, rule.sources)))
    if rule.options:
        names = list_sep(ctx).join(f"`{name}`" for name in rule.options)
        st.caption(ctx._("Table options that change this rule: {names}", names=names))
        if variants is not None:
            render_variants(ctx, variants, rule.options)
    example = lesson.examples.get(rule.id)
    if example is not None:
        with st.expander(ctx._("Worked example"), icon=":material/playing_cards:"):
            example_renderer(ctx, example)


def list_sep(ctx: Ctx) -> str:
    return "، " if ctx.lang == "fa" else ", "


def _value_text(ctx: Ctx, value: str) -> str:
    """An option value for people: on/off translated, numbers in the page's digits, other values
    (identifiers such as ``first_ace``) as code."""
    if value in ON_OFF:
        return ctx.gettext(ON_OFF[value])
    if value.isdigit():
        return ctx.num(int(value))
    return f"`{value}`"


# --- where the documents differ ----------------------------------------------------------------


def render_variants(ctx: Ctx, spec: GameSpec, names: Sequence[str]) -> None:
    """The options of a rule, each with what it does, its values and default, why that default
    and the lines of the documents behind it: where the documents differ."""
    infos = {str(i["name"]): i for i in describe_options(spec.options_type)}
    shown = [infos[n] for n in names if n in infos]
    if not shown:
        return
    with st.expander(ctx._("Where the documents differ"), icon=":material/compare_arrows:"):
        for info in shown:
            name = str(info["name"])
            default = _value_text(ctx, str(info["default"]))
            lines = [
                f"**`{name}`** · {ctx._('default')}: {default}",
                "",
                str(info["help_fa"] if ctx.lang == "fa" else info["help_en"]),
            ]
            why = info.get("default_reason_fa") if ctx.lang == "fa" else info["default_reason"]
            if why:
                lines += ["", f"*{ctx._('Why this default:')}* {why}"]
            st.markdown("\n".join(lines))
            choices = info["choices"]
            if choices:
                values = list_sep(ctx).join(_value_text(ctx, str(c)) for c in choices)
                st.caption(ctx._("Values: {values}", values=values))
            sources = option_info(spec.options_type, name).sources
            if sources:
                st.caption(ctx._("Sources: {sources}", sources=sources_text(ctx, sources)))


# --- the options chapter ---------------------------------------------------------------------


def render_options(ctx: Ctx, spec: GameSpec) -> None:
    """Every option of *spec*: what it does, its default and why, its values and sources."""
    default_word = ctx._("default")
    why_word = ctx._("Why this default:")
    for info in describe_options(spec.options_type):
        default = _value_text(ctx, str(info["default"]))
        with st.expander(f"`{info['name']}` · {default_word}: {default}"):
            st.markdown(info["help_fa"] if ctx.lang == "fa" else info["help_en"])
            why = info.get("default_reason_fa") if ctx.lang == "fa" else info["default_reason"]
            if why:
                st.markdown(f"**{why_word}** {why}")
            choices = info["choices"]
            if choices:
                shown = list_sep(ctx).join(_value_text(ctx, str(c)) for c in choices)
                st.caption(ctx._("Values: {values}", values=shown))
            elif info["minimum"] is not None and info["maximum"] is not None:
                st.caption(
                    ctx._(
                        "A whole number from {low} to {high}.",
                        low=int(info["minimum"]),
                        high=int(info["maximum"]),
                    )
                )
            sources = option_info(spec.options_type, str(info["name"])).sources
            if sources:
                st.caption(ctx._("Sources: {sources}", sources=sources_text(ctx, sources)))


# --- the lesson page -------------------------------------------------------------------------


@dataclass(frozen=True)
class LessonHooks:
    """What a game's lesson adds to the shared lesson page (``ui/games/<game>/lesson.py``)."""

    example: Callable[[Ctx, Example], None]
    """Draws one worked example (in the rule's "Worked example" expander)."""
    after_rule: Mapping[str, Callable[[Ctx], None]] = field(default_factory=dict)
    """What is drawn after the rules it names (a table the rules package computes)."""
    after_intro: Mapping[str, Callable[[Ctx], None]] = field(default_factory=dict)
    """What is drawn after the introductions of the chapters it names."""
    css: str = ""
    """The game's own styles (a ``<style>`` element), drawn once at the top of the page."""


def lesson_screen(spec: GameSpec, hooks: LessonHooks) -> Callable[[Ctx], None]:
    """The ``page(ctx)`` of a game's lesson screen: its title (from the game's
    ``screens.toml``), the lesson's introduction, then :func:`lesson_page` over
    ``lessons/<game>.toml`` with the game's *hooks*."""

    def page(ctx: Ctx) -> None:
        from ui.screens import screen_title

        lesson = load_lesson(spec.id)
        lesson_css()
        if hooks.css:
            st.html(hooks.css)
        st.title(screen_title(ctx, spec.id, "lesson"))
        st.markdown(lesson.intro.get(ctx.lang))
        lesson_page(ctx, spec, lesson, hooks)

    return page


def lesson_page(ctx: Ctx, spec: GameSpec, lesson: Lesson, hooks: LessonHooks) -> None:
    """A lesson chapter by chapter (the chapter in the URL, ``?chapter=bidding``): a chapter
    selector, the chapter's introduction, every rule with its sources and worked example, the
    hooks' tables after the rules and introductions they name, and buttons to the chapters
    before and after."""
    chapters = {c.id: c for c in lesson.chapters}
    ids = list(chapters)
    chapter_id = _chapter_picker(ctx, spec.id, lesson)
    chapter = chapters[chapter_id]
    st.header(_chapter_label(ctx, lesson, chapter_id))
    st.markdown(chapter.intro.get(ctx.lang))
    intro_extra = hooks.after_intro.get(chapter_id)
    if intro_extra is not None:
        intro_extra(ctx)
    if chapter.kind == "options":
        render_options(ctx, spec)
    else:
        titles = " · ".join(spec.rule(r).title(ctx.lang) for r in chapter.rules)
        st.caption(ctx._("In this chapter:") + " " + titles)
        for rule_id in chapter.rules:
            st.divider()
            render_rule(
                ctx,
                lesson,
                spec.rule(rule_id),
                example_renderer=hooks.example,
                variants=spec if chapter.variants else None,
            )
            extra = hooks.after_rule.get(rule_id)
            if extra is not None:
                extra(ctx)
    st.divider()
    _chapter_buttons(ctx, spec.id, lesson, ids.index(chapter_id))


def _chapter_label(ctx: Ctx, lesson: Lesson, chapter_id: str) -> str:
    ids = [c.id for c in lesson.chapters]
    chapter = lesson.chapters[ids.index(chapter_id)]
    return ctx._("{n}. {title}", n=ids.index(chapter_id) + 1, title=chapter.title.get(ctx.lang))


def _show_chapter(game: str, chapter_id: str) -> None:
    """Make *chapter_id* the chapter shown, and put it in the URL (``?chapter=tricks``)."""
    st.session_state[f"{game}_chapter"] = chapter_id
    st.session_state[f"{game}_chapter_in_url"] = chapter_id
    st.query_params["chapter"] = chapter_id


def _step_chapter(game: str, ids: Sequence[str], delta: int) -> None:
    current = st.session_state.get(f"{game}_chapter")
    index = ids.index(current) if current in ids else 0
    _show_chapter(game, ids[max(0, min(len(ids) - 1, index + delta))])


def _chapter_picker(ctx: Ctx, game: str, lesson: Lesson) -> str:
    """The chapter selector; a link may name the chapter (``?chapter=scoring``): it wins once,
    then the selector takes over. An unknown chapter in the link shows the first."""
    ids = [c.id for c in lesson.chapters]
    key, url_key = f"{game}_chapter", f"{game}_chapter_in_url"
    in_url = st.query_params.get("chapter")
    if in_url in ids and st.session_state.get(url_key) != in_url:
        st.session_state[key] = in_url
        st.session_state[url_key] = in_url
    elif st.session_state.get(key) not in ids:
        st.session_state[key] = ids[0]
    return str(
        st.selectbox(
            ctx._("Chapter"),
            ids,
            format_func=lambda chapter_id: _chapter_label(ctx, lesson, chapter_id),
            key=key,
            on_change=lambda: _show_chapter(game, st.session_state[key]),
        )
    )


def _chapter_buttons(ctx: Ctx, game: str, lesson: Lesson, position: int) -> None:
    """ "Previous: …" and "Next: …", each where there is such a chapter."""
    ids = [c.id for c in lesson.chapters]
    back, forward = ":material/arrow_back:", ":material/arrow_forward:"
    buttons = (
        (-1, ctx._("Previous: {title}", title=_title_at(ctx, lesson, position - 1)), "prev"),
        (1, ctx._("Next: {title}", title=_title_at(ctx, lesson, position + 1)), "next"),
    )
    for column, (delta, label, name) in zip(st.columns(2), buttons, strict=True):
        if 0 <= position + delta < len(ids):
            column.button(
                label,
                key=f"{game}_chapter_{name}",
                on_click=_step_chapter,
                args=(game, ids, delta),
                icon=(forward if (delta > 0) != ctx.rtl else back),
                width="stretch",
            )


def _title_at(ctx: Ctx, lesson: Lesson, index: int) -> str:
    """The title of chapter *index* (``""`` outside the lesson)."""
    if 0 <= index < len(lesson.chapters):
        return lesson.chapters[index].title.get(ctx.lang)
    return ""
