"""Hokm's message table: every sentence the Hokm engine reports, as a code and a template.

See :mod:`pasur.messages`. The templates are English; the app translates them by the same text.
Seats are ``seat`` (the app names them South, East ...), a four-player side is a ``team``, and
where one sentence names a team with four players and a seat with two or three, ``side``.
"""

from __future__ import annotations

from typing import Final

from pasur.messages import Catalogue, Kind, Message, message, register

RESULTS: Final = {
    "normal": "a plain win",
    "kot": "kot",
    "hakem_kot": "hakem-kot",
    "bam": "bam",
    "kot_on_six": "a kot against a side on six",
    "renege_kot": "a penalty for failing to follow suit",
    "six_six_five": "six-six-five: nobody reached seven, so the player with five wins",
    "conceded": "the other side conceded",
}
"""How each kind of hand result is named (``HandResult.kind``)."""

MISDEALS: Final = {
    "always-redeal": "the deal is void and the cards are dealt again",
    "other-seat": "the deal is void and the cards are dealt again",
    "several-cards": "more than one card went astray, so the cards are dealt again",
    "hakem-extra": "the hakem holds the extra card: he asks for a redeal or hands one card over",
    "dealer-extra": "the dealer holds the extra card: the hakem asks for a redeal, or the short "
    "player draws one of the dealer's cards blind",
    "hakem-side-extra": "the extra card is on the hakem's side: it is handed over face up, and "
    "the giver keeps at least one card of its suit",
    "dealer-side-extra": "the extra card is on the dealer's side: the hakem asks for a redeal, "
    "or the short player draws one blind",
}
"""Why a misdeal is settled the way it is (``MisdealRuling.why``)."""

CUSTOMS: Final = {
    "middle": "the partner's middle card",
    "red": "red top",
    "either": "either-or",
}
"""The trump customs (``TrumpCustom.kind``)."""

METHODS: Final = {
    "first_ace": "the first ace dealt face up",
    "high_card_draw": "drawing the highest card",
    "middle_card": "the middle-card draw",
    "random": "lot",
}
"""How the first hakem is chosen (the ``first_hakem`` option)."""

TASKS: Final = {
    "first_hakem": "the first hakem is being drawn",
    "shuffle": "the deck is to be shuffled",
    "cut": "the hakem's partner is to cut",
    "cut_deck": "the deck is to be cut",
    "trump": "the hakem is to name trump",
    "discard": "cards are to be put aside",
    "draw": "a card is to be drawn from the stock",
    "peek": "the dealer is to choose a packet of his partner's to look at",
    "concede": "a side is to say whether it concedes",
    "misdeal": "the misdeal is to be put right",
    "misdeal_draw": "the short player is to draw blind",
    "play": "a card is to be played",
    "bam": "the side leading 7-0 is to choose whether to play on for bam",
}
"""What the game waits for in each phase (``cut_deck``: the cut of a two- or three-player
table, which has no partner to cut)."""

CODE_RUNS: Final = {
    "deck": "deck",
    "first-ace deal": "first-ace deal",
    "draw": "draw",
    "discard": "discard",
}
"""What a run of card codes was meant to be, in a notation error."""

PENALTY: Final = " One penalty point for failing to follow suit."
"""Added to a hand's sentence when a side scored the one-point renege penalty."""


def _with_penalty(*messages: Message) -> list[Message]:
    """Each hand message, and its ``-penalty`` twin that adds :data:`PENALTY`."""
    out = []
    for m in messages:
        out.append(m)
        out.append(message(m.code + "-penalty", m.en + PENALTY, **m.kinds))
    return out


_DECK_PARTS: Final = {
    "repeated": "repeated: {repeated}",
    "missing": "missing: {missing}",
    "foreign": "not in play here: {foreign}",
}
"""The three faults a wrong deck can have, as each adds itself to the refusal."""


def deck_code(repeated: bool, missing: bool, foreign: bool) -> str:
    """The code of a wrong deck's refusal, by which of its three faults it has."""
    on = {"repeated": repeated, "missing": missing, "foreign": foreign}
    return "hokm/deck-" + "-".join(name for name in _DECK_PARTS if on[name])


