#!/usr/bin/python3
"""Runs a test in a desktop session of its own, apart from every other test's
(ctest runs them side by side) and from the desktop it is started from:

- a folder of its own, deleted after, for HOME, the XDG folders, TMPDIR and
  XDG_RUNTIME_DIR, where the session's sockets lie: the D-Bus session's, the
  accessibility bus's (at-spi-bus-launcher puts it in
  $XDG_RUNTIME_DIR/at-spi/; two tests sharing that folder share one bus, and
  the second one's launcher takes the first one's socket), the keyring's;
- with --display, an X server of its own (Xvfb on a free display number);
- a D-Bus session of its own (dbus-daemon) started with that environment, so
  that what it starts on demand (the accessibility bus and its registry) has
  that environment too, not the one the runner was started from;
- with --keyring, gnome-keyring's secret service on that session, a fresh
  keyring, unlocked.

The test is stopped after --limit seconds, a failure. However it ends (passed,
failed, stopped, or the runner told to stop by SIGTERM, SIGINT or SIGHUP),
every process started in the session is stopped before the runner exits: the
runner is their subreaper, so the daemons that detach themselves (the
accessibility bus, the keyring) stay its descendants, found through /proc.
Those it started itself die with it should it be killed outright.

usage: own_session.py [--display] [--keyring] [--limit SECONDS] -- COMMAND [ARG...]
Exits with the command's status; 77 (skipped) when Xvfb, dbus-daemon or
gnome-keyring-daemon is missing, unless ADJ_REQUIRE_SERVERS is set.
"""
import argparse
import ctypes
import glob
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
PR_SET_PDEATHSIG, PR_SET_CHILD_SUBREAPER = 1, 36
libc = ctypes.CDLL(None, use_errno=True)
# What the runner's caller may have of a session: none of it is the test's.
OUTER = ("DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "AT_SPI_BUS_ADDRESS",
         "GNOME_KEYRING_CONTROL", "SSH_AUTH_SOCK", "SESSION_MANAGER", "XDG_SESSION_ID", "XDG_SEAT")


def skip(why):
    if os.environ.get("ADJ_REQUIRE_SERVERS"):
        sys.exit(f"FAIL: {why} (ADJ_REQUIRE_SERVERS is set)")
    print(f"SKIP: {why}")
    sys.exit(SKIP)


def stopped(number, frame):
    raise SystemExit(f"FAIL: the test stopped by {signal.Signals(number).name}")


def die_with_runner():
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def start(args, env, **kw):
    return subprocess.Popen(args, env=env, preexec_fn=die_with_runner, **kw)


def read_line(fd, seconds, what):
    """The first line written to fd within the given seconds."""
    end, text = time.monotonic() + seconds, b""
    while not text.endswith(b"\n"):
        left = end - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            sys.exit(f"FAIL: {what} did not start within {seconds} s")
        chunk = os.read(fd, 256)
        if not chunk:
            sys.exit(f"FAIL: {what} did not start")
        text += chunk
    return text.decode().strip()


def start_x(env, log):
    """Xvfb, not reset when its last client leaves: the accessibility bus's
    launcher is the first, putting the bus's address on the display and
    leaving; a reset would take the address away and turn the program away."""
    read, write = os.pipe()
    start(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
          env, pass_fds=[write], stdout=log, stderr=log)
    os.close(write)
    try:
        return ":" + read_line(read, 30, "Xvfb")
    finally:
        os.close(read)


def start_bus(env, log):
    bus = start(["dbus-daemon", "--session", "--nofork", "--print-address=1",
                 f"--address=unix:path={env['XDG_RUNTIME_DIR']}/bus"], env, stdout=subprocess.PIPE, stderr=log)
    return read_line(bus.stdout.fileno(), 30, "dbus-daemon")


def start_keyring(env, log):
    """gnome-keyring-daemon, unlocked with a password of the test's: it
    detaches itself once ready and says where its sockets are."""
    said = subprocess.run(["gnome-keyring-daemon", "--unlock", "--components=secrets"], env=env, input=b"test-keyring",
                          stdout=subprocess.PIPE, stderr=log, timeout=30, check=True)
    return dict(line.split("=", 1) for line in said.stdout.decode().splitlines() if "=" in line)


