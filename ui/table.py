"""The card table: two, three or four seats around the cards in play, drawn from a generic
``TableView``. Two players sit South and North, three South, East and West (the order of play
stays anticlockwise); only a table of four colours its seats by team.

Geography stays fixed in both languages (South at the bottom, East on the right, as the seeds
play anticlockwise), so the table is laid out left to right even on a Persian page; the labels
inside are in the page's language. On a narrow screen the seats stack one under another.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from pasur.cards import Card, parse_card
from pasur.protocol import TableView
from ui import texts
from ui.cards import card_img, row_html
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
.pasur-w .pasur-hand, .pasur-e .pasur-hand { padding-right: 24px; }
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
.pasur-table.pasur-two { grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "n" "c" "s"; }
.pasur-table.pasur-two .pasur-center { justify-self: center; min-width: 240px; }
.pasur-table.pasur-three { grid-template-areas: "w c e" "s s s"; }
.pasur-seat.pasur-team0 { background: #eef4fb; }
.pasur-seat.pasur-team1 { background: #fbf3ea; }
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
    players = len(view.hands)
    size = {2: " pasur-two", 3: " pasur-three"}.get(players, "")
    parts = [f'<div class="pasur-table{size}" data-players="{players}">']
    hakem = view.fact("hakem")
    dealer = view.fact("dealer")
    for s in range(players):
        area = _AREAS[texts.position(s, players)]
        held = view.hands[s]
        label = texts.seat(ctx, s, players)
        if hakem != "" and int(hakem) == s:
            label += " · " + ctx._("hakem")
        elif dealer != "" and int(dealer) == s and players == 4:
            label += " · " + ctx._("dealer")
        cards_html = _hand_html(ctx, held, card_width, s, view, highlight, legal)
        count = _cards(ctx, held if isinstance(held, int) else len(held))
        cls = "pasur-seat to-move" if view.to_move == s else "pasur-seat"
        if players == 4:
            cls += f" pasur-team{s % 2}"
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
    notes = [ctx._("Trump: {contract}", contract=texts.contract(ctx, contract))] if contract else []
    stock = view.fact("stock")
    if stock != "" and view.phase in ("discard", "draw"):
        notes.append(ctx._("Stock: {n}", n=int(stock)))
    if notes:
        note = "<br>".join(html.escape(n) for n in notes)
        center.append(f'<div class="pasur-note" style="grid-area: 2 / 2;">{note}</div>')
    parts.append(f'<div class="pasur-center">{"".join(center)}</div>')
    parts.append("</div>")
    return TABLE_CSS + "".join(parts)


def _held_card(
    ctx: Ctx,
    c: Card,
    width: int,
    seat: int,
    view: TableView,
    highlight: Card | None,
    legal: frozenset[Card],
) -> str:
    """One card of *seat*'s hand: marked when it is *highlight*, dimmed when that seat is to
    move and the card is not one of the *legal* ones."""
    dim = bool(legal) and view.to_move == seat and c not in legal
    return card_img(c, width=width, highlight=c == highlight, dim=dim, alt=texts.card(ctx, c))


def _hand_html(
    ctx: Ctx,
    held: int | Sequence[Card],
    width: int,
    seat: int,
    view: TableView,
    highlight: Card | None,
    legal: frozenset[Card],
) -> str:
    """*seat*'s hand: its cards (see :func:`_held_card`), or as many backs when it is hidden."""
    if isinstance(held, int):
        return "".join(card_img(None, width=width) for _ in range(held))
    return "".join(_held_card(ctx, c, width, seat, view, highlight, legal) for c in held)


def _cards(ctx: Ctx, n: int) -> str:
    return ctx._("1 card") if n == 1 else ctx._("{n} cards", n=n)


PANEL_CSS = """<style>
.pasur-panel { border: 1px solid #c9d6e3; border-radius: 8px; padding: 8px 12px;
  margin-top: 10px; background: #f7fafc; }
.pasur-panel .pasur-title { font-weight: 600; font-size: 0.95rem; margin-bottom: 4px; }
.pasur-panel .pasur-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px;
  margin: 4px 0; font-size: 0.9rem; }
.pasur-panel .pasur-row > span { unicode-bidi: plaintext; }
.pasur-panel .pasur-cards { display: inline-flex; gap: 2px; }
.pasur-panel .pasur-rule { font-size: 0.75rem; color: #555; }
.pasur-panel .pasur-rule code { direction: ltr; unicode-bidi: isolate; }
.pasur-panel ol { margin: 4px 0; padding-inline-start: 22px; font-size: 0.85rem; }
.pasur-panel .pasur-unseen { color: #8a5a00; font-size: 0.8rem; }
</style>"""

