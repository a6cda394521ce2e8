"""Languages: gettext catalogues, Persian digits, and the direction of text.

Interface strings are marked with ``_()`` (or ``N_()`` where they are translated later) and
live in ``locales/<lang>/LC_MESSAGES/*.po``; every ``.po`` file of a language is read and
merged, so each area of the app keeps its own catalogue. The catalogues are compiled in memory
when first used: no ``.mo`` files in the repository, nothing to build before ``streamlit run``.

Babel never writes Persian digits, so every number shown goes through :func:`num` (one place).
"""

from __future__ import annotations

from functools import cache, lru_cache
from io import BytesIO
from pathlib import Path
from typing import Final

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import NullTranslations, Translations

LOCALES: Final = Path(__file__).resolve().parent.parent / "locales"
LANGS: Final = ("fa", "en")
DEFAULT_LANG: Final = "fa"
_FA_DIGITS: Final = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def N_(message: str) -> str:
    """Mark *message* for translation without translating it now."""
    return message


@cache
def translations(lang: str) -> NullTranslations:
    """All catalogues of *lang* merged into one translator (shared, read-only)."""
    folder = LOCALES / lang / "LC_MESSAGES"
    merged: NullTranslations | None = None
    for po in sorted(folder.glob("*.po")):
        with po.open("rb") as f:
            catalog = read_po(f, locale=lang)
        buf = BytesIO()
        write_mo(buf, catalog)
        buf.seek(0)
        t = Translations(fp=buf, domain="messages")
        if merged is None:
            merged = t
        else:
            assert isinstance(merged, Translations)
            merged.merge(t)
    return merged or NullTranslations()


def digits(text: str, lang: str) -> str:
    """Write the ASCII digits of *text* as Persian digits when *lang* is Persian."""
    return text.translate(_FA_DIGITS) if lang == "fa" else text


@lru_cache(maxsize=4096)
def num(value: float, lang: str, *, decimals: int | None = None) -> str:
    """A number for people: grouped, with Persian digits and separators in Persian.

    >>> num(1234.5, "fa"), num(1234.5, "en"), num(7, "fa")
    ('۱٬۲۳۴٫۵', '1,234.5', '۷')
    """
    fmt = None if decimals is None else "#,##0." + "0" * decimals if decimals else "#,##0"
    if lang == "fa":
        text = format_decimal(value, format=fmt, locale="fa", numbering_system="default")
        return text.translate(_FA_DIGITS)
    return format_decimal(value, format=fmt, locale="en")


def pct(value: float, lang: str) -> str:
    """A share from 0 to 1 as a percentage with one decimal: ``'۵۸٫۷٪'`` / ``'58.7%'``."""
    return num(value * 100, lang, decimals=1) + ("٪" if lang == "fa" else "%")


def direction(lang: str) -> str:
    return "rtl" if lang == "fa" else "ltr"


def normalize_lang(value: object) -> str | None:
    return value if isinstance(value, str) and value in LANGS else None


def lang_from_locale(locale: str | None) -> str:
    """The first language for a browser whose ``navigator.language`` is *locale*."""
    if not locale:
        return DEFAULT_LANG
    return "fa" if locale.lower().startswith("fa") else "en"
