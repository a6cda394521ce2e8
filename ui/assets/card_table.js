// The card table: every game's table drawn from one data shape (see ui/card_table.py).
// No network: card pictures come from the app's own static folder; every text is set with
// textContent (never innerHTML), so nothing the server sends is read as markup.

const SELECTED = new WeakMap(); // root -> {key, picked: Set, card}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function picture(base, code, label, width) {
  const img = el("img", "ct-img");
  img.src = base + (code || "back") + ".svg";
  img.alt = label || "";
  img.draggable = false;
  if (width) img.width = width;
  return img;
}

function say(root, text, kind) {
  const status = root.querySelector(".ct-status");
  if (!status) return;
  status.textContent = text || "";
  status.dataset.kind = kind || "";
}

function seatBox(data, seat, state, send) {
  const box = el("section", "ct-seat ct-" + seat.pos);
  box.dataset.seat = String(seat.seat);
  if (seat.turn) box.classList.add("ct-turn");
  if (seat.you) box.classList.add("ct-you");
  if (seat.team !== null && seat.team !== undefined) box.classList.add("ct-team" + seat.team);
  const head = el("div", "ct-who");
  head.append(el("b", "ct-name", seat.name));
  for (const badge of seat.badges || []) head.append(el("span", "ct-badge", badge));
  if (seat.count_text) head.append(el("span", "ct-count", seat.count_text));
  box.append(head);
  if (seat.note) box.append(el("div", "ct-note", seat.note));
  const active = data.active === seat.seat;
  const row = el("div", "ct-cards" + (seat.cards ? " ct-open" : " ct-backs"));
  if (active) {
    row.classList.add("ct-hand");
    row.setAttribute("role", "toolbar");
    row.setAttribute("aria-label", data.words.hand || "");
  }
  if (seat.cards) {
    seat.cards.forEach((spot, i) => {
      if (!active) {
        const holder = el("span", "ct-card");
        holder.append(picture(data.base, spot.c, spot.label));
        if (spot.win) holder.classList.add("ct-win");
        row.append(holder);
        return;
      }
      const button = el("button", "ct-card ct-play");
      button.type = "button";
      button.dataset.card = spot.c;
      button.setAttribute("aria-label", spot.label + (spot.ok ? "" : " — " + spot.why));
      button.title = spot.ok ? spot.label : spot.why;
      button.tabIndex = i === 0 ? 0 : -1;
      if (!spot.ok) {
        button.classList.add("ct-dim");
        button.setAttribute("aria-disabled", "true");
      }
      if (state.picked.has(spot.c) || state.card === spot.c) button.classList.add("ct-up");
      button.append(picture(data.base, spot.c, ""));
      button.addEventListener("click", () => send.card(spot));
      row.append(button);
    });
  } else {
    // Cards this seat has shown to everybody (open Pasur) face up, then the rest face down.
    for (const spot of seat.shown || []) {
      const holder = el("span", "ct-card ct-shown");
      holder.append(picture(data.base, spot.c, spot.label));
      row.append(holder);
    }
    const shown = Math.min(seat.count - (seat.shown || []).length, 13);
    for (let i = 0; i < shown; i += 1) {
      const holder = el("span", "ct-card ct-back");
      holder.append(picture(data.base, null, ""));
      row.append(holder);
    }
  }
  box.append(row);
  return box;
}