_SMALL = 34


def _row(ctx: Ctx, label: str, cards: Sequence[Card | None] = (), note: str = "") -> str:
    pics = row_html(list(cards), lang=ctx.lang, width=_SMALL) if cards else ""
    extra = f'<span class="pasur-unseen">{html.escape(note)}</span>' if note else ""
    return f'<div class="pasur-row"><span>{html.escape(label)}</span>{pics}{extra}</div>'


def _panel(ctx: Ctx, kind: str, title: str, body: str, rule: str = "", rule_id: str = "") -> str:
    foot = (
        f'<div class="pasur-rule">{html.escape(rule)} · <code>{html.escape(rule_id)}</code></div>'
        if rule_id
        else ""
    )
    direction = "rtl" if ctx.rtl else "ltr"
    return (
        f'<div class="pasur-panel pasur-{kind}" dir="{direction}">'
        f'<div class="pasur-title">{html.escape(title)}</div>{body}{foot}</div>'
    )


def _codes(text: str) -> list[Card]:
    return [parse_card(c) for c in text.replace(",", " ").replace(".", " ").split() if c]


def _turn(ctx: Ctx, turn: Any, seat: int | None, players: int) -> str:
    """One turn of the two-player draw as *seat* (None: everyone) may know it."""
    _ = ctx._
    who = texts.seat(ctx, turn.seat, players)
    if seat is not None and seat != turn.seat:
        return _row(
            ctx,
            _("{seat} took one card and put one aside; you did not see them.", seat=who),
            [None, None],
        )
    seen_aside = not turn.keep or turn.second_seen
    saw = (turn.top, turn.second) if turn.last_pair else (turn.top,)
    parts = [_row(ctx, _("{seat} saw:", seat=who), saw)]
    parts.append(_row(ctx, _("kept:"), [turn.taken]))
    if seen_aside:
        parts.append(_row(ctx, _("put aside, seen:"), [turn.burned]))
    elif seat is None:
        parts.append(
            _row(ctx, _("put aside:"), [turn.burned], _("{seat} did not see this card", seat=who))
        )
    else:
        parts.append(_row(ctx, _("put aside:"), [None], _("unseen")))
    return "".join(parts)


def draw_panel(ctx: Ctx, spec: Any, state: Any, seat: int | None, just_drew: bool) -> str:
    """Two-player Hokm's discard and draw as *seat* (None: all cards open) may see them: what
    the drawer saw and chose at this step, the stock, and the cards each player has seen go
    aside."""
    if getattr(state, "players", 4) != 2 or not (
        state.draw_log or state.phase in ("discard", "draw")
    ):
        return ""
    _ = ctx._
    players = 2
    view = state.view(seat)
    body = []
    stock = view.fact("stock")
    if stock != "":
        body.append(_row(ctx, _("Cards left in the stock: {n}", n=int(stock))))
    if state.phase == "discard" and state.to_move is not None and state.to_move >= 0:
        body.append(
            _row(
                ctx,
                _(
                    "{seat} is to put {n} cards aside face down.",
                    seat=texts.seat(ctx, state.to_move, players),
                    n=state.discard_count(state.to_move),
                ),
            )
        )
    rule_id = "hokm/two-player-draw" if state.draw_log or state.phase == "draw" else ""
    if just_drew and state.draw_log:
        turn = state.draw_log[-1]
        heading = _("This step")
        body.append(f'<div class="pasur-title">{html.escape(heading)}</div>')
        body.append(_turn(ctx, turn, seat, players))
        if turn.last_pair:
            rule_id = "hokm/two-player-last-pair"
    if state.phase == "draw":
        drawer = texts.seat(ctx, state.to_move, players)
        offer = _codes(view.fact("offer"))
        if offer and len(offer) == 2:
            body.append(_row(ctx, _("{seat} now sees the last two cards:", seat=drawer), offer))
            rule_id = "hokm/two-player-last-pair"
        elif offer:
            body.append(_row(ctx, _("{seat} now sees the top card:", seat=drawer), offer))
        else:
            body.append(
                _row(
                    ctx,
                    _("{seat} is looking at the top card; you cannot see it.", seat=drawer),
                    [None],
                )
            )
    for s in range(players) if seat is None else (seat,):
        seen = _codes(state.view(s).fact("seen_aside"))
        label = _("Put aside, seen by {seat}:", seat=texts.seat(ctx, s, players))
        body.append(_row(ctx, label, seen) if seen else _row(ctx, label + " " + _("none")))
    if state.draw_log:
        items = []
        for i, turn in enumerate(state.draw_log, 1):
            items.append(f'<li value="{i}">{_turn(ctx, turn, seat, players)}</li>')
        body.append(
            "<details><summary>"
            + html.escape(_("Every draw so far ({n})", n=len(state.draw_log)))
            + f"</summary><ol>{''.join(items)}</ol></details>"
        )
    rule = texts.rule_title(ctx, spec, rule_id or "hokm/two-player-discard")
    return PANEL_CSS + _panel(
        ctx,
        "draw",
        _("The two-player draw"),
        "".join(body),
        rule,
        rule_id or "hokm/two-player-discard",
    )


