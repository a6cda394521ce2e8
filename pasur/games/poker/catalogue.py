"""Poker's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on poker is seed 000, lines 166-233 (hands at lines 166-225, dealing and
betting at 226-233); ``shared/rules/shelem_ghahve_haftkhabis_poker.md`` section 5 lists it as
PK-01..PK-21. Where the seed is silent (blinds, limits, side pots, the odd chip) the text says so
and which common rule is followed; each such point is an option. Terms: a *hand* is «دست», the
*board* the cards face up on the table «زمین», the *hole cards* a player's own two cards «دو برگِ
دست», the *pot* the money in the middle «پولِ وسط», *chips* «مهره» or «پول», to *check* «چک
دادن», to *call* «دیدن» (the seed's SEE), to *raise* «افزایش شرط», to *fold* «خواباندن», *all in*
«آل‌این» (putting every chip in). In this section of the seed «خال» means a rank (سه خال, three
of a kind), not a suit. The texts are written for this project; the facts come from the lines
cited.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

_HANDS = (S("000", 166, 166),)
_BETTING = (S("000", 228, 232),)

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "poker/deck",
        "A 52-card deck, a joker by choice",
        "یک دست ورقِ ۵۲ برگی، با ژوکر اگر بخواهید",
        "Poker is played with the ordinary 52-card pack. Cards rank as in Hokm: ace, king, "
        "queen, jack, 10 down to 2; no suit is higher than another. A table that plays five of a "
        "kind adds one joker.",
        "پوکر با همان دست ورقِ معمولیِ ۵۲ برگی بازی می‌شود. ترتیبِ برگ‌ها مثلِ حکم است: آس، شاه، "
        "بی‌بی، سرباز، ده و همین‌طور تا دو؛ هیچ خالی از خالِ دیگر بالاتر نیست. اگر بخواهند پنج خال "
        "هم در بازی باشد، یک ژوکر به دسته اضافه می‌کنند.",
        (S("000", 166, 166), S("000", 219, 219)),
        ("jokers",),
    ),
    Rule(
        "poker/players",
        "Two to eight players, four at most is best",
        "دو تا هشت بازیکن؛ بیشتر از چهار نفر لطفی ندارد",
        "Any number can play, but the seed warns that more than four is not much fun, so the "
        "table is four by default. Each player plays alone for his own chips.",
        "با هر تعدادی می‌شود بازی کرد، ولی به گفتهٔ سند بیشتر از چهار نفر لطفی ندارد؛ برای همین "
        "پیش‌فرض چهار نفر است. هر کس برای پولِ خودش بازی می‌کند.",
        (S("000", 166, 166),),
        ("players",),
    ),
    Rule(
        "poker/chips",
        "Everyone starts with the same chips",
        "همه با پولِ برابر شروع می‌کنند",
        "Each player puts the same money in (the seed's example is 2,500 toman) and gets chips "
        "worth as much; coins or chess pieces given values will do instead of poker chips. Bets "
        "are whole numbers of the smallest chip (10 here).",
        "هر بازیکن پولِ برابری وسط می‌گذارد (در مثالِ سند ۲۵۰۰ تومان) و هم‌ارزش آن مهره می‌گیرد؛ "
        "به جای مهرهٔ پوکر سکه یا مهره‌های شطرنج با ارزشِ قراردادی هم می‌شود. هر شرط مضربی از "
        "کوچک‌ترین مهره است (اینجا ۱۰).",
        (S("000", 227, 227),),
        ("chips", "unit"),
    ),
    Rule(
        "poker/dealer",
        "The first dealer by lot, then the deal moves on",
        "پخش‌کنندهٔ اول با قرعه، بعد نوبتی",
        "The seed does not say who deals. Here the first dealer is chosen by lot and after each "
        "hand the deal passes to the next player still in the match. The player after the dealer "
        "is the first player: he gets the first card and opens the betting.",
        "سند نمی‌گوید چه کسی پخش کند. اینجا پخش‌کنندهٔ اول با قرعه معلوم می‌شود و بعد از هر دست، "
        "پخش به نفرِ بعدی که هنوز در بازی است می‌رسد. نفرِ بعد از پخش‌کننده «نفرِ اول» است: اولین "
        "برگ را می‌گیرد و شرط‌بندی را باز می‌کند.",
        (S("000", 228, 228),),
    ),
    Rule(
        "poker/deal",
        "Two cards each, one at a time",
        "به هر نفر دو برگ، یکی‌یکی",
        "After a good shuffle the dealer gives one card to each player in turn, starting with "
        "the first player, then a second round of one card each, so that everyone holds two. "
        "The rest of the pack stays face down beside the dealer; the board is turned from it.",
        "بعد از برزدنِ حسابی، پخش‌کننده به نوبت به هر بازیکن یک برگ می‌دهد، از نفرِ اول، و بعد یک "
        "دورِ دیگر یکی‌یکی تا هر کس دو برگ داشته باشد. بقیهٔ دسته به پشت کنارِ پخش‌کننده می‌ماند و "
        "برگ‌های زمین از آن رو می‌شود.",
        (S("000", 228, 228),),
    ),
    Rule(
        "poker/forced-bets",
        "No blinds: the first player opens",
        "بی‌بلایند: نفرِ اول باز می‌کند",
        "In the seed nobody has to put money in before seeing his cards: the first player looks "
        "at his hand and bets what he likes, or checks. Hold'em's blinds (two forced bets by the "
        "two players after the dealer; the player after them opens) and antes are options; with "
        "two players the dealer posts the small blind.",
        "در سند کسی مجبور نیست پیش از دیدنِ برگ‌هایش پول وسط بگذارد: نفرِ اول به دستش نگاه می‌کند "
        "و هر قدر بخواهد می‌گذارد یا چک می‌دهد. بلایندهای هولدم (دو شرطِ اجباری از دو نفرِ بعد از "
        "پخش‌کننده که نفرِ بعد از آن‌ها باز می‌کند) و آنته گزینه‌اند؛ در بازیِ دونفره پخش‌کننده "
        "بلایندِ کوچک را می‌گذارد.",
        (S("000", 228, 228),),
        ("ante", "small_blind", "big_blind"),
    ),
    Rule(
        "poker/sequence",
        "Everything in its order",
        "هر کار به نوبتِ خودش",
        "Players act one at a time, going round from the first player; nobody bets before the "
        "cards of the round are out, and the board is not turned while someone still has to "
        "act. A move out of its turn is refused.",
        "بازیکنان یکی‌یکی و به نوبت از نفرِ اول کار می‌کنند؛ پیش از آمدنِ برگ‌های هر دور کسی شرط "
        "نمی‌بندد و تا کسی هنوز باید تصمیم بگیرد برگِ زمین رو نمی‌شود. حرکتِ خارج از نوبت "
        "پذیرفته نیست.",
        (S("000", 228, 228), S("000", 233, 233)),
    ),
    Rule(
        "poker/rounds",
        "Four betting rounds: before the flop, flop, turn, river",
        "چهار دور شرط: پیش از فلاپ، فلاپ، ترن، ریور",
        "Players bet once after the deal; then three cards are turned on the table (the flop) "
        "and they bet again, then a fourth card (the turn) and a bet, then a fifth (the river) "
        "and a last bet: four times in all for whoever stays to the end. A round ends when "
        "everyone still in has acted and put in as much as the highest bet (or all his chips). "
        "After the flop the first player still in opens each round (an option lets the last "
        "raiser open).",
        "بعد از پخش یک بار پول وسط می‌آید؛ بعد سه برگ روی زمین رو می‌شود (فلاپ) و دوباره شرط، بعد "
        "برگِ چهارم (ترن) و شرط، بعد برگِ پنجم (ریور) و شرطِ آخر: در کل چهار بار برای کسی که تا "
        "آخر بماند. هر دور وقتی تمام می‌شود که همهٔ کسانی که مانده‌اند نوبتشان را رفته باشند و "
        "هم‌اندازهٔ بیشترین شرط (یا همهٔ پولشان) را گذاشته باشند. بعد از فلاپ، اولین نفری که هنوز "
        "در دست است هر دور را باز می‌کند (یک گزینه آخرین افزاینده را جلو می‌اندازد).",
        (S("000", 166, 166), S("000", 233, 233)),
        ("postflop_first",),
    ),
    Rule(
        "poker/board",
        "The board is turned from the top of the stock",
        "برگ‌های زمین از روی دسته رو می‌شود",
        "The flop's three cards, the turn and the river are the next cards of the pack left "
        "beside the dealer, turned face up for everyone. Burning a card before each (a casino "
        "habit the seed does not have) is an option.",
        "سه برگِ فلاپ، ترن و ریور برگ‌های بعدیِ دسته‌ای هستند که کنارِ پخش‌کننده مانده و برای همه "
        "رو می‌شوند. سوزاندنِ یک برگ پیش از هر کدام (رسمِ کازینو که در سند نیست) گزینه است.",
        (S("000", 228, 228), S("000", 233, 233)),
        ("burn",),
    ),
    Rule(
        "poker/check",
        "Check: stay in without betting",
        "چک: ماندن بی‌گذاشتنِ پول",
        "When nobody has put money in during this round, a player may check: stay in without "
        "betting. Once someone has bet, checking is no longer possible: call, raise or fold.",
        "وقتی در این دور هنوز کسی پول وسط نگذاشته، بازیکن می‌تواند چک بدهد: بی‌آنکه پولی "
        "بگذارد در بازی بماند. همین که کسی شرط بست، دیگر چک ممکن نیست: باید ببیند، افزایش دهد "
        "یا بخواباند.",
        (S("000", 229, 229),),
    ),
    Rule(
        "poker/bet",
        "Bet: the first money of a round",
        "شرط: اولین پولِ هر دور",
        "The first player to put money in during a round bets; the amount is his choice, at "
        "least the smallest chip (or the big blind). Amounts are written as the player's total "
        "for the round: bet-100.",
        "اولین کسی که در یک دور پول وسط می‌گذارد شرط می‌بندد؛ مقدارش دلخواه است، دست‌کم "
        "کوچک‌ترین مهره (یا بلایندِ بزرگ). مقدار به صورتِ جمعِ پولِ بازیکن در آن دور نوشته "
        "می‌شود: bet-100.",
        (S("000", 228, 228),),
        ("unit", "big_blind"),
    ),
    Rule(
        "poker/call",
        "Call (see): match the highest bet",
        "دیدن: هم‌اندازهٔ بیشترین شرط",
        "To call, which the seed also names OPEN or SEE, is to put in just what brings your bet "
        "for the round up to the highest one: you agree with the money put in.",
        "دیدن (که سند به آن OPEN یا SEE هم می‌گوید) یعنی همان‌قدر پول بگذاری که شرطت در این دور "
        "به بیشترین شرط برسد: یعنی با پولی که آمده موافقی.",
        (S("000", 230, 230),),
    ),
    Rule(
        "poker/raise",
        "Raise: put in more than the highest bet",
        "افزایش شرط: بیشتر از بیشترین شرط",
        "To raise is to put in more than the highest bet so far; everyone still in must then "
        "match the new amount or fold. In the seed's example one player puts in 100 and the next "
        "500: the first must add 400 to stay, and the third must put in 500 or fold. A raise is "
        "written as the new total (raise-500) and must add at least as much as the bet or raise "
        "before it in the round (an option allows any raise of one chip or more). An all-in for "
        "less than that does not let the players who already acted raise again.",
        "افزایشِ شرط یعنی بیشتر از بیشترین شرطِ تا اینجا وسط بگذاری؛ بعد همهٔ کسانی که مانده‌اند "
        "باید به مقدارِ تازه برسانند یا بخوابانند. در مثالِ سند نفرِ اول ۱۰۰ می‌گذارد و نفرِ دوم "
        "۵۰۰: نفرِ اول برای ماندن باید ۴۰۰ دیگر بگذارد و نفرِ سوم یا ۵۰۰ بگذارد یا بخواباند. "
        "افزایش با جمعِ تازه نوشته می‌شود (raise-500) و باید دست‌کم به اندازهٔ شرط یا افزایشِ "
        "قبلیِ همان دور اضافه کند (با یک گزینه هر افزایشی از یک مهره به بالا پذیرفته است). "
        "آل‌اینی که از این کمتر باشد به کسانی که نوبتشان را رفته‌اند اجازهٔ افزایشِ دوباره نمی‌دهد.",
        (S("000", 231, 232),),
        ("min_raise",),
    ),
    Rule(
        "poker/fold",
        "Fold: give up the hand",
        "خواباندن: کنار کشیدن از دست",
        "A player whose cards are too poor lays them face down and is out of the hand; whatever "
        "he put in stays in the pot (in the seed's example his 100). Folding is for facing a "
        "bet: with nothing to pay, a player simply checks.",
        "کسی که برگ‌هایش خیلی بد است آن‌ها را به پشت روی زمین می‌گذارد و از این دست بیرون است؛ "
        "هر چه گذاشته وسط می‌ماند (در مثالِ سند همان ۱۰۰ تومان). خواباندن برای وقتی است که "
        "شرطی جلویت است؛ وقتی پولی لازم نیست، بازیکن فقط چک می‌دهد.",
        (S("000", 232, 232),),
    ),
    Rule(
        "poker/allin",
        "All in: every chip left",
        "آل‌این: همهٔ پولِ باقی‌مانده",
        "The game is no-limit: a player may put all his chips in at any turn, and a player who "
        "cannot match a bet may still call with everything he has. He stays in to the showdown "
        "without betting more, but can win from each player only as much as he put in (see side "
        "pots). The seed does not speak of limits; this is the usual home rule.",
        "بازی بی‌سقف است: بازیکن در هر نوبت می‌تواند همهٔ پولش را وسط بگذارد، و کسی که به اندازهٔ "
        "شرط پول ندارد باز هم با همهٔ پولش می‌تواند ببیند. او بی‌آنکه دیگر پولی بگذارد تا آخر در "
        "دست می‌ماند، ولی از هر بازیکن فقط به اندازهٔ پولی که خودش گذاشته می‌برد (پاتِ فرعی را "
        "ببینید). سند از سقف چیزی نمی‌گوید؛ این قاعدهٔ رایج است.",
        (S("000", 231, 232),),
    ),
    Rule(
        "poker/side-pots",
        "Side pots for all-in players",
        "پاتِ فرعی برای کسی که آل‌این کرده",
        "When a player is all in for less than the others bet, the pot is cut in layers: the "
        "main pot holds what he could match from everyone, and what the others bet beyond it "
        "goes to a side pot only they can win. Each pot goes to the best hand among those who "
        "reached it; chips nobody called go back to their owner.",
        "وقتی بازیکنی با پولی کمتر از شرطِ بقیه آل‌این است، پولِ وسط لایه‌لایه می‌شود: پاتِ اصلی "
        "همان‌قدری است که او از هر کس می‌توانست ببیند، و آنچه بقیه بیشتر گذاشته‌اند پاتِ فرعی‌ای "
        "می‌شود که فقط خودشان می‌توانند ببرند. هر پات به بهترین دست میانِ کسانی می‌رسد که به آن "
        "رسیده‌اند؛ پولی که کسی آن را ندیده به صاحبش برمی‌گردد.",
        (S("000", 233, 233),),
    ),
    Rule(
        "poker/uncontested",
        "Everyone else folds: the pot without a showdown",
        "همه بخوابانند: پول بی‌رو کردنِ برگ",
        "When all the others fold, the last player left takes the whole pot at once; nobody "
        "shows his cards.",
        "وقتی همهٔ دیگران بخوابانند، آخرین بازیکنی که مانده همهٔ پولِ وسط را همان‌جا می‌برد و کسی "
        "برگ‌هایش را نشان نمی‌دهد.",
        (S("000", 232, 232),),
    ),
    Rule(
        "poker/showdown",
        "The showdown: the best hand takes the pot",
        "رو کردن: بهترین دست پول را می‌برد",
        "After the river's betting, everyone still in shows his two cards and the best hand under "
        "the eleven rules takes all the money of the hand. Folded hands stay hidden.",
        "بعد از شرطِ ریور، همهٔ کسانی که مانده‌اند دو برگشان را رو می‌کنند و هر کس طبقِ قوانینِ "
        "یازده‌گانه سرتر باشد همهٔ پولِ این دست را می‌برد. دستِ خوابانده‌شده رو نمی‌شود.",
        (S("000", 233, 233),),
    ),
    Rule(
        "poker/hand-rule",
        "Exactly two hole cards and three from the board",
        "دقیقاً دو برگ از دست و سه برگ از زمین",
        "A hand is five cards: both of the player's own cards and three of the five on the "
        "board, never four or five from the board. The seed's flush example shows it: five "
        "hearts made with four board cards do not count. In Texas hold'em (an option) the hand is "
        "the best five of all seven cards.",
        "دست پنج برگ است: هر دو برگِ خودِ بازیکن و سه برگ از پنج برگِ زمین، هرگز چهار یا پنج برگ "
        "از زمین. مثالِ فلاشِ سند همین را نشان می‌دهد: پنج دلی که با چهار برگِ زمین ساخته شود "
        "حساب نیست. در تگزاس هولدم (گزینه) دست بهترین پنج برگ از هر هفت برگ است.",
        (S("000", 166, 166), S("000", 197, 202)),
        ("hand_rule",),
    ),
    Rule(
        "poker/ranking",
        "The eleven hands, from high card to royal flush",
        "یازده دست، از برگِ بالا تا فلاش سلطنتی",
        "From low to high: high card, pair, two pair, three of a kind, straight, flush, full "
        "house, four of a kind, straight flush, five of a kind (with a joker only) and royal "
        "flush. A higher kind of hand beats any lower one. The standard ranking (an option) has "
        "no five of a kind and makes the suited A-2-3-4-5 the lowest straight flush.",
        "از پایین به بالا: برگِ بالا، جفت، دو جفت، سه خال، استریت، فلاش، فول هاوس، چهار خال، "
        "استریت فلاش، پنج خال (فقط با ژوکر) و فلاش سلطنتی. هر دستِ بالاتر هر دستِ پایین‌تری را "
        "می‌برد. ترتیبِ رایج (گزینه) پنج خال ندارد و آس-۲-۳-۴-۵ هم‌خال را پایین‌ترین استریت فلاش "
        "می‌داند.",
        (S("000", 166, 166), S("000", 225, 225), S("000", 233, 233)),
        ("ranking",),
    ),
    Rule(
        "poker/high-card",
        "High card",
        "برگِ بالا",
        "When nobody has made any of the hands above it, the highest card wins; if those are "
        "equal, the next highest, and so on. In the seed's example the player with a jack wins.",
        "وقتی هیچ‌کس هیچ‌کدام از دست‌های بالاتر را نساخته، بالاترین برگ می‌برد؛ اگر برابر بود، "
        "برگِ بعدی و همین‌طور تا آخر. در مثالِ سند کسی که سرباز دارد می‌برد.",
        (S("000", 167, 172),),
    ),
    Rule(
        "poker/pair",
        "Pair",
        "جفت",
        "Two cards of the same rank, such as two 4s. A higher pair beats a lower one; between "
        "equal pairs the other three cards decide.",
        "دو برگِ هم‌ارزش، مثلِ دو تا چهار. جفتِ بالاتر جفتِ پایین‌تر را می‌برد؛ میانِ جفت‌های برابر "
        "سه برگِ دیگر تعیین می‌کنند.",
        (S("000", 173, 178),),
    ),
    Rule(
        "poker/two-pair",
        "Two pair",
        "دو جفت",
        "Two pairs of different ranks, such as 6s and 4s; it beats any single pair. Two pair "
        "compare by the higher pair, then the lower, then the fifth card.",
        "دو جفت از دو ارزشِ متفاوت، مثلِ شش‌ها و چهارها؛ از هر جفتِ تنها بالاتر است. دو جفت‌ها "
        "اول با جفتِ بالاتر، بعد با جفتِ پایین‌تر و بعد با برگِ پنجم مقایسه می‌شوند.",
        (S("000", 179, 184),),
    ),
    Rule(
        "poker/three-of-a-kind",
        "Three of a kind",
        "سه خال",
        "Three cards of one rank («خال» means rank here). Higher three of a kind beats lower: "
        "three aces beat three 4s.",
        "سه برگِ هم‌ارزش (اینجا «خال» یعنی ارزش، نه نقش). سه خالِ بالاتر سه خالِ پایین‌تر را "
        "می‌برد: سه آس از سه چهار بالاتر است.",
        (S("000", 185, 190),),
    ),
    Rule(
        "poker/straight",
        "Straight",
        "استریت",
        "Five cards in a row, whatever their suits. Between straights the one with the higher "
        "top card wins.",
        "پنج برگِ پشتِ سرِ هم، هر خالی که باشند. میانِ دو استریت، آنکه بالاترین برگش بالاتر است می‌برد.",
        (S("000", 191, 196),),
    ),
    Rule(
        "poker/straight-ace",
        "The ace is high or low, but never in the middle",
        "آس بالا یا پایین، ولی نه وسط",
        "In a straight the ace may be the top card (A-K-Q-J-10) or the bottom card (A-2-3-4-5), "
        "but a straight cannot go round the corner: Q-K-A-2-3 is no straight. A-2-3-4-5 is the "
        "lowest straight.",
        "در استریت آس می‌تواند بالاترین برگ باشد (آس-شاه-بی‌بی-سرباز-۱۰) "
        "یا پایین‌ترین (آس-۲-۳-۴-۵)، ولی "
        "استریت دور نمی‌خورد: بی‌بی-شاه-آس-۲-۳ استریت نیست. آس-۲-۳-۴-۵ پایین‌ترین استریت است.",
        (S("000", 196, 196),),
    ),
    Rule(
        "poker/flush",
        "Flush",
        "فلاش",
        "Five cards of one suit, only three of them from the board. Flushes compare card by "
        "card from the highest.",
        "پنج برگ از یک خال که فقط سه‌تایش از زمین باشد. فلاش‌ها برگ به برگ از بالاترین مقایسه "
        "می‌شوند.",
        (S("000", 197, 202),),
    ),
    Rule(
        "poker/full-house",
        "Full house",
        "فول هاوس",
        "Three of a kind and a pair. Full houses compare by their three of a kind first: in the "
        "seed's example three 5s beat three 4s.",
        "سه خال به اضافهٔ یک جفت. فول هاوس‌ها اول با سه خالشان مقایسه می‌شوند: در مثالِ سند سه پنج "
        "از سه چهار بالاتر است.",
        (S("000", 203, 207),),
    ),
    Rule(
        "poker/four-of-a-kind",
        "Four of a kind",
        "چهار خال",
        "Four cards of one rank, such as four kings, with any fifth card.",
        "چهار برگِ هم‌ارزش، مثلِ چهار شاه، با هر برگِ پنجمی.",
        (S("000", 208, 213),),
    ),
    Rule(
        "poker/straight-flush",
        "Straight flush",
        "استریت فلاش",
        "A straight all of one suit, such as 7 to jack of hearts. The higher top card wins.",
        "استریتی که همه از یک خال باشد، مثلِ هفت تا سربازِ دل. بالاترین برگِ بالاتر می‌برد.",
        (S("000", 214, 218),),
    ),
    Rule(
        "poker/five-of-a-kind",
        "Five of a kind (with a joker)",
        "پنج خال (با ژوکر)",
        "Only when the table plays with a joker: four cards of one rank and the joker, still "
        "two cards from the hand and three from the board. It beats a straight flush and loses "
        "only to a royal flush. Without a joker this hand does not exist.",
        "فقط وقتی با ژوکر بازی می‌کنند: چهار برگِ هم‌ارزش و ژوکر، باز هم دو برگ از دست و سه برگ از "
        "زمین. از استریت فلاش بالاتر است و فقط به فلاش سلطنتی می‌بازد. بی‌ژوکر چنین دستی نیست.",
        (S("000", 219, 219),),
        ("jokers", "joker_mode"),
    ),
    Rule(
        "poker/royal-flush",
        "Royal flush: A-K-Q-J-10 or A-2-3-4-5 of one suit",
        "فلاش سلطنتی: آس-شاه-بی‌بی-سرباز-۱۰ یا آس-۲-۳-۴-۵ هم‌خال",
        "A straight flush with the ace in it: A-K-Q-J-10 or, unlike standard poker, A-2-3-4-5 of "
        "one suit. It is the highest hand and nothing beats it; two royal flushes are equal. An "
        "option asks for the ace among the player's own two cards.",
        "استریت فلاشی که آس در آن باشد: آس-شاه-بی‌بی-سرباز-۱۰ یا، برخلافِ پوکرِ رایج، "
        "آس-۲-۳-۴-۵ از یک خال. "
        "بالاترین دست است و هیچ چیدمانی از آن بالاتر نیست؛ دو فلاش سلطنتی با هم برابرند. یک "
        "گزینه آس را از میانِ دو برگِ خودِ بازیکن می‌خواهد.",
        (S("000", 220, 225),),
        ("ranking", "royal_hole_ace"),
    ),
    Rule(
        "poker/ties",
        "Ties: ranks, never suits; equal hands split",
        "تساوی: ارزشِ برگ‌ها، نه خال؛ دستِ برابر تقسیم",
        "When two hands are of the same kind the one with the higher cards wins, compared in "
        "order (the pair or three of a kind first, then the rest). Suits never decide. If "
        "everything is equal, the money is shared between them.",
        "وقتی دو دست از یک نوع باشند، آنکه برگ‌های بالاتری دارد می‌برد و برگ‌ها به ترتیب مقایسه "
        "می‌شوند (اول جفت یا سه خال، بعد بقیه). خال هیچ‌وقت تعیین‌کننده نیست. اگر همه‌چیز برابر "
        "بود، پول میانشان تقسیم می‌شود.",
        (S("000", 166, 166), S("000", 190, 190)),
    ),
    Rule(
        "poker/odd-chip",
        "The odd chip of a split pot",
        "مهرهٔ اضافهٔ پاتِ تقسیم‌شده",
        "A split pot is shared in whole chips. The seed does not say who gets a chip that "
        "cannot be shared; as in casinos it goes to the winner nearest the dealer's right (the "
        "first player's side), one chip each while they last.",
        "پاتِ تقسیم‌شده با مهره‌های درست تقسیم می‌شود. سند نمی‌گوید مهره‌ای که تقسیم نمی‌شود به "
        "چه کسی برسد؛ مثلِ کازینوها به برنده‌ای می‌رسد که از سمتِ راستِ پخش‌کننده (طرفِ نفرِ اول) "
        "نزدیک‌تر است، هر کدام یک مهره تا تمام شود.",
        (S("000", 190, 190),),
        ("unit",),
    ),
    Rule(
        "poker/elimination",
        "A player without chips is out",
        "کسی که پولش تمام شد بیرون است",
        "A player who loses all his chips leaves the match; the others play on, the deal skipping "
        "his seat.",
        "بازیکنی که همهٔ پولش را ببازد از بازی بیرون می‌رود؛ بقیه ادامه می‌دهند و پخش از جای او رد "
        "می‌شود.",
        (S("000", 227, 227),),
    ),
    Rule(
        "poker/match",
        "The last player with chips wins",
        "آخرین کسی که پول دارد برنده است",
        "Hands are played until everyone but one has gone broke, and the money is all his. So "
        "that a match always ends, the app stops it after a set number of hands (300 by "
        "default), when the most chips win.",
        "آن‌قدر دست بازی می‌کنند تا همه جز یک نفر ورشکست شوند و همهٔ پول‌ها مالِ او شود. برای "
        "اینکه مسابقه حتماً تمام شود، برنامه بعد از تعدادِ معینی دست (پیش‌فرض ۳۰۰) آن را تمام "
        "می‌کند و بیشترین پول برنده است.",
        (S("000", 227, 227),),
        ("scope", "max_hands"),
    ),
)

CATEGORY_RULES: Final = {
    "high_card": "poker/high-card",
    "pair": "poker/pair",
    "two_pair": "poker/two-pair",
    "three_of_a_kind": "poker/three-of-a-kind",
    "straight": "poker/straight",
    "flush": "poker/flush",
    "full_house": "poker/full-house",
    "four_of_a_kind": "poker/four-of-a-kind",
    "straight_flush": "poker/straight-flush",
    "five_of_a_kind": "poker/five-of-a-kind",
    "royal_flush": "poker/royal-flush",
}
"""The rule that names each hand category of :mod:`pasur.games.poker.evaluate`."""
