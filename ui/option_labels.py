"""What an option is called on a page, from the option's own description in both languages.

Every option of every game carries a description in English and Persian (``option(en=…,
fa=…)`` in ``pasur/games/<game>/options.py``); its first sentence names the option well enough
to label a widget, and the whole description is the widget's help. So a panel of any game's
options needs no label table of its own, and a Persian page never shows an option's identifier.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ui.frame import Ctx

LABEL_MAX: Final = 90
_SENTENCE_END: Final = re.compile(r"(?<=[.!?؟])\s|[;؛]\s")


def option_label(ctx: Ctx, info: dict[str, Any]) -> str:
    """The first sentence of the option's description in the page's language, or its question
    before a colon (cut at a word when long), without its full stop.

    >>> from ui.frame import Ctx
    >>> option_label(Ctx("en", str), {"help_en": "Chips each player starts with. More.",
    ...                               "help_fa": "پول هر بازیکن. بیشتر.", "name": "chips"})
    'Chips each player starts with'
    """
    text = str(info["help_fa"] if ctx.lang == "fa" else info["help_en"]).strip()
    if not text:
        return str(info["name"]).replace("_", " ")
    first = _SENTENCE_END.split(text, maxsplit=1)[0].rstrip(" .")
    # "How the first hakem is chosen: the first ace …": the question before the colon names the
    # option (when it is more than a word or two: "Two players: how …" keeps its answer).
    question, colon, _answer = first.partition(":")
    if colon and len(question.split()) >= 3:
        first = question
    if first.count("(") > first.count(")"):  # cut inside a parenthesis: leave it out
        first = first[: first.rfind("(")].rstrip(" ,،")
    if len(first) > LABEL_MAX:
        first = first[:LABEL_MAX].rsplit(" ", 1)[0] + "…"
    return first
