#!/usr/bin/python3
"""The real window as a screen reader sees it, over AT-SPI.

Run in a session of its own (tests/support/own_session.py --display: Xvfb,
D-Bus): it starts the program (QT_LINUX_ACCESSIBILITY_ALWAYS_ON), the
session activates the AT-SPI bus and registry, and pyatspi walks the
window's tree:
- every control that takes the keyboard has a name;
- the map is a list of the game's areas, each named "Name (CODE)" and
  described with its owner and counts, as the game file holds them;
- the selected area is followed: selected by a reader's "press", by the
  arrow keys (xdotool) on the map, with the focus events a reader hears.

usage: tst_access.py ADJUTANT GAME.json
Exit 77 (skipped) when Xvfb, xdotool or pyatspi is missing, unless
ADJ_REQUIRE_SERVERS is set.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import *  # noqa: E402,F401,F403 (skips when pyatspi, Xvfb or xdotool is missing)

CONTAINERS = {"filler", "panel", "layered pane", "split pane", "scroll pane", "page tab list", "frame", "viewport"}
ITEMS = {"table cell", "list item", "tree item", "table column header", "table row header", "page tab", "label"}


def unnamed_controls(node, path, out):
    role = node.getRoleName()
    if role == "list" and node.name == "Map":
        return  # its items are checked below
    if role == "combo box":
        return  # its popup list is the combo box's own
    state = node.getState()
    if (state.contains(pyatspi.STATE_FOCUSABLE) and role not in CONTAINERS and role not in ITEMS
            and not node.name.strip()):
        out.append(f"[{role}] under {' / '.join(p for p in path if p)}")
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            unnamed_controls(child, path + [node.name], out)


def main():
    adjutant, game_path = sys.argv[1], sys.argv[2]
    with open(game_path, encoding="utf-8") as f:
        game = json.load(f)
    areas = {a["code"]: a for a in game["areas"]}
    borders = {}
    for a, b in game["borders"]:
        borders.setdefault(a, set()).add(b)
        borders.setdefault(b, set()).add(a)
    program = Program(adjutant, game_path)
    try:
        run(program, game, areas, borders)
    finally:
        program.close()
    if failures:
        sys.exit(f"{len(failures)} failure(s)")
    print("PASS")


def run(program, game, areas, borders):
    app = program.app
    frame = wait_for(lambda: find(app, lambda o: o.getRoleName() == "frame" and game["name"] in o.name), 60,
                     "the main window, titled with the game's name")
    game_map = wait_for(lambda: find(frame, lambda o: o.getRoleName() == "list" and o.name == "Map"), 30,
                        "the map, a list named Map")

    # Every control that takes the keyboard is named.
    unnamed = []
    unnamed_controls(frame, [], unnamed)
    check(not unnamed, "controls without a name:\n  " + "\n  ".join(unnamed))

    # The map's items: the game's areas with their owner and counts.
    check(game_map.childCount == len(areas), f"the map has {game_map.childCount} items, the game {len(areas)} areas")
    index_of = {}
    for i in range(game_map.childCount):
        item = game_map.getChildAtIndex(i)
        code = item.name[item.name.rfind("(") + 1:-1] if item.name.endswith(")") else item.name
        index_of[code] = i
        area = areas.get(code)
        if not check(area is not None, f"map item {item.name!r} is no area of the game"):
            continue
        check(item.getRoleName() == "list item", f"{code} is a {item.getRoleName()}")
        check(item.name == f"{area['name']} ({code})", f"{code} is named {item.name!r}")
        owner = area.get("owner") or None
        counts = (f"Ships {area.get('ships', 0)}, armies {area['armies']}" if area["kind"] == "sea" else
                  f"Armies {area['armies']}, population {area['population']}/{area['popLimit']}, "
                  f"forts {area.get('forts', 0)}")
        description = item.description
        check(counts in description, f"{code}: {description!r} lacks {counts!r}")
        check((f"({owner})" if owner else "neutral") in description, f"{code}: {description!r} names no owner")

    # Selected by a reader's "press": the item is selected, the Area panel shows it.
    def listen(event):
        events.append((event.type, event.source.name if event.source else "", event.detail1))

    pyatspi.Registry.registerEventListener(listen, "object:state-changed:focused", "object:state-changed:selected",
                                           "focus:")
    start = min(areas, key=lambda c: (len([n for n in borders.get(c, ())
                                             if areas[n].get("x", 0) > areas[c].get("x", 0)]) == 0, c))
    item = game_map.getChildAtIndex(index_of[start])
    actions = item.queryAction()
    press = [actions.getName(i) for i in range(actions.nActions)].index("Press")
    actions.doAction(press)
    wait_for(lambda: item.getState().contains(pyatspi.STATE_SELECTED), 10, f"{start} selected by Press")
    area_name = areas[start]["name"]
    wait_for(lambda: find(frame, lambda o: o.getRoleName() == "label" and o.name == area_name), 10,
             f"the Area panel titled {area_name}")

    # The keyboard on the map: the window has the X focus (there is no window
    # manager to give it), the map takes the focus, Right moves to a neighbour.
    program.focus()
    wait_for(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 10, "the window active")
    check(game_map.queryComponent().grabFocus(), "the map takes the focus")
    wait_for(lambda: game_map.getState().contains(pyatspi.STATE_FOCUSED), 10, "the map focused")
    program.keys("Right")
    moved = wait_for(lambda: next((game_map.getChildAtIndex(i) for i in range(game_map.childCount)
                                   if game_map.getChildAtIndex(i).getState().contains(pyatspi.STATE_SELECTED)
                                   and game_map.getChildAtIndex(i).name != item.name), None), 10,
                     "another area selected after Right")
    moved_code = moved.name[moved.name.rfind("(") + 1:-1]
    check(moved_code in borders.get(start, ()), f"Right went from {start} to {moved_code}, no neighbour")
    check(areas[moved_code]["x"] > areas[start]["x"], f"Right went from {start} west to {moved_code}")
    check(not item.getState().contains(pyatspi.STATE_SELECTED), f"{start} still selected")
    check(moved.getState().contains(pyatspi.STATE_FOCUSED), f"{moved_code} selected but not focused")
    wait_for(lambda: any(name == moved.name and detail for kind, name, detail in events
                         if kind.startswith("object:state-changed:focused")), 10,
             f"a focus event for {moved.name}")
    pyatspi.Registry.deregisterEventListener(listen, "object:state-changed:focused", "object:state-changed:selected",
                                             "focus:")


if __name__ == "__main__":
    main()
