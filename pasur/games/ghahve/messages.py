"""Ghahve's message table: every sentence the Ghahve engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
A sentence with an optional part (a joker led; the score after the second team's result) has
one code with the part and one without, so every template is a whole sentence to translate.
"""

from __future__ import annotations

from pasur.messages import Catalogue, Kind, Message, message, register

_TRICK = "Trick {number}, led by {leader}: {cards}; {winner} wins with "
"""How every trick event begins: the cards in the order played, from the leader's."""
_TRICK_KINDS: dict[str, Kind] = {
    "number": "int",
    "leader": "seat",
    "cards": "cards",
    "winner": "seat",
}
_NO_SUIT = " (a joker led, so there was no suit to follow)"


def _trick(code: str, rest: str, **kinds: Kind) -> Message:
    return message(code, _TRICK + rest, **_TRICK_KINDS, **kinds)


_HAND_KINDS: dict[str, Kind] = {
    "hand": "int",
    "team": "team",
    "bid": "int",
    "tricks": "int",
}
_SCORE = " Score: {side0} {score0}, {side1} {score1}."
_SCORE_KINDS: dict[str, Kind] = {
    "side0": "team",
    "score0": "signed",
    "side1": "team",
    "score1": "signed",
}


def _hand(code: str, en: str, score: bool, **kinds: Kind) -> Message:
    extra = _SCORE_KINDS if score else {}
    return message(
        code + ("-score" if score else ""),
        en + (_SCORE if score else ""),
        **_HAND_KINDS,
        **kinds,
        **extra,
    )


_DECK = (
    "the deck must hold each of the 52 Ghahve cards once (no 2♦ or 2♥; both jokers); it has "
    "{size} cards"
)
_DECK_PARTS = {
    "repeated": "; repeated: {repeated}",
    "missing": "; missing: {missing}",
    "foreign": "; not in this deck: {foreign}",
}


def deck_code(parts: tuple[str, ...]) -> str:
    """The code of a refused deck whose faults are *parts* (``repeated``, ``missing``,
    ``foreign``, in that order)."""
    return "ghahve/deck-" + "-".join(parts)


def _deck(*parts: str) -> Message:
    cards: dict[str, Kind] = {p: "cards" for p in parts}
    en = _DECK + "".join(_DECK_PARTS[p] for p in parts)
    return message(deck_code(parts), en, size="int", **cards)


