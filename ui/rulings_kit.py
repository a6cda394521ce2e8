"""What every game's calculators share (no Streamlit): reading typed cards, citing a rule with
its seed lines, reading table rules in the options' short form, typed numbers, and the problems
all of them can report.

A calculator reports bad input as a :class:`~ui.problems.Problem` (a code and parameters); its
own table says its codes, and :func:`problem_text` falls back on :data:`SHARED` for the codes
every calculator shares (a card that cannot be read, the table rules' mistakes, anything
unforeseen). Nothing here knows which game it serves: each game passes its own catalogue of
rules, its options class and its table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final, TypeVar

from pasur.cards import AnyCard, Card, Joker, parse_any_card, parse_card
from pasur.errors import NotationError, OptionsError, PasurError
from pasur.messages import known_codes
from pasur.options import _coerce, option_info, option_names, parse_options
from pasur.protocol import Rule, Source
from ui.frame import Ctx
from ui.guard import md_escape
from ui.i18n import N_, digits
from ui.messages import detail_text
from ui.messages import say as say_coded
from ui.problems import Entry, Env, Problems, load_problems, quote, render, templates
from ui.problems import Problem as Problem  # the class every calculator uses, from here too
from ui.problems import sentence as sentence

T = TypeVar("T")
PAGE_CSS: Final = """<style>
/* Rule ids such as shelem/card-points stay on one line on a phone. */
[data-testid="stMarkdownContainer"] code { white-space: nowrap; }
</style>"""
"""The calculators' screens' style: rule ids (``shelem/card-points``) stay on one line on a
phone."""
CARD_TABLE_CSS: Final = """<style>
table.pk-table { border-collapse: collapse; margin: 4px 0 8px; font-variant-numeric: tabular-nums; }
table.pk-table th, table.pk-table td { padding: 3px 10px; text-align: center;
  border-bottom: 1px solid rgba(128,128,128,0.25); white-space: nowrap; }
