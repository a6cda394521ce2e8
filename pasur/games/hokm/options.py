"""Hokm's table options: every place where the documents disagree, as a named option.

Defaults follow the majority of the seed documents (``shared/seeds``); where they split evenly
the reason for the choice is given in ``why``. Option values are short English words so that
they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.cards import STANDARD_DECK, Card
from pasur.errors import OptionsError
from pasur.games.hokm import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source

CONTRACT_SUITS: Final = ("C", "D", "H", "S")
SPECIAL_MODES: Final = ("saras", "naras", "taknaras")


@dataclass(frozen=True, kw_only=True, slots=True)
class HokmOptions:
    """Options for Hokm (four, three or two players). Build with keywords; invalid values raise
    ``OptionsError``."""

    players: int = option(
        4,
        minimum=2,
        maximum=4,
        en="Four players in two teams (partners opposite), or three or two, each playing alone.",
        fa="چهار نفر در دو تیم (یارها روبه‌روی هم)، یا سه یا دو نفر که هر کس برای خودش بازی می‌کند.",
        sources=(S("000", 26, 26), S("004", 3, 3)),
        why="Four is the usual game; seeds 000 and 004 also describe two and three players.",
        why_fa="بازی معمول چهارنفره است؛ سندهای ۰۰۰ و ۰۰۴ بازی دو و سه نفره را هم شرح داده‌اند.",
    )
    two_player_protocol: str = option(
        "draw_3_2",
        choices=("draw_3_2", "both_discard_2", "deck_50_both_discard_2", "deal_13_no_draw"),
        en="Two players: how each gets to 13 cards. Seed 000's draw (the hakem discards 3 of his "
        "five and the other player 2, then they draw in turns from the stock, the hakem last); "
        "the same draw with both discarding 2; the same with 2♣ and 2♦ taken out (50 cards, the "
        "last pair goes to the other player); or 13 cards each dealt straight, 26 left aside.",
        fa="دونفره: هر کس چگونه به ۱۳ برگ می‌رسد. کشیدن به روش سند ۰۰۰ (حاکم ۳ برگ از پنج برگش را "
        "کنار می‌گذارد و دیگری ۲ برگ، بعد به نوبت از برگ‌های باقی‌مانده می‌کشند و نوبت آخر با "
        "حاکم است)؛ همین روش وقتی هر دو ۲ برگ کنار بگذارند؛ همین با بیرون گذاشتن ۲ خاج و ۲ خشت "
        "(۵۰ برگ، جفت آخر به نفر دیگر می‌رسد)؛ یا ۱۳ برگ برای هر کس بدون کشیدن و ۲۶ برگ کنار.",
        sources=(S("000", 34, 34),),
        why="Seed 000 is the only document that describes the two-player game; the others are "
        "common in online versions.",
        why_fa="سند ۰۰۰ تنها سندی است که بازی دونفره را شرح داده است؛ بقیه در نسخه‌های آنلاین "
        "رایج‌اند.",
    )
    burned_card_visible: bool = option(
        False,
        en="Two players, drawing: the player who keeps the top card may also look at the card "
        "he puts aside.",
        fa="دونفره، هنگام کشیدن: کسی که برگ رو را برمی‌دارد می‌تواند برگی را هم که کنار می‌گذارد "
        "ببیند.",
        sources=(S("000", 34, 34),),
        why="Seed 000: the card put aside must not be seen, though some tables agree to look.",
        why_fa="سند ۰۰۰: برگی که کنار گذاشته می‌شود نباید دیده شود، هرچند بعضی با توافق نگاه "
        "می‌کنند.",
    )
    three_player_removed: str = option(
        "2C",
        choices=("2C", "2D", "2H", "2S"),
        en="Three players: the 2 taken out before the deal, so that 51 cards give 17 each.",
        fa="سه‌نفره: دویی که پیش از پخش کنار گذاشته می‌شود تا ۵۱ برگ، نفری ۱۷ برگ شود.",
        sources=(S("000", 43, 43),),
        why="Seed 000 leaves the suit to agreement; clubs is this app's choice.",
        why_fa="سند ۰۰۰ خالِ آن را به توافق واگذاشته است؛ خاج انتخاب این برنامه است.",
    )
    small_game_kot: bool = option(
        True,
        en="Two and three players: kot and hakem-kot count (every other player at 0 tricks).",
        fa="دو و سه نفره: کُت و حاکم‌کُت حساب می‌شود (وقتی بقیه هیچ دستی نگرفته باشند).",
        sources=(S("000", 40, 41), S("000", 46, 50)),
        why="The documents do not say; the apps that offer these games count kot.",
        why_fa="سندها چیزی نگفته‌اند؛ برنامه‌هایی که این بازی‌ها را دارند کُت را حساب می‌کنند.",
    )
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
    partner_middle_card: bool = option(
        False,
        en="The hakem may let his partner's middle card decide: the third card of the "
        "partner's first five is turned up for everyone, and its suit is trump.",
        fa="حاکم می‌تواند تعیین حکم را به برگ وسط یارش بسپارد: برگ سوم از پنج برگ اول یار برای "
        "همه رو می‌شود و خال آن حکم است.",
        sources=(S("000", 71, 71), S("001", 97, 97), S("002", 17, 17), S("004", 82, 82)),
        why="Four documents describe it, seed 004 as a table option; off, so the hakem chooses.",
        why_fa="چهار سند آن را آورده‌اند و سند ۰۰۴ آن را توافقی می‌داند؛ خاموش است تا حاکم خودش "
        "انتخاب کند.",
    )
    middle_two_naras: bool = option(
        False,
        en="If the partner's middle card is a 2, the hand is played as Naras whatever its suit.",
        fa="اگر برگ وسط یار دو باشد، بدون توجه به خالش، دور نرس بازی می‌شود.",
        sources=(S("004", 83, 83),),
        why="Only seed 004, for some friendly games.",
        why_fa="فقط سند ۰۰۴، برای بعضی بازی‌های دوستانه.",
    )
    red_top: bool = option(
        False,
        en="«Sar-e ghermez» (red top): the partner's first five are turned up and the red suit "
        "with the highest card is trump; a tie or no red card turns up his next packet, and if "
        "nothing decides, the hakem chooses.",
        fa="«سر قرمز»: پنج برگ اول یار رو می‌شود و از دو خال قرمز، خالی که برگ بالاتری دارد حکم "
        "است؛ اگر مساوی باشند یا قرمزی نباشد بستهٔ بعدی او رو می‌شود و اگر باز معلوم نشد حاکم "
        "انتخاب می‌کند.",
        sources=(S("000", 66, 70),),
        why="Only seed 000's first text.",
        why_fa="فقط متن اول سند ۰۰۰.",
    )
    either_or: bool = option(
        False,
        en="«Either X or Y»: the hakem names two suits and the partner's cards are turned up one "
        "at a time until one of them shows; if none does in all 13, the hakem chooses.",
        fa="«یا X یا Y»: حاکم دو خال می‌گوید و برگ‌های یارش یکی‌یکی رو می‌شود تا یکی از آن دو بیاید؛ "
        "اگر در هر ۱۳ برگ نیامد، حاکم خودش انتخاب می‌کند.",
        sources=(S("000", 72, 72),),
        why="Only seed 000's first text.",
        why_fa="فقط متن اول سند ۰۰۰.",
    )
    dealer_peek: str = option(
        "none",
        choices=("none", "partner_first5", "partner_later_packet", "partner_last4"),
        en="The dealer may look at some of his partner's cards: never; the partner's first "
        "five; one packet of his choice other than the first; or the partner's last four.",
        fa="پخش‌کننده می‌تواند بعضی از برگ‌های یارش را ببیند: هرگز؛ پنج برگ اول یار؛ یکی از "
        "بسته‌ها به انتخاب خودش به جز بستهٔ اول؛ یا چهار برگ آخر یار.",
        sources=(S("002", 16, 16), S("000", 63, 63), S("004", 51, 51), S("004", 66, 66)),
        why="Three documents, three different versions, one of them calling the custom silly; off.",
        why_fa="سه سند سه روایت متفاوت دارند و یکی این رسم را بی‌معنی می‌داند؛ خاموش است.",
    )
    concession: str = option(
        "off",
        choices=("off", "before_play", "after_own_first_trick"),
        en="A side may give up a hand (the other side scores 1 point and the partner's cards "
        "are shown): never; after the deal, before the first card; or once the side has taken "
        "a trick.",
        fa="یک تیم می‌تواند دور را واگذار کند (تیم مقابل یک امتیاز می‌گیرد و برگ‌های یار رو "
        "می‌شود): هرگز؛ بعد از پخش و پیش از اولین برگ؛ یا وقتی آن تیم یک دست گرفته باشد.",
        sources=(S("004", 56, 56), S("004", 87, 89)),
        why="Only seed 004, as a table option; it names both timings.",
        why_fa="فقط سند ۰۰۴ و به صورت توافقی؛ هر دو زمان را آورده است.",
    )
    hakem_side_may_concede: bool = option(
        False,
        en="The hakem's side may concede too.",
        fa="تیم حاکم هم می‌تواند دور را واگذار کند.",
        sources=(S("004", 87, 87),),
        why="Seed 004: in most games the hakem's side must play the hand out.",
        why_fa="سند ۰۰۴: در بیشتر بازی‌ها تیم حاکم باید دور را بازی کند.",
    )
    misdeal_policy: str = option(
        "always_redeal",
        choices=("always_redeal", "s0a_hakem_choice", "s2_rules"),
        en="A misdeal (one player given 14 cards, another 12): always deal again; seed 000's way "
        "(a hakem with 14 redeals or hands a card over; if the dealer has 14, the hakem redeals "
        "or the short player draws one of the dealer's cards blind); or seed 002's (more than "
        "one card wrong: deal again; an extra card on the hakem's side is passed face up, "
        "keeping one of its suit; on the dealer's side the hakem redeals or the short player "
        "draws blind).",
        fa="پخش اشتباه (یک نفر ۱۴ برگ و دیگری ۱۲ برگ): همیشه دوباره پخش شود؛ روش سند ۰۰۰ (حاکمِ "
        "۱۴برگی دوباره پخش می‌خواهد یا یک برگ می‌دهد؛ اگر پخش‌کننده ۱۴ برگ دارد، حاکم پخش دوباره "
        "می‌خواهد یا نفرِ کم‌برگ ندیده یکی از برگ‌های پخش‌کننده را می‌کشد)؛ یا روش سند ۰۰۲ (بیش "
        "از یک برگ اشتباه: پخش دوباره؛ برگ اضافه در تیم حاکم رو داده می‌شود به شرطی که یکی از "
        "همان خال بماند؛ در تیم پخش‌کننده حاکم پخش دوباره می‌خواهد یا نفرِ کم‌برگ ندیده می‌کشد).",
        sources=(S("000", 76, 78), S("002", 53, 53)),
        why="The two documents that mention misdeals disagree; dealing again is fair to everyone "
        "and is what a program does.",
        why_fa="دو سندی که پخش اشتباه را آورده‌اند با هم فرق دارند؛ پخش دوباره برای همه منصفانه "
        "است و کاری است که یک برنامه می‌کند.",
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
        en="A side leading 7-0 (a team, or a player in the smaller games, with everyone else on "
        "0) may play on for bam: taking every trick (13, or 17 with three players) wins the "
        "whole game. When off, a hand always stops at 7 tricks.",
        fa="طرفی که ۷ بر ۰ جلوست (یک تیم، یا در بازی‌های دو و سه نفره یک بازیکن وقتی بقیه هیچ دستی "
        "نگرفته‌اند) می‌تواند برای بام ادامه دهد: بردن همهٔ دست‌ها (۱۳، یا ۱۷ در سه‌نفره) کل بازی را "
        "می‌برد. اگر خاموش باشد، دور همیشه با رسیدن به ۷ دست تمام می‌شود.",
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
        choices=("none", "win_by_two", "to_eight", "reset_to_five_five"),
        en="When both sides are one point short (6-6 in a game to 7): nothing special; the game "
        "goes on until a side leads by two; the game goes to 8 with a two-point lead, and at 7-7 "
        "the next point wins; or both scores drop back to 5-5.",
        fa="وقتی هر دو طرف یک امتیاز تا برد فاصله دارند (۶ به ۶ در بازی ۷ امتیازی): قاعدهٔ خاصی "
        "ندارد؛ بازی ادامه می‌یابد تا یک طرف دو امتیاز جلو بیفتد؛ بازی تا ۸ می‌رود و دو امتیاز "
        "اختلاف لازم است و در ۷ به ۷ امتیاز بعدی می‌برد؛ یا امتیازها ۵ به ۵ می‌شود.",
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
            raise OptionsError(code="hokm/options/second-ace")
        if self.partner_selection == "second_high_card" and self.first_hakem != "high_card_draw":
            raise OptionsError(code="hokm/options/second-high-card")
        if self.six_all != "none" and self.target_points < 2:
            raise OptionsError(code="hokm/options/six-all-target")
        if self.low_hand_redeal == "mandatory_if_uncut_below_10" and self.cut == "required":
            raise OptionsError(code="hokm/options/low-hand-cut")
        if self.middle_two_naras and not (self.partner_middle_card and self.special_modes):
            raise OptionsError(code="hokm/options/middle-two")
        self._check_player_count()

    @staticmethod
    def applies(name: str, players: int) -> bool:
        """Whether option *name* means anything with *players* players (the others must keep
        their defaults, and the app hides them)."""
        only = _ONLY_FOR.get(name)
        return only is None or players in only

    def _check_player_count(self) -> None:
        """Refuse options that need partners (or exactly two sides) in the smaller games."""
        defaults = HokmOptions.__dataclass_fields__
        n = self.players
        for name, counts in _ONLY_FOR.items():
            if getattr(self, name) == defaults[name].default or n in counts:
                continue
            code = {
                (2,): "two-player-rule",
                (3,): "three-player-rule",
                (2, 3): "small-game-rule",
                (2, 4): "two-sides-rule",
            }.get(counts, "partners-rule")
            raise OptionsError(code=f"hokm/options/{code}", params={"name": name})

    @property
    def sides(self) -> int:
        """How many sides score: two teams, two players, or three players."""
        return 3 if self.players == 3 else 2

    @property
    def tricks_per_hand(self) -> int:
        return 17 if self.players == 3 else 13

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards in play: 52; 51 without the agreed 2 (three players); 50 without 2♣ and 2♦
        (the two-player protocol that uses them)."""
        if self.players == 3:
            gone = {self.three_player_removed}
        elif self.players == 2 and self.two_player_protocol == "deck_50_both_discard_2":
            gone = {"2C", "2D"}
        else:
            return STANDARD_DECK
        return tuple(c for c in STANDARD_DECK if c.code not in gone)

    @property
    def contracts(self) -> tuple[str, ...]:
        """What the hakem may name: the four suits, and the special modes when they are on."""
        return CONTRACT_SUITS + (SPECIAL_MODES if self.special_modes else ())


