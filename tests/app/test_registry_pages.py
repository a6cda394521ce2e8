"""Every game of the registry is reachable on every generic page: the home page and the sidebar
lead to it, and the deal explorer deals and shows it, in both languages."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest
from streamlit.testing.v1 import AppTest

from pasur.registry import GAMES
from ui.games import GAME_UIS, all_pages
from ui.games.base import ExplorerUI, explorer_ui

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")


def run(page: str, lang: str, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_every_game_has_its_pages_and_every_page_exists() -> None:
    assert [g.game for g in GAME_UIS] == sorted(GAMES, key=[g.game for g in GAME_UIS].index)
    assert {g.game for g in GAME_UIS} == set(GAMES)
    for page in all_pages():
        assert (ROOT / page.path).is_file(), page.path
        assert page.slug == Path(page.path).stem
    for game in GAMES:
        assert isinstance(explorer_ui(game), ExplorerUI)
    for g in GAME_UIS:  # every preset has its one name, and names only presets
        assert set(g.presets) == set(GAMES[g.game].presets), g.game


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_home_leads_to_every_game(lang: str) -> None:
    at = run("pages/home.py", lang)
    links = [(p.proto.page, parse_qs(p.proto.query_string)) for p in at.get("page_link")]
    for game in GAME_UIS:
        for page in game.pages:
            assert any(target == page.slug for target, _q in links), page.slug
        assert any(target == "explorer" and q.get("g") == [game.game] for target, q in links), (
            game.game
        )
    names = [s.value for s in at.subheader]
    for game in GAMES.values():
        assert (game.name_fa if lang == "fa" else game.name_en) in names


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_explorer_shows_every_game(game: str, lang: str) -> None:
    at = run("pages/explorer.py", lang, g=game, seed="3")
    assert not at.error, [e.value for e in at.error]
    html = " ".join(str(h.proto.body) for h in at.get("html"))
    assert 'class="pasur-step"' in html
    assert f"g={game}&amp;" in html  # the share link holds the game shown
    at.button(key="exp_next").click().run()
    assert not at.exception and not at.error
