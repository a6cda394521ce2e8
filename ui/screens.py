"""The generic pages: one lesson page, one rulings page and one what-if page serve every game.

A game's screens are modules of its UI package, found by this convention:

* ``ui/games/<game>/lesson.py``, ``rulings.py``, ``whatif.py``: each defines ``page(ctx)``, which
  draws everything under the frame (its title included);
* ``ui/games/<game>/screens.toml``: the home page's sentence about the game (``blurb``) and, for
  each screen it has, the title in both languages and the page's address before the pages were
  made generic (``old_path``).

``pages/lesson.py``, ``pages/rulings.py`` and ``pages/whatif.py`` are :func:`run_screen` of their
kind; the game comes from ``?game=`` (an older id such as ``pasur`` is read as its game). Each old
address (``/hokm_rulings?…``) is a page file that :func:`redirect` sends on to the generic page
with the same query and the game added, so links already shared keep opening the same state.

This is also the app's page registry: :data:`GENERAL` (home, basics, glossary, explorer), the
generic :data:`PAGES`, and the games in :data:`GAME_ORDER` (the registry's). The frame
(``ui.frame.build_pages``) registers every page and old address from it, the sidebar and the
home page lead to each game's screens with :func:`screen_links`, and a screen takes its title
from :func:`screen_title`. It imports no game's screens: :func:`screen_page` imports the one a
run draws.
"""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal, cast

import streamlit as st

from pasur.registry import GAMES, game_id
from ui.i18n import LANGS, N_

if TYPE_CHECKING:
    from ui.frame import Ctx

Kind = Literal["lesson", "rulings", "whatif"]
KINDS: Final[tuple[Kind, ...]] = ("lesson", "rulings", "whatif")

GAME_ORDER: Final = tuple(GAMES)
"""The games of the app, in the order of the home page and the sidebar: the registry's order
(:data:`pasur.registry.GAMES`), so a new game is one entry there."""

FOLDER: Final = Path(__file__).resolve().parent / "games"


@dataclass(frozen=True)
class KindPage:
    """A page of the app: its file, its icon and its title (marked with ``N_``); for a generic
    page, what it is called when the link names no game."""

    path: str
    icon: str
    title: str

    @property
    def slug(self) -> str:
        """The page's URL path: its file's stem (``pages/lesson.py`` is ``/lesson``)."""
        return Path(self.path).stem


PAGES: Final[Mapping[Kind, KindPage]] = {
    "lesson": KindPage("pages/lesson.py", ":material/school:", N_("Lessons")),
    "rulings": KindPage("pages/rulings.py", ":material/gavel:", N_("Rulings and calculators")),
    "whatif": KindPage("pages/whatif.py", ":material/bar_chart:", N_("What-if charts")),
}

GENERAL: Final = (
    KindPage("pages/home.py", ":material/home:", N_("Home")),
    KindPage("pages/basics.py", ":material/playing_cards:", N_("Cards and suits")),
    KindPage("pages/glossary.py", ":material/menu_book:", N_("Glossary")),
    KindPage("pages/play.py", ":material/stadia_controller:", N_("Play")),
    KindPage("pages/explorer.py", ":material/play_circle:", N_("Deal explorer")),
)
"""The pages about every game, home first."""

EXPLORER: Final = GENERAL[-1]
"""The deal explorer: every game, the game in its URL (``?g=``)."""


@dataclass(frozen=True)
class Screen:
    """One screen of one game."""

    game: str
    kind: Kind
    title: Mapping[str, str]
    """The title by language."""
    old_path: str = ""
    """The page's URL slug before the pages were generic (``hokm_rulings``); ``""`` for a screen
    that came after them."""

    def label(self, lang: str) -> str:
        """The title in *lang* (English for a language the file lacks)."""
        return self.title.get(lang) or self.title["en"]

    @property
    def page(self) -> KindPage:
        """The generic page that shows this screen (with ``?game=``)."""
        return PAGES[self.kind]


@dataclass(frozen=True)
class GameScreens:
    """What the app shows of a game: a sentence about it and its screens."""

    game: str
    blurb: Mapping[str, str]
    screens: tuple[Screen, ...]

    def screen(self, kind: str) -> Screen | None:
        """The game's screen of *kind*, if it has one."""
        return next((s for s in self.screens if s.kind == kind), None)


class ScreensError(ValueError):
    """A game's ``screens.toml`` is missing or malformed (a fault of the app, found by tests)."""