_ONLY_FOR: Final[dict[str, tuple[int, ...]]] = {
    "two_player_protocol": (2,),
    "burned_card_visible": (2,),
    "three_player_removed": (3,),
    "small_game_kot": (2, 3),
    **{
        name: (4,)
        for name in (
            "partner_selection",
            "partner_middle_card",
            "middle_two_naras",
            "red_top",
            "either_or",
            "dealer_peek",
            "concession",
            "hakem_side_may_concede",
            "misdeal_policy",
        )
    },
    **{name: (2, 4) for name in ("renege", "kot_vs_side_on_six", "six_all")},
}
"""Options that mean something only with some player counts."""

PRESETS: Final = MappingProxyType(
    {
        "classic": HokmOptions(),
        "strict": HokmOptions(cut="required", pre_trump_deal="hakem_only", bam=False),
        "two_players": HokmOptions(players=2),
        "three_players": HokmOptions(players=3),
        "seed_000_table": HokmOptions(
            partner_middle_card=True,
            red_top=True,
            either_or=True,
            misdeal_policy="s0a_hakem_choice",
        ),
        "friendly": HokmOptions(
            special_modes=True,
            six_all="reset_to_five_five",
            low_hand_redeal="optional_no_akqj",
            partner_middle_card=True,
            dealer_peek="partner_first5",
        ),
        "online_room": HokmOptions(pre_trump_deal="hakem_only", bam=False, cut="off"),
        "s0b_match": HokmOptions(
            dealer_seat="right_of_hakem", first_hakem="high_card_draw", games_to_win=2
        ),
    }
)
"""Named sets of options. ``classic`` is the defaults; ``strict`` a serious table (cut required,
only the hakem sees cards before trump, no bam); ``friendly`` the friendly customs (special
modes, partner's middle card, the dealer sees his partner's first five, 6-6 back to 5-5);
``online_room`` is seed 003's room; ``s0b_match`` is seed 000's second text (right-hand dealer,
high-card draw, best of three games); ``seed_000_table`` the customs of seed 000's first text
(middle card, red top, either-or, its misdeal ruling); ``two_players`` and
``three_players`` the smaller games as seed 000 describes them."""
