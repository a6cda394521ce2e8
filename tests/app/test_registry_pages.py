"""Every game of the registry is reachable on every generic page: the lesson page, the rulings
page and the what-if page open each game's screen (as its ``screens.toml`` lists them) in both
languages; the sidebar and the home page lead to every one of them; every old address sends the
visitor on to its generic page with the same query; and the deal explorer deals and shows every
game."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import parse_qs

import pytest
import streamlit as st
from app_kit import ROOT, open_page, qp
from streamlit.testing.v1 import AppTest

import ui.screens
from pasur.registry import GAMES
from ui.games.base import ExplorerUI, explorer_ui
from ui.screens import (
    GAME_ORDER,
    GENERAL,
    PAGES,
    Screen,
    all_games,
    old_paths,
    screen_page,
)

LANGS = ("fa", "en")
SCREENS = [s for g in all_games() for s in g.screens]


def run(page: str, lang: str, **params: str) -> AppTest:
    """*page* after a first run of the app in *lang*, with *params* set as a link inside the app
    would set them (given the time a first run of the heavier pages takes)."""
    return open_page(page, lang, timeout=90, **params)


def links(at: AppTest) -> list[tuple[str, dict[str, list[str]]]]:
    """Every page link drawn (sidebar included): its target page and its query."""
    return [(p.proto.page, parse_qs(p.proto.query_string)) for p in at.get("page_link")]


def leads_to(found: list[tuple[str, dict[str, list[str]]]], screen: Screen, lang: str) -> bool:
    return any(
        page == screen.page.slug and q.get("game") == [screen.game] and q.get("lang") == [lang]
        for page, q in found
    )


def test_every_game_has_its_screens_and_every_page_exists() -> None:
    assert sorted(GAME_ORDER) == sorted(GAMES)
    for page in (*GENERAL, *PAGES.values()):
        assert (ROOT / page.path).is_file(), page.path
    for g in all_games():
        assert g.screen("lesson") is not None, g.game  # every game has a lesson
        assert all(g.blurb[lang] for lang in LANGS)
        for s in g.screens:
            assert callable(screen_page(s.game, s.kind)), (s.game, s.kind)
            assert all(s.title[lang] for lang in LANGS)
    for old in old_paths():
        assert (ROOT / "pages" / f"{old}.py").is_file(), old
    for game in GAMES:
        assert isinstance(explorer_ui(game), ExplorerUI)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.game}-{s.kind}")
def test_every_screen_opens_on_its_generic_page(screen: Screen, lang: str) -> None:
    at = run(screen.page.path, lang, game=screen.game)
    assert at.title and at.title[0].value == screen.label(lang)
    assert qp(at, "game") == screen.game


@pytest.mark.parametrize("lang", LANGS)
def test_home_and_sidebar_lead_to_every_screen(lang: str) -> None:
    at = run("pages/home.py", lang)
    found = links(at)
    for screen in SCREENS:
        # Once on the home page's card of the game, once in the sidebar.
        assert sum(leads_to([link], screen, lang) for link in found) == 2, screen
    for g in all_games():
        assert any(p == "explorer" and q.get("g") == [g.game] for p, q in found), g.game
    names = [s.value for s in at.subheader]
    for spec in GAMES.values():
        assert (spec.name_fa if lang == "fa" else spec.name_en) in names
    sidebar = [c.value for c in at.sidebar.caption]
    for spec in GAMES.values():
        assert f"**{spec.name_fa if lang == 'fa' else spec.name_en}**" in sidebar


def test_a_generic_page_without_a_game_leads_to_every_game() -> None:
    for kind, page in PAGES.items():
        at = run(page.path, "en", game="no_such_game")
        assert at.warning, kind
        found = links(at)
        for screen in (s for s in SCREENS if s.kind == kind):
            assert leads_to(found, screen, "en"), screen


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("old", sorted(old_paths()))
def test_every_old_address_redirects_with_its_query(
    old: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The screen is a stub that names itself, so the query seen is the one the redirect sent
    # (a real screen may tidy its own parameters afterwards).
    def stub(game: str, kind: str) -> Callable[[object], None]:
        return lambda _ctx: st.title(f"{game} {kind}")

    monkeypatch.setattr(ui.screens, "screen_page", stub)
    screen = old_paths()[old]
    at = run(f"pages/{old}.py", lang, chapter="scoring", seed="7")
    assert at.title and at.title[0].value == f"{screen.game} {screen.kind}"
    assert {k: qp(at, k) for k in at.query_params} == {
        "lang": lang,
        "chapter": "scoring",
        "seed": "7",
        "game": screen.game,
    }


def test_an_old_lesson_address_opens_the_real_lesson() -> None:
    for old, screen in old_paths().items():
        if screen.kind == "lesson":
            at = run(f"pages/{old}.py", "fa", chapter="no_such_chapter")
            assert at.title[0].value == screen.label("fa")
            assert qp(at, "game") == screen.game and qp(at, "chapter") == "no_such_chapter"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_the_explorer_shows_every_game(game: str, lang: str) -> None:
    at = run("pages/explorer.py", lang, g=game, seed="3")
    assert not at.error, [e.value for e in at.error]
    html = " ".join(str(h.proto.body) for h in at.get("html"))
    assert 'class="pasur-step"' in html
    assert f"g={game}&amp;" in html  # the share link holds the game shown
    at.button(key="exp_next").click().run()
    assert not at.exception and not at.error
