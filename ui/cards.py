"""Playing cards drawn as SVG, generated here: nothing is fetched from outside the app.

:func:`card_svg` draws a card; ``python tools/make_cards.py`` writes all 53 (52 and a back) to
``static/cards/`` and a test keeps them in step. Pages show them as
``<img src="app/static/cards/TD.svg">`` (Streamlit serves ``static/``), so a table of 52 cards
is a few kilobytes of HTML and the browser draws each picture once from its cache; a winning or
unplayable card is marked with CSS, not with another picture. The HTML is built from card
values only (never from user text). Hands are wrapped in ``dir="ltr"`` so a Persian page does
not reverse them.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from pasur.cards import AnyCard, Card, Joker, Suit

RED: Final = "#c62828"
BLACK: Final = "#1b1b1b"


@lru_cache(maxsize=64)
def card_svg(card: AnyCard | None) -> str:
    """One card (or, for ``None``, a face-down card) as a standalone SVG document."""
    w, h = 60, 84
    width = w
    stroke, sw, opacity = "#9e9e9e", 1.2, ""
    if isinstance(card, Joker):
        color = RED if card.color == "red" else BLACK
        inner = (
            f'<text x="{w / 2}" y="30" font-size="13" font-weight="700" text-anchor="middle" '
            f'fill="{color}" font-family="DejaVu Sans, Arial, sans-serif">JOKER</text>'
            f'<text x="{w / 2}" y="64" font-size="30" text-anchor="middle" fill="{color}" '
            'font-family="DejaVu Sans, Arial, sans-serif">★</text>'
        )
        label = card.english
    elif card is None:
        inner = (
            f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="4" fill="#1f4e79"/>'
            '<path d="M5 5 L55 79 M55 5 L5 79" stroke="#5b8fc4" stroke-width="1.2"/>'
        )
        label = "face-down card"
    else:
        color = RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
        rank = card.rank.display
        size = 17 if len(rank) == 1 else 15
        inner = (
            f'<text x="6" y="21" font-size="{size}" font-weight="700" fill="{color}" '
            f'font-family="DejaVu Sans, Arial, sans-serif">{rank}</text>'
            f'<text x="7" y="37" font-size="15" fill="{color}" '
            f'font-family="DejaVu Sans, Arial, sans-serif">{card.suit.symbol}\ufe0e</text>'
            f'<text x="{w / 2 + 6}" y="{h / 2 + 22}" font-size="30" text-anchor="middle" '
            f'fill="{color}" font-family="DejaVu Sans, Arial, sans-serif">'
            f"{card.suit.symbol}\ufe0e</text>"
        )
        label = card.english
    height = round(width * h / w)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {w} {h}" role="img" aria-label="{html.escape(label)}"{opacity}>'
        f"<title>{html.escape(label)}</title>"
        f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="white" '
        f'stroke="{stroke}" stroke-width="{sw}"/>{inner}</svg>'
    )


CARD_URL: Final = "app/static/cards/{code}.svg"
CARD_CSS: Final = """
img.pasur-card { border-radius: 6px; }
img.pasur-card-win { outline: 3px solid #f9a825; outline-offset: -2px;
  box-shadow: 0 0 0 3px #f9a82566; }
img.pasur-card-dim { opacity: 0.45; }
"""
"""Styles for marked cards; the frame adds them to every page."""


def card_file(card: AnyCard | None) -> str:
    """The file name of a card's picture in ``static/cards/`` (``back`` for a face-down card)."""
    return f"{card.code if card is not None else 'back'}.svg"


def card_img(
    card: AnyCard | None,
    *,
    width: int = 60,
    highlight: bool = False,
    dim: bool = False,
    alt: str = "",
) -> str:
    """An ``<img>`` tag showing the card; *alt* is the accessible name in the page's language."""
    label = html.escape(alt or (card.english if card else "face-down card"))
    cls = (
        "pasur-card" + (" pasur-card-win" if highlight else "") + (" pasur-card-dim" if dim else "")
    )
    src = CARD_URL.format(code=card.code if card is not None else "back")
    height = round(width * 84 / 60)
    return (
        f'<img class="{cls}" src="{src}" alt="{label}" title="{label}" width="{width}" '
        f'height="{height}"/>'
    )


def card_name(card: Card, lang: str) -> str:
    return card.persian if lang == "fa" else str(card)


def row_html(
    cards: Sequence[Card | None],
    *,
    lang: str,
    width: int = 56,
    highlight: Card | None = None,
    dimmed: frozenset[Card] = frozenset(),
) -> str:
    """A left-to-right row of cards (a hand, a trick) as HTML."""
    items = "".join(
        card_img(
            c,
            width=width,
            highlight=c is not None and c == highlight,
            dim=c in dimmed if c is not None else False,
            alt=card_name(c, lang) if c is not None else "",
        )
        for c in cards
    )
    return f'<div class="pasur-cards" dir="ltr">{items}</div>'
