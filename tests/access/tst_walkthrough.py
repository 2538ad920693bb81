#!/usr/bin/python3
"""A whole turn with the keyboard alone, in the real window (xdotool keys
under Xvfb), the state read after each step over AT-SPI:
import the orders (Ctrl+I, the path typed), see their one problem, resolve
(Ctrl+R, Resolve Anyway), go to the first battle (F3) and read it, open and
close What If (Ctrl+Shift+W, Escape), accept the turn (Ctrl+Shift+A), save
it as a game file (Ctrl+Shift+S, the path typed) and quit (Ctrl+Q).

What a screen reader is told along the way (the notifications the window
shows: the problem, the import, the replay's step, the save) is heard too.

Run in a session of its own (tests/support/own_session.py --display). The
only step that is not a key is giving a new window the X focus, which a
window manager does and Xvfb has none.

usage: tst_walkthrough.py ADJUTANT GAME.json ORDERS
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import *  # noqa: E402,F401,F403 (skips when pyatspi, Xvfb or xdotool is missing)


def text_of(node):
    try:
        t = node.queryText()
        return t.getText(0, t.characterCount)
    except NotImplementedError:
        return ""


def named(root, role, name):
    return find(root, lambda o: o.getRoleName() == role and o.name == name)


def showing(root, role, predicate):
    return find(root, lambda o: o.getRoleName() == role and predicate(o)
                and o.getState().contains(pyatspi.STATE_SHOWING))


notices = []


def heard(event):
    """A notification showing: what a screen reader speaks (Announcer)."""
    try:
        if event.detail1 and event.source is not None and event.source.getRoleName() == "notification":
            notices.append(event.source.name)
    except GLib.Error:
        pass  # an object gone (or the program ended) before its event was read


def told(predicate, what):
    wait_for(lambda: any(predicate(n) for n in notices), 20, f"a screen reader told {what} (told: {notices})")


def through_file_dialog(p, keys, path, what):
    """Opens a file dialog by its keys and gives it the path, typed."""
    p.keys(keys)
    wait_for(lambda: find(p.app, lambda o: o.getRoleName() in ("dialog", "file chooser")
                          and o.getState().contains(pyatspi.STATE_SHOWING)), 20, what)
    p.focus(-1)
    p.type(path)
    p.keys("Return")


def main():
    adjutant, game_source, orders = sys.argv[1:4]
    work = tempfile.mkdtemp(prefix="adj-walk-")
    game = os.path.join(work, "game.json")
    shutil.copy(game_source, game)
    saved = os.path.join(work, "game.adjutant")
    program = Program(adjutant, game)
    try:
        walk(program, game, orders, saved)
    finally:
        program.close()
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        sys.exit(f"{len(failures)} failure(s)")
    print("PASS")


def walk(p, game, orders, saved):
    app = p.app
    frame = wait_for(lambda: find(app, lambda o: o.getRoleName() == "frame" and "Adjutant" in o.name
                                  and "turn 1" in o.name), 60, "the window at turn 1")
    p.focus()
    pyatspi.Registry.registerEventListener(heard, "object:state-changed:showing")

    # Import the orders: the file dialog takes the typed path.
    through_file_dialog(p, "ctrl+i", orders, "the Import Orders dialog")
    editor = wait_for(lambda: named(frame, "text", "Orders"), 10, "the Orders editor")
    wait_for(lambda: "NATION NOR" in text_of(editor), 20, "the orders in the editor")
    problems = wait_for(lambda: named(frame, "list", "Problems of the orders"), 10, "the orders' problems")
    wait_for(lambda: problems.childCount == 1, 10, "one problem listed")
    check("GWS" in problems.getChildAtIndex(0).name, f"the problem: {problems.getChildAtIndex(0).name!r}")
    # Told as it appears, with its line; and the import's outcome.
    told(lambda n: n.startswith("Line ") and "GWS" in n, "the problem")
    told(lambda n: n == "Imported 1 orders file: 1 problem to look at", "the import")

    # Resolve: the orders have a problem, so the window asks; Resolve Anyway.
    p.focus()
    p.keys("ctrl+r")
    wait_for(lambda: showing(app, "push button", lambda o: o.name == "Resolve Anyway"), 20,
                   "the question before resolving orders with a problem")
    p.focus(-1)
    p.keys("shift+Tab", "Return")
    wait_for(lambda: showing(frame, "label", lambda o: o.name.startswith("Turn 1 resolved")), 60,
             "the turn resolved")

    # The first battle, explained as text.
    p.focus()
    p.keys("F3")
    # A read-only text is "label" to AT-SPI; it has the text interface all the same.
    battle = wait_for(lambda: find(frame, lambda o: o.name == "The battle explained"), 10, "the battle's explanation")
    wait_for(lambda: "Round 1" in text_of(battle), 10, "the battle's rounds")
    # The step the replay went to is told, the keyboard being elsewhere than its list.
    position = wait_for(lambda: showing(frame, "label", lambda o: o.name.startswith("Step ") and " of " in o.name), 10,
                        "the replay's position")
    told(lambda n: n.startswith(position.name + ": "), f"the step ({position.name})")

    # What If opens and closes.
    p.keys("ctrl+shift+w")
    wait_for(lambda: showing(app, "dialog", lambda o: "What If" in o.name), 20, "the What If dialog")
    p.focus(-1)
    p.keys("Escape")
    wait_for(lambda: not showing(app, "dialog", lambda o: "What If" in o.name), 20, "What If closed")

    # Accept the turn: the window is at turn 2.
    p.focus()
    p.keys("ctrl+shift+a")
    wait_for(lambda: "turn 2" in frame.name, 30, "the window at turn 2")

    # Save As a game file, the path typed.
    through_file_dialog(p, "ctrl+shift+s", saved, "the Save As dialog")
    wait_for(lambda: os.path.exists(saved) and "game.adjutant" in frame.name, 30, "the game file saved")
    told(lambda n: n == "Saved game.adjutant", "the save")

    # Quit: nothing unsaved, nothing asked.
    p.focus()
    p.keys("ctrl+q")
    wait_for(lambda: p.process.poll() is not None, 20, "the program ended")
    check(p.process.returncode == 0, f"the program ended with {p.process.returncode}")


if __name__ == "__main__":
    main()
