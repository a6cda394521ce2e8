"""The poker table's options: the documents' game by default, Texas hold'em as a preset.

The seed text is seed 000, lines 166-233 (a community-card poker: two hole cards each, three,
one and one more on the board, four rounds of betting; see ``shared/rules/
shelem_ghahve_haftkhabis_poker.md`` section 5, ids PK-01..PK-21). It teaches the hands and the
four betting actions but leaves the betting structure open (no blinds, no limits, no side pots,
no odd-chip rule); each of those is an option here, and ``why`` says which way the default goes
and why. Amounts are in chips; the seed's example stakes are 2,500 toman each (line 227).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.errors import OptionsError
from pasur.games.poker import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source


@dataclass(frozen=True, kw_only=True, slots=True)
class PokerOptions:
    """Options for poker. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(
        4,
        minimum=2,
        maximum=8,
        en="Two to eight players.",
        fa="دو تا هشت بازیکن.",
        sources=(S("000", 166, 166),),
        why="The seed: any number can play, but more than four 'is not much fun'.",
        why_fa="سند: با هر تعدادی می‌شود بازی کرد، ولی بیشتر از چهار نفر «حال نمی‌دهد».",
    )
    scope: str = option(
        "match",
        choices=("match", "hand"),
        en="Play until one player has all the chips, or stop after one hand (to study a deal).",
        fa="بازی تا وقتی که همهٔ پول‌ها مال یک نفر شود، یا فقط یک دست (برای بررسی یک پخش).",
        sources=(S("000", 227, 227),),
        why="The seed plays hands until only one player is left with all the money.",
        why_fa="در سند آن‌قدر دست بازی می‌کنند تا فقط یک نفر بماند و همهٔ پول‌ها مال او شود.",
    )
    chips: int = option(
        2500,
        minimum=10,
        maximum=1_000_000,
        en="Chips each player starts with.",
        fa="پولی (مهره‌ای) که هر بازیکن با آن شروع می‌کند.",
        sources=(S("000", 227, 227),),
        why="The seed's example: each player puts 2,500 toman in and gets as many chips.",
        why_fa="مثالِ سند: هر بازیکن ۲۵۰۰ تومان می‌گذارد و همان‌قدر مهره می‌گیرد.",
    )
    unit: int = option(
        10,
        minimum=1,
        maximum=1000,
        en="The smallest chip: every bet, blind and ante is a whole number of units.",
        fa="کوچک‌ترین مهره: هر شرط، بلایند و آنته مضربی از آن است.",
        sources=(S("000", 227, 227),),
        why="The seed plays with 25- and 10-toman coins; 10 keeps the number of possible bets "
        "small enough to list.",
        why_fa="سند با سکه‌های ۲۵ و ۱۰ تومانی بازی می‌کند؛ ۱۰ تعدادِ شرط‌های ممکن را کم نگه می‌دارد.",
    )
    hand_rule: str = option(
        "exactly_two_hole",
        choices=("exactly_two_hole", "best_five_of_seven"),
        en="A hand is exactly the two hole cards and three board cards; or (hold'em) the best "
        "five of the seven, using any number of hole cards.",
        fa="دست دقیقاً دو برگِ دستِ بازیکن و سه برگِ زمین است؛ یا (هولدم) بهترین پنج برگ از هفت "
        "برگ، با هر تعداد برگ از دست.",
        sources=(S("000", 166, 166), S("000", 197, 202)),
        why="The seed: two cards from the hand and three from the table; its flush example "
        "refuses five hearts made with four board cards.",
        why_fa="سند: دو برگ از دست و سه برگ از زمین؛ مثالِ فلاشِ سند پنج دلی را که با چهار برگِ "
        "زمین ساخته شود نمی‌پذیرد.",
    )
    ranking: str = option(
        "documents",
        choices=("documents", "standard"),
        en="The documents' ranking (a suited A-2-3-4-5 is a royal flush; five of a kind between "
        "the straight flush and the royal); or the standard ranking.",
        fa="ترتیبِ اسناد (A-2-3-4-5 هم‌خال فلاش سلطنتی است؛ پنج خال میان استریت فلاش و فلاش "
        "سلطنتی)؛ یا ترتیبِ رایج.",
        sources=(S("000", 219, 225),),
        why="The seed's list of eleven hands.",
        why_fa="فهرستِ یازده‌گانهٔ سند.",
    )
    jokers: int = option(
        0,
        minimum=0,
        maximum=1,
        en="Play with one joker, which makes five of a kind with four cards of one rank.",
        fa="بازی با یک ژوکر، که با چهار برگِ هم‌ارزش پنج خال می‌سازد.",
        sources=(S("000", 219, 219),),
        why="The seed: five of a kind is 'for play with a joker; otherwise ignore it'.",
        why_fa="سند: پنج خال «برای بازی با جوکر است؛ در غیر این صورت در نظر نگیرید».",
    )
    joker_mode: str = option(
        "five_of_a_kind",
        choices=("five_of_a_kind", "wild"),
        en="The joker only turns four of a kind into five of a kind (otherwise it is a dead "
        "card); or it stands for any card its holder likes.",
        fa="ژوکر فقط چهار خال را پنج خال می‌کند (وگرنه برگِ مرده است)؛ یا جای هر برگی که "
        "صاحبش بخواهد می‌نشیند.",
        sources=(S("000", 219, 219),),
        why="The seed defines the joker only for five of a kind.",
        why_fa="سند ژوکر را فقط برای پنج خال تعریف می‌کند.",
    )
    royal_hole_ace: bool = option(
        False,
        en="A royal flush needs its ace among the player's two hole cards.",
        fa="فلاش سلطنتی فقط وقتی است که آسِ آن یکی از دو برگِ دستِ بازیکن باشد.",
        sources=(S("000", 220, 220),),
        why="«توی دست یه ACE باشه» most likely means 'in the hand of five'; the strict reading "
        "(the ace in the player's own two cards) is the option.",
        why_fa="«توی دست یه ACE باشه» به احتمالِ زیاد یعنی در همان پنج برگ؛ خوانشِ سخت‌گیرانه "
        "(آس در دو برگِ خودِ بازیکن) گزینه است.",
    )
    burn: bool = option(
        False,
        en="Burn (put aside face down) one card before the flop, the turn and the river.",
        fa="پیش از فلاپ، ترن و ریور یک برگ را بی‌آنکه کسی ببیند کنار بگذارند (سوزاندن).",
        sources=(S("000", 233, 233),),
        why="The seed turns the board cards straight from the stock; burning is a casino custom.",
        why_fa="در سند برگ‌های زمین مستقیم از دسته رو می‌شوند؛ سوزاندن رسمِ کازینوهاست.",
    )
    ante: int = option(
        0,
        minimum=0,
        maximum=100_000,
        en="Chips every player puts in before the deal (0: none).",
        fa="پولی که هر بازیکن پیش از پخش وسط می‌گذارد (۰ یعنی هیچ).",
        sources=(S("000", 228, 228),),
        why="The seed has no forced bets: after the deal the first player puts in what he likes.",
        why_fa="در سند شرطِ اجباری نیست: بعد از پخش، نفرِ اول هر قدر بخواهد می‌گذارد.",
    )
    small_blind: int = option(
        0,
        minimum=0,
        maximum=100_000,
        en="The small blind, put in by the player after the dealer (0: no blinds).",
        fa="بلایندِ کوچک که نفرِ بعد از پخش‌کننده می‌گذارد (۰ یعنی بی‌بلایند).",
        sources=(S("000", 228, 228),),
        why="The seed has no blinds: the first player opens the betting (PK-17, PK-18).",
        why_fa="در سند بلایند نیست: نفرِ اول شرط را باز می‌کند.",
    )
    big_blind: int = option(
        0,
        minimum=0,
        maximum=100_000,
        en="The big blind, put in by the next player; it is also the smallest bet (0: none).",
        fa="بلایندِ بزرگ که نفرِ بعدی می‌گذارد؛ کمترین شرط هم همین است (۰ یعنی هیچ).",
        sources=(S("000", 228, 228),),
        why="As for the small blind: the seed has none.",
        why_fa="مثل بلایندِ کوچک: سند ندارد.",
    )
    min_raise: str = option(
        "last_raise",
        choices=("last_raise", "unit"),
        en="A raise adds at least as much as the bet or raise before it in this round (no-limit "
        "rule); or at least one unit.",
        fa="هر افزایش دست‌کم به اندازهٔ شرط یا افزایشِ قبلی در همین دور است (قاعدهٔ بی‌سقف)؛ یا "
        "دست‌کم یک واحد.",
        sources=(S("000", 231, 232),),
        why="The seed only says 'some more money'; the no-limit rule keeps raises from crawling "
        "up by one chip, and the seed's own example (100, then 500) follows it.",
        why_fa="سند فقط می‌گوید «مقدار دیگری»؛ قاعدهٔ بی‌سقف نمی‌گذارد افزایش‌ها یکی‌یکی بالا "
        "بروند و مثالِ خودِ سند (۱۰۰ و بعد ۵۰۰) با آن می‌خواند.",
    )
    postflop_first: str = option(
        "first_player",
        choices=("first_player", "last_raiser"),
        en="After the flop, the first player still in after the dealer opens each round; or the "
        "last to bet or raise in the round before (the first player if nobody did).",
        fa="بعد از فلاپ، اولین بازیکنِ در بازی پس از پخش‌کننده هر دور را باز می‌کند؛ یا کسی که در "
        "دورِ قبل آخرین شرط یا افزایش را گذاشت (اگر کسی نگذاشت، نفرِ اول).",
        sources=(S("000", 233, 233),),
        why="The seed bets again 'as above', so the same first player opens; hold'em does the "
        "same.",
        why_fa="سند می‌گوید دوباره «مثل بالا» پول می‌آیند، پس همان نفرِ اول باز می‌کند؛ در هولدم "
        "هم همین است.",
    )
    max_hands: int = option(
        300,
        minimum=0,
        maximum=100_000,
        en="A match stops after this many hands and the most chips win (0: no limit).",
        fa="مسابقه بعد از این تعداد دست تمام می‌شود و بیشترین پول می‌برد (۰ یعنی بی‌حد).",
        sources=(S("000", 227, 227),),
        why="The seed plays until one player has everything; without forced bets cautious "
        "players might never get there, so the app sets a limit.",
        why_fa="سند تا وقتی بازی می‌کند که همه‌چیز مال یک نفر شود؛ بی‌شرطِ اجباری بازیکنانِ "
        "محتاط شاید هرگز به آنجا نرسند، پس برنامه حدی می‌گذارد.",
    )

    def __post_init__(self) -> None:
        validate_options(self)
        for name in ("chips", "ante", "small_blind", "big_blind"):
            if getattr(self, name) % self.unit:
                raise OptionsError(
                    code="poker/options/units", params={"name": name, "unit": self.unit}
                )
        if self.small_blind > self.big_blind:
            raise OptionsError(code="poker/options/blinds")
        if self.small_blind and not self.big_blind:
            raise OptionsError(code="poker/options/small-blind-alone")
        if self.jokers and self.ranking != "documents":
            raise OptionsError(code="poker/options/joker-ranking")

    @property
    def min_bet(self) -> int:
        """The smallest bet: the big blind, or one unit without blinds."""
        return max(self.big_blind, self.unit)

    @property
    def evaluator_rules(self) -> str:
        """The evaluator's ranking name (``documents`` or ``holdem``) for this table."""
        return "documents" if self.ranking == "documents" else "holdem"

    @property
    def games_to_win(self) -> int:
        """A match is one game: its winner is the player left with the chips."""
        return 1


PRESETS: Final = MappingProxyType(
    {
        "documents": PokerOptions(),
        "holdem": PokerOptions(
            hand_rule="best_five_of_seven",
            ranking="standard",
            small_blind=10,
            big_blind=20,
            burn=True,
        ),
        "joker": PokerOptions(jokers=1),
        "heads_up": PokerOptions(players=2),
    }
)
"""Named sets of options. ``documents`` is seed 000's game (the defaults); ``holdem`` standard
Texas hold'em (blinds 10 and 20, the best five of seven, the standard ranking, burn cards);
``joker`` the documents' game with the joker (five of a kind); ``heads_up`` two players."""
