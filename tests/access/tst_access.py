#!/usr/bin/python3
"""The real window as a screen reader sees it, over AT-SPI.

Run under a D-Bus session of its own (dbus-run-session): it starts Xvfb and
the program (QT_LINUX_ACCESSIBILITY_ALWAYS_ON), the session activates the
AT-SPI bus and registry, and pyatspi walks the window's tree:
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
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def skip(why):
    if os.environ.get("ADJ_REQUIRE_SERVERS"):
        sys.exit(f"FAIL: {why} (ADJ_REQUIRE_SERVERS is set)")
    print(f"SKIP: {why}")
    sys.exit(SKIP)


try:
    import pyatspi
    from gi.repository import GLib
except ImportError as e:
    skip(f"pyatspi is not installed ({e})")
for tool in ("Xvfb", "xdotool"):
    if not shutil.which(tool):
        skip(f"{tool} is not installed")
if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    skip("no D-Bus session (run under dbus-run-session)")

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)
    return ok


def wait_for(predicate, timeout, what):
    end = time.time() + timeout
    while time.time() < end:
        pump()
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    sys.exit(f"FAIL: {what} (after {timeout} s)")


events = []


def pump():
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def start_x(tmp):
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            pass_fds=[write], stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            sys.exit("FAIL: Xvfb did not start")
        number += chunk
    os.close(read)
    return xvfb, ":" + number.decode().strip()


def find(node, predicate, depth=0):
    """The first object under node (depth first) for which predicate holds."""
    if predicate(node):
        return node
    if depth > 60:
        return None
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            found = find(child, predicate, depth + 1)
            if found is not None:
                return found
    return None


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

    tmp = tempfile.mkdtemp(prefix="adj-access-")
    xvfb, display = start_x(tmp)
    env = dict(os.environ, DISPLAY=display, HOME=tmp, XDG_CONFIG_HOME=f"{tmp}/config",
               XDG_DATA_HOME=f"{tmp}/data", XDG_CACHE_HOME=f"{tmp}/cache", XDG_RUNTIME_DIR=f"{tmp}/run",
               QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANG="C.UTF-8", LANGUAGE="en")
    os.makedirs(f"{tmp}/run", mode=0o700)
    app_process = subprocess.Popen([adjutant, "--no-recovery", game_path], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        run(env, game, areas, borders, app_process)
    finally:
        app_process.kill()
        app_process.wait()
        xvfb.kill()
        xvfb.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        sys.exit(f"{len(failures)} failure(s)")
    print("PASS")


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def run(env, game, areas, borders, app_process):
    app = wait_for(lambda: application(app_process.pid), 60, "the program on the AT-SPI bus")
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
    windows = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app_process.pid)],
                             env=env, check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["xdotool", "windowfocus", "--sync", windows[0]], env=env, check=True)
    wait_for(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 10, "the window active")
    check(game_map.queryComponent().grabFocus(), "the map takes the focus")
    wait_for(lambda: game_map.getState().contains(pyatspi.STATE_FOCUSED), 10, "the map focused")
    subprocess.run(["xdotool", "key", "Right"], env=env, check=True)
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
