"""The card table: four seats around the cards in play, drawn from a generic ``TableView``.

Geography stays fixed in both languages (South at the bottom, East on the right, as the seeds
play anticlockwise), so the table is laid out left to right even on a Persian page; the labels
inside are in the page's language. On a narrow screen the seats stack one under another.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from pasur.cards import Card, parse_card
from pasur.protocol import TableView
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx
from ui.rulings_pasur import Running

TABLE_CSS = """<style>
.pasur-table { direction: ltr; display: grid; gap: 8px 12px; align-items: center;
  grid-template-columns: minmax(0,1fr) minmax(190px,0.8fr) minmax(0,1fr);
  grid-template-areas: "n n n" "w c e" "s s s"; }
.pasur-seat { border: 1px solid #ddd; border-radius: 8px; padding: 6px 8px; background: #fafafa;
  min-width: 0; }
.pasur-seat.to-move { border-color: #f9a825; box-shadow: 0 0 0 2px #f9a82566; }
.pasur-seat .who { font-size: 0.9rem; margin-bottom: 4px; unicode-bidi: plaintext; }
.pasur-hand { display: flex; flex-wrap: wrap; }
.pasur-hand img { margin-right: -16px; }
.pasur-w .pasur-hand img, .pasur-e .pasur-hand img { margin-right: -24px; }
.pasur-hand img:last-child { margin-right: 0; }
.pasur-center { grid-area: c; display: grid; min-height: 150px; border-radius: 10px;
  background: #2e7d32; padding: 8px; grid-template-areas: ". n ." "w . e" ". s .";
  justify-items: center; align-items: center; }
.pasur-center .n { grid-area: n; } .pasur-center .s { grid-area: s; }
.pasur-center .e { grid-area: e; } .pasur-center .w { grid-area: w; }
.pasur-n { grid-area: n; justify-self: center; }
.pasur-s { grid-area: s; justify-self: center; } .pasur-e { grid-area: e; }
.pasur-w { grid-area: w; }
.pasur-note { color: #fff; font-size: 0.85rem; text-align: center; unicode-bidi: plaintext; }
.pasur-counts { display: flex; flex-wrap: wrap; gap: 8px 24px; margin-top: 10px; }
.pasur-counts div { display: flex; flex-direction: column; }
.pasur-counts span { font-size: 0.85rem; color: #555; }
.pasur-counts b { font-size: 1.6rem; font-weight: 600; }
.pasur-apart { display: flex; align-items: center; gap: 10px; margin-top: 8px; }
.pasur-apart span { font-size: 0.85rem; color: #555; unicode-bidi: plaintext; }
.pasur-share { font-size: 0.85rem; color: #555; }
.pasur-link { word-break: break-all; font-size: 0.8rem; }
.pasur-table.pasur-fishing.pasur-two { grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "n" "c" "s"; }
.pasur-fishing .pasur-center { display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 6px; }
.pasur-fishing .pasur-felt-cards { direction: ltr; display: flex; flex-wrap: wrap; gap: 4px;
  justify-content: center; }
.pasur-shown { display: inline-block; position: relative; }
.pasur-shown img { outline: 3px solid #1f4e79; outline-offset: -2px; }
.pasur-seat .pasur-tag { font-size: 0.8rem; color: #1f4e79; }
@media (max-width: 700px) {
  .pasur-table { grid-template-columns: 1fr; grid-template-areas: "n" "w" "c" "e" "s"; }
  .pasur-hand img { margin-right: -24px; }
}
</style>"""

_AREAS = ("s", "e", "n", "w")


def table_html(
    ctx: Ctx,
    view: TableView,
    *,
    highlight: Card | None = None,
    legal: frozenset[Card] = frozenset(),
    card_width: int = 46,
) -> str:
    """The whole table as HTML (cards are generated SVG; every text is escaped)."""
    if view.game == "pasur":
        return TABLE_CSS + _fishing_table(ctx, view, highlight, legal, card_width)
    parts = ['<div class="pasur-table">']
    hakem = view.fact("hakem")
    players = len(view.hands)
    for s in range(players):
        area = _AREAS[texts.position(s, players)]
        held = view.hands[s]
        label = texts.seat(ctx, s, players)
        if hakem != "" and int(hakem) == s:
            label += " · " + ctx._("hakem")
        if isinstance(held, int):
            cards_html = "".join(card_img(None, width=card_width) for _ in range(held))
            count = ctx._("{n} cards", n=held)
        else:
            cards_html = "".join(
                card_img(
                    c,
                    width=card_width,
                    highlight=c == highlight,
                    dim=bool(legal) and view.to_move == s and c not in legal,
                    alt=texts.card(ctx, c),
                )
                for c in held
            )
            count = ctx._("{n} cards", n=len(held))
        cls = "pasur-seat to-move" if view.to_move == s else "pasur-seat"
        parts.append(
            f'<div class="{cls} pasur-{area}" data-seat="{s}">'
            f'<div class="who" dir="auto"><b>{html.escape(label)}</b> · {html.escape(count)}</div>'
            f'<div class="pasur-hand">{cards_html}</div></div>'
        )
    center = []
    for s, c in view.table:
        center.append(
            f'<div class="{_AREAS[texts.position(s, players)]}">'
            + card_img(c, width=card_width + 6, highlight=c == highlight, alt=texts.card(ctx, c))
            + "</div>"
        )
    contract = view.fact("contract") or view.fact("trump")
    note = ctx._("Trump: {contract}", contract=texts.contract(ctx, contract)) if contract else ""
    if note:
        center.append(
            f'<div class="pasur-note" style="grid-area: 2 / 2;">{html.escape(note)}</div>'
        )
    parts.append(f'<div class="pasur-center">{"".join(center)}</div>')
    parts.append("</div>")
    return TABLE_CSS + "".join(parts)


def _cards(ctx: Ctx, n: int) -> str:
    return ctx._("1 card") if n == 1 else ctx._("{n} cards", n=n)


def _fishing_table(
    ctx: Ctx, view: TableView, highlight: Card | None, legal: frozenset[Card], card_width: int
) -> str:
    """Pasur's table: the players' hands around the face-up cards in the middle (no trick).

    A hand this view may not see is drawn face down, except the cards shown in open Pasur.
    """
    players = len(view.hands)
    dealer = view.fact("dealer")
    cls = "pasur-table pasur-fishing" + (" pasur-two" if players == 2 else "")
    parts = [f'<div class="{cls}">']
    for s in range(players):
        area = _AREAS[texts.position(s, players)]
        held = view.hands[s]
        shown = [parse_card(c) for c in view.fact(f"shown{s}").split(".") if c]
        label = texts.seat(ctx, s, players)
        if players == 4:
            label += " · " + texts.team(ctx, s % 2)
        if dealer != "" and int(dealer) == s:
            label += " · " + ctx._("dealer")
        if isinstance(held, int):
            cards_html = "".join(
                f'<span class="pasur-shown">{card_img(c, width=card_width, alt=texts.card(ctx, c))}'
                "</span>"
                for c in shown
            ) + "".join(card_img(None, width=card_width) for _ in range(held - len(shown)))
            count = _cards(ctx, held)
        else:
            items = []
            for c in held:
                img = card_img(
                    c,
                    width=card_width,
                    highlight=c == highlight,
                    dim=bool(legal) and view.to_move == s and c not in legal,
                    alt=texts.card(ctx, c),
                )
                items.append(f'<span class="pasur-shown">{img}</span>' if c in shown else img)
            cards_html = "".join(items)
            count = _cards(ctx, len(held))
        shown_text = ctx._("shown: {n}", n=len(shown))
        tag = f' <span class="pasur-tag">{html.escape(shown_text)}</span>' if shown else ""
        box = "pasur-seat to-move" if view.to_move == s else "pasur-seat"
        parts.append(
            f'<div class="{box} pasur-{area}" data-seat="{s}">'
            f'<div class="who" dir="auto"><b>{html.escape(label)}</b> · {html.escape(count)}{tag}'
            f'</div><div class="pasur-hand">{cards_html}</div></div>'
        )
    table = [c for _seat, c in view.table]
    felt = "".join(
        card_img(c, width=card_width + 4, highlight=c == highlight, alt=texts.card(ctx, c))
        for c in table
    )
    deal, deals, stock = view.fact("deal"), view.fact("deals"), view.fact("stock")
    notes = []
    if not table:
        notes.append(ctx._("The table is empty."))
    if deal and deal != "0":
        notes.append(
            ctx._(
                "Deal {n} of {total} · {stock} cards still to deal",
                n=int(deal),
                total=int(deals or 0),
                stock=int(stock or 0),
            )
        )
    note = "".join(f'<div class="pasur-note">{html.escape(n)}</div>' for n in notes)
    parts.append(
        f'<div class="pasur-center"><div class="pasur-felt-cards" data-table="{len(table)}">'
        f"{felt}</div>{note}</div>"
    )
    parts.append("</div>")
    return "".join(parts)


RUNNING_CSS = """<style>
table.pasur-running { border-collapse: collapse; margin-top: 10px;
  font-variant-numeric: tabular-nums; }
table.pasur-running th, table.pasur-running td { padding: 3px 12px; text-align: center;
  border-bottom: 1px solid rgba(128,128,128,0.25); white-space: nowrap; }
table.pasur-running th { font-size: 0.85rem; font-weight: 600; color: #555; }
table.pasur-running td.pasur-side { text-align: start; font-weight: 600; }
table.pasur-running td.pasur-big { font-size: 1.3rem; font-weight: 700; }
</style>"""


def running_html(
    ctx: Ctx, count: Sequence[Running], score: Sequence[int], players: int, *, over: bool = False
) -> str:
    """Pasur's running count per side: cards taken, clubs, surs, points so far, game score."""
    e = html.escape
    heads = (
        ctx._("Side"),
        ctx._("Cards taken"),
        ctx._("Clubs"),
        ctx._("Surs"),
        ctx._("Round points") if over else ctx._("Points so far"),
        ctx._("Game score"),
    )
    rows = []
    for s, r in enumerate(count):
        sur = ctx.num(r.surs) + (f" ({ctx.num(r.sur_points)})" if r.sur_points else "")
        clubs = ctx.num(r.clubs) + (" ✓" if r.clubs_points else "")
        cells = (
            f'<td class="pasur-side">{e(texts.side(ctx, s, players))}</td>'
            f"<td>{e(ctx.num(r.cards))}</td><td>{e(clubs)}</td><td>{e(sur)}</td>"
            f'<td class="pasur-big">{e(ctx.num(r.total))}</td>'
            f"<td>{e(ctx.num(score[s]) if s < len(score) else '')}</td>"
        )
        rows.append(f"<tr>{cells}</tr>")
    head = "".join(f"<th>{e(h)}</th>" for h in heads)
    return (
        RUNNING_CSS
        + f'<table class="pasur-running pasur-counts-table" dir="{"rtl" if ctx.rtl else "ltr"}">'
        + f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
