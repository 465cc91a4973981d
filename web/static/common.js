// Shared by every page: fetching the API, building elements (text is always set as text, never
// parsed as HTML), army colours.
"use strict";

const chatur = {};

chatur.api = async function (path) {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
};

// el("td", {class: "num"}, "text", child, ...): attributes are set one by one, children that are
// strings become text nodes.
chatur.el = function (tag, attrs, ...children) {
  const svg = chatur.svgTags.has(tag);
  const node = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag)
                   : document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {}))
    if (value !== undefined && value !== null) node.setAttribute(name, String(value));
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" || typeof child === "number"
                    ? document.createTextNode(String(child)) : child);
  }
  return node;
};
chatur.svgTags = new Set(["svg", "g", "rect", "circle", "text", "line", "polyline", "path",
                          "title"]);

chatur.param = function (name) {
  return new URLSearchParams(window.location.search).get(name);
};

// Army colours by name; other names by turn position.
chatur.armyColours = {
  Red: "#c8342c", Green: "#2f8f3a", Yellow: "#d9a90f", Black: "#303030", White: "#f4f1e8",
  Blue: "#2f5fb3",
};
chatur.fallbackColours = ["#c8342c", "#2f5fb3", "#2f8f3a", "#8a4fb0"];
chatur.armyColour = function (name, index) {
  return chatur.armyColours[name] || chatur.fallbackColours[index % 4];
};
// Text on a piece of that colour.
chatur.inkOn = function (name) {
  return name === "White" || name === "Yellow" ? "#1b1b1b" : "#ffffff";
};

chatur.showError = function (where, error) {
  where.replaceChildren(chatur.el("p", { class: "error", role: "alert" }, String(error.message || error)));
};

chatur.gameLink = function (id, ply) {
  return "game.html?id=" + encodeURIComponent(id) + (ply ? "&ply=" + ply : "");
};
