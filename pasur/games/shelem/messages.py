"""Shelem's message table: every sentence the Shelem engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
The refusals of the shared auction (:mod:`pasur.engines.bidding`) are here too: Shelem is the
only game that bids that way, so their codes are ``shelem/...`` whatever game runs the auction.

Sides: a sentence about the side of a hand names it with kind ``side`` (a team of two with four
players, a seat with two); a seat is kind ``seat``.
"""

from __future__ import annotations

from typing import Final

from pasur.messages import Catalogue, Kind, Message, message, register

PHASES: Final = {
    "dealer": "the first dealer is to be drawn by lot",
    "shuffle": "the deck is to be shuffled",
    "bid": "the auction is on",
    "discard": "the hakem is to put down four cards",
    "play": "a card is to be played",
}
"""What a phase waits for (the refusal of a move out of turn names it)."""

_TOTALS: Final = "Totals: {total0} to {total1}."
_OTHER: Final = "the other side scores {other_gain}. " + _TOTALS
_TRICK: Final = "Trick {number}: {winner} wins with {card} ({points} points): "
_TRICK_KINDS: Final[dict[str, Kind]] = {
    "number": "int",
    "winner": "seat",
    "card": "card",
    "points": "int",
}
_HAND_KINDS: Final[dict[str, Kind]] = {
    "hand": "int",
    "team": "side",
    "bid": "int",
    "taken": "int",
    "other_taken": "int",
    "gain": "signed",
    "other_gain": "signed",
    "total0": "signed",
    "total1": "signed",
}


def _hand(code: str, en: str) -> Message:
    """A hand's result (*en* uses some of the parameters of :data:`_HAND_KINDS`)."""
    return message(code, en, **{k: v for k, v in _HAND_KINDS.items() if "{" + k + "}" in en})


