"""The app's games: each game's UI is the package ``ui/games/<game>/`` (its screens
``lesson.py``, ``rulings.py``, ``whatif.py``, their titles in ``screens.toml``, its explorer
plug-in ``explorer.py``); :mod:`ui.screens` lists them for the sidebar and the home page, and
no page names a game to decide what to draw.

This module holds what every page asks of a game by name: what its presets are called
(:func:`preset_name`). It stays light, since the frame imports the registry on every run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pasur.options import Presets
from pasur.registry import GAMES, game_id
from ui.i18n import N_

if TYPE_CHECKING:
    from ui.frame import Ctx

OWN_RULES: Final = N_("your own rules")
"""The name of rules that are no preset."""


def preset_name(ctx: Ctx, game: str, name: str) -> str:
    """What preset *name* of *game* (an id or an alias) is called in the page's language
    (``""``: rules of the user's own). The names are the rules package's, beside the presets
    (``pasur.options.Presets``, from the game's ``options.toml``)."""
    if not name:
        return ctx.gettext(OWN_RULES)
    spec_id = game_id(game)
    presets = GAMES[spec_id].presets if spec_id else None
    if isinstance(presets, Presets) and name in presets:
        return presets.name(name, ctx.lang)
    return name.replace("_", " ")
