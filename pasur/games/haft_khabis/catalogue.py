"""Haft Khabis's rule catalogue: every rule the engine knows, in English and Persian, with sources.

The one seed text is seed 000, lines 146-163 («هفت خبیث»); ``shared/rules/
shelem_ghahve_haftkhabis_poker.md`` section 4 numbers its rules HK-01..HK-19. Where the seed is
silent the text says so and which reading is followed (each is an option). Terms follow
``lessons/glossary.toml``: a card «برگ», a suit «خال», a *deal* (from the shuffle until someone
goes out) «دور», the *match* (until one player is left) «مسابقه», the *stock* (the cards left
face down) «برگ‌های کنار», the *pile* of face-up cards «زمین» and its top card «برگِ رو», the
last-card call «تک برگ», jack, queen, king, ace «سرباز»، «بی‌بی»، «شاه»، «آس». The texts are
written for this project; the facts come from the seed lines cited.
"""

from __future__ import annotations

from typing import Final

from pasur.protocol import Rule, Source

S = Source

RULES: Final[tuple[Rule, ...]] = (
    Rule(
        "haft_khabis/players",
        "Two to eight players, each for himself",
        "دو تا هشت بازیکن، هر کس برای خودش",
        "Haft Khabis comes from the German Mau-Mau and suits a large group. Everyone plays for "
        "himself; there are no partners. The seed gives no number: here two to eight may play "
        "(seven at most with one deck, since 7 cards each and an up-card must come out of it).",
        "هفت خبیث از بازیِ آلمانیِ مائو مائو آمده و به درد جمع‌های بزرگ می‌خورد. هر کس برای "
        "خودش بازی می‌کند و یار ندارد. سند تعدادی نمی‌گوید؛ اینجا دو تا هشت نفر بازی می‌کنند "
        "(با یک دست ورق حداکثر هفت نفر، چون هر نفر ۷ برگ و یک برگِ رو باید از آن دربیاید).",
        (S("000", 146, 146),),
        ("players",),
    ),
    Rule(
        "haft_khabis/decks",
        "Two decks shuffled together (or one)",
        "دو دست ورق با هم (یا یک دست)",
        "The seed advises shuffling two 52-card decks together, so the cards do not run out "
        "quickly and the game is harder: then each card is in play twice. One deck works too.",
        "سند توصیه می‌کند دو دست ورقِ ۵۲ برگی را با هم بُر بزنید تا برگ‌ها زود تمام نشوند و "
        "بازی سخت‌تر شود؛ در این صورت از هر برگ دو تا در بازی هست. با یک دست هم می‌شود بازی کرد.",
        (S("000", 163, 163),),
        ("decks",),
    ),
    Rule(
        "haft_khabis/deal",
        "Seven cards each, one at a time",
        "هفت برگ به هر نفر، یکی‌یکی",
        "The dealer gives one card at a time to each player in turn, counter-clockwise (to the "
        "right), until everyone holds seven. The deal then passes to the next player for the "
        "next deal. Some other sources deal clockwise; that is an option.",
        "پخش‌کننده به هر نفر به نوبت یک برگ می‌دهد، خلافِ جهتِ عقربه‌های ساعت (به سمتِ راست)، "
        "تا هر کس هفت برگ داشته باشد. دورِ بعد نوبتِ پخش به نفرِ بعدی می‌رسد. بعضی منابعِ دیگر "
        "در جهتِ عقربه‌ها پخش می‌کنند؛ این یک گزینه است.",
        (S("000", 146, 146), S("000", 163, 163)),
        ("deal_direction",),
    ),
    Rule(
        "haft_khabis/stock",
        "The stock and the up-card",
        "برگ‌های کنار و برگِ رو",
        "The cards left after the deal go face down in the middle: the stock. One of them is "
        "turned face up beside it; this starts the pile that everyone plays on. When the stock "
        "runs out, the pile except its top card is shuffled into a new stock (the seed is silent "
        "here; this is the Mau-Mau custom, and an option).",
        "برگ‌هایی که بعد از پخش می‌ماند به پشت وسط گذاشته می‌شود: برگ‌های کنار. یکی از آن‌ها رو "
        "می‌شود و کنارش قرار می‌گیرد؛ زمین با همین برگ شروع می‌شود و همه روی آن بازی می‌کنند. "
        "اگر برگ‌های کنار تمام شود، برگ‌های زمین به جز برگِ رو بُر می‌خورند و برگ‌های کنارِ تازه "
        "می‌شوند (سند اینجا ساکت است؛ این رسمِ مائو مائو و یک گزینه است).",
        (S("000", 146, 146),),
        ("reshuffle",),
    ),
    Rule(
        "haft_khabis/upcard",
        "The first up-card has no effect",
        "برگِ روی اول اثری ندارد",
        "The seed does not say what happens when the card turned up at the start is a special "
        "card. Nobody played it, so by default it has no effect beyond being matched. As an "
        "option it counts: a 7 makes the first player draw two (or pass it on), an ace skips "
        "him, and a 10 starts play the other way; a 2, an 8 or a jack has no effect even then.",
        "سند نمی‌گوید اگر برگی که اولِ دور رو می‌شود برگِ ویژه باشد چه می‌شود. کسی آن را بازی "
        "نکرده، پس پیش‌فرض این است که جز اینکه باید با آن جور آمد اثری ندارد. به عنوانِ گزینه "
        "می‌شود آن را حساب کرد: ۷ نفرِ اول را به برداشتنِ دو برگ (یا رد کردنش با ۷) وامی‌دارد، "
        "آس او را می‌پراند و ۱۰ بازی را از سمتِ دیگر شروع می‌کند؛ ۲، ۸ و سرباز حتی آن وقت هم "
        "اثری ندارند.",
        (S("000", 146, 146),),
        ("upcard_effect",),
    ),
    Rule(
        "haft_khabis/sequence",
        "In turn, one card at a time",
        "به نوبت، هر بار یک برگ",
        "The player after the dealer starts, and play goes round in the direction of the deal. "
        "On your turn you play one card from your own hand; several cards of the same rank at "
        "once are not allowed. Players who are out of the match are skipped.",
        "نفرِ بعد از پخش‌کننده شروع می‌کند و بازی در جهتِ پخش می‌چرخد. در نوبتِ خودتان یک برگ "
        "از دستِ خودتان بازی می‌کنید؛ چند برگِ هم‌عدد را با هم نمی‌شود آمد. کسانی که از مسابقه "
        "بیرون رفته‌اند نوبتی ندارند.",
        (S("000", 146, 146),),
        ("deal_direction",),
    ),
    Rule(
        "haft_khabis/match",
        "Match the suit or the rank",
        "هم‌خال یا هم‌عدد",
        "You must play a card of the same suit as the up-card or of the same rank: on the 3♥, "
        "any heart or any 3. After a jack, the suit it called counts instead of its own. The "
        "seed's example mentions the suit first (if you have a heart, play a heart; if not, a 3 "
        "of another suit); read as an order, this is the option that a card of the suit comes "
        "first.",
        "باید برگی بیایید که یا خالش با برگِ رو یکی باشد یا عددش: روی سه دل، هر دلی یا هر سه‌ای. "
        "بعد از سرباز، خالی که او گفته جای خالِ خودش را می‌گیرد. مثالِ سند اول خال را می‌آورد "
        "(اگر دل داری دل بیا، اگر نداری سهِ خالِ دیگر)؛ اگر این را ترتیب بخوانیم، گزینه‌ای است "
        "که در آن برگِ هم‌خال مقدم است.",
        (S("000", 146, 146),),
        ("match_priority",),
    ),
    Rule(
        "haft_khabis/draw",
        "No card to play: draw one",
        "برگِ جور نداری: یکی بردار",
        "If you have neither the suit nor the rank, you draw one card from the stock without "
        "showing it. If it fits you may play it at once; if not, or if you would rather, you keep "
        "it and the turn passes. Only one card is drawn. When there is nothing left to draw you "
        "pass.",
        "اگر نه آن خال را دارید و نه آن عدد را، یک برگ از برگ‌های کنار برمی‌دارید، طوری که کسی "
        "نبیند. اگر جور بود می‌توانید همان را بیایید؛ اگر نه، یا اگر نخواهید، نگهش می‌دارید و "
        "نوبت می‌گذرد. فقط یک برگ برداشته می‌شود. اگر برگی برای برداشتن نمانده باشد رد می‌کنید.",
        (S("000", 146, 146),),
        ("draw_when_able",),
    ),
    Rule(
        "haft_khabis/ten-reverses",
        "A 10 reverses the direction",
        "۱۰ جهتِ بازی را برمی‌گرداند",
        "After a 10, play goes round the other way: the player who played just before is next. "
        "With two players this gives the player of the 10 another turn (an option).",
        "بعد از ۱۰ بازی برعکس می‌چرخد: نوبت به کسی می‌رسد که درست قبل از او بازی کرده بود. در "
        "بازیِ دونفره این یعنی بازیکنِ ۱۰ دوباره بازی می‌کند (یک گزینه).",
        (S("000", 148, 148),),
        ("two_player_ten",),
    ),
    Rule(
        "haft_khabis/two-gives",
        "A 2 makes a player of your choice draw a card",
        "با ۲ هر کس را بخواهی یک برگ برمی‌دارد",
        "Whoever plays a 2 names a player, who draws one card from the stock. The seed says 'of "
        "your choice'; here it must be another player (naming yourself is an option).",
        "کسی که ۲ می‌آید یک نفر را نام می‌برد و او یک برگ از برگ‌های کنار برمی‌دارد. سند "
        "می‌گوید «به انتخاب خودت»؛ اینجا باید نفرِ دیگری باشد (نام بردنِ خود یک گزینه است).",
        (S("000", 149, 149),),
        ("two_target",),
    ),
    Rule(
        "haft_khabis/seven-draws",
        "A 7: the next player draws two",
        "۷: نفرِ بعد دو برگ برمی‌دارد",
        "The player after a 7 must draw two cards, unless he passes it on with a 7 of his own. "
        "Taking the cards is his whole turn; the next player then plays on the 7 as usual.",
        "نفرِ بعد از ۷ باید دو برگ بردارد، مگر اینکه با ۷ِ خودش آن را رد کند. برداشتنِ برگ‌ها "
        "همهٔ نوبتِ اوست؛ بعد نفرِ بعدی مثلِ همیشه روی آن ۷ بازی می‌کند.",
        (S("000", 150, 150),),
    ),
    Rule(
        "haft_khabis/seven-stacks",
        "7s stack: 4, 6, 8 cards",
        "۷ها روی هم: ۴، ۶، ۸ برگ",
        "A player facing a 7 who holds a 7 may lay it on top; then the next player must draw "
        "four cards or add another 7, making six, then eight: two cards for each 7 in the "
        "stack. With two decks the stack can grow to eight 7s, sixteen cards. Only a 7 passes "
        "the cards on.",
        "کسی که نوبتش بعد از ۷ است و ۷ دارد می‌تواند آن را رویش بگذارد؛ آن وقت نفرِ بعدی باید "
        "چهار برگ بردارد یا ۷ِ دیگری بگذارد که شش می‌شود، بعد هشت: به ازای هر ۷ دو برگ. با دو "
        "دست ورق این زنجیره تا هشت ۷ یعنی شانزده برگ هم می‌رسد. فقط ۷ برگ‌ها را رد می‌کند.",
        (S("000", 150, 150),),
    ),
    Rule(
        "haft_khabis/eight-bonus",
        "An 8 earns a bonus card",
        "۸ جایزه دارد",
        "Whoever plays an 8 plays again at once, as a bonus: a card of the 8's suit, or another "
        "8, which earns another bonus in turn. The seed does not say what happens if you have "
        "neither: here you draw one card and may play it if it fits (simply passing is an "
        "option).",
        "کسی که ۸ می‌آید بلافاصله یک برگِ دیگر هم به عنوانِ جایزه می‌آید: برگی از خالِ همان ۸، "
        "یا ۸ِ دیگری که خودش جایزهٔ تازه دارد. سند نمی‌گوید اگر هیچ‌کدام را نداشتید چه می‌شود: "
        "اینجا یک برگ برمی‌دارید و اگر جور بود می‌آییدش (رد کردنِ ساده یک گزینه است).",
        (S("000", 151, 151),),
        ("eight_no_follow",),
    ),
    Rule(
        "haft_khabis/ace-skips",
        "An ace skips the next player",
        "آس نفرِ بعد را می‌پراند",
        "After an ace the next player loses his turn and the one after him plays. With two "
        "players the player of the ace plays again.",
        "بعد از آس نوبتِ نفرِ بعدی سوخته می‌شود و نفرِ بعد از او بازی می‌کند. در بازیِ دونفره "
        "بازیکنِ آس دوباره بازی می‌کند.",
        (S("000", 152, 152),),
    ),
    Rule(
        "haft_khabis/jack-changes-suit",
        "A jack changes the suit",
        "سرباز خال را عوض می‌کند",
        "A jack may be played whatever the up-card is (except a 7), and its player names the suit "
        "to be played next, his own or any other. A jack may go on a jack.",
        "سرباز را روی هر برگی (جز ۷) می‌شود آمد و بازیکنش خالی را که باید بعد آمد تعیین می‌کند، "
        "خالِ خودش یا هر خالِ دیگر. سرباز روی سرباز هم می‌آید.",
        (S("000", 153, 153),),
    ),
    Rule(
        "haft_khabis/jack-not-on-seven",
        "No jack on a 7",
        "سرباز روی ۷ نمی‌آید",
        "The one card a jack may not go on is a 7, so a jack cannot save you from a 7's cards. "
        "The seed says so without exception; allowing a jack once the 7's cards have been taken "
        "is an option.",
        "تنها برگی که سرباز رویش نمی‌آید ۷ است، پس سرباز شما را از برگ‌های ۷ نجات نمی‌دهد. سند "
        "این را بی‌استثنا می‌گوید؛ آمدنِ سرباز بعد از اینکه برگ‌های آن ۷ برداشته شد یک گزینه است.",
        (S("000", 153, 153),),
        ("jack_on_seven",),
    ),
    Rule(
        "haft_khabis/going-out",
        "The first to empty his hand wins the deal",
        "اولین کسی که دستش خالی شود دور را می‌برد",
        "Whoever plays his last card first wins the deal, and the deal ends at once: the last "
        "card's effect (a 2's or a 7's draw, a skip, a reversal, an 8's bonus) is not carried "
        "out, except that a jack doubles the count. If nobody can play or draw for a whole "
        "round, the deal is blocked and the lowest count wins it (our ruling; the seed does not "
        "consider it).",
        "هر کس زودتر آخرین برگش را بیاید دور را برده و دور همان‌جا تمام می‌شود: اثرِ برگِ آخر "
        "(برداشتنِ ۲ یا ۷، پراندن، برگرداندنِ جهت، جایزهٔ ۸) اجرا نمی‌شود، جز اینکه سرباز امتیاز را "
        "دو برابر می‌کند. اگر یک دورِ کامل هیچ‌کس نتواند بازی کند یا برگ بردارد، دور بسته شده و "
        "کمترین امتیازِ منفی آن را می‌برد (تصمیمِ ما؛ سند به این حالت نپرداخته).",
        (S("000", 154, 154),),
    ),
    Rule(
        "haft_khabis/last-card",
        "Call «تک برگ» with one card left",
        "با یک برگ باید گفت «تک برگ»",
        "A player left with one card must say «تک برگ» ('single card') at once, with the play "
        "that leaves him one card. If he does not, he draws one penalty card, straight away, "
        "before the next player moves. Mau-Mau's penalty is two cards (an option).",
        "بازیکنی که یک برگ برایش می‌ماند باید همان موقع، همراهِ برگی که بازی می‌کند، بگوید «تک "
        "برگ». اگر نگوید یک برگ جریمه می‌شود و همان وقت، پیش از اینکه نفرِ بعد بازی کند، یک برگ "
        "به او می‌دهند. جریمهٔ مائو مائو دو برگ است (یک گزینه).",
        (S("000", 154, 154),),
        ("last_card_penalty",),
    ),
    Rule(
        "haft_khabis/penalty-card",
        "A mistake costs a card",
        "هر اشتباه یک برگ جریمه",
        "Any mistake, such as playing when it is not your turn, costs one penalty card. Here a "
        "move against the rules is refused and changes nothing; the referee then gives the "
        "penalty card to whoever made the mistake, at any moment of the play.",
        "هر اشتباهی، مثلاً برگ آمدن وقتی نوبتتان نیست، یک برگ جریمه دارد. اینجا حرکتِ خلافِ "
        "قاعده پذیرفته نمی‌شود و چیزی را عوض نمی‌کند؛ بعد داور، هر وقتِ بازی، برگِ جریمه را به "
        "کسی که اشتباه کرده می‌دهد.",
        (S("000", 155, 155),),
        ("mistake_penalty",),
    ),
    Rule(
        "haft_khabis/penalty-count",
        "The cards left count against you",
        "برگ‌های مانده امتیازِ منفی‌اند",
        "When a deal ends, every other player adds up the cards left in his hand as penalty "
        "points: 2 to 10 at face value, the jack 20, the queen 3, the king 4 and the ace 11. The "
        "winner scores nothing. Totals carry over from deal to deal.",
        "وقتی دور تمام شد، هر بازیکنِ دیگر برگ‌های مانده در دستش را امتیازِ منفی حساب می‌کند: ۲ "
        "تا ۱۰ به اندازهٔ عددشان، سرباز ۲۰، بی‌بی ۳، شاه ۴ و آس ۱۱. برنده امتیازی نمی‌گیرد. "
        "جمع‌ها از دوری به دورِ بعد می‌روند.",
        (S("000", 156, 160),),
    ),
    Rule(
        "haft_khabis/jack-doubles",
        "Going out on a jack doubles the count",
        "تمام کردن با سرباز امتیاز را دو برابر می‌کند",
        "If the winner's last card is a jack, everyone else's penalty points for that deal are "
        "doubled.",
        "اگر آخرین برگی که برنده می‌آید سرباز باشد، امتیازِ منفیِ بقیه در آن دور دو برابر می‌شود.",
        (S("000", 161, 161),),
        ("jack_doubles",),
    ),
    Rule(
        "haft_khabis/elimination",
        "Out at the limit; the last player left wins",
        "رسیدن به سقف یعنی حذف؛ آخرین نفر برنده است",
        "Before play a limit is agreed, from 100 to 500 or more (200 here). A player whose total "
        "reaches the limit has lost and leaves the match; the others play on until one is left, "
        "the one with the lowest total, who wins.",
        "پیش از بازی برای امتیازِ منفی سقفی تعیین می‌شود، از ۱۰۰ تا ۵۰۰ یا بیشتر (اینجا ۲۰۰). "
        "هر کس جمعش به این سقف برسد باخته و از مسابقه بیرون می‌رود؛ بقیه ادامه می‌دهند تا یک نفر "
        "بماند، کسی که کمترین امتیازِ منفی را دارد و برنده است.",
        (S("000", 162, 162),),
        ("limit",),
    ),
)
