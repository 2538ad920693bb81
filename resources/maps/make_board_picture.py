#!/usr/bin/env python3
"""Draws resources/maps/britain-board.svg, a picture of the Britain and
Ireland board (docs/formats.md `board`) from the map spreadsheet in
resources/maps/britain/: every land and city area a patch of land around its
x, y (the pixel positions the sample game gives), neighbouring land areas
joined, seas left open, and a dashed line between two land neighbours where
their territories meet. It is a drawing for the map editor's board, not a
survey: the same spreadsheet gives the same file.
    python3 resources/maps/make_board_picture.py
"""
import csv, math, os

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 1440, 1870
SEA, LAND, COAST, LINE, TEXT = "#b9d3e6", "#e8dfc4", "#8c7a55", "#a08a5c", "#6b5b3a"


def main():
    with open(os.path.join(HERE, "britain", "areas.csv"), newline="") as f:
        areas = {row["code"]: row for row in csv.DictReader(f)}
    with open(os.path.join(HERE, "britain", "borders.csv"), newline="") as f:
        borders = [(row["a"], row["b"]) for row in csv.DictReader(f)]

    def at(code):
        return float(areas[code]["x"]), float(areas[code]["y"])

    land = [c for c, a in areas.items() if a["kind"] != "sea"]
    joins = [(a, b) for a, b in borders if a in land and b in land]

    def mass(extra, colour):
        out = ['<g fill="%s" stroke="%s" stroke-linecap="round">' % (colour, colour)]
        for c in land:
            x, y = at(c)
            out.append('<circle cx="%g" cy="%g" r="%g"/>' % (x, y, 62 + extra))
        for a, b in joins:
            (x1, y1), (x2, y2) = at(a), at(b)
            out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke-width="%g"/>' % (x1, y1, x2, y2, 84 + 2 * extra))
        # Three land areas that all border each other close the gap between them.
        near = {c: set() for c in land}
        for a, b in joins:
            near[a].add(b)
            near[b].add(a)
        for a, b in joins:
            for c in sorted(near[a] & near[b]):
                if a < b < c:
                    out.append('<polygon points="%s"/>' % " ".join("%g,%g" % at(k) for k in (a, b, c)))
        out.append("</g>")
        return out

    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
           % (WIDTH, HEIGHT, WIDTH, HEIGHT),
           '<rect width="%d" height="%d" fill="%s"/>' % (WIDTH, HEIGHT, SEA)]  # no percentages: SVG Tiny
    # Waves on the open sea, in rows.
    svg.append('<g stroke="#a3c2da" stroke-width="2" fill="none">')
    for y in range(40, HEIGHT, 70):
        for x in range((y // 70) % 2 * 60, WIDTH, 120):
            svg.append('<path d="M%d %d q15 -10 30 0 t30 0"/>' % (x, y))
    svg.append("</g>")
    svg += mass(6, COAST)
    svg += mass(0, LAND)
    # Where two land territories meet: a short dashed line across the join.
    svg.append('<g stroke="%s" stroke-width="3" stroke-dasharray="8 6">' % LINE)
    for a, b in joins:
        (x1, y1), (x2, y2) = at(a), at(b)
        mx, my, length = (x1 + x2) / 2, (y1 + y2) / 2, math.hypot(x2 - x1, y2 - y1) or 1
        nx, ny = -(y2 - y1) / length * 45, (x2 - x1) / length * 45
        svg.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>' % (mx - nx, my - ny, mx + nx, my + ny))
    svg.append("</g>")
    # Every area's name, small, under where its token stands; seas in italics.
    svg.append('<g font-family="serif" font-size="17" text-anchor="middle">')
    for c, a in areas.items():
        x, y = at(c)
        style = ' font-style="italic" fill="#4d7394"' if a["kind"] == "sea" else ' fill="%s"' % TEXT
        svg.append('<text x="%g" y="%g"%s>%s</text>' % (x, y + 64, style, a["name"].replace("&", "&amp;")))
    svg.append("</g>")
    svg.append('<g font-family="serif" fill="%s"><text x="60" y="1800" font-size="44">Britannia</text>'
               '<text x="62" y="1834" font-size="20">Britain and Ireland · a Dark Age board</text></g>' % TEXT)
    svg.append("</svg>")
    with open(os.path.join(HERE, "britain-board.svg"), "w") as f:
        f.write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
