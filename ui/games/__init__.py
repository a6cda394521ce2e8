"""The app's games: for each game of ``pasur.registry``, the pages that show it and a line that
says what it is. The frame groups the sidebar by these entries and the home page leads to every
game from them; no page names a game to decide what to draw.

A new game adds one :class:`GameUI` here (its pages under ``pages/``); a page shared by every
game (the explorer) is a general page and takes the game in its URL (``?g=``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ui.i18n import N_


@dataclass(frozen=True)
class PageRef:
    """One page: its URL slug (the file's stem), its file, its title and its icon."""

    slug: str
    path: str
    title: str
    icon: str
    kind: str = "learn"
    """What it does: ``learn``, ``rulings`` (settle a dispute) or ``whatif`` (charts)."""


@dataclass(frozen=True)
class GameUI:
    """A game as the app shows it."""

    game: str
    """The game's id in :data:`pasur.registry.GAMES`."""
    blurb: str
    """One sentence for a newcomer (translated at render time)."""
    pages: tuple[PageRef, ...]


def _learn(slug: str, title: str) -> PageRef:
    return PageRef(slug, f"pages/{slug}.py", title, ":material/school:")


def _rulings(slug: str, title: str, icon: str = ":material/calculate:") -> PageRef:
    return PageRef(slug, f"pages/{slug}.py", title, icon, "rulings")


def _whatif(slug: str, title: str, icon: str) -> PageRef:
    return PageRef(slug, f"pages/{slug}.py", title, icon, "whatif")


GENERAL: Final = (
    PageRef("home", "pages/home.py", N_("Home"), ":material/home:"),
    PageRef("basics", "pages/basics.py", N_("Cards and suits"), ":material/playing_cards:"),
    PageRef("glossary", "pages/glossary.py", N_("Glossary"), ":material/menu_book:"),
    PageRef("explorer", "pages/explorer.py", N_("Deal explorer"), ":material/play_circle:"),
)
"""The pages about every game."""

GAME_UIS: Final = (
    GameUI(
        "hokm",
        N_(
            "Four players in two partnerships, or three or two players alone: the hakem names "
            "trump, and the first side to take seven tricks wins the hand."
        ),
        (
            _learn("hokm", N_("Learn Hokm")),
            _rulings("hokm_rulings", N_("Hokm rulings"), ":material/gavel:"),
            _whatif("whatif_hokm", N_("Hokm: which trump?"), ":material/bar_chart:"),
        ),
    ),
    GameUI(
        "pasur",
        N_(
            "Two to four players take cards from the table with cards that add up to eleven, "
            "or with a jack, a king or a queen; clearing the table is a sur."
        ),
        (
            _learn("pasur", N_("Learn Pasur")),
            _rulings("pasur_rulings", N_("Pasur calculators")),
            _whatif("whatif_pasur", N_("Pasur: what is a sur worth?"), ":material/insights:"),
        ),
    ),
    GameUI(
        "shelem",
        N_(
            "Partners bid for the points they will take; the highest bidder takes the four "
            "cards in the middle, names trump and must make the bid."
        ),
        (
            _learn("shelem", N_("Learn Shelem")),
            _rulings("shelem_rulings", N_("Shelem score sheet")),
            _whatif("whatif_shelem", N_("Shelem: how high to bid?"), ":material/show_chart:"),
        ),
    ),
    GameUI(
        "ghahve",
        N_(
            "Hokm's cousin with two jokers: every player bids the tricks he will take, spades "
            "are always trump, and each team must make its bids."
        ),
        (
            _learn("ghahve", N_("Learn Ghahve")),
            _rulings("ghahve_rulings", N_("Ghahve scores")),
            _whatif("whatif_ghahve", N_("Ghahve: bids and tricks"), ":material/bubble_chart:"),
        ),
    ),
    GameUI(
        "haft_khabis",
        N_(
            "Match the suit or the rank of the card on top and be the first to run out of "
            "cards; the special cards make a player draw, skip a turn, reverse the direction "
            "or change the suit."
        ),
        (
            _learn("haft_khabis", N_("Learn Haft Khabis")),
            _rulings("haft_khabis_rulings", N_("Haft Khabis penalty count")),
        ),
    ),
    GameUI(
        "poker",
        N_(
            "The documents' poker: two hole cards, five on the board, four rounds of betting; "
            "the best five cards win the pot."
        ),
        (
            _learn("poker", N_("Learn poker")),
            _rulings("poker_rulings", N_("Poker calculators")),
        ),
    ),
)
"""Every game the app shows, in the order of the home page and the sidebar."""


def all_pages() -> tuple[PageRef, ...]:
    """Every page of the app: the general pages, then each game's."""
    return GENERAL + tuple(p for g in GAME_UIS for p in g.pages)


def game_of_page(slug: str) -> str | None:
    """The game a page belongs to (``None`` for a general page)."""
    for g in GAME_UIS:
        if any(p.slug == slug for p in g.pages):
            return g.game
    return None
