// The tournament page: progress with an estimate of the time left, standings, ratings with their
// 95% intervals drawn as bars, each engine's points over the games, terminations. While the
// tournament runs, the page asks the API again every two seconds.
"use strict";

(function () {
  const el = chatur.el;
  const id = chatur.param("id") || "";
  const pollMs = 2000;
  let first = null;  // the first observation: [time, games played]

  const plotColours = ["#c8342c", "#2f5fb3", "#2f8f3a", "#d9a90f", "#8a4fb0", "#303030",
                       "#e07b20", "#2aa3a3"];

  function fixed(x, d) {
    return x === null || x === undefined ? "\u2013" : Number(x).toFixed(d);
  }

  function standingsTable(pool) {
    const ffa = pool.standings.some((s) => s.average_place !== undefined);
    const points = pool.standings.some((s) => s.army_points !== undefined);
    const head = ["Rank", "Engine", "Games", "Points", "Score", "W", "D", "L"];
    if (ffa) head.push("Avg place", "Firsts");
    if (points) head.push("Army points");
    return el("table", { class: "standings" },
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, ...pool.standings.map((s, k) => el("tr", {},
        el("td", { class: "num" }, String(k + 1)), el("td", {}, pool.names[s.player]),
        el("td", { class: "num" }, fixed(s.games, 0)), el("td", { class: "num" }, fixed(s.points, 1)),
        el("td", { class: "num" }, s.games ? fixed(100 * s.points / s.games, 1) + "%" : "\u2013"),
        el("td", { class: "num" }, fixed(s.wins, 1)), el("td", { class: "num" }, fixed(s.draws, 1)),
        el("td", { class: "num" }, fixed(s.losses, 1)),
        ...(ffa ? [el("td", { class: "num" }, fixed(s.average_place, 2)), el("td", { class: "num" }, String(s.firsts ?? 0))] : []),
        ...(points ? [el("td", { class: "num" }, String(s.army_points ?? 0))] : [])))));
  }

  function ratingsBlock(pool) {
    if (!pool.ratings) return el("p", {}, "Ratings: " + (pool.ratings_error || "none yet"));
    const r = pool.ratings;
    const lo = Math.min(...r.players.map((p) => p.lower).filter(Number.isFinite), -100);
    const hi = Math.max(...r.players.map((p) => p.upper).filter(Number.isFinite), 100);
    const W = 260, H = 16;
    const sx = (v) => 8 + (W - 16) * (v - lo) / (hi - lo);
    const bar = (p) => el("svg", { class: "interval", viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img",
                                   "aria-label": "95% interval " + fixed(p.lower, 0) + " to " + fixed(p.upper, 0) },
      el("line", { class: "axis", x1: sx(0), x2: sx(0), y1: 0, y2: H }),
      Number.isFinite(p.lower) && Number.isFinite(p.upper)
        ? el("rect", { class: "range", x: sx(p.lower), y: 4, width: Math.max(1, sx(p.upper) - sx(p.lower)), height: H - 8 }) : null,
      el("circle", { class: "point", cx: sx(p.elo), cy: H / 2, r: 3.5 }));
    const model = { "bayeselo": "BayesElo model", "plackett-luce": "Plackett-Luce on the places",
                    "team-strengths": "team strengths (a side the sum of its engines)" }[r.model] || r.model;
    return el("div", {},
      el("p", { class: "note" }, "Ratings (Elo, " + model + "; bars: 95% interval" +
        (r.resamples ? " from " + r.resamples + " bootstrap resamples" : "") + ")"),
      el("table", { class: "ratings" },
        el("thead", {}, el("tr", {}, ...["Engine", "Elo", "95% interval", ""].map((h) => el("th", { scope: "col" }, h)))),
        el("tbody", {}, ...r.players.map((p) => el("tr", {},
          el("td", {}, pool.names[p.player]), el("td", { class: "num" }, (p.elo >= 0 ? "+" : "") + fixed(p.elo, 0)),
          el("td", { class: "num" }, "[" + fixed(p.lower, 0) + ", " + fixed(p.upper, 0) + "]"),
          el("td", {}, bar(p)))))));
  }

  function plot(pool) {
    const n = pool.progress.length;
    if (!n) return el("p", {}, "No games rated yet.");
    const W = 600, H = 240, P = 30;
    const top = Math.max(1, ...pool.progress[n - 1]);
    const sx = (i) => P + (W - 2 * P) * i / Math.max(1, n);
    const sy = (v) => H - P - (H - 2 * P) * v / top;
    const lines = pool.names.map((name, k) => {
      const points = [[0, 0], ...pool.progress.map((row, i) => [i + 1, row[k]])]
        .map(([i, v]) => sx(i).toFixed(1) + "," + sy(v).toFixed(1)).join(" ");
      return el("polyline", { points, fill: "none", stroke: plotColours[k % plotColours.length], "stroke-width": 2,
                              "data-player": k }, el("title", {}, name));
    });
    const svg = el("svg", { class: "plot", viewBox: "0 0 " + W + " " + H, role: "img",
                            "aria-label": "points of each engine over the " + n + " games" },
      el("line", { class: "axis", x1: P, y1: H - P, x2: W - P, y2: H - P }),
      el("line", { class: "axis", x1: P, y1: P, x2: P, y2: H - P }),
      el("text", { x: W / 2, y: H - 6 }, "games (" + n + ")"),
      el("text", { x: 4, y: P - 8, class: "start" }, "points (max " + fixed(top, 1) + ")"),
      ...lines);
    const legend = el("ul", { class: "legend" }, ...pool.names.map((name, k) => {
      const swatch = el("span", { class: "swatch" });
      swatch.style.background = plotColours[k % plotColours.length];
      return el("li", {}, swatch, name);
    }));
    return el("div", {}, svg, legend);
  }

  function terminations(pool) {
    const entries = Object.entries(pool.terminations);
    return el("ul", { class: "terminations" }, ...entries.map(([why, count]) => el("li", {}, why + ": " + count)));
  }

  function poolSection(title, pool) {
    return el("section", { class: "pool" }, el("h2", {}, title),
      standingsTable(pool), ratingsBlock(pool), el("h3", {}, "Points over the games"), plot(pool),
      el("h3", {}, "Terminations"), terminations(pool));
  }

  function progressText(t) {
    const now = Date.now();
    if (!first || t.played < first[1]) first = [now, t.played];
    let text = t.played + " of " + t.scheduled + " games";
    const done = t.played - first[1], left = t.scheduled - t.played;
    if (t.finished || left === 0) return text + (t.finished ? ", finished" : "");
    if (done > 0) {
      const seconds = (now - first[0]) / 1000 / done * left;
      text += ", about " + (seconds < 90 ? Math.round(seconds) + " s" : Math.round(seconds / 60) + " min") + " left";
    } else {
      text += ", running or interrupted";
    }
    return text;
  }

  async function load() {
    let t;
    try {
      t = await chatur.api("/api/tournaments/" + encodeURIComponent(id));
    } catch (e) {
      chatur.showError(document.getElementById("pools"), e);
      document.body.dataset.ready = "error";
      return;
    }
    document.title = "chatur: " + t.name;
    document.getElementById("title").textContent = t.name;
    document.getElementById("summary").textContent = t.variant + ", " + t.format + ", " +
      t.engines.length + " engines, " + t.time_control;
    const bar = document.getElementById("progress");
    bar.max = Math.max(1, t.scheduled);
    bar.value = t.played;
    const text = document.getElementById("progress-text");
    text.textContent = progressText(t);
    text.dataset.played = t.played;
    document.getElementById("games-link").href = "/?event=" + encodeURIComponent(t.name);
    const sections = [];
    if (t.pools.two_sided) sections.push(poolSection("Standings", t.pools.two_sided));
    if (t.pools.free_for_all) sections.push(poolSection("Free-for-all standings", t.pools.free_for_all));
    if (t.pools.unfinished) sections.push(el("p", {}, "Left out: " + t.pools.unfinished + " unfinished"));
    document.getElementById("pools").replaceChildren(...sections);
    document.body.dataset.ready = "true";
    if (!t.finished && t.played < t.scheduled) setTimeout(load, pollMs);
  }
  load();
})();
