"""Every reason a bot can give for a move has a sentence in both languages."""

from __future__ import annotations

import importlib

import pytest

from pasur.records import iter_replay, start_state
from pasur.registry import GAMES
from pasur.sim import Setup, play_deal
from ui.reasons import REASON_TEXTS

BOTS = [g for g in GAMES if GAMES[g].explain is not None]


@pytest.mark.parametrize("game", BOTS)
def test_every_declared_reason_has_a_sentence(game: str) -> None:
    bot = importlib.import_module(f"pasur.games.{game}.bot")
    missing = [code for code in bot.REASONS if code not in REASON_TEXTS]
    assert not missing


@pytest.mark.parametrize("game", BOTS)
def test_reasons_given_in_play_are_declared(game: str) -> None:
    spec = GAMES[game]
    bot = importlib.import_module(f"pasur.games.{game}.bot")
    explain = spec.explain
    assert explain is not None
    seen = set()
    for i in range(6):
        record = play_deal(Setup(game, "scope:hand", ("heuristic",), 17), i).record
        _, state = start_state(record)
        for move, _, after in iter_replay(record):
            if state.to_move is not None and state.to_move >= 0:
                decision = explain(state.view(state.to_move), state.legal_moves())
                assert decision.move == move  # the record was played by this very player
                seen.add(decision.reason)
            state = after
    assert seen <= set(bot.REASONS)
    assert len(seen) >= 4


def test_the_expert_reasons_have_sentences() -> None:
    from pasur.games.hokm.search import REASONS

    assert set(REASONS) <= set(REASON_TEXTS)


def test_the_persian_catalogue_translates_every_reason() -> None:
    from ui.i18n import translations

    fa = translations("fa")
    for code, text in REASON_TEXTS.items():
        assert fa.gettext(text) != text, code
