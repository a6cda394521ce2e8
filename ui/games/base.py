"""What a game adds to the shared pages: the hooks of its explorer plug-in.

The deal explorer (``pages/explorer.py``) draws every game the same way: the step bar, the
table, the sentence of each move and event, the what-if. A game whose table or moves need more
(Pasur's captures and running count, poker's chips and pots, the Hokm draw and customs, Haft
Khabis's up-card) says so in an :class:`ExplorerUI` named ``EXPLORER`` in the module
``ui/games/<game id>/explorer.py``; :func:`explorer_ui` finds it by that convention, so the page
never names a game. A game without such a module gets the plain trick table.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pasur.cards import AnyCard, Card
from pasur.protocol import Event, TableView

if TYPE_CHECKING:
    from ui.card_table import CardRow
    from ui.explorer import Line
    from ui.frame import Ctx


@dataclass(frozen=True)
class Moment:
    """One step of a line, as the explorer shows it."""

    ctx: Ctx
    line: Line
    step: int
    state: Any
    """The position after ``step`` moves."""
    view: TableView
    """What the chosen viewer sees (``viewer`` ``None``: everything face up)."""
    viewer: int | None
    players: int
    events: tuple[Event, ...]
    """What the move leading here caused."""
    legal: frozenset[Card]
    """The cards the player to move may play."""
    highlight: AnyCard | None
    """The card the plain table marks (the winner of a trick just completed)."""

    @property
    def highlight_card(self) -> Card | None:
        """:attr:`highlight` where it is a card of the standard deck (not a joker)."""
        return self.highlight if isinstance(self.highlight, Card) else None


@dataclass(frozen=True)
class Board:
    """What a game draws for a moment, in HTML: the table and, where it has its own, the
    counts under it (``None``: the shared tricks-and-score line) and extra panels."""

    table: str
    counts: str | None = None
    extras: str = ""


@dataclass(frozen=True)
class Felt:
    """What a game adds to the card table (:mod:`ui.table_model`) beyond the generic trick
    table: per seat, badges and a line of notes; in the middle, rows of cards (Pasur's table
    to take from, poker's board, Haft Khabis's up-card, Shelem's widow) instead of or beside
    the trick; the chips always in view (``None``: the generic trump, tricks and score)."""

    badges: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    notes: Mapping[int, str] = field(default_factory=dict)
    shown: Mapping[int, tuple[AnyCard, ...]] = field(default_factory=dict)
    """Cards of a hidden hand its seat has shown to everybody (open Pasur): face up among the
    backs."""
    rows: tuple[CardRow, ...] = ()
    info: tuple[tuple[str, str], ...] | None = None
    trick: bool = True
    """Show the view's table cards as a trick in front of the seats that played them."""
    teams: bool = True
    """Colour a table of four by partnership."""
    several: str = ""
    """What to say when a card clicked can be played in several ways (Pasur: "click the
    table cards to take"); empty: the generic "choose one below"."""


class Controls(Protocol):
    """How a game's move panel makes a move at this step (refused with its rule if illegal)."""

    ctx: Ctx
    step: int
    state: Any
    line: Line

    def button(self, label: str, text: str, *, key: str, row: Any = None) -> None:
        """A button that makes the move written *text*."""

    def action(
        self, label: str, make: Callable[[], str | None], *, key: str, primary: bool = False
    ) -> None:
        """A button that makes the move *make* writes when it is pressed (from the panel's
        widgets; ``None``: nothing to do)."""

    def show_error(self) -> None:
        """The refusal of the last move tried from this panel, if any."""


@dataclass(frozen=True)
class ExplorerUI:
    """A game's additions to the deal explorer (every hook is optional)."""

    deal_jump: Literal["never", "several", "always"] = "never"
    """Offer "jump to deal" pills: never, when a line has several deals, or always."""
    board: Callable[[Moment], Board] | None = None
    """Draw the table (default: the shared trick table)."""
    controls: Callable[[Moment, Controls], bool | None] | None = None
    """Draw a panel for the moves that are not a plain card (bids, bets, draws, customs), in
    the explorer and at the play table alike; ``True`` when it drew the choices of this
    moment (the play table otherwise offers every move that is not a card as a button)."""
    choices: Callable[[Moment, Any, Any], bool] | None = None
    """``choices(moment, before, move)``: show every choice the mover had before *move*;
    ``True`` when it did (the shared list of legal moves is then left out)."""
    after_event: Callable[[Moment, Event], None] | None = None
    """Draw more under an event's sentence (Pasur's count under a round's result)."""
    mid_hand_chance: frozenset[str] = frozenset()
    """The phases of chance moves made inside a hand (poker's board cards, Haft Khabis's
    reshuffle): a what-if plays on through them instead of stopping there."""
    move_text: Callable[[Ctx, Any, Any], str] | None = None
    """``move_text(ctx, move, state)``: a move in words, where the game words its own moves
    (default: the generic wording of :func:`ui.texts.move`)."""
    felt: Callable[[Ctx, Any, TableView], Felt] | None = None
    """``felt(ctx, state, view)``: the game's additions to the card table."""
    names_choice: bool = False
    """Say "the heuristic player's choice: …" for a move that is not a card ("would play …"
    reads wrongly for a bid or a draw)."""


PLAIN = ExplorerUI()


@cache
def explorer_ui(game: str) -> ExplorerUI:
    """The explorer plug-in of *game*: ``EXPLORER`` in ``ui/games/<game>/explorer.py``, if it
    has one (an older id such as ``pasur`` finds its game's)."""
    from pasur.registry import game_id

    name = f"ui.games.{game_id(game) or game}.explorer"
    if importlib.util.find_spec(name) is None:  # the game has no explorer module
        return PLAIN
    found = getattr(importlib.import_module(name), "EXPLORER", PLAIN)
    return found if isinstance(found, ExplorerUI) else PLAIN
