"""The rules package's messages in the reader's language: one renderer for every code.

The package reports codes with parameters (:mod:`pasur.messages`); here the code's English
template is looked up in the gettext catalogues (it is the message id) and each parameter is
shown by its kind: a card by its name in the page's language, a number in the page's digits,
text that came from the user in quotes and escaped, so it can never become Markdown or HTML.
"""

from __future__ import annotations

from collections.abc import Mapping

from pasur.errors import PasurError
from pasur.messages import Kind, lookup
from ui import texts
from ui.frame import Ctx
from ui.guard import md_escape

SHOWN = 40
"""User text is cut to this many characters inside a message."""


def value_text(ctx: Ctx, kind: Kind, value: str, *, players: int = 4) -> str:
    """One parameter shown by its kind, safe inside Markdown."""
    if kind == "quoted":
        inner = md_escape(value, SHOWN)
        return f"«{inner}»" if ctx.lang == "fa" else f"“{inner}”"
    if kind == "name":
        return "`" + md_escape(value, SHOWN).replace("`", "") + "`"
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
        if kind == "seat":
            return texts.seat(ctx, value, players)
    except (PasurError, ValueError, KeyError, IndexError):
        return md_escape(value, SHOWN)
    return md_escape(value, 200)


def say(ctx: Ctx, code: str, params: Mapping[str, object], *, players: int = 4) -> str:
    """The message *code* with *params* in the page's language (Markdown-safe)."""
    m = lookup(code)
    values = {
        name: value_text(ctx, m.kind(name), str(params.get(name, "?")), players=players)
        for name in m.placeholders()
    }
    return ctx.gettext(m.en).format(**values)


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
