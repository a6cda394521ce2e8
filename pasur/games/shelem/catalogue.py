"""Shelem's rule catalogue: every rule the engine knows, in English and Persian, with its sources.

Terms follow ``docs/glossary.md``: a *trick* is «دست», a *hand* (one deal, twelve tricks) is
«دور», the *game* (to the target, usually 1200) is «بازی». Shelem's own terms: the *widow* (the
four cards dealt to the middle) is «برگ‌های زمین»; the four cards the hakem puts down in their
place are «برگ‌های کنارگذاشته»; a *bid* is «خواندن» and the winning bid the *contract* «تعهد»;
a two-player *pile* is «دستهٔ چهاربرگی». The texts are written for this project; the facts come
from the seed documents cited (000 lines 108-133, 001 lines 153-225, 002 lines 63-100).
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "shelem/deck",
        "A 52-card deck, ace high",
        "۵۲ برگ، آس بالاتر از همه",
        "Shelem uses the 52 ordinary cards. In every suit the ace is highest, then king, queen, "
        "jack, 10 and so on down to 2, as in Hokm.",
        "شلم با ۵۲ برگ معمولی بازی می‌شود. در هر خال آس از همه بالاتر است، بعد شاه، بی‌بی، سرباز، "
        "ده و همین‌طور تا دو؛ درست مثل حکم.",
        (S("000", 97, 97), S("000", 114, 114), S("001", 165, 165)),
    ),
    Rule(
        "shelem/seating",
        "Two teams, partners face each other, play goes to the right",
        "دو تیم، یارها روبه‌روی هم، بازی به سمت راست",
        "Four players form two teams; partners sit opposite. Dealing, bidding and play all go "
        "to the right. Seats are numbered in that order, so seats 0 and 2 are one team and "
        "seats 1 and 3 the other.",
        "چهار بازیکن دو تیم می‌سازند و یارها روبه‌روی هم می‌نشینند. پخش، خواندن و بازی همه به "
        "سمت راست می‌چرخد. صندلی‌ها به همین ترتیب شماره دارند؛ پس صندلی ۰ و ۲ یک تیم‌اند و صندلی "
        "۱ و ۳ تیم دیگر.",
        (S("000", 121, 121), S("000", 113, 113), S("001", 175, 175)),
    ),
    Rule(
        "shelem/first-dealer",
        "The first dealer is drawn by lot",
        "پخش‌کنندهٔ اول به قید قرعه",
        "Before the first hand, one player is chosen by lot to deal.",
        "پیش از دور اول، یک نفر به قید قرعه برای پخش کردن انتخاب می‌شود.",
        (S("000", 112, 112), S("002", 77, 77), S("000", 129, 129)),
    ),
    Rule(
        "shelem/dealer-rotation",
        "The deal passes to the right",
        "نوبت پخش به سمت راست می‌چرخد",
        "Each new hand is dealt by the player on the previous dealer's right, so after four "
        "hands everyone has dealt once. (With two players the deal simply alternates.) A hand "
        "thrown in because everyone passed is dealt again by the same player.",
        "هر دور تازه را نفر دست راستِ پخش‌کنندهٔ قبلی پخش می‌کند؛ پس بعد از چهار دور همه یک بار "
        "پخش کرده‌اند. (در بازی دونفره نوبت پخش یکی در میان است.) دوری که به خاطر پاس همه به هم "
        "خورده، دوباره به دست همان پخش‌کننده پخش می‌شود.",
        (S("000", 112, 112), S("002", 77, 78), S("001", 175, 175), S("000", 129, 129)),
        ("all_pass",),
    ),
    Rule(
        "shelem/deal",
        "Twelve cards each, four to the widow, in blocks",
        "نفری دوازده برگ، چهار برگ برای زمین، یک‌جا",
        "The dealer gives twelve cards at once to the player on his right, twelve to the player "
        "opposite, twelve to the player on his left, four face down to the middle (the widow), "
        "and the last twelve to himself: the dealer always gets the last card of the deck.",
        "پخش‌کننده دوازده برگ یک‌جا به نفر دست راست، دوازده برگ به نفر روبه‌رو، دوازده برگ به نفر "
        "دست چپ، چهار برگ به پشت وسط میز (برگ‌های زمین) و دوازده برگ آخر را به خودش می‌دهد؛ آخرین "
        "برگ ورق‌ها همیشه به پخش‌کننده می‌رسد.",
        (S("000", 112, 112), S("001", 177, 179), S("002", 78, 78)),
    ),
    Rule(
        "shelem/bid-turn",
        "Bidding starts on the dealer's right",
        "خواندن از دست راست پخش‌کننده شروع می‌شود",
        "The player on the dealer's right bids first; then each player in turn to the right "
        "either bids higher or passes. Players who have passed are skipped.",
        "نفر دست راست پخش‌کننده اول می‌خواند؛ بعد هر کس به نوبت و به سمت راست، یا بالاتر می‌خواند "
        "یا پاس می‌دهد. نوبتِ کسانی که پاس داده‌اند رد می‌شود.",
        (S("000", 113, 113), S("001", 195, 197), S("002", 79, 81), S("000", 122, 122)),
    ),
    Rule(
        "shelem/bid-minimum",
        "The lowest bid is 100",
        "کمترین عدد ۱۰۰ است",
        "A bid is the number of points (out of 165) that the bidder's team undertakes to take. "
        "It cannot be below 100.",
        "عددی که خوانده می‌شود امتیازی است (از ۱۶۵) که تیم خواننده تعهد می‌کند بگیرد. این عدد "
        "نمی‌تواند کمتر از ۱۰۰ باشد.",
        (S("000", 113, 113), S("001", 195, 195), S("002", 80, 80), S("000", 110, 110)),
    ),
    Rule(
        "shelem/bid-step",
        "Bids go in fives",
        "عددها پنج‌تا پنج‌تا",
        "Bids are multiples of five: 100, 105, 110 and so on. A player may jump, for example "
        "from 115 to 125.",
        "عددها فقط مضرب پنج‌اند: ۱۰۰، ۱۰۵، ۱۱۰ و همین‌طور. می‌شود چند پله بالا رفت، مثلاً از ۱۱۵ "
        "به ۱۲۵.",
        (S("000", 130, 130), S("000", 122, 122)),
    ),
    Rule(
        "shelem/bid-higher",
        "Each bid must beat the last",
        "هر عدد باید از عدد قبلی بالاتر باشد",
        "A player who does not pass must bid more than the highest bid so far.",
        "کسی که پاس نمی‌دهد باید عددی بالاتر از بالاترین عددِ خوانده‌شده بخواند.",
        (S("000", 113, 113), S("001", 197, 197), S("002", 80, 81)),
    ),
    Rule(
        "shelem/bid-cap",
        "No bid above 165",
        "عددی بالاتر از ۱۶۵ نیست",
        "There are only 165 points in a hand, so no one may bid more (tables may agree on a "
        "lower cap). A bid at the cap cannot be beaten: the auction ends there.",
        "در هر دور فقط ۱۶۵ امتیاز هست، پس کسی بیشتر از آن نمی‌خواند (جمع می‌تواند سقف پایین‌تری "
        "بگذارد). عددی که به سقف برسد را نمی‌شود رد کرد و خواندن همان‌جا تمام می‌شود.",
        (S("000", 110, 110), S("001", 171, 171)),
        ("bid_cap",),
    ),
    Rule(
        "shelem/pass-is-final",
        "A pass is final",
        "پاس برگشت ندارد",
        "Whoever passes takes no further part in the bidding of this hand.",
        "کسی که پاس بدهد تا آخر این دور دیگر در خواندن شرکت نمی‌کند.",
        (S("000", 113, 113), S("001", 197, 197), S("002", 80, 80)),
    ),
    Rule(
        "shelem/auction-end",
        "The last bidder becomes hakem",
        "آخرین خواننده حاکم می‌شود",
        "Bidding goes on until all players but one have passed (three of four, or one of two). "
        "The player who made the last bid is the hakem and his bid is his team's contract.",
        "خواندن ادامه دارد تا همه به جز یک نفر پاس بدهند (سه نفر از چهار نفر، یا یکی از دو نفر). "
        "کسی که آخرین عدد را خوانده حاکم می‌شود و عدد او تعهدِ تیمش است.",
        (S("000", 113, 113), S("001", 199, 199), S("002", 81, 82), S("000", 130, 130)),
    ),
    Rule(
        "shelem/all-pass",
        "When everybody passes",
        "وقتی همه پاس بدهند",
        "The first bidder may pass. If everybody passes, the cards are thrown in and the same "
        "dealer deals again. Some tables instead forbid the first bidder to pass before anyone "
        "has bid, so he must open at 100 or more.",
        "نفر اول می‌تواند پاس بدهد. اگر همه پاس بدهند، برگ‌ها جمع می‌شود و همان پخش‌کننده دوباره "
        "پخش می‌کند. بعضی جمع‌ها به جای آن به نفر اول اجازه نمی‌دهند تا کسی نخوانده پاس بدهد؛ پس او "
        "باید دست‌کم ۱۰۰ بخواند.",
        (S("000", 124, 124), S("000", 113, 113)),
        ("all_pass",),
    ),
    Rule(
        "shelem/declared-shelem",
        "Declaring shelem",
        "شلم خواندن",
        "Where the table allows it, a player may bid 'shelem' instead of a number: his team "
        "undertakes to take every card. It beats any number and ends the bidding. If his team "
        "takes every card it scores 330; if not, it loses 330 and the other team scores its "
        "points as usual.",
        "اگر جمع قبول داشته باشد، بازیکن می‌تواند به جای عدد «شلم» بخواند؛ یعنی تیمش تعهد می‌کند "
        "همهٔ برگ‌ها را بگیرد. شلم از هر عددی بالاتر است و خواندن را تمام می‌کند. اگر تیمش همهٔ "
        "برگ‌ها را بگیرد ۳۳۰ امتیاز می‌گیرد و اگر نه، ۳۳۰ امتیاز از دست می‌دهد و تیم مقابل مثل "
        "همیشه امتیاز خودش را می‌گیرد.",
        (S("002", 95, 95),),
        ("declared_shelem",),
    ),
    Rule(
        "shelem/widow",
        "The hakem takes the widow",
        "حاکم برگ‌های زمین را برمی‌دارد",
        "The hakem picks up the four cards of the widow, which only he sees, and now holds "
        "sixteen cards.",
        "حاکم چهار برگِ زمین را برمی‌دارد (که فقط خودش می‌بیند) و حالا شانزده برگ در دست دارد.",
        (S("000", 114, 114), S("001", 203, 205), S("002", 84, 84)),
    ),
    Rule(
        "shelem/discard",
        "The hakem puts down four cards",
        "حاکم چهار برگ کنار می‌گذارد",
        "The hakem then puts down any four cards he likes, face down, to improve his hand. "
        "Nothing forbids putting down points (fives, tens, aces): the four cards count among "
        "the cards his team has won, so their points are his team's.",
        "بعد حاکم هر چهار برگی را که بخواهد به پشت کنار می‌گذارد تا دستش بهتر شود. کنار گذاشتن "
        "برگ امتیازدار (پنج، ده یا آس) منعی ندارد: این چهار برگ جزء برگ‌های بردهٔ تیم حاکم حساب "
        "می‌شوند و امتیازشان مال همان تیم است.",
        (S("000", 114, 114), S("001", 207, 207), S("002", 84, 84)),
    ),
    Rule(
        "shelem/discard-owner",
        "The put-down cards belong to the hakem's team",
        "برگ‌های کنارگذاشته مال تیم حاکم است",
        "The four put-down cards count as won by the hakem's team: four cards, so 5 points, "
        "plus any points among them. That is why the hakem's team can never be the one that is "
        "shelemed. Some tables give them instead to whoever wins the last trick.",
        "چهار برگ کنارگذاشته بردهٔ تیم حاکم حساب می‌شود: چهار برگ، یعنی ۵ امتیاز، به‌اضافهٔ امتیاز "
        "برگ‌هایش. برای همین تیم حاکم هیچ‌وقت شلم نمی‌شود. در بعضی جمع‌ها این برگ‌ها به کسی می‌رسد "
        "که دست آخر را ببرد.",
        (S("000", 114, 114), S("000", 116, 116), S("001", 213, 217), S("002", 93, 94)),
        ("discard_owner",),
    ),
    Rule(
        "shelem/trump-by-lead",
        "The hakem's first card names trump",
        "برگ اول حاکم حکم را معلوم می‌کند",
        "The hakem leads the first trick. There is no separate trump call: the suit of the "
        "first card he plays is trump for the whole hand.",
        "حاکم دست اول را شروع می‌کند. حکم جداگانه اعلام نمی‌شود: خالِ اولین برگی که حاکم بازی "
        "می‌کند، در تمام این دور حکم است.",
        (S("000", 114, 114), S("001", 207, 207), S("002", 85, 85), S("000", 131, 131)),
    ),
    Rule(
        "shelem/play-order",
        "Everyone plays in turn, to the right",
        "هر کس به نوبت، به سمت راست",
        "Each trick goes round to the right, one card from each player, and the winner of a "
        "trick leads the next. Twelve tricks are played.",
        "هر دست به سمت راست می‌چرخد و هر بازیکن یک برگ می‌گذارد؛ برندهٔ هر دست، دست بعد را شروع "
        "می‌کند. دوازده دست بازی می‌شود.",
        (S("000", 114, 114), S("000", 101, 101), S("002", 85, 88)),
    ),
    Rule(
        "shelem/own-card",
        "Play a card from your own hand",
        "از برگ‌های خودتان بازی کنید",
        "A player can only play a card he holds.",
        "هر بازیکن فقط برگی را می‌تواند بازی کند که در دست دارد.",
        (S("000", 114, 114), S("000", 101, 101)),
    ),
    Rule(
        "shelem/follow-suit",
        "Follow suit",
        "از خال زمین بازی کنید",
        "If you hold a card of the suit that was led, you must play one: play goes exactly as "
        "in Hokm.",
        "اگر از خالی که زمین آمده برگ دارید، باید از همان خال بازی کنید؛ بازی دقیقاً مثل حکم پیش "
        "می‌رود.",
        (S("000", 101, 101), S("000", 114, 114), S("002", 88, 88)),
    ),
    Rule(
        "shelem/void-play",
        "Without the led suit, any card",
        "بدون خال زمین، هر برگی",
        "If you have no card of the led suit you may play any card: you need not trump. Some "
        "tables make a player without the led suit play trump if he has one.",
        "اگر از خال زمین ندارید، هر برگی می‌توانید بازی کنید و مجبور به بریدن نیستید. بعضی جمع‌ها "
        "کسی را که از خال زمین ندارد، اگر حکم داشته باشد، مجبور به حکم زدن می‌کنند.",
        (S("000", 101, 101), S("000", 114, 114)),
        ("void_rule",),
    ),
    Rule(
        "shelem/trick-winner",
        "Who wins the trick",
        "چه کسی دست را می‌برد",
        "If any trump was played, the highest trump wins the trick; otherwise the highest card "
        "of the led suit. A card of any other suit never wins.",
        "اگر در دست حکم آمده باشد، بالاترین حکم می‌برد؛ وگرنه بالاترین برگِ خال زمین. برگ خال "
        "دیگر هیچ‌وقت دست را نمی‌برد.",
        (S("000", 101, 101), S("000", 114, 114)),
    ),
    Rule(
        "shelem/card-points",
        "Card points: 165 in a hand",
        "امتیاز برگ‌ها: ۱۶۵ در هر دور",
        "After the hand each team counts the cards it won: 5 points for every four cards (each "
        "trick, and the hakem's four put-down cards), 5 for each five, 10 for each ten and 10 "
        "for each ace. That is 13×5 + 4×5 + 4×10 + 4×10 = 165 in all, so the other team has "
        "165 minus the one counted.",
        "بعد از دور هر تیم برگ‌های برده‌اش را می‌شمارد: هر چهار برگ (هر دست، و چهار برگ کنارگذاشتهٔ "
        "حاکم) ۵ امتیاز، هر پنج ۵ امتیاز، هر ده ۱۰ امتیاز و هر آس ۱۰ امتیاز. روی هم "
        "⁦۱۳×۵ + ۴×۵ + ۴×۱۰ + ۴×۱۰ = ۱۶۵⁩ امتیاز؛ پس امتیاز تیم دیگر، ۱۶۵ منهای امتیاز "
        "تیم شمرده‌شده است.",
        (S("000", 110, 110), S("000", 115, 115), S("001", 183, 191), S("002", 90, 91)),
    ),
    Rule(
        "shelem/made",
        "A made contract",
        "تعهدِ انجام‌شده",
        "If the hakem's team takes at least its bid, it scores the points it took (some tables "
        "score just the bid). The other team always scores the points it took.",
        "اگر تیم حاکم دست‌کم به اندازهٔ عددی که خوانده امتیاز بگیرد، همان امتیازی را که گرفته "
        "می‌نویسد (بعضی جمع‌ها فقط عدد خوانده‌شده را می‌نویسند). تیم مقابل همیشه امتیازی را که "
        "گرفته می‌نویسد.",
        (
            S("000", 110, 110),
            S("000", 115, 115),
            S("001", 173, 173),
            S("002", 72, 72),
            S("002", 91, 91),
            S("000", 124, 124),
        ),
        ("made_score",),
    ),
    Rule(
        "shelem/failed",
        "A failed contract",
        "تعهدِ انجام‌نشده",
        "If the hakem's team takes less than its bid, it scores minus its bid, and the other "
        "team scores the points it took.",
        "اگر تیم حاکم کمتر از عددی که خوانده امتیاز بگیرد، منفیِ همان عدد را می‌گیرد و تیم مقابل "
        "امتیازی را که گرفته می‌نویسد.",
        (S("000", 115, 115), S("000", 123, 123), S("002", 91, 91)),
    ),
    Rule(
        "shelem/yasa",
        "Yasa: fewer points than the other team",
        "یاسا: امتیاز کمتر از تیم مقابل",
        "If the hakem's team takes fewer points than the other team (80 or less), it is yasa: "
        "instead of minus its bid it scores minus the whole 165. Some tables make it minus "
        "twice the bid, or have no yasa at all.",
        "اگر امتیاز تیم حاکم از تیم مقابل کمتر شود (۸۰ یا کمتر)، تیم حاکم یاسا شده است و به جای "
        "منفیِ عدد خوانده‌شده، منفیِ کل ۱۶۵ امتیاز را می‌گیرد. بعضی جمع‌ها منفیِ دو برابر عدد "
        "خوانده‌شده را حساب می‌کنند یا اصلاً یاسا ندارند.",
        (S("000", 117, 117), S("001", 221, 221), S("002", 96, 96)),
        ("failure_penalty",),
    ),
    Rule(
        "shelem/shelem",
        "Shelem: every card",
        "شلم: همهٔ برگ‌ها",
        "If the hakem's team takes every card (the other team wins no trick), it has made "
        "shelem and scores 330 instead of 165. Tables differ: some score just 165, the bid "
        "plus 165, twice the bid, or 165 with the other team losing 165.",
        "اگر تیم حاکم همهٔ برگ‌ها را بگیرد (تیم مقابل هیچ دستی نبرد)، شلم کرده است و به جای ۱۶۵، "
        "۳۳۰ امتیاز می‌گیرد. جمع‌ها با هم فرق دارند: بعضی فقط ۱۶۵، بعضی عدد خوانده‌شده به‌اضافهٔ "
        "۱۶۵، بعضی دو برابر عدد خوانده‌شده، و بعضی ۱۶۵ و در عوض ۱۶۵ منفی برای تیم مقابل حساب "
        "می‌کنند.",
        (S("000", 116, 116), S("001", 211, 217), S("002", 93, 94), S("000", 125, 125)),
        ("undeclared_shelem",),
    ),
    Rule(
        "shelem/target",
        "The game goes to 1200",
        "بازی تا ۱۲۰۰",
        "The first team to reach the agreed total wins the game: usually 1200; 1165, 660 and "
        "330 are also played.",
        "اولین تیمی که به امتیاز توافق‌شده برسد بازی را می‌برد: معمولاً ۱۲۰۰؛ ۱۱۶۵، ۶۶۰ و ۳۳۰ هم "
        "بازی می‌شود.",
        (S("000", 109, 109), S("000", 118, 118), S("001", 225, 225), S("002", 99, 99)),
        ("target",),
    ),
    Rule(
        "shelem/target-mode",
        "Winning by the lead",
        "بردن با اختلاف امتیاز",
        "Some tables also end the game when one team leads the other by the target.",
        "بعضی جمع‌ها وقتی یک تیم به اندازهٔ امتیاز هدف از تیم دیگر جلو بیفتد هم بازی را تمام می‌کنند.",
        (S("000", 126, 126),),
        ("target_mode",),
    ),
    Rule(
        "shelem/both-reach",
        "Both teams reach the target in one hand",
        "هر دو تیم در یک دور به هدف برسند",
        "If both teams pass the target in the same hand, the higher total wins; if the totals "
        "are equal, play goes on. Some tables give the game to the team that held the contract.",
        "اگر هر دو تیم در یک دور از امتیاز هدف بگذرند، تیمی که امتیاز کلش بیشتر است می‌برد و اگر "
        "امتیازها برابر باشد بازی ادامه دارد. بعضی جمع‌ها بازی را به تیمِ حاکم می‌دهند.",
        (S("000", 126, 126),),
        ("both_reach",),
    ),
    Rule(
        "shelem/score-sheet",
        "The three-column score sheet",
        "جدول امتیاز سه‌ستونی",
        "Scores are kept in three columns: each team's running total on the left and right, "
        "each hand's bid in the middle. When the deal comes back to the first dealer (after "
        "four hands, or two with two players) a line is drawn under the bid, so nobody mistakes "
        "whose deal it is.",
        "امتیازها در جدولی سه‌ستونی نوشته می‌شود: جمع امتیاز هر تیم در ستون چپ و راست و عدد "
        "خوانده‌شدهٔ هر دور در ستون وسط. وقتی نوبت پخش دوباره به پخش‌کنندهٔ اول می‌رسد (بعد از چهار "
        "دور، یا دو دور در بازی دونفره) زیر عدد ستون وسط خطی کشیده می‌شود تا نوبت پخش اشتباه نشود.",
        (S("000", 120, 120), S("000", 124, 126), S("000", 129, 129)),
    ),
    Rule(
        "shelem/sequence",
        "The order of a hand",
        "ترتیب یک دور",
        "Every hand runs in the same order: shuffle and deal, bidding, the hakem takes the "
        "widow and puts down four cards, then the twelve tricks and the count. A move that "
        "belongs to another step is refused.",
        "هر دور به همین ترتیب پیش می‌رود: بُر زدن و پخش، خواندن، برداشتن برگ‌های زمین و کنار "
        "گذاشتن چهار برگ توسط حاکم، بعد دوازده دست و شمردن امتیاز. حرکتی که مال مرحلهٔ دیگری است "
        "پذیرفته نمی‌شود.",
        (S("000", 112, 115),),
    ),
    Rule(
        "shelem/match-end",
        "The end of the game",
        "پایان بازی",
        "Once a team has won the game, no more cards are dealt or played.",
        "وقتی تیمی بازی را برد، دیگر برگی پخش یا بازی نمی‌شود.",
        (S("000", 126, 126),),
        ("scope",),
    ),
    Rule(
        "shelem/two-player",
        "Shelem for two",
        "شلم دونفره",
        "Two players can play: each is his own side, and the table stands in for the missing "
        "partners. The deal alternates; the non-dealer bids first and the bidding ends as soon "
        "as one player passes. The widow, trump, card points and scoring are as with four.",
        "شلم را دو نفر هم بازی می‌کنند: هر کس تیم خودش است و زمین جای یارها را می‌گیرد. نوبت پخش "
        "یکی در میان است؛ نفر مقابلِ پخش‌کننده اول می‌خواند و خواندن با اولین پاس تمام می‌شود. "
        "برگ‌های زمین، حکم، امتیاز برگ‌ها و امتیازشماری مثل بازی چهارنفره است.",
        (S("000", 128, 130), S("000", 132, 133), S("001", 161, 161)),
        ("players",),
    ),
    Rule(
        "shelem/two-player-deal",
        "The two-player deal",
        "پخش در بازی دونفره",
        "The dealer gives twelve cards to the other player and twelve to himself, then lays "
        "packets of four face down: one before the other player, one before himself, again the "
        "other, himself, the other, then one in the middle (the widow), and the last four before "
        "himself. Each player thus has three packets (piles) of four; a packet is laid as it "
        "comes off the deck, so its top card is the first of the four.",
        "پخش‌کننده دوازده برگ به نفر مقابل و دوازده برگ به خودش می‌دهد، بعد دسته‌های چهاربرگی را "
        "به پشت می‌گذارد: یکی جلوی نفر مقابل، یکی جلوی خودش، دوباره جلوی نفر مقابل، جلوی خودش، "
        "جلوی نفر مقابل، بعد یکی وسط (برگ‌های زمین) و چهار برگ آخر جلوی خودش. پس هر کس سه دستهٔ "
        "چهاربرگی دارد؛ هر دسته همان‌طور که از روی ورق‌ها برداشته شده گذاشته می‌شود، پس برگ رویی "
        "آن اولینِ آن چهار برگ است.",
        (S("000", 129, 129),),
        ("players",),
    ),
    Rule(
        "shelem/two-player-round",
        "A round of four cards",
        "هر دست چهار برگ",
        "Each trick has four cards: the leader plays from his hand, the other player from his "
        "hand (following suit as usual), then the leader plays one of the face-up top cards of "
        "his piles and the other player one of his. The highest card by Hokm's rules wins all "
        "four for its owner, who leads the next trick from his hand.",
        "هر دست چهار برگ دارد: نفر شروع‌کننده از دست خودش بازی می‌کند، نفر دیگر از دست خودش (با "
        "همان قانون پیروی از خال)، بعد نفر شروع‌کننده یکی از برگ‌های رویِ دسته‌هایش را بازی می‌کند "
        "و نفر دیگر یکی از برگ‌های روی دسته‌های خودش را. بالاترین برگ به قانون حکم هر چهار برگ را "
        "برای صاحبش می‌برد و او دست بعد را از دست خودش شروع می‌کند.",
        (S("000", 131, 132), S("000", 133, 133)),
        ("players",),
    ),
    Rule(
        "shelem/two-player-piles",
        "Playing from the piles",
        "بازی از روی دسته‌ها",
        "The top cards of the piles are turned face up once both players have played their "
        "first card from hand, and a card uncovered later is turned up at once. From his piles "
        "a player must play a top card of the led suit if he has one there; otherwise any top "
        "card. Near the end, when piles run out, he plays from those that are left.",
        "برگ‌های رویِ دسته‌ها بعد از اینکه هر دو نفر اولین برگ دستشان را بازی کردند رو می‌شوند، و "
        "برگی که بعداً زیرش پیدا شود همان لحظه رو می‌شود. بازیکن از روی دسته‌هایش اگر برگی از خال "
        "زمین داشته باشد باید همان را بازی کند؛ وگرنه هر برگ رویی را. در آخر بازی که دسته‌ها تمام "
        "می‌شوند، از دسته‌هایی که مانده بازی می‌کند.",
        (S("000", 131, 132),),
        ("players",),
    ),
)