function centre(data, state, send) {
  const mid = el("div", "ct-centre");
  if (data.trick && data.trick.length) {
    const trick = el("div", "ct-trick");
    trick.setAttribute("aria-label", data.words.trick || "");
    for (const t of data.trick) {
      const spot = el("span", "ct-card ct-at-" + t.pos);
      if (t.win) spot.classList.add("ct-win");
      spot.append(picture(data.base, t.c, t.label));
      trick.append(spot);
    }
    mid.append(trick);
  }
  for (const r of data.rows || []) {
    const row = el("div", "ct-row");
    if (r.label) row.append(el("div", "ct-row-label", r.label));
    const cards = el("div", "ct-cards ct-open");
    for (const spot of r.cards) {
      if (r.play && data.active !== null) {
        const b = el("button", "ct-card ct-play ct-from-row");
        b.type = "button";
        b.dataset.card = spot.c;
        b.setAttribute("aria-label", spot.label + (spot.ok ? "" : " — " + spot.why));
        b.title = spot.ok ? spot.label : spot.why;
        if (!spot.ok) {
          b.classList.add("ct-dim");
          b.setAttribute("aria-disabled", "true");
        }
        b.append(picture(data.base, spot.c, ""));
        b.addEventListener("click", () => send.card(spot));
        cards.append(b);
      } else if (r.pick) {
        const b = el("button", "ct-card ct-pick");
        b.type = "button";
        b.dataset.card = spot.c;
        b.setAttribute("aria-label", spot.label);
        b.setAttribute("aria-pressed", state.picked.has(spot.c) ? "true" : "false");
        if (state.picked.has(spot.c)) b.classList.add("ct-up");
        if (state.card && !send.takeable(spot.c)) b.classList.add("ct-dim");
        if (spot.win) b.classList.add("ct-win");
        b.append(picture(data.base, spot.c, ""));
        b.addEventListener("click", () => send.table(spot));
        cards.append(b);
      } else {
        const s = el("span", "ct-card");
        if (spot.win) s.classList.add("ct-win");
        s.append(picture(data.base, spot.c, spot.label));
        cards.append(s);
      }
    }
    if (!r.cards.length && r.empty) cards.append(el("span", "ct-empty", r.empty));
    row.append(cards);
    mid.append(row);
  }
  return mid;
}

// Fit each row of cards on one line: the cards overlap only as much as the width needs (never
// less than the stylesheet's own overlap), and each card lies over the one after it in
// reading order, so the corner with its rank shows whichever way the row reads (in a
// right-to-left row the next card is on the left, under this one's left edge: the rank shows).
function fit(root, rtl) {
  for (const row of root.querySelectorAll(".ct-cards")) {
    const cards = [...row.children].filter((c) => c.classList.contains("ct-card"));
    cards.forEach((c, i) => {
      c.style.marginInlineStart = "";
      c.style.zIndex = rtl ? String(cards.length - i) : "";
    });
    if (cards.length < 2) continue;
    const holder = row.closest(".ct-row, .ct-seat") || row.parentElement;
    const style = getComputedStyle(holder);
    const room = holder.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const first = cards[0].getBoundingClientRect().width;
    const shown = row.scrollWidth;
    if (shown <= room || room <= 0) continue;
    const step = Math.max(6, (room - first) / (cards.length - 1));
    cards.slice(1).forEach((c) => {
      c.style.marginInlineStart = (step - c.getBoundingClientRect().width) + "px";
    });
  }
}

function sameSet(a, b) {
  if (a.length !== b.size) return false;
  return a.every((x) => b.has(x));
}