def extras_panels(ctx: Ctx, spec: Any, state: Any, seat: int | None) -> str:
    """Cards turned up by a trump custom or shown by a conceding side, the dealer's peek (in
    his own view only) and a misdeal waiting for its remedy."""
    _ = ctx._
    out = []
    players = state.players
    view = state.view(seat)
    reveal = state.reveal
    if reveal is not None:
        codes = " ".join(c.code for c in reveal.cards)
        body = _row(ctx, _("Turned up for everyone to see:"), list(reveal.cards))
        body += _row(ctx, texts.reveal(ctx, reveal.why, codes, reveal.contract))
        out.append(
            _panel(
                ctx,
                "reveal",
                _("Trump by a custom: {custom}", custom=texts.custom(ctx, reveal.custom)),
                body,
                texts.rule_title(ctx, spec, reveal.rule_id),
                reveal.rule_id,
            )
        )
    shown = [c for c in _codes(view.fact("shown")) if reveal is None or c not in reveal.cards]
    if shown:
        rule_id = "hokm/concession" if state.conceded_by is not None else "hokm/misdeal"
        out.append(
            _panel(
                ctx,
                "shown",
                _("Shown face up to everyone"),
                _row(ctx, _("These cards were shown to all:"), shown),
                texts.rule_title(ctx, spec, rule_id),
                rule_id,
            )
        )
    peek = _codes(view.fact("peek"))
    if peek and state.dealer is not None:
        out.append(
            _panel(
                ctx,
                "peek",
                _("The dealer's peek"),
                _row(
                    ctx,
                    _(
                        "{seat}, the dealer, has seen these cards of his partner's (packet {n}); "
                        "nobody else has:",
                        seat=texts.seat(ctx, state.dealer, players),
                        n=int(state.peek),
                    ),
                    peek,
                ),
                texts.rule_title(ctx, spec, "hokm/dealer-peek"),
                "hokm/dealer-peek",
            )
        )
    if state.misdeal is not None and state.phase in ("misdeal", "misdeal_draw"):
        from pasur.games.hokm import misdeal_ruling

        extra, short, count = state.misdeal
        ruling = misdeal_ruling(state.options, state.hakem or 0, extra, count)
        names = {
            "redeal": _("a redeal"),
            "give": _("a card handed over"),
            "blind": _("a blind draw"),
        }
        values = {
            "extra": texts.seat(ctx, extra, players),
            "short": texts.seat(ctx, short, players),
            "why": texts.misdeal_why(ctx, ruling.why),
        }
        text = (
            _("{extra} holds one card too many and {short} one too few: {why}.", **values)
            if count == 1
            else _(
                "{extra} holds {n} cards too many and {short} as many too few: {why}.",
                n=int(count),
                **values,
            )
        )
        choices = ("، " if ctx.rtl else ", ").join(names.get(c, c) for c in ruling.choices)
        body = _row(ctx, text) + _row(ctx, _("Remedies: {choices}", choices=choices))
        out.append(
            _panel(
                ctx,
                "misdeal",
                _("Misdeal"),
                body,
                texts.rule_title(ctx, spec, ruling.rule_id),
                ruling.rule_id,
            )
        )
    return PANEL_CSS + "".join(out) if out else ""


