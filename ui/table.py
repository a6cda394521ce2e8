"""The card table: four seats around the cards in play, drawn from a generic ``TableView``.

Geography stays fixed in both languages (South at the bottom, East on the right, as the seeds
play anticlockwise), so the table is laid out left to right even on a Persian page; the labels
inside are in the page's language. On a narrow screen the seats stack one under another.
"""

from __future__ import annotations

import html

from pasur.cards import Card
from pasur.protocol import TableView
from ui import texts
from ui.cards import card_img
from ui.frame import Ctx

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
