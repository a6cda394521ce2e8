"""The app's games: for each game of ``pasur.registry``, the pages that show it and a line that
says what it is. The frame groups the sidebar by these entries and the home page leads to every
game from them; no page names a game to decide what to draw.

A new game adds one :class:`GameUI` here (its pages under ``pages/``); a page shared by every
game (the explorer) is a general page and takes the game in its URL (``?g=``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
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
    presets: Mapping[str, str] = field(default_factory=dict)
    """What each of the game's presets is called (translated at render time): the one place
    every page takes a preset's name from."""


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
        {
            "classic": N_("classic"),
            "strict": N_("strict"),
            "friendly": N_("friendly"),
            "online_room": N_("online room (seed 003)"),
            "s0b_match": N_("match of seed 000"),
            "seed_000_table": N_("seed 000's table (trump customs)"),
            "two_players": N_("two players"),
            "three_players": N_("three players"),
        },
    ),
    GameUI(
        "chahar_barg",
        N_(
            "Two to four players take cards from the table with cards that add up to eleven, "
            "or with a jack, a king or a queen; clearing the table is a sur."
        ),
        (
            _learn("pasur", N_("Learn Pasur")),
            _rulings("pasur_rulings", N_("Pasur calculators")),
            _whatif("whatif_pasur", N_("Pasur: what is a sur worth?"), ":material/insights:"),
        ),
        {
            "seed": N_("Seed 001: two players, jack sur 10, game to 62"),
            "pagat": N_("pagat's standard rules: no jack sur, no sur limit"),
            "open": N_("Open Pasur (seed 001's rules)"),
            "four_players": N_("Four players in two teams (seed 001: sur 10, game to 124)"),
            "three_players": N_("Three players (seed 001's rules)"),
        },
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
        {
            "seed_000": N_("Seed 000: the usual rules"),
            "seed_002": N_("Seed 002: the bid is scored, shelem may be declared, game to 1165"),
            "double_negative": N_("Yasa costs twice the bid, game to 1165"),
            "no_yasa": N_("No yasa: a clean sweep is 165, and 165 off the other side"),
            "two_player": N_("Two players, game to 660"),
        },
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
        {
            "classic": N_("Seed 000: game to 501"),
            "long": N_("A long game, to 1001"),
            "spades_style": N_("Spades style: the deal goes round every hand"),
        },
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
        {
            "seed": N_("seed 000's rules (two decks)"),
            "one_deck": N_("one deck"),
            "mau_mau": N_("close to Mau-Mau"),
        },
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
        {
            "documents": N_("the documents' poker (seed 000)"),
            "holdem": N_("Texas hold'em"),
            "joker": N_("the documents' poker with a joker"),
            "heads_up": N_("two players"),
        },
    ),
)
"""Every game the app shows, in the order of the home page and the sidebar."""


OWN_RULES: Final = N_("your own rules")
"""The name of rules that are no preset."""


def preset_name(gettext: Callable[[str], str], game: str, name: str) -> str:
    """What preset *name* of *game* is called (``""``: rules of the user's own)."""
    if not name:
        return gettext(OWN_RULES)
    label = next((g.presets.get(name) for g in GAME_UIS if g.game == game), None)
    return gettext(label) if label else name.replace("_", " ")


def all_pages() -> tuple[PageRef, ...]:
    """Every page of the app: the general pages, then each game's."""
    return GENERAL + tuple(p for g in GAME_UIS for p in g.pages)


def game_of_page(slug: str) -> str | None:
    """The game a page belongs to (``None`` for a general page)."""
    for g in GAME_UIS:
        if any(p.slug == slug for p in g.pages):
            return g.game
    return None
