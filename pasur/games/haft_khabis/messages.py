"""Haft Khabis's message table: every sentence its engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.

The count at the end of a deal names every seat, so it has one template per table size
(``haft_khabis/deal-end-2`` to ``-8``):

>>> from pasur.messages import render
>>> render("haft_khabis/deal-end-2", {"seat0": 0, "penalty0": 0, "total0": 0,
...                                   "seat1": 1, "penalty1": 12, "total1": 40})
'End of the deal: penalty points seat 0 0, seat 1 12. Totals: seat 0 0, seat 1 40.'
"""

from __future__ import annotations

from typing import Final

from pasur.messages import Catalogue, Kind, Message, Terms, message, register

MAX_PLAYERS: Final = 8
"""The largest table (see :mod:`pasur.games.haft_khabis.options`)."""


def deal_end_code(players: int) -> str:
    """The code of the count at the end of a deal at a table of *players*."""
    return f"haft_khabis/deal-end-{players}"


def _deal_end(players: int) -> Message:
    seats = range(players)
    points = ", ".join(f"{{seat{s}}} {{penalty{s}}}" for s in seats)
    totals = ", ".join(f"{{seat{s}}} {{total{s}}}" for s in seats)
    kinds: dict[str, Kind | Terms] = {}
    for s in seats:
        kinds |= {f"seat{s}": "seat", f"penalty{s}": "int", f"total{s}": "int"}
    return message(
        deal_end_code(players),
        f"End of the deal: penalty points {points}. Totals: {totals}.",
        **kinds,
    )


