"""How the app says things about a game in the user's language.

The rules package reports what happened as structured events and violations (a rule id plus
parameters); this module turns them into sentences in Persian or English, with the rule's
title from the catalogue and every number in the right digits.
"""

from __future__ import annotations

from typing import Any

from pasur.cards import AnyCard, Card, Joker, Suit, parse_any_card
from pasur.protocol import Event, GameSpec, Rule, Violation
from ui.frame import Ctx
from ui.i18n import N_

SEATS = (N_("South"), N_("East"), N_("North"), N_("West"))
"""Seat names, in order of play (anticlockwise): seat 0 sits at the bottom of the table."""

CONTRACTS = {
    "C": N_("clubs ♣"),
    "D": N_("diamonds ♦"),
    "H": N_("hearts ♥"),
    "S": N_("spades ♠"),
    "saras": N_("Saras"),
    "naras": N_("Naras"),
    "taknaras": N_("Taknaras"),
}
SUIT_NAMES = {
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.HEARTS: N_("hearts"),
    Suit.SPADES: N_("spades"),
}
ONE_OF_SUIT = {
    Suit.CLUBS: N_("club"),
    Suit.DIAMONDS: N_("diamond"),
    Suit.HEARTS: N_("heart"),
    Suit.SPADES: N_("spade"),
}
"""A suit's name for one card of it ("the highest diamond")."""
KINDS = {
    "normal": N_("a plain win"),
    "kot": N_("kot"),
    "hakem_kot": N_("hakem-kot"),
    "bam": N_("bam"),
    "kot_on_six": N_("a kot against a side on six"),
    "renege_kot": N_("a penalty for failing to follow suit"),
    "six_six_five": N_("six-six-five: nobody reached seven, so the player with five wins"),
    "conceded": N_("the other side conceded"),
}
CUSTOMS = {
    "middle": N_("the partner's middle card"),
    "red": N_("red top"),
    "either": N_("either-or"),
}
"""The trump customs of seed 000's table (``trump-middle``, ``trump-red``, ``trump-either-XY``)."""


POSITIONS = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}
"""Where the seats of a table of 2, 3 or 4 sit: indices into ``SEATS`` (South, East, North,
West), keeping the order of play anticlockwise."""


def position(s: int, players: int = 4) -> int:
    return POSITIONS[players][s]


def seat(ctx: Ctx, s: int | str, players: int = 4) -> str:
    """A seat's name: South, East, North, West at a table of two to four; "Player 5" (numbered
    from 1 in order of play) at the larger tables of poker and Haft Khabis."""
    if players not in POSITIONS:
        return ctx._("Player {n}", n=int(s) + 1)
    return ctx.gettext(SEATS[position(int(s), players)])


def team(ctx: Ctx, t: int | str) -> str:
    return ctx._("South and North") if int(t) == 0 else ctx._("East and West")


def contract(ctx: Ctx, c: str) -> str:
    return ctx.gettext(CONTRACTS[c]) if c in CONTRACTS else c


def card(ctx: Ctx, c: AnyCard | str) -> str:
    c = parse_any_card(c) if isinstance(c, str) else c
    if isinstance(c, Joker):
        return c.persian if ctx.lang == "fa" else c.english
    return c.persian if ctx.lang == "fa" else str(c)


def suit(ctx: Ctx, s: Suit | str) -> str:
    s = Suit("CDHS".index(s)) if isinstance(s, str) else s
    return ctx.gettext(SUIT_NAMES[s])


def one_of_suit(ctx: Ctx, s: Suit | str) -> str:
    s = Suit("CDHS".index(s)) if isinstance(s, str) else s
    return ctx.gettext(ONE_OF_SUIT[s])


def rule_title(ctx: Ctx, spec: GameSpec, rule_id: str) -> str:
    try:
        return spec.rule(rule_id).title(ctx.lang)
    except KeyError:
        return rule_id


def rule_of(spec: GameSpec, rule_id: str) -> Rule | None:
    try:
        return spec.rule(rule_id)
    except KeyError:
        return None


def score(ctx: Ctx, text: str) -> str:
    """``'3-5'`` as ``'۳ به ۵'`` / ``'3–5'``."""
    a, _, b = text.partition("-")
    return ctx._("{a} to {b}", a=int(a), b=int(b))