table.pk-table th { font-weight: 600; font-size: 0.85rem; }
table.pk-table td.pk-start, table.pk-table th.pk-start { text-align: start; }
table.pk-table tr.pk-sum td { font-weight: 700; border-top: 2px solid rgba(128,128,128,0.5); }
table.pk-table tr.pk-out td { color: #b71c1c; }
table.pk-table td.pk-bar { min-width: 120px; }
</style>"""
"""The style of the poker and Haft Khabis tables (``pk-table``): counts in tabular digits, the
names' column to the start, the totals' row and the players out."""
MAX_FIELD: Final = 120
"""The longest text a card field of the poker and Haft Khabis calculators takes."""

# --- reading cards ---------------------------------------------------------------------------

_SEPARATORS: Final = re.compile(r"[,،;؛\n]")


def parse_card_list(text: str) -> tuple[Card, ...]:
    """Cards written in any notation, separated by spaces, commas or «،».

    Persian names take two or three words (``بی‌بی دل``), so words are grouped greedily. The
    word that is not part of any card is reported exactly as typed.

    Raises:
        Problem: ``bad_card`` with ``token`` (the words as typed) or ``joker``.
    """

    def bad(token: str) -> Problem:
        if token.upper() in ("BJ", "RJ") or token in ("ژوکر", "جوکر"):
            return Problem("joker", token=token)
        return Problem("bad_card", token=token)

    return tuple(_greedy(text, lambda chunk, _width: _or_none(parse_card, chunk), bad))


C = TypeVar("C", Card, AnyCard)


def _greedy(
    text: str, read: Callable[[str, int], C | None], bad: Callable[[str], Problem]
) -> list[C]:
    """The cards of *text*: each part between separators is cut into the longest chunks of
    words (three, two, then one) that *read* takes; a word no chunk starts with is *bad*."""
    out: list[C] = []
    for part in _SEPARATORS.split(text):
        words = part.split()
        i = 0
        while i < len(words):
            for width in (3, 2, 1):
                if i + width > len(words):
                    continue
                card = read(" ".join(words[i : i + width]), width)
                if card is not None:
                    out.append(card)
                    i += width
                    break
            else:
                raise bad(words[i])
    return out


def _or_none(parse: Callable[[str], C], text: str) -> C | None:
    """*parse* of *text*, or ``None`` when it is not a card in that notation."""
    try:
        return parse(text)
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


_LONE_JOKER: Final = frozenset({"JOKER", "JK", "ژوکر", "جوکر"})


def read_cards(
    text: str, field: str, *, jokers: bool = False, joker_code: str = "joker"
) -> tuple[AnyCard, ...]:
    """Cards in any notation (``7H``, ``7♥``, هفت دل; jokers ``BJ``/``RJ``/ژوکر when allowed),
    separated by spaces, commas or «،»; Persian names take two or three words.

    Raises:
        Problem: ``bad_card``, or *joker_code* for a joker where *jokers* is false (with
        ``field`` and the ``token`` as typed), or ``field_long``.
    """
    if len(text) > MAX_FIELD:
        raise Problem("field_long", field=field, max=MAX_FIELD)

    def read(chunk: str, width: int) -> AnyCard | None:
        card = _or_none(parse_any_card, chunk)
        if card is None and width == 1 and chunk.upper() in _LONE_JOKER:
            card = Joker("black")
        if isinstance(card, Joker) and not jokers:
            raise Problem(joker_code, field=field, token=chunk)
        return card

    return tuple(_greedy(text, read, lambda token: Problem("bad_card", field=field, token=token)))


_DIGITS: Final = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")


def complete_pair(
    a: int | None, b: int | None, total: int, code: str, rule_id: str = ""
) -> tuple[int, int]:
    """Two sides' counts that always add up to *total* (tricks, card points), from the one or
    two given (at least one is).

    >>> complete_pair(None, 5, 13, "tricks_sum"), complete_pair(8, 5, 13, "tricks_sum")
    ((8, 5), (8, 5))

    Raises:
        Problem: *code* (with *rule_id*) when both are given and do not add up to *total*.
    """
    if a is not None and b is not None:
        if a + b != total:
            raise Problem(code, rule_id, a=a, b=b, total=a + b)
        return a, b
    if a is None:
        assert b is not None
        return total - b, b
    return a, total - a


def parse_number(text: str, field: str) -> int | None:
    """A whole number typed in any digits (``135``, ``۱۳۵``); ``None`` when nothing is typed.

    Raises:
        Problem: ``not_number`` with the *field* and the text as typed.
    """
    clean = text.strip().translate(_DIGITS).replace("٬", "").replace(",", "")
    if not clean:
        return None
    if not re.fullmatch(r"[0-9]{1,6}", clean):
        raise Problem("not_number", field=field, token=text.strip())
    return int(clean)


def total(ctx: Ctx, value: int) -> str:
    """A running total: ``240``, ``−135`` (a sign only when it is negative; in Persian kept in
    front of the digits by a left-to-right isolate)."""
    text = ("−" if value < 0 else "") + ctx.num(abs(value))
    return "\u2066" + text + "\u2069" if ctx.rtl and value < 0 else text


def player_name(ctx: Ctx, index: int) -> str:
    """A player of a table without seats (poker, Haft Khabis): ``Player 3``."""
    return ctx._("Player {n}", n=index + 1)


def join_names(ctx: Ctx, names: Sequence[str]) -> str:
    """``Player 1, Player 2 and Player 3`` in the page's language."""
    if len(names) <= 1:
        return "".join(names)
    sep = "، " if ctx.rtl else ", "
    return sep.join(names[:-1]) + ctx._(" and ") + names[-1]


# --- rules and sources -----------------------------------------------------------------------


def source_text(ctx: Ctx, s: Source) -> str:
    seed = digits(s.seed, ctx.lang)
    if s.first == s.last:
        return ctx._("seed {seed}, line {line}", seed=seed, line=s.first)
    return ctx._("seed {seed}, lines {first}–{last}", seed=seed, first=s.first, last=s.last)


def rules_by_id(*catalogues: Sequence[Rule]) -> dict[str, Rule]:
    """The rules of *catalogues* by id."""
    return {r.id: r for rules in catalogues for r in rules}


def rule_markdown_of(
    ctx: Ctx, rules: Mapping[str, Rule], rule_id: str, *, local_digits: bool = False
) -> str:
    """The rule's title, id, text and sources as Markdown, in the page's language.

    With *local_digits*, the digits of the title and text are the page's (hands such as
    A-2-3-4-5 in a Persian rule text are read with Persian digits).
    """
    rule = rules.get(rule_id)
    if rule is None:
        return f"`{rule_id}`"
    sources = ("؛ " if ctx.lang == "fa" else "; ").join(source_text(ctx, s) for s in rule.sources)
    title, body = rule.title(ctx.lang), rule.text(ctx.lang)
    if local_digits:
        title, body = digits(title, ctx.lang), digits(body, ctx.lang)
    return (
        f"**{md_escape(title, 200)}** · `{rule.id}`  \n"
        + md_escape(body, 2000)
        + (("  \n:small[" + ctx._("Sources: {sources}", sources=sources) + "]") if sources else "")
    )


# --- table rules -----------------------------------------------------------------------------


def option_help(cls: type[Any], name: str, lang: str) -> str:
    """Option *name*'s help text of the options class *cls*, in *lang*."""
    info = option_info(cls, name)
    return info.help_fa if lang == "fa" else info.help_en


def preset_of(options: T, presets: Mapping[str, T]) -> str:
    """The name of the preset *options* are exactly, or ``""``."""
    return next((name for name, p in presets.items() if p == options), "")


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
            # Options that depend on the player count are checked when all are read.
            if not (hasattr(cls, "applies") and _value_ok(cls, name, value)):
                raise Problem("rules_value", name=name, value=value) from exc
    try:
        return parse_options(cls, text, presets)
    except OptionsError as exc:
        raise Problem("rules_conflict", detail=str(exc), error=exc) from exc


def _value_ok(cls: type[Any], name: str, value: str) -> bool:
    """Whether *value* is one of option *name*'s values, whatever the other options say."""
    try:
        v = _coerce(cls, name, value)
    except OptionsError:
        return False
    info = option_info(cls, name)
    if isinstance(v, bool):
        return True
    if isinstance(v, int):
        return (info.minimum is None or v >= info.minimum) and (
            info.maximum is None or v <= info.maximum
        )
    return not info.choices or v in info.choices


# --- the problems every calculator shares ----------------------------------------------------


def _conflict(env: Env, key: str) -> str:
    """The options' contradiction: the engine's coded message when there is one."""
    error = env.params.get("error")
    said = detail_text(env.ctx, error) if env.markdown and isinstance(error, Exception) else None
    return said or quote(env.ctx, str(env.params["detail"]), env.markdown)


def _engine(env: Env, key: str) -> str:
    return quote(env.ctx, str(env.params.get("detail", env.problem.code)), env.markdown)


SEAT_NAMES: Final = (
    N_("South"),
    N_("East"),
    N_("North"),
    N_("West"),
    N_("South and North"),
    N_("East and West"),
)
"""The seat and team names, phrased by ``ui/texts.py`` (the explorer's area); marked here too so
that the calculators' catalogue carries their Persian (the catalogues are merged on a page, so
every game's calculators find them)."""

SHARED: Final = load_problems(
    Path(__file__).with_name("problems.toml"), conflict=_conflict, engine=_engine
)
"""What the problems every calculator can report say (a calculator's own table may say a code
its own way)."""
ENGINE: Final = SHARED["engine"]
"""What "engine" and any unforeseen code say."""
MESSAGES: Final = templates(SHARED)
"""Its templates, for the catalogue (``tools/i18n.py``)."""


def coded_problem(error: PasurError, rules: Mapping[str, str]) -> Problem:
    """The rules package's coded refusal *error* as a calculator's problem: the package's own
    code and parameters (so :func:`problem_text` says the package's message in the page's
    language), citing the rule *rules* gives for the code (a ``-small`` variant, the smaller
    tables' wording, cites its base code's rule)."""
    rule = rules.get(error.code) or rules.get(error.code.removesuffix("-small"), "")
    return Problem(error.code, rule, **error.params)


def problem_text(
    ctx: Ctx,
    p: Problem,
    table: Problems,
    *,
    where: str = "",
    markdown: bool = True,
    players: int = 4,
    leader: int | None = None,
) -> str:
    """*p* as a sentence in the page's language, said by *table* or else by :data:`SHARED`
    (user text quoted and escaped; a problem inside a problem said the same way)."""

    def nested(inner: Problem) -> str:
        return problem_text(ctx, inner, table, markdown=markdown, players=players, leader=leader)

    entry: Entry | None = table.get(p.code) or SHARED.get(p.code)
    if entry is None and p.code in known_codes():
        text = sentence(say_coded(ctx, p.code, p.params, players=players))
        return f"{where}: {text}" if where else text
    env = Env(ctx, p, markdown=markdown, players=players, leader=leader, nested=nested)
    return render(env, entry or ENGINE, where)
