"""AppTest tests of the what-if screens (``pages/whatif.py?game=…``) of every game: both
languages, the charts, the sample-deal link, bad card input explained (never a traceback), the
inputs kept in the URL, Stop, and an old address sent on to the generic page.

The screens honour ``n=`` in the URL (any count from 10 to 20,000 hands), so these tests simulate
only a few dozen hands each. Run this file on its own: it is slow.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qs

import pytest
from app_kit import APP, open_page, qp, text_of
from streamlit.testing.v1 import AppTest

from pasur.cards import parse_cards
from pasur.games.hokm.whatif import hokm_trump_setups
from pasur.records import Record, replay
from pasur.sim import play_deal
from ui import simrun
from ui.explorer import build_line
from ui.screens import game_screens

WHATIF = "pages/whatif.py"
HOKM, SHELEM, GHAHVE, PASUR = "hokm", "shelem", "ghahve", "chahar_barg"
HAFT, POKER = "haft_khabis", "poker"
SCREENS = (HOKM, SHELEM, GHAHVE, PASUR, HAFT, POKER)
TIMEOUT = 120  # a first run starts the process pool and imports plotly; CI has two cores
PERSIAN_DIGIT = re.compile(r"[۰-۹]")
PERSIAN_LETTER = re.compile(r"[\u0600-\u06FF]")
PREFIX = {HOKM: "wh", SHELEM: "ws", GHAHVE: "wg", PASUR: "wp", HAFT: "whk", POKER: "wk"}


def title(game: str, lang: str) -> str:
    screen = game_screens(game).screen("whatif")
    assert screen is not None
    return screen.label(lang)


def open_screen(game: str, lang: str, **params: str) -> AppTest:
    """*game*'s what-if screen in *lang*, playing 20 hands unless the params say otherwise."""
    return open_page(WHATIF, lang, timeout=TIMEOUT, **{"n": "20", "game": game, **params})


def figures(at: AppTest) -> list[dict[str, Any]]:
    return [json.loads(el.proto.spec) for el in at.get("plotly_chart")]


def picks_of(at: AppTest) -> list[str]:
    """The pick ids in the charts' points (what a click on a point selects)."""
    return [
        row[0]
        for fig in figures(at)
        for trace in fig["data"]
        if isinstance(trace.get("customdata"), list)
        for row in trace["customdata"]
        if row and row[0]
    ]


def explorer_links(at: AppTest) -> list[dict[str, list[str]]]:
    return [
        parse_qs(p.proto.query_string)
        for p in at.get("page_link")
        if p.proto.page == "explorer" and "rec=" in p.proto.query_string
    ]


# --- every screen, both languages --------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game", SCREENS)
def test_screen_draws_charts_and_a_sample_link(game: str, lang: str) -> None:
    at = open_screen(game, lang)
    assert at.title[0].value == title(game, lang)
    assert qp(at, "game") == game
    assert not at.error
    figs = figures(at)
    assert figs, "no chart"
    links = explorer_links(at)
    assert len(links) == 1
    query = links[0]
    assert query["lang"] == [lang]
    record = Record.from_token(query["rec"][0])
    assert record.game == game
    assert len(replay(record)) == len(record.moves) + 1
    captions = " ".join(c.value for c in at.caption)
    if lang == "fa":
        assert PERSIAN_DIGIT.search(captions)  # "۲۰ دور"
        layout = figs[0]["layout"]
        assert layout["yaxis"]["side"] == "right"
        assert all(PERSIAN_LETTER.search(fig["layout"]["title"]["text"]) for fig in figs)
        assert all(not re.search(r"[0-9]", t) for t in layout["yaxis"]["ticktext"])
    else:
        assert "20" in captions
        assert not PERSIAN_LETTER.search(figs[0]["layout"]["title"]["text"])


@pytest.mark.parametrize("game", [HOKM, SHELEM, GHAHVE, HAFT, POKER])
def test_the_sample_box_chooses_the_deal_behind_a_point(game: str) -> None:
    at = open_screen(game, "en")
    key = f"{PREFIX[game]}_sample"
    labels = at.selectbox(key=key).options
    deals = [re.findall(r"\(deal (\d+)\)", label) for label in labels]
    assert all(deals), labels
    first = explorer_links(at)[0]["rec"][0]
    other = next(i for i, d in enumerate(deals) if d != deals[0])
    at.selectbox(key=key).select_index(other).run()
    assert not at.exception
    assert explorer_links(at)[0]["rec"][0] != first
    # What a click on a point selects: the pick id in its customdata is a choice of the box.
    picks = picks_of(at)
    assert picks
    for pick in (picks[0], picks[-1]):
        at.selectbox(key=key).set_value(pick).run()
        assert not at.exception
        assert at.selectbox(key=key).value == pick


