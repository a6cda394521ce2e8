"""Ghahve's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on Ghahve is seed 000, lines 134-144 («آموزش قهوه»); it says the game is
played "exactly like Hokm" apart from what it lists, so a few rules also cite seed 000's Hokm
text (lines 97-101). Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal,
all thirteen tricks) is «دور», a *game* (to 501 points) is «بازی», trump is «حکم», a joker
«ژوکر», a bid «تعهد». Where the seed is silent, the text says which reading was chosen.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "ghahve/deck",
        "52 cards: two jokers instead of 2♦ and 2♥",
        "۵۲ برگ: دو ژوکر به جای دو خشت و دو دل",
        "Take the ordinary pack, remove the 2 of diamonds and the 2 of hearts, and add the black "
        "joker and the coloured joker: 52 cards again, 13 for each player. Spades keep all "
        "thirteen cards.",
        "از یک دست ورق معمولی دو خشت و دو دل را بیرون می‌آوریم و ژوکر سیاه و ژوکر رنگی را به جایشان "
        "می‌گذاریم؛ باز ۵۲ برگ می‌شود و به هر نفر ۱۳ برگ می‌رسد. پیک هر سیزده برگش را دارد.",
        (S("000", 139, 139),),
    ),
    Rule(
        "ghahve/seating",
        "Two teams, partners opposite, play to the right",
        "دو تیم، یارها روبه‌روی هم، بازی به سمت راست",
        "Ghahve is a game of the Hokm family, close to American Spades: four players in two "
        "teams, partners facing each other, dealing and play going to the right. Seats 0 and 2 "
        "are one team, seats 1 and 3 the other.",
        "قهوه از خانوادهٔ حکم است و به اسپیدز آمریکایی خیلی شبیه است: چهار بازیکن در دو تیم، یارها "
        "روبه‌روی هم، و پخش و بازی به سمت راست. صندلی‌های ۰ و ۲ یک تیم‌اند و ۱ و ۳ تیم دیگر.",
        (S("000", 135, 135), S("000", 143, 143), S("000", 101, 101)),
    ),
    Rule(
        "ghahve/first-dealer",
        "The first dealer is chosen by lot",
        "پخش‌کنندهٔ اول با قرعه",
        "Before the first hand, lots decide who deals. There is no hakem in Ghahve.",
        "پیش از دور اول با قرعه معلوم می‌شود چه کسی پخش کند. قهوه حاکم ندارد.",
        (S("000", 140, 140),),
    ),
    Rule(
        "ghahve/deal-packets",
        "Dealt as in Hokm: five, four and four",
        "پخش مثل حکم: پنج، چهار و چهار",
        "The dealer deals as in Hokm, in packets going to the right: five cards to each player, "
        "then four, then four, beginning with the player on his right and ending with himself. "
        "Nobody names trump, so the whole deck is dealt at once.",
        "پخش‌کننده مثل حکم و بسته‌بسته به سمت راست پخش می‌کند: به هر نفر پنج برگ، بعد چهار و باز "
        "چهار؛ از نفر دست راستش شروع می‌کند و به خودش تمام می‌کند. کسی حکم تعیین نمی‌کند، پس همهٔ "
        "برگ‌ها یک‌جا پخش می‌شوند.",
        (S("000", 140, 140), S("000", 99, 99)),
    ),
    Rule(
        "ghahve/spades-trump",
        "Spades are always trump",
        "حکم همیشه پیک است",
        "Trump is always spades: a spade beats any card of another suit, and the highest spade "
        "wins a trick that has spades and no joker in it.",
        "حکم همیشه پیک است: هر پیکی از برگ‌های خال‌های دیگر بالاتر است و در دستی که پیک دارد و "
        "ژوکر ندارد، بالاترین پیک می‌برد.",
        (S("000", 137, 137), S("000", 140, 140)),
    ),
    Rule(
        "ghahve/bidding-order",
        "Bids go round from the dealer's right",
        "تعهد از دست راست پخش‌کننده",
        "After the deal every player says how many tricks he will take. The player on the "
        "dealer's right speaks first, then the others in turn to the right, the dealer last. "
        "Each player bids once.",
        "بعد از پخش، هر بازیکن اعلام می‌کند چند دست می‌گیرد. اول نفر دست راست پخش‌کننده می‌گوید و "
        "بعد بقیه به نوبت به سمت راست؛ پخش‌کننده آخر از همه. هر کس یک بار تعهد می‌کند.",
        (S("000", 142, 142), S("000", 137, 137)),
    ),
    Rule(
        "ghahve/bid-minimum",
        "A bid is at least two tricks",
        "تعهد دست‌کم دو دست است",
        "Nobody may bid fewer than two tricks, however weak his cards.",
        "هیچ‌کس نمی‌تواند کمتر از دو دست تعهد کند، هرچقدر هم برگ‌هایش ضعیف باشد.",
        (S("000", 137, 137), S("000", 142, 142)),
    ),
    Rule(
        "ghahve/bid-maximum",
        "No upper limit on a bid",
        "تعهد سقف ندارد",
        "The seed sets no maximum, so a player may bid up to all thirteen tricks, and the bids "
        "of all four may add up to more than thirteen. A table may agree on a lower limit.",
        "سند سقفی نگذاشته است؛ پس هر کس می‌تواند تا هر سیزده دست تعهد کند و جمع تعهد چهار نفر هم "
        "می‌تواند از سیزده بیشتر شود. هر جمعی می‌تواند سقف کمتری بگذارد.",
        (S("000", 142, 142),),
        ("max_bid",),
    ),
    Rule(
        "ghahve/team-bid",
        "A team's bid is the sum of its partners' bids",
        "تعهد تیم جمع تعهد دو یار است",
        "Once everyone has bid, each team's total is written down, for example 6 for one team "
        "and 5 for the other. The team, not each player, must make that total.",
        "وقتی همه تعهد کردند، جمع تعهد هر تیم نوشته می‌شود؛ مثلاً تیم اول ۶ و تیم دوم ۵. این جمع را "
        "تیم باید بگیرد، نه تک‌تک بازیکنان.",
        (S("000", 142, 142), S("000", 137, 137)),
    ),
    Rule(
        "ghahve/first-lead",
        "The dealer's right leads first",
        "دست اول را نفر دست راست پخش‌کننده شروع می‌کند",
        "The player on the dealer's right plays the first card of the hand. He may lead any card "
        "he is allowed to play, a spade included.",
        "نفر دست راست پخش‌کننده اولین برگ دور را بازی می‌کند و هر برگ مجازی را، حتی پیک، می‌تواند "
        "بیاورد.",
        (S("000", 143, 143),),
    ),
    Rule(
        "ghahve/play-order",
        "Everyone plays in turn; the winner leads",
        "هر کس به نوبت؛ برنده شروع می‌کند",
        "Each trick goes round to the right, one card from each player, and the winner of a "
        "trick leads the next. All thirteen tricks of a hand are played.",
        "هر دست به سمت راست می‌چرخد و هر بازیکن یک برگ می‌آورد؛ برندهٔ هر دست، دست بعد را شروع "
        "می‌کند. هر سیزده دستِ دور بازی می‌شود.",
        (S("000", 143, 143), S("000", 101, 101), S("000", 142, 142)),
    ),
    Rule(
        "ghahve/own-card",
        "Play a card from your own hand",
        "از برگ‌های خودتان بازی کنید",
        "A player can only play a card he holds.",
        "هر بازیکن فقط برگی را می‌تواند بازی کند که در دست دارد.",
        (S("000", 143, 143), S("000", 101, 101)),
    ),
    Rule(
        "ghahve/follow-suit",
        "Follow suit",
        "از خال زمین بازی کنید",
        "As in Hokm, if you hold a card of the suit that was led you must play one, or a joker; "
        "with none of it you may play any card. There is no duty to trump or to beat.",
        "مثل حکم، اگر از خالی که زمین آمده برگ دارید باید از همان خال بازی کنید، یا ژوکر؛ اگر "
        "ندارید هر برگی می‌توانید بیاورید. اجباری به حکم زدن یا بالا انداختن نیست.",
        (S("000", 143, 143), S("000", 101, 101)),
    ),
    Rule(
        "ghahve/jokers-anytime",
        "A joker may be played at any time",
        "ژوکر را هر وقت می‌شود بازی کرد",
        "A joker may be played whenever you like, even when you hold the suit that was led: if "
        "the ace of hearts is led and you have hearts, you may still take the trick with a joker. "
        "The order of the jokers and the black joker's deadline still apply.",
        "ژوکر را هر وقت بخواهید می‌توانید بازی کنید، حتی اگر از خال زمین داشته باشید: اگر آس دل "
        "آمده و دل دارید، باز هم می‌توانید با ژوکر دست را ببرید. ترتیب ژوکرها و مهلت ژوکر سیاه "
        "سر جایش است.",
        (S("000", 143, 143),),
    ),
    Rule(
        "ghahve/joker-rank",
        "The coloured joker is highest, then the black joker",
        "ژوکر رنگی از همه بالاتر، بعد ژوکر سیاه",
        "The coloured joker is the highest card of the game and the black joker the next; both "
        "beat even the ace of spades. A trick with a joker in it goes to the highest joker.",
        "ژوکر رنگی بالاترین برگ بازی است و ژوکر سیاه بعد از آن؛ هر دو حتی آس پیک را هم می‌برند. "
        "دستی که ژوکر در آن بیاید مال بالاترین ژوکر است.",
        (S("000", 137, 137), S("000", 143, 143)),
    ),
    Rule(
        "ghahve/joker-order",
        "The coloured joker waits for the black one",
        "ژوکر رنگی منتظر ژوکر سیاه می‌ماند",
        "The coloured joker may not be played until the black joker has been played: it is the "
        "black joker's hostage. Here a black joker played earlier in the same trick counts, so "
        "the coloured joker may then take it.",
        "ژوکر رنگی تا ژوکر سیاه بازی نشده اجازهٔ بازی ندارد؛ در واقع گروگان ژوکر سیاه است. اینجا "
        "ژوکر سیاهی که زودتر در همان دست آمده هم حساب است، پس ژوکر رنگی می‌تواند آن را بگیرد.",
        (S("000", 143, 143),),
    ),
    Rule(
        "ghahve/black-joker-deadline",
        "The black joker must be out by the tenth trick",
        "ژوکر سیاه باید تا دست دهم بازی شود",
        "The black joker must be played by the tenth trick at the latest, so that the coloured "
        "joker can be played too. A player who still holds it at the tenth trick must play it "
        "then, whether he leads or follows.",
        "ژوکر سیاه باید حداکثر تا دست دهم بازی شود تا ژوکر رنگی هم اجازهٔ بازی پیدا کند. کسی که در "
        "دست دهم هنوز آن را دارد باید همان را بازی کند، چه دست را شروع کند چه دنبال کند.",
        (S("000", 143, 143),),
        ("black_joker_deadline",),
    ),
    Rule(
        "ghahve/joker-lead",
        "A trick led by a joker",
        "دستی که با ژوکر شروع شود",
        "The seed does not say what to follow when a joker leads. Here a joker has no suit, so "
        "after a joker lead the others may play any card. Some tables treat the joker as a spade "
        "lead, and some let the first ordinary card played after it set the suit. A joker wins "
        "such a trick in every case.",
        "سند نگفته است وقتی دست با ژوکر شروع شود بقیه از چه خالی بازی کنند. اینجا ژوکر خال ندارد، "
        "پس بعد از آن هر برگی می‌شود آورد. بعضی جمع‌ها ژوکر را مثل آوردن پیک حساب می‌کنند و بعضی "
        "خالِ اولین برگ معمولی بعد از آن را خال زمین می‌دانند. در هر حال آن دست را ژوکر می‌برد.",
        (S("000", 143, 143),),
        ("joker_lead",),
    ),
    Rule(
        "ghahve/trick-winner",
        "Who wins the trick",
        "چه کسی دست را می‌برد",
        "The highest joker played wins the trick. With no joker, the highest spade wins; with "
        "neither, the highest card of the led suit. A card of another suit never wins.",
        "بالاترین ژوکرِ بازی‌شده دست را می‌برد. اگر ژوکری نیامده باشد بالاترین پیک، و اگر پیک هم "
        "نیامده باشد بالاترین برگِ خال زمین. برگ خال دیگر هیچ‌وقت نمی‌برد.",
        (S("000", 137, 137), S("000", 143, 143), S("000", 101, 101)),
    ),
    Rule(
        "ghahve/made-bid",
        "A made bid: 10 per bid trick, 1 per extra trick",
        "تعهدِ انجام‌شده: هر دستِ تعهد ۱۰، هر دستِ اضافه ۱",
        "A team that takes at least its bid scores 10 points for each trick it bid and 1 point "
        "for each extra trick. A team that bid 6 and took 8 scores 60 + 2 = 62.",
        "تیمی که دست‌کم به اندازهٔ تعهدش دست بگیرد، برای هر دستِ تعهدشده ۱۰ امتیاز و برای هر دستِ "
        "اضافه ۱ امتیاز می‌گیرد. تیمی که ۶ تعهد کرده و ۸ دست گرفته، ۶۰ + ۲ = ۶۲ امتیاز می‌گیرد.",
        (S("000", 142, 142), S("000", 137, 137)),
    ),
    Rule(
        "ghahve/failed-bid",
        "A failed bid: minus 10 per bid trick",
        "تعهدِ ناموفق: منفی ۱۰ برای هر دستِ تعهد",
        "A team that takes fewer tricks than its bid loses 10 points for each trick it bid, "
        "whatever it took: a team that bid 6 and took 5 scores -60.",
        "تیمی که کمتر از تعهدش دست بگیرد، برای هر دستی که تعهد کرده ۱۰ امتیاز منفی می‌گیرد، هر "
        "چند دست که گرفته باشد: تیمی که ۶ تعهد کرده و ۵ دست گرفته، ۶۰- می‌گیرد.",
        (S("000", 142, 142), S("000", 137, 137)),
    ),
    Rule(
        "ghahve/dealer-keeps-deal",
        "The dealer deals until his team is ahead",
        "پخش‌کننده تا جلو افتادن تیمش پخش می‌کند",
        "The dealer does not change after each hand: he keeps dealing until his team's score is "
        "higher than the other team's (a tie is not enough). Then the deal passes to the player "
        "on his right, who deals until his own team is ahead.",
        "پخش‌کننده بعد از هر دور عوض نمی‌شود: آن‌قدر پخش می‌کند تا امتیاز تیمش از تیم حریف بیشتر "
        "شود (مساوی کافی نیست). بعد پخش به نفر دست راستش می‌رسد و او هم تا جلو افتادن تیم خودش "
        "پخش می‌کند.",
        (S("000", 141, 141),),
        ("dealer_rotation",),
    ),
    Rule(
        "ghahve/game-target",
        "501 points win the game",
        "۵۰۱ امتیاز، برندهٔ بازی",
        "Hands are played until a team reaches the agreed target, usually 501, or 1001 for a "
        "long game. Scores may fall below zero on the way.",
        "دورها ادامه پیدا می‌کند تا یک تیم به امتیاز توافق‌شده برسد؛ معمولاً ۵۰۱، یا برای بازی "
        "طولانی ۱۰۰۱. امتیاز در این میان ممکن است منفی هم بشود.",
        (S("000", 144, 144), S("000", 137, 137)),
        ("target_points",),
    ),
    Rule(
        "ghahve/target-tie",
        "Both teams reach the target in one hand",
        "هر دو تیم در یک دور به هدف برسند",
        "The seed does not say. Here, if both teams reach the target in the same hand, the higher "
        "score wins; if the scores are equal, another hand is played.",
        "سند چیزی نگفته است. اینجا اگر هر دو تیم در یک دور به هدف برسند، امتیاز بیشتر می‌برد؛ اگر "
        "امتیازها برابر باشد، یک دور دیگر بازی می‌شود.",
        (S("000", 144, 144),),
        ("target_points",),
    ),
    Rule(
        "ghahve/match-end",
        "The end of the match",
        "پایان مسابقه",
        "One game to the target is the usual match; a table may agree to play several. Once a "
        "team has won the match, no more cards are dealt or played.",
        "معمولاً مسابقه یک بازی تا امتیاز هدف است؛ هر جمعی می‌تواند چند بازی بگذارد. وقتی تیمی "
        "مسابقه را برد، دیگر برگی پخش یا بازی نمی‌شود.",
        (S("000", 144, 144),),
        ("games_to_win", "scope"),
    ),
    Rule(
        "ghahve/sequence",
        "The order of a hand",
        "ترتیب یک دور",
        "Every hand runs in the same order: shuffle and deal, the four bids, then the thirteen "
        "tricks. A move that belongs to another step is refused.",
        "هر دور به همین ترتیب پیش می‌رود: بُر زدن و پخش، چهار تعهد، بعد سیزده دست بازی. حرکتی که "
        "مال مرحلهٔ دیگری است پذیرفته نمی‌شود.",
        (S("000", 140, 143),),
    ),
)