def event(ctx: Ctx, e: Event, players: int = 4) -> str:
    """One event as a sentence in the page's language. *players* names the seats of a table
    of two or three (an event of a game this module does not know keeps its English text)."""
    if e.code:
        from ui.messages import say  # (ui.messages shows cards and seats with this module)

        return say(ctx, e.code, dict(e.params), players=players)
    if not e.rule_id.startswith("hokm/"):
        return e.text
    return _hokm_event(ctx, e, players)


def dashes(ctx: Ctx, text: str) -> str:
    """``"6-6-5"`` as ``6–6–5`` (Persian digits, kept left to right in a Persian sentence)."""
    out = "–".join(ctx.num(int(x)) for x in text.split("-") if x.lstrip("−").isdigit())
    return "\u2066" + out + "\u2069" if ctx.rtl else out


REVEALS = {
    "suit": N_("the partner's middle card is {card}, so trump is {contract}."),
    "two": N_("the partner's middle card is {card}, a two, so the hand is played as Naras."),
    "top": N_(
        "red top: the partner's cards are {cards}; the highest red card decides, so trump is "
        "{contract}."
    ),
    "tie": N_(
        "red top: the partner's cards {cards} leave the two red suits tied, so the hakem names "
        "trump himself."
    ),
    "no-red": N_(
        "red top: the partner's cards {cards} hold no red card, so the hakem names trump himself."
    ),
    "found": N_(
        "either-or: the partner's cards are turned up one by one: {cards}; trump is {contract}."
    ),
    "none": N_(
        "either-or: none of the partner's thirteen cards is of the two suits, so the hakem names "
        "trump himself."
    ),
}
"""What a trump custom turned up and decided (``Reveal.why``)."""

MISDEALS = {
    "always-redeal": N_("the deal is void and the cards are dealt again"),
    "other-seat": N_("the deal is void and the cards are dealt again"),
    "several-cards": N_("more than one card went astray, so the cards are dealt again"),
    "hakem-extra": N_(
        "the hakem holds the extra card: he asks for a redeal or hands one card over"
    ),
    "dealer-extra": N_(
        "the dealer holds the extra card: the hakem asks for a redeal, or the short player draws "
        "one of the dealer's cards blind"
    ),
    "hakem-side-extra": N_(
        "the extra card is on the hakem's side: it is handed over face up, and the giver keeps "
        "at least one card of its suit"
    ),
    "dealer-side-extra": N_(
        "the extra card is on the dealer's side: the hakem asks for a redeal, or the short "
        "player draws one blind"
    ),
}
"""Why a misdeal is settled the way it is (``MisdealRuling.why``)."""


def reveal(ctx: Ctx, why: str, cards: str, contract_code: str) -> str:
    """What a trump custom turned up (*cards* as codes) and what it decided, as a sentence."""
    items = cards.split()
    text = REVEALS.get(why)
    if text is None:
        return why
    sentence = ctx._(
        text,
        card=card(ctx, items[0]) if items else "",
        cards=cards_list(ctx, items),
        contract=contract(ctx, contract_code),
    )
    return sentence[:1].upper() + sentence[1:]


def custom(ctx: Ctx, kind: str) -> str:
    """A trump custom's name (``either-DH``: either-or, with its two suits)."""
    base, _dash, pair = kind.partition("-")
    if base not in CUSTOMS:
        return kind
    name = ctx.gettext(CUSTOMS[base])
    if len(pair) == 2 and all(x in "CDHS" for x in pair):
        name += " (" + ctx._("{a} or {b}", a=suit(ctx, pair[0]), b=suit(ctx, pair[1])) + ")"
    return name


def misdeal_why(ctx: Ctx, why: str) -> str:
    return ctx.gettext(MISDEALS[why]) if why in MISDEALS else why


