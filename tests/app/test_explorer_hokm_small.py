"""AppTest tests of the deal explorer with Hokm for two and three players and the table
customs (issue 7), in both languages: the two-player draw step by step, a three-player hand to
its end, a trump custom, the options form and illegal choices refused by their rules."""

from __future__ import annotations

import re

import pytest
from app_kit import explorer_table, html_of, open_explorer, play_what_if, shown_text
from streamlit.testing.v1 import AppTest

from pasur.games.hokm import PRESETS
from pasur.records import Record
from ui.explorer import Line, build_line, seeded_token
from ui.i18n import num

TWO = "players:2,scope:hand"
THREE = "players:3,scope:hand"
TABLE000 = (
    "partner_middle_card:on,red_top:on,either_or:on,misdeal_policy:s0a_hakem_choice,scope:hand"
)


def line_of(options: str, seed: int = 1) -> Line:
    return build_line(Record.from_token(seeded_token("hokm", options, seed)))


def page_html(at: AppTest) -> str:
    return html_of(at, " ")


def all_text(at: AppTest) -> str:
    return shown_text(at, "markdown", "info", "caption", "error", "warning")


def step_marker(at: AppTest) -> int:
    m = re.search(r'data-step="(\d+)"', page_html(at))
    assert m
    return int(m.group(1))


def kinds_at(line: Line, step: int) -> set[str]:
    return {e.kind for e in line.events[step - 1]} if step else set()


def card_alts(html: str) -> set[str]:
    return set(re.findall(r'<img[^>]*alt="([^"]*)"', html))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_two_player_draw_stepped_to_the_first_trick(lang: str) -> None:
    line = line_of(TWO)
    first_draw = next(i + 1 for i, m in enumerate(line.moves) if type(m).__name__ == "DrawChoice")
    first_trick = line.trick_steps()[0]
    at = open_explorer(lang, g="hokm", o=TWO, seed="1", step=str(first_draw - 1))
    draw_title = "برداشتن در بازی دونفره" if lang == "fa" else "The two-player draw"
    saw = "دید:" if lang == "fa" else "saw:"
    step = first_draw - 1
    while step < first_trick:
        at.button(key="exp_next").click().run()
        assert not at.exception
        step += 1
        assert step_marker(at) == step
        html = page_html(at)
        state = line.states[step]
        if "draw" in kinds_at(line, step):
            assert draw_title in html and saw in html
            turn = state.draw_log[-1]
            assert "pasur-panel pasur-draw" in html
            # The god view shows the cards the drawer saw and the one he took.
            name = turn.taken.persian if lang == "fa" else str(turn.taken)
            assert name in card_alts(html)
        if state.phase == "draw":
            # Both cards of the last pair, or the top card, are offered to the drawer.
            assert len(state.draw_offer()) in (1, 2)
            assert "exp_draw_keep" in [b.key for b in at.button]
    assert "trick" in kinds_at(line, step)
    text = all_text(at)
    assert ("دست ۱" if lang == "fa" else "Trick 1") in text
    # Two seats, no phantom ones, South and North facing each other.
    seats = explorer_table(at)["seats"]
    assert [(s["name"], s["pos"]) for s in seats] == (
        [("جنوب", "bottom"), ("شمال", "top")]
        if lang == "fa"
        else [("South", "bottom"), ("North", "top")]
    )


