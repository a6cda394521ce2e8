"""Haft Khabis's table options: every point the seed leaves open, as a named option.

The one seed text is seed 000, lines 146-163 (``shared/rules/shelem_ghahve_haftkhabis_poker.md``
section 4 numbers its rules HK-01..HK-19 and lists the open points in 4.2). Defaults follow the
seed; where it is silent, the plainest reading of it or the Mau-Mau custom it descends from, and
``why`` says which. Values are short English words so they read well in records and URLs.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from pasur.errors import OptionsError
from pasur.games.haft_khabis import messages as _messages  # noqa: F401  (registers the codes)
from pasur.options import option, validate_options
from pasur.protocol import Source

S = Source

HAND_SIZE: Final = 7
"""Cards dealt to each player (seed 000, lines 146 and 163): a rule, not an option."""


@dataclass(frozen=True, kw_only=True, slots=True)
class HaftKhabisOptions:
    """Options for Haft Khabis. Build with keywords; invalid values raise ``OptionsError``."""

    players: int = option(
        4,
        minimum=2,
        maximum=8,
        en="Two to eight players, each for himself (eight need two decks).",
        fa="دو تا هشت بازیکن، هر کس برای خودش (هشت نفر دو دست ورق لازم دارند).",
        sources=(S("000", 146, 146),),
        why="The seed calls it a game for large groups without a number; four is a usual table "
        "and the other games' size.",
        why_fa="سند آن را بازیِ جمع‌های بزرگ می‌داند و عددی نمی‌گوید؛ چهار نفر میزِ معمول و "
        "اندازهٔ بازی‌های دیگر است.",
    )
    scope: str = option(
        "match",
        choices=("match", "hand"),
        en="Play the whole match (until one player is left), or stop after one deal.",
        fa="کلِ مسابقه (تا یک نفر بماند) بازی شود، یا فقط یک دور.",
        why="Not a rule of the game: a choice of how much to play.",
        why_fa="قانون بازی نیست؛ فقط انتخابِ اندازهٔ بازی است.",
    )
    decks: int = option(
        2,
        minimum=1,
        maximum=2,
        en="One deck of 52 cards, or two shuffled together (104).",
        fa="یک دست ورقِ ۵۲ برگی، یا دو دست که با هم بُر می‌خورند (۱۰۴ برگ).",
        sources=(S("000", 163, 163),),
        why="The seed says it is better to shuffle two decks together so the cards do not run "
        "out quickly and the game is harder.",
        why_fa="سند می‌گوید بهتر است دو دست ورق را با هم بُر بزنیم تا برگ‌ها زود تمام نشوند و "
        "بازی سخت‌تر شود.",
    )
    deal_direction: str = option(
        "ccw",
        choices=("ccw", "cw"),
        en="The deal, and play at the start of each deal, go counter-clockwise (to the right: "
        "seat order) or clockwise (against seat order).",
        fa="پخش و شروعِ بازیِ هر دور خلافِ جهتِ عقربه‌های ساعت (به راست: ترتیبِ صندلی‌ها) است یا "
        "در جهتِ عقربه‌ها (برعکسِ ترتیبِ صندلی‌ها).",
        sources=(S("000", 146, 146),),
        why="The seed deals counter-clockwise, as every seed game does; Persian Wikipedia and "
        "two game sites say clockwise.",
        why_fa="سند خلافِ عقربه‌های ساعت پخش می‌کند، مثلِ همهٔ بازی‌های اسناد؛ ویکی‌پدیای فارسی "
        "و دو وبگاه در جهتِ عقربه‌ها می‌گویند.",
    )
    match_priority: str = option(
        "either",
        choices=("either", "suit_first"),
        en="A card matching the up-card's suit or its rank may be played; or (the seed's example "
        "read literally) a card of the suit must be played when you hold one, and another suit's "
        "card of the same rank only when you do not.",
        fa="برگی که با خالِ برگِ رو یا با عددش جور باشد بازی می‌شود؛ یا (خوانشِ لفظیِ مثالِ سند) "
        "اگر از آن خال دارید باید همان خال را بیایید و عددِ هم‌ارزِ خالِ دیگر فقط وقتی که ندارید.",
        sources=(S("000", 146, 146),),
        why="The seed's rule says 'that number or that suit'; its example lists the suit first, "
        "which can be read as an order. Mau-Mau, Crazy Eights and Persian Wikipedia allow either.",
        why_fa="قاعدهٔ سند می‌گوید «یا آن عدد یا آن خال»؛ مثالش اول خال را می‌آورد که می‌شود آن را "
        "ترتیب خواند. مائو مائو، هشتِ دیوانه و ویکی‌پدیای فارسی هر دو را آزاد می‌دانند.",
    )
    draw_when_able: bool = option(
        False,
        en="A player who could play may draw instead.",
        fa="بازیکنی که برگِ جور دارد هم می‌تواند به جای بازی برگ بردارد.",
        sources=(S("000", 146, 146),),
        why="The seed has you draw only when you have neither the suit nor the number.",
        why_fa="در سند فقط وقتی برگ برمی‌دارید که نه آن خال را دارید نه آن عدد را.",
    )
    two_target: str = option(
        "others",
        choices=("others", "anyone"),
        en="The player of a 2 names another player, who draws a card; or may also name himself.",
        fa="کسی که ۲ می‌آید یکی از بازیکنانِ دیگر را نام می‌برد که یک برگ بردارد؛ یا خودش را هم "
        "می‌تواند نام ببرد.",
        sources=(S("000", 149, 149),),
        why="'Tell someone to draw a card' is said to another player; naming oneself is never "
        "useful except to fish for a card.",
        why_fa="«باید بگی یکی کارت برداره» خطاب به دیگری است؛ نام بردنِ خود فقط برای برگ گرفتن "
        "به کار می‌آید.",
    )
    jack_on_seven: str = option(
        "never",
        choices=("never", "only_after_penalty_served"),
        en="A jack may never be played on a 7; or only once the 7's draw has been taken.",
        fa="سرباز هرگز روی ۷ نمی‌آید؛ یا فقط وقتی جریمهٔ آن ۷ برداشته شده باشد.",
        sources=(S("000", 153, 153),),
        why="The seed's words: the jack goes on anything except a 7.",
        why_fa="لفظِ سند: سرباز روی همه چیز به جز ۷ می‌آید.",
    )
    eight_no_follow: str = option(
        "draw_one",
        choices=("draw_one", "pass"),
        en="A player who cannot lay the 8's bonus draws one card (and may lay it if it fits); or "
        "simply passes.",
        fa="کسی که نمی‌تواند جایزهٔ ۸ را بیاید یک برگ برمی‌دارد (و اگر جور بود می‌آیدش)؛ یا فقط "
        "رد می‌کند.",
        sources=(S("000", 151, 151),),
        why="The seed is silent; drawing one card is what a player does whenever he cannot play.",
        why_fa="سند ساکت است؛ برداشتنِ یک برگ همان کاری است که هر وقت نتوانید بازی کنید می‌کنید.",
    )
    upcard_effect: str = option(
        "none",
        choices=("none", "applied"),
        en="The card turned up at the start has no effect; or a 7 makes the first player draw 2 "
        "(or pass it on), an ace skips him and a 10 starts play the other way.",
        fa="برگی که اولِ دور رو می‌شود اثری ندارد؛ یا ۷ نفرِ اول را به برداشتنِ ۲ برگ (یا "
        "رد کردنش) وامی‌دارد، آس او را می‌پراند و ۱۰ بازی را از سمتِ دیگر شروع می‌کند.",
        sources=(S("000", 146, 146),),
        why="The seed is silent; nobody played the card, so by default nobody suffers it.",
        why_fa="سند ساکت است؛ کسی آن برگ را بازی نکرده، پس پیش‌فرض این است که به کسی اثر ندارد.",
    )
    two_player_ten: str = option(
        "play_again",
        choices=("play_again", "no_effect"),
        en="With two players a 10 lets its player play again; or it has no effect.",
        fa="در بازیِ دونفره ۱۰ به بازیکنش نوبتِ دوباره می‌دهد؛ یا اثری ندارد.",
        sources=(S("000", 148, 148),),
        why="Turning the direction round between two players gives the turn back, as in Uno.",
        why_fa="برگرداندنِ جهت میانِ دو نفر نوبت را به خودِ بازیکن برمی‌گرداند، مثلِ اونو.",
    )
    reshuffle: bool = option(
        True,
        en="When the stock runs out, the face-up pile except its top card is shuffled into a new "
        "stock.",
        fa="وقتی برگ‌های کنار تمام شد، برگ‌های زمین به جز برگِ رو بُر می‌خورند و برگ‌های کنارِ "
        "تازه می‌شوند.",
        sources=(S("000", 163, 163),),
        why="The seed only says two decks keep the cards from running out; reshuffling is the "
        "Mau-Mau custom and keeps a deal from stalling.",
        why_fa="سند فقط می‌گوید دو دست ورق نمی‌گذارد برگ‌ها تمام شوند؛ بُر زدنِ دوباره رسمِ "
        "مائو مائو است و نمی‌گذارد دور گیر کند.",
    )
    last_card_penalty: int = option(
        1,
        minimum=0,
        maximum=4,
        en="Cards a player draws for not calling «تک برگ» (last card) (0: no penalty).",
        fa="تعدادِ برگ‌هایی که بازیکن برای نگفتنِ «تک برگ» جریمه می‌شود (۰ یعنی بی‌جریمه).",
        sources=(S("000", 154, 154),),
        why="The seed's penalty is one card; Mau-Mau's is two.",
        why_fa="جریمهٔ سند یک برگ است؛ در مائو مائو دو برگ.",
    )
    mistake_penalty: int = option(
        1,
        minimum=0,
        maximum=4,
        en="Cards a player draws for a mistake, such as playing out of turn (0: no penalty).",
        fa="تعدادِ برگ‌هایی که بازیکن برای اشتباه، مثلاً بازی خارج از نوبت، جریمه می‌شود (۰ یعنی "
        "بی‌جریمه).",
        sources=(S("000", 155, 155),),
        why="The seed: any mistake costs one card.",
        why_fa="سند: هر اشتباه یک برگ جریمه دارد.",
    )
    limit: int = option(
        200,
        minimum=10,
        maximum=5000,
        en="A player whose penalty total reaches this is eliminated.",
        fa="بازیکنی که جمعِ امتیازِ منفی‌اش به این عدد برسد از بازی بیرون می‌رود.",
        sources=(S("000", 162, 162),),
        why="The seed allows 100 to 500 or more; at 200 a four-player match of the heuristic "
        "players lasts about 15 deals (8 at 100, 34 at 500): long enough for luck to even out, "
        "short enough for one sitting.",
        why_fa="سند ۱۰۰ تا ۵۰۰ یا بیشتر را می‌پذیرد؛ با ۲۰۰ مسابقهٔ چهارنفرهٔ بازیکنانِ هوشمند "
        "حدودِ ۱۵ دور طول می‌کشد (با ۱۰۰ هشت دور، با ۵۰۰ سی‌وچهار دور): آن‌قدر که شانس یکسان "
        "شود و آن‌قدر کوتاه که در یک نشست تمام شود.",
    )
    jack_doubles: bool = option(
        True,
        en="When the winner goes out on a jack, everyone else's penalty points are doubled.",
        fa="اگر برنده با سرباز تمام کند، امتیازِ منفیِ بقیه دو برابر می‌شود.",
        sources=(S("000", 161, 161),),
        why="The seed's rule.",
        why_fa="قاعدهٔ سند.",
    )

    def __post_init__(self) -> None:
        validate_options(self)
        if self.players * HAND_SIZE + 1 > 52 * self.decks:
            raise OptionsError(
                code="haft_khabis/options/decks",
                params={"players": self.players, "cards": self.players * HAND_SIZE + 1},
            )

    @property
    def games_to_win(self) -> int:
        """A match has one winner, the last player left (for generic match checks)."""
        return 1

    @property
    def cards(self) -> int:
        """Cards in play: 52 or 104."""
        return 52 * self.decks


PRESETS: Final = MappingProxyType(
    {
        "seed": HaftKhabisOptions(),
        "one_deck": HaftKhabisOptions(decks=1),
        "mau_mau": HaftKhabisOptions(
            decks=1, deal_direction="cw", last_card_penalty=2, upcard_effect="applied"
        ),
    }
)
"""Named sets of options. ``seed`` is seed 000's rules (two decks, four players, limit 200);
``one_deck`` the same with one 52-card deck; ``mau_mau`` closer to Mau-Mau's customs (one deck,
clockwise, two penalty cards for a forgotten call, the up-card counts)."""
