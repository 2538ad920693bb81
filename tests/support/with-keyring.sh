#!/bin/sh
# Runs a program with a desktop keyring of its own: meant to run inside
# `dbus-run-session --`, it starts gnome-keyring's secret service on that
# session bus, with a fresh keyring in a temporary home, unlocked.
set -e
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
eval "$(printf 'test-keyring' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
"$@"
