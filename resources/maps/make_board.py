#!/usr/bin/env python3
"""Writes the generated sample boards of resources/maps as map spreadsheets
(docs/formats.md "Map spreadsheets"): areas.csv, borders.csv, nations.csv.

  norden  a Dark Age board of 168 areas (156 land and sea areas on a hex
          grid, 12 cities), 8 kingdoms
  levant  a small Empires board of 33 areas, 4 empires

The boards are fictional. The same seed gives the same files:
    python3 resources/maps/make_board.py
"""
import csv, math, os, random

SYLLABLES = ["al", "ber", "cal", "dun", "el", "fen", "gar", "hal", "is", "kel", "lor", "mar",
             "nor", "os", "pen", "rav", "sal", "tor", "ul", "vend", "wick", "yr", "thar", "brea"]


def name(rng, used):
    while True:
        n = "".join(rng.choice(SYLLABLES) for _ in range(rng.choice([2, 2, 3]))).capitalize()
        if n not in used:
            used.add(n)
            return n


def code(index):
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return letters[index // 26 // 26 % 26] + letters[index // 26 % 26] + letters[index % 26]


def neighbours(r, c, rows, cols):
    odd = r % 2
    deltas = [(0, -1), (0, 1), (-1, -1 + odd), (-1, odd), (1, -1 + odd), (1, odd)]
    return [(r + dr, c + dc) for dr, dc in deltas if 0 <= r + dr < rows and 0 <= c + dc < cols]


def board(folder, seed, rows, cols, cities, nations, terrains, people, bp, land_share):
    rng = random.Random(seed)
    used = set()
    cells = {}
    centre = ((rows - 1) / 2, (cols - 1) / 2)
    for r in range(rows):
        for c in range(cols):
            # Land in the middle, sea towards the edges, a little noise.
            d = math.hypot((r - centre[0]) / rows, (c - centre[1]) / cols)
            land = d + rng.uniform(-0.12, 0.12) < land_share
            cells[(r, c)] = {"code": code(len(cells)), "land": land,
                             "x": 40 + c * 80 + (40 if r % 2 else 0), "y": 40 + r * 70}
    areas, borders = [], set()
    land_cells = [k for k, v in cells.items() if v["land"]]
    owners = {}
    homes = rng.sample(land_cells, len(nations))
    for (ncode, _), home in zip(nations, homes):
        owners[home] = ncode
        for nb in neighbours(*home, rows, cols):
            if cells[nb]["land"] and nb not in owners and rng.random() < 0.6:
                owners[nb] = ncode
    for k, v in cells.items():
        if v["land"]:
            pop = rng.randint(1, 5)
            areas.append([v["code"], name(rng, used), "land", rng.choice(terrains), pop, pop + rng.randint(1, 4),
                          "", rng.choice([0, 0, 0, 1]), rng.randint(0, 2) if k in owners else rng.randint(0, 1),
                          "", owners.get(k, ""), "", v["x"], v["y"]])
        else:
            areas.append([v["code"], name(rng, used) + " Sea", "sea", "", "", "", "", "", 0, 0, "", "",
                          v["x"], v["y"]])
        for nb in neighbours(*k, rows, cols):
            a, b = v["code"], cells[nb]["code"]
            borders.add((min(a, b), max(a, b)))
    # Cities on land areas, each bordering its hinterland only.
    for i, k in enumerate(rng.sample(land_cells, cities)):
        h = cells[k]
        ccode = "Z" + code(i)[1:]
        pop = rng.randint(3, 6)
        areas.append([ccode, name(rng, used) + "ton", "city", "town", pop, pop + 3, rng.randint(1, 3), rng.randint(0, 2),
                      rng.randint(1, 2) if k in owners else 1, "", owners.get(k, ""), h["code"], h["x"] + 28, h["y"] + 22])
        borders.add((min(ccode, h["code"]), max(ccode, h["code"])))
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "areas.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["code", "name", "kind", "terrain", "population", "popLimit", "trade", "forts", "armies", "ships",
                    "owner", "hinterland", "x", "y"])
        w.writerows(areas)
    with open(os.path.join(folder, "borders.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["a", "b"])
        w.writerows(sorted(borders))
    with open(os.path.join(folder, "nations.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["code", "name", "player", "email", "people", "traits", "bp", "treasury", "armyReserve",
                    "fleetReserve"])
        for i, (ncode, nname) in enumerate(nations):
            w.writerow([ncode, nname, "Player %d" % (i + 1), "player%d@example.org" % (i + 1),
                        people[i % len(people)], "", bp, 0, 1, 0])


here = os.path.dirname(os.path.abspath(__file__))
board(os.path.join(here, "norden"), 1066, 12, 13, 12,
      [("DAN", "Danes"), ("SVE", "Svear"), ("GOT", "Gotar"), ("NOR", "Northmen"), ("FRI", "Frisians"),
       ("SAX", "Saxons"), ("WEN", "Wends"), ("FIN", "Finns")],
      ["lowland", "upland", "forest", "mountain", "wetland"], ["dane", "swede", "geat", "norse", "frisian", "saxon",
                                                               "wend", "finn"], 18, 0.42)
board(os.path.join(here, "levant"), 1453, 5, 6, 3,
      [("BYZ", "Byzantium"), ("OTT", "Ottomans"), ("VEN", "Venice"), ("MAM", "Mamluks")],
      ["lowland", "upland", "mountain"], ["greek", "turk", "venetian", "arab"], 25, 0.45)
