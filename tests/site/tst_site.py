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
- every link within a page ("#…") has its target there: each area on a
  turn's map leads to its row in the table of areas (one row per area of the
  game), each battle's ring to the battle explained;
- Chromium (headless) loads every page from file:// with no console message,
  and its DOM holds the page's title; a screenshot of each at 1280 and at 390
  pixels wide goes into OUT (to be looked at);
- laid out by Chromium in a frame 390 pixels wide (a phone), no page is
  wider than the frame, the index's two columns stand one under the other
  (side by side at 1280); each turn's map is drawn at no less than its own
  size, so that its chips (60 by 22 pixels, their codes 10 pixels high) are
  as readable on a phone as on a desk: as wide as the page at 1280, in a box
  as wide as the page that scrolls sideways at 390; its areas' links lie on
  it, and each battle's ring is centred on its area's chip as the SVG draws
  it, around the whole chip;
- in each chart of the nations' course, laid out by Chromium, no label at
  the end of a line runs over the legend or off the picture;
- a turn's page prints (Chromium's PDF): its heading, its map and its areas,
  without the navigation;
- a German game's pages are in German, validate and load in Chromium;
- nothing private is in any file: no e-mail address, no line of the orders.

usage: tst_site.py ADJUTANT_CLI GAMES_DIR OUT
Exit 77 (skipped) when chromium, tidy or rsvg-convert is missing, unless
ADJ_REQUIRE_SERVERS is set.
"""
import html
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from own_session import skip  # noqa: E402

failures = []


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
        self.addresses, self.ids, self.title, self._in_title = [], set(), "", False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.addresses.append(value)
            if name == "id":
                self.ids.add(value)
        self._in_title = tag == "title" and not self.title  # the page's, not an SVG shape's

    def handle_endtag(self, tag):
        self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def chromium(*args):
    return run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--enable-logging=stderr", "--v=0", *args)


def loads(path, title):
    """Whether Chromium loads the page with its title in the DOM and says nothing on its console."""
    loaded = chromium("--dump-dom", f"file://{path}")
    page = os.path.basename(path)
    check(loaded.returncode == 0 and title and title.replace("&", "&amp;") in loaded.stdout,
          f"{page}: Chromium did not load it (exit {loaded.returncode})")
    console = [line for line in loaded.stderr.splitlines() if ":CONSOLE" in line]
    check(not console, f"{page}: console messages: {console}")


# A page of the test's own beside the site's: the page in a frame per width,
# measured once all have loaded (the site itself has no script).
PROBE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>probe</title></head>
<body style="margin: 0">{frames}
<script>
addEventListener("load", () => {{
  const box = e => {{ const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }};
  const measured = Array.from(document.querySelectorAll("iframe")).map(f => {{
    const d = f.contentDocument;
    const all = q => Array.from(d.querySelectorAll(q)).map(box);
    const map = d.querySelector("div.map"), frame = map && map.parentElement;
    return {{width: d.documentElement.clientWidth, scroll: d.documentElement.scrollWidth,
             columns: all(".columns > section"), map: all("div.map img"), spots: all("div.map a"),
             frame: frame && {{box: box(frame), client: frame.clientWidth, scroll: frame.scrollWidth,
                              overflow: getComputedStyle(frame).overflowX}},
             rings: Array.from(d.querySelectorAll('div.map a[href^="#battle-"]')).map(a => [a.getAttribute("href"), box(a)])}};
  }});
  document.body.setAttribute("data-layout", JSON.stringify(measured));
}});
</script></body></html>"""
WIDTHS = (390, 1280)
MAP_WIDTH = 1200  # a turn's map picture in its own pixels (GameSite's kMapSize)


def probed(site, probe_html, attribute, what):
    """What the script of a page of the test's own, beside the site's,
    leaves as JSON in `attribute` of its body once Chromium has loaded it."""
    probe = os.path.join(site, "probe.html")
    with open(probe, "w", encoding="utf-8") as f:
        f.write(probe_html)
    try:
        loaded = chromium("--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", f"file://{probe}")
    finally:
        os.remove(probe)
    found = re.search(rf'{attribute}="([^"]*)"', loaded.stdout)
    check(found, f"{what}: not laid out: {loaded.stderr[-300:]}")
    return json.loads(html.unescape(found.group(1))) if found else None


def layouts(site, page):
    """Where Chromium lays out the page's parts in a frame of each of WIDTHS."""
    frames = "".join(f'<iframe src="{page}" width="{w}" height="800" style="border: 0"></iframe>' for w in WIDTHS)
    measured = probed(site, PROBE.format(frames=frames), "data-layout", page)
    return zip(WIDTHS, measured) if measured else []


