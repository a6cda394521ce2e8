"""Poker's message table: every sentence the poker engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
Seats are of kind ``seat`` (the app names them South, East ... at a table of up to four and
"Player 5" at a larger one); hand categories and betting rounds are term tables
(:data:`CATEGORIES`, :data:`STREETS`).

>>> from pasur.messages import render
>>> render("poker/shows", {"seat": "1", "hole": "AH KH", "category": "pair", "five": "AH AS"})
'Seat 1 shows A♥ K♥: pair, with A♥ A♠.'
>>> render("poker/split-pot-2", {"amount": 100, "seat1": 0, "share1": 50, "seat2": 2,
...                              "share2": 50})
'The pot of 100 is split: seat 0 50, seat 2 50.'
"""

from __future__ import annotations

from typing import Final

from pasur.messages import Catalogue, Kind, Message, Terms, message, register

CATEGORIES: Final[Terms] = {
    "high_card": "high card",
    "pair": "pair",
    "two_pair": "two pair",
    "three_of_a_kind": "three of a kind",
    "straight": "straight",
    "flush": "flush",
    "full_house": "full house",
    "four_of_a_kind": "four of a kind",
    "straight_flush": "straight flush",
    "five_of_a_kind": "five of a kind",
    "royal_flush": "royal flush",
}
"""The hand categories (:data:`pasur.games.poker.evaluate.CATEGORIES`), named as the poker
lesson and ``lessons/glossary.toml`` name them."""

STREETS: Final[Terms] = {
    "preflop": "before the flop",
    "flop": "the flop",
    "turn": "the turn",
    "river": "the river",
}
"""The four betting rounds, as a sentence names them."""

MAX_SPLIT: Final = 8
"""The most winners a pot can be split between (a table of eight)."""

POT_NAMES: Final = {
    "pot": "The pot",
    "main-pot": "The main pot",
    "side-pot": "Side pot {pot}",
}
"""How a pot is named: ``pot`` when the hand made only one, else the main pot and side pots."""


def _split(pot: str, ways: int) -> Message:
    """The pot named *pot* split between *ways* winners: ``seatN`` gets ``shareN``."""
    shares = ", ".join(f"{{seat{i}}} {{share{i}}}" for i in range(1, ways + 1))
    kinds: dict[str, Kind] = {"amount": "int"}
    if pot == "side-pot":
        kinds["pot"] = "int"
    for i in range(1, ways + 1):
        kinds[f"seat{i}"] = "seat"
        kinds[f"share{i}"] = "int"
    return message(
        f"poker/split-{pot}-{ways}", f"{POT_NAMES[pot]} of {{amount}} is split: {shares}.", **kinds
    )