def _hokm_event(ctx: Ctx, e: Event, players: int) -> str:
    p = e.param
    _ = ctx._
    four = players == 4

    def who(key: str) -> str:
        return seat(ctx, p(key), players)

    if e.kind == "trick":
        win = card(ctx, p("card"))
        if p("reason") == "trump" and p("contract") in "CDHS" and p("led") != p("contract"):
            n = int(p("trumps") or 1)
            why = (
                _(
                    "{led} were led and {card} is the only trump played",
                    led=suit(ctx, p("led")),
                    card=win,
                )
                if n == 1
                else _(
                    "{led} were led and {card} is the highest of {n} trumps played",
                    led=suit(ctx, p("led")),
                    card=win,
                    n=n,
                )
            )
        elif p("reason") == "trump":
            why = _("trump was led and {card} is the highest trump", card=win)
        elif p("contract") in ("saras", "naras", "taknaras"):
            why = _(
                "there is no trump in {mode}; {card} is the highest {led} in its order",
                mode=contract(ctx, p("contract")),
                card=win,
                led=one_of_suit(ctx, p("led")),
            )
        else:
            why = _(
                "no trump was played and {card} is the highest {led}, the suit led",
                card=win,
                led=one_of_suit(ctx, p("led")),
            )
        return _(
            "Trick {n}: {seat} wins with {card}: {why}.",
            n=int(p("number")),
            seat=who("winner"),
            card=win,
            why=why,
        )
    if e.kind == "hakem" and e.rule_id == "hokm/first-hakem":
        text = _("{seat} is the first hakem.", seat=who("hakem"))
        if p("moved") == "1":
            text += " " + _("Players change seats so that partners face each other.")
        return text
    if e.kind == "hakem":
        return _(
            "Next hand: {seat} is hakem and {dealer} deals.",
            seat=who("hakem"),
            dealer=who("dealer"),
        )
    if e.kind == "trump" and p("custom"):
        return _(
            "{seat} leaves trump to a custom. {what}",
            seat=who("hakem"),
            what=reveal(ctx, p("why"), p("cards"), p("contract")),
        )
    if e.kind == "trump":
        return _(
            "{seat} names {contract}.", seat=who("hakem"), contract=contract(ctx, p("contract"))
        )
    if e.kind == "discard":
        return _("{seat} puts {n} cards aside face down.", seat=who("seat"), n=int(p("count")))
    if e.kind == "draw":
        if p("last_pair") == "1":
            text = (
                _("{seat} looks at the last two cards and takes the first.", seat=who("seat"))
                if p("keep") == "1"
                else _("{seat} looks at the last two cards and takes the second.", seat=who("seat"))
            )
        elif p("keep") == "1":
            text = _("{seat} keeps the top card and puts the next one aside.", seat=who("seat"))
        else:
            text = _("{seat} puts the top card aside and takes the next one.", seat=who("seat"))
        left = int(p("left") or 0)
        if left:
            text += " " + _("Cards left to draw: {n}.", n=left)
        return text
    if e.kind == "note" and e.rule_id == "hokm/two-player-draw":
        return _(
            "The draw is over: both players hold thirteen cards, and {n} cards lie aside, out of "
            "play.",
            n=int(p("dead") or 0),
        )
    if e.kind == "peek":
        return _(
            "The dealer, {seat}, looks at packet {n} of his partner's cards.",
            seat=who("seat"),
            n=int(p("packet")),
        )
    if e.kind == "concede":
        return _("{seat}'s side plays the hand rather than concede.", seat=who("seat"))
    if e.kind == "misdeal" and p("why"):
        count = int(p("count") or 1)
        values = {"extra": who("extra"), "short": who("short"), "why": misdeal_why(ctx, p("why"))}
        if count == 1:
            return _("Misdeal: {extra} got a card meant for {short}; {why}.", **values)
        return _("Misdeal: {extra} got {n} cards meant for {short}; {why}.", n=count, **values)
    if e.kind == "misdeal":
        values = {"extra": who("extra"), "short": who("short")}
        if p("how") == "blind":
            return _(
                "{short} draws one of {extra}'s cards blind; everyone now holds thirteen.",
                **values,
            )
        if p("shown") == "1":
            return _(
                "{extra} hands a card to {short} face up; everyone now holds thirteen.", **values
            )
        return _("{extra} hands a card to {short}; everyone now holds thirteen.", **values)
    if e.kind == "redeal" and e.rule_id == "hokm/misdeal":
        return _("After the misdeal the hakem's side asks for a redeal: the cards are dealt again.")
    if e.kind == "redeal":
        return (
            _("The hakem's five cards are too weak: the cards are dealt again.")
            if p("forced") == "1"
            else _("The hakem throws in: the cards are dealt again.")
        )
    if e.kind == "note" and e.rule_id == "hokm/bam":
        if four:
            return _("Seven tricks to none: {seat}'s team may play on for bam.", seat=who("seat"))
        return _("Seven tricks to none: {seat} may play on for bam.", seat=who("seat"))
    if e.kind == "hand":
        return _hokm_hand(ctx, e, players)
    if e.kind == "game":
        if four:
            return _("{team} win the game.", team=team(ctx, p("winner")))
        return _("{seat} wins the game.", seat=who("winner"))
    if e.kind == "match":
        if not p("winner"):
            return _("End of the hand.")
        if four:
            return _("{team} win the match.", team=team(ctx, p("winner")))
        return _("{seat} wins the match.", seat=who("winner"))
    return e.text