export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  let root = parentElement.querySelector(".ct-root");
  if (!root) {
    root = el("div", "ct-root");
    parentElement.append(root);
  }
  let state = SELECTED.get(root);
  if (!state || state.key !== data.key) {
    if (state) clearTimeout(state.timer);
    state = { key: data.key, picked: new Set(), card: null, timer: null, shown: state ? state.shown : null };
    SELECTED.set(root, state);
  }
  let m = data; // the model drawn now: a frame of the bots' replies, then the live table
  let options = [];
  let choose = null;

  function draw() {
    options = m.options || [];
    choose = m.choose || null;
    const focused = root.querySelector(".ct-hand .ct-play:focus");
    const focusCard = focused ? focused.dataset.card : null;
    root.replaceChildren();
    root.dir = m.rtl ? "rtl" : "ltr";
    root.lang = m.lang;
    root.className = "ct-root ct-n" + m.players + (m.rtl ? " ct-rtl" : "");
    root.dataset.key = m.key;
    root.dataset.active = m.active === null ? "" : String(m.active);
    root.dataset.k = choose ? String(choose.k) : "";
    const info = el("div", "ct-info");
    for (const [label, value] of m.info || []) {
      const item = el("span", "ct-chip");
      item.append(el("span", "ct-chip-label", label), el("b", "ct-chip-value", value));
      info.append(item);
    }
    root.append(info);
    // The table keeps its shape in both languages (the seats sit where they sit); only the
    // texts and the rows of cards read right to left in Persian.
    const table = el("div", "ct-table");
    const areas = {};
    for (const pos of ["top", "left", "right", "bottom"]) areas[pos] = el("div", "ct-area ct-a-" + pos);
    for (const seat of m.seats) areas[seat.pos].append(seatBox(m, seat, state, send));
    table.append(areas.top, areas.left, centre(m, state, send), areas.right, areas.bottom);
    root.append(table);
    const bar = el("div", "ct-bar");
    const status = el("div", "ct-status");
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    bar.append(status);
    if (choose) {
      const ok = el("button", "ct-confirm", choose.label);
      ok.type = "button";
      ok.disabled = state.picked.size !== choose.k;
      ok.addEventListener("click", () => {
        if (state.picked.size === choose.k) setTriggerValue("cards", [...state.picked]);
      });
      bar.append(ok);
    }
    if (state.card) {
      for (const o of options.filter((x) => x.card === state.card)) {
        const b = el("button", "ct-option", o.label);
        b.type = "button";
        b.dataset.move = o.text;
        b.addEventListener("click", () => setTriggerValue("move", o.text));
        bar.append(b);
      }
      const cancel = el("button", "ct-cancel", m.words.cancel || "×");
      cancel.type = "button";
      cancel.addEventListener("click", () => {
        state.card = null;
        state.picked.clear();
        draw();
      });
      bar.append(cancel);
    }
    root.append(bar);
    if (state.message) say(root, state.message, state.kind);
    else say(root, m.prompt || "", "prompt");
    wireKeys();
    fit(root, m.rtl);
    if (focusCard) {
      const again = root.querySelector(`.ct-hand .ct-play[data-card="${focusCard}"]`);
      if (again) again.focus();
    }
  }

  function note(text, kind) {
    state.message = text;
    state.kind = kind;
    say(root, text, kind);
  }

  const send = {
    card(spot) {
      if (!spot.ok) {
        note(spot.why, "refused");
        return;
      }
      state.message = null;
      if (choose) {
        if (state.picked.has(spot.c)) state.picked.delete(spot.c);
        else state.picked.add(spot.c);
        draw();
        return;
      }
      const mine = options.filter((o) => o.card === spot.c);
      if (mine.length === 1) {
        setTriggerValue("move", mine[0].text);
        return;
      }
      if (mine.length === 0) return;
      state.card = spot.c;
      state.picked.clear();
      note(data.words.take || "", "prompt");
      draw();
    },
    table(spot) {
      if (!state.card) {
        note(data.words.card_first || "", "prompt");
        return;
      }
      if (state.picked.has(spot.c)) state.picked.delete(spot.c);
      else state.picked.add(spot.c);
      const match = options.find((o) => o.card === state.card && sameSet(o.take, state.picked));
      if (match) {
        setTriggerValue("move", match.text);
        return;
      }
      draw();
    },
    takeable(code) {
      return options.some((o) => o.card === state.card && o.take.includes(code));
    },
  };

  function wireKeys() {
    const hand = root.querySelector(".ct-hand");
    if (!hand) return;
    hand.addEventListener("keydown", (event) => {
      const cards = [...hand.querySelectorAll(".ct-play")];
      const at = cards.indexOf(document.activeElement) >= 0
        ? cards.indexOf(document.activeElement)
        : cards.indexOf(parentElement.activeElement);
      if (at < 0) return;
      // Arrows move the way they point on screen: in a right-to-left row the next card is on
      // the left.
      const forward = data.rtl ? "ArrowLeft" : "ArrowRight";
      const back = data.rtl ? "ArrowRight" : "ArrowLeft";
      let next = at;
      if (event.key === forward) next = Math.min(cards.length - 1, at + 1);
      else if (event.key === back) next = Math.max(0, at - 1);
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = cards.length - 1;
      else return;
      event.preventDefault();
      cards.forEach((c, i) => { c.tabIndex = i === next ? 0 : -1; });
      cards[next].focus();
    });
  }

  // The bots' replies since your move, one frame each with a short pause, then the live table
  // (your cards clickable again). A new table from the server cancels what is still showing.
  clearTimeout(state.timer);
  const frames = data.frames || [];
  if (frames.length && state.shown !== data.key) {
    state.shown = data.key;
    let i = 0;
    const next = () => {
      if (i < frames.length) {
        m = { ...data, ...frames[i], frames: [] };
        root.dataset.frame = String(i);
        i += 1;
        draw();
        state.timer = setTimeout(next, frames[i - 1].pause ?? data.pause ?? 700);
      } else {
        m = data;
        delete root.dataset.frame;
        draw();
      }
    };
    next();
  } else {
    state.shown = data.key;
    draw();
  }
  const watch = new ResizeObserver(() => fit(root, data.rtl));
  watch.observe(root);
  return () => watch.disconnect();
}