MESSAGES = register(
    Catalogue(
        [
            # --- events (pasur.games.poker._events) ------------------------------------------
            message("poker/dealer", "{dealer} is drawn by lot to deal first.", dealer="seat"),
            message(
                "poker/deal",
                "Hand {hand}: {dealer} deals two cards to each player, one at a time, starting "
                "with {first}.",
                hand="int",
                dealer="seat",
                first="seat",
            ),
            message("poker/antes", "Forced bets: everyone puts in an ante of {ante}.", ante="int"),
            message(
                "poker/blinds",
                "Forced bets: {small} posts the small blind of {small_bet}, {big} the big blind "
                "of {big_bet}.",
                small="seat",
                small_bet="int",
                big="seat",
                big_bet="int",
            ),
            message(
                "poker/big-blind",
                "Forced bets: {big} posts the big blind of {big_bet}.",
                big="seat",
                big_bet="int",
            ),
            message(
                "poker/antes-blinds",
                "Forced bets: everyone puts in an ante of {ante}; {small} posts the small blind "
                "of {small_bet}, {big} the big blind of {big_bet}.",
                ante="int",
                small="seat",
                small_bet="int",
                big="seat",
                big_bet="int",
            ),
            message(
                "poker/antes-big-blind",
                "Forced bets: everyone puts in an ante of {ante}; {big} posts the big blind of "
                "{big_bet}.",
                ante="int",
                big="seat",
                big_bet="int",
            ),
            message("poker/flop", "The flop is turned: {cards}.", cards="cards"),
            message(
                "poker/turn",
                "The turn card is turned: {cards} (board {board}).",
                cards="cards",
                board="cards",
            ),
            message(
                "poker/river",
                "The river card is turned: {cards} (board {board}).",
                cards="cards",
                board="cards",
            ),
            message("poker/check", "{seat} checks.", seat="seat"),
            message("poker/call", "{seat} calls {put}.", seat="seat", put="int"),
            message("poker/bet", "{seat} bets {put}.", seat="seat", put="int"),
            message(
                "poker/raise",
                "{seat} raises to {to} ({put} more).",
                seat="seat",
                to="int",
                put="int",
            ),
            message("poker/allin", "{seat} goes all in with {put}.", seat="seat", put="int"),
            message("poker/fold", "{seat} folds.", seat="seat"),
            message(
                "poker/fold-chips",
                "{seat} folds; the {chips} chips it put in stay in the pot.",
                seat="seat",
                chips="int",
            ),
            message(
                "poker/shows",
                "{seat} shows {hole}: {category}, with {five}.",
                seat="seat",
                hole="cards",
                category=CATEGORIES,
                five="cards",
            ),
            message(
                "poker/uncontested",
                "Everyone else folded: {seat} takes the pot of {amount} without showing.",
                seat="seat",
                amount="int",
            ),
            message(
                "poker/returned",
                "{seat} takes back {amount} that nobody could call.",
                seat="seat",
                amount="int",
            ),
            message(
                "poker/wins-pot", "{seat} wins the pot of {amount}.", seat="seat", amount="int"
            ),
            message(
                "poker/wins-main-pot",
                "{seat} wins the main pot of {amount}.",
                seat="seat",
                amount="int",
            ),
            message(
                "poker/wins-side-pot",
                "{seat} wins side pot {pot} of {amount}.",
                seat="seat",
                pot="int",
                amount="int",
            ),
            *(_split(pot, ways) for pot in POT_NAMES for ways in range(2, MAX_SPLIT + 1)),
            message("poker/elimination", "{seat} has no chips left and is out.", seat="seat"),
            message(
                "poker/match",
                "{winner} wins the match with {chips} chips.",
                winner="seat",
                chips="int",
            ),
            message(
                "poker/match-shared",
                "The match stops at its limit of {hands} hands; the chip lead is shared.",
                hands="int",
            ),
            # --- refusals (PokerState.violation) ---------------------------------------------
            message("poker/over", "the match is over"),
            message("poker/dealer-first", "the first dealer is drawn by lot first"),
            message(
                "poker/no-seat",
                "there is no seat {seat} at a table of {players}",
                seat="int",
                players="int",
            ),
            message("poker/shuffle-first", "the cards are shuffled and dealt first"),
            message(
                "poker/deck", "a shuffle is the whole pack of {cards} different cards", cards="int"
            ),
            message(
                "poker/board-first",
                "{street} is turned before anyone bets again",
                street=STREETS,
            ),
            message(
                "poker/board-next",
                "{street} comes next, not {given}",
                street=STREETS,
                given=STREETS,
            ),
            message(
                "poker/board-flop",
                "the flop is the next three cards of the stock: {cards}",
                cards="cards",
            ),
            message(
                "poker/board-card",
                "{street} is the next card of the stock: {cards}",
                street=STREETS,
                cards="cards",
            ),
            message("poker/not-dealer", "{seat} is to act, not the dealer", seat="seat"),
            message(
                "poker/faces-bet",
                "{seat} faces a bet of {current}: call {owe}, raise or fold",
                seat="seat",
                current="int",
                owe="int",
            ),
            message("poker/fold-free", "nobody has bet more: check instead of folding"),
            message("poker/call-nothing", "there is nothing to call: check"),
            message(
                "poker/call-all",
                "calling {owe} takes every chip {seat} has ({stack}): go all in instead",
                owe="int",
                seat="seat",
                stack="int",
            ),
            message(
                "poker/not-reopened",
                "an all-in for less than a full raise did not reopen the betting: call or fold",
            ),
            message("poker/raise-nobody", "nobody is left who could call a raise: call"),
            message(
                "poker/bet-made",
                "there is a bet of {current} in this round already: raise to a total instead",
                current="int",
            ),
            message("poker/no-bet", "nobody has bet in this round: bet instead of raising"),
            message("poker/bet-nobody", "nobody is left who could call a bet: check or call"),
            message(
                "poker/units",
                "bets are whole multiples of {unit} chips, and {amount} is not",
                unit="int",
                amount="int",
            ),
            message(
                "poker/bet-min",
                "the smallest bet in this round is {minimum}, not {amount}",
                minimum="int",
                amount="int",
            ),
            message(
                "poker/raise-min",
                "the smallest raise in this round is to {minimum}, not {amount}",
                minimum="int",
                amount="int",
            ),
            message(
                "poker/bet-all",
                "that takes {need} chips and {seat} has {stack}: go all in instead",
                need="int",
                seat="seat",
                stack="int",
            ),
            # --- notation (pasur.games.poker.moves) ------------------------------------------
            message("poker/notation/empty", "empty move"),
            message("poker/notation/cards", "not a run of card codes: {text}", text="quoted"),
            message(
                "poker/notation/move",
                "not a poker move: {text} (check, call, fold, allin, bet-N, raise-N; N is the "
                "round total)",
                text="quoted",
            ),
            # --- options that cannot be played together (PokerOptions.__post_init__) --------
            message(
                "poker/options/units",
                "option {name} must be a whole number of units ({unit})",
                name="quoted",
                unit="int",
            ),
            message(
                "poker/options/blinds",
                "the small blind cannot be larger than the big blind",
            ),
            message("poker/options/small-blind-alone", "a small blind needs a big blind"),
            message(
                "poker/options/joker-ranking",
                "the joker (five of a kind) belongs to the documents' ranking",
            ),
        ]
    )
)
