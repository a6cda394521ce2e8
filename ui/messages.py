"""The rules package's messages in the reader's language: one renderer for every code.

The package reports codes with parameters (:mod:`pasur.messages`); here the code's English
template is looked up in the gettext catalogues (it is the message id) and each parameter is
shown by its kind: a card by its name in the page's language, a number in the page's digits,
text that came from the user in quotes and escaped, so it can never become Markdown or HTML.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from pasur.errors import PasurError
from pasur.messages import AND, Kind, Terms, addends, joined, lookup
from ui import texts
from ui.frame import Ctx
from ui.guard import md_escape

SHOWN = 40
"""User text is cut to this many characters inside a message."""
_IDENTIFIERS = re.compile(r"[a-z0-9_]+(, [a-z0-9_]+)*")
"""An identifier of the package, or a list of them (``known: bam, target_points``)."""


def value_text(ctx: Ctx, kind: Kind | Terms, value: str, *, players: int = 4) -> str:
    """One parameter shown by its kind, safe inside Markdown."""
    # Only what may come from outside (text a user typed, a malformed value) is escaped: the
    # package's own words (terms, identifiers, names of cards and seats) are shown as they are,
    # so a page that escapes the whole sentence again (the lessons) shows no backslashes.
    if not isinstance(kind, str):
        return ctx.gettext(kind[value]) if value in kind else md_escape(value)
    if kind == "quoted":
        inner = md_escape(value, SHOWN)
        return f"«{inner}»" if ctx.lang == "fa" else f"“{inner}”"
    if kind == "name":  # an identifier (an option, a preset): its words, quoted
        words = value.replace("_", " ")
        inner = words if _IDENTIFIERS.fullmatch(value) else md_escape(words, 200)
        return f"«{inner}»" if ctx.lang == "fa" else f"“{inner}”"
    if kind == "int":
        try:
            return ctx.num(int(value)) if len(value) <= 18 else md_escape(value, SHOWN)
        except ValueError:
            return md_escape(value, SHOWN)
    try:
        if kind == "card":
            return texts.card(ctx, value)
        if kind == "cards":
            return texts.cards_list(ctx, value.split())
        if kind == "suit":
            return texts.suit(ctx, value)
        if kind == "suit_one":
            return texts.one_of_suit(ctx, value)
        if kind == "contract":
            return texts.contract(ctx, value)
        if kind == "seat":
            return texts.seat(ctx, value, players)
        if kind == "seats":
            return seats_text(ctx, value, players)
        if kind == "sum":
            return sum_text(ctx, value)
        if kind == "team":
            return texts.team(ctx, value)
        if kind == "side":
            return texts.side(ctx, value, players)
        if kind == "score":
            return texts.score(ctx, value) if value.count("-") == 1 else texts.dashes(ctx, value)
        if kind == "dashes":
            return texts.dashes(ctx, value)
        if kind == "signed":
            return texts.signed(ctx, int(value))
    except (PasurError, ValueError, KeyError, IndexError):
        return md_escape(value, SHOWN)
    return md_escape(value, 200)


def seats_text(ctx: Ctx, value: str, players: int = 4) -> str:
    """Seats given as numbers (``"0 2 3"``) as a list of names: ``South, North and West`` /
    «جنوب، شمال و غرب» (the joining word is the translated :data:`pasur.messages.AND`)."""
    names = [texts.seat(ctx, s, players) for s in value.split()[:SHOWN]]
    return joined(names, ctx.gettext(lookup(AND).en), "، " if ctx.rtl else ", ")


def sum_text(ctx: Ctx, value: str) -> str:
    """Numbers to add (``"6 3 2"``) as their sum, ``6 + 3 + 2 = 11``, in the page's digits; in
    a Persian sentence the sum is isolated left to right, as Persian writes arithmetic, so it
    reads ``۶ + ۳ + ۲ = ۱۱`` however the sentence around it runs."""
    numbers = addends(value)
    if numbers is None:
        return md_escape(value, SHOWN)
    text = " + ".join(ctx.num(n) for n in numbers) + " = " + ctx.num(sum(numbers))
    return "\u2066" + text + "\u2069" if ctx.rtl else text


def say(ctx: Ctx, code: str, params: Mapping[str, object], *, players: int = 4) -> str:
    """The message *code* with *params* in the page's language (Markdown-safe)."""
    m = lookup(code)
    values = {
        name: value_text(ctx, m.kind(name), str(params.get(name, "?")), players=players)
        for name in m.placeholders()
    }
    text = ctx.gettext(m.en).format(**values)
    return text[:1].upper() + text[1:] if ctx.lang == "en" else text


def coded_error(exc: BaseException) -> PasurError | None:
    """*exc*, or the error it was raised from, where it carries a message code."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, PasurError) and seen.code:
            return seen
        seen = seen.__cause__
    return None


def detail_text(ctx: Ctx, exc: BaseException, *, players: int = 4) -> str | None:
    """What is wrong, in the page's language: the coded message of *exc* (or of the error it
    was raised from); an uncoded error's English text on an English page; ``None`` on a
    Persian page, which never shows an English sentence."""
    coded = coded_error(exc)
    if coded is not None:
        return say(ctx, coded.code, coded.params, players=players)
    if ctx.lang == "en":
        return md_escape(str(exc), 200)
    return None
