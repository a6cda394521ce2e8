"""The deal explorer shows poker and Haft Khabis in both languages: seeded deals played by the
heuristic players, stepped to their end (the showdown with each hand's best five and category,
the pot awarded; the penalty count), what-ifs played on by the heuristic players (a raise, a
jack's suit), and an illegal bet refused with its rule."""

from __future__ import annotations

import re

import pytest
from app_kit import (
    ctx,
    explorer_table,
    html_of,
    open_chooser,
    open_explorer,
    play_what_if,
    shown_text,
    table_text,
)
from streamlit.testing.v1 import AppTest

from pasur.cards import Rank
from pasur.options import parse_options
from pasur.records import Record
from pasur.registry import GAMES
from pasur.sim import deal_rng, play
from ui import texts
from ui.explorer import Line, bot, build_line
from ui.i18n import num

POKER_SEED = 3  # four players: bets, raises to all in, a showdown
HK_SEED = 1

CATEGORY = {
    "en": {"full_house": "full house", "two_pair": "two pair", "royal_flush": "royal flush"},
    "fa": {"full_house": "فول هاوس", "two_pair": "دو جفت", "royal_flush": "فلاش سلطنتی"},
}


def seeded(game: str, seed: int, options: str = "scope:hand") -> Line:
    spec = GAMES[game]
    played = play(
        spec,
        parse_options(spec.options_type, options, spec.presets),
        [bot(spec)] * 8,
        deal_rng(game, seed, 0),
    )
    return build_line(played.record)


def page_text(at: AppTest) -> str:
    """The page's sentences and the words of its card table (seat notes, rows, chips)."""
    text = shown_text(at, "markdown", "info", "caption", "error", html=True)
    return text + "\n" + table_text(explorer_table(at))


def drawn_as(at: AppTest, game: str, lang: str) -> bool:
    """Whether the card table is drawn with *game*'s own parts: poker's board row and pot
    chip, Haft Khabis's stock, pile and direction chips (not a trick game's)."""
    _ = ctx(lang)._
    table = explorer_table(at)
    chips = [label for label, _value in table["info"]]
    if game == "poker":
        return table["rows"][0]["label"] == _("Board") and _("Pot") in chips
    return chips[:3] == [_("Stock"), _("Pile"), _("Direction")] and not table["trick"]


def go(at: AppTest, step: int) -> None:
    at.query_params["step"] = str(step)
    at.run()
    assert not at.exception, (step, at.exception)
    assert f'data-step="{step}"' in html_of(at)


# --- poker -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_seeded_poker_hand_stepped_to_its_showdown(lang: str) -> None:
    line = seeded("poker", POKER_SEED)
    at = open_explorer(lang, g="poker", o="scope:hand", seed=str(POKER_SEED))
    assert drawn_as(at, "poker", lang)
    for step in range(line.steps + 1):
        go(at, step)
    text = page_text(at)
    result = line.states[-1].results[-1]
    assert result.showdown and not result.uncontested
    # Each hand shown: its category in the page's language and its best five on the table,
    # in a row that names the seat.
    rows = explorer_table(at)["rows"]
    for seat, hand in result.showdown:
        assert CATEGORY[lang][hand.category] in text
        name = texts.seat(ctx(lang), seat, len(line.states[-1].stacks))
        (row,) = [r for r in rows if r["label"].startswith(name + " ")]
        assert CATEGORY[lang][hand.category] in row["label"]
        assert [spot["c"] for spot in row["cards"]] == [card.code for card in hand.five]
    # The pot awarded, with the amount computed by the engine.
    award = result.awards[0]
    won = num(award.shares[0], lang)
    if lang == "fa":
        assert f"{won} را می‌برد" in text or f"پات را می‌برد: {won}" in text
        assert "رو می‌کند" in text
    else:
        assert f"wins the pot of {won}" in text
        assert "shows" in text
    assert "poker/showdown" in text
    # No chip count in the sentences is negative (an all-in that ends the hand included).
    sentences = " ".join(str(i.value) for i in at.info)
    assert not re.search(r"[-−‎]+[0-9۰-۹]", sentences)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_what_if_raise_is_played_on_to_the_end_of_the_hand(lang: str) -> None:
    line = seeded("poker", POKER_SEED)
    # The first call in the line: that player faces a bet and could raise instead.
    step = next(i for i, m in enumerate(line.record.moves) if m == "call")
    state = line.states[step]
    raise_to = state.min_raise_to() + 2 * state.options.unit
    at = open_explorer(lang, g="poker", o="scope:hand", seed=str(POKER_SEED), step=str(step))
    assert at.button(key="exp_poker_bet")
    at.number_input(key=f"exp_poker_amount_{step}").set_value(raise_to).run()
    play_what_if(at, "exp_poker_bet", f"{step}:raise-{raise_to}")
    text = page_text(at)
    if lang == "fa":
        assert f"شرط را به {num(raise_to, 'fa')} می‌رساند" in text
        assert "دور هنوز تمام نشده" not in text
    else:
        assert f"raises to {raise_to}" in text
        assert "the hand is not finished" not in text
    # The heuristic players finished the hand, through the board cards still to come.
    from ui.explorer import branch_line

    token = line.record.to_token()
    branch = branch_line(token, f"{step}:raise-{raise_to}")
    assert branch.states[-1].is_terminal()


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_an_illegal_bet_is_refused_with_its_rule(lang: str) -> None:
    line = seeded("poker", POKER_SEED)
    step = next(i for i, m in enumerate(line.record.moves) if m == "call")
    state = line.states[step]
    low = state.min_raise_to()
    at = open_explorer(lang, g="poker", o="scope:hand", seed=str(POKER_SEED), step=str(step))
    at.number_input(key=f"exp_poker_amount_{step}").set_value(low - state.options.unit).run()
    at.button(key="exp_poker_bet").click().run()
    assert not at.exception, at.exception
    assert "w" not in at.query_params
    errors = " ".join(e.value for e in at.error)
    assert "poker/raise" in errors
    if lang == "fa":
        assert f"کمترین افزایش در این دور تا {num(low, 'fa')} است" in errors
        assert f"نه {num(low - state.options.unit, 'fa')}" in errors
    else:
        below = num(low - state.options.unit, "en")
        assert f"The smallest raise in this round is to {num(low, 'en')}, not {below}" in errors


