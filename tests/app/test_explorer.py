"""AppTest tests of the deal explorer, in both languages."""

from __future__ import annotations

import app_kit
import pytest
from app_kit import ROOT, explorer_table, html_of, open_chooser, play_what_if, shown_text
from streamlit.testing.v1 import AppTest

from pasur.records import Record, load_record

SEED003 = load_record((ROOT / "examples/hokm/seed003-trick.txt").read_text(encoding="utf-8"))


def open_explorer(lang: str, **params: str) -> AppTest:
    return app_kit.open_explorer(lang, timeout=60, **params)


def step_marker(at: AppTest) -> str:
    html = html_of(at, " ")
    start = html.index('data-step="') + len('data-step="')
    return html[start : html.index('"', start)]


def all_text(at: AppTest) -> str:
    return shown_text(at, "markdown", "info", "caption", "error", "warning")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_explorer_renders_a_seeded_deal(lang: str) -> None:
    at = open_explorer(lang, seed="3")
    assert step_marker(at) == "0"
    table = explorer_table(at)
    assert len(table["seats"]) == 4 and table["lang"] == lang and table["rtl"] == (lang == "fa")
    assert [label for label, _value in table["info"]] == (
        ["دست‌ها", "امتیاز"] if lang == "fa" else ["Tricks", "Score"]
    )


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_next_button_steps_and_updates_the_url(lang: str) -> None:
    at = open_explorer(lang, seed="3")
    at.button(key="exp_next").click().run()
    at.button(key="exp_next").click().run()
    assert step_marker(at) == "2"
    assert at.query_params["step"] == ["2"] or at.query_params["step"] == "2"
    at.button(key="exp_prev").click().run()
    assert step_marker(at) == "1"


def test_seed003_trick_is_ruled_for_the_third_player() -> None:
    at = open_explorer("en", rec=SEED003.to_token(), step=str(len(SEED003.moves)))
    text = all_text(at)
    assert "Trick 1: North wins with 2♥" in text
    assert "spades were led and 2♥ is the only trump played" in text
    assert "hokm/trick-winner" in text


def test_seed003_trick_in_persian_uses_persian_names_and_digits() -> None:
    at = open_explorer("fa", rec=SEED003.to_token(), step=str(len(SEED003.moves)))
    text = all_text(at)
    assert "دو دل" in text
    assert "دست ۱" in text


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_broken_share_token_shows_a_message_not_a_traceback(lang: str) -> None:
    at = open_explorer(lang, rec="p1brokenbrokenbroken")
    assert at.error, "a broken token must be explained"
    assert not at.exception


def test_step_beyond_the_end_is_clamped() -> None:
    at = open_explorer("en", rec=SEED003.to_token(), step="999")
    assert step_marker(at) == "0"


def test_what_if_branch_and_abandon() -> None:
    at = open_explorer("en", rec=SEED003.to_token(), step="5")  # seat 1 to follow 9♠
    at.selectbox(key="exp_alt").set_value("5S").run()
    play_what_if(at, "exp_play_alt", "5:5S")
    text = all_text(at)
    assert "main line" in text and "what-if" in text
    at.button(key="exp_back_main").click().run()
    html = " ".join(str(h.proto.body) for h in at.get("html"))
    assert 'data-line="main"' in html


def test_illegal_what_if_in_the_url_is_explained() -> None:
    at = open_explorer("en", rec=SEED003.to_token(), step="5", w="5:AH")
    assert at.warning
    assert not at.exception


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_pasting_a_bad_record_keeps_the_text(lang: str) -> None:
    at = open_chooser(lang, seed="1")
    bad = "game: hokm\nmoves: ace-0-AS deck-notatoken"
    at.text_area(key="exp_paste").set_value(bad).run()
    at.button(key="exp_open").click().run()
    assert at.text_area(key="exp_paste").value == bad
    assert at.error


def test_pasting_an_illegal_record_names_the_rule() -> None:
    moves = list(SEED003.moves)
    moves[5] = "AH"  # seat 1 holds spades, so a heart breaks follow-suit... or is not held
    bad = Record(SEED003.game, SEED003.options, tuple(moves))
    at = open_chooser("en", seed="1")
    at.text_area(key="exp_paste").set_value(bad.to_text()).run()
    at.button(key="exp_open").click().run()
    assert "rule" in " ".join(e.value for e in at.error)