@pytest.mark.parametrize("game", SCREENS)
def test_the_sample_link_opens_at_the_moment_the_question_is_about(game: str) -> None:
    """The link (and a click on a chart's point, which follows it) names the question and
    opens the deal at the move that made the first of the screen's moment events."""
    from ui.whatif import screen_of

    at = open_screen(game, "en")
    query = explorer_links(at)[0]
    assert query["ask"] == [game]
    screen = screen_of(game)
    assert screen is not None and screen.moment and screen.moment_text
    step = int(query["step"][0])
    line = build_line(Record.from_token(query["rec"][0]))
    kinds = [{e.kind for e in events} for events in line.events]
    first = next(i for i, k in enumerate(kinds) if k & set(screen.moment))
    assert step == first


def test_hokm_link_opens_the_deal_that_the_setup_plays() -> None:
    at = open_screen(HOKM, "en", cards="AS.KS.QS.JS.TS")
    token = explorer_links(at)[0]["rec"][0]
    record = Record.from_token(token)
    setups = hokm_trump_setups("", parse_cards("AS KS QS JS TS"), 1)
    # The first sample of the first trump (clubs): the deal the simulation played there.
    candidates = {
        play_deal(setup, i).record.to_token() for setup in setups.values() for i in range(20)
    }
    assert record.to_token() in candidates


def test_overall_view_of_hokm() -> None:
    at = open_screen(HOKM, "fa", view="overall")
    assert not at.error
    figs = figures(at)
    assert len(figs) == 1
    assert len(figs[0]["data"][0]["x"]) == 3
    assert explorer_links(at)
    assert qp(at, "cards") is None


# --- bad input -------------------------------------------------------------------------------

BAD_HANDS = [
    (HOKM, "AS KS XX QS JS", "en", "“XX” is not a card"),
    (HOKM, "AS KS XX QS JS", "fa", "«XX» برگ نیست"),
    (HOKM, "AS AS KS QS JS", "en", "A♠ is written twice"),
    (HOKM, "AS AS KS QS JS", "fa", "آس پیک دو بار نوشته شده است"),
    (HOKM, "AS KS", "en", "The hakem's first packet has 5 cards; you wrote 2."),
    (HOKM, "AS KS", "fa", "بستهٔ اول حاکم ۵ برگ است؛ شما ۲ برگ نوشته‌اید."),
    (HOKM, "", "en", "Write the hakem's first five cards."),
    (HOKM, "AS KS QS JS BJ", "en", "“BJ” is a joker"),
    (SHELEM, "AS KS QS", "en", "A Shelem hand has 12 cards; you wrote 3."),
    (SHELEM, "آس پیک، شاه پیک، بی‌بی پیک", "fa", "دست شلم ۱۲ برگ است؛ شما ۳ برگ نوشته‌اید."),
    (SHELEM, "AS KS QS JS TS 9S 8S 7S 6S 5S 4S <b>x</b>", "en", "is not a card"),
]


@pytest.mark.parametrize(("game", "text", "lang", "message"), BAD_HANDS)
def test_bad_cards_are_explained(game: str, text: str, lang: str, message: str) -> None:
    at = open_screen(game, lang)
    at.text_input(key=f"{PREFIX[game]}_cards").set_value(text).run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert message in errors.replace("\\", "")
    assert "<b>" not in errors
    assert not at.get("plotly_chart")
    assert not explorer_links(at)


def test_a_bad_link_falls_back_to_defaults() -> None:
    at = open_screen(GHAHVE, "en", p="nobody", max_bid="99", seed="x", n="999999999")
    assert not at.exception and not at.error
    assert at.selectbox(key="wg_p").value in ("baseline", "heuristic")
    assert at.get("plotly_chart")


# --- the URL ---------------------------------------------------------------------------------


def test_hokm_inputs_come_from_the_link_and_go_back_to_it() -> None:
    at = open_screen(HOKM, "en", cards="AS.KS.QS.JS.TS", p="baseline", modes="1", seed="7")
    assert at.text_input(key="wh_cards").value == "AS KS QS JS TS"
    assert at.selectbox(key="wh_p").value == "baseline"
    assert at.toggle(key="wh_modes").value is True
    figs = figures(at)
    # Special modes on: seven contracts.
    assert len(figs[0]["data"][0]["x"]) == 7
    assert qp(at, "cards") == "AS.KS.QS.JS.TS"
    assert qp(at, "seed") == "7"


def test_persian_card_names_are_read_and_written_to_the_url() -> None:
    at = open_screen(HOKM, "fa")
    at.text_input(key="wh_cards").set_value("آس پیک، ده دل، دو خاج، شاه خشت، سه پیک").run()
    assert not at.exception and not at.error
    assert qp(at, "cards") == "AS.TH.2C.KD.3S"