# The texts and the small squares (the legend's markers) of a chart as
# Chromium lays out the SVG, each with its box.
CHART_PROBE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>probe</title></head>
<body style="margin: 0"><iframe src="{chart}" width="1200" height="800" style="border: 0"></iframe>
<script>
addEventListener("load", () => {{
  const d = document.querySelector("iframe").contentDocument;
  const box = e => {{ const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }};
  const svg = d.documentElement;
  document.body.setAttribute("data-chart", JSON.stringify({{
    picture: box(svg),
    texts: Array.from(d.querySelectorAll("text")).map(t => [t.textContent, box(t)]),
    markers: Array.from(d.querySelectorAll("rect")).map(box).filter(b => b[2] - b[0] < 12 && b[3] - b[1] < 12)}}));
}});
</script></body></html>"""


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def chart_labels(site, chart):
    """No label at a line's end (nations' codes: "DAN NOR") runs over the
    legend (its entries "DAN  Danes" and their markers) or off the picture."""
    m = probed(site, CHART_PROBE.format(chart=chart), "data-chart", chart)
    if not m:
        return
    legend = [(text, b) for text, b in m["texts"] if re.match(r"^[A-Z]+ +\S", text) and re.search(r"[a-z]", text)]
    codes = {text.split()[0] for text, _ in legend}
    labels = [(text, b) for text, b in m["texts"] if text.split() and set(text.split()) <= codes]
    check(len(legend) >= 10 and labels, f"{chart}: {len(legend)} legend entries, {len(labels)} labels")
    legend_boxes = [b for _, b in legend] + m["markers"]
    check(len(m["markers"]) == len(legend), f"{chart}: {len(m['markers'])} markers for {len(legend)} legend entries")
    left, top, right, bottom = m["picture"]
    for text, b in labels:
        over = [o for o in legend_boxes if overlap(b, o)]
        check(not over, f"{chart}: the label {text!r} at {[round(v) for v in b]} runs over the legend at {over[:2]}")
        check(b[0] >= left and b[2] <= right and b[1] >= top and b[3] <= bottom, f"{chart}: the label {text!r} runs off the picture")


def chips(svg_path):
    """Each area's chip on the map as the SVG draws it: the code's group
    (bold, 10 pixels) is translated to the chip's centre and scaled by its
    size; (centre x, centre y, half width, half height) in the picture's
    units, and the picture's width in them."""
    with open(svg_path, encoding="utf-8") as f:
        svg = f.read()
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    found = {}
    for d, e, f_, code in re.findall(r'transform="matrix\([-\d.]+,0,0,([-\d.]+),([-\d.]+),([-\d.]+)\)"[^>]*>\s*'
                                         r'<text[^>]*font-size="10" font-weight="700"[^>]*>([A-Z0-9]+)</text>', svg):
        found.setdefault(code, []).append((float(e), float(f_), 30 * float(d), 11 * float(d)))
    return {code: at[0] for code, at in found.items() if len(at) == 1}, width


def battle_areas(path):
    """Each battle's anchor and the area it was fought in, from the table of areas."""
    with open(path, encoding="utf-8") as f:
        page = f.read()
    return {f"#{battle}": area for area, row in re.findall(r'<tr id="area-([A-Z]+)">(.*?)</tr>', page)
            for battle in re.findall(r'href="#(battle-\d+)"', row)}


def rings_on_chips(page, width, m, site):
    """Each battle's ring is centred on its area's chip and goes round all of it."""
    chip_at, svg_width = chips(os.path.join(site, page.replace(".html", ".svg")))
    fought = battle_areas(os.path.join(site, page))
    check(len(m["rings"]) == len(fought) >= 2, f"{page}: {len(m['rings'])} rings for {len(fought)} battles")
    left, top, right, _ = m["map"][0]
    scale = (right - left) / svg_width
    for href, (rl, rt, rr, rb) in m["rings"]:
        area = fought.get(href)
        if not check(area in chip_at, f"{page}: the ring {href} names no chip ({area})"):
            continue
        cx, cy, hw, hh = chip_at[area]
        cx, cy, hw, hh = left + cx * scale, top + cy * scale, hw * scale, hh * scale
        check(abs((rl + rr) / 2 - cx) <= 1.5 and abs((rt + rb) / 2 - cy) <= 1.5,
              f"{page} at {width}: the ring of {area} is centred at {(rl + rr) / 2:.1f}, {(rt + rb) / 2:.1f}, "
              f"its chip at {cx:.1f}, {cy:.1f}")
        check(rl < cx - hw and rr > cx + hw and rt < cy - hh and rb > cy + hh,
              f"{page} at {width}: the ring of {area} ({rl:.0f}..{rr:.0f}, {rt:.0f}..{rb:.0f}) does not go round its chip")


