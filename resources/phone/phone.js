// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode's phone page (issue #29; messages: net/tablemessage.h, net/tableserver.h).
// The seat's token is the page address's fragment (never sent over HTTP); the device id is
// this browser's own random id, kept so that a reload or a phone back from sleep reconnects
// to its seat. Everything shown comes from the server's "page" message for this seat, in
// the language the player picked on this page (kept in this browser), else the phone's.
"use strict";

const token = location.hash.replace(/^#/, "");
const wsPort = document.querySelector('meta[name="xobos-ws-port"]').content;
const $ = (id) => document.getElementById(id);
let texts = {};
let seat = -1;
let socket = null;
let fatal = false;
let retryMs = 500;

function deviceId() {
    let id = localStorage.getItem("xobos-device");
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
        const bytes = new Uint8Array(16);
        crypto.getRandomValues(bytes);
        id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
        localStorage.setItem("xobos-device", id);
    }
    return id;
}

// The languages to ask for, most wanted first (net/tablemessage.h: at most 8, tag-shaped).
function languages() {
    const picked = localStorage.getItem("xobos-language");
    const wanted = (picked ? [picked] : []).concat(navigator.languages || [navigator.language || ""]);
    return wanted.filter((l) => /^[A-Za-z][A-Za-z0-9-]{1,34}$/.test(l)).slice(0, 8);
}

function showLanguages(offered, current) {
    const select = $("language");
    select.replaceChildren();
    for (const l of offered || []) {
        const o = document.createElement("option");
        o.value = l.code;
        o.textContent = l.name;
        o.selected = l.code === current;
        select.appendChild(o);
    }
    select.setAttribute("aria-label", text("languageLabel", "Language"));
    select.title = text("languageLabel", "Language");
    select.hidden = select.options.length < 2;
}

function text(key, fallback) {
    return texts[key] || fallback;
}

function setStatus(s, waiting) {
    $("status").textContent = s;
    $("status").className = waiting ? "waiting" : "";
}

function setReceipt(s, refused) {
    $("receipt").textContent = s;
    $("receipt").className = refused ? "refused" : "";
}

// The question of an irreversible entry: `then` runs only on its "yes" button; Cancel, Escape
// or a new page (what was asked about may be gone) send nothing.
function ask(confirm, then) {
    const dialog = $("confirm");
    $("confirm-title").textContent = confirm.title || "";
    $("confirm-question").textContent = confirm.question || "";
    $("confirm-unspent").textContent = confirm.unspent || "";
    $("confirm-cancel").textContent = text("cancel", "Cancel");
    $("confirm-yes").textContent = confirm.yes || "OK";
    dialog.returnValue = "";
    dialog.onclose = () => {
        if (dialog.returnValue === "yes")
            then();
    };
    dialog.showModal();
}

function closeQuestion() {
    const dialog = $("confirm");
    if (dialog.open) {
        dialog.returnValue = "";
        dialog.close();
    }
}

function showPage(page) {
    closeQuestion();
    const sheet = $("sheet");
    sheet.replaceChildren();
    for (const line of page.sheet || []) {
        const p = document.createElement("p");
        p.textContent = line;
        sheet.appendChild(p);
    }
    // Each group (a Guardian, the Buildings, ...) under its heading, its entries in a grid.
    const actions = $("actions");
    actions.replaceChildren();
    let grid = null;
    let group = null;
    for (const a of page.actions || []) {
        if (!grid || (a.group || "") !== group) {
            group = a.group || "";
            if (group) {
                const h = document.createElement("h2");
                h.textContent = group;
                actions.appendChild(h);
            }
            grid = document.createElement("div");
            grid.className = "entries";
            actions.appendChild(grid);
        }
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = a.confirm ? a.label + "…" : a.label;
        const send = () => {
            for (const other of actions.querySelectorAll("button"))
                other.disabled = true;
            setReceipt(text("sending", "Sending…"), false);
            socket.send(JSON.stringify({ type: "action", seat: seat, action: a.action }));
        };
        // An irreversible entry (destroying a Building, finishing with something unspent) asks first.
        b.addEventListener("click", () => (a.confirm ? ask(a.confirm, send) : send()));
        grid.appendChild(b);
        if (Math.max(...a.label.split(/\s+/).map((w) => w.length)) > 11)
            grid.classList.add("wide");
    }
    const status = page.status || (page.waiting ? text("waiting", "Waiting for the table") : "");
    setStatus(status || text("nothing", ""), !!page.waiting);
}

function onMessage(event) {
    if (event.target !== socket)
        return; // an older connection, given up for a new one
    let m;
    try {
        m = JSON.parse(event.data);
    } catch (e) {
        return;
    }
    if (m.type === "welcome") {
        texts = m.texts || {};
        seat = m.seat;
        retryMs = 500;
        document.documentElement.lang = texts.language || "en";
        showLanguages(texts.languages, texts.language);
        $("seat").textContent = m.name;
        document.title = m.name;
    } else if (m.type === "page") {
        showPage(m);
    } else if (m.type === "accepted") {
        setReceipt(text("accepted", "Done"), false);
    } else if (m.type === "refused") {
        setReceipt(text("refused", "Refused: %1").replace("%1", m.text), true);
        for (const b of $("actions").querySelectorAll("button"))
            b.disabled = false;
    } else if (m.type === "error") {
        // Every refusal is final for this page (another tab of this phone took the seat, a
        // revoked or unknown token, a malformed message): a new scan starts again.
        fatal = true;
        closeQuestion();
        setStatus(m.text, false);
        setReceipt("", false);
        $("actions").replaceChildren();
        $("sheet").replaceChildren();
    }
}

function connect() {
    if (fatal)
        return;
    socket = new WebSocket("ws://" + location.hostname + ":" + wsPort + "/");
    socket.addEventListener("open", () => {
        socket.send(JSON.stringify({ type: "hello", token: token, device: deviceId(), languages: languages() }));
    });
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", (event) => {
        if (fatal || event.target !== socket)
            return;
        setStatus(text("lost", "Connection lost. Reconnecting…"), true);
        setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, 8000);
    });
}

// Another language: this seat again, on a new connection that asks for it first.
$("language").addEventListener("change", () => {
    localStorage.setItem("xobos-language", $("language").value);
    const old = socket;
    retryMs = 500;
    connect();
    old.close();
});

// A phone back from sleep: reconnect at once instead of waiting for the next retry.
document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && socket && socket.readyState === WebSocket.CLOSED && !fatal) {
        retryMs = 500;
        connect();
    }
});

connect();
