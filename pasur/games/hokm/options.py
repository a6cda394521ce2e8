"""Hokm's table options: every place where the documents disagree, as a named option.

Defaults follow the majority of the seed documents (``shared/seeds``); where they split evenly
the reason for the choice is given in ``why``. Option values are short English words so that
they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.errors import OptionsError
from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source

CONTRACT_SUITS: Final = ("C", "D", "H", "S")
SPECIAL_MODES: Final = ("saras", "naras", "taknaras")


@dataclass(frozen=True, kw_only=True, slots=True)
class HokmOptions:
    """Options for four-player Hokm. Build with keywords; invalid values raise ``OptionsError``."""

    scope: str = option(
        "match",
        choices=("match", "hand"),
        en="Play a whole match, or stop after one hand (for studying a single deal).",
        fa="یک مسابقهٔ کامل بازی شود، یا فقط یک دور (برای بررسی یک دور).",
        why="Not a rule of the game: a choice of how much to play.",
        why_fa="قانون بازی نیست؛ فقط انتخابِ اندازهٔ بازی است.",
    )
    first_hakem: str = option(
        "first_ace",
        choices=("first_ace", "high_card_draw", "middle_card", "random"),
        en="How the first hakem is chosen: the first ace dealt face up; the highest card drawn; "
        "the middle-card method; or at random.",
        fa="حاکم اول چگونه معلوم شود: با اولین آسی که رو پخش می‌شود؛ با کشیدن بالاترین برگ؛ "
        "با روش برگ وسط؛ یا به قید قرعه.",
        sources=(
            S("002", 6, 6),
            S("001", 87, 87),
            S("003", 11, 11),
            S("004", 38, 45),
            S("000", 96, 96),
        ),
        why="First ace in seeds 000, 001, 002, 003 and 004; high card only in 000 (second text); "
        "middle card only in 004.",
        why_fa="اولین آس در هر پنج سند (۰۰۰، ۰۰۱، ۰۰۲، ۰۰۳ و ۰۰۴) آمده است؛ بالاترین برگ فقط "
        "در متن دوم سند ۰۰۰ و روش برگ وسط فقط در سند ۰۰۴.",
    )
    first_ace_start: str = option(
        "random_seat",
        choices=("random_seat", "dealer_right"),
        en="Where the face-up deal for the first ace starts: a random seat, or the right of the "
        "player dealing (seat 0 deals the draw, so it starts at seat 1).",
        fa="پخش رو برای پیدا کردن آس اول از کجا شروع شود: از یک صندلی تصادفی، یا از دست راست "
        "پخش‌کننده (صندلی ۰ پخش می‌کند و شروع از صندلی ۱ است).",
        sources=(S("003", 11, 13), S("002", 6, 6)),
        why="One document each; seed 003 argues a random start is fairer, so it is the default.",
        why_fa="هر کدام را یک سند گفته است؛ سند ۰۰۳ توضیح می‌دهد که شروع تصادفی منصفانه‌تر است، "
        "برای همین پیش‌فرض همین است.",
    )
    partner_selection: str = option(
        "fixed_seats",
        choices=("fixed_seats", "second_ace", "second_high_card"),
        en="How partners are set: as they sit (agreed beforehand); the second ace dealt is the "
        "hakem's partner; or the second-highest card drawn is. The partner then moves opposite.",
        fa="یارها چگونه معلوم شوند: همان‌طور که نشسته‌اند (با توافق)؛ آس دوم یار حاکم است؛ یا "
        "دومین برگ بزرگ. یار سپس روبه‌روی حاکم می‌نشیند.",
        sources=(S("000", 55, 56), S("002", 7, 7), S("004", 32, 32), S("000", 96, 96)),
        why="All documents allow partners by agreement; the card methods are used when there "
        "was none.",
        why_fa="همهٔ سندها یارگیری با توافق را می‌پذیرند؛ روش‌های برگ‌کشی برای وقتی است که "
        "توافقی نشده باشد.",
    )
    dealer_seat: str = option(
        "left_of_hakem",
        choices=("left_of_hakem", "right_of_hakem"),
        en="Who deals: the player on the hakem's left (just before him in play), or on his "
        "right. Packets always go round in play order starting with the hakem.",
        fa="چه کسی پخش کند: بازیکن دست چپ حاکم (که درست پیش از او بازی می‌کند) یا دست راست او. "
        "بسته‌ها همیشه به ترتیب بازی و از خود حاکم پخش می‌شوند.",
        sources=(
            S("002", 11, 12),
            S("003", 17, 17),
            S("004", 64, 64),
            S("000", 60, 62),
            S("000", 99, 99),
        ),
        why="Left in seeds 000 (first text), 002, 003 and 004; right only in 000's second text.",
        why_fa="دست چپ در سندهای ۰۰۰ (متن اول)، ۰۰۲، ۰۰۳ و ۰۰۴؛ دست راست فقط در متن دوم سند ۰۰۰.",
    )
    cut: str = option(
        "optional",
        choices=("optional", "required", "off"),
        en="The cut by the hakem's partner before the deal: he may cut or just tap to accept the "
        "shuffle; he must cut; or there is no cut.",
        fa="کوپ کردن یار حاکم پیش از پخش: می‌تواند کوپ کند یا با زدن روی دسته بُر را بپذیرد؛ باید "
        "کوپ کند؛ یا کوپی در کار نیست.",
        sources=(S("002", 12, 13), S("000", 99, 99), S("004", 64, 64)),
        why="Seed 002 lets the partner tap instead of cutting and 004 calls the cut optional.",
        why_fa="سند ۰۰۲ اجازه می‌دهد یار حاکم به جای کوپ روی دسته بزند و سند ۰۰۴ کوپ را اختیاری "
        "می‌داند.",
    )
    uncut_throw_in: bool = option(
        False,
        en="When no cut was offered, the hakem may throw in his five cards and ask for a redeal.",
        fa="اگر برگ‌ها برای کوپ به یار حاکم تعارف نشده باشد، حاکم می‌تواند پنج برگش را بریزد و "
        "پخش دوباره بخواهد.",
        sources=(S("004", 64, 64),),
        why="Only seed 004 has it.",
        why_fa="فقط سند ۰۰۴ این قانون را دارد.",
    )
    pre_trump_deal: str = option(
        "all_five",
        choices=("all_five", "hakem_only"),
        en="Before trump is named, everyone gets five cards, or only the hakem does (the others "
        "get theirs after). The cards each player ends with are the same either way.",
        fa="پیش از تعیین حکم همه پنج برگ می‌گیرند، یا فقط حاکم (بقیه بعد از حکم). برگ‌هایی که "
        "به هر کس می‌رسد در هر دو حالت یکی است.",
        sources=(S("002", 14, 14), S("004", 65, 65), S("003", 17, 17), S("000", 64, 64)),
        why="Everyone gets five first in seeds 000, 002 and 004; only the hakem in 003 (and in "
        "004's 'serious games').",
        why_fa="در سندهای ۰۰۰، ۰۰۲ و ۰۰۴ اول همه پنج برگ می‌گیرند؛ فقط حاکم در سند ۰۰۳ (و در "
        "«بازی‌های جدی» سند ۰۰۴).",
    )
    low_hand_redeal: str = option(
        "off",
        choices=("off", "optional_no_akqj", "mandatory_if_uncut_below_10"),
        en="A redeal for a weak first five: none; the hakem may ask for one when his five hold "
        "no ace, king, queen or jack; or it must happen when the deck was not cut and all five "
        "are below 10 (the ace counts as high).",
        fa="پخش دوباره برای پنج برگ ضعیف حاکم: نداریم؛ اگر در پنج برگ حاکم آس، شاه، بی‌بی و "
        "سرباز نباشد، حاکم می‌تواند بخواهد؛ یا اگر کوپ نشده و هر پنج برگ زیر ده باشد، "
        "حتماً دوباره پخش می‌شود (آس بالا حساب می‌شود).",
        sources=(S("003", 21, 21), S("001", 103, 103)),
        why="Seed 003 has it as a room option that is off by default; 001's mandatory version is "
        "the only other.",
        why_fa="سند ۰۰۳ آن را گزینهٔ اتاق بازی می‌داند که به‌طور پیش‌فرض خاموش است؛ تنها شکل دیگر، "
        "نسخهٔ اجباری سند ۰۰۱ است.",
    )
    max_redeals: int = option(
        3,
        minimum=0,
        maximum=20,
        en="At most this many redeals in one hand (the same hakem keeps the deal).",
        fa="حداکثر تعداد پخش دوباره در یک دور (حاکم همان می‌ماند).",
        sources=(S("003", 21, 21),),
        why="The documents set no limit; a limit keeps a hand from going on forever.",
        why_fa="سندها سقفی نگذاشته‌اند؛ سقف نمی‌گذارد یک دور بی‌پایان ادامه پیدا کند.",
    )
    special_modes: bool = option(
        False,
        en="The hakem may name Saras, Naras or Taknaras (no trump; a rank order of their own) "
        "instead of a trump suit.",
        fa="حاکم می‌تواند به جای خال حکم، سرس، نرس یا تک‌نرس بخواند (بی‌حکم، با ترتیب خاص برگ‌ها).",
        sources=(S("003", 23, 29), S("004", 52, 53), S("004", 72, 81)),
        why="Both documents that describe the modes make them a table option; seed 003's room "
        "has them off unless switched on.",
        why_fa="هر دو سندی که این حالت‌ها را شرح داده‌اند آن‌ها را به توافق جمع واگذاشته‌اند؛ در اتاق "
        "سند ۰۰۳ این حالت‌ها خاموش‌اند مگر اینکه روشن شوند.",
    )
    special_modes_kot: bool = option(
        True,
        en="Kot and hakem-kot also count in Saras, Naras and Taknaras.",
        fa="کُت و حاکم‌کُت در سرس، نرس و تک‌نرس هم حساب می‌شود.",
        sources=(S("003", 54, 54), S("004", 53, 53)),
        why="Seed 003 says they count; 004 leaves it to the table.",
        why_fa="سند ۰۰۳ می‌گوید حساب می‌شوند؛ سند ۰۰۴ تصمیم را به جمع می‌سپارد.",
    )
    bam: bool = option(
        True,
        en="A side leading 7-0 may play on for bam: taking all 13 tricks wins the whole game. "
        "When off, a hand always stops at 7 tricks.",
        fa="تیمی که ۷ بر ۰ جلوست می‌تواند برای بام ادامه دهد: بردن هر ۱۳ دست کل بازی را می‌برد. "
        "اگر خاموش باشد، دور همیشه با رسیدن به ۷ دست تمام می‌شود.",
        sources=(
            S("000", 89, 89),
            S("000", 107, 107),
            S("002", 50, 53),
            S("004", 117, 117),
            S("003", 49, 49),
        ),
        why="Bam is in seeds 000 (both texts), 002 and 004; only 003 always stops at seven.",
        why_fa="بام در سندهای ۰۰۰ (هر دو متن)، ۰۰۲ و ۰۰۴ آمده است؛ فقط سند ۰۰۳ همیشه در هفت دست "
        "می‌ایستد.",
    )
    bam_failure_keeps_kot: bool = option(
        True,
        en="If a bam attempt fails, the kot already earned at 7-0 still counts.",
        fa="اگر تلاش برای بام شکست بخورد، کُتی که با ۷ بر ۰ به دست آمده بود حساب می‌شود.",
        sources=(S("000", 89, 89),),
        why="No document says; the side had won the hand 7-0 before choosing to play on.",
        why_fa="هیچ سندی چیزی نگفته است؛ آن تیم پیش از اینکه ادامه دادن را انتخاب کند، دور را "
        "هفت به صفر برده بود.",
    )
    kot_vs_side_on_six: str = option(
        "standard",
        choices=("standard", "one_point_and_loser_becomes_hakem"),
        en="A kot against a side that needs one point to win the game: scored as usual, or "
        "worth only 1 point, with the kotted side taking the hakem.",
        fa="کُت کردن تیمی که یک امتیاز تا بردن بازی فاصله دارد: مثل همیشه حساب می‌شود، یا فقط "
        "یک امتیاز دارد و حاکمی به تیم کُت‌شده می‌رسد.",
        sources=(S("001", 151, 151),),
        why="Only seed 001 has the one-point rule.",
        why_fa="قانون یک امتیاز فقط در سند ۰۰۱ آمده است.",
    )
    renege: str = option(
        "prevented",
        choices=("prevented", "penalty_kot", "penalty_one_point"),
        en="Failing to follow suit when able: refused; allowed but the side is scored as kotted "
        "when the hand ends; or allowed but the other side gets 1 point.",
        fa="بازی نکردن از خال زمین با وجود داشتن آن: پذیرفته نمی‌شود؛ پذیرفته می‌شود ولی آخر دور "
        "آن تیم کُت‌شده حساب می‌شود؛ یا پذیرفته می‌شود و یک امتیاز به تیم مقابل می‌رسد.",
        sources=(S("002", 48, 50), S("000", 74, 74), S("003", 35, 35)),
        why="A program can simply refuse the move, as seed 003's online room does; the two "
        "penalties are for refereeing a table game.",
        why_fa="برنامه می‌تواند مثل اتاق آنلاین سند ۰۰۳ آن برگ را نپذیرد؛ دو جریمهٔ دیگر برای داوری "
        "بازی دور میز است.",
    )
    last_trick_review: bool = option(
        True,
        en="Players may look at the last trick again.",
        fa="بازیکنان می‌توانند آخرین دستِ بازی‌شده را دوباره ببینند.",
        sources=(S("003", 37, 37), S("002", 40, 41)),
        why="One document each way; allowed, because it helps learners.",
        why_fa="یک سند اجازه می‌دهد و یک سند نه؛ اینجا مجاز است چون به یادگیری کمک می‌کند.",
    )
    target_points: int = option(
        7,
        minimum=1,
        maximum=21,
        en="Points that win a game (7 by default; 3 and 5 are common short games).",
        fa="امتیازی که بازی را می‌برد (پیش‌فرض ۷؛ ۳ و ۵ هم برای بازی کوتاه رایج است).",
        sources=(S("003", 60, 60), S("000", 40, 40), S("004", 102, 102)),
        why="Seven in every document that names a target.",
        why_fa="هر سندی که امتیاز هدف را گفته، هفت گفته است.",
    )
    six_all: str = option(
        "none",
        choices=("none", "win_by_two", "reset_to_five_five"),
        en="When both sides are one point short (6-6 in a game to 7): nothing special; the game "
        "goes on until a side leads by two; or both scores drop back to 5-5.",
        fa="وقتی هر دو تیم یک امتیاز تا برد فاصله دارند (۶ به ۶ در بازی ۷ امتیازی): قاعدهٔ خاصی "
        "ندارد؛ بازی ادامه می‌یابد تا یک تیم دو امتیاز جلو بیفتد؛ یا امتیازها ۵ به ۵ می‌شود.",
        sources=(S("000", 41, 41), S("004", 58, 58)),
        why="Seed 000 gives first-to-7 as its first option; the others are agreements.",
        why_fa="سند ۰۰۰ رسیدن به هفت را گزینهٔ اول می‌داند؛ بقیه توافقی‌اند.",
    )
    games_to_win: int = option(
        1,
        minimum=1,
        maximum=3,
        en="Games a side must win to take the match.",
        fa="تعداد بازی‌هایی که یک تیم برای بردن مسابقه باید ببرد.",
        sources=(S("000", 93, 93), S("000", 103, 103)),
        why="Only seed 000's second text plays several games; one game elsewhere.",
        why_fa="فقط متن دوم سند ۰۰۰ چند بازی پشت سر هم دارد؛ جاهای دیگر یک بازی است.",
    )

    def __post_init__(self) -> None:
        validate_options(self)
        if self.partner_selection == "second_ace" and self.first_hakem != "first_ace":
            raise OptionsError(
                "partner_selection:second_ace needs first_hakem:first_ace (the second ace of the "
                "same face-up deal names the partner)"
            )
        if self.partner_selection == "second_high_card" and self.first_hakem != "high_card_draw":
            raise OptionsError(
                "partner_selection:second_high_card needs first_hakem:high_card_draw"
            )
        if self.six_all != "none" and self.target_points < 2:
            raise OptionsError(
                "the six-all rules need a target of at least 2 points (both sides one short)"
            )
        if self.low_hand_redeal == "mandatory_if_uncut_below_10" and self.cut == "required":
            raise OptionsError(
                "low_hand_redeal:mandatory_if_uncut_below_10 never applies with cut:required"
            )

    @property
    def contracts(self) -> tuple[str, ...]:
        """What the hakem may name: the four suits, and the special modes when they are on."""
        return CONTRACT_SUITS + (SPECIAL_MODES if self.special_modes else ())


PRESETS: Final = MappingProxyType(
    {
        "classic": HokmOptions(),
        "strict": HokmOptions(cut="required", pre_trump_deal="hakem_only", bam=False),
        "friendly": HokmOptions(
            special_modes=True, six_all="reset_to_five_five", low_hand_redeal="optional_no_akqj"
        ),
        "online_room": HokmOptions(pre_trump_deal="hakem_only", bam=False, cut="off"),
        "s0b_match": HokmOptions(
            dealer_seat="right_of_hakem", first_hakem="high_card_draw", games_to_win=2
        ),
    }
)
"""Named sets of options. ``online_room`` is seed 003's room; ``s0b_match`` is seed 000's
second text (right-hand dealer, high-card draw, best of three games)."""
