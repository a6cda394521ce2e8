"""Reference content for the basics and glossary pages: reading it, and searching the glossary.

The texts live in ``lessons/basics.toml`` and ``lessons/glossary.toml`` (long prose belongs in
content files, not in the gettext catalogues). Searching folds the spellings people type: Arabic
``ي``/``ك`` and Persian ``ی``/``ک``, the zero-width non-joiner and a space, diacritics (``کُت`` and
``کت``, ``آس`` and ``اس``), Persian and ASCII digits, and letter case.
"""

from __future__ import annotations

import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from pasur.cards import normalize_text
from pasur.protocol import Source
from ui.guard import md_escape
from ui.i18n import N_

LESSONS: Final = Path(__file__).resolve().parent.parent / "lessons"

GAME_NAMES: Final = {
    "all": N_("all games"),
    "hokm": N_("Hokm"),
    "chahar_barg": N_("Pasur (Chahar Barg)"),
    "shelem": N_("Shelem"),
    "ghahve": N_("Ghahve"),
    "haft_khabis": N_("Haft Khabis"),
    "poker": N_("Poker"),
}


def pick(value: object, lang: str) -> str:
    """The *lang* text of a ``{en = ..., fa = ...}`` table, with its line breaks folded."""
    if not isinstance(value, Mapping):
        return ""
    text = value.get("fa" if lang == "fa" else "en", "")
    return " ".join(text.split()) if isinstance(text, str) else ""


def sources_of(value: object) -> tuple[Source, ...]:
    """``[["000", 4, 7], ...]`` as sources."""
    if not isinstance(value, list):
        return ()
    return tuple(Source(str(s), int(a), int(b)) for s, a, b in value)


@cache
def load_basics() -> Mapping[str, Any]:
    with (LESSONS / "basics.toml").open("rb") as f:
        return tomllib.load(f)


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry."""

    fa: str
    en: str
    translit: str
    meaning_en: str
    meaning_fa: str
    games: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    """Other Persian spellings and words for the same thing (searched, and shown)."""

    def meaning(self, lang: str) -> str:
        return self.meaning_fa if lang == "fa" else self.meaning_en

    @property
    def name_key(self) -> str:
        """The term's own names (Persian, other spellings, English, transliteration), folded."""
        return fold(" | ".join((self.fa, *self.also, self.en, self.translit)))

    @property
    def key(self) -> str:
        """Everything a search may match, names and meanings, folded (see :func:`fold`)."""
        return self.name_key + " | " + fold(self.meaning_en + " | " + self.meaning_fa)


def read_glossary(data: Mapping[str, Any]) -> tuple[Term, ...]:
    terms = []
    for raw in data.get("terms", ()):
        meaning = raw.get("meaning", {})
        terms.append(
            Term(
                fa=str(raw["fa"]),
                en=str(raw["en"]),
                translit=str(raw.get("translit", "")),
                meaning_en=pick(meaning, "en"),
                meaning_fa=pick(meaning, "fa"),
                games=tuple(raw.get("games", ())),
                also=tuple(raw.get("also", ())),
            )
        )
    return tuple(terms)


@cache
def load_glossary() -> tuple[Term, ...]:
    with (LESSONS / "glossary.toml").open("rb") as f:
        return read_glossary(tomllib.load(f))


def fold(text: str) -> str:
    """*text* in the form searches compare: Persian spellings unified (Arabic yeh and kaf, ZWNJ),
    diacritics dropped (``آ`` becomes ``ا``, ``ā`` becomes ``a``), digits ASCII, lower case.

    >>> fold("حاكم‌كُت") == fold("حاکم کت")
    True
    >>> fold("Hākem") == fold("hakem")
    True
    """
    stripped = "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if unicodedata.category(ch) != "Mn"
    )
    return normalize_text(stripped).casefold()


def search(terms: Sequence[Term], query: str, game: str | None = None) -> list[Term]:
    """The terms that contain every word of *query* (in either language); with *game*, only the
    terms of that game (and of all games).

    Terms whose names contain the whole query come first, then terms whose names contain every
    word, then terms that match only in their meaning; glossary order within each group.
    """
    phrase = fold(query)
    words = phrase.split()
    ranked = []
    for term in terms:
        if game and game not in term.games and "all" not in term.games:
            continue
        if not all(w in term.key for w in words):
            continue
        names = term.name_key
        rank = 0 if phrase in names else 1 if all(w in names for w in words) else 2
        ranked.append((rank, term))
    return [term for _, term in sorted(ranked, key=lambda pair: pair[0])]


def escape_markdown(text: str) -> str:
    """Text typed by a user, safe to show inside ``st.markdown``: every Markdown and HTML
    character taken literally (whole, on one line; see :func:`ui.guard.md_escape`).

    >>> escape_markdown("<script>*x*</script>")
    '\\\\<script\\\\>\\\\*x\\\\*\\\\</script\\\\>'
    """
    return md_escape(text, limit=None)
