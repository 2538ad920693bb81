"""What the AT-SPI tests share: Xvfb on a free display, the program started
under it with its accessibility on, waiting on the bus, finding objects,
recording failures. Imported by tst_access.py and tst_walkthrough.py, run
under a D-Bus session of their own (dbus-run-session)."""
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
    failures.append(what)
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


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None




class Program:
    """The program under Xvfb with its accessibility on, in a home of its own."""

    def __init__(self, adjutant, *args):
        self.tmp = tempfile.mkdtemp(prefix="adj-access-")
        self.xvfb, display = start_x(self.tmp)
        self.env = dict(os.environ, DISPLAY=display, HOME=self.tmp, XDG_CONFIG_HOME=f"{self.tmp}/config",
                        XDG_DATA_HOME=f"{self.tmp}/data", XDG_CACHE_HOME=f"{self.tmp}/cache",
                        XDG_RUNTIME_DIR=f"{self.tmp}/run", QT_QPA_PLATFORM="xcb",
                        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANG="C.UTF-8", LANGUAGE="en")
        os.makedirs(f"{self.tmp}/run", mode=0o700)
        # Its stderr to a file, said should the test fail (a pipe left unread could block it).
        self.stderr = open(f"{self.tmp}/stderr.log", "w+")
        self.process = subprocess.Popen([adjutant, "--no-recovery", *args], env=self.env,
                                        stdout=subprocess.DEVNULL, stderr=self.stderr)
        self.app = wait_for(lambda: application(self.process.pid), 60, "the program on the AT-SPI bus")

    def keys(self, *keys):
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], env=self.env, check=True)

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "10", text], env=self.env, check=True)

    def focus(self, which=0):
        """Gives the program's visible window (the last: a dialog) the X focus,
        as a window manager would; there is none under Xvfb."""
        windows = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid)],
                                 env=self.env, check=True, capture_output=True, text=True).stdout.split()
        subprocess.run(["xdotool", "windowfocus", "--sync", windows[which]], env=self.env, check=True)

    def close(self):
        self.process.kill()
        self.process.wait()
        if failures:
            self.stderr.seek(0)
            print("the program's stderr:\n" + self.stderr.read()[-4000:])
        self.stderr.close()
        self.xvfb.kill()
        self.xvfb.wait()
        shutil.rmtree(self.tmp, ignore_errors=True)