def test_a_shared_link_opens_on_the_table_and_the_chooser_opens_on_request() -> None:
    at = open_explorer("en", rec=SEED003.to_token())
    assert not at.text_area  # the chooser is not drawn for a shared deal
    at.checkbox(key="exp_choose").check().run()
    assert at.text_area(key="exp_paste") is not None


def test_jump_to_trick() -> None:
    at = open_explorer("en", seed="3")
    at.pills(key="exp_trick").set_value("2").run()
    marker = step_marker(at)
    assert int(marker) == 4 + 8  # the draw, shuffle, cut and trump, then two tricks of four


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_unreadable_url_values_are_named_in_the_pages_language(lang: str) -> None:
    """A value longer than the bound, or one the deal has no place for, starts from its usual
    value and the notice under the title names it (in Persian on a Persian page)."""
    at = open_explorer(lang, seed="3", step="9" * 30_000, seat="7")
    assert not at.exception and not at.error
    assert step_marker(at) == "0"
    notice = " ".join(str(w.value) for w in at.warning)
    assert "`step`" in notice and "`seat`" in notice
    assert ("بخشی از این پیوند" in notice) if lang == "fa" else ("could not be read" in notice)


def test_an_older_game_id_opens_chahar_barg() -> None:
    at = open_explorer("en", g="pasur", seed="2")
    assert not at.exception and not at.error and not at.warning
    assert len(explorer_table(at)["seats"]) == 2  # Pasur's table of two, drawn as Pasur's
    assert explorer_table(at)["rows"][0]["pick"]
    at.checkbox(key="exp_choose").check().run()
    assert at.selectbox(key="exp_game").value == "chahar_barg"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_options_panel_speaks_the_pages_language(lang: str) -> None:
    at = open_explorer(lang)
    labels = {w.label for w in at.selectbox} | {c.label for c in at.checkbox}
    if lang == "fa":
        assert "«سر قرمز»" in labels and "تعیین حاکم اول" in labels
        players = at.selectbox(key="exp_opt_classic_players")
        assert "چهار نفر، در دو تیم" in players.options
    else:
        assert "«Sar-e ghermez» (red top)" in labels and "How the first hakem is chosen" in labels


def question_text(at: AppTest) -> str:
    """The line that states the what-if question a chart's link came from ('' when none)."""
    return "\n".join(str(i.value) for i in at.info if "“" in i.value or "«" in i.value)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_chart_link_states_its_question_and_opens_at_its_moment(lang: str) -> None:
    from ui.games.hokm.whatif import SCREEN
    from ui.screens import game_screens
    from ui.whatif import moment_step

    token = SEED003.to_token()
    at_step = moment_step(token, SCREEN.moment)
    assert SEED003.moves[at_step].startswith("trump-")  # the hakem names trump at that step
    at = open_explorer(lang, rec=token, step=str(at_step), ask="hokm")
    assert not at.exception and not at.error and not at.warning
    assert step_marker(at) == str(at_step)
    stated = question_text(at)
    screen = game_screens("hokm").screen("whatif")
    assert screen is not None and screen.label(lang) in stated
    if lang == "fa":
        assert f"قدم {app_kit.ctx('fa').num(at_step)}" in stated and "حاکم حکم را" in stated
    else:
        assert f"step {at_step}, where the hakem names trump" in stated
    assert not [b for b in at.button if b.key == "exp_ask_back"]
    # Stepped away, the question stays stated, with a button back to its moment.
    at.button(key="exp_next").click().run()
    assert step_marker(at) == str(at_step + 1) and question_text(at) == stated
    at.button(key="exp_ask_back").click().run()
    assert step_marker(at) == str(at_step) and app_kit.qp(at, "step") == str(at_step)


@pytest.mark.parametrize("ask", ["", "bridge", "poker", "hokm\u202e", "x" * 5000, "%00"])
def test_an_unknown_or_broken_question_is_ignored(ask: str) -> None:
    """A value that names no question of this deal's game (none, no game, another game's, a
    garbled or over-long one) leaves the page as without it: no line, no message."""
    at = open_explorer("en", rec=SEED003.to_token(), step="3", ask=ask)
    assert not at.exception and not at.error and not at.warning
    assert question_text(at) == "" and step_marker(at) == "3"
    assert explorer_table(at)["seats"]
