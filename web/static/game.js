// The game page: the board drawn as SVG from the shape the API gives (every rule set's board,
// holes and marked squares included) and the position after each ply as the rules core computed
// it; the arrow keys, Home and End, and the move list step through the plies.
"use strict";

(function () {
  const el = chatur.el;
  const S = 40;       // a square's side in SVG units
  const M = 18;       // the margin for coordinates
  let game = null;
  let ply = 0;

  function colourOf(army) {
    return chatur.armyColour(game.shape.armies[army].name, army);
  }

  function drawBoard() {
    const shape = game.shape;
    const w = shape.files * S + M, h = shape.ranks * S + M;
    const svg = el("svg", { viewBox: "0 0 " + w + " " + h, id: "board-svg", role: "img",
                            "aria-label": shape.files + " by " + shape.ranks + " board" });
    const x = (file) => M + file * S;
    const y = (rank) => (shape.ranks - 1 - rank) * S;
    const special = new Map(shape.special.map((s) => [s.square, s]));
    const squares = el("g", { class: "squares" });
    for (const [file, rank, name] of shape.squares) {
      const kind = (file + rank) % 2 ? "light" : "dark";
      squares.append(el("rect", { class: "sq " + kind, x: x(file), y: y(rank), width: S, height: S,
                                  "data-square": name }));
      const mark = special.get(name);
      if (mark) {
        const attrs = { class: "mark " + mark.kind, x: x(file) + 3, y: y(rank) + 3, width: S - 6,
                        height: S - 6, "data-kind": mark.kind };
        if (mark.kind === "throne") attrs.stroke = colourOf(mark.army);
        squares.append(el("rect", attrs, el("title", {}, mark.kind === "old" ? "old square" : "throne of " + shape.armies[mark.army].name)));
      }
    }
    const coords = el("g", { class: "coords" });
    for (let f = 0; f < shape.files; ++f)
      coords.append(el("text", { x: x(f) + S / 2, y: h - 4 }, String.fromCharCode(97 + f)));
    for (let r = 0; r < shape.ranks; ++r)
      coords.append(el("text", { x: M / 2, y: y(r) + S / 2 + 4 }, String(r + 1)));
    svg.append(squares, coords, el("g", { id: "pieces" }), el("g", { id: "last-move" }));
    document.getElementById("board").replaceChildren(svg);
  }

  function drawPieces() {
    const shape = game.shape, pos = game.positions[ply];
    const g = document.getElementById("pieces");
    g.replaceChildren();
    shape.squares.forEach(([file, rank, name], i) => {
      const piece = pos.board[i];
      if (!piece) return;
      const [army, letter, dead] = piece;
      const cx = M + file * S + S / 2, cy = (shape.ranks - 1 - rank) * S + S / 2;
      const armyName = shape.armies[army].name;
      g.append(el("g", { class: "piece" + (dead ? " dead" : ""), "data-square": name,
                         "data-army": army, "data-letter": letter },
        el("circle", { cx, cy, r: S * 0.4, fill: dead ? "#9a9a9a" : colourOf(army),
                       stroke: dead ? colourOf(army) : "#1b1b1b", "stroke-width": dead ? 3 : 1.2 }),
        el("text", { x: cx, y: cy + 6, fill: dead ? "#1b1b1b" : chatur.inkOn(armyName) }, letter),
        el("title", {}, (dead ? "dead " : "") + armyName + " " + letter + " on " + name)));
    });
  }

  function holdings(pos) {
    const parts = [];
    for (const [kind, label] of [["hands", "in hand"], ["pools", "pool"]]) {
      if (!pos[kind]) continue;
      pos[kind].forEach((counts, army) => {
        if (!counts.length) return;
        parts.push(el("li", {}, el("span", { class: "swatch", "data-army": army }),
          game.shape.armies[army].name + " " + label + ": " + counts.map(([l, n]) => l + (n > 1 ? "\u00d7" + n : "")).join(" ")));
      });
    }
    if (pos.points) parts.push(el("li", {}, "points: " + pos.points.map((p, a) => game.shape.armies[a].name + " " + p).join(", ")));
    if (pos.dice) parts.push(el("li", {}, "dice left: " + pos.dice.join(", ")));
    return parts;
  }

  function show(n) {
    ply = Math.max(0, Math.min(game.plies.length, n));
    const pos = game.positions[ply];
    drawPieces();
    const armies = game.shape.armies;
    document.getElementById("ply-info").textContent = "ply " + ply + " of " + game.plies.length +
      " \u2014 " + armies[pos.to_move].name + " to move";
    document.getElementById("fen").value = pos.fen;
    const params = new URLSearchParams({ variant: game.variant, fen: pos.fen });
    if (game.rule_options) params.set("options", game.rule_options);
    document.getElementById("find-link").href = "/?" + params;
    document.getElementById("holdings").replaceChildren(el("ul", {}, ...holdings(pos)));
    for (const item of document.querySelectorAll("#moves button"))
      item.classList.toggle("current", Number(item.dataset.ply) === ply);
    const current = document.querySelector("#moves button.current");
    if (current) current.scrollIntoView({ block: "nearest" });
    const now = document.getElementById("now");
    const p = ply > 0 ? game.plies[ply - 1] : null;
    now.replaceChildren(
      el("p", {}, p ? "Last: " + (p.roll ? "roll " + p.roll + ", " : "") + (p.text || p.move) + (p.decision ? " (decision)" : "") : "Start position"),
      ...((p ? p.comments : game.comments) || []).map((c) => el("p", { class: "comment" }, c)),
      ...(ply === game.plies.length && game.end_marker ? [el("p", {}, "Ended by " + game.end_marker), ...game.end_comments.map((c) => el("p", { class: "comment" }, c))] : []));
    const url = new URL(window.location);
    url.searchParams.set("ply", ply);
    history.replaceState(null, "", url);
  }

  function moveList() {
    const items = [];
    const start = el("button", { type: "button", "data-ply": 0 }, "start");
    items.push(el("li", { class: "start" }, start));
    game.plies.forEach((p, i) => {
      const button = el("button", { type: "button", "data-ply": i + 1, class: p.decision ? "decision" : null },
        (p.roll ? p.roll + " " : "") + (p.text || p.move));
      if (p.comments) button.title = p.comments.join(" ");
      // The mover's colour beside each move: four armies' moves read apart at a glance.
      button.style.borderLeft = "4px solid " + colourOf(game.positions[i].to_move);
      items.push(el("li", { "data-army": game.positions[i].to_move }, button,
        p.comments ? el("span", { class: "comment" }, p.comments.join(" ")) : null));
    });
    const list = document.getElementById("moves");
    list.replaceChildren(...items);
    list.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (button) show(Number(button.dataset.ply));
    });
  }

  function header() {
    const armies = game.shape.armies;
    document.title = "chatur: game " + game.id;
    document.getElementById("title").textContent = "Game " + game.id + " \u2014 " + game.variant +
      (game.rule_options ? " (" + game.rule_options + ")" : "");
    const players = document.getElementById("summary");
    players.replaceChildren(...armies.map((a, i) => el("span", { class: "player" },
      el("span", { class: "swatch", "data-army": i }), a.name + ": " + (game.players[i] || "?"))),
      el("span", { class: "result" }, "Result " + game.result +
        (game.placements.length ? ", places " + game.placements.join(",") : "") +
        (game.points.length ? ", points " + game.points.join(",") : "") +
        (game.termination ? " (" + game.termination + ")" : "")));
    for (const swatch of document.querySelectorAll(".swatch"))
      swatch.style.background = colourOf(Number(swatch.dataset.army));
    document.getElementById("tags").replaceChildren(...game.tags.map(([k, v]) => el("tr", {}, el("th", { scope: "row" }, k), el("td", {}, v))));
  }

  document.addEventListener("keydown", (event) => {
    if (!game || event.target.tagName === "INPUT") return;
    const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: game.plies.length }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  });
  for (const [id, step] of [["first", () => 0], ["back", () => ply - 1], ["forward", () => ply + 1], ["last", () => game.plies.length]])
    document.getElementById(id).addEventListener("click", () => show(step()));
  document.getElementById("copy-fen").addEventListener("click", async () => {
    const field = document.getElementById("fen");
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
    } catch (e) {
      document.execCommand("copy");
    }
  });

  (async function () {
    try {
      game = await chatur.api("/api/games/" + encodeURIComponent(chatur.param("id") || ""));
      header();
      drawBoard();
      moveList();
      const start = Number(chatur.param("ply"));
      show(Number.isInteger(start) && chatur.param("ply") !== null ? start : 0);
      document.body.dataset.ready = "true";
    } catch (e) {
      chatur.showError(document.getElementById("game"), e);
      document.body.dataset.ready = "error";
    }
  })();
})();
