// The page of one game: the game lives here (its start and moves), and
// each action sends it to the server, which answers with the board drawn
// by package render and what to show beside it. Plain JavaScript, no build.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const app = $("app");
  const game = { game: app.dataset.game, moves: [], flip: false };
  let redo = [];
  let busy = null; // the AbortController of the request running
  let view = null;

  function settings() {
    const g = { game: game.game, moves: game.moves, flip: game.flip };
    if ($("size")) g.size = Number($("size").value);
    if ($("rule")) g.rule = $("rule").value;
    if (game.start) g.start = game.start;
    if (game.game === "othello" && game.start) delete g.size;
    return g;
  }

  async function post(action, extra, timed) {
    const body = Object.assign(settings(), extra || {});
    const ctl = new AbortController();
    let timer = null;
    if (timed) {
      if (busy) busy.abort();
      busy = ctl;
      $("cancel").disabled = false;
      const t0 = performance.now(), limit = Number($("time").value) || 1000;
      const bar = $("progress");
      bar.hidden = false;
      bar.value = 0;
      timer = setInterval(() => { bar.value = Math.min(100, (performance.now() - t0) / limit * 100); }, 50);
    }
    try {
      const res = await fetch("/api/" + action, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body), signal: ctl.signal,
      });
      const data = await res.json();
      if (!res.ok) throw new Error(data.error || res.statusText);
      $("error").textContent = "";
      return data;
    } catch (e) {
      $("error").textContent = e.name === "AbortError" ? "cancelled" : e.message;
      return null;
    } finally {
      if (timed) {
        clearInterval(timer);
        if (busy === ctl) { busy = null; $("cancel").disabled = true; $("progress").hidden = true; }
      }
    }
  }

  function show(v) {
    view = v;
    game.moves = v.moves;
    // For tests and scripts: the moves, the legal moves and the status.
    app.dataset.moves = v.moves.join(" ");
    app.dataset.legal = v.legal.join(" ");
    app.dataset.status = v.status;
    if (v.start) game.start = v.start; else delete game.start;
    if ($("size") && v.size) $("size").value = String(v.size);
    if ($("rule") && v.rule) $("rule").value = v.rule;
    $("board").innerHTML = v.svg;
    $("status").textContent = v.status;
    $("moves").textContent = v.transcript ? "moves: " + v.transcript : "";
    $("opening").textContent = v.opening ? "opening: " + v.opening : "";
    $("forbidden").textContent = v.forbidden && v.forbidden.length
      ? "forbidden to " + v.turn + ": " + v.forbidden.map((f) => f.point + " (" + f.reason + ")").join(", ") : "";
    $("analysis").innerHTML = "";
    $("graph").innerHTML = "";
    $("undo").disabled = game.moves.length === 0;
    $("redo").disabled = redo.length === 0;
    const side = v.turn === "black" || v.turn === "X" ? "p0" : "p1";
    if (!v.over && $(side).value === "engine") setTimeout(engineMove, 0);
  }

  async function refresh() {
    const v = await post("state");
    if (v) show(v);
  }

  async function engineMove() {
    const a = await post("engine", { level: Number($("level").value), time: Number($("time").value) }, true);
    if (a) { redo = []; show(a.view); }
  }

  function row(cells, head) {
    const tr = document.createElement("tr");
    for (const c of cells) {
      const td = document.createElement(head ? "th" : "td");
      td.textContent = c;
      tr.appendChild(td);
    }
    return tr;
  }

  async function analyse() {
    const a = await post("analyse", { level: Number($("level").value), time: Number($("time").value) }, true);
    if (!a) return;
    $("board").innerHTML = a.svg;
    const t = document.createElement("table");
    t.id = "hints";
    t.appendChild(row(["move", "score", "line"], true));
    for (const h of a.hints) t.appendChild(row([h.move, h.score + (h.note ? " (" + h.note + ")" : ""), h.pv.join(" ")]));
    $("analysis").replaceChildren(t);
    $("graph").innerHTML = a.graph || "";
    if (a.note) $("analysis").appendChild(document.createTextNode(a.note));
  }

  async function threat(kind) {
    const a = await post("threat", { kind: kind, time: Number($("time").value) }, true);
    if (!a) return;
    $("board").innerHTML = a.svg;
    const p = document.createElement("p");
    p.id = "threat";
    p.textContent = kind.toUpperCase() + " for " + a.attacker + ": " + a.text;
    $("analysis").replaceChildren(p);
  }

  $("board").addEventListener("click", async (e) => {
    const svg = $("board").querySelector("svg");
    if (!svg || !view || view.over || busy) return;
    const pt = svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const at = pt.matrixTransform(svg.getScreenCTM().inverse());
    const v = await post("move", { at: [at.x, at.y] });
    if (v) { redo = []; show(v); }
  });
  $("undo").onclick = () => {
    if (busy) busy.abort();
    if (game.moves.length === 0) return;
    let n = 1;
    // Against the engine take back to the human's turn.
    if ($("p0").value !== $("p1").value && game.moves.length > 1) n = 2;
    for (let i = 0; i < n; i++) redo.push(game.moves.pop());
    game.moves = game.moves.slice();
    refresh();
  };
  $("redo").onclick = () => {
    if (redo.length === 0) return;
    game.moves = game.moves.concat([redo.pop()]);
    refresh();
  };
  $("new").onclick = () => { if (busy) busy.abort(); game.moves = []; delete game.start; redo = []; refresh(); };
  $("flip").onclick = () => { game.flip = !game.flip; refresh(); };
  $("analyse").onclick = analyse;
  $("cancel").onclick = () => { if (busy) busy.abort(); };
  if ($("vcf")) $("vcf").onclick = () => threat("vcf");
  if ($("vct")) $("vct").onclick = () => threat("vct");
  for (const id of ["size", "rule"]) {
    if ($(id)) $(id).onchange = () => { game.moves = []; delete game.start; redo = []; refresh(); };
  }
  for (const id of ["p0", "p1"]) $(id).onchange = refresh;
  $("load").onclick = async () => {
    const v = await post("load", { text: $("paste").value });
    if (v) { redo = []; show(v); }
  };
  $("file").onchange = async () => {
    const f = $("file").files[0];
    if (!f) return;
    if (f.size > 256 * 1024) { $("error").textContent = "the file is larger than 256 KiB"; return; }
    $("paste").value = await f.text();
    $("load").onclick();
  };
  $("save").onclick = async () => {
    const s = await post("save", { format: $("format").value });
    if (!s) return;
    $("paste").value = s.text;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([s.text], { type: "text/plain" }));
    a.download = s.name;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  refresh();
})();
