"""Pasur's message table: every sentence the Pasur engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
A side (kind ``side``) is a team of two partners with four players and a seat otherwise.
"""

from __future__ import annotations

from typing import Final

from pasur.games.chahar_barg.catalogue import RULES
from pasur.messages import Catalogue, message, register

SUR_BLOCKS: Final = {
    r.id: r.title_en
    for r in RULES
    if r.id
    in (
        "pasur/lone-jack",
        "pasur/jack-sur",
        "pasur/no-sur-last-deal",
        "pasur/sur-cap",
        "pasur/sur-score-limit",
    )
}
"""The rules that keep a table-clearing capture from being a sur, by their titles."""

_CHOICES: Final = " It had {choices} ways to take with this card."

MESSAGES = register(
    Catalogue(
        [
            # --- events (pasur._events) ------------------------------------------------------
            message(
                "pasur/first-dealer",
                "{dealer} is drawn by lot to deal first.",
                dealer="seat",
            ),
            message(
                "pasur/opening-jack",
                "A jack is among the opening table cards ({table}): the cards are dealt again.",
                table="cards",
            ),
            message(
                "pasur/opening-three-faces",
                "Three kings or three queens on the opening table ({table}): the cards are dealt "
                "again.",
                table="cards",
            ),
            message(
                "pasur/deal",
                "Deal {deal} of {deals}: four cards to each player and four face up on the table "
                "({table}); {first} plays first.",
                deal="int",
                deals="int",
                table="cards",
                first="seat",
            ),
            message(
                "pasur/later-deals",
                "Deal {deal} of {deals}: four more cards to each player; nothing is added to the "
                "table; {first} plays first.",
                deal="int",
                deals="int",
                first="seat",
            ),
            message(
                "pasur/show",
                "{seat} shows {card} to everybody (open Pasur).",
                seat="seat",
                card="card",
            ),
            message(
                "pasur/capture-eleven",
                "{seat} takes {taken} with {card}: together they make 11.",
                seat="seat",
                taken="cards",
                card="card",
            ),
            message(
                "pasur/capture-eleven-choices",
                "{seat} takes {taken} with {card}: together they make 11." + _CHOICES,
                seat="seat",
                taken="cards",
                card="card",
                choices="int",
            ),
            message(
                "pasur/capture-sets",
                "{seat} takes {taken} with {card}: {sets} sets, each making 11 with it.",
                seat="seat",
                taken="cards",
                card="card",
                sets="int",
            ),
            message(
                "pasur/capture-sets-choices",
                "{seat} takes {taken} with {card}: {sets} sets, each making 11 with it." + _CHOICES,
                seat="seat",
                taken="cards",
                card="card",
                sets="int",
                choices="int",
            ),
            message(
                "pasur/jack-capture",
                "{seat} plays the jack {card}, which takes every number card and jack on the "
                "table: {taken}.",
                seat="seat",
                card="card",
                taken="cards",
            ),
            message(
                "pasur/capture-same-rank",
                "{seat} takes {taken} with {card}: a card of the same rank.",
                seat="seat",
                taken="cards",
                card="card",
            ),
            message(
                "pasur/capture-same-rank-choices",
                "{seat} takes {taken} with {card}: a card of the same rank." + _CHOICES,
                seat="seat",
                taken="cards",
                card="card",
                choices="int",
            ),
            message(
                "pasur/lay",
                "{seat} lays {card} on the table: it takes nothing.",
                seat="seat",
                card="card",
            ),
            message(
                "pasur/lay-declined",
                "{seat} lays {card} on the table without taking, as these rules allow.",
                seat="seat",
                card="card",
            ),
            message(
                "pasur/sur",
                "Sur! {seat} clears the table: {value} points.",
                seat="seat",
                value="int",
            ),
            message(
                "pasur/sur-one",
                "Sur! {seat} clears the table: 1 point.",
                seat="seat",
            ),
            message(
                "pasur/sur-cancellation",
                "{seat} clears the table; instead of scoring, the sur cancels one of the other "
                "side's surs.",
                seat="seat",
            ),
            message(
                "pasur/sur-blocked",
                "{seat} clears the table, but it is no sur: {why}.",
                seat="seat",
                why=SUR_BLOCKS,
            ),
            message(
                "pasur/leftovers",
                "The cards left on the table ({cards}) go to {side}, who took cards last.",
                cards="cards",
                side="side",
            ),
            message(
                "pasur/round-two",
                "Round {round}: {side0} {points0}, {side1} {points1} points. The clubs 7 to "
                "{clubs_side}.",
                round="int",
                side0="side",
                points0="int",
                side1="side",
                points1="int",
                clubs_side="side",
            ),
            message(
                "pasur/round-three",
                "Round {round}: {side0} {points0}, {side1} {points1}, {side2} {points2} points. "
                "The clubs 7 to {clubs_side}.",
                round="int",
                side0="side",
                points0="int",
                side1="side",
                points1="int",
                side2="side",
                points2="int",
                clubs_side="side",
            ),
            message(
                "pasur/round-three-no-clubs",
                "Round {round}: {side0} {points0}, {side1} {points1}, {side2} {points2} points. "
                "Nobody takes the clubs 7.",
                round="int",
                side0="side",
                points0="int",
                side1="side",
                points1="int",
                side2="side",
                points2="int",
            ),
            message(
                "pasur/match-team",
                "{winner} win the game, {score}.",
                winner="side",
                score="dashes",
            ),
            message(
                "pasur/match",
                "{winner} wins the game, {score}.",
                winner="side",
                score="dashes",
            ),
            # --- refusals (PasurState.violation) ---------------------------------------------
            message("pasur/over", "the match is over"),
            message("pasur/dealer-first", "the first dealer is drawn by lot first"),
            message(
                "pasur/no-seat",
                "a table of {players} has no seat {seat}",
                players="int",
                seat="int",
            ),
            message("pasur/shuffle-first", "the cards must be shuffled and dealt first"),
            message(
                "pasur/whole-deck",
                "a shuffle is one whole pack of 52 different cards, not {count} cards "
                "({different} different)",
                count="int",
                different="int",
            ),
            message(
                "pasur/show-first",
                "{seat} first shows a card (open Pasur)",
                seat="seat",
            ),
            message(
                "pasur/not-held",
                "{seat} does not hold {card}",
                seat="seat",
                card="card",
            ),
            message("pasur/shown-already", "{card} is shown already", card="card"),
            message("pasur/play-a-card", "{seat} is to play a card", seat="seat"),
            message(
                "pasur/may-not-lay",
                "{card} can take {first}, so it may not be laid",
                card="card",
                first="cards",
            ),
            message("pasur/not-on-table", "{card} is not on the table", card="card"),
            message("pasur/named-twice", "{card} is named twice", card="card"),
            message(
                "pasur/jack-takes-all",
                "a jack takes every number card and jack on the table, and no king or queen: "
                "here {card} takes {all}",
                card="card",
                all="cards",
            ),
            message(
                "pasur/jack-takes-none",
                "a jack takes every number card and jack on the table, and no king or queen: "
                "here {card} takes nothing",
                card="card",
            ),
            message(
                "pasur/same-rank-only",
                "{card} takes exactly one card of its own rank",
                card="card",
            ),
            message("pasur/no-number", "{face} has no number value", face="card"),
            message(
                "pasur/one-set",
                "{card} takes one set adding up to 11 with it, not several",
                card="card",
            ),
            message(
                "pasur/every-set",
                "with this table's rules {card} takes every separate set adding up to 11 with it "
                "at once",
                card="card",
            ),
            message(
                "pasur/add-up",
                "{card} and the cards taken add up to {total}, not 11",
                card="card",
                total="int",
            ),
            # --- calculators' bad input (pasur.games.chahar_barg.scoring) -------------------------
            message(
                "pasur/clubs-count",
                "the clubs counts {counts} do not add up to 13",
                counts="dashes",
            ),
            message(
                "pasur/piles",
                "the piles hold {count} cards ({different} different), not the 52 of a deck",
                count="int",
                different="int",
            ),
            # --- notation (pasur.games.chahar_barg.moves) -----------------------------------------
            message("pasur/notation/empty", "empty move"),
            message(
                "pasur/notation/dealer",
                "not a first dealer: {text} (write dealer-0 to dealer-3)",
                text="quoted",
            ),
            message(
                "pasur/notation/no-taken",
                "{text}: name the cards taken after the card played",
                text="quoted",
            ),
            # --- options that cannot be played together (PasurOptions.__post_init__) --------
            message("pasur/options/no-sur-from", "no_sur_from is a two-player rule"),
        ]
    )
)