MESSAGES = register(
    Catalogue(
        [
            # --- events: the deal and the bids (ghahve._events) ------------------------------
            message(
                "ghahve/first-dealer",
                "{dealer} is drawn by lot to deal first.",
                dealer="seat",
            ),
            message(
                "ghahve/deal-packets",
                "Hand {hand}: {dealer} deals; {first} bids first and leads.",
                hand="int",
                dealer="seat",
                first="seat",
            ),
            message("ghahve/bidding-order", "{seat} bids {bid}.", seat="seat", bid="int"),
            message(
                "ghahve/team-bid",
                "Team bids: {side0} {team0}, {side1} {team1}; {total} tricks bid in all.",
                side0="team",
                team0="int",
                side1="team",
                team1="int",
                total="int",
            ),
            # --- events: a trick and why it was won (ghahve._trick_event) --------------------
            _trick(
                "ghahve/trick-coloured-over-black",
                "the coloured joker: it beats the black joker.",
            ),
            _trick(
                "ghahve/trick-coloured-over-black-joker-led",
                "the coloured joker: it beats the black joker" + _NO_SUIT + ".",
            ),
            _trick("ghahve/trick-coloured-joker", "the coloured joker: it is the highest card."),
            _trick(
                "ghahve/trick-coloured-joker-joker-led",
                "the coloured joker: it is the highest card" + _NO_SUIT + ".",
            ),
            _trick(
                "ghahve/trick-black-joker",
                "the black joker: it beats every card but the coloured joker, which was not "
                "played.",
            ),
            _trick(
                "ghahve/trick-black-joker-joker-led",
                "the black joker: it beats every card but the coloured joker, which was not "
                "played" + _NO_SUIT + ".",
            ),
            _trick(
                "ghahve/trick-spades-led",
                "{card}: no joker was played and {card} is the highest spade.",
                card="card",
            ),
            _trick(
                "ghahve/trick-only-spade",
                "{card}: {led} were led, no joker was played and {card} is the only spade "
                "(spades are trump).",
                card="card",
                led="suit",
            ),
            _trick(
                "ghahve/trick-highest-spade",
                "{card}: {led} were led, no joker was played and {card} is the highest of "
                "{trumps} spades (spades are trump).",
                card="card",
                led="suit",
                trumps="int",
            ),
            _trick(
                "ghahve/trick-led-suit",
                "{card}: no joker or spade was played and {card} is the highest {led}, the suit "
                "led.",
                card="card",
                led="suit_one",
            ),
            # --- events: a hand's score (ghahve._hand_events); the second team's has the score -
            *(
                m
                for score in (False, True)
                for m in (
                    _hand(
                        "ghahve/hand-made-extra",
                        "Hand {hand}: {team} bid {bid} and took {tricks}: made, 10 × {bid} + "
                        "{extra} = {points} points.",
                        score,
                        extra="int",
                        points="int",
                    ),
                    _hand(
                        "ghahve/hand-made",
                        "Hand {hand}: {team} bid {bid} and took {tricks}: made, {points} points.",
                        score,
                        points="int",
                    ),
                    _hand(
                        "ghahve/hand-failed",
                        "Hand {hand}: {team} bid {bid} and took {tricks}: failed, {points} points.",
                        score,
                        points="signed",
                    ),
                )
            ),
            message(
                "ghahve/game-won",
                "{winner} win the game, {points} to {against}; games won: {won}.",
                winner="team",
                points="signed",
                against="signed",
                won="score",
            ),
            message(
                "ghahve/target-tie",
                "Both teams passed {target} with {score0} points each: another hand is played.",
                target="int",
                score0="int",
            ),
            message("ghahve/match-hand", "End of the hand (the match is a single hand)."),
            message(
                "ghahve/match-won",
                "{winner} win the match, {won} in games.",
                winner="team",
                won="score",
            ),
            message(
                "ghahve/dealer-keeps",
                "{dealer} keeps the deal: his team is not ahead, {mine} to {theirs}.",
                dealer="seat",
                mine="signed",
                theirs="signed",
            ),
            message(
                "ghahve/dealer-passes",
                "The deal passes to {dealer}: {previous}'s team is ahead, {mine} to {theirs}.",
                dealer="seat",
                previous="seat",
                mine="signed",
                theirs="signed",
            ),
            message(
                "ghahve/dealer-rotates",
                "The deal passes to {dealer}: at this table it goes round every hand.",
                dealer="seat",
            ),
            # --- refusals (GhahveState.violation) ------------------------------------------
            message("ghahve/match-over", "the match is over; no more moves"),
            message(
                "ghahve/sequence-first-dealer",
                "the first dealer is being chosen by lot, so {move} cannot be made now",
                move="quoted",
            ),
            message(
                "ghahve/sequence-shuffle",
                "the deck is to be shuffled and dealt, so {move} cannot be made now",
                move="quoted",
            ),
            message(
                "ghahve/sequence-bid",
                "a bid is to be made (by {seat}), so {move} cannot be made now",
                seat="seat",
                move="quoted",
            ),
            message(
                "ghahve/sequence-play",
                "a card is to be played (by {seat}), so {move} cannot be made now",
                seat="seat",
                move="quoted",
            ),
            message(
                "ghahve/no-seat",
                "there is no seat {seat}: the seats are numbered 0 to 3",
                seat="int",
            ),
            _deck("repeated"),
            _deck("missing"),
            _deck("foreign"),
            _deck("repeated", "missing"),
            _deck("repeated", "foreign"),
            _deck("missing", "foreign"),
            _deck("repeated", "missing", "foreign"),
            message(
                "ghahve/bid-minimum",
                "a bid is at least {minimum} tricks, not {bid}",
                minimum="int",
                bid="int",
            ),
            message(
                "ghahve/bid-maximum",
                "a bid is at most {maximum} tricks at this table, not {bid}",
                maximum="int",
                bid="int",
            ),
            message(
                "ghahve/not-in-deck",
                "{card} is not in the Ghahve deck (the jokers replace 2♦ and 2♥)",
                card="card",
            ),
            message("ghahve/own-card", "{seat} does not hold {card}", seat="seat", card="card"),
            message(
                "ghahve/black-joker-deadline",
                "this is trick {trick} and {seat} still holds the black joker, which must be "
                "played by trick {deadline}",
                trick="int",
                seat="seat",
                deadline="int",
            ),
            message(
                "ghahve/joker-order",
                "the coloured joker cannot be played before the black joker",
            ),
            message(
                "ghahve/follow-suit",
                "{led} are to be followed and {seat} holds {held}",
                led="suit",
                seat="seat",
                held="cards",
            ),
            message(
                "ghahve/joker-lead-spades",
                "a joker led, which calls for spades at this table, and {seat} holds {held}",
                seat="seat",
                held="cards",
            ),
            message(
                "ghahve/joker-lead-next-card",
                "after the joker lead {led} are to be followed (the suit of the first ordinary "
                "card played) and {seat} holds {held}",
                led="suit",
                seat="seat",
                held="cards",
            ),
            # --- records: hands that cannot be dealt (state.deck_for_hands) ----------------
            message("ghahve/hands-card-twice", "a card appears in two hands (or twice in one)"),
            message("ghahve/hands-red-two", "2♦ and 2♥ are not in the Ghahve deck"),
            message("ghahve/hands-size", "Ghahve needs four hands of at most 13 cards"),
            # --- scoring input (scoring.py: the score calculator's checks) -----------------
            message(
                "ghahve/team-tricks-range",
                "a team takes 0 to 13 tricks, not {tricks}",
                tricks="int",
            ),
            message(
                "ghahve/team-bid-minimum",
                "a team bids at least {minimum} (two players, {each} each), not {bid}",
                minimum="int",
                each="int",
                bid="int",
            ),
            message("ghahve/four-bids", "a hand has four bids, not {count}", count="int"),
            message(
                "ghahve/seat-bid-range",
                "{seat} bid {bid}: a bid is {minimum} to {maximum} tricks at this table",
                seat="seat",
                bid="int",
                minimum="int",
                maximum="int",
            ),
            message(
                "ghahve/trick-counts",
                "impossible trick counts, {tricks0} and {tricks1}: the two teams take all 13 "
                "tricks between them",
                tricks0="int",
                tricks1="int",
            ),
            # --- notation (moves.py) --------------------------------------------------------
            message("ghahve/move-empty", "empty move"),
            message(
                "ghahve/move-dealer",
                "not a dealer: {text} (write dealer-0 to dealer-3)",
                text="quoted",
            ),
            message(
                "ghahve/move-bid",
                "not a bid: {text} (write bid-N, a number of tricks)",
                text="quoted",
            ),
            message(
                "ghahve/deck-codes",
                "deck: {text} is not a run of two-character card codes",
                text="quoted",
            ),
        ]
    )
)
