// The games page: the tournaments, and a table of games with the archive's filters, sortable by
// clicking a column's heading, paged; or, with ?fen=, the games that reached a position.
"use strict";

(function () {
  const el = chatur.el;
  const pageSize = 50;
  const state = { sort: "id", order: "asc", offset: 0, filters: {} };
  const find = chatur.param("fen") ? { fen: chatur.param("fen"), variant: chatur.param("variant"),
                                      options: chatur.param("options") || "" } : null;
  const columns = [
    ["id", "#", "id"], ["date", "Date", "date"], ["variant", "Rule set", "variant"],
    ["result", "Result", null], ["plies", "Plies", "plies"], ["event", "Event", "event"],
    ["players", "Players", null],
  ];

  function heading([key, label, sortKey]) {
    if (!sortKey) return el("th", { scope: "col" }, label);
    const sorted = state.sort === sortKey;
    const button = el("button", { type: "button", class: "sort" },
                      label + (sorted ? (state.order === "asc" ? " \u25b2" : " \u25bc") : ""));
    button.addEventListener("click", () => {
      state.order = sorted && state.order === "asc" ? "desc" : "asc";
      state.sort = sortKey;
      state.offset = 0;
      load();
    });
    return el("th", { scope: "col", "aria-sort": sorted ? (state.order === "asc" ? "ascending" : "descending") : "none" }, button);
  }

  function resultText(g) {
    return g.placements.length ? "places " + g.placements.join(",") : g.result;
  }

  function row(g) {
    const link = el("a", { href: chatur.gameLink(g.id, g.at_ply) }, String(g.id));
    return el("tr", {},
      el("td", { class: "num" }, link), el("td", {}, g.date), el("td", {}, g.variant),
      el("td", { title: g.termination }, resultText(g)),
      el("td", { class: "num" }, find ? g.at_ply + " / " + g.plies : String(g.plies)),
      el("td", {}, g.event), el("td", {}, g.players));
  }

  async function load() {
    const where = document.getElementById("games");
    let url;
    if (find) {
      url = "/api/find?" + new URLSearchParams({ ...find, limit: 200 });
    } else {
      const params = new URLSearchParams({ sort: state.sort, order: state.order,
                                           offset: state.offset, limit: pageSize });
      for (const [k, v] of Object.entries(state.filters)) if (v) params.set(k, v);
      url = "/api/games?" + params;
    }
    try {
      const page = await chatur.api(url);
      const head = el("tr", {}, ...columns.map((c) => find ? el("th", { scope: "col" }, c[0] === "plies" ? "Ply / plies" : c[1]) : heading(c)));
      const table = el("table", { id: "games-table" }, el("thead", {}, head),
                       el("tbody", {}, ...page.games.map(row)));
      where.replaceChildren(page.games.length ? table : el("p", {}, "No games."));
      document.getElementById("prev").disabled = find || state.offset === 0;
      document.getElementById("next").disabled = find || !page.more;
      document.getElementById("page-info").textContent = page.games.length
        ? "games " + (state.offset + 1) + "\u2013" + (state.offset + page.games.length) + (page.more ? "+" : "")
        : "";
      document.body.dataset.ready = "true";
    } catch (e) {
      chatur.showError(where, e);
      document.body.dataset.ready = "error";
    }
  }

  async function loadTournaments() {
    try {
      const list = (await chatur.api("/api/tournaments")).tournaments;
      if (!list.length) return;
      document.getElementById("tournaments").hidden = false;
      document.getElementById("tournament-list").replaceChildren(...list.map((t) =>
        el("li", {}, el("a", { href: "tournament.html?id=" + t.id }, t.name),
           " \u2014 " + t.variant + ", " + t.format + ", " + t.played + " of " + t.scheduled +
           " games" + (t.finished ? "" : " (running or unfinished)"))));
    } catch (e) {
      chatur.showError(document.getElementById("tournament-list"), e);
    }
  }

  const form = document.getElementById("filters");
  if (find) {
    form.hidden = true;
    const note = document.getElementById("find-note");
    note.hidden = false;
    note.append("Games of " + find.variant + " that reached ", el("code", {}, find.fen), " (first ply shown).");
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    state.filters = Object.fromEntries(new FormData(form));
    state.offset = 0;
    load();
  });
  document.getElementById("prev").addEventListener("click", () => {
    state.offset = Math.max(0, state.offset - pageSize);
    load();
  });
  document.getElementById("next").addEventListener("click", () => {
    state.offset += pageSize;
    load();
  });
  loadTournaments();
  load();
})();