def test_the_draw_panel_shows_what_the_drawer_saw_and_hides_it_from_the_other() -> None:
    line = line_of(TWO)
    step = next(
        i + 1
        for i, m in enumerate(line.moves)
        if type(m).__name__ == "DrawChoice" and line.states[i + 1].phase == "draw"
    )
    state = line.states[step]
    drawer, other = state.to_move, 1 - state.to_move
    offer = state.draw_offer()
    names = {c.code: str(c) for c in offer}
    at = open_explorer("en", g="hokm", o=TWO, seed="1", step=str(step))
    html = page_html(at)
    for c in offer:
        assert str(c) in card_alts(html)
    assert "now sees the top card" in html
    # In the drawer's own view the offer shows; in the other player's, not a trace of it.
    at.query_params["seat"] = str(drawer)
    at.run()
    assert set(names.values()) <= card_alts(page_html(at))
    at.query_params["seat"] = str(other)
    at.run()
    html = page_html(at)
    assert not set(names.values()) & card_alts(html)
    assert "you cannot see it" in html
    assert "The heuristic player" not in all_text(at)  # it would name the hidden card
    # The card the last drawer put aside unseen is shown to nobody's seat view but named in
    # the god view as unseen by him.
    turn = state.draw_log[-1]
    if turn.keep and not turn.second_seen:
        at.query_params["seat"] = str(turn.seat)
        at.run()
        assert "unseen" in page_html(at)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_draw_choice_is_played_by_button_and_the_bot_plays_on(lang: str) -> None:
    line = line_of(TWO)
    step = next(i for i, s in enumerate(line.states) if s.phase == "draw")
    actual = line.record.moves[step]
    other = "burn" if actual == "keep" else "keep"
    at = open_explorer(lang, g="hokm", o=TWO, seed="1", step=str(step))
    at.button(key=f"exp_draw_{actual}").click().run()
    assert not at.exception
    assert step_marker(at) == step + 1  # the line's own move: just a step on
    assert not at.query_params.get("w")
    at.button(key="exp_prev").click().run()
    play_what_if(at, f"exp_draw_{other}", f"{step}:{other}")
    text = all_text(at)
    assert ("دور ۱" if lang == "fa" else "Hand 1") in text  # the what-if was played to the end


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_wrong_number_of_discards_is_refused_with_its_rule(lang: str) -> None:
    line = line_of(TWO)
    step = next(i for i, s in enumerate(line.states) if s.phase == "discard")
    state = line.states[step]
    hand = state.hand(state.to_move)
    at = open_explorer(lang, g="hokm", o=TWO, seed="1", step=str(step))
    at.multiselect(key=f"exp_discard_{step}").set_value([hand[0].code]).run()
    at.button(key="exp_do_discard").click().run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert "hokm/two-player-discard" in errors
    assert ("کنار" in errors) if lang == "fa" else ("aside" in errors.lower())
    assert not at.query_params.get("w")
    n = state.discard_count(state.to_move)
    at.multiselect(key=f"exp_discard_{step}").set_value([c.code for c in hand[:n]]).run()
    at.button(key="exp_do_discard").click().run()
    assert not at.exception and not at.error
    assert step_marker(at) == step + 1


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_three_player_hand_to_its_end(lang: str) -> None:
    line = line_of(THREE)
    hand_step = next(
        i + 1 for i, evs in enumerate(line.events) if any(e.kind == "hand" for e in evs)
    )
    at = open_explorer(lang, g="hokm", o=THREE, seed="1", step=str(hand_step - 1))
    at.button(key="exp_next").click().run()
    assert not at.exception
    table = explorer_table(at)
    assert [s["pos"] for s in table["seats"]] == ["bottom", "right", "left"]
    assert all(s["team"] is None for s in table["seats"])  # no team colours without partners
    notes = [s["note"] for s in table["seats"]]
    result = next(e for e in line.events[hand_step - 1] if e.kind == "hand")
    tricks = result.param("tricks").split("-")
    text = all_text(at)
    assert len(tricks) == 3
    if lang == "en":
        sentence = next(x for x in text.splitlines() if x.startswith("Hand 1:"))
        assert ["South", "East", "West"][int(result.param("winner"))] in sentence
        assert "Team" not in text and "South and North" not in text
    else:
        assert "دور ۱" in text and "تیم" not in text
    # Each player's own tricks on his seat, in the page's digits.
    word = "دست‌ها" if lang == "fa" else "Tricks"
    assert notes == [f"{word}: {num(int(n), lang)}" for n in tricks]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_trump_red_on_the_seed_000_table(lang: str) -> None:
    at = open_explorer(lang)
    at.selectbox(key="exp_preset_hokm").set_value("seed_000_table").run()
    at.button(key="exp_deal").click().run()
    assert not at.exception and not at.error
    options = at.query_params["o"]
    options = options[0] if isinstance(options, list) else options
    line = line_of(options, int(at.query_params.get("seed", 1)))
    trump_step = next(i for i, s in enumerate(line.states) if s.phase == "trump")
    at.query_params["step"] = str(trump_step)
    at.run()
    assert "exp_do_trump-red" in [b.key for b in at.button]
    at.button(key="exp_do_trump-red").click().run()
    assert not at.exception
    html = page_html(at)
    assert "pasur-reveal" in html and "hokm/red-top" in html
    assert ("سر قرمز" in html) if lang == "fa" else ("red top" in html.lower())
    reveal = (
        build_line(Record("hokm", options, (*line.record.moves[:trump_step], "trump-red")))
        .states[-1]
        .reveal
    )
    assert reveal is not None
    for c in reveal.cards:  # every card turned up is on the page, face up
        assert (c.persian if lang == "fa" else str(c)) in card_alts(html)
    # A second custom in the same hand is refused, naming the rule.
    after = build_line(Record("hokm", options, (*line.record.moves[:trump_step], "trump-red")))
    if after.states[-1].phase == "trump":  # nothing decided: the hakem names trump himself
        at.button(key="exp_do_trump-middle").click().run()
        assert "hokm/partner-middle-card" in " ".join(e.value for e in at.error)


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("preset", ["two_players", "three_players", "seed_000_table"])
def test_presets_and_player_counts_never_give_an_options_error(lang: str, preset: str) -> None:
    at = open_explorer(lang)
    at.selectbox(key="exp_preset_hokm").set_value(preset).run()
    at.button(key="exp_deal").click().run()
    assert not at.exception and not at.error
    for players in (2, 3):
        at.selectbox(key=f"exp_opt_{preset}_players").set_value(players).run()
        labels = [w.label for w in at.selectbox] + [c.label for c in at.checkbox]
        assert "red top" not in labels and "concession" not in labels  # four-player rules
        at.button(key="exp_deal").click().run()
        assert not at.exception and not at.error, [e.value for e in at.error]
        assert f"players:{players}" in str(at.query_params["o"])
        assert len(explorer_table(at)["seats"]) == players


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_bad_option_combination_gives_a_message_not_a_traceback(lang: str) -> None:
    at = open_explorer(lang)
    at.tabs  # noqa: B018  (the paste tab is drawn with the seed tab)
    text = "game: hokm\noptions: players:3,red_top:on\nmoves: ace-0-AS\n"
    at.text_area(key="exp_paste").set_value(text).run()
    at.button(key="exp_open").click().run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert "red top" in errors
    assert ("چهارنفره" in errors) if lang == "fa" else ("four-player" in errors)
    assert at.text_area(key="exp_paste").value == text  # the input is kept
    # The same in a link's options.
    at2 = open_explorer(lang, g="hokm", o="players:2,partner_middle_card:on", seed="1")
    errors = " ".join(e.value for e in at2.error)
    assert "partner middle card" in errors and not at2.exception


def test_presets_exist() -> None:
    assert {"two_players", "three_players", "seed_000_table"} <= set(PRESETS)