def _hokm_hand(ctx: Ctx, e: Event, players: int) -> str:
    p = e.param
    _ = ctx._
    winner = int(p("winner"))
    tricks = [int(t) for t in p("tricks").split("-")]
    points = int(p("points"))
    kind = p("kind")
    score_text = score(ctx, p("score")) if players != 3 else dashes(ctx, p("score"))
    values: dict[str, Any] = {
        "n": int(p("hand")),
        "team": side(ctx, winner, players),
        "a": tricks[winner],
        "b": tricks[1 - winner] if len(tricks) == 2 else 0,
        "tricks": dashes(ctx, p("tricks")),
        "kind": ctx.gettext(KINDS.get(kind, kind)),
        "points": points,
        "score": score_text,
        "all": sum(tricks),
    }
    if players == 4:
        if kind == "bam":
            text = _(
                "Hand {n}: {team} take all thirteen tricks: bam, and the game. Score: {score}.",
                **values,
            )
        elif kind == "conceded":
            text = _(
                "Hand {n}: the other side concedes, and {team} score {points}. Score: {score}.",
                **values,
            )
        elif points == 1:
            text = _("Hand {n}: {team} win {a} to {b}, {kind}: 1 point. Score: {score}.", **values)
        else:
            text = _(
                "Hand {n}: {team} win {a} to {b}, {kind}: {points} points. Score: {score}.",
                **values,
            )
    elif kind == "bam":
        text = _(
            "Hand {n}: {team} takes all {all} tricks: bam, and the game. Score: {score}.", **values
        )
    elif kind == "six_six_five":
        text = _(
            "Hand {n}: nobody reached seven ({tricks}), so {team} wins the hand with five "
            "tricks: {points} point. Score: {score}.",
            **values,
        )
    elif points == 1:
        text = _(
            "Hand {n}: {team} wins, tricks {tricks}, {kind}: 1 point. Score: {score}.", **values
        )
    else:
        text = _(
            "Hand {n}: {team} wins, tricks {tricks}, {kind}: {points} points. Score: {score}.",
            **values,
        )
    if p("bonus") and any(x not in ("", "0") for x in p("bonus").split("-")):
        text += " " + _("One penalty point for failing to follow suit.")
    return text


def violation(ctx: Ctx, spec: GameSpec, v: Violation, players: int = 4) -> str:
    """Why a move is refused: the rule's title and text in the page's language."""
    rule = rule_of(spec, v.rule_id)
    params = dict(v.params)
    if v.code:
        from ui.messages import say

        lead = say(ctx, v.code, params, players=players)
        if lead and not lead.endswith((".", "!", "?", "؟", "…")):
            lead += "."
    elif v.rule_id == "hokm/follow-suit" and "led" in params:
        held = " ".join(card(ctx, c) for c in params.get("held", "").split())
        lead = ctx._(
            "{led} were led and this player holds {held}.", led=suit(ctx, params["led"]), held=held
        )
    else:
        lead = ""
    if rule is None:
        return v.detail
    return " ".join(x for x in (lead, f"{rule.title(ctx.lang)}: {rule.text(ctx.lang)}") if x)