# --- Poker and Haft Khabis: up to eight seats --------------------------------------------------

RING_CSS = """<style>
.pasur-ring { direction: ltr; display: flex; flex-direction: column; gap: 8px; }
.pasur-ring .pasur-ring-row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.pasur-ring .pasur-ring-row .pasur-seat { flex: 1 1 150px; max-width: 260px; }
.pasur-ring .pasur-center { min-height: 120px; }
.pasur-felt { display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 6px; }
.pasur-felt .pasur-board { direction: ltr; display: flex; gap: 4px; flex-wrap: wrap;
  justify-content: center; }
.pasur-slot { display: inline-block; border: 2px dashed #ffffff66; border-radius: 6px; }
.pasur-seat .pasur-line { font-size: 0.85rem; unicode-bidi: plaintext; color: #333; }
.pasur-seat .pasur-badge { display: inline-block; font-size: 0.75rem; border-radius: 10px;
  padding: 0 7px; margin-inline-start: 4px; background: #e0e0e0; color: #333; }
.pasur-seat .pasur-badge.dealer { background: #fff; border: 2px solid #333; font-weight: 700; }
.pasur-seat .pasur-badge.allin { background: #c62828; color: #fff; }
.pasur-seat .pasur-badge.folded { background: #9e9e9e; color: #fff; }
.pasur-seat .pasur-badge.out { background: #424242; color: #fff; }
.pasur-seat .pasur-badge.won { background: #2e7d32; color: #fff; }
.pasur-seat .pasur-badge.tak { background: #f9a825; color: #000; }
.pasur-seat .pasur-badge.skip { background: #6a1b9a; color: #fff; }
.pasur-seat.pasur-folded .pasur-hand { opacity: 0.45; }
.pasur-seat.pasur-gone { opacity: 0.55; }
.pasur-seat .pasur-best { margin-top: 4px; font-size: 0.85rem; unicode-bidi: plaintext; }
.pasur-seat .pasur-best .pasur-cards { direction: ltr; display: inline-flex; gap: 1px;
  vertical-align: middle; }
.pasur-felt .pasur-note b { font-size: 1.05rem; }
</style>"""


def _layout(players: int, seats: Sequence[str], center: str, kind: str) -> str:
    """Seats around the felt: the compass grid at two to four seats, else two rows (seat 0 at
    the bottom left, play going right along the bottom and back along the top)."""
    if players in texts.POSITIONS:
        size = {2: " pasur-two", 3: " pasur-three"}.get(players, "")
        return (
            f'<div class="pasur-table pasur-{kind}{size}" data-players="{players}">'
            + "".join(seats)
            + f'<div class="pasur-center pasur-felt">{center}</div></div>'
        )
    bottom = (players + 1) // 2
    top = "".join(reversed(seats[bottom:]))
    return (
        f'<div class="pasur-ring pasur-{kind}" data-players="{players}">'
        f'<div class="pasur-ring-row">{top}</div>'
        f'<div class="pasur-center pasur-felt">{center}</div>'
        f'<div class="pasur-ring-row">{"".join(seats[:bottom])}</div></div>'
    )


def _seat_box(
    ctx: Ctx,
    view: TableView,
    s: int,
    players: int,
    parts: tuple[Sequence[tuple[str, str]], Sequence[str], str],
    *,
    extra: str = "",
    cls: str = "",
) -> str:
    """Seat *s*'s box at a table of *players*: its name and *parts* (the badges, the lines under
    the name and the cards' HTML), then *extra*; marked when the seat is to move in *view*."""
    badges, lines, cards = parts
    to_move = view.to_move == s
    area = f" pasur-{_AREAS[texts.position(s, players)]}" if players in texts.POSITIONS else ""
    box = "pasur-seat" + (" to-move" if to_move else "") + area + (f" {cls}" if cls else "")
    badge_html = "".join(
        f'<span class="pasur-badge {k}">{html.escape(text)}</span>' for k, text in badges
    )
    line_html = "".join(f'<div class="pasur-line">{html.escape(x)}</div>' for x in lines)
    return (
        f'<div class="{box}" data-seat="{s}">'
        f'<div class="who" dir="auto"><b>{html.escape(texts.seat(ctx, s, players))}</b>'
        f"{badge_html}</div>{line_html}"
        f'<div class="pasur-hand">{cards}</div>{extra}</div>'
    )


