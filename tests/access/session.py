"""What the AT-SPI tests share: the program started with its accessibility
on, waiting on the bus, finding objects, recording failures. Imported by
tst_access.py and tst_walkthrough.py, which run in a session of their own
(tests/support/own_session.py --display: Xvfb, a D-Bus session, the
accessibility bus, a home and runtime folder, all the test's alone); started
otherwise, a test starts itself again in one."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

SUPPORT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support")
if not os.environ.get("ADJ_OWN_SESSION"):
    os.execv(sys.executable, [sys.executable, os.path.join(SUPPORT, "own_session.py"), "--display", "--",
                              sys.executable, *sys.argv])
sys.path.insert(0, SUPPORT)
from own_session import skip  # noqa: E402


try:
    import pyatspi
    from gi.repository import GLib
except ImportError as e:
    skip(f"pyatspi is not installed ({e})")
if not shutil.which("xdotool"):
    skip("xdotool is not installed")

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)
    return ok


running = []  # the program, whose end fails a wait at once


def wait_for(predicate, timeout, what):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        value = predicate()
        if value:
            return value
        for process in running:
            if process.poll() is not None:
                failures.append(what)
                sys.exit(f"FAIL: {what}: the program ended ({process.returncode})")
        time.sleep(0.1)
    failures.append(what)
    sys.exit(f"FAIL: {what} (after {timeout} s)")


events = []


def pump():
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


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


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


class Program:
    """The program in the session's display with its accessibility on. Should
    it not come up on the bus, it is stopped and the test fails."""

    def __init__(self, adjutant, *args):
        self.env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                        LANG="C.UTF-8", LANGUAGE="en")
        # Its stderr to a file, said should the test fail (a pipe left unread could block it).
        self.stderr = tempfile.TemporaryFile("w+")
        self.process = subprocess.Popen([adjutant, "--no-recovery", *args], env=self.env,
                                        stdout=subprocess.DEVNULL, stderr=self.stderr)
        running.append(self.process)
        try:
            self.app = wait_for(lambda: application(self.process.pid), 30, "the program on the AT-SPI bus")
        except BaseException:
            self.close()
            raise

    def keys(self, *keys):
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], env=self.env, check=True, timeout=20)

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "10", text], env=self.env, check=True, timeout=20)

    def focus(self, which=0):
        """Gives the program's visible window (the last: a dialog) the X focus,
        as a window manager would; there is none under Xvfb."""
        windows = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid)],
                                 env=self.env, check=True, capture_output=True, text=True,
                                 timeout=20).stdout.split()
        subprocess.run(["xdotool", "windowfocus", "--sync", windows[which]], env=self.env, check=True, timeout=20)

    def close(self):
        if self.process in running:
            running.remove(self.process)
        self.process.kill()
        self.process.wait()
        if failures:
            self.stderr.seek(0)
            print("the program's stderr:\n" + self.stderr.read()[-4000:])
        self.stderr.close()