def move(ctx: Ctx, m: object, state: object = None) -> str:
    """A move in words (generic: a card, a trump, a cut ... or its notation). *state*, the
    position the move is made in, words a few moves more exactly (the last pair of the
    two-player draw, a redeal after a misdeal)."""
    if type(m).__module__.startswith("pasur.games.pasur"):
        return _pasur_move(ctx, m)
    if type(m).__module__.startswith("pasur.games.poker"):
        return _poker_move(ctx, m, state)
    if type(m).__module__.startswith("pasur.games.haft_khabis"):
        return _haft_khabis_move(ctx, m, state)
    kind = type(m).__name__
    phase = str(getattr(state, "phase", ""))
    if kind == "Give":
        return ctx._("hands over {card}", card=card(ctx, getattr(m, "card", "")))
    if kind == "BlindDraw":
        c = getattr(m, "card", None)
        if c is None:
            return ctx._("asks for the blind draw")
        return ctx._("{card} is drawn blind", card=card(ctx, c))
    c = getattr(m, "card", None)
    if isinstance(c, Card):
        return card(ctx, c)
    if kind == "TrumpCustom":
        which = str(getattr(m, "kind", ""))
        if which == "either":
            pair = str(getattr(m, "suits", ""))
            return ctx._(
                "leaves trump to either-or: {a} or {b}",
                a=suit(ctx, pair[0]) if pair[:1] in ("C", "D", "H", "S") else pair,
                b=suit(ctx, pair[1]) if pair[1:2] in ("C", "D", "H", "S") else "",
            )
        if which == "middle":
            return ctx._("leaves trump to the partner's middle card")
        if which == "red":
            return ctx._("leaves trump to red top (the partner's highest red card)")
        return str(m)
    if kind == "Discard":
        cards = tuple(getattr(m, "cards", ()))
        return ctx._("puts aside {cards}", cards=cards_list(ctx, [x.code for x in cards]))
    if kind == "DrawChoice":
        keep = bool(getattr(m, "keep", True))
        offer = getattr(state, "draw_offer", None)
        if callable(offer) and len(offer()) == 2:
            return ctx._("takes the first card") if keep else ctx._("takes the second card")
        return ctx._("keeps the top card") if keep else ctx._("puts the top card aside")
    if kind == "Peek":
        return ctx._("looks at packet {n} of the partner's cards", n=int(getattr(m, "packet", 0)))
    if kind == "Concede":
        return ctx._("concedes the hand") if getattr(m, "give_up", False) else ctx._("plays on")
    if kind == "Misdeal":
        n = int(getattr(m, "count", 1))
        values = {
            "extra": seat(ctx, int(getattr(m, "extra", 0)), 4),
            "short": seat(ctx, int(getattr(m, "short", 0)), 4),
        }
        if n == 1:
            return ctx._("a misdeal: {extra} gets a card meant for {short}", **values)
        return ctx._("a misdeal: {extra} gets {n} cards meant for {short}", n=n, **values)
    if kind == "NameTrump":
        return ctx._("names {contract}", contract=contract(ctx, str(getattr(m, "contract", ""))))
    if kind == "Cut":
        n = int(getattr(m, "count", 0))
        return ctx._("taps the deck (no cut)") if n == 0 else ctx._("cuts {n} cards", n=n)
    if kind == "BamChoice":
        return ctx._("plays on for bam") if getattr(m, "go_on", False) else ctx._("stops at seven")
    if kind == "Redeal" and phase == "misdeal":
        return ctx._("asks for a redeal")
    if kind == "Redeal":
        return ctx._("throws in for a redeal")
    if kind == "Shuffle":
        return ctx._("the deck is shuffled")
    if kind in ("AceDraw", "Draw", "SeatDraw"):
        return ctx._("the draw for the first hakem")
    return str(m)


def signed(ctx: Ctx, value: int) -> str:
    """A score with its sign: ``+130`` / ``−135`` (Persian digits in Persian).

    In Persian the number is wrapped in a left-to-right isolate, so that the sentence keeps the
    sign in front of the digits.
    """
    sign = "+" if value > 0 else "−" if value < 0 else ""
    text = sign + ctx.num(abs(value))
    return "\u2066" + text + "\u2069" if ctx.rtl else text


# --- Pasur -----------------------------------------------------------------------------------


def side(ctx: Ctx, s: int | str, players: int) -> str:
    """A Pasur side: a team of two with four players, else the player's seat."""
    return team(ctx, s) if players == 4 else seat(ctx, s, players)


def cards_list(ctx: Ctx, codes: str | list[str]) -> str:
    """Cards given as codes (``"4C 2D"``), as words: ``4♣, 2♦`` / ``چهار خاج، دو خشت``."""
    items = codes.split() if isinstance(codes, str) else codes
    return ("، " if ctx.rtl else ", ").join(card(ctx, c) for c in items)