def _nums(text: str) -> list[int]:
    return [int(x) for x in text.split("-") if x.lstrip("-").isdigit()]


def poker_table_html(ctx: Ctx, state: Any, view: TableView, *, card_width: int = 46) -> str:
    """Poker's table as *view* may see it: each seat's chips, bet this round, folded or all-in,
    hole cards (face down unless this view may see them, or shown at the showdown), the dealer
    button and whose turn; on the felt the board, the street and the pots with side pots. Once a
    hand is settled, each hand shown with its best five and category, and who won what."""
    _ = ctx._
    players = int(view.fact("players") or len(view.hands))
    stacks = _nums(view.fact("stacks"))
    bets = _nums(view.fact("bets"))
    folded = view.fact("folded")
    seated = view.fact("seated")
    dealer = view.fact("dealer")
    results = getattr(state, "results", ())
    settled = None
    if results and results[-1].hand_no == state.hand_no and state.phase in ("shuffle", "over"):
        settled = results[-1]
    best = dict(settled.showdown) if settled is not None else {}
    shown = dict(settled.shown) if settled is not None else {}
    won: dict[int, int] = {}
    if settled is not None:
        for award in settled.awards:
            for w, x in zip(award.winners, award.shares, strict=False):
                won[w] = won.get(w, 0) + x
    width = card_width if players <= 4 else card_width - 6
    seats = []
    for s in range(players):
        held = view.hands[s] if s < len(view.hands) else 0
        is_out = seated[s : s + 1] == "0" and s not in won
        badges: list[tuple[str, str]] = []
        if dealer != "" and int(dealer) == s:
            badges.append(("dealer", _("dealer")))
        if is_out:
            badges.append(("out", _("out")))
        elif folded[s : s + 1] == "1" and settled is None:
            badges.append(("folded", _("folded")))
        elif s < len(stacks) and stacks[s] == 0 and settled is None and state.phase != "shuffle":
            badges.append(("allin", _("all in")))
        if s in won:
            badges.append(("won", _("wins {n}", n=won[s])))
        lines = [_("Chips: {n}", n=stacks[s] if s < len(stacks) else 0)]
        if s < len(bets) and bets[s]:
            lines.append(_("Bet this round: {n}", n=bets[s]))
        if s in shown:
            hole: Sequence[Any] = shown[s]
        elif isinstance(held, int):
            hole = [None] * held
        else:
            hole = held
        cards = "".join(
            card_img(c, width=width, alt=texts.card(ctx, c) if c is not None else "") for c in hole
        )
        extra = ""
        if s in best:
            rank = best[s]
            mine = shown.get(s, ())
            five = "".join(
                card_img(c, width=_SMALL - 6, highlight=c in mine, alt=texts.card(ctx, c))
                for c in rank.five
            )
            name = html.escape(texts.category(ctx, rank.category))
            extra = (
                f'<div class="pasur-best" dir="auto"><b>{name}</b> '
                f'<span class="pasur-cards">{five}</span></div>'
            )
        folded_cls = "pasur-folded" if folded[s : s + 1] == "1" and not is_out else ""
        seats.append(
            _seat_box(ctx, view, s, players, (badges, lines, cards), extra=extra, cls=folded_cls)
        )
    board = [c for _seat, c in view.table]
    slots = "".join(card_img(c, width=card_width, alt=texts.card(ctx, c)) for c in board) + "".join(
        f'<span class="pasur-slot" style="width:{card_width}px;height:{int(card_width * 1.4)}px">'
        "</span>"
        for _ in range(5 - len(board))
    )
    notes = []
    street = view.fact("street")
    if view.phase in ("preflop", "flop", "turn", "river", "deal_flop", "deal_turn", "deal_river"):
        notes.append(_("Betting round: {street}", street=texts.street(ctx, street)))
    pots = []
    i = 0
    while view.fact(f"pot{i}"):
        chips, _colon, who = view.fact(f"pot{i}").partition(":")
        pots.append((int(chips), [int(x) for x in who]))
        i += 1
    if settled is not None:
        pots = [(a.amount, list(a.eligible)) for a in settled.awards]
    sep = "، " if ctx.rtl else ", "
    side = 0
    for i, (amount, eligible) in enumerate(pots):
        names = sep.join(texts.seat(ctx, x, players) for x in eligible)
        if i and len(eligible) == 1:
            # The engine's one-seat pot: chips nobody has called (yet), given back at the end.
            text = (
                _("Given back, nobody could call: {n} ({seat})", n=amount, seat=names)
                if settled is not None
                else _("Not called yet: {n} ({seat})", n=amount, seat=names)
            )
        elif i:
            side += 1
            text = _("Side pot {i}: {n}", i=side, n=amount) + f" ({names})"
        else:
            text = _("Pot: {n}", n=amount)
            if len(pots) > 1 and eligible:
                text += f" ({names})"
        notes.append(text)
    if not pots and view.phase not in ("dealer", "shuffle"):
        notes.append(_("Pot: {n}", n=int(view.fact("pot") or 0)))
    note = "".join(f'<div class="pasur-note">{html.escape(n)}</div>' for n in notes)
    center = f'<div class="pasur-board" data-board="{len(board)}">{slots}</div>{note}'
    return TABLE_CSS + RING_CSS + _layout(players, seats, center, "poker")