def descendants():
    """The runner's descendants that have not ended, the deepest last."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    stat = f.read()
            except OSError:
                continue
            state, ppid = stat[stat.rfind(")") + 2:].split()[:2]
            children.setdefault(int(ppid), []).append((int(entry), state))
    found, todo = [], [os.getpid()]
    while todo:
        for pid, state in children.get(todo.pop(0), []):
            todo.append(pid)
            if state != "Z":
                found.append(pid)
    return found


def reap():
    while True:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                return
        except ChildProcessError:
            return


def stop_all():
    """Stops every process started in the session: asked (SIGTERM), then killed."""
    for number, grace in ((signal.SIGTERM, 3), (signal.SIGKILL, 5)):
        for pid in descendants():
            try:
                os.kill(pid, number)
            except ProcessLookupError:
                pass
        end = time.monotonic() + grace
        while time.monotonic() < end:
            reap()
            if not descendants():
                return True
            time.sleep(0.05)
    print("FAIL: still running after the session:", descendants())
    return False


def sweep():
    """Deletes the folders of sessions whose runner was killed outright (ctest
    kills a test past its TIMEOUT so), which it could not delete itself."""
    for folder in glob.glob(os.path.join(tempfile.gettempdir(), "adj-session-*")):
        try:
            with open(os.path.join(folder, "runner")) as f:
                os.kill(int(f.read()), 0)
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)
        except (OSError, ValueError):
            pass  # a runner's, or one being made


def main():
    parser = argparse.ArgumentParser(description="Runs a test in a desktop session of its own.")
    parser.add_argument("--display", action="store_true", help="an X server of its own (Xvfb)")
    parser.add_argument("--keyring", action="store_true", help="gnome-keyring's secret service, unlocked")
    parser.add_argument("--limit", type=float, default=100, help="seconds the test may take")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    for tool in ["dbus-daemon"] + ["Xvfb"] * args.display + ["gnome-keyring-daemon"] * args.keyring:
        if not shutil.which(tool):
            skip(f"{tool} is not installed")

    libc.prctl(PR_SET_CHILD_SUBREAPER, 1)
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, stopped)
    sweep()
    folder = tempfile.mkdtemp(prefix="adj-session-")
    with open(os.path.join(folder, "runner"), "w") as f:
        f.write(str(os.getpid()))
    log = open(os.path.join(folder, "session.log"), "w+")
    status = 1
    try:
        env = {k: v for k, v in os.environ.items() if k not in OUTER}
        env.update(HOME=f"{folder}/home", XDG_CONFIG_HOME=f"{folder}/home/.config",
                   XDG_DATA_HOME=f"{folder}/home/.local/share", XDG_CACHE_HOME=f"{folder}/home/.cache",
                   XDG_STATE_HOME=f"{folder}/home/.local/state", XDG_RUNTIME_DIR=f"{folder}/run",
                   TMPDIR=f"{folder}/tmp", ADJ_OWN_SESSION=folder)
        for path in ("home", "run", "tmp"):
            os.makedirs(f"{folder}/{path}", mode=0o700)
        if args.display:
            env["DISPLAY"] = start_x(env, log)
        env["DBUS_SESSION_BUS_ADDRESS"] = start_bus(env, log)
        if args.keyring:
            env.update(start_keyring(env, log))
        test = start(args.command, env)
        try:
            status = test.wait(timeout=args.limit)
        except subprocess.TimeoutExpired:
            print(f"FAIL: the test still running after {args.limit:g} s (--limit)")
        if status < 0:
            print(f"FAIL: the test ended by {signal.Signals(-status).name}")
            status = 1
    finally:
        for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(number, signal.SIG_IGN)  # the session is stopped all the same
        if not stop_all():
            status = 1
        if status not in (0, SKIP):
            log.seek(0)
            said = log.read()[-4000:]
            if said.strip():
                print("the session's servers said:\n" + said)
        log.close()
        shutil.rmtree(folder, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