def test_random_hand_button_draws_a_hand_into_the_box_and_the_url() -> None:
    at = open_screen(SHELEM, "en")
    before = at.text_input(key="ws_cards").value
    at.button(key="ws_random").click().run()
    assert not at.exception and not at.error
    after = at.text_input(key="ws_cards").value
    assert after != before
    assert len(after.split()) == 12
    assert qp(at, "cards") == ".".join(after.split())


def test_shelem_scoring_options_change_the_best_bid_without_playing_again() -> None:
    at = open_screen(SHELEM, "en", made_score="bid")
    assert qp(at, "made_score") == "bid"
    assert "Best expected score" in text_of(at)
    assert not [c for c in at.caption if "whatever the bid" in c.value]
    at.selectbox(key="ws_made_score").set_value("taken").run()
    assert [c for c in at.caption if "whatever the bid" in c.value]
    assert qp(at, "made_score") is None


def test_random_hands_mode_has_no_card_box() -> None:
    at = open_screen(SHELEM, "fa", hand="random")
    assert not at.text_input
    assert at.get("plotly_chart")
    assert "دست‌های تصادفی" in " ".join(c.value for c in at.caption)


# --- stopping --------------------------------------------------------------------------------


def test_a_stopped_run_shows_what_was_played_and_continues() -> None:
    n = 24  # a count no other test uses: nothing of it is cached yet
    cards = parse_cards("AH KH QH 9S 4D")
    setups = hokm_trump_setups("", cards, 1, "heuristic")
    job = simrun.Job(tuple(setups.values()), n)
    have: list[list[Any]] = [[] for _ in job.setups]
    simrun.play_rounds(simrun.Job(job.setups, 10), have, None, lambda: None)
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.query_params["lang"] = "en"
    at.run()
    at.query_params["n"] = str(n)
    at.query_params["game"] = HOKM
    at.session_state["_wh_run_stopped"] = job.key
    at.session_state["_wh_run_partial"] = simrun.Partial(job.key, have)
    at.switch_page(WHATIF).run()
    assert not at.exception
    assert "Stopped after 10 of 24 hands" in text_of(at)
    assert "10 hands per trump" in text_of(at)
    at.button(key="wh_run_continue").click().run()
    assert not at.exception
    assert "Stopped" not in text_of(at)
    assert "24 hands per trump" in text_of(at)


# --- Pasur ------------------------------------------------------------------------------------


def test_pasur_sample_box_opens_the_hand_behind_a_point() -> None:
    at = open_screen(PASUR, "en")
    key = "wp_sample"
    labels = at.selectbox(key=key).options
    assert all(re.search(r"\(hand \d+\)$", label) for label in labels), labels
    assert any(label.startswith("the dealer, last to play") for label in labels)
    ids = set(picks_of(at))
    first = explorer_links(at)[0]["rec"][0]
    changed = False
    for pick in sorted(ids):  # every point's pick id is a choice of the box
        at.selectbox(key=key).set_value(pick).run()
        assert not at.exception
        assert at.selectbox(key=key).value == pick
        changed = changed or explorer_links(at)[0]["rec"][0] != first
    assert changed and len(ids) > 5


def test_pasur_three_players_and_pagat_rules_from_the_link() -> None:
    at = open_screen(PASUR, "fa", players="3", rules="pagat", p="baseline", seed="5")
    assert not at.error
    assert at.radio(key="wp_players").value == "3"
    assert at.selectbox(key="wp_rules").value == "pagat"
    assert at.selectbox(key="wp_p").value == "baseline"
    figs = {fig["layout"]["title"]["text"].strip("\u2067\u2069"): fig for fig in figures(at)}
    margin = figs["جای نشستن به سود کیست"]
    assert len(margin["data"][0]["x"]) == 3  # first, second, the dealer
    assert qp(at, "players") == "3" and qp(at, "rules") == "pagat" and qp(at, "seed") == "5"
    record = Record.from_token(explorer_links(at)[0]["rec"][0])
    assert record.game == "chahar_barg" and "players:3" in record.options
    assert "jack_sur_points:0" in record.options and "scope:hand" in record.options
    text = text_of(at)
    assert "پخش‌کننده" in text and PERSIAN_DIGIT.search(text)


def test_pasur_four_players_count_teams() -> None:
    at = open_screen(PASUR, "en", players="4")
    assert not at.exception and not at.error
    split = figures(at)[0]
    assert list(split["data"][0]["x"]) == [
        "the first player's team",
        "the dealer's team, last to play",
    ]
    assert "the dealer's team scores" in text_of(at)