def _deck_messages() -> list[Message]:
    out = []
    for mask in range(1, 8):
        names = [name for i, name in enumerate(_DECK_PARTS) if mask >> i & 1]
        kinds: dict[str, Kind] = {name: "cards" for name in names}
        out.append(
            message(
                deck_code(*(name in names for name in _DECK_PARTS)),
                "the deck must hold each of the {want} cards in play once; it has {size} cards; "
                + "; ".join(_DECK_PARTS[name] for name in names),
                want="int",
                size="int",
                **kinds,
            )
        )
    return out


_TRICK = "Trick {number}: {winner} wins with {card}: "
_LEAVES = "{hakem} leaves trump to a custom. "
_NEXT_DRAW = " Cards left to draw: {left}."

MESSAGES = register(
    Catalogue(
        [
            # --- events: the first hakem, trump, the deal ----------------------------------
            message("hokm/first-hakem", "{hakem} is the first hakem.", hakem="seat"),
            message(
                "hokm/first-hakem-moved",
                "{hakem} is the first hakem. Players change seats so that partners face each "
                "other.",
                hakem="seat",
            ),
            message(
                "hokm/next-hakem",
                "Next hand: {hakem} is hakem and {dealer} deals.",
                hakem="seat",
                dealer="seat",
            ),
            message(
                "hokm/choose-trump", "{hakem} names {contract}.", hakem="seat", contract="contract"
            ),
            message(
                "hokm/custom-middle",
                _LEAVES + "The partner's middle card is {card}, so trump is {contract}.",
                hakem="seat",
                card="card",
                contract="contract",
            ),
            message(
                "hokm/custom-middle-two",
                _LEAVES + "The partner's middle card is {card}, a two, so the hand is played as "
                "Naras.",
                hakem="seat",
                card="card",
            ),
            message(
                "hokm/custom-red-top",
                _LEAVES + "Red top: the partner's cards are {cards}; the highest red card "
                "decides, so trump is {contract}.",
                hakem="seat",
                cards="cards",
                contract="contract",
            ),
            message(
                "hokm/custom-red-tie",
                _LEAVES + "Red top: the partner's cards {cards} leave the two red suits tied, so "
                "the hakem names trump himself.",
                hakem="seat",
                cards="cards",
            ),
            message(
                "hokm/custom-red-none",
                _LEAVES + "Red top: the partner's cards {cards} hold no red card, so the hakem "
                "names trump himself.",
                hakem="seat",
                cards="cards",
            ),
            message(
                "hokm/custom-either",
                _LEAVES + "Either-or: the partner's cards are turned up one by one: {cards}; "
                "trump is {contract}.",
                hakem="seat",
                cards="cards",
                contract="contract",
            ),
            message(
                "hokm/custom-either-none",
                _LEAVES + "Either-or: none of the partner's thirteen cards is of the two suits, "
                "so the hakem names trump himself.",
                hakem="seat",
            ),
            message(
                "hokm/low-hand-forced",
                "The hakem's five cards are too weak: the cards are dealt again.",
            ),
            message("hokm/throw-in", "The hakem throws in: the cards are dealt again."),
            message(
                "hokm/dealer-peek",
                "The dealer, {seat}, looks at packet {packet} of his partner's cards.",
                seat="seat",
                packet="int",
            ),
            message(
                "hokm/plays-on",
                "{seat}'s side plays the hand rather than concede.",
                seat="seat",
            ),
            # --- events: two players -------------------------------------------------------
            message(
                "hokm/two-player-discard",
                "{seat} puts {count} cards aside face down.",
                seat="seat",
                count="int",
            ),
            message(
                "hokm/draw-keep",
                "{seat} keeps the top card and puts the next one aside.",
                seat="seat",
            ),
            message(
                "hokm/draw-keep-left",
                "{seat} keeps the top card and puts the next one aside." + _NEXT_DRAW,
                seat="seat",
                left="int",
            ),
            message(
                "hokm/draw-burn",
                "{seat} puts the top card aside and takes the next one.",
                seat="seat",
            ),
            message(
                "hokm/draw-burn-left",
                "{seat} puts the top card aside and takes the next one." + _NEXT_DRAW,
                seat="seat",
                left="int",
            ),
            message(
                "hokm/draw-last-first",
                "{seat} looks at the last two cards and takes the first.",
                seat="seat",
            ),
            message(
                "hokm/draw-last-second",
                "{seat} looks at the last two cards and takes the second.",
                seat="seat",
            ),
            message(
                "hokm/draw-over",
                "The draw is over: both players hold thirteen cards, and {dead} cards lie aside, "
                "out of play.",
                dead="int",
            ),
            # --- events: misdeals ----------------------------------------------------------
            message(
                "hokm/misdeal-one",
                "Misdeal: {extra} got a card meant for {short}; {why}.",
                extra="seat",
                short="seat",
                why=MISDEALS,
            ),
            message(
                "hokm/misdeal-many",
                "Misdeal: {extra} got {count} cards meant for {short}; {why}.",
                extra="seat",
                short="seat",
                count="int",
                why=MISDEALS,
            ),
            message(
                "hokm/misdeal-blind",
                "{short} draws one of {extra}'s cards blind; everyone now holds thirteen.",
                short="seat",
                extra="seat",
            ),
            message(
                "hokm/misdeal-give-shown",
                "{extra} hands {card} to {short} face up; everyone now holds thirteen.",
                extra="seat",
                card="card",
                short="seat",
            ),
            message(
                "hokm/misdeal-give",
                "{extra} hands a card to {short}; everyone now holds thirteen.",
                extra="seat",
                short="seat",
            ),
            message(
                "hokm/misdeal-redeal",
                "After the misdeal the hakem's side asks for a redeal: the cards are dealt again.",
            ),
            # --- events: tricks ------------------------------------------------------------
            message(
                "hokm/trick-ruff-one",
                _TRICK + "{led} were led and {card} is the only trump played.",
                number="int",
                winner="seat",
                card="card",
                led="suit",
            ),
            message(
                "hokm/trick-ruff-many",
                _TRICK + "{led} were led and {card} is the highest of {trumps} trumps played.",
                number="int",
                winner="seat",
                card="card",
                led="suit",
                trumps="int",
            ),
            message(
                "hokm/trick-trump-led",
                _TRICK + "trump was led and {card} is the highest trump.",
                number="int",
                winner="seat",
                card="card",
            ),
            message(
                "hokm/trick-mode",
                _TRICK + "there is no trump in {contract}; {card} is the highest {led} in its "
                "order.",
                number="int",
                winner="seat",
                card="card",
                contract="contract",
                led="suit_one",
            ),
            message(
                "hokm/trick-led-suit",
                _TRICK + "no trump was played and {card} is the highest {led}, the suit led.",
                number="int",
                winner="seat",
                card="card",
                led="suit_one",
            ),
            message(
                "hokm/bam-choice",
                "Seven tricks to none: {side} may play on for bam.",
                side="side",
            ),
            # --- events: hands, games, the match -------------------------------------------
            *_with_penalty(
                message(
                    "hokm/hand-win-one",
                    "Hand {hand}: {winner} win {a} to {b}, {result}: 1 point. Score: {score}.",
                    hand="int",
                    winner="team",
                    a="int",
                    b="int",
                    result=RESULTS,
                    score="score",
                ),
                message(
                    "hokm/hand-win",
                    "Hand {hand}: {winner} win {a} to {b}, {result}: {points} points. "
                    "Score: {score}.",
                    hand="int",
                    winner="team",
                    a="int",
                    b="int",
                    result=RESULTS,
                    points="int",
                    score="score",
                ),
                message(
                    "hokm/hand-bam",
                    "Hand {hand}: {winner} take all thirteen tricks: bam, and the game. "
                    "Score: {score}.",
                    hand="int",
                    winner="team",
                    score="score",
                ),
                message(
                    "hokm/hand-small-one",
                    "Hand {hand}: {winner} wins, tricks {tricks}, {result}: 1 point. "
                    "Score: {score}.",
                    hand="int",
                    winner="seat",
                    tricks="dashes",
                    result=RESULTS,
                    score="score",
                ),
                message(
                    "hokm/hand-small",
                    "Hand {hand}: {winner} wins, tricks {tricks}, {result}: {points} points. "
                    "Score: {score}.",
                    hand="int",
                    winner="seat",
                    tricks="dashes",
                    result=RESULTS,
                    points="int",
                    score="score",
                ),
                message(
                    "hokm/hand-small-bam",
                    "Hand {hand}: {winner} takes all {all} tricks: bam, and the game. "
                    "Score: {score}.",
                    hand="int",
                    winner="seat",
                    all="int",
                    score="score",
                ),
            ),
            message(
                "hokm/hand-conceded",
                "Hand {hand}: the other side concedes, and {winner} score {points}. "
                "Score: {score}.",
                hand="int",
                winner="team",
                points="int",
                score="score",
            ),
            message(
                "hokm/hand-six-six-five",
                "Hand {hand}: nobody reached seven ({tricks}), so {winner} wins the hand with "
                "five tricks: {points} point. Score: {score}.",
                hand="int",
                tricks="dashes",
                winner="seat",
                points="int",
                score="score",
            ),
            message("hokm/game-team", "{winner} win the game.", winner="team"),
            message("hokm/game-seat", "{winner} wins the game.", winner="seat"),
            message("hokm/match-team", "{winner} win the match.", winner="team"),
            message("hokm/match-seat", "{winner} wins the match.", winner="seat"),
            message("hokm/match-hand", "End of the hand."),
            # --- refusals (HokmState.violation) ----------------------------------------------
            message("hokm/over", "the match is over; no more moves"),
            message(
                "hokm/sequence",
                "{task}, so {move} cannot be made now",
                task=TASKS,
                move="quoted",
            ),
            message(
                "hokm/sequence-seat",
                "{task} ({seat}), so {move} cannot be made now",
                task=TASKS,
                seat="seat",
                move="quoted",
            ),
            message(
                "hokm/follow-suit",
                "{led} were led and {seat} holds {held}",
                led="suit",
                seat="seat",
                held="cards",
            ),
            message("hokm/own-card", "{seat} does not hold {card}", seat="seat", card="card"),
            message("hokm/cut-required", "the cut is required: lift at least one card"),
            message(
                "hokm/cut-range",
                "a cut lifts 0 to {most} cards, not {count}",
                most="int",
                count="int",
            ),
            message("hokm/turned-up", "the partner's cards are already turned up: name trump"),
            message(
                "hokm/special-modes",
                "{contract} is not allowed: special modes are off at this table",
                contract="contract",
            ),
            message(
                "hokm/peek-packet",
                "the dealer may look at packet 2 or 3, not {packet}",
                packet="int",
            ),
            message(
                "hokm/blind-card",
                "the blind draw takes one of {seat}'s cards, and {card} is not one",
                seat="seat",
                card="card",
            ),
            message(
                "hokm/first-hakem-method",
                "the first hakem is chosen by {method}, not by {move}",
                method=METHODS,
                move="quoted",
            ),
            message(
                "hokm/no-seat",
                "there is no seat {seat} at a table of {players}",
                seat="int",
                players="int",
            ),
            message("hokm/drawn-twice", "the same card was drawn twice"),
            message("hokm/not-in-deck", "{card} is not in this table's deck", card="card"),
            message(
                "hokm/draw-count-one",
                "this draw needs 1 card, not {count}",
                count="int",
            ),
            message(
                "hokm/draw-count",
                "this draw needs {need} cards, not {count}",
                need="int",
                count="int",
            ),
            message("hokm/drawn-again", "a card already on the table was drawn again"),
            *_deck_messages(),
            message(
                "hokm/ace-start",
                "the face-up deal starts on the dealer's right, at {right}, not at {start}",
                right="seat",
                start="seat",
            ),
            message("hokm/ace-stop-first", "the face-up deal must stop at the first ace"),
            message("hokm/ace-stop-second", "the face-up deal must stop at the second ace"),
            message(
                "hokm/redeals-one",
                "already 1 redeal this hand, the most allowed",
            ),
            message(
                "hokm/redeals",
                "already {redeals} redeals this hand, the most allowed",
                redeals="int",
            ),
            message("hokm/not-weak", "the hakem's first five hold an ace, king, queen or jack"),
            message("hokm/cut-offered", "the deck was offered for the cut"),
            message("hokm/no-weak-redeal", "this table has no redeal for a weak hand"),
            message("hokm/no-custom", "this table does not use {custom}", custom=CUSTOMS),
            message(
                "hokm/custom-used",
                "a custom was already used this hand: the hakem names trump himself",
            ),
            message(
                "hokm/either-suits",
                "name two different suits, such as DH, not {suits}",
                suits="quoted",
            ),
            message("hokm/discard-twice", "the same card is put aside twice"),
            message(
                "hokm/discard-count",
                "{seat} puts aside {need} cards, not {count}",
                seat="seat",
                need="int",
                count="int",
            ),
            message("hokm/concession-off", "this table has no conceding"),
            message(
                "hokm/concession-before-play",
                "a hand may be conceded only before the first card",
            ),
            message(
                "hokm/concession-hakem-side",
                "the hakem's side may not concede: it must play on",
            ),
            message(
                "hokm/concession-bam",
                "a side playing on for bam has already won the hand",
            ),
            message(
                "hokm/concession-trick",
                "a side may concede only once it has taken a trick",
            ),
            message("hokm/misdeal-four", "misdeals are ruled for the four-player game only"),
            message("hokm/misdeal-seats", "name two different seats (0 to 3)"),
            message(
                "hokm/misdeal-count",
                "1 to 4 cards can go astray, not {count}",
                count="int",
            ),
            message(
                "hokm/misdeal-keep-suit",
                "after passing {card} {seat} would hold no {suit}: keep one of the suit you pass",
                card="card",
                seat="seat",
                suit="suit_one",
            ),
            message(
                "hokm/misdeal-remedy",
                "{move} is not one of this table's misdeal remedies",
                move="quoted",
            ),
            # --- scoring a hand (score_hand): counts that cannot end a hand ----------------
            # The calculators' wording: four players give the two teams' counts (a, b), the
            # smaller games every player's (counts).
            message(
                "hokm/score/sides",
                "Give the tricks of each of the {sides} sides; you gave {given}.",
                sides="int",
                given="int",
            ),
            message("hokm/score/range", "Tricks are counted from 0 to {total}.", total="int"),
            message(
                "hokm/score/two-sevens",
                "{a} to {b} cannot happen: the hand ends as soon as one team has 7 tricks, so "
                "both teams cannot reach 7.",
                a="int",
                b="int",
            ),
            message(
                "hokm/score/two-sevens-small",
                "{counts} cannot happen: the hand ends as soon as one player has 7 tricks, so two "
                "players cannot both reach 7.",
                counts="score",
            ),
            message(
                "hokm/score/too-many",
                "{a} to {b} cannot happen: a hand has only 13 tricks, and these add up to {total}.",
                a="int",
                b="int",
                total="int",
            ),
            message(
                "hokm/score/too-many-small",
                "{counts} cannot happen: a hand has only {total} tricks, and these add up to "
                "{sum}.",
                counts="score",
                total="int",
                sum="int",
            ),
            message(
                "hokm/score/no-seven",
                "{a} to {b} does not end a hand: play goes on until one team has 7 tricks.",
                a="int",
                b="int",
            ),
            message(
                "hokm/score/no-seven-small",
                "{counts} does not end a hand: play goes on until one player has 7 tricks.",
                counts="score",
            ),
            message(
                "hokm/score/no-seven-three",
                "{counts} does not end a hand: play goes on until a player has 7 tricks, or "
                "until all {total} tricks are played with the count at 6-6-5 (these add up to "
                "{sum}).",
                counts="score",
                total="int",
                sum="int",
            ),
            message(
                "hokm/score/bam-off",
                "Bam is off in these table rules, so nobody plays on after 7 tricks.",
            ),
            message(
                "hokm/score/not-bam",
                "{a} to {b} is not a bam: a bam takes all 13 tricks. If the other team took a "
                "trick, the bam failed.",
                a="int",
                b="int",
            ),
            message(
                "hokm/score/not-bam-small",
                "{counts} is not a bam: a bam takes all {total} tricks. If another player took a "
                "trick, the bam failed.",
                counts="score",
                total="int",
            ),
            message(
                "hokm/score/not-failed-bam",
                "{a} to {b} is not a failed bam: the attempt starts at 7 to 0 and the hand ends "
                "at the first trick the other team takes, so a failed bam ends with that team on "
                "1 trick.",
                a="int",
                b="int",
            ),
            message(
                "hokm/score/not-failed-bam-small",
                "{counts} is not a failed bam: the attempt starts at 7 to none and the hand ends "
                "at the first trick another player takes, so a failed bam ends with the others "
                "on 1 trick in all.",
                counts="score",
            ),
            message(
                "hokm/score/past-seven",
                "{a} to {b} cannot happen: play stops when a team reaches 7 tricks, unless it "
                "plays on for bam (choose the bam attempt).",
                a="int",
                b="int",
            ),
            message(
                "hokm/score/past-seven-small",
                "{counts} cannot happen: play stops when a player reaches 7 tricks, unless he "
                "plays on for bam (choose the bam attempt).",
                counts="score",
            ),
            message(
                "hokm/score/modes-off",
                "Saras, Naras and Taknaras are off in these table rules; turn them on to score a "
                "hand played in them.",
            ),
            message(
                "hokm/score/concede-off",
                "Conceding is off in these table rules (it is a four-player rule); turn it on to "
                "score a conceded hand.",
            ),
            message(
                "hokm/score/no-team",
                "there is no team {team}: the teams are 0 and 1",
                team="int",
            ),
            message(
                "hokm/score/concede-seven",
                "A hand cannot be conceded at {counts}: a side with 7 tricks has already won it.",
                counts="score",
            ),
            message(
                "hokm/score/concede-bam",
                "A side playing on for bam has already won the hand; nobody concedes it.",
            ),
            message(
                "hokm/score/concede-hakem-side",
                "The hakem's team may not concede at this table: it must play the hand out.",
            ),
            message(
                "hokm/score/concede-before-play",
                "At this table a hand is conceded only before the first card, so the tricks are "
                "0 to 0, not {counts}.",
                counts="score",
            ),
            message(
                "hokm/score/concede-first-trick",
                "At this table a team may concede only once it has taken a trick, and {team} "
                "have none.",
                team="team",
            ),
            # --- worked examples (deck_for_hands) -------------------------------------------
            message(
                "hokm/hands/twice",
                "{card} appears in two hands (or twice in one)",
                card="card",
            ),
            message("hokm/hands/not-in-deck", "{card} is not in this table's deck", card="card"),
            message(
                "hokm/hands/size",
                "Hokm for {players} needs {players} hands of at most {size} cards",
                players="int",
                size="int",
            ),
            # --- notation (parse_move_text) ---------------------------------------------------
            message("hokm/notation/empty", "empty move"),
            message(
                "hokm/notation/trump",
                "not a trump: {text} (a suit such as H, ♥ or دل, or saras, naras, taknaras)",
                text="quoted",
            ),
            message(
                "hokm/notation/codes",
                "{what}: {text} is not a run of two-character card codes",
                what=CODE_RUNS,
                text="quoted",
            ),
            message(
                "hokm/notation/ace",
                "not a first-ace deal: {text} (write ace-SEAT-CARDS)",
                text="quoted",
            ),
            message(
                "hokm/notation/seat",
                "not a seat: {text} (write seat-0 to seat-3)",
                text="quoted",
            ),
            message(
                "hokm/notation/misdeal",
                "not a misdeal: {text} (write misdeal-EXTRA-SHORT-COUNT-DECK)",
                text="quoted",
            ),
            message(
                "hokm/notation/either",
                "not an either-or: {text} (write trump-either-DH: two suits)",
                text="quoted",
            ),
            message(
                "hokm/notation/peek",
                "not a peek: {text} (write peek-2 or peek-3)",
                text="quoted",
            ),
            message(
                "hokm/notation/cut",
                "not a cut: {text} (write cut-N, N from 0 to 51)",
                text="quoted",
            ),
            # --- options that cannot be played together (HokmOptions.__post_init__) ---------
            message(
                "hokm/options/second-ace",
                "partner_selection:second_ace needs first_hakem:first_ace (the second ace of the "
                "same face-up deal names the partner)",
            ),
            message(
                "hokm/options/second-high-card",
                "partner_selection:second_high_card needs first_hakem:high_card_draw",
            ),
            message(
                "hokm/options/six-all-target",
                "the six-all rules need a target of at least 2 points (both sides one short)",
            ),
            message(
                "hokm/options/low-hand-cut",
                "low_hand_redeal:mandatory_if_uncut_below_10 never applies with cut:required",
            ),
            message(
                "hokm/options/middle-two",
                "middle_two_naras needs partner_middle_card and special_modes (Naras must exist)",
            ),
            message(
                "hokm/options/two-player-rule",
                "{name} is a rule of the two-player game",
                name="name",
            ),
            message(
                "hokm/options/three-player-rule",
                "{name} is a rule of the three-player game",
                name="name",
            ),
            message(
                "hokm/options/small-game-rule",
                "{name} is a rule of the two- and three-player games",
                name="name",
            ),
            message(
                "hokm/options/two-sides-rule",
                "{name} is written for two sides; three players each play alone",
                name="name",
            ),
            message(
                "hokm/options/partners-rule",
                "{name} needs partners: it is a four-player rule",
                name="name",
            ),
        ]
    )
)
