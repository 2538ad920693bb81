#!/usr/bin/python3
"""The game's own web pages (adjutant-cli site) in a real browser.

A game file is played for three turns with the sample's orders (export-db,
then accept three times), its pages written, and then:
- the index gives the deadline in the game's time zone, three turns on;
- the pages are the game's: index.html, style.css, turn-N.html and turn-N.svg
  for the three accepted turns, and nothing of the open turn 4; a player's
  MESSAGE of turn 1 is on its page, as its game report gave it;
- every page validates (tidy, errors and warnings);
- every link and picture of every page resolves to a file of the folder, and
  every map parses as SVG (rsvg-convert);
- Chromium (headless) loads every page from file:// with no console message,
  and its DOM holds the page's title; a screenshot of each at 1280 and at 390
  pixels wide goes into OUT (to be looked at);
- a German game's pages are in German and validate;
- nothing private is in any file: no e-mail address, no line of the orders.

usage: tst_site.py ADJUTANT_CLI GAMES_DIR OUT
Exit 77 (skipped) when chromium, tidy or rsvg-convert is missing, unless
ADJ_REQUIRE_SERVERS is set.
"""
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
failures = []


def skip(why):
    if os.environ.get("ADJ_REQUIRE_SERVERS"):
        sys.exit(f"FAIL: {why} (ADJ_REQUIRE_SERVERS is set)")
    print(f"SKIP: {why}")
    sys.exit(SKIP)


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)
    return ok


def run(*args, **kw):
    return subprocess.run(list(args), capture_output=True, text=True, timeout=120, **kw)


class Links(html.parser.HTMLParser):
    """Every address a page refers to, and its title (the first: the map's
    shapes have titles of their own)."""

    def __init__(self):
        super().__init__()
        self.addresses, self.title, self._in_title = [], "", False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.addresses.append(value)
        self._in_title = tag == "title" and not self.title  # the page's, not an SVG shape's

    def handle_endtag(self, tag):
        self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def chromium(*args):
    return run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--enable-logging=stderr", "--v=0", *args)