def _texts(data: object, where: str) -> dict[str, str]:
    if not isinstance(data, dict) or any(not isinstance(data.get(lang), str) for lang in LANGS):
        raise ScreensError(f"{where}: needs a text in each of {', '.join(LANGS)}")
    return {lang: str(data[lang]) for lang in LANGS}


@cache
def game_screens(game: str) -> GameScreens:
    """The screens of *game* (an id), read from its ``screens.toml`` once per process."""
    path = FOLDER / game / "screens.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScreensError(f"{path}: {exc}") from None
    screens = []
    for kind in KINDS:
        entry = data.get(kind)
        if entry is None:
            continue
        if not isinstance(entry, dict) or not isinstance(entry.get("old_path", ""), str):
            raise ScreensError(f"{path}: [{kind}] needs a title (and an old_path, if any, as text)")
        title = _texts(entry.get("title"), f"{path} [{kind}]")
        screens.append(Screen(game, kind, title, entry.get("old_path", "")))
    return GameScreens(game, _texts(data.get("blurb"), f"{path} blurb"), tuple(screens))


def all_games() -> tuple[GameScreens, ...]:
    """Every game of the app, in :data:`GAME_ORDER`."""
    return tuple(game_screens(g) for g in GAME_ORDER)


def screens_of_kind(kind: str) -> tuple[Screen, ...]:
    """The screens of *kind*, one a game that has one."""
    return tuple(s for g in all_games() if (s := g.screen(kind)) is not None)


def screen_title(ctx: Ctx, game: str, kind: Kind) -> str:
    """The title of *game*'s screen of *kind* in the page's language (its ``screens.toml``)."""
    screen = game_screens(game).screen(kind)
    return screen.label(ctx.lang) if screen is not None else ctx._(PAGES[kind].title)


def screen_page(game: str, kind: Kind) -> Callable[..., None]:
    """The function that draws *game*'s screen of *kind*: ``page`` in ``ui.games.<game>.<kind>``."""
    module = importlib.import_module(f"ui.games.{game}.{kind}")
    return cast(Callable[..., None], module.page)


def old_paths() -> dict[str, Screen]:
    """Every old page address (``hokm_rulings``) and the screen it now opens. Each has its page
    file, ``pages/<old address>.py``, a call of :func:`redirect`."""
    return {s.old_path: s for g in all_games() for s in g.screens if s.old_path}


def query_to(game: str, lang: str) -> dict[str, str]:
    """The query of a link to one of *game*'s screens: the language and the game."""
    return {"lang": lang, "game": game}


def screen_links(ctx: Ctx, game: GameScreens) -> None:
    """A link to each of *game*'s screens, titled in the page's language (the sidebar and the
    home page draw these)."""
    for screen in game.screens:
        st.page_link(
            screen.page.path,
            label=screen.label(ctx.lang),
            icon=screen.page.icon,
            query_params=query_to(game.game, ctx.lang),
        )


def game_of_url(kind: str) -> str | None:
    """The game of this run's ``?game=`` if it has a screen of *kind* (``None`` otherwise)."""
    raw = st.query_params.get("game")
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    game = game_id(raw)  # an id of the registry, so one of GAME_ORDER, or None
    if game is None:
        return None
    return game if game_screens(game).screen(kind) is not None else None


def run_screen(kind: Kind) -> None:
    """The body of the generic page of *kind*: the frame, then the game's screen, or a way to
    every game's screen of this kind when the link names none (or no game that has one)."""
    from ui.frame import frame, game_name

    ctx = frame()
    game = game_of_url(kind)
    if game is None:
        st.title(ctx._(PAGES[kind].title))
        raw = st.query_params.get("game")
        if raw:
            st.warning(ctx._("This link names no game with this page; choose one below."))
        for s in screens_of_kind(kind):
            st.page_link(
                PAGES[kind].path,
                label=f"{game_name(ctx, s.game)}: {s.label(ctx.lang)}",
                icon=PAGES[kind].icon,
                query_params=query_to(s.game, ctx.lang),
            )
        return
    if st.query_params.get("game") != game:
        st.query_params["game"] = game  # an older id (``pasur``) is written as the game's id
    screen_page(game, kind)(ctx)


def redirect(old_path: str) -> None:
    """Send an old address (``/hokm_rulings?…``) on to its generic page, the query kept (a
    repeated parameter with all its values) and the game added."""
    screen = old_paths()[old_path]
    params: dict[str, str | list[str]] = {k: st.query_params.get_all(k) for k in st.query_params}
    params["game"] = screen.game
    st.switch_page(screen.page.path, query_params=params)