MESSAGES = register(
    Catalogue(
        [
            # --- events (pasur.games.shelem._events) -----------------------------------------
            message(
                "shelem/first-dealer", "{dealer} is drawn by lot to deal first.", dealer="seat"
            ),
            message(
                "shelem/deal",
                "{dealer} deals; {first_bidder} bids first.",
                dealer="seat",
                first_bidder="seat",
            ),
            message("shelem/bid", "{seat} bids {amount}.", seat="seat", amount="int"),
            message("shelem/bid-shelem", "{seat} bids shelem: all the points.", seat="seat"),
            message("shelem/pass", "{seat} passes.", seat="seat"),
            message("shelem/redeal", "Everybody passed: {dealer} deals again.", dealer="seat"),
            message(
                "shelem/hakem", "{hakem} is hakem with a bid of {bid}.", hakem="seat", bid="int"
            ),
            message(
                "shelem/hakem-capped",
                "{hakem} is hakem with a bid of {bid}; no higher bid is possible.",
                hakem="seat",
                bid="int",
            ),
            message(
                "shelem/hakem-declared", "{hakem} is hakem and has declared shelem.", hakem="seat"
            ),
            message("shelem/widow", "{hakem} takes the four cards of the widow.", hakem="seat"),
            message(
                "shelem/put-down",
                "{hakem} puts down four cards, which count as won by his side.",
                hakem="seat",
            ),
            message(
                "shelem/put-down-last-trick",
                "{hakem} puts down four cards, which go to the side that wins the last trick.",
                hakem="seat",
            ),
            message(
                "shelem/trump-by-lead",
                "{hakem} leads {card}, so {trump} are trump.",
                hakem="seat",
                card="card",
                trump="suit",
            ),
            message(
                "shelem/trick-ruff-one",
                _TRICK + "{led} were led and {card} is the only trump played.",
                led="suit",
                **_TRICK_KINDS,
            ),
            message(
                "shelem/trick-ruff-many",
                _TRICK + "{led} were led and {card} is the highest of {trumps} trumps played.",
                led="suit",
                trumps="int",
                **_TRICK_KINDS,
            ),
            message(
                "shelem/trick-trump-led",
                _TRICK + "trump was led and {card} is the highest trump.",
                **_TRICK_KINDS,
            ),
            message(
                "shelem/trick-led-suit",
                _TRICK + "no trump was played and {card} is the highest {led}, the suit led.",
                led="suit_one",
                **_TRICK_KINDS,
            ),
            _hand(
                "shelem/hand-made",
                "Hand {hand}: {team} bid {bid} and took {taken}: made, {gain}; " + _OTHER,
            ),
            _hand(
                "shelem/hand-failed",
                "Hand {hand}: {team} bid {bid} but took only {taken}: failed, {gain}; " + _OTHER,
            ),
            _hand(
                "shelem/hand-yasa",
                "Hand {hand}: {team} bid {bid} and took {taken}, less than the other side's "
                "{other_taken}: yasa, {gain}; " + _OTHER,
            ),
            _hand(
                "shelem/hand-shelem",
                "Hand {hand}: {team} took every card on a bid of {bid}: shelem, {gain}; " + _OTHER,
            ),
            _hand(
                "shelem/hand-declared-made",
                "Hand {hand}: {team} declared shelem and took every card: {gain}; " + _OTHER,
            ),
            _hand(
                "shelem/hand-declared-failed",
                "Hand {hand}: {team} declared shelem but took only {taken}: {gain}; " + _OTHER,
            ),
            message(
                "shelem/score-sheet",
                "A line under the bid: everyone has dealt, and {dealer} deals again.",
                dealer="seat",
            ),
            message("shelem/hand-over", "End of the hand."),
            message(
                "shelem/match-won",
                "{winner} win the game, {winner_total} to {loser_total}.",
                winner="team",
                winner_total="signed",
                loser_total="signed",
            ),
            message(
                "shelem/match-won-alone",
                "{winner} wins the game, {winner_total} to {loser_total}.",
                winner="seat",
                winner_total="signed",
                loser_total="signed",
            ),
            message("shelem/dealer-rotation", "Next hand: {dealer} deals.", dealer="seat"),
            # --- refusals (ShelemState.violation) --------------------------------------------
            message("shelem/match-over", "the match is over; no more moves"),
            message(
                "shelem/sequence",
                "{phase}, so {move} cannot be made now",
                phase=PHASES,
                move="quoted",
            ),
            message(
                "shelem/sequence-seat",
                "{phase} ({seat}), so {move} cannot be made now",
                phase=PHASES,
                seat="seat",
                move="quoted",
            ),
            message("shelem/first-dealer-seat", "there is no seat {seat}", seat="int"),
            message(
                "shelem/deck-repeated",
                "the deck must hold each of the 52 cards once; it has {size} cards; "
                "repeated: {repeated}",
                size="int",
                repeated="cards",
            ),
            message(
                "shelem/deck-missing",
                "the deck must hold each of the 52 cards once; it has {size} cards; "
                "missing: {missing}",
                size="int",
                missing="cards",
            ),
            message(
                "shelem/deck-repeated-missing",
                "the deck must hold each of the 52 cards once; it has {size} cards; "
                "repeated: {repeated}; missing: {missing}",
                size="int",
                repeated="cards",
                missing="cards",
            ),
            message(
                "shelem/discard-count",
                "the hakem puts down exactly four cards, not {count}",
                count="int",
            ),
            message(
                "shelem/discard-repeated",
                "the hakem puts down four different cards: {card} is given twice",
                card="card",
            ),
            message("shelem/not-held", "{seat} does not hold {card}", seat="seat", card="card"),
            message(
                "shelem/pile-tops",
                "now {seat} plays from the face-up tops of his piles ({tops}), "
                "and {card} is not one of them",
                seat="seat",
                tops="cards",
                card="card",
            ),
            message(
                "shelem/follow-suit",
                "{led} were led and {seat} holds {held}",
                led="suit",
                seat="seat",
                held="cards",
            ),
            message(
                "shelem/follow-suit-piles",
                "{led} were led and {seat} has {held} on his piles",
                led="suit",
                seat="seat",
                held="cards",
            ),
            message(
                "shelem/void-play",
                "{seat} has no {led} and must play a trump",
                seat="seat",
                led="suit",
            ),
            # --- refusals of the auction (pasur.engines.bidding.violation) --------------------
            message("shelem/auction-over", "the auction is over"),
            message(
                "shelem/pass-is-final",
                "{seat} has passed and takes no further part in this auction",
                seat="seat",
            ),
            message(
                "shelem/bid-turn",
                "it is {turn}'s turn to call, not {seat}'s",
                turn="seat",
                seat="seat",
            ),
            message(
                "shelem/all-pass",
                "the first bidder may not pass: he opens at {minimum} or more",
                minimum="int",
            ),
            message(
                "shelem/declared-shelem-off",
                "declaring shelem in the auction is not played at this table",
            ),
            message(
                "shelem/declared-shelem-twice",
                "shelem has already been declared: nothing outbids it",
            ),
            message(
                "shelem/bid-after-shelem",
                "shelem has been declared: {amount} does not outbid it",
                amount="int",
            ),
            message(
                "shelem/bid-minimum",
                "a bid is at least {minimum}, not {amount}",
                minimum="int",
                amount="int",
            ),
            message(
                "shelem/bid-step",
                "bids go in steps of {step}: {amount} is not one of them",
                step="int",
                amount="int",
            ),
            message(
                "shelem/bid-higher",
                "a bid must be higher than {high}, the bid to beat",
                high="int",
            ),
            message("shelem/bid-cap", "no bid may exceed {cap}", cap="int"),
            # --- scoring errors (pasur.games.shelem.scoring) ---------------------------------
            message("shelem/points-fours", "won cards come in fours, not {count}", count="int"),
            message(
                "shelem/impossible-points",
                "impossible points {taken}: a side takes 0 to {total} in fives",
                taken="int",
                total="int",
            ),
            message(
                "shelem/impossible-bid",
                "impossible bid {bid}: bids go from {minimum} to {total} in fives",
                bid="int",
                minimum="int",
                total="int",
            ),
            message("shelem/declared-off", "declared shelem is off at this table"),
            # --- building a deal (pasur.games.shelem.deck_for_deal) --------------------------
            message(
                "shelem/deal-players",
                "Shelem is dealt to four players or two, not {players}",
                players="int",
            ),
            message("shelem/deal-twice", "{card} is given twice", card="card"),
            message(
                "shelem/deal-part",
                "a part of the deal holds more than {size} cards",
                size="int",
            ),
            # --- notation (pasur.games.shelem.moves) -----------------------------------------
            message("shelem/move-empty", "empty move"),
            message(
                "shelem/move-codes",
                "{what}: {text} is not a run of two-character card codes",
                what="name",
                text="quoted",
            ),
            message(
                "shelem/move-dealer",
                "not a first dealer: {text} (write dealer-0 to dealer-3)",
                text="quoted",
            ),
            message(
                "shelem/move-bid",
                "not a bid: {text} (write bid-125, pass or shelem)",
                text="quoted",
            ),
            # --- options that cannot be played together (ShelemOptions.__post_init__) -------
            message(
                "shelem/options/target-fives",
                "the target is a multiple of 5 (scores go in fives), not {target}",
                target="int",
            ),
            message(
                "shelem/options/bid-cap-step",
                "bid_cap is a multiple of {step}, not {cap}",
                step="int",
                cap="int",
            ),
        ]
    )
)
