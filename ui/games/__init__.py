"""The app's games: each game's UI is the package ``ui/games/<game>/`` (its screens
``lesson.py``, ``rulings.py``, ``whatif.py``, their titles in ``screens.toml``, its explorer
plug-in ``explorer.py``); :mod:`ui.screens` lists them for the sidebar and the home page, and
no page names a game to decide what to draw.

This module holds what every page asks of a game by name: what its presets are called
(:func:`preset_name`). It stays light, since the frame imports the registry on every run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pasur.options import Presets
from pasur.registry import GAMES, game_id
from ui.i18n import LANGS, N_, translations

OWN_RULES: Final = N_("your own rules")
"""The name of rules that are no preset."""


def preset_name(gettext: Callable[[str], str], game: str, name: str) -> str:
    """What preset *name* of *game* (an id or an alias) is called in the language of
    *gettext* (``""``: rules of the user's own). The names are the rules package's, beside the
    presets (``pasur.options.Presets``, from the game's ``options.toml``)."""
    if not name:
        return gettext(OWN_RULES)
    spec_id = game_id(game)
    presets = GAMES[spec_id].presets if spec_id else None
    if isinstance(presets, Presets) and name in presets:
        return presets.name(name, _lang_of(gettext))
    return name.replace("_", " ")


def _lang_of(gettext: Callable[[str], str]) -> str:
    """The language a page's translator speaks (a page passes ``ctx.gettext``, one of the
    shared :func:`ui.i18n.translations`); English for any other callable."""
    return next((lang for lang in LANGS if gettext == translations(lang).gettext), "en")
