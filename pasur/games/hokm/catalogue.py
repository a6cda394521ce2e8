"""Hokm's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal, played until a side
has seven tricks) is «دور», a *game* (to seven points) is «بازی» and a *match* is «مسابقه».
The texts are written for this project; the facts come from the seed documents cited.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "hokm/deck",
        "A 52-card deck, ace high",
        "یک دست ورق ۵۲ برگی، آس بالاتر از همه",
        "Hokm uses the 52 ordinary cards, no jokers. In every suit the ace is highest, then king, "
        "queen, jack, 10 and so on down to 2. Suits have no order among themselves; only the "
        "trump suit stands above the others.",
        "حکم با ۵۲ برگ معمولی و بدون ژوکر بازی می‌شود. در هر خال آس از همه بالاتر است، بعد شاه، "
        "بی‌بی، سرباز، ده و همین‌طور تا دو. خال‌ها بر هم برتری ندارند؛ فقط خال حکم از بقیه بالاتر "
        "است.",
        (S("003", 5, 5), S("004", 8, 8), S("004", 25, 25), S("000", 97, 97)),
    ),
    Rule(
        "hokm/seating",
        "Two teams, partners face each other, play goes to the right",
        "دو تیم، یارها روبه‌روی هم، بازی به سمت راست",
        "Four players form two teams of two, and partners sit opposite each other. Play and "
        "dealing go anticlockwise: after you, the player on your right plays. Seats here are "
        "numbered in that order, so seats 0 and 2 are partners, as are 1 and 3.",
        "چهار نفر دو تیم دونفره می‌سازند و یارها روبه‌روی هم می‌نشینند. بازی و پخش برگ خلاف جهت "
        "عقربه‌های ساعت است: بعد از شما، نفر دست راستتان بازی می‌کند. صندلی‌ها به همین ترتیب "
        "شماره‌گذاری شده‌اند؛ پس صندلی ۰ و ۲ یار هم‌اند و ۱ و ۳ هم.",
        (S("003", 7, 7), S("000", 58, 58), S("004", 106, 106), S("000", 83, 83)),
    ),
    Rule(
        "hokm/partners",
        "Choosing partners",
        "انتخاب یار",
        "Partners are usually agreed before sitting down. Some tables let the cards decide: the "
        "second ace of the face-up deal, or the second-highest card of the draw, names the "
        "hakem's partner, who then moves to the seat opposite him.",
        "معمولاً یارها پیش از نشستن با توافق معلوم می‌شوند. در بعضی جمع‌ها برگ‌ها تصمیم می‌گیرند: "
        "آس دومِ پخش رو، یا دومین برگ بزرگِ قرعه، یار حاکم را معلوم می‌کند و او روبه‌روی حاکم "
        "می‌نشیند.",
        (S("000", 54, 56), S("002", 7, 7), S("004", 32, 32), S("000", 96, 96)),
        ("partner_selection",),
    ),
    Rule(
        "hokm/first-hakem",
        "Choosing the first hakem",
        "انتخاب حاکم اول",
        "Before the first hand someone must become hakem, the player who names trump. Most "
        "tables deal cards face up until the first ace; others draw for the highest card, use "
        "the middle-card method, or simply pick a seat at random.",
        "پیش از دور اول باید یک نفر حاکم شود، یعنی کسی که حکم را تعیین می‌کند. بیشتر جمع‌ها برگ‌ها "
        "را رو پخش می‌کنند تا اولین آس بیاید؛ بعضی قرعهٔ بالاترین برگ می‌کشند، بعضی روش برگ وسط را "
        "دارند و بعضی هم یک صندلی را به قید قرعه انتخاب می‌کنند.",
        (S("002", 6, 6), S("001", 87, 87), S("003", 11, 13), S("004", 38, 45), S("000", 96, 96)),
        ("first_hakem",),
    ),
    Rule(
        "hokm/first-ace",
        "The first ace makes the hakem",
        "اولین آس، حاکم را معلوم می‌کند",
        "Cards are dealt face up, one to each player in turn, starting from a random seat (or "
        "from the dealer's right). The first player to receive an ace, of any suit, is the "
        "first hakem, and the deal stops there.",
        "برگ‌ها رو و یکی‌یکی به نوبت پخش می‌شوند؛ شروع از یک صندلی تصادفی است (یا از دست راست "
        "پخش‌کننده). اولین کسی که آس بگیرد، از هر خالی، حاکم اول است و پخش همان‌جا می‌ایستد.",
        (S("002", 6, 6), S("001", 87, 87), S("003", 11, 13), S("004", 38, 38), S("000", 27, 27)),
        ("first_hakem", "first_ace_start"),
    ),
    Rule(
        "hokm/high-card-draw",
        "Drawing for the highest card",
        "قرعه با بالاترین برگ",
        "Each player draws one card; the highest rank becomes hakem (ace high). Players who tie "
        "for the highest draw again.",
        "هر بازیکن یک برگ می‌کشد و بالاترین برگ حاکم می‌شود (آس از همه بالاتر است). اگر چند نفر "
        "برگ هم‌ارزش کشیده باشند، همان‌ها دوباره می‌کشند.",
        (S("000", 96, 96),),
        ("first_hakem",),
    ),
    Rule(
        "hokm/middle-card",
        "The middle-card method",
        "روش برگ وسط",
        "Each player gets one card face down and one card is turned face up in the middle. If "
        "the middle card is below 7 the lowest card becomes hakem; if it is above 7 the highest "
        "does (the 2 is lowest, the ace highest). A middle 7 decides nothing, so another middle "
        "card is turned. Players who tie draw again.",
        "به هر بازیکن یک برگ به پشت داده می‌شود و یک برگ رو در وسط گذاشته می‌شود. اگر برگ وسط زیر "
        "هفت باشد، پایین‌ترین برگ حاکم می‌شود و اگر بالای هفت باشد، بالاترین برگ (دو پایین‌ترین و آس "
        "بالاترین است). اگر برگ وسط هفت باشد، برگ وسط دیگری رو می‌شود. اگر چند نفر مساوی شوند، "
        "دوباره می‌کشند.",
        (S("004", 42, 45),),
        ("first_hakem",),
    ),
    Rule(
        "hokm/dealer",
        "Who deals",
        "چه کسی پخش می‌کند",
        "The player on the hakem's left, the one who plays just before him, shuffles and deals, "
        "so the hakem gets the first packet and the dealer the last. Some tables have the "
        "player on the hakem's right deal instead.",
        "بازیکن دست چپ حاکم، یعنی کسی که درست پیش از حاکم بازی می‌کند، بُر می‌زند و پخش می‌کند؛ "
        "پس اولین بسته به حاکم می‌رسد و آخرین بسته به خود پخش‌کننده. در بعضی جمع‌ها نفر دست راست "
        "حاکم پخش می‌کند.",
        (S("002", 11, 12), S("003", 17, 17), S("004", 64, 64), S("000", 60, 62), S("000", 99, 99)),
        ("dealer_seat",),
    ),
    Rule(
        "hokm/cut",
        "The cut",
        "کوپ",
        "After shuffling, the dealer offers the deck to the hakem's partner, who lifts some cards "
        "from the top and puts them underneath without looking. Tapping the deck instead means "
        "he accepts the shuffle as it is.",
        "پخش‌کننده بعد از بُر زدن، دسته را جلوی یار حاکم می‌گذارد تا کوپ کند: چند برگ از رو "
        "برمی‌دارد و بی‌آنکه نگاه کند زیر دسته می‌گذارد. اگر به جای کوپ با انگشت روی دسته بزند، "
        "یعنی بُر پخش‌کننده را قبول دارد.",
        (S("002", 12, 13), S("000", 99, 99), S("004", 64, 64)),
        ("cut",),
    ),
    Rule(
        "hokm/deal-packets",
        "Five, then four and four",
        "پنج برگ، بعد چهار و چهار",
        "Cards are dealt in packets, going round in play order from the hakem: first five to "
        "each player, then four, then four again, until everyone holds 13. Any other way of "
        "dealing counts as cheating.",
        "برگ‌ها بسته‌بسته و به ترتیب بازی از حاکم پخش می‌شوند: اول به هر نفر پنج برگ، بعد چهار و "
        "باز چهار، تا هر کس سیزده برگ داشته باشد. پخش به هر شکل دیگری تقلب به حساب می‌آید.",
        (S("000", 75, 75), S("002", 14, 15), S("002", 19, 20), S("003", 19, 19), S("004", 65, 65)),
    ),
    Rule(
        "hokm/trump-after-five",
        "Trump is named after the first five cards",
        "حکم بعد از پنج برگ اول تعیین می‌شود",
        "The hakem names trump after seeing his first five cards and before any packet of four "
        "is dealt. At most tables everyone has received five cards by then; at some, only the "
        "hakem has, and the others get theirs once trump is known.",
        "حاکم بعد از دیدن پنج برگ اولش و پیش از پخش بسته‌های چهارتایی حکم را تعیین می‌کند. در "
        "بیشتر جمع‌ها تا آن موقع همه پنج برگ گرفته‌اند؛ در بعضی فقط حاکم، و بقیه بعد از تعیین حکم "
        "برگ می‌گیرند.",
        (S("000", 64, 64), S("003", 17, 19), S("004", 65, 65), S("002", 14, 14)),
        ("pre_trump_deal",),
    ),
    Rule(
        "hokm/choose-trump",
        "The hakem names trump",
        "حاکم حکم می‌کند",
        "Looking at his five cards, the hakem names any one of the four suits as trump and says "
        "it aloud. Trump stays the same for the whole hand.",
        "حاکم با نگاه به پنج برگش یکی از چهار خال را حکم می‌کند و با صدای بلند اعلام می‌کند. حکم "
        "تا آخر دور همان می‌ماند.",
        (S("003", 19, 21), S("004", 70, 70), S("000", 65, 65), S("000", 99, 99)),
    ),
    Rule(
        "hokm/low-hand-redeal",
        "Redeal for a weak hand",
        "پخش دوباره برای دست ضعیف",
        "Some tables allow a redeal when the hakem's first five are weak: either he may ask for "
        "one when they hold no ace, king, queen or jack, or it must happen when the deck was not "
        "cut and all five are below 10. The same player stays hakem.",
        "بعضی جمع‌ها وقتی پنج برگ اول حاکم ضعیف باشد پخش دوباره دارند: یا اگر در آن آس، شاه، "
        "بی‌بی و سرباز نباشد حاکم می‌تواند درخواست کند، یا اگر دسته کوپ نشده و هر پنج برگ زیر ده "
        "باشد، حتماً دوباره پخش می‌شود. حاکم همان نفر می‌ماند.",
        (S("003", 21, 21), S("001", 103, 103)),
        ("low_hand_redeal", "max_redeals"),
    ),
    Rule(
        "hokm/uncut-throw-in",
        "Throwing in an uncut deal",
        "به هم زدن دستِ کوپ‌نشده",
        "If the dealer never offered the deck to be cut, a hakem who finds trump hard to choose "
        "may throw his cards in and ask for a new deal.",
        "اگر پخش‌کننده دسته را برای کوپ به یار حاکم تعارف نکرده باشد، حاکمی که در انتخاب حکم "
        "مانده می‌تواند برگ‌ها را بریزد و پخش دوباره بخواهد.",
        (S("004", 64, 64),),
        ("uncut_throw_in", "cut"),
    ),
    Rule(
        "hokm/special-modes",
        "Saras, Naras and Taknaras",
        "سرس، نرس و تک‌نرس",
        "If the table allows it, the hakem may name one of three modes instead of a trump suit. "
        "In all three there is no trump at all: nobody can ruff, a card of another suit never "
        "wins, and only the mode's rank order decides the trick.",
        "اگر جمع قبول داشته باشد، حاکم می‌تواند به جای خال حکم یکی از این سه حالت را بخواند. در هر "
        "سه، هیچ خالی حکم نیست: کسی نمی‌تواند ببُرد، برگ خال دیگر هیچ‌وقت نمی‌برد و فقط ترتیب "
        "ارزش برگ‌ها در آن حالت، برندهٔ دست را معلوم می‌کند.",
        (S("003", 23, 29), S("003", 45, 45), S("004", 52, 52), S("004", 72, 72), S("004", 98, 98)),
        ("special_modes",),
    ),
    Rule(
        "hokm/saras",
        "Saras: the usual order",
        "سرس: ترتیب معمولی",
        "Saras keeps the usual order: A K Q J 10 9 8 7 6 5 4 3 2, ace highest.",
        "سرس همان ترتیب معمولی است: آس، شاه، بی‌بی، سرباز، ده، نه ... تا دو؛ آس از همه بالاتر.",
        (S("003", 27, 27), S("004", 79, 79)),
        ("special_modes",),
    ),
    Rule(
        "hokm/naras",
        "Naras: the order reversed",
        "نرس: ترتیب وارونه",
        "Naras turns the order upside down: 2 is highest, then 3, 4 and so on up to the king, "
        "and the ace is the lowest card of all.",
        "نرس ترتیب را وارونه می‌کند: دو از همه بالاتر است، بعد سه و چهار و همین‌طور تا شاه، و آس "
        "از همه پایین‌تر.",
        (S("003", 28, 28), S("004", 80, 80)),
        ("special_modes",),
    ),
    Rule(
        "hokm/taknaras",
        "Taknaras: ace, then 2 up to king",
        "تک‌نرس: آس، بعد دو تا شاه",
        "In Taknaras the ace stays on top, then comes the 2, then 3, 4 and so on; the king is the "
        "lowest card.",
        "در تک‌نرس آس همچنان از همه بالاتر است، بعد دو، بعد سه و چهار و همین‌طور؛ شاه از همه "
        "پایین‌تر است.",
        (S("003", 29, 29), S("004", 81, 81), S("004", 24, 24)),
        ("special_modes",),
    ),
    Rule(
        "hokm/hakem-leads",
        "The hakem leads the first trick",
        "حاکم دست اول را شروع می‌کند",
        "The hakem plays the first card of the hand. He may lead any card, trump included.",
        "حاکم اولین برگ دور را بازی می‌کند و می‌تواند هر برگی، حتی حکم، بیاورد.",
        (S("003", 33, 33), S("000", 88, 88), S("000", 101, 101)),
    ),
    Rule(
        "hokm/play-order",
        "Everyone plays in turn",
        "هر کس به نوبت",
        "Each trick goes round the table to the right: every player plays one card in turn, and "
        "nobody plays out of turn.",
        "هر دست به سمت راست دور میز می‌چرخد: هر بازیکن به نوبت یک برگ بازی می‌کند و کسی خارج از "
        "نوبت بازی نمی‌کند.",
        (S("003", 7, 7), S("000", 83, 83), S("004", 106, 106)),
    ),
    Rule(
        "hokm/own-card",
        "Play a card from your own hand",
        "از برگ‌های خودتان بازی کنید",
        "A player can only play a card he holds.",
        "هر بازیکن فقط برگی را می‌تواند بازی کند که در دست دارد.",
        (S("003", 35, 35),),
    ),
    Rule(
        "hokm/follow-suit",
        "Follow suit",
        "از خال زمین بازی کنید",
        "If you hold a card of the suit that was led, you must play one. This is the main rule of "
        "the game.",
        "اگر از خالی که زمین آمده برگ دارید، باید از همان خال بازی کنید. این قانون اصلی بازی است.",
        (S("003", 35, 35), S("002", 29, 29), S("000", 101, 101)),
        ("renege",),
    ),
    Rule(
        "hokm/no-forced-trump",
        "No duty to trump or to beat",
        "اجبار به بریدن یا بالا انداختن نیست",
        "If you have none of the led suit, you may play any card: you need not trump, and you "
        "never have to play higher than the cards already down. Throwing away a card while your "
        "partner is winning is fine.",
        "اگر از خال زمین ندارید، هر برگی می‌توانید بیندازید: مجبور نیستید حکم بزنید و هیچ‌وقت لازم "
        "نیست از برگ‌های زمین بالاتر بیندازید. رد دادن وقتی یارتان دست را می‌برد کاملاً مجاز است.",
        (S("003", 35, 35), S("001", 123, 133)),
    ),
    Rule(
        "hokm/lead-trump-anytime",
        "Trump may be led at any time",
        "حکم را هر وقت می‌شود آورد",
        "There is no need to wait before leading trump: a trick may start with a trump card, "
        "even the very first one.",
        "لازم نیست برای آوردن حکم صبر کنید: هر دستی، حتی دست اول، می‌تواند با حکم شروع شود.",
        (S("004", 108, 108),),
    ),
    Rule(
        "hokm/trick-winner",
        "Who wins the trick",
        "چه کسی دست را می‌برد",
        "If any trump was played, the highest trump wins the trick. If not, the highest card of "
        "the led suit wins. A card of any other suit never wins, not even an ace. The winner of "
        "a trick leads the next one.",
        "اگر در دست حکم آمده باشد، بالاترین حکم می‌برد. اگر نیامده باشد، بالاترین برگِ خال زمین "
        "می‌برد. برگ خال دیگر هیچ‌وقت دست را نمی‌برد، حتی اگر آس باشد. برندهٔ هر دست، دست بعد را "
        "شروع می‌کند.",
        (S("003", 41, 43), S("002", 31, 32), S("003", 33, 33), S("000", 101, 101)),
    ),
    Rule(
        "hokm/trump-beats-all",
        "The smallest trump beats any other card",
        "کوچک‌ترین حکم از هر برگ دیگری بالاتر است",
        "Trump stands above the other suits: even the 2 of trump beats the ace of a side suit. "
        "A player void in the led suit who plays a trump is said to cut (ruff) the trick.",
        "حکم از همهٔ خال‌های دیگر بالاتر است: حتی دوی حکم آس خال دیگر را می‌برد. کسی که از خال "
        "زمین ندارد و حکم می‌زند، اصطلاحاً دست را بریده است.",
        (S("004", 25, 25), S("000", 31, 31), S("002", 33, 35)),
    ),
    Rule(
        "hokm/over-ruff",
        "A higher trump cuts over a lower one",
        "برش بالا دست",
        "When two players ruff the same trick, the higher trump wins, whoever ruffed first.",
        "اگر دو نفر یک دست را با حکم ببرند، حکم بالاتر برنده است، فرقی نمی‌کند چه کسی اول بریده.",
        (S("004", 99, 99), S("002", 35, 35)),
    ),
    Rule(
        "hokm/hand-to-seven",
        "A hand ends at seven tricks",
        "دور با هفت دست تمام می‌شود",
        "A hand is over as soon as one team has won seven tricks; the remaining cards are not "
        "played (unless the team plays on for bam).",
        "دور همین که یک تیم هفت دست ببرد تمام می‌شود و برگ‌های باقی‌مانده بازی نمی‌شوند (مگر آن "
        "تیم برای بام ادامه دهد).",
        (S("003", 49, 49), S("000", 103, 103), S("000", 19, 19)),
    ),
    Rule(
        "hokm/hand-points",
        "A won hand scores one point",
        "بردن دور یک امتیاز دارد",
        "The team that takes seven tricks scores one point.",
        "تیمی که هفت دست ببرد یک امتیاز می‌گیرد.",
        (S("003", 51, 51), S("001", 137, 137)),
    ),
    Rule(
        "hokm/kot",
        "Kot: seven to nothing",
        "کُت: هفت به صفر",
        "If the hakem's team wins seven tricks while the other team has none, it is kot and the "
        "hakem's team scores two points instead of one.",
        "اگر تیم حاکم هفت دست ببرد و تیم مقابل هیچ دستی نگرفته باشد، کُت است و تیم حاکم به جای یک "
        "امتیاز، دو امتیاز می‌گیرد.",
        (
            S("003", 52, 52),
            S("000", 87, 87),
            S("000", 105, 105),
            S("004", 114, 114),
            S("001", 143, 143),
        ),
    ),
    Rule(
        "hokm/hakem-kot",
        "Hakem-kot: the hakem's team loses seven to nothing",
        "حاکم‌کُت: تیم حاکم هفت به صفر می‌بازد",
        "If the other team wins seven tricks while the hakem's team has none, it is hakem-kot "
        "and the winners score three points.",
        "اگر تیم مقابل هفت دست ببرد و تیم حاکم هیچ دستی نگرفته باشد، حاکم‌کُت است و برنده‌ها سه "
        "امتیاز می‌گیرند.",
        (
            S("003", 53, 53),
            S("000", 88, 88),
            S("000", 106, 106),
            S("002", 48, 50),
            S("004", 114, 114),
        ),
    ),
    Rule(
        "hokm/kot-in-modes",
        "Kot in the special modes",
        "کُت در حالت‌های ویژه",
        "Kot and hakem-kot count in Saras, Naras and Taknaras just as with a trump suit, unless "
        "the table agrees that the special modes have no kot.",
        "کُت و حاکم‌کُت در سرس، نرس و تک‌نرس هم مثل بازی با خال حکم حساب می‌شوند، مگر اینکه جمع "
        "توافق کند که حالت‌های ویژه کُت ندارند.",
        (S("003", 54, 54), S("004", 53, 53)),
        ("special_modes_kot",),
    ),
    Rule(
        "hokm/bam",
        "Bam: all thirteen tricks",
        "بام: هر سیزده دست",
        "A team that reaches seven tricks while the others have none may insist on playing on. "
        "If it then takes all thirteen tricks, that is bam, and it wins the whole game at once. "
        "If the attempt fails, the hand ends at the first trick it loses.",
        "تیمی که به هفت دست رسیده و حریف هیچ دستی ندارد، می‌تواند بخواهد بازی ادامه پیدا کند. اگر "
        "هر سیزده دست را ببرد، بام کرده و همان لحظه کل بازی را برده است. اگر نتواند، دور با اولین "
        "دستی که ببازد تمام می‌شود.",
        (S("000", 89, 89), S("000", 107, 107), S("002", 50, 53), S("004", 117, 117)),
        ("bam", "bam_failure_keeps_kot"),
    ),
    Rule(
        "hokm/kot-against-six",
        "Kot against a side on six",
        "کُت دست شش",
        "At some tables a kot against a team that needs only one more point to win the game is "
        "worth just one point, and the kotted team takes the hakem for the next hand.",
        "در بعضی جمع‌ها کُت کردن تیمی که فقط یک امتیاز تا بردن بازی فاصله دارد فقط یک امتیاز دارد "
        "و حاکمی دور بعد به تیم کُت‌شده می‌رسد.",
        (S("001", 151, 151),),
        ("kot_vs_side_on_six",),
    ),
    Rule(
        "hokm/renege",
        "Failing to follow suit",
        "بازی نکردن از خال زمین",
        "Here a card that breaks the follow-suit rule is simply refused. Tables that referee "
        "instead punish it when found: either the offending team is scored as kotted (three "
        "points if it held the hakem, otherwise two), or the other team gets one point.",
        "اینجا برگی که قانون پیروی از خال را بشکند پذیرفته نمی‌شود. جمع‌هایی که خودشان داوری "
        "می‌کنند، بعد از کشف آن را جریمه می‌کنند: یا تیم خاطی کُت‌شده حساب می‌شود (اگر حاکم بوده سه "
        "امتیاز و اگر نه دو امتیاز برای حریف)، یا یک امتیاز به تیم مقابل می‌رسد.",
        (S("002", 48, 50), S("000", 74, 74)),
        ("renege",),
    ),
    Rule(
        "hokm/next-hakem",
        "Who is hakem next",
        "حاکم بعدی",
        "If the hakem's team won the hand, the same player stays hakem. Otherwise the player on "
        "the hakem's right, from the winning team, becomes hakem, and the old hakem deals.",
        "اگر تیم حاکم دور را برده باشد، همان نفر حاکم می‌ماند. وگرنه نفر دست راست حاکم، که از تیم "
        "برنده است، حاکم می‌شود و حاکم قبلی پخش می‌کند.",
        (
            S("003", 58, 58),
            S("000", 84, 84),
            S("004", 102, 102),
            S("002", 44, 44),
            S("000", 103, 103),
        ),
    ),
    Rule(
        "hokm/game-target",
        "Seven points win the game",
        "هفت امتیاز، برندهٔ بازی",
        "The first team to reach the target, seven points unless agreed otherwise (three and five "
        "are common for short games), wins the game.",
        "اولین تیمی که به امتیاز هدف برسد بازی را می‌برد؛ هدف هفت امتیاز است مگر اینکه توافق دیگری "
        "شده باشد (سه و پنج برای بازی کوتاه رایج است).",
        (S("003", 60, 60), S("000", 40, 40), S("004", 102, 102)),
        ("target_points",),
    ),
    Rule(
        "hokm/six-all",
        "Six all",
        "شش به شش",
        "When both sides are one point short of the target (6-6 in a game to seven), some tables "
        "play on until a side leads by two; some play to eight, needing a two-point lead, and "
        "at 7-7 let the next point decide; others put the score back to 5-5.",
        "وقتی هر دو طرف یک امتیاز تا هدف فاصله دارند (۶ به ۶ در بازی هفت‌امتیازی)، بعضی جمع‌ها "
        "بازی را ادامه می‌دهند تا یک طرف دو امتیاز جلو بیفتد؛ بعضی تا هشت بازی می‌کنند و دو "
        "امتیاز اختلاف می‌خواهند و در ۷ به ۷ امتیاز بعدی را برنده می‌دانند؛ بعضی هم امتیاز را "
        "۵ به ۵ می‌کنند.",
        (S("000", 41, 41), S("004", 58, 58)),
        ("six_all",),
    ),
    Rule(
        "hokm/match-games",
        "Several games make a match",
        "مسابقهٔ چندبازی",
        "Players may agree to play a match: the first team to win the agreed number of games "
        "(one, two or three) wins it.",
        "بازیکنان می‌توانند یک مسابقه بگذارند: اولین تیمی که تعداد بازی توافق‌شده (یک، دو یا سه) "
        "را ببرد، برندهٔ مسابقه است.",
        (S("000", 93, 93), S("000", 103, 103)),
        ("games_to_win",),
    ),
    Rule(
        "hokm/match-end",
        "The end of the match",
        "پایان مسابقه",
        "Once a team has won the match, no more cards are dealt or played.",
        "وقتی تیمی مسابقه را برد، دیگر برگی پخش یا بازی نمی‌شود.",
        (S("003", 60, 60), S("000", 103, 103)),
        ("games_to_win", "scope"),
    ),
    Rule(
        "hokm/last-trick-review",
        "Looking back at the last trick",
        "دیدن دوبارهٔ دست آخر",
        "Finished tricks lie face down in front of the team that won them. Players may look at "
        "the last trick again; some tables forbid even that.",
        "دست‌های تمام‌شده به پشت جلوی تیم برنده می‌مانند. بازیکنان می‌توانند آخرین دست را دوباره "
        "ببینند؛ بعضی جمع‌ها همین را هم اجازه نمی‌دهند.",
        (S("003", 37, 37), S("002", 40, 41), S("000", 101, 101)),
        ("last_trick_review",),
    ),
    Rule(
        "hokm/player-count",
        "Four, three or two players",
        "چهار، سه یا دو نفر",
        "Hokm is played by four in two teams, and also by three or two, where everyone plays "
        "for himself. The smaller games keep the tricks, the trump and the race to seven tricks, "
        "and change the deal.",
        "حکم را چهار نفر در دو تیم بازی می‌کنند، ولی سه یا دو نفر هم می‌توانند؛ آن وقت هر کس "
        "برای خودش بازی می‌کند. در این بازی‌ها دست، حکم و رسیدن به هفت دست همان است و فقط "
        "پخش برگ فرق می‌کند.",
        (S("000", 26, 26), S("004", 3, 3)),
        ("players",),
    ),
    Rule(
        "hokm/two-player-deal",
        "Two players: five each, the rest is the stock",
        "دونفره: پنج برگ برای هر کس، بقیه کنار",
        "With two players the one who is not hakem deals five cards to the hakem and five to "
        "himself and sets the rest aside face down as the stock. The hakem names trump from his "
        "five.",
        "در بازی دونفره کسی که حاکم نیست پنج برگ به حاکم و پنج برگ به خودش می‌دهد و بقیهٔ برگ‌ها "
        "را به پشت کنار می‌گذارد. حاکم با دیدن همین پنج برگ حکم می‌کند.",
        (S("000", 27, 29), S("000", 33, 33)),
        ("players", "two_player_protocol"),
    ),
    Rule(
        "hokm/two-player-discard",
        "Two players: putting cards aside",
        "دونفره: کنار گذاشتن برگ",
        "Once trump is named, the hakem puts three of his five cards aside face down and the "
        "other player two, so that neither knows what the other gave up. Any card may go, "
        "trumps included. (Some tables have both put two aside.)",
        "بعد از حکم، حاکم سه برگ از پنج برگش را به پشت کنار می‌گذارد و نفر دیگر دو برگ، طوری که "
        "هیچ‌کدام نفهمد دیگری چه کنار گذاشته است. هر برگی، حتی حکم، را می‌شود کنار گذاشت. (در "
        "بعضی جمع‌ها هر دو نفر دو برگ کنار می‌گذارند.)",
        (S("000", 34, 34),),
        ("two_player_protocol",),
    ),
    Rule(
        "hokm/two-player-draw",
        "Two players: drawing from the stock",
        "دونفره: برداشتن از برگ‌های کنار",
        "Then the two take turns at the stock, the hakem first. On your turn you look at the top "
        "card without showing it: keep it, and the next card goes aside unseen; or put it aside, "
        "and you must take the next card, whatever it is. Nobody sees the cards put aside.",
        "بعد دو نفر به نوبت، اول حاکم، از برگ‌های کنار برمی‌دارند. در نوبت خودت برگ رو را طوری "
        "که دیگری نبیند نگاه می‌کنی: اگر نگهش داری، برگ بعدی ندیده کنار می‌رود؛ اگر کنارش "
        "بگذاری، باید برگ بعدی را هرچه باشد برداری. برگ‌های کنارگذاشته را کسی نمی‌بیند.",
        (S("000", 34, 34),),
        ("two_player_protocol", "burned_card_visible"),
    ),
    Rule(
        "hokm/two-player-last-pair",
        "Two players: the last two cards",
        "دونفره: دو برگ آخر",
        "The last turn falls to the hakem with two cards left: he may look at both and keep "
        "one. Then each player holds 13 cards and 26 lie aside unseen; the hakem leads and the "
        "first to seven tricks wins the hand.",
        "نوبت آخر، وقتی دو برگ مانده، با حاکم است: هر دو را می‌بیند و یکی را برمی‌دارد. حالا هر "
        "کدام ۱۳ برگ دارند و ۲۶ برگ ندیده کنار است؛ حاکم بازی را شروع می‌کند و هر کس زودتر هفت "
        "دست بگیرد دور را می‌برد.",
        (S("000", 34, 36), S("000", 39, 39)),
        ("two_player_protocol",),
    ),
    Rule(
        "hokm/three-player-deck",
        "Three players: one 2 comes out",
        "سه‌نفره: یک دو کنار می‌رود",
        "With three players one 2, agreed before the deal, is taken out, so the 51 cards left "
        "give each player 17.",
        "در بازی سه‌نفره پیش از پخش یک دو، به توافق، کنار گذاشته می‌شود تا ۵۱ برگ باقی‌مانده "
        "نفری ۱۷ برگ شود.",
        (S("000", 43, 43),),
        ("three_player_removed",),
    ),
    Rule(
        "hokm/three-player-deal",
        "Three players: the deal and the order of play",
        "سه‌نفره: پخش و ترتیب بازی",
        "The player on the hakem's left deals: five to the hakem, five to the next and five to "
        "himself; trump is named; then packets of four go round three times. The hakem leads, "
        "the player on his right plays next, then the third. Sit so that nobody sees another's "
        "cards.",
        "نفر دست چپ حاکم پخش می‌کند: پنج برگ به حاکم، پنج برگ به نفر بعدی و پنج برگ به خودش؛ "
        "حاکم حکم می‌کند؛ بعد سه دور بستهٔ چهاربرگی پخش می‌شود. حاکم شروع می‌کند، بعد نفر دست "
        "راست او و بعد نفر سوم. طوری بنشینید که کسی برگ دیگری را نبیند.",
        (S("000", 43, 45),),
        ("players",),
    ),
    Rule(
        "hokm/six-six-five",
        "Three players: 6-6-5",
        "سه‌نفره: شش، شش، پنج",
        "With three players the first to seven tricks wins the hand. If all 17 tricks are played "
        "and nobody has seven, the count must be 6-6-5, and the player with five wins the hand: "
        "he kept the other two from seven.",
        "در بازی سه‌نفره هر کس زودتر هفت دست بگیرد دور را می‌برد. اگر هر ۱۷ دست بازی شود و کسی "
        "به هفت نرسد، حتماً حساب ۶، ۶ و ۵ است و کسی که پنج دست دارد دور را می‌برد، چون نگذاشته "
        "آن دو نفر به هفت برسند.",
        (S("000", 46, 50),),
        ("players",),
    ),
    Rule(
        "hokm/small-game-hakem",
        "Two and three players: the winner is the next hakem",
        "دو و سه نفره: برنده حاکم بعدی است",
        "In the two- and three-player games the first hakem is found by the first ace, and after "
        "that whoever wins a hand is hakem for the next one.",
        "در بازی دو و سه نفره حاکم اول با اولین آس معلوم می‌شود و از آن به بعد هر کس دوری را "
        "ببرد، حاکم دور بعد است.",
        (S("000", 27, 27), S("000", 41, 41), S("000", 48, 48)),
        ("players",),
    ),
    Rule(
        "hokm/small-game-kot",
        "Two and three players: kot",
        "دو و سه نفره: کُت",
        "The documents do not say whether kot counts when two or three play. Here it does by "
        "default, as in the apps that offer these games: a hand won while every other player "
        "has no trick is a kot (2 points) for the hakem and a hakem-kot (3) for anyone else.",
        "سندها نگفته‌اند که در بازی دو و سه نفره کُت حساب می‌شود یا نه. اینجا به‌طور پیش‌فرض "
        "حساب می‌شود، مثل برنامه‌هایی که این بازی‌ها را دارند: دوری که برده شود در حالی که بقیه "
        "هیچ دستی نگرفته‌اند، برای حاکم کُت (۲ امتیاز) و برای دیگران حاکم‌کُت (۳ امتیاز) است.",
        (S("000", 40, 41), S("000", 46, 50)),
        ("small_game_kot",),
    ),
    Rule(
        "hokm/partner-middle-card",
        "Trump by the partner's middle card",
        "حکم با برگ وسط یار",
        "Instead of choosing, the hakem may say «the middle card of my partner»: the third of "
        "the partner's first five cards is turned up for everyone, and its suit is trump.",
        "حاکم می‌تواند به جای انتخاب بگوید «برگ وسط یارم»: برگ سوم از پنج برگ اول یار برای همه "
        "رو می‌شود و خال آن حکم است.",
        (S("000", 71, 71), S("001", 97, 97), S("002", 17, 17), S("004", 82, 82)),
        ("partner_middle_card",),
    ),
    Rule(
        "hokm/middle-two-naras",
        "A middle 2 means Naras",
        "برگ وسطِ دو یعنی نرس",
        "At some friendly tables, if the partner's middle card is a 2, the hand is played as "
        "Naras, whatever the 2's suit.",
        "در بعضی بازی‌های دوستانه اگر برگ وسط یار دو باشد، خالش هرچه باشد، دور نرس بازی می‌شود.",
        (S("004", 83, 83),),
        ("middle_two_naras",),
    ),
    Rule(
        "hokm/red-top",
        "«Sar-e ghermez»: the red top",
        "سر قرمز",
        "The partner's first five cards are shown to all; of the two red suits, the one holding "
        "the higher card is trump. If the two red suits tie at the top, or there is no red card, "
        "his next packet is turned up and read the same way, then the third; if that still "
        "decides nothing, the hakem chooses.",
        "پنج برگ اول یار به همه نشان داده می‌شود؛ از دو خال قرمز (خشت و دل)، هر کدام برگ "
        "بالاتری داشته باشد حکم است. اگر بالاترین برگ‌های قرمز هم‌رتبه باشند یا برگ قرمزی نباشد، "
        "بستهٔ بعدی او رو می‌شود و همین‌طور خوانده می‌شود، بعد بستهٔ سوم؛ اگر باز معلوم نشد، "
        "حاکم خودش حکم می‌کند.",
        (S("000", 66, 70),),
        ("red_top",),
    ),
    Rule(
        "hokm/either-or",
        "«Either X or Y»",
        "یا این یا آن",
        "The hakem names two suits, say «either diamonds or hearts». The partner's cards are "
        "turned up one at a time, and the first of the two suits to show is trump. If none "
        "shows in all 13, the hakem chooses.",
        "حاکم دو خال را می‌گوید، مثلاً «یا خشت یا دل». برگ‌های یارش یکی‌یکی رو می‌شود و اولین "
        "خالی از آن دو که بیاید حکم است. اگر در هر ۱۳ برگ هیچ‌کدام نیامد، حاکم خودش حکم می‌کند.",
        (S("000", 72, 72),),
        ("either_or",),
    ),
    Rule(
        "hokm/dealer-peek",
        "The dealer sees some of his partner's cards",
        "دیدن برگ‌های یار توسط پخش‌کننده",
        "In friendly games the dealer may look at some of his partner's cards: the first five "
        "in one account, any one packet but the first in another, the last four in a third. "
        "Nobody else sees them.",
        "در بازی‌های دوستانه پخش‌کننده می‌تواند بعضی از برگ‌های یارش را ببیند: به روایتی پنج "
        "برگ اول، به روایتی هر بسته‌ای جز بستهٔ اول، و به روایتی چهار برگ آخر. کس دیگری آن‌ها را "
        "نمی‌بیند.",
        (S("002", 16, 16), S("000", 63, 63), S("004", 51, 51), S("004", 66, 66)),
        ("dealer_peek",),
    ),
    Rule(
        "hokm/concession",
        "Conceding a hand",
        "واگذار کردن دور",
        "Where the table allows it, a side that sees no hope may give up the hand: the other side "
        "scores one point (never a kot) and the conceding player's partner shows his cards. "
        "Some tables allow it right after the deal; official games only once the side has taken "
        "a trick. The hakem's side usually may not concede.",
        "اگر جمع اجازه دهد، تیمی که امیدی ندارد می‌تواند دور را واگذار کند: تیم مقابل یک امتیاز "
        "می‌گیرد (هیچ‌وقت کُت نیست) و یارِ واگذارکننده برگ‌هایش را رو می‌کند. بعضی جمع‌ها درست "
        "بعد از پخش اجازه می‌دهند و بازی‌های رسمی فقط وقتی آن تیم یک دست گرفته باشد. تیم حاکم "
        "معمولاً نمی‌تواند واگذار کند.",
        (S("004", 56, 56), S("004", 87, 89)),
        ("concession", "hakem_side_may_concede"),
    ),
    Rule(
        "hokm/misdeal",
        "A misdeal",
        "پخش اشتباه",
        "Dealing packets of other sizes counts as cheating. If one player ends with 14 cards and "
        "another with 12, tables differ: deal again; or, in one account, a hakem with 14 redeals "
        "or hands a card over, and if the dealer has 14 the short player draws one of his cards "
        "blind; in another, more than one wrong card means a redeal, an extra card on the "
        "hakem's side is passed face up (keeping one of its suit), and on the dealer's side the "
        "hakem chooses a redeal or a blind draw.",
        "پخش بسته‌ها با اندازهٔ دیگر تقلب حساب می‌شود. اگر یک نفر ۱۴ برگ و دیگری ۱۲ برگ داشته "
        "باشد، جمع‌ها فرق دارند: دوباره پخش می‌شود؛ یا به روایتی حاکمِ ۱۴برگی دوباره پخش "
        "می‌خواهد یا یک برگ می‌دهد، و اگر پخش‌کننده ۱۴ برگ داشته باشد، نفرِ کم‌برگ یکی از برگ‌های "
        "او را ندیده می‌کشد؛ به روایت دیگر، بیش از یک برگ اشتباه یعنی پخش دوباره، برگ اضافه در "
        "تیم حاکم رو داده می‌شود (به شرطی که یکی از همان خال بماند) و در تیم پخش‌کننده حاکم بین "
        "پخش دوباره و کشیدنِ ندیده انتخاب می‌کند.",
        (S("000", 75, 78), S("002", 53, 53)),
        ("misdeal_policy",),
    ),
    Rule(
        "hokm/sequence",
        "The order of a hand",
        "ترتیب یک دور",
        "Every hand runs in the same order: shuffle, cut, the hakem's first five cards, trump, "
        "the rest of the deal, then the tricks. A move that belongs to another step is refused.",
        "هر دور به همین ترتیب پیش می‌رود: بُر زدن، کوپ، پنج برگ اول حاکم، تعیین حکم، بقیهٔ پخش و "
        "بعد بازی دست‌ها. حرکتی که مال مرحلهٔ دیگری است پذیرفته نمی‌شود.",
        (S("002", 12, 20), S("000", 64, 64), S("003", 17, 19)),
    ),
)