def phone_and_desk(site, page):
    """One column on a phone, two side by side on a desk; the map at no less
    than its own size: as wide as the page on a desk, in a box as wide as the
    page that scrolls on a phone."""
    for width, m in layouts(site, page):
        check(m["scroll"] <= m["width"], f"{page} at {width}: {m['scroll']} wide in a frame of {m['width']}")
        for left, top, right, bottom in m["map"]:
            check(right - left >= MAP_WIDTH - 0.5, f"{page} at {width}: the map is drawn {right - left:.0f} wide, less than its {MAP_WIDTH}")
            frame = m["frame"]
            check(frame["box"][2] <= m["width"] and frame["box"][2] - frame["box"][0] >= 0.9 * min(m["width"], 1200),
                  f"{page} at {width}: the map's box spans {frame['box'][0]}..{frame['box'][2]} of {m['width']}")
            check(frame["scroll"] <= frame["client"] + 1 or frame["overflow"] in ("auto", "scroll"),
                  f"{page} at {width}: the map is {frame['scroll']} wide in a box of {frame['client']} that does not scroll")
            check(width < 1200 or right <= m["width"], f"{page} at {width}: the map spans {left}..{right} of {m['width']}")
            outside = [s for s in m["spots"] if s[0] < left or s[1] < top or s[2] > right + 1 or s[3] > bottom + 1]
            check(not outside, f"{page} at {width}: links off the map: {outside[:3]}")
            rings_on_chips(page, width, m, site)
        if len(m["columns"]) == 2:
            first, second = m["columns"]
            if width == 390:
                check(second[1] >= first[3], f"{page} at 390: the columns are not one under the other: {m['columns']}")
            else:
                check(second[0] >= first[2] and second[1] == first[1], f"{page} at 1280: the columns are not side by side: {m['columns']}")
        check(page != "index.html" or len(m["columns"]) == 2, f"{page}: two columns expected, {len(m['columns'])}")
        check(not page.startswith("turn-") or (len(m["map"]) == 1 and len(m["spots"]) > 89),
              f"{page} at {width}: {len(m['map'])} maps, {len(m['spots'])} links on them")


def main():
    cli, games, out = sys.argv[1:4]
    for tool in ("chromium", "tidy", "rsvg-convert", "pdftotext"):
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
                check(address[1:] in links.ids, f"{page}: {address} has no target")
                continue
            check(not re.match(r"^[a-z]+:", address), f"{page} refers outside the folder: {address}")
            check(os.path.isfile(os.path.join(site, address.split("#")[0])), f"{page}: {address} is not in the folder")
        if page.startswith("turn-"):
            rows = {i for i in links.ids if i.startswith("area-")}
            check(rows == {f"area-{a['code']}" for a in game["areas"]}, f"{page}: rows for {len(rows)} areas")
            battles = [a for a in links.addresses if a.startswith("#battle-")]
            check(len(battles) >= 2 and len(set(battles)) * 2 == len(battles),
                  f"{page}: each battle linked from its ring and its area's row: {battles[:4]}")
        loads(path, links.title)
        phone_and_desk(site, page)
        for width in (1280, 390):
            shot = os.path.join(out, f"{page[:-5]}-{width}.png")
            chromium(f"--window-size={width},2400", f"--screenshot={shot}", f"file://{path}")
            check(os.path.getsize(shot) > 10000 if os.path.exists(shot) else False, f"{page}: no screenshot at {width}")
    # Printable: a turn's page printed by Chromium holds its heading, the
    # map and the table of areas, and no navigation (the print rules).
    pdf = os.path.join(work, "turn-1.pdf")
    chromium("--no-pdf-header-footer", f"--print-to-pdf={pdf}", f"file://{os.path.join(site, 'turn-1.html')}")
    if check(os.path.exists(pdf), "turn-1.html does not print"):
        printed = run("pdftotext", pdf, "-").stdout
        check("turn 1" in printed and "Orkney (ORK)" in printed, f"the printed turn lacks its heading or areas: {printed[:300]!r}")
        check("Turn 2 →" not in printed, "the printed turn shows the navigation")
        # The map is drawn as vector text: its chips' counts ("A2 P5 F1"), one per area.
        chips = re.findall(r"\bA\d+ P\d+", printed)
        check(len(chips) > 50, f"the printed turn has no map ({len(chips)} chips)")
    for chart in ("course-areas.svg", "course-forces.svg"):
        chart_labels(site, chart)
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
        title = Links()
        title.feed(text)
        loads(path, title.title)

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