def main():
    cli, games, out = sys.argv[1:4]
    for tool in ("chromium", "tidy", "rsvg-convert"):
        if not shutil.which(tool):
            skip(f"{tool} is not installed")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="adj-site-")
    try:
        walk(cli, games, out, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        sys.exit(f"{len(failures)} failure(s)")
    print("PASS")


def walk(cli, games, out, work):
    # The sample with a schedule kept in New York time and the moderator's
    # mailbox (whose user is an address: private too).
    with open(os.path.join(games, "britain.json"), encoding="utf-8") as f:
        game = json.load(f)
    game["schedule"] = {"deadline": "2026-12-10T18:00:00+01:00", "timeZone": "America/New_York", "turnDays": 7}
    game["mailbox"] = {"url": "imaps://imap.example.org/INBOX", "user": "gm@example.org"}
    game_json = os.path.join(work, "game.json")
    with open(game_json, "w", encoding="utf-8") as f:
        json.dump(game, f)
    game_file = os.path.join(work, "game.adjutant")
    r = run(cli, "export-db", game_json, "-o", game_file)
    if not check(r.returncode == 0, f"export-db: {r.stderr}"):
        return
    orders = [os.path.join(games, f"britain-turn{t}.orders") for t in (1, 2, 3)]
    # A player's message for the game report of turn 1: public once the turn is.
    message = os.path.join(work, "message.orders")
    with open(message, "w", encoding="utf-8") as f:
        f.write("NATION KEN\nMESSAGE Kent greets the isles & offers peace\n")
    for path in orders:
        r = run(cli, "accept", game_file, path, *([message] if path == orders[0] else []))
        if not check(r.returncode == 0, f"accept {path}: {r.stderr}"):
            return
    site = os.path.join(work, "site")
    r = run(cli, "site", game_file, "-o", site)
    if not check(r.returncode == 0, f"site: exit {r.returncode}: {r.stderr}"):
        return
    expected = ({"index.html", "style.css", "course-areas.svg", "course-forces.svg"}
                | {f"turn-{t}.{x}" for t in (1, 2, 3) for x in ("html", "svg")})
    check(set(os.listdir(site)) == expected, f"the site's files: {sorted(os.listdir(site))}")
    check(sorted(r.stdout.split()) == sorted(os.path.join(site, f) for f in expected), f"printed: {r.stdout!r}")

    # Three turns of seven days on: 2026-12-31, 18:00 in Berlin is noon in New York.
    with open(os.path.join(site, "index.html"), encoding="utf-8") as f:
        index = f.read()
    check("Orders by 2026-12-31 12:00 (America/New_York)" in index, "the index lacks the deadline in the game's time zone")
    with open(os.path.join(site, "turn-1.html"), encoding="utf-8") as f:
        check("Kent greets the isles &amp; offers peace" in f.read(), "turn 1's page lacks KEN's message")

    pages = sorted(f for f in os.listdir(site) if f.endswith(".html"))
    for page in pages:
        path = os.path.join(site, page)
        tidy = run("tidy", "-q", "-e", path)
        check(tidy.returncode == 0, f"{page} does not validate:\n{tidy.stderr}")
        links = Links()
        with open(path, encoding="utf-8") as f:
            links.feed(f.read())
        for address in links.addresses:
            if address.startswith("#"):
                continue
            check(not re.match(r"^[a-z]+:", address), f"{page} refers outside the folder: {address}")
            check(os.path.isfile(os.path.join(site, address.split("#")[0])), f"{page}: {address} is not in the folder")
        loaded = chromium("--dump-dom", f"file://{path}")
        check(loaded.returncode == 0 and links.title and links.title.replace("&", "&amp;") in loaded.stdout,
              f"{page}: Chromium did not load it (exit {loaded.returncode})")
        console = [line for line in loaded.stderr.splitlines() if ":CONSOLE" in line]
        check(not console, f"{page}: console messages: {console}")
        for width in (1280, 390):
            shot = os.path.join(out, f"{page[:-5]}-{width}.png")
            chromium(f"--window-size={width},2400", f"--screenshot={shot}", f"file://{path}")
            check(os.path.getsize(shot) > 10000 if os.path.exists(shot) else False, f"{page}: no screenshot at {width}")
    for svg in sorted(f for f in os.listdir(site) if f.endswith(".svg")):
        png = os.path.join(work, svg + ".png")
        converted = run("rsvg-convert", "-o", png, os.path.join(site, svg))
        check(converted.returncode == 0 and os.path.getsize(png) > 10000, f"{svg} does not render: {converted.stderr}")

    # A German game's pages are German, and validate too.
    german = dict(game, language="de")
    german_json, german_file, german_site = (os.path.join(work, n) for n in ("de.json", "de.adjutant", "de-site"))
    with open(german_json, "w", encoding="utf-8") as f:
        json.dump(german, f)
    for args in (("export-db", german_json, "-o", german_file), ("accept", german_file, orders[0]),
                 ("site", german_file, "-o", german_site)):
        r = run(cli, *args)
        check(r.returncode == 0, f"{args[0]} of the German game: {r.stderr}")
    for page, words in (("index.html", ["<html lang=\"de\">", "Gespielte Züge", "Befehle bis"]),
                        ("turn-1.html", ["<html lang=\"de\">", "Jede Schlacht erklärt"])):
        path = os.path.join(german_site, page)
        if not check(os.path.exists(path), f"the German site lacks {page}"):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for w in words:
            check(w in text, f"the German {page} lacks {w!r}")
        tidy = run("tidy", "-q", "-e", path)
        check(tidy.returncode == 0, f"the German {page} does not validate:\n{tidy.stderr}")

    # Nothing private: no e-mail address (the sample's players all have one),
    # no line of the orders.
    emails = [n["email"] for n in game["nations"] if n.get("email")]
    check(len(emails) > 10, "the sample's players have e-mail addresses")
    lines = set()
    for path in orders:
        with open(path, encoding="utf-8") as f:
            lines |= {line.strip() for line in f if re.match(r"^\s*\d+\s+[A-Z]", line)}
    check(len(lines) > 100, "the orders have lines")
    for name in os.listdir(site):
        with open(os.path.join(site, name), encoding="utf-8") as f:
            text = f.read()
        check(not re.search(r"[\w.+-]+@[\w-]+\.[\w.]+", text), f"{name} holds an e-mail address")
        found = [line for line in lines if line in text]
        check(not found, f"{name} holds orders: {found[:3]}")


if __name__ == "__main__":
    main()