def test_a_table_of_seven_names_its_players_by_number() -> None:
    line = seeded("poker", 2, "scope:hand,players:7")
    at = open_explorer("fa", g="poker", o="scope:hand,players:7", seed="2")
    go(at, line.steps)
    table = explorer_table(at)
    assert table["players"] == 7 and drawn_as(at, "poker", "fa")
    names = [seat["name"] for seat in table["seats"]]
    assert names[6] == "بازیکن ۷" and len(set(names)) == 7


# --- Haft Khabis -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_seeded_haft_khabis_deal_stepped_to_its_end(lang: str) -> None:
    line = seeded("haft_khabis", HK_SEED)
    at = open_explorer(lang, g="haft_khabis", o="scope:hand", seed=str(HK_SEED))
    for step in [*range(0, line.steps, 7), line.steps]:
        go(at, step)
        assert drawn_as(at, "haft_khabis", lang)
    text = page_text(at)
    result = line.states[-1].results[-1]
    loser = max(range(len(result.penalties)), key=lambda s: result.penalties[s])
    points = num(result.penalties[loser], lang)
    if lang == "fa":
        assert "پایانِ دور: امتیاز منفی" in text
    else:
        assert "End of the deal: penalty points" in text
    word = "امتیاز منفی" if lang == "fa" else "Penalty points"
    assert explorer_table(at)["seats"][loser]["note"] == f"{word}: {points}"  # on the loser's seat
    assert "haft_khabis/penalty-count" in text


def _jack_step(line: Line) -> int:
    for i, state in enumerate(line.states[:-1]):
        mover = state.to_move is not None and state.to_move >= 0 and state.mode == "turn"
        if mover and any(c.rank == Rank.JACK for c in state.playable()):
            return i
    raise AssertionError("no jack to play")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_jack_played_with_another_suit_in_a_what_if(lang: str) -> None:
    line = seeded("haft_khabis", HK_SEED)
    step = _jack_step(line)
    state = line.states[step]
    jack = next(c for c in state.playable() if c.rank == Rank.JACK)
    played = line.record.moves[step]
    suit = next(x for x in "CDHS" if played != f"play-{jack.code}-{x}")
    at = open_explorer(lang, g="haft_khabis", o="scope:hand", seed=str(HK_SEED), step=str(step))
    at.selectbox(key=f"exp_hk_card_{step}").set_value(jack.code).run()
    at.button_group(key=f"exp_hk_suit_{step}").set_value(suit).run()
    play_what_if(at, "exp_hk_play", f"{step}:play-{jack.code}-{suit}")
    text = page_text(at)
    names = {"en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}}
    names["fa"] = {"C": "خاج", "D": "خشت", "H": "دل", "S": "پیک"}
    called = names[lang][suit]
    if lang == "fa":
        assert f"و {called} می‌خواهد." in text
    else:
        assert f"and calls {called}." in text


def test_a_wrong_card_is_refused_with_its_rule() -> None:
    line = seeded("haft_khabis", HK_SEED)
    step = next(
        i
        for i, s in enumerate(line.states[:-1])
        if s.to_move is not None
        and s.to_move >= 0
        and s.mode == "turn"
        and any(c not in s.playable() for c in s.hands[s.to_move])
    )
    state = line.states[step]
    wrong = next(c for c in state.hands[state.to_move] if c not in state.playable())
    at = open_explorer("fa", g="haft_khabis", o="scope:hand", seed=str(HK_SEED), step=str(step))
    at.selectbox(key=f"exp_hk_card_{step}").set_value(wrong.code).run()
    at.button(key="exp_hk_play").click().run()
    errors = " ".join(e.value for e in at.error)
    assert "haft_khabis/" in errors
    assert "w" not in at.query_params


def test_record_round_trips() -> None:
    line = seeded("haft_khabis", HK_SEED)
    assert Record.from_token(line.record.to_token()).moves == line.record.moves


@pytest.mark.parametrize(("game", "preset"), [("poker", "holdem"), ("haft_khabis", "one_deck")])
def test_a_deal_from_the_options_form(game: str, preset: str) -> None:
    at = open_chooser("fa", game, preset, g="hokm", seed="1")
    at.number_input(key="exp_seed").set_value(5).run()
    at.button(key="exp_deal").click().run()
    assert not at.exception, at.exception
    spec = GAMES[game]
    options = parse_options(spec.options_type, at.query_params["o"], spec.presets)
    assert options == spec.presets[preset]
    assert at.query_params["g"] == game and at.query_params["seed"] == "5"
    assert drawn_as(at, game, "fa")
