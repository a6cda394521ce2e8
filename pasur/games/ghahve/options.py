"""Ghahve's table options: the points the one seed text leaves open, as named options.

Everything here rests on seed 000's Ghahve text (``shared/seeds/000_…``, lines 134-144); where
it is silent the default is the plainest reading of it, and ``why`` says so. Option values are
short English words so that they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source

MIN_BID: Final = 2
"""Nobody may bid fewer than two tricks (seed 000, lines 137 and 142): a rule, not an option."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GhahveOptions:
    """Options for Ghahve. Build with keywords; invalid values raise ``OptionsError``."""

    scope: str = option(
        "match",
        choices=("match", "hand"),
        en="Play a whole match, or stop after one hand (for studying a single deal).",
        fa="یک مسابقهٔ کامل بازی شود، یا فقط یک دور (برای بررسی یک دور).",
        why="Not a rule of the game: a choice of how much to play.",
        why_fa="قانون بازی نیست؛ فقط انتخابِ اندازهٔ بازی است.",
    )
    target_points: int = option(
        501,
        minimum=1,
        maximum=5001,
        en="Points that win a game: 501, or 1001 for a long game.",
        fa="امتیازی که بازی را می‌برد: ۵۰۱، یا ۱۰۰۱ برای بازی طولانی.",
        sources=(S("000", 137, 137), S("000", 144, 144)),
        why="Seed 000 names 501 or 1001 (twice) as the usual targets; 501 is the shorter one and "
        "comes first.",
        why_fa="سند ۰۰۰ (دو بار) ۵۰۱ یا ۱۰۰۱ را امتیاز معمول می‌داند؛ ۵۰۱ کوتاه‌تر است و اول آمده.",
    )
    games_to_win: int = option(
        1,
        minimum=1,
        maximum=3,
        en="Games a side must win to take the match.",
        fa="تعداد بازی‌هایی که یک تیم برای بردن مسابقه باید ببرد.",
        sources=(S("000", 144, 144),),
        why="The seed plays one game to the target; several games make a match only by agreement, "
        "as in Hokm.",
        why_fa="سند یک بازی تا امتیاز هدف را شرح می‌دهد؛ چند بازی پشت سر هم فقط با توافق است، "
        "مثل حکم.",
    )
    max_bid: int = option(
        13,
        minimum=MIN_BID,
        maximum=13,
        en="The most tricks one player may bid (the least is always 2). 13 means no limit but the "
        "size of the hand.",
        fa="بیشترین تعداد دستی که یک بازیکن می‌تواند تعهد کند (کمترین همیشه ۲ است). ۱۳ یعنی "
        "سقفی جز تعداد دست‌های یک دور ندارد.",
        sources=(S("000", 142, 142),),
        why="The seed sets a minimum of 2 and no maximum, so the only limit is the 13 tricks of a "
        "hand; the sum of all bids is not limited either.",
        why_fa="سند کمترین تعهد را ۲ گذاشته و سقفی نگفته است؛ پس تنها محدودیت ۱۳ دستِ یک دور "
        "است. جمع تعهدها هم محدود نیست.",
    )
    joker_lead: str = option(
        "free",
        choices=("free", "spades", "next_card"),
        en="What the others must play when a joker leads a trick: any card (the joker has no "
        "suit); spades if they hold any (the joker counts as a spade lead); or the suit of the "
        "first ordinary card played after it. Either way a joker wins that trick.",
        fa="وقتی دستی با ژوکر شروع می‌شود بقیه چه بازی کنند: هر برگی (ژوکر خال ندارد)؛ پیک، اگر "
        "دارند (ژوکر مثل آوردن پیک حساب می‌شود)؛ یا همان خالِ اولین برگ معمولی که بعد از آن بازی "
        "می‌شود. در هر سه حالت آن دست را یک ژوکر می‌برد.",
        sources=(S("000", 143, 143),),
        why="The seed does not say. Its jokers belong to no suit and may be played whether or not "
        "one holds the led suit, so a joker lead leaves no suit to follow; 'spades' is the "
        "American Spades reading, where jokers are spades.",
        why_fa="سند چیزی نگفته است. ژوکرهای آن خال ندارند و با داشتن یا نداشتن خال زمین بازی "
        "می‌شوند، پس ژوکری که اول دست بیاید خالی برای پیروی باقی نمی‌گذارد؛ «پیک» برداشتِ بازی "
        "اسپیدز آمریکایی است که در آن ژوکرها پیک حساب می‌شوند.",
    )
    black_joker_deadline: int = option(
        10,
        minimum=1,
        maximum=12,
        en="The black joker must be played by this trick: its holder has no other choice in it "
        "if he still has it.",
        fa="ژوکر سیاه باید تا این دست بازی شود: اگر هنوز در دست دارنده‌اش مانده باشد، در این دست "
        "فقط همان را می‌تواند بازی کند.",
        sources=(S("000", 143, 143),),
        why="The seed says 'by the tenth trick', read here as including the tenth; 9 is the "
        "reading 'before the tenth'.",
        why_fa="سند می‌گوید «تا دست دهم»؛ اینجا خود دست دهم هم حساب است. عدد ۹ یعنی «پیش از دست "
        "دهم».",
    )
    dealer_rotation: str = option(
        "until_ahead",
        choices=("until_ahead", "every_hand"),
        en="The dealer keeps dealing until his team is ahead on points, then the deal passes to "
        "his right; or the deal passes to the right after every hand, as in Spades.",
        fa="پخش‌کننده آن‌قدر پخش می‌کند تا امتیاز تیمش از حریف بیشتر شود و بعد پخش به نفر دست "
        "راست می‌رسد؛ یا مثل اسپیدز بعد از هر دور پخش به نفر دست راست می‌رسد.",
        sources=(S("000", 141, 141),),
        why="Seed 000 stresses the first as the important point of the deal; the second is the "
        "American Spades custom.",
        why_fa="سند ۰۰۰ حالت اول را نکتهٔ مهم پخش می‌داند؛ حالت دوم رسم بازی اسپیدز آمریکایی است.",
    )

    def __post_init__(self) -> None:
        validate_options(self)


PRESETS: Final = MappingProxyType(
    {
        "classic": GhahveOptions(),
        "long": GhahveOptions(target_points=1001),
        "spades_style": GhahveOptions(joker_lead="spades", dealer_rotation="every_hand"),
    }
)
"""Named sets of options. ``classic`` is seed 000 to 501 points; ``long`` plays to 1001;
``spades_style`` reads the open points the American Spades way (a joker lead calls for spades,
the deal goes round every hand)."""