def test_pasur_bad_link_falls_back_to_defaults() -> None:
    at = open_screen(PASUR, "en", players="9", rules="house", p="nobody")
    assert not at.exception and not at.error
    assert at.radio(key="wp_players").value == "2"
    assert at.selectbox(key="wp_rules").value == "seed"
    assert at.selectbox(key="wp_p").value == "heuristic"
    assert qp(at, "players") is None and qp(at, "rules") is None
    assert len(figures(at)) == 5


def test_seed_zero_is_a_seed() -> None:
    at = open_screen(GHAHVE, "en", seed="0")
    assert at.number_input(key="wg_seed").value == 0
    assert qp(at, "seed") == "0"


# --- Haft Khabis and poker --------------------------------------------------------------------


def test_haft_khabis_compares_the_table_sizes_in_both_languages() -> None:
    at = open_screen(HAFT, "en", rules="one_deck", p="baseline")
    assert not at.error
    out, penalty = figures(at)
    assert [t["name"] for t in out["data"]] == [f"{k} players" for k in (2, 3, 4, 5, 6)]
    assert len(out["data"][2]["x"]) == 4 and len(penalty["data"][4]["x"]) == 6
    assert "At a table of 4, the player after the dealer goes out first" in text_of(at)
    record = Record.from_token(explorer_links(at)[0]["rec"][0])
    assert record.game == HAFT and "decks:1" in record.options and "scope:hand" in record.options
    assert qp(at, "rules") == "one_deck" and qp(at, "p") == "baseline"
    fa = open_screen(HAFT, "fa", rules="one_deck", p="baseline")
    assert fa.title[0].value == "هفت خبیث: جای نشستن فرقی می‌کند؟"
    assert "سر میز ۴ نفره" in text_of(fa)
    assert fa.selectbox(key="whk_rules").value == "one_deck"
    labels = fa.selectbox(key="whk_sample").options
    assert labels and all(PERSIAN_DIGIT.search(label) for label in labels)


def test_poker_counts_every_seat_against_the_opponents_chosen() -> None:
    at = open_screen(POKER, "en", opp="1", rules="holdem")
    assert not at.error
    assert at.radio(key="wk_opp").value == "1"
    assert at.selectbox(key="wk_rules").value == "holdem"
    rates, chips = figures(at)
    assert chips["data"][0]["x"] == rates["data"][0]["x"]
    assert [t["name"] for t in rates["data"]] == [
        "comes out ahead",
        "reaches the showdown",
        "wins at the showdown",
    ]
    assert "20 hands against 1 opponents" in text_of(at)
    record = Record.from_token(explorer_links(at)[0]["rec"][0])
    assert record.game == POKER and "players:2" in record.options
    assert "hand_rule:best_five_of_seven" in record.options
    fa = open_screen(POKER, "fa", opp="1", rules="holdem")
    assert "در برابر ۱ حریف" in text_of(fa)
    assert all(PERSIAN_LETTER.search(x) for x in figures(fa)[0]["data"][0]["x"])


def test_poker_bad_link_falls_back_to_defaults() -> None:
    at = open_screen(POKER, "en", opp="12", rules="joker", p="nobody")
    assert not at.exception and not at.error
    assert at.radio(key="wk_opp").value == "3"
    assert at.selectbox(key="wk_rules").value == "documents"
    assert qp(at, "opp") is None and qp(at, "rules") is None
    assert len(figures(at)) == 2


# --- the old addresses ------------------------------------------------------------------------


def test_an_old_address_opens_the_generic_screen_with_its_query() -> None:
    at = open_page("pages/whatif_hokm.py", "en", timeout=TIMEOUT, n="20", cards="AS.KS.QS.JS.TS")
    assert at.title[0].value == title(HOKM, "en")
    assert qp(at, "game") == HOKM and qp(at, "cards") == "AS.KS.QS.JS.TS"
    assert at.text_input(key="wh_cards").value == "AS KS QS JS TS"


# --- the first answer at once ------------------------------------------------------------------


@pytest.mark.parametrize(("game", "prefix"), [("hokm", "wh"), ("ghahve", "wg")])
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_long_run_draws_its_first_answer_with_the_hands_so_far(
    monkeypatch: pytest.MonkeyPatch, game: str, prefix: str, lang: str
) -> None:
    monkeypatch.setenv("PASUR_WHATIF_FIRST", "0.05")
    at = open_screen(game, lang, n="19999", seed="77")
    assert not at.exception
    (bar,) = at.get("progress")
    assert bar.proto.value < 100
    text = bar.proto.text
    if lang == "en":
        assert text.startswith("Played")
    else:
        assert "بازی شد" in text and re.search("[۰-۹]", text) and not re.search("[0-9]", text)
    assert at.get("plotly_chart"), "a first chart, before the hands are all played"
    assert at.button(key=f"{prefix}_run_stop")