MESSAGES = register(
    Catalogue(
        [
            # --- events (pasur.games.haft_khabis._events) ------------------------------------
            message(
                "haft_khabis/deal",
                "Deal {deal}: {dealer} deals seven cards each; the up-card is {up}; {first} plays "
                "first.",
                deal="int",
                dealer="seat",
                up="card",
                first="seat",
            ),
            message(
                "haft_khabis/restock",
                "The stock is empty: {cards} cards of the pile are shuffled into a new stock.",
                cards="int",
            ),
            message(
                "haft_khabis/draw-short",
                "{seat} cannot draw {missing} more cards: none are left.",
                seat="seat",
                missing="int",
            ),
            message(
                "haft_khabis/draw-short-one",
                "{seat} cannot draw one more card: none are left.",
                seat="seat",
            ),
            message(
                "haft_khabis/draw-no-call",
                "{seat} did not call «tak barg» and draws {cards} penalty cards.",
                seat="seat",
                cards="int",
            ),
            message(
                "haft_khabis/draw-no-call-one",
                "{seat} did not call «tak barg» and draws a penalty card.",
                seat="seat",
            ),
            message(
                "haft_khabis/draw-mistake",
                "{seat} draws {cards} penalty cards for a mistake.",
                seat="seat",
                cards="int",
            ),
            message(
                "haft_khabis/draw-mistake-one",
                "{seat} draws a penalty card for a mistake.",
                seat="seat",
            ),
            message(
                "haft_khabis/draw-two",
                "{seat} draws {cards} cards for the 2.",
                seat="seat",
                cards="int",
            ),
            message("haft_khabis/draw-two-one", "{seat} draws a card for the 2.", seat="seat"),
            message(
                "haft_khabis/draw-sevens",
                "{seat} takes {cards} cards for the 7s.",
                seat="seat",
                cards="int",
            ),
            message("haft_khabis/draw-sevens-one", "{seat} takes a card for the 7s.", seat="seat"),
            message("haft_khabis/draw", "{seat} draws {cards} cards.", seat="seat", cards="int"),
            message("haft_khabis/draw-one", "{seat} draws a card.", seat="seat"),
            message("haft_khabis/play", "{seat} plays {card}.", seat="seat", card="card"),
            message(
                "haft_khabis/play-jack",
                "{seat} plays {card} and calls {suit}.",
                seat="seat",
                card="card",
                suit="suit",
            ),
            message(
                "haft_khabis/play-two",
                "{seat} plays {card} and names {target} to draw a card.",
                seat="seat",
                card="card",
                target="seat",
            ),
            message(
                "haft_khabis/play-seven",
                "{seat} plays {card}: the next player takes {cards} cards or plays a 7.",
                seat="seat",
                card="card",
                cards="int",
            ),
            message(
                "haft_khabis/play-eight",
                "{seat} plays {card}, an 8, and owes a bonus card.",
                seat="seat",
                card="card",
            ),
            message(
                "haft_khabis/play-ace",
                "{seat} plays {card}, an ace: the next player is skipped; {next} plays.",
                seat="seat",
                card="card",
                next="seat",
            ),
            message(
                "haft_khabis/play-ten",
                "{seat} plays {card}, a 10: the direction of play turns; {next} plays.",
                seat="seat",
                card="card",
                next="seat",
            ),
            message("haft_khabis/call", "{seat} calls «tak barg»: one card left.", seat="seat"),
            message("haft_khabis/keep", "{seat} keeps the card drawn.", seat="seat"),
            message("haft_khabis/pass", "{seat} has nothing to play and passes.", seat="seat"),
            message("haft_khabis/out", "{winner} goes out and wins the deal.", winner="seat"),
            message(
                "haft_khabis/out-blocked",
                "Nobody can play or draw: {winner}, with the lowest count, wins the deal.",
                winner="seat",
            ),
            message(
                "haft_khabis/double",
                "{winner} went out on a jack: every count is doubled.",
                winner="seat",
            ),
            *(_deal_end(n) for n in range(2, MAX_PLAYERS + 1)),
            message(
                "haft_khabis/eliminated",
                "{seat} reaches {total} penalty points (the limit is {limit}) and is out of the "
                "game.",
                seat="seat",
                total="int",
                limit="int",
            ),
            message(
                "haft_khabis/match",
                "{winner} is the last player left and wins the match.",
                winner="seat",
            ),
            # --- refusals (HaftKhabisState.violation) ----------------------------------------
            message("haft_khabis/over", "the match is over"),
            message("haft_khabis/deal-first", "the cards must be shuffled and dealt first"),
            message(
                "haft_khabis/whole-pack",
                "a shuffle is the whole pack of {cards} cards",
                cards="int",
            ),
            message(
                "haft_khabis/restock-first",
                "the face-up pile must be reshuffled into a new stock first",
            ),
            message(
                "haft_khabis/restock-pile",
                "a reshuffle holds exactly the pile under its top card",
            ),
            message(
                "haft_khabis/no-shuffle",
                "cards are shuffled only when dealing or when the stock runs out",
            ),
            message("haft_khabis/not-playing", "{seat} is not playing", seat="seat"),
            message(
                "haft_khabis/seven-on-pile",
                "a 7 is on the pile: play a 7 or take {cards} cards",
                cards="int",
            ),
            message("haft_khabis/nothing-to-take", "there are no 7s' cards to take"),
            message("haft_khabis/play-or-keep", "after drawing, play the card drawn or keep it"),
            message("haft_khabis/nothing-to-keep", "nothing was drawn to keep"),
            message("haft_khabis/owes-bonus", "{seat} owes the 8's bonus card", seat="seat"),
            message("haft_khabis/stock-empty", "there is no card left to draw"),
            message("haft_khabis/can-play", "{seat} holds a card it can play", seat="seat"),
            message("haft_khabis/must-draw", "{seat} cannot play, so it draws a card", seat="seat"),
            message(
                "haft_khabis/not-held",
                "{seat} does not hold {card}",
                seat="seat",
                card="card",
            ),
            message("haft_khabis/jack-on-seven", "a jack may not be played on a 7"),
            message(
                "haft_khabis/only-seven",
                "a 7 is on the pile: only a 7 passes it on (or take {cards})",
                cards="int",
            ),
            message(
                "haft_khabis/only-drawn",
                "only the card just drawn ({drawn}) may be played",
                drawn="card",
            ),
            message(
                "haft_khabis/bonus-suit",
                "the bonus after the 8 is a {suit} or another 8",
                suit="suit_one",
            ),
            message(
                "haft_khabis/suit-first",
                "{seat} holds a card of the suit {suit}, which comes first",
                seat="seat",
                suit="suit",
            ),
            message(
                "haft_khabis/no-match",
                "{card} matches neither the suit ({suit}) nor the rank of {top}",
                card="card",
                suit="suit",
                top="card",
            ),
            message("haft_khabis/jack-names-suit", "a jack names the suit to play next"),
            message("haft_khabis/only-jack-names", "only a jack names a suit"),
            message("haft_khabis/two-names", "a 2 names the player who draws a card"),
            message(
                "haft_khabis/two-not-self",
                "a 2 cannot name the player who plays it ({target})",
                target="seat",
            ),
            message("haft_khabis/two-not-target", "a 2 cannot name {target}", target="seat"),
            message("haft_khabis/only-two-names", "only a 2 names a player to draw"),
            message(
                "haft_khabis/call-one-left",
                "«tak barg» is called when one card is left, not {left}",
                left="int",
            ),
            # --- the penalty count (scoring.penalty_count) -----------------------------------
            message(
                "haft_khabis/copies",
                "{card} appears {times} times: two decks hold only two",
                card="card",
                times="int",
            ),
            message("haft_khabis/not-a-card", "not a card: {item}", item="quoted"),
            message("haft_khabis/not-one-card", "not one card: {item}", item="quoted"),
            # --- the notation of moves (moves.parse_move_text) -------------------------------
            message("haft_khabis/empty-move", "empty move"),
            message(
                "haft_khabis/deck-unreadable",
                "cannot read the deck {body}: write a shuffle token of the whole pack or the "
                "cards' codes",
                body="quoted",
            ),
            message(
                "haft_khabis/restock-unreadable",
                "cannot read the reshuffle {body} here: a token is read only when the stock runs "
                "out",
                body="quoted",
            ),
            message("haft_khabis/no-card", "{text}: name the card played", text="quoted"),
            message(
                "haft_khabis/after-card",
                "{text}: after the card write the jack's suit (-S), the 2's target (-t3) or -last",
                text="quoted",
            ),
            # --- options that cannot be played together (HaftKhabisOptions.__post_init__) ----
            message(
                "haft_khabis/options/decks",
                "{players} players need {cards} cards: use two decks (decks:2)",
                players="int",
                cards="int",
            ),
        ]
    )
)