def haft_khabis_table_html(
    ctx: Ctx,
    state: Any,
    view: TableView,
    *,
    calls: frozenset[int] = frozenset(),
    skipped: int | None = None,
    legal: frozenset[Card] = frozenset(),
    highlight: Card | None = None,
    card_width: int = 46,
) -> str:
    """Haft Khabis's table: each hand (or its size), the penalty totals and eliminated players,
    the «تک برگ» calls, the seat just skipped; on the felt the up-card and the suit to play (a
    jack's call), the stock, the direction of play, 7s waiting to be taken and an 8's bonus."""
    _ = ctx._
    players = int(view.fact("players") or len(view.hands))
    totals = _nums(view.fact("totals"))
    alive = view.fact("alive")
    dealer = view.fact("dealer")
    width = card_width if players <= 4 else card_width - 8
    seats = []
    for s in range(players):
        held = view.hands[s] if s < len(view.hands) else ()
        badges: list[tuple[str, str]] = []
        if dealer != "" and int(dealer) == s:
            badges.append(("dealer", _("dealer")))
        gone = alive[s : s + 1] == "0"
        if gone:
            badges.append(("out", _("out")))
        if s in calls:
            badges.append(("tak", _("«tak barg»")))
        if skipped == s:
            badges.append(("skip", _("skipped")))
        count = held if isinstance(held, int) else len(held)
        lines = [
            _("1 card") if count == 1 else _("{n} cards", n=count),
            _("Penalty points: {n}", n=totals[s] if s < len(totals) else 0),
        ]
        cards = _hand_html(ctx, held, width, s, view, highlight, legal)
        cls = "pasur-gone" if gone else ""
        seats.append(_seat_box(ctx, view, s, players, (badges, lines, cards), cls=cls))
    notes = []
    top = view.fact("top")
    up = ""
    if top:
        up = card_img(parse_card(top), width=card_width + 8, alt=texts.card(ctx, top))
        active = view.fact("suit")
        if view.fact("called"):
            notes.append(_("A jack called {suit}: play {suit}.", suit=texts.suit(ctx, active)))
        else:
            notes.append(_("Suit to play: {suit}", suit=texts.suit(ctx, active)))
        notes.append(
            _(
                "Stock: {n} · pile: {m}",
                n=int(view.fact("stock") or 0),
                m=int(view.fact("pile") or 0),
            )
        )
        notes.append(
            _("Direction: in seat order ↺")
            if view.fact("direction") == "ccw"
            else _("Direction: reversed ↻")
        )
    mode = view.fact("mode")
    if int(view.fact("draw") or 0):
        notes.append(
            _(
                "7s on the pile: take {n} cards or play a 7.",
                n=int(view.fact("draw")),
            )
        )
    if mode in ("bonus", "bonus_drawn"):
        notes.append(_("After the 8: a bonus card of its suit, or another 8."))
    drawn = view.fact("drawn")
    if drawn and mode in ("drawn", "bonus_drawn"):
        notes.append(_("Just drawn: {card}; play it or keep it.", card=texts.card(ctx, drawn)))
    notes.append(_("Out at {n} penalty points", n=int(view.fact("limit") or 0)))
    note = "".join(f'<div class="pasur-note">{html.escape(n)}</div>' for n in notes)
    center = f'<div class="pasur-board">{up}</div>{note}'
    return TABLE_CSS + RING_CSS + _layout(players, seats, center, "shedding")
