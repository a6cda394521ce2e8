"""Pasur's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

The one seed text on Pasur (Chahar Barg, «چهاربرگ») is seed 001, lines 3-81 («۱. بازی چهاربرگ»;
its lines 83 and on are Hokm). ``shared/rules/chahar_barg.md`` compares it with pagat.com and
Wikipedia; where the seed is silent, the text says so and which standard rule is followed, and
where the documents disagree it names both sides (each side is an option). Terms follow
``docs/glossary.md``: a card is «برگ», the face-up cards in the middle the *table* «زمین», one
four-card *deal* «پخش», a *round* (the whole deck, counted at its end) «دور», the *game* (to the
target, usually 62) «بازی», a *side* (a player, or a team of two) «طرف». Pasur's own terms: a
*sur* (taking every card on the table) is «سور», to *take* «برداشتن», to *lay* a card «روی زمین
گذاشتن», a *number card* «برگ عددی», the *clubs 7* «هفت خاج»; jack, queen, king are «سرباز»،
«بی‌بی»، «شاه». The texts are written for this project; the facts come from the seed lines cited.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "pasur/deck",
        "A 52-card deck",
        "یک دست ورق ۵۲ برگی",
        "Pasur is played with the ordinary 52-card pack, without jokers. Every card is used in "
        "each round: four go to the table at the start and the rest are dealt to the players, "
        "four at a time. Suits matter only when the cards are counted (the clubs, the 10 of "
        "diamonds and the 2 of clubs).",
        "پاسور با یک دست ورق معمولی ۵۲ برگی و بدون ژوکر بازی می‌شود. در هر دور همهٔ برگ‌ها به کار "
        "می‌روند: چهار برگ اولِ کار روی زمین می‌آید و بقیه چهارتاچهارتا به بازیکنان داده می‌شود. "
        "خال برگ‌ها فقط موقع شمردن امتیاز مهم است (خاج‌ها، ده خشت و دو خاج).",
        (S("001", 13, 13), S("001", 15, 15)),
    ),
    Rule(
        "pasur/players",
        "Two, three or four players",
        "دو، سه یا چهار بازیکن",
        "Pasur is usually played by two, but three or four may play. The seed says that more than "
        "two players split into two teams of two, yet it also gives a clubs rule for three "
        "players. Here, as in pagat, three players each play for themselves and four play as two "
        "partnerships.",
        "پاسور معمولاً دونفره بازی می‌شود، ولی سه یا چهار نفر هم می‌توانند بازی کنند. سند می‌گوید "
        "اگر بازیکنان بیش از دو نفر باشند دو تیم دونفره می‌شوند، اما خودش برای بازی سه‌نفره هم "
        "قاعدهٔ شمردن خاج دارد. اینجا مثل pagat، در سه‌نفره هر کس برای خودش بازی می‌کند و چهار "
        "نفر دو تیم می‌شوند.",
        (S("001", 9, 9), S("001", 31, 31), S("001", 65, 65)),
        ("players",),
    ),
    Rule(
        "pasur/partnership",
        "Four players: partners opposite, scoring together",
        "چهارنفره: یارها روبه‌روی هم، امتیاز مشترک",
        "With four players, partners sit opposite each other: seats 0 and 2 are one team, seats 1 "
        "and 3 the other. The game is otherwise played as with two, each player playing his own "
        "cards, but whatever either partner takes, cards and surs alike, counts for the team.",
        "در بازی چهارنفره یارها روبه‌روی هم می‌نشینند: صندلی‌های ۰ و ۲ یک تیم‌اند و ۱ و ۳ تیم "
        "دیگر. باقی بازی مثل دونفره است و هر کس با برگ‌های خودش بازی می‌کند، اما هر چه یکی از دو "
        "یار بردارد، چه برگ و چه سور، به حساب تیم نوشته می‌شود.",
        (S("001", 9, 9), S("001", 31, 31)),
        ("players",),
    ),
    Rule(
        "pasur/first-dealer",
        "The first dealer is chosen by lot; then the deal passes on",
        "پخش‌کنندهٔ اول با قرعه؛ بعد نوبت پخش می‌چرخد",
        "The seed does not say who deals. As in pagat, the first dealer is chosen by lot, and "
        "after each round the deal passes to the next player, the one on the dealer's right.",
        "سند نگفته است چه کسی پخش می‌کند. اینجا مثل pagat، پخش‌کنندهٔ دور اول با قرعه معلوم "
        "می‌شود و بعد از هر دور، نوبت پخش به نفر بعدی، یعنی نفر دست راست پخش‌کننده، می‌رسد.",
        (S("001", 13, 13),),
    ),
    Rule(
        "pasur/deal",
        "Four cards to each player, four to the table",
        "چهار برگ به هر بازیکن، چهار برگ روی زمین",
        "After shuffling, the dealer gives each player four cards face down and lays four cards "
        "face up in the middle: this is the table. The rest of the deck stays face down with the "
        "dealer for the later deals.",
        "پخش‌کننده بعد از بُر زدن به هر بازیکن چهار برگ به پشت می‌دهد و چهار برگ را رو، وسط "
        "می‌چیند؛ این برگ‌ها زمین‌اند. بقیهٔ دسته به پشت پیش پخش‌کننده می‌ماند تا برای پخش‌های "
        "بعدی.",
        (S("001", 13, 13),),
    ),
    Rule(
        "pasur/later-deals",
        "Four more cards when the hands are empty",
        "وقتی دست‌ها خالی شد، چهار برگ دیگر",
        "When every player has played his four cards, the dealer gives each player four more, but "
        "nothing is added to the table, even if it is empty. This goes on until the deck is used "
        "up: a round has six deals with two players, four with three and three with four.",
        "وقتی همه چهار برگشان را بازی کردند، پخش‌کننده به هر نفر چهار برگ دیگر می‌دهد، ولی به "
        "زمین برگی اضافه نمی‌شود، حتی اگر زمین خالی باشد. این کار تا تمام شدن دسته ادامه دارد: هر "
        "دور در دونفره شش پخش دارد، در سه‌نفره چهار پخش و در چهارنفره سه پخش.",
        (S("001", 15, 15), S("001", 29, 29), S("001", 33, 33)),
        ("players",),
    ),
    Rule(
        "pasur/turn",
        "Play in turn, one card at a time",
        "به نوبت، هر بار یک برگ",
        "Players play in turn, one card per turn, starting with the player after the dealer; "
        "every deal of the round starts from that same player. The seed does not give the "
        "direction: here, as in pagat, play goes to the right (anticlockwise). Wikipedia plays "
        "clockwise, which changes nothing else.",
        "بازیکنان به نوبت و هر بار یک برگ بازی می‌کنند. نفر بعد از پخش‌کننده شروع می‌کند و همهٔ "
        "پخش‌های آن دور هم از همان نفر شروع می‌شوند. سند جهت بازی را نگفته است؛ اینجا مثل pagat "
        "بازی به سمت راست، یعنی خلاف جهت عقربه‌های ساعت، می‌چرخد. در ویکی‌پدیا بازی در جهت "
        "عقربه‌هاست و جز این چیزی عوض نمی‌شود.",
        (S("001", 17, 17),),
    ),
    Rule(
        "pasur/hand",
        "Play a card from your own hand",
        "از برگ‌های دست خودتان بازی کنید",
        "A player may only play a card he holds. On his turn he must play one of them; he cannot "
        "pass.",
        "هر بازیکن فقط برگی را می‌تواند بازی کند که در دست دارد، و در نوبتش باید یکی از آن‌ها را "
        "بازی کند؛ نمی‌تواند نوبتش را رد کند.",
        (S("001", 17, 17),),
    ),
    Rule(
        "pasur/capture-eleven",
        "A number card takes cards that make 11 with it",
        "برگ عددی برگ‌هایی را برمی‌دارد که با آن یازده شوند",
        "A number card takes any set of number cards on the table whose values, added to its own, "
        "make exactly 11: a 7 takes a 4, and an 8 takes a 2 and an ace. The set may have any "
        "number of cards, and the card played goes with them to the player's pile.",
        "برگ عددی هر دسته از برگ‌های عددی زمین را برمی‌دارد که جمعشان با خود آن برگ درست یازده "
        "شود: هفت یک چهار را برمی‌دارد و هشت یک دو و یک آس را. تعداد برگ‌های این دسته محدود نیست "
        "و برگ بازی‌شده هم همراه آن‌ها به برگ‌های جمع‌شدهٔ بازیکن می‌رود.",
        (S("001", 19, 19),),
    ),
    Rule(
        "pasur/ace-one",
        "The ace counts 1",
        "آس یک حساب می‌شود",
        "An ace is always worth 1, never 11, so an ace takes a 10 and a 10 takes an ace. The "
        "cards 2 to 10 count their own number. The seed's example 8 + 2 + 1 already counts the "
        "ace as 1.",
        "آس همیشه یک حساب می‌شود، نه یازده؛ پس آس یک ده را برمی‌دارد و ده یک آس را. برگ‌های دو تا "
        "ده هم به اندازهٔ عددشان حساب می‌شوند. مثال خود سند، ۸ + ۲ + ۱، هم آس را یک گرفته است.",
        (S("001", 19, 19),),
    ),
    Rule(
        "pasur/face-cards",
        "Kings, queens and jacks are not numbers",
        "شاه و بی‌بی و سرباز عدد نیستند",
        "Kings, queens and jacks have no number value: they never count towards 11, and no number "
        "card can take them. Each is taken only by a card of its own kind, and the jack can also "
        "take number cards.",
        "شاه، بی‌بی و سرباز ارزش عددی ندارند: هیچ‌وقت در جمع یازده حساب نمی‌شوند و هیچ برگ عددی "
        "نمی‌تواند آن‌ها را بردارد. هر کدام را فقط برگی از جنس خودش برمی‌دارد، و سرباز برگ‌های "
        "عددی را هم برمی‌دارد.",
        (S("001", 37, 37),),
    ),
    Rule(
        "pasur/one-combination",
        "One set per play, chosen by the player",
        "با هر برگ یک دسته، به انتخاب بازیکن",
        "When a number card makes 11 with more than one set of table cards, the player takes just "
        "one set and chooses which: with 4, 2 and 2 on the table, a 7 takes the 4 or both 2s. The "
        "seed is silent here; this is Wikipedia's worked example. Some tables let the card take "
        "every separate set at once (the 4 and both 2s), which can turn the play into a sur.",
        "اگر برگ عددی با چند دسته از برگ‌های زمین یازده شود، بازیکن فقط یک دسته برمی‌دارد و خودش "
        "انتخاب می‌کند کدام را: وقتی چهار و دو و دو روی زمین است، هفت یا چهار را برمی‌دارد یا هر "
        "دو دو را. سند در این باره چیزی نگفته و این مثالِ ویکی‌پدیاست. در بعضی جمع‌ها برگ همهٔ "
        "دسته‌های جدا از هم را یک‌جا برمی‌دارد (چهار و هر دو دو) و این ممکن است سور بشود.",
        (S("001", 19, 19),),
        ("capture_mode",),
    ),
    Rule(
        "pasur/must-capture",
        "A card that can take must take",
        "برگی که می‌تواند بردارد، باید بردارد",
        "A card that can take something may not simply be laid on the table, though the player "
        "may play another card instead. The seed is silent (it only says a card 'can' take); this "
        "is Wikipedia's rule, and pagat adds only that nobody has to choose a card that takes. A "
        "table may agree that any card may be laid.",
        "برگی که می‌تواند چیزی از زمین بردارد، نباید بی‌آنکه بردارد روی زمین گذاشته شود؛ ولی "
        "بازیکن می‌تواند به جایش برگ دیگری بازی کند. سند ساکت است و فقط می‌گوید برگ «می‌تواند» "
        "بردارد؛ این قاعدهٔ ویکی‌پدیاست و pagat هم فقط می‌گوید کسی مجبور نیست برگی را بازی کند که "
        "چیزی برمی‌دارد. هر جمعی می‌تواند توافق کند که هر برگی را بشود روی زمین گذاشت.",
        (S("001", 17, 17), S("001", 19, 19)),
        ("must_capture",),
    ),
    Rule(
        "pasur/jack-capture",
        "The jack takes every number card and jack",
        "سرباز همهٔ برگ‌های عددی و سربازها را برمی‌دارد",
        "A jack takes all the number cards and jacks on the table at once, but never a king or a "
        "queen: with 5, 7, 10 and a queen on the table, a jack takes the 5, 7 and 10 and the "
        "queen stays. It takes all of them together, not only those the player would like.",
        "سرباز همهٔ برگ‌های عددی و سربازهای روی زمین را یک‌جا برمی‌دارد، ولی هیچ‌وقت شاه یا بی‌بی "
        "را برنمی‌دارد: اگر پنج، هفت، ده و یک بی‌بی روی زمین باشد، سرباز پنج و هفت و ده را "
        "برمی‌دارد و بی‌بی می‌ماند. سرباز همه را با هم برمی‌دارد، نه فقط آن‌هایی را که بازیکن "
        "بخواهد.",
        (S("001", 21, 21), S("001", 37, 37)),
    ),
    Rule(
        "pasur/king-capture",
        "A king takes one king",
        "شاه فقط یک شاه برمی‌دارد",
        "A king takes exactly one king from the table and nothing else. If two kings are there, "
        "the player chooses which one to take, and the other stays.",
        "شاه فقط یک شاه را از روی زمین برمی‌دارد و برگ دیگری را نه. اگر دو شاه روی زمین باشد، "
        "بازیکن انتخاب می‌کند کدام را بردارد و دیگری می‌ماند.",
        (S("001", 23, 23), S("001", 37, 37)),
    ),
    Rule(
        "pasur/queen-capture",
        "A queen takes one queen",
        "بی‌بی فقط یک بی‌بی برمی‌دارد",
        "A queen takes exactly one queen from the table and nothing else. If two queens are "
        "there, the player chooses which one to take, and the other stays.",
        "بی‌بی فقط یک بی‌بی را از روی زمین برمی‌دارد و برگ دیگری را نه. اگر دو بی‌بی روی زمین "
        "باشد، بازیکن انتخاب می‌کند کدام را بردارد و دیگری می‌ماند.",
        (S("001", 27, 27), S("001", 37, 37)),
    ),
    Rule(
        "pasur/lay",
        "A card that takes nothing is laid on the table",
        "برگی که چیزی برنمی‌دارد روی زمین می‌ماند",
        "A card that takes nothing is laid face up on the table and stays there until a later "
        "card takes it. Under the rule that a card which can take must take, only such a card may "
        "be laid; the jack has a rule of its own.",
        "برگی که چیزی برنمی‌دارد، رو روی زمین گذاشته می‌شود و همان‌جا می‌ماند تا برگ دیگری آن را "
        "بردارد. با قاعدهٔ برداشتنِ اجباری فقط چنین برگی را می‌شود روی زمین گذاشت؛ سرباز قاعدهٔ "
        "خودش را دارد.",
        (S("001", 17, 17), S("001", 41, 41)),
        ("must_capture",),
    ),
    Rule(
        "pasur/jack-lay",
        "A jack may be laid when it takes nothing",
        "سرباز را وقتی چیزی برنمی‌دارد می‌شود زمین گذاشت",
        "When a jack can take nothing (the table is empty or holds only kings and queens), it is "
        "laid on the table, and the player may choose to play it even though he holds other "
        "cards. The seed says this twice, and the lines around it show why: a jack on an empty "
        "table stops the next player's sur. The seed does not clearly let a jack be laid when it "
        "could take number cards; here it may not, unless the table agrees that it may.",
        "وقتی سرباز چیزی برای برداشتن ندارد (زمین خالی است یا فقط شاه و بی‌بی دارد)، روی زمین "
        "گذاشته می‌شود و بازیکن می‌تواند با اینکه برگ‌های دیگری هم دارد، همین سرباز را بازی کند. "
        "سند این را دو بار گفته و سطرهای کنارش دلیلش را نشان می‌دهد: سربازی که روی زمین خالی "
        "بیفتد جلوی سورِ نفر بعدی را می‌گیرد. سند روشن نگفته است که سرباز را وقتی برگ عددی برای "
        "برداشتن هست هم بشود زمین گذاشت؛ اینجا نمی‌شود، مگر اینکه جمع توافق کند.",
        (S("001", 25, 25), S("001", 45, 45), S("001", 57, 57)),
        ("jack_may_decline",),
    ),
    Rule(
        "pasur/sur",
        "Sur: taking every card on the table",
        "سور: برداشتن همهٔ برگ‌های زمین",
        "A sur is a play that takes every card on the table and leaves it empty. Typically one "
        "player has to lay a card on an empty table and the next holds the card that makes 11 "
        "with it. The cards taken in a sur count like any others, and the sur scores on top of "
        "them unless one of the rules below forbids it.",
        "سور یعنی بازی‌ای که همهٔ برگ‌های زمین را بردارد و زمین را خالی کند. معمولاً یک بازیکن "
        "ناچار است برگی روی زمین خالی بگذارد و نفر بعدی برگی دارد که با آن یازده می‌شود. برگ‌هایی "
        "که با سور برداشته می‌شوند مثل بقیه حساب می‌شوند و امتیاز سور جدا به آن‌ها اضافه می‌شود، "
        "مگر یکی از قاعده‌های بعدی جلوی سور را بگیرد.",
        (S("001", 41, 41),),
    ),
    Rule(
        "pasur/sur-points",
        "A sur is worth 5 points",
        "هر سور ۵ امتیاز",
        "Each sur scores 5 points for the side that made it, on top of its card points. The seed "
        "and the standard rules agree on 5.",
        "هر سور برای طرفی که آن را زده ۵ امتیاز دارد، جدا از امتیاز برگ‌ها. سند و قاعدهٔ رایج هر "
        "دو همین ۵ را می‌گویند.",
        (S("001", 67, 67),),
        ("sur_points",),
    ),
    Rule(
        "pasur/jack-sur",
        "A sur with a jack: 10 points, or none",
        "سور با سرباز: ۱۰ امتیاز، یا هیچ",
        "In the seed a jack can make a sur too, and a jack sur is worth 10 points. pagat and "
        "Wikipedia disagree: clearing the table with a jack is an ordinary capture there, never a "
        "sur. The app follows the seed; a table may choose the standard rule.",
        "در سند سرباز هم می‌تواند سور بزند و سورِ سرباز ۱۰ امتیاز دارد. pagat و ویکی‌پدیا این را "
        "قبول ندارند: آنجا خالی کردن زمین با سرباز یک برداشتِ معمولی است و هیچ‌وقت سور نیست. "
        "پیش‌فرض اینجا قاعدهٔ سند است و هر جمعی می‌تواند قاعدهٔ رایج را انتخاب کند.",
        (S("001", 41, 41), S("001", 67, 67)),
        ("jack_sur_points",),
    ),
    Rule(
        "pasur/sur-four-players",
        "Four players: every sur is worth 10",
        "چهارنفره: هر سور ۱۰ امتیاز",
        "Right after the sur values the seed adds, in brackets, that in the four-player game it "
        "counts ten, without saying which sur it means. Here that is read as every sur being "
        "worth 10 with four players; it might instead only repeat the jack sur's 10, or mean that "
        "a jack sur exists only with four. pagat counts every sur 5 with four players as with two.",
        "سند درست بعد از امتیاز سورها در پرانتز می‌گوید در بازی چهارنفره ده امتیاز حساب می‌شود و "
        "نمی‌گوید منظورش کدام سور است. اینجا این‌طور خوانده شده که با چهار نفر هر سوری ۱۰ امتیاز "
        "دارد؛ ولی شاید فقط همان ۱۰ امتیاز سورِ سرباز را تکرار کند، یا یعنی سورِ سرباز فقط در "
        "چهارنفره هست. pagat در چهارنفره هم مثل دونفره هر سور را ۵ می‌شمارد.",
        (S("001", 67, 67),),
        ("sur_points_4p",),
    ),
    Rule(
        "pasur/lone-jack",
        "Taking a lone jack is never a sur",
        "برداشتن سرباز تنها سور نیست",
        "If the only card on the table is a jack, the jack that takes it does not make a sur. "
        "This is why a player who fears giving the next player a sur may lay a jack on the empty "
        "table: no number card can take it, and taking it with another jack scores no sur.",
        "اگر تنها برگ روی زمین یک سرباز باشد، سربازی که آن را برمی‌دارد سور نزده است. به همین "
        "دلیل بازیکنی که می‌ترسد به نفر بعدی سور بدهد، می‌تواند سربازی روی زمین خالی بیندازد: هیچ "
        "برگ عددی نمی‌تواند آن را بردارد و برداشتنش با سرباز دیگر هم سور به حساب نمی‌آید.",
        (S("001", 43, 43), S("001", 45, 45), S("001", 53, 53)),
    ),
    Rule(
        "pasur/sur-cap",
        "No more surs after ten",
        "بعد از ده سور، سور دیگری نیست",
        "A player or team that has already made 10 surs can make no more: clearing the table is "
        "then an ordinary capture. The seed does not say whether the ten are counted over the "
        "whole game or in one round; here they count over the whole game, since ten surs in one "
        "round hardly ever happen. pagat and Wikipedia have no such limit.",
        "بازیکن یا تیمی که ۱۰ سور زده باشد دیگر سور نمی‌زند و خالی کردن زمین برایش فقط یک برداشتِ "
        "معمولی است. سند نگفته است این ده سور در کل بازی شمرده می‌شود یا در یک دور؛ اینجا در کل "
        "بازی شمرده می‌شود، چون ده سور در یک دور تقریباً پیش نمی‌آید. pagat و ویکی‌پدیا چنین سقفی "
        "ندارند.",
        (S("001", 47, 47),),
        ("sur_cap", "sur_cap_scope"),
    ),
    Rule(
        "pasur/no-sur-last-deal",
        "No sur in the last deal",
        "در پخش آخر سور نیست",
        "In the last deal of a round nobody can make a sur; clearing the table is an ordinary "
        "capture. The seed has the players agree before the game on this or on a milder form, in "
        "which only the very last card of the round cannot make a sur; pagat and Wikipedia ban "
        "the whole last deal. A table may also drop the ban.",
        "در پخش آخرِ هر دور کسی سور نمی‌زند و خالی کردن زمین یک برداشتِ معمولی است. به گفتهٔ سند، "
        "بازیکنان پیش از شروع بازی توافق می‌کنند که همین باشد یا شکل ملایم‌ترش، که فقط با آخرین "
        "برگ دور نمی‌شود سور زد؛ pagat و ویکی‌پدیا کل پخش آخر را ممنوع می‌دانند. هر جمعی می‌تواند "
        "این منع را کنار بگذارد.",
        (S("001", 49, 49),),
        ("no_sur_in",),
    ),
    Rule(
        "pasur/sur-score-limit",
        "Two players: no sur above 59 points",
        "دونفره: بالای ۵۹ امتیاز سور نیست",
        "For the two-player game the seed gives one more rule to agree on before play: a player "
        "who already has more than 59 points from earlier rounds (60 or more) cannot make a sur. "
        "It is off unless the players agree; pagat reports a similar rule at 50 points.",
        "سند برای بازی دونفره قاعدهٔ دیگری هم دارد که باید پیش از بازی توافق شود: بازیکنی که از "
        "دورهای قبل بیش از ۵۹ امتیاز (یعنی ۶۰ یا بیشتر) دارد، نمی‌تواند سور بزند. این قاعده تا "
        "توافق نشود خاموش است؛ pagat قاعدهٔ مشابهی با ۵۰ امتیاز آورده است.",
        (S("001", 51, 51),),
        ("no_sur_from",),
    ),
    Rule(
        "pasur/sur-cancellation",
        "Cancelling surs (a variation)",
        "باطل کردن سور (یک گونهٔ بازی)",
        "The seed does not have this; it is a variation listed by pagat and used in some digital "
        "versions, off by default. In one form, a sur made while the other side has a sur cancels "
        "one of theirs instead of scoring; in the other, the two sides' surs are set against each "
        "other at the end of the round and only the difference scores.",
        "سند چنین قاعده‌ای ندارد؛ گونه‌ای است که pagat آورده و در بعضی بازی‌های رایانه‌ای هم هست، "
        "و به‌طور پیش‌فرض خاموش است. در یک شکلش، سوری که وقتی طرف مقابل سور دارد زده شود، به جای "
        "امتیاز یکی از سورهای او را باطل می‌کند؛ در شکل دیگر، آخر دور سورهای دو طرف از هم کم "
        "می‌شود و فقط تفاوتشان امتیاز دارد.",
        (S("001", 47, 47), S("001", 67, 67)),
        ("sur_cancellation",),
    ),
    Rule(
        "pasur/opening-jack",
        "A jack on the opening table",
        "سرباز در چهار برگ اول زمین",
        "The seed says nothing about a jack among the four cards first laid on the table. The app "
        "follows pagat and Wikipedia: a single jack goes back into the deck and the next card "
        "takes its place, and two or more jacks mean a redeal, as does (in Wikipedia) a "
        "replacement that is again a jack. A table may instead redeal whenever there is a jack, "
        "or just play on.",
        "سند دربارهٔ سربازی که میان چهار برگ اول زمین بیاید چیزی نگفته است. اینجا قاعدهٔ pagat و "
        "ویکی‌پدیا اجرا می‌شود: اگر یک سرباز باشد به دسته برمی‌گردد و برگ بعدی جایش را می‌گیرد، و "
        "اگر دو سرباز یا بیشتر باشد، دوباره پخش می‌شود؛ به گفتهٔ ویکی‌پدیا اگر برگ جایگزین هم "
        "سرباز باشد، باز دوباره پخش می‌شود. هر جمعی می‌تواند به جای آن با آمدن هر سربازی دوباره "
        "پخش کند یا بازی را همان‌طور ادامه دهد.",
        (S("001", 13, 13),),
        ("opening_jack",),
    ),
    Rule(
        "pasur/opening-three-faces",
        "Three kings or three queens on the opening table",
        "سه شاه یا سه بی‌بی روی زمین اول",
        "If three kings, or three queens, are among the opening table cards, the seed plays on: "
        "once the fourth is played and takes one of them, the other two stay on the table to the "
        "end of the round, so nobody can make a sur in that round. pagat redeals instead, and a "
        "table may choose that.",
        "اگر سه شاه یا سه بی‌بی میان برگ‌های اول زمین باشد، سند بازی را ادامه می‌دهد: وقتی برگ "
        "چهارم بازی شد و یکی از آن‌ها را برداشت، دو تای دیگر تا آخر دور روی زمین می‌مانند و در آن "
        "دور کسی نمی‌تواند سور بزند. pagat در این حالت دوباره پخش می‌کند و هر جمعی می‌تواند همین "
        "را انتخاب کند.",
        (S("001", 55, 55),),
        ("opening_three_faces",),
    ),
    Rule(
        "pasur/leftovers",
        "Cards left at the end go to the last taker",
        "برگ‌های ماندهٔ زمین به آخرین برداشت‌کننده می‌رسد",
        "When the last card of the round has been played, any cards still on the table go to the "
        "player who took cards last, or to his team; this is not a sur. The seed says he 'may' "
        "take them; here, as in every other source, they go to him without asking. If nobody took "
        "anything all round, a case the seed does not cover, they go to the dealer's side.",
        "وقتی آخرین برگ دور بازی شد، هر برگی که روی زمین مانده به بازیکنی (یا تیمی) می‌رسد که "
        "آخرین بار برگ برداشته است؛ این سور حساب نمی‌شود. سند می‌گوید او «می‌تواند» آن‌ها را "
        "بردارد؛ اینجا، مثل همهٔ منابع دیگر، این برگ‌ها خودبه‌خود به او می‌رسند. اگر در کل دور "
        "کسی چیزی برنداشته باشد، که سند دربارهٔ آن چیزی نگفته، این برگ‌ها به طرف پخش‌کننده "
        "می‌رسند.",
        (S("001", 15, 15), S("001", 33, 33)),
    ),
    Rule(
        "pasur/clubs",
        "Seven clubs: 7 points",
        "هفت خاج: ۷ امتیاز",
        "At the end of the round each side counts its clubs, and the side with 7 or more of the "
        "13 scores 7 points; with two sides one of them always does. The seed does not write the "
        "7 down, but it follows from its total of 20 card points and is the standard value.",
        "آخر هر دور هر طرف خاج‌هایش را می‌شمارد و طرفی که از سیزده خاج دست‌کم هفت تا داشته باشد ۷ "
        "امتیاز می‌گیرد؛ وقتی دو طرف بازی می‌کنند، همیشه یکی از آن دو به هفت می‌رسد. سند عدد ۷ را "
        "صریح ننوشته، ولی از جمع ۲۰ امتیازی برگ‌ها به دست می‌آید و مقدار رایج هم همین است.",
        (S("001", 63, 63), S("001", 77, 77)),
    ),
    Rule(
        "pasur/clubs-three-players",
        "Three players: the most clubs",
        "سه‌نفره: بیشترین خاج",
        "With three players nobody may reach 7 clubs; the player with the most clubs then scores "
        "the 7. If two players tie for the most (6, 6 and 1, or 5, 5 and 3), the seed gives the 7 "
        "to the third player; some tables give it to nobody instead.",
        "در بازی سه‌نفره ممکن است هیچ‌کس به هفت خاج نرسد؛ آن‌وقت کسی که از همه بیشتر خاج دارد ۷ "
        "امتیاز را می‌گیرد. اگر دو نفر در بیشترین تعداد خاج مساوی باشند (مثلاً ۶ و ۶ و ۱، یا ۵ و "
        "۵ و ۳)، سند ۷ امتیاز را به نفر سوم می‌دهد؛ در بعضی جمع‌ها در این حالت به هیچ‌کس نمی‌رسد.",
        (S("001", 65, 65),),
        ("three_player_clubs",),
    ),
    Rule(
        "pasur/card-points",
        "Card points: 10♦ 3, 2♣ 2, jacks and aces 1",
        "امتیاز برگ‌ها: ده خشت ۳، دو خاج ۲، سرباز و آس ۱",
        "Besides the clubs, some cards score for whoever took them: the 10 of diamonds 3 points, "
        "the 2 of clubs 2, and every jack and every ace 1. The 2 of clubs counts as a club as "
        "well.",
        "جدا از خاج‌ها، بعضی برگ‌ها برای کسی که برشان داشته امتیاز دارند: ده خشت ۳ امتیاز، دو خاج "
        "۲ امتیاز، و هر سرباز و هر آس ۱ امتیاز. دو خاج در شمردن خاج‌ها هم حساب می‌شود.",
        (S("001", 69, 75),),
    ),
    Rule(
        "pasur/twenty-points",
        "20 card points a round, plus surs",
        "هر دور ۲۰ امتیاز برگ، به‌علاوهٔ سورها",
        "The clubs 7, the 10♦'s 3, the 2♣'s 2, the four jacks and the four aces add up to 20, so "
        "every round shares out exactly 20 card points (unless a three-player table gives a tied "
        "clubs 7 to nobody). The surs come on top.",
        "هفت خاج (۷)، ده خشت (۳)، دو خاج (۲)، چهار سرباز و چهار آس روی هم ۲۰ امتیاز می‌شوند؛ پس "
        "در هر دور درست ۲۰ امتیاز برگ تقسیم می‌شود (مگر در سه‌نفره‌ای که هفت خاجِ مساوی را به "
        "هیچ‌کس ندهد). امتیاز سورها جدا به این اضافه می‌شود.",
        (S("001", 77, 77),),
        ("three_player_clubs",),
    ),
    Rule(
        "pasur/round-winner",
        "Winning a round, and the running score",
        "برندهٔ دور و جمع امتیاز",
        "At the end of each round every side adds up its card points and sur points, and the side "
        "with the most wins the round. Each side's points are then added to its score for the "
        "game, and rounds go on until the target is reached.",
        "آخر هر دور هر طرف امتیاز برگ‌ها و سورهایش را جمع می‌زند و طرفی که بیشترین امتیاز را دارد "
        "برندهٔ آن دور است. بعد امتیاز هر طرف به جمع امتیازش در بازی اضافه می‌شود و دورها تا "
        "رسیدن به امتیاز هدف ادامه پیدا می‌کند.",
        (S("001", 77, 77),),
    ),
    Rule(
        "pasur/target",
        "62 points win the game (124 with four in the seed)",
        "۶۲ امتیاز، برندهٔ بازی (چهارنفره در سند ۱۲۴)",
        "The first side to reach 62 points wins the game. For four players the seed doubles the "
        "target to 124, while pagat keeps 62 for teams too; a table may choose either, or another "
        "target. For study, the app can also stop after a single round.",
        "اولین طرفی که به ۶۲ امتیاز برسد بازی را می‌برد. سند برای چهار نفر هدف را دو برابر، یعنی "
        "۱۲۴، می‌کند، ولی pagat برای تیم‌ها هم ۶۲ را نگه می‌دارد؛ هر جمعی می‌تواند یکی از این دو "
        "یا عدد دیگری را بگذارد. برای تمرین، برنامه می‌تواند بعد از یک دور هم بایستد.",
        (S("001", 77, 77),),
        ("target", "target_4p", "scope"),
    ),
    Rule(
        "pasur/target-tie",
        "Both sides pass the target in the same round",
        "وقتی دو طرف در یک دور از هدف بگذرند",
        "The seed only says that whoever reaches the target first wins, which settles nothing "
        "when two sides pass it in the same round. Here the higher total wins, and if the totals "
        "are exactly equal another round is played. Some tables give such a tie to the side that "
        "took the clubs 7 in the last round.",
        "سند فقط می‌گوید هر کس زودتر به هدف برسد برنده است، و این روشن نمی‌کند اگر دو طرف در یک "
        "دور از هدف بگذرند چه می‌شود. اینجا مجموع بیشتر می‌برد و اگر مجموع‌ها درست برابر باشد، یک "
        "دور دیگر بازی می‌شود. در بعضی جمع‌ها چنین تساوی‌ای به نفع طرفی است که هفت خاجِ دور آخر "
        "را گرفته است.",
        (S("001", 77, 77),),
        ("target_tie",),
    ),
    Rule(
        "pasur/open-variant",
        "Open Pasur",
        "پاسور روباز",
        "Open Pasur is played like the ordinary game, except that at every deal each player shows "
        "one of his cards to everyone. The seed can be read two ways: the card shown stays shown "
        "until it is played, or each time it is played another is shown, until the hand is empty. "
        "Either way it changes only what the players can see, never what they may play.",
        "پاسور روباز درست مثل پاسور معمولی است، با این فرق که در هر پخش هر بازیکن یکی از برگ‌هایش "
        "را به همه نشان می‌دهد. گفتهٔ سند را دو جور می‌شود خواند: برگ نشان‌داده تا وقتی بازی نشده "
        "پیدا می‌ماند، یا هر بار که بازی شد برگ دیگری نشان داده می‌شود تا دست بازیکن خالی شود. در "
        "هر دو حالت فقط آنچه بازیکنان می‌بینند عوض می‌شود، نه برگی که اجازه دارند بازی کنند.",
        (S("001", 81, 81),),
        ("open_variant",),
    ),
)
