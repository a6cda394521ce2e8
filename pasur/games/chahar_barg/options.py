"""Pasur's table options: every point where the documents differ or are silent, as named options.

The seed text is seed 001, lines 1-90 («۱. بازی چهاربرگ», a copy of 321online.club's page). The
standard rules it is compared with are pagat.com's (from Ali Jahânshiri) and Wikipedia's; see
``shared/rules/chahar_barg.md``. Defaults follow the seed, and where the seed is silent, the
standard rules; ``why`` says which. Values are short English words so they read well in URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.errors import OptionsError
from pasur.games.chahar_barg import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source


@dataclass(frozen=True, kw_only=True, slots=True)
class PasurOptions:
    """Options for Pasur. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(
        2,
        minimum=2,
        maximum=4,
        en="Two, three or four players; four play as two partnerships sitting opposite.",
        fa="دو، سه یا چهار نفر؛ چهار نفر دو تیمِ دونفره‌اند که یارها روبه‌روی هم می‌نشینند.",
        sources=(S("001", 9, 9), S("001", 31, 31), S("001", 65, 65)),
        why="The seed calls two players usual and scores a three-player game; four play as "
        "partners (S2, S12, S26).",
        why_fa="سند بازی دونفره را معمول می‌داند و امتیازشماری سه‌نفره را هم آورده؛ "
        "چهار نفر دو تیم‌اند.",
    )
    scope: str = option(
        "match",
        choices=("match", "hand"),
        en="Play a whole game to the target, or stop after one round (to study a single deal).",
        fa="یک بازیِ کامل تا امتیاز هدف، یا فقط یک دور (برای بررسی یک پخش).",
        why="Not a rule of the game: a choice of how much to play.",
        why_fa="قانون بازی نیست؛ فقط انتخابِ اندازهٔ بازی است.",
    )
    must_capture: bool = option(
        True,
        en="A card that can take something may not be laid on the table without taking (you may "
        "still play another card instead).",
        fa="برگی که می‌تواند چیزی بردارد نباید بی‌برداشتن روی زمین گذاشته شود (ولی می‌شود برگ "
        "دیگری بازی کرد).",
        sources=(S("001", 19, 19),),
        why="The seed is silent («می‌تواند», 'can take'); Wikipedia forbids laying a card that can "
        "capture, and pagat only says you need not choose a capturing card.",
        why_fa="سند ساکت است («می‌تواند بردارد»)؛ ویکی‌پدیا گذاشتنِ برگی را که می‌تواند بردارد "
        "ممنوع می‌داند و pagat فقط می‌گوید لازم نیست برگِ برنده را انتخاب کنید.",
    )
    capture_mode: str = option(
        "single",
        choices=("single", "union"),
        en="A card takes one set adding to 11, chosen by the player; or every separate set at "
        "once.",
        fa="هر برگ یک دستهٔ یازده‌تایی برمی‌دارد که بازیکن انتخاب می‌کند؛ یا همهٔ دسته‌های جدا با هم.",
        sources=(S("001", 19, 19),),
        why="The seed is silent; Wikipedia's worked example takes one set ('the 4 or both 2s').",
        why_fa="سند ساکت است؛ مثالِ ویکی‌پدیا فقط یک دسته برمی‌دارد («چهار یا هر دو دو»).",
    )
    jack_may_decline: bool = option(
        False,
        en="A jack may be laid without taking even when there are number cards or jacks to take.",
        fa="سرباز را می‌شود بی‌برداشتن زمین گذاشت حتی وقتی برگِ عددی یا سرباز روی زمین هست.",
        sources=(S("001", 25, 25), S("001", 57, 57)),
        why="Seed lines 25 and 57 let a jack be laid 'even when holding other cards', which in "
        "context is about an empty table; taking is the standard rule.",
        why_fa="سطرهای ۲۵ و ۵۷ سند اجازه می‌دهند سرباز «حتی با داشتنِ برگ‌های دیگر» زمین گذاشته "
        "شود که در متن دربارهٔ زمینِ خالی است؛ برداشتن قاعدهٔ رایج است.",
    )
    sur_points: int = option(
        5,
        minimum=0,
        maximum=50,
        en="Points for a sur (clearing the table).",
        fa="امتیازِ هر سور (خالی کردنِ زمین).",
        sources=(S("001", 67, 67),),
        why="The seed and every standard source give 5.",
        why_fa="سند و همهٔ منابعِ رایج ۵ می‌دهند.",
    )
    jack_sur_points: int = option(
        10,
        minimum=0,
        maximum=50,
        en="Points for a sur made with a jack; 0: a jack never makes a sur (pagat, Wikipedia).",
        fa="امتیازِ سوری که با سرباز زده شود؛ ۰ یعنی سرباز هرگز سور نمی‌زند (pagat و ویکی‌پدیا).",
        sources=(S("001", 41, 41), S("001", 67, 67)),
        why="The seed gives a jack sur 10 points; the standard rules have no jack sur.",
        why_fa="سند برای سورِ سرباز ۱۰ امتیاز می‌دهد؛ در قاعدهٔ رایج سرباز سور نمی‌زند.",
    )
    sur_points_4p: int = option(
        10,
        minimum=0,
        maximum=50,
        en="Points for every sur in the four-player game.",
        fa="امتیازِ هر سور در بازیِ چهارنفره.",
        sources=(S("001", 67, 67),),
        why="The seed's '(in four-player it counts ten)' most plainly reads as every sur being "
        "worth 10 there; pagat keeps 5.",
        why_fa="«در حالت چهارنفره ده امتیاز محاسبه می‌شود» ساده‌ترین خوانشش این است که هر سور "
        "آنجا ۱۰ است؛ pagat همان ۵ را نگه می‌دارد.",
    )
    no_sur_in: str = option(
        "last_deal",
        choices=("last_deal", "last_card", "none"),
        en="No sur in the round's last deal; or only not on its very last card; or no such ban.",
        fa="در پخشِ آخرِ هر دور سور نیست؛ یا فقط با آخرین برگ نیست؛ یا چنین منعی نیست.",
        sources=(S("001", 49, 49),),
        why="The seed offers both readings, agreed before play; the last deal is pagat's rule too.",
        why_fa="سند هر دو را می‌آورد که پیش از بازی توافق می‌شود؛ پخشِ آخر قاعدهٔ pagat هم هست.",
    )
    sur_cap: int = option(
        10,
        minimum=0,
        maximum=99,
        en="A side with this many surs makes no more (0: no limit).",
        fa="تیمی که این تعداد سور زده باشد دیگر سور نمی‌زند (۰ یعنی بی‌حد).",
        sources=(S("001", 47, 47),),
        why="The seed bans a sur after 10; the standard rules have no cap.",
        why_fa="سند بعد از ۱۰ سور، سورِ دیگری نمی‌پذیرد؛ قاعدهٔ رایج سقفی ندارد.",
    )
    sur_cap_scope: str = option(
        "game",
        choices=("game", "round"),
        en="The sur limit counts the surs of the whole game, or of the current round.",
        fa="سقفِ سور، سورهای کلِ بازی را می‌شمارد یا فقط سورهای همین دور را.",
        sources=(S("001", 47, 47),),
        why="The seed does not say; ten surs (50 points) in one round is nearly impossible, so the "
        "whole game is the reading that matters.",
        why_fa="سند نمی‌گوید؛ ده سور (۵۰ امتیاز) در یک دور تقریباً ناشدنی است، پس خوانشِ کلِ "
        "بازی معنادار است.",
    )
    no_sur_from: int = option(
        0,
        minimum=0,
        maximum=999,
        en="Two players: a player whose score is at least this cannot make a sur (0: off; the "
        "seed's rule is 60, 'more than 59'; a pagat variation uses 50).",
        fa="دونفره: بازیکنی که امتیازش دست‌کم این عدد باشد سور نمی‌زند (۰ یعنی خاموش؛ قاعدهٔ سند "
        "۶۰ است، «بیشتر از ۵۹»؛ یک گونهٔ pagat ۵۰ است).",
        sources=(S("001", 51, 51),),
        why="The seed calls it a rule agreed before play, so it is off unless the table agrees.",
        why_fa="سند آن را قاعده‌ای می‌داند که پیش از بازی توافق می‌شود؛ پس تا توافق نشود خاموش است.",
    )
    sur_cancellation: str = option(
        "off",
        choices=("off", "immediate", "net"),
        en="A sur cancels one of the other side's surs instead of scoring; or the surs are netted "
        "at the end of the round; or neither.",
        fa="سورِ تازه به جای امتیاز، یکی از سورهای حریف را باطل می‌کند؛ یا سورها آخرِ دور از هم "
        "کم می‌شوند؛ یا هیچ‌کدام.",
        why="The seed does not have it; it is a pagat and digital-rules variation.",
        why_fa="در سند نیست؛ گونه‌ای از pagat و قوانینِ بازی‌های رایانه‌ای است.",
    )
    opening_jack: str = option(
        "bury_replace",
        choices=("bury_replace", "redeal", "play_on"),
        en="A jack among the four opening table cards goes back into the stock and the next card "
        "replaces it (two jacks, or a jack again: redeal); or always redeal; or play on.",
        fa="اگر میانِ چهار برگِ زمینِ اول سرباز باشد، به دستهٔ برگ‌ها برمی‌گردد و برگِ بعدی جایش "
        "می‌نشیند (دو سرباز، یا باز سرباز: پخشِ دوباره)؛ یا همیشه پخشِ دوباره؛ یا بازی ادامه.",
        sources=(S("001", 13, 13),),
        why="The seed is silent; burying one jack is pagat's rule (Wikipedia's too).",
        why_fa="سند ساکت است؛ برگرداندنِ یک سرباز قاعدهٔ pagat (و ویکی‌پدیا) است.",
    )
    opening_three_faces: str = option(
        "play_on",
        choices=("play_on", "redeal"),
        en="Three kings or three queens on the opening table: play on (two stay stuck, no sur is "
        "possible); or redeal.",
        fa="سه شاه یا سه بی‌بی روی زمینِ اول: بازی ادامه دارد (دو تا تا آخر می‌مانند و سور ممکن "
        "نیست)؛ یا پخشِ دوباره.",
        sources=(S("001", 55, 55),),
        why="The seed plays on; pagat redeals.",
        why_fa="سند بازی را ادامه می‌دهد؛ pagat دوباره پخش می‌کند.",
    )
    three_player_clubs: str = option(
        "seed",
        choices=("seed", "none_on_tie"),
        en="Three players: the most clubs takes the 7 and, when two tie for most, the third "
        "player does; or, on a tie, nobody.",
        fa="سه‌نفره: بیشترین خاج ۷ را می‌گیرد و اگر دو نفر مساوی بیشترین باشند، نفرِ سوم؛ یا در "
        "تساوی هیچ‌کس.",
        sources=(S("001", 65, 65),),
        why="The seed's rule; it always gives the 7, so a round still holds 20 card points.",
        why_fa="قاعدهٔ سند؛ ۷ همیشه به کسی می‌رسد و جمعِ امتیازِ برگ‌ها ۲۰ می‌ماند.",
    )
    target: int = option(
        62,
        minimum=1,
        maximum=999,
        en="Points that win the game (two or three players).",
        fa="امتیازی که بازی را می‌برد (دو یا سه نفر).",
        sources=(S("001", 77, 77),),
        why="62 in the seed and every standard source.",
        why_fa="۶۲ در سند و همهٔ منابعِ رایج.",
    )
    target_4p: int = option(
        124,
        minimum=1,
        maximum=999,
        en="Points that win the four-player game.",
        fa="امتیازی که بازیِ چهارنفره را می‌برد.",
        sources=(S("001", 77, 77),),
        why="The seed doubles the target for four players; pagat plays to 62 for teams too.",
        why_fa="سند هدف را برای چهار نفر دو برابر می‌کند؛ pagat برای تیم‌ها هم ۶۲ است.",
    )
    target_tie: str = option(
        "another_round",
        choices=("another_round", "clubs"),
        en="When sides pass the target together the higher total wins; on an exact tie another "
        "round is played, or the side with the clubs 7 of the last round wins.",
        fa="اگر چند طرف با هم از هدف بگذرند، مجموعِ بیشتر می‌برد؛ در تساویِ کامل یک دورِ دیگر بازی "
        "می‌شود، یا طرفی که ۷ خاجِ دورِ آخر را گرفته می‌برد.",
        sources=(S("001", 77, 77),),
        why="The seed says 'whoever reaches it first'; another round on a tie is the common "
        "reading, the clubs rule a known app custom.",
        why_fa="سند می‌گوید «هر کس زودتر برسد»؛ دورِ دیگر در تساوی خوانشِ رایج است و قاعدهٔ خاج "
        "رسمِ یک برنامهٔ شناخته‌شده.",
    )
    open_variant: str = option(
        "off",
        choices=("off", "one_per_deal", "always_one"),
        en="Open Pasur: at each deal every player shows one of their cards, which stays shown "
        "until played; or a new card is shown each time the shown one is played; or off.",
        fa="پاسورِ روباز: در هر پخش هر بازیکن یکی از برگ‌هایش را نشان می‌دهد که تا بازی شدن "
        "پیداست؛ یا هر بار که برگِ نشان‌داده بازی شد برگِ دیگری نشان می‌دهد؛ یا خاموش.",
        sources=(S("001", 81, 81),),
        why="The seed describes open Pasur as a variant; ordinary Pasur is the default.",
        why_fa="سند پاسورِ روباز را گونه‌ای از بازی می‌داند؛ پیش‌فرض پاسورِ معمولی است.",
    )

    def __post_init__(self) -> None:
        validate_options(self)
        if self.no_sur_from and self.players != 2:
            raise OptionsError(code="pasur/options/no-sur-from")

    @property
    def teams(self) -> int:
        """How many sides score: 2 (two players, or four in partnerships) or 3."""
        return 3 if self.players == 3 else 2

    @property
    def target_points(self) -> int:
        return self.target_4p if self.players == 4 else self.target

    @property
    def sur_value(self) -> int:
        return self.sur_points_4p if self.players == 4 else self.sur_points


PRESETS: Final = MappingProxyType(
    {
        "seed": PasurOptions(),
        "pagat": PasurOptions(
            jack_sur_points=0,
            sur_points_4p=5,
            sur_cap=0,
            opening_three_faces="redeal",
            target_4p=62,
        ),
        "open": PasurOptions(open_variant="one_per_deal"),
        "four_players": PasurOptions(players=4),
        "three_players": PasurOptions(players=3),
    }
)
"""Named sets of options. ``seed`` is seed 001's rules (with pagat's where it is silent);
``pagat`` the standard rules (no jack sur, no sur cap, redeal on three kings or queens, 62 for
teams too); ``open`` the open («روباز») variant; ``four_players`` and ``three_players`` the seed's
rules for those tables."""
