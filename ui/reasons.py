"""Why a bot chose its move, in one sentence in the reader's language.

The bots (``pasur/games/*/bot.py``, :mod:`pasur.engines.trickplay`) return a reason code with
each move (:class:`~pasur.protocol.Decision`); this module holds the sentence for every code.
``tests/test_reasons.py`` checks that every code a bot can return has a sentence here.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Decision
from ui.frame import Ctx
from ui.i18n import N_

REASON_TEXTS: Final = {
    # card play, shared by the trick games (pasur/engines/trickplay.py)
    "only-card": N_("it is the only card it may play."),
    "draw-trumps": N_(
        "its side named trump and it holds the highest trump left, so it draws the others' trumps."
    ),
    "cash-winner": N_(
        "no card still out can beat it, and nobody is known to be able to trump it: a sure trick."
    ),
    "lead-to-ruff": N_("its partner has no cards of this suit left and can trump it."),
    "lead-low": N_("nothing is sure to win, so it leads low from its longest suit."),
    "lead-trump": N_("it has only trumps left."),
    "partner-winning": N_("its partner is already winning the trick, so it keeps its good cards."),
    "feed-partner": N_("its partner is sure to win this trick, so it gives it points."),
    "win-cheap": N_("it wins the trick with the cheapest card that does it."),
    "win-sure": N_("it holds a card nobody left can beat, and takes the trick with it."),
    "trump-in": N_("it has none of the suit led, so it trumps."),
    "second-hand-low": N_(
        "second to play without a sure winner: it plays low and leaves the trick to its partner."
    ),
    "follow-low": N_("it cannot win the trick, so it follows with its lowest card."),
    "discard-low": N_(
        "it cannot win and has none of the suit led, so it throws its cheapest card."
    ),
    # Hokm
    "cut-tap": N_("a tap: a cut does not change the odds of a shuffled deck."),
    "cut-least": N_("the table requires a cut; it lifts as few cards as allowed."),
    "throw-in": N_("its five cards hold no court card and the table lets it throw them in."),
    "trump-suit": N_("it names the suit with the best mix of length and high cards."),
    "trump-mode": N_("its cards are worth more without trumps in this mode than in any suit."),
    "bam-go": N_("every card it holds is sure to win, so it plays on for bam."),
    "bam-stop": N_("some of its cards could lose a trick, so it stops at seven."),
    "discard-weak": N_(
        "it puts aside its weakest cards: low cards of the side suits, never a trump it can keep."
    ),
    "draw-keep": N_("the top card, {card}, is a trump or a high card, so it keeps it."),
    "draw-burn": N_(
        "the top card, {card}, is a low card of a side suit, so it puts it aside and takes the "
        "next one unseen."
    ),
    "pair-better": N_("of the last two cards it takes the better one, {card}."),
    "peek-later": N_(
        "of the packets it may choose it looks at the last one, which the partner holds at the end."
    ),
    "play-on": N_("the hand is not lost yet, so its side plays on."),
    "misdeal-redeal": N_("a fresh deal is better for its side than the cards as they lie."),
    "misdeal-give": N_("it hands over its least useful card, {card}."),
    "misdeal-blind": N_("it takes the blind draw rather than a redeal."),
    # Shelem (pasur/games/shelem/bot.py)
    "bid-strength": N_(
        "it reckons its side can take about {estimate} points, so {amount} is within reach."
    ),
    "bid-forced": N_("the first bidder may not pass at this table, so it opens at {amount}."),
    "pass-weak": N_("it reckons its side can take about {estimate} points, short of {amount}."),
    "pass-partner": N_("its partner holds the bid and its own hand is not clearly stronger."),
    "declare-shelem": N_("nearly every card it holds is a sure winner, so it declares shelem."),
    "put-down-void": N_(
        "it puts down a short side suit, to trump that suit later; the cards carry {points} points."
    ),
    "put-down-points": N_(
        "it puts down point cards it would probably lose in play; they carry {points} points."
    ),
    "put-down-low": N_("it puts down low cards it has no use for."),
    "put-down-any": N_("it has too few side cards left, so it puts down its cheapest cards."),
    "name-trump": N_(
        "its first card names trump: its longest suit, led with the ace if it holds it."
    ),
    "only-move": N_("it is the only move it may make."),
    # Ghahve (pasur/games/ghahve/bot.py)
    "bid-minimum": N_("its hand is weak, or its team's total is already enough: it bids two."),
    "bid-own": N_(
        "first of its pair to bid: it bids what its hand should take, less a margin for its "
        "partner."
    ),
    "bid-team": N_(
        "its partner has bid {partner}: a team total of {team} has the best expected score."
    ),
    "bid-floor": N_("its partner's bid already covers what the team expects, but a bid is two."),
    "black-joker-deadline": N_("the black joker must be out by this trick."),
    "cover-partner": N_(
        "its partner's card may be beaten, so it plays one the others are less likely to beat."
    ),
    "joker-win": N_("only a joker takes this trick."),
    "joker-safe": N_("nothing can beat the black joker here, and it must come out soon anyway."),
    "joker-beats-joker": N_("the coloured joker beats the black one."),
    "hold-back": N_("only a card worth more later would win, so it plays a cheap card."),
    "cash-master": N_(
        "it leads the highest card left in its suit while nobody is likely to trump it."
    ),
    "draw-spades": N_(
        "no joker is left in another hand, so it leads its top spade to draw trumps."
    ),
    "lead-joker": N_("it leads a joker that nothing can beat."),
    "lead-singleton": N_("it leads its only card of a suit, to be able to trump that suit later."),
    "lead-short": N_("it leads low from its shortest side suit, to be out of it sooner."),
    # Pasur (pasur/games/chahar_barg/bot.py)
    "show-least": N_("open Pasur: it shows the card that tells the others least."),
    "sur": N_("it clears the table: a sur, worth {sur} points on top of the cards."),
    "last-taker": N_(
        "last deal: the cards left on the table at the end go to whoever took last, so it "
        "takes now."
    ),
    "jack-sweep": N_(
        "its jack takes every number card and jack on the table (card points: {points}; clubs: "
        "{clubs})."
    ),
    "keep-jack": N_(
        "it keeps its jack for later: a jack takes every number card on the table, so it is "
        "worth more when the table holds more."
    ),
    "take-most": N_(
        "it takes the most it can (card points: {points}; clubs: {clubs}) without leaving the "
        "next player much to take."
    ),
    "take-safe": N_(
        "it takes less than it could, so as not to leave the next player a sur or a rich capture."
    ),
    "lay-jack-defence": N_(
        "it lays a jack: only a jack can take it, and taking a lone jack is no sur."
    ),
    "lay-safe": N_(
        "no single card can clear the table it leaves, so the next player cannot make a sur."
    ),
    "lay-counted": N_(
        "the cards that could clear the table it leaves have all been played or are in its own "
        "hand: no sur is possible."
    ),
    "lay-least": N_(
        "every card it could lay gives something away; this one leaves the next player the "
        "least to take."
    ),
    # poker (pasur/games/poker/bot.py)
    "value-raise": N_("its hand is strong, so it bets or raises about three quarters of the pot."),
    "all-in-strong": N_("its hand is strong and the bet it wants is most of its chips: all in."),
    "value-bet": N_("its hand is better than average and nobody has bet: it bets half the pot."),
    "call-odds": N_("its chance of winning is worth more than the price of calling."),
    "call-all-in": N_("calling takes all its chips, and its chance of winning is worth it."),
    "fold-odds": N_("its chance of winning is too small for the price of calling."),
    "check-weak": N_("its hand is not strong enough to bet."),
    "bluff": N_("nobody bet on the river: it bets half the pot to make the others fold."),
    # Haft Khabis (pasur/games/haft_khabis/bot.py)
    "go-out": N_("it plays its last card and goes out."),
    "go-out-jack": N_("it goes out on a jack, which doubles everyone's count."),
    "save-jack-finish": N_(
        "it plays the other card first and keeps its jack, to go out on the jack and double "
        "everyone's count."
    ),
    "pass-seven": N_(
        "it lays a 7 on the 7s rather than draw, so the next player takes {cards} cards or lays "
        "another 7."
    ),
    "take-seven": N_("it has no 7 to pass the draw on, so it takes the {cards} cards."),
    "seven-on-threat": N_(
        "{seat} is close to going out, so it lays a 7: he must draw or pass it on."
    ),
    "skip-threat": N_("{seat} is close to going out, so it plays an ace to skip his turn."),
    "two-at-leader": N_(
        "it names {target}, who holds only {cards} cards, to draw a card with its 2."
    ),
    "eight-chain": N_(
        "an 8 gives it a bonus play, and it holds a card to follow it: two cards shed at once."
    ),
    "dump-high": N_(
        "of the cards it may play, this one would cost most if it were left in its hand "
        "({points} points)."
    ),
    "jack-when-stuck": N_(
        "only a jack fits, so it plays it and calls the suit it holds most of ({suit})."
    ),
    "play-drawn": N_("the card it drew fits, so it plays it at once."),
    "keep-drawn": N_("the card it drew, {card}, does not fit, so it keeps it."),
    "draw-stuck": N_("no card it holds fits on the pile, so it draws."),
    "pass-nothing": N_("nothing fits and nothing is left to draw, so it passes."),
    # the expert Hokm player (pasur/games/hokm/search.py)
    "search": N_(
        "it dealt the cards it cannot see {samples} times, played each card it may play to the "
        "end of the hand, and this card did best."
    ),
}


def _cards(ctx: Ctx, codes: str) -> str:
    """Card codes (``"QC 2D"``) in words, or as given if they are not cards."""
    from ui.texts import cards_list

    try:
        return cards_list(ctx, codes)
    except (ValueError, KeyError):
        return codes


def reason(ctx: Ctx, decision: Decision, players: int = 4) -> str:
    """The sentence for *decision*'s reason, or the bare code if it has none yet. *players*
    names the seats a reason mentions (``seat``, ``target``)."""
    from ui.texts import seat, suit

    text = REASON_TEXTS.get(decision.reason)
    if text is None:
        return decision.reason
    values: dict[str, object] = {}
    for key, value in decision.params:
        if key in ("card", "cards") and value and not value.lstrip("-").isdigit():
            values[key] = _cards(ctx, value)
        elif key in ("seat", "target") and value.isdigit():
            values[key] = seat(ctx, int(value), players)
        elif key == "suit" and value in ("C", "D", "H", "S"):
            values[key] = suit(ctx, value)
        else:
            values[key] = int(value) if value.lstrip("-").isdigit() else value
    return ctx._(text, **values)


__all__ = ["REASON_TEXTS", "reason"]
