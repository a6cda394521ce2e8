"""Cards and suits: the names of suits and ranks in both languages, the seeds' notes on the
suits, and which deck each game uses."""

import streamlit as st

from pasur.cards import Card, Rank, Suit, cards
from pasur.engines.tricks import Order, ranks_high_to_low
from ui.cards import card_img, card_name
from ui.frame import frame
from ui.i18n import digits
from ui.lessons import sources_text
from ui.reference import GAME_NAMES, load_basics, pick, sources_of

ctx = frame()
_ = ctx._
data = load_basics()


def cards_row(row: list[Card], *, width: int = 48, dimmed: bool = False) -> str:
    """A row of cards that reads in the page's direction: on a Persian page the first card is on
    the right, and a row that wraps goes on from the right."""
    items = "".join(card_img(c, width=width, dim=dimmed, alt=card_name(c, ctx.lang)) for c in row)
    direction = "rtl" if ctx.rtl else "ltr"
    return (
        f'<div dir="{direction}" style="direction: {direction}; display: flex; flex-wrap: wrap; '
        f'gap: 4px; margin-bottom: 8px;">{items}</div>'
    )


st.title(_("Cards and suits"))
st.markdown(pick(data["intro"], ctx.lang))

st.markdown(cards_row([Card(Rank.ACE, s) for s in Suit], width=64), unsafe_allow_html=True)

st.header(_("The four suits"))
COLOURS = {True: _("red"), False: _("black")}
for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
    entry = data["suits"][suit.letter]
    with st.container(border=True):
        if ctx.lang == "fa":
            st.subheader(f"{suit.symbol} {suit.persian} · {suit.english}")
        else:
            st.subheader(f"{suit.symbol} {suit.english} · {suit.persian}")
        top = [Card(r, suit) for r in ranks_high_to_low(Order.ACE_HIGH)[:5]]
        st.markdown(cards_row(top), unsafe_allow_html=True)
        facts = [_("Colour: {colour}", colour=COLOURS[suit.is_red])]
        also = pick(entry.get("also"), ctx.lang)
        if also:
            facts.append(also)
        st.markdown(" · ".join(facts))
        st.markdown(pick(entry.get("note"), ctx.lang))
        st.caption(_("Sources: {sources}", sources=sources_text(ctx, sources_of(entry["sources"]))))

st.markdown(pick(data["suit_order"], ctx.lang))
st.caption(
    _("Sources: {sources}", sources=sources_text(ctx, sources_of(data["suit_order"]["sources"])))
)

st.header(_("The ranks"))
table = [f"| {_('Card')} | {_('Persian')} | {_('English')} |", "| --- | --- | --- |"]
table += [
    f"| {digits(rank.display, ctx.lang)} | {rank.persian} | {rank.english} |"
    for rank in ranks_high_to_low(Order.ACE_HIGH)
]
st.markdown("\n".join(table))
st.markdown(_("The spades in Hokm's order, from the highest card to the lowest:"))
spades = [Card(r, Suit.SPADES) for r in ranks_high_to_low(Order.ACE_HIGH)]
st.markdown(cards_row(spades, width=44), unsafe_allow_html=True)
st.markdown(pick(data["ranks"], ctx.lang))
st.caption(_("Sources: {sources}", sources=sources_text(ctx, sources_of(data["ranks"]["sources"]))))
st.markdown(
    _(
        "A card's name is its rank and then its suit: {example_fa} in Persian, {example_en} in "
        "English.",
        example_fa=Card(Rank.TEN, Suit.DIAMONDS).persian,
        example_en=Card(Rank.TEN, Suit.DIAMONDS).english,
    )
)

st.header(_("Where the suits come from"))
st.markdown(pick(data["history"], ctx.lang))
st.caption(
    _("Sources: {sources}", sources=sources_text(ctx, sources_of(data["history"]["sources"])))
)

st.header(_("Which deck each game uses"))
for game in data["games"]:
    with st.container(border=True):
        st.subheader(ctx.gettext(GAME_NAMES.get(game["id"], game["id"])))
        st.markdown(pick(game["deck"], ctx.lang))
        removed = cards(game.get("removed", ""))
        if removed:
            st.markdown(_("Taken out of the deck:"))
            st.markdown(cards_row(list(removed), width=44, dimmed=True), unsafe_allow_html=True)
        st.caption(_("Sources: {sources}", sources=sources_text(ctx, sources_of(game["sources"]))))