def _pasur_move(ctx: Ctx, m: object) -> str:
    c = getattr(m, "card", None)
    kind = type(m).__name__
    if kind == "Play" and isinstance(c, Card):
        taken = getattr(m, "taken", ())
        if taken:
            return ctx._(
                "{card} takes {cards}",
                card=card(ctx, c),
                cards=cards_list(ctx, [t.code for t in taken]),
            )
        return ctx._("{card} laid on the table", card=card(ctx, c))
    if kind == "Show" and isinstance(c, Card):
        return ctx._("shows {card}", card=card(ctx, c))
    if kind == "Shuffle":
        return ctx._("the deck is shuffled")
    if kind == "FirstDealer":
        return ctx._("the draw for the first dealer")
    return str(m)


POKER_CATEGORIES = {
    "high_card": N_("high card"),
    "pair": N_("pair"),
    "two_pair": N_("two pair"),
    "three_of_a_kind": N_("three of a kind"),
    "straight": N_("straight"),
    "flush": N_("flush"),
    "full_house": N_("full house"),
    "four_of_a_kind": N_("four of a kind"),
    "straight_flush": N_("straight flush"),
    "five_of_a_kind": N_("five of a kind"),
    "royal_flush": N_("royal flush"),
}
"""Hand categories, named as the poker lesson and lessons/glossary.toml name them."""
STREETS = {
    "preflop": N_("before the flop"),
    "flop": N_("the flop"),
    "turn": N_("the turn"),
    "river": N_("the river"),
}


def category(ctx: Ctx, name: str) -> str:
    return ctx.gettext(POKER_CATEGORIES[name]) if name in POKER_CATEGORIES else name


def street(ctx: Ctx, name: str) -> str:
    return ctx.gettext(STREETS[name]) if name in STREETS else name


def _poker_move(ctx: Ctx, m: object, state: object) -> str:
    kind = type(m).__name__
    _ = ctx._
    if kind == "Check":
        return _("checks")
    if kind == "Fold":
        return _("folds")
    if kind == "Call":
        to_call = getattr(state, "to_call", None)
        seat_no = getattr(state, "to_move", None)
        if callable(to_call) and isinstance(seat_no, int) and seat_no >= 0:
            return _("calls {n}", n=int(to_call(seat_no)))
        return _("calls")
    if kind == "AllIn":
        stacks = getattr(state, "stacks", ())
        seat_no = getattr(state, "to_move", None)
        if isinstance(seat_no, int) and 0 <= seat_no < len(stacks):
            return _("goes all in ({n} chips)", n=int(stacks[seat_no]))
        return _("goes all in")
    if kind == "Bet":
        return _("bets {n}", n=int(getattr(m, "amount", 0)))
    if kind == "Raise":
        return _("raises to {n}", n=int(getattr(m, "to", 0)))
    if kind == "Board":
        codes = [c.code for c in getattr(m, "cards", ())]
        return _(
            "{street}: {cards}",
            street=street(ctx, str(getattr(m, "street", ""))),
            cards=cards_list(ctx, codes),
        )
    if kind == "Shuffle":
        return _("the cards are shuffled and dealt")
    if kind == "FirstDealer":
        return _("the draw for the first dealer")
    return str(m)


def _haft_khabis_move(ctx: Ctx, m: object, state: object) -> str:
    kind = type(m).__name__
    _ = ctx._
    players = int(getattr(state, "players", 4) or 4)
    if kind == "Play":
        c = getattr(m, "card", None)
        name = card(ctx, c) if isinstance(c, Card) else str(c)
        called = getattr(m, "suit", None)
        target = getattr(m, "target", None)
        if called is not None:
            text = _("{card}, calling {suit}", card=name, suit=suit(ctx, called))
        elif target is not None:
            text = _("{card}, and {seat} draws a card", card=name, seat=seat(ctx, target, players))
        else:
            text = name
        if getattr(m, "last", False):
            text = _("{play}, with the call «tak barg»", play=text)
        return text
    if kind == "Draw":
        return _("draws a card")
    if kind == "Keep":
        return _("keeps the card drawn")
    if kind == "Take":
        n = 2 * int(getattr(state, "sevens", 0) or 0)
        return _("takes the {n} cards of the 7s", n=n) if n else _("takes the cards of the 7s")
    if kind == "Pass":
        return _("passes")
    if kind == "Penalty":
        return _("a penalty card for {seat}", seat=seat(ctx, int(getattr(m, "seat", 0)), players))
    if kind == "Deal":
        return _("the cards are shuffled and dealt")
    if kind == "Restock":
        return _("the pile is shuffled into a new stock")
    return str(m)
