"""How the app says things about a game in the user's language.

The rules package reports what happened as structured events and violations (a rule id plus
parameters); this module turns them into sentences in Persian or English, with the rule's
title from the catalogue and every number in the right digits.
"""

from __future__ import annotations

from pasur.cards import AnyCard, Card, Joker, Suit, parse_any_card
from pasur.engines.chance import Shuffle
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
    """``'3-5'`` as ``'۳ به ۵'`` / ``'3 to 5'``; three sides or more (``'2-0-1'``) as their
    numbers in the page's digits, in seat order."""
    parts = text.split("-")
    if len(parts) != 2:
        return " – ".join(ctx.num(int(p)) for p in parts if p.strip().isdigit())
    return ctx._("{a} to {b}", a=int(parts[0]), b=int(parts[1]))


def event(ctx: Ctx, e: Event, players: int = 4) -> str:
    """One event as a sentence in the page's language, from its game's message table (every
    event the engines report has a code). *players* names the seats of a table of two or three,
    or of more than four."""
    if not e.code:  # pragma: no cover - every engine event carries a code
        return e.text
    from ui.messages import say  # (ui.messages shows cards and seats with this module)

    return say(ctx, e.code, dict(e.params), players=players)


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


def violation(ctx: Ctx, spec: GameSpec, v: Violation, players: int = 4) -> str:
    """Why a move is refused: the rule's title and text in the page's language."""
    rule = rule_of(spec, v.rule_id)
    params = dict(v.params)
    if v.code:
        from ui.messages import say

        lead = say(ctx, v.code, params, players=players)
        if lead and not lead.endswith((".", "!", "?", "؟", "…")):
            lead += "."
    else:
        lead = ""
    if rule is None:
        return v.detail
    return " ".join(x for x in (lead, f"{rule.title(ctx.lang)}: {rule.text(ctx.lang)}") if x)


def move(ctx: Ctx, m: object, state: object = None, *, game: str = "") -> str:
    """A move of *game* in words: through the game's plug-in where it words its own moves
    (``move_text`` of ``EXPLORER`` in ``ui/games/<game>/explorer.py``), else generically (a
    card, the shuffle, or the move's notation). *state* is the position the move is made in."""
    if game:
        from ui.games.base import explorer_ui  # (the plug-ins word moves with this module)

        own = explorer_ui(game).move_text
        if own is not None:
            return own(ctx, m, state)
    c = getattr(m, "card", None)
    if isinstance(c, Card):
        return card(ctx, c)
    if isinstance(m, Shuffle):
        return ctx._("the deck is shuffled")
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


def category(ctx: Ctx, name: str) -> str:
    return ctx.gettext(POKER_CATEGORIES[name]) if name in POKER_CATEGORIES else name


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


def street(ctx: Ctx, name: str) -> str:
    return ctx.gettext(STREETS[name]) if name in STREETS else name
