#!/usr/bin/env bash
# The Debian package, built and unpacked (ctest "package"): CPack builds the
# .deb from the build folder's binaries, dpkg-deb unpacks it into a temporary
# root, and every file must be where it belongs; the unpacked adjutant-cli
# resolves the installed sample game, the unpacked adjutant opens it offscreen,
# and the desktop entry and the AppStream metadata validate as installed.
# Usage: package.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# CPack with the build folder's configuration; its output in the temporary folder.
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" > "$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log" >&2; echo "FAIL: cpack" >&2; exit 1; }
debs=("$work"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: no single .deb in $work/out" >&2; exit 1; }
deb=${debs[0]}
echo "package: $(basename "$deb")"

[ "$(dpkg-deb -f "$deb" Package)" = adjutant ] || fail "Package is not adjutant"
version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqt6charts6 libqt6sql6-sqlite libgmime-3.0 libsimdjson; do
    [[ $depends == *"$lib"* ]] || fail "Depends lacks $lib: $depends"
done

root=$work/root
dpkg-deb -x "$deb" "$root"

# Every file where it belongs.
expect() { [ -s "$root/$1" ] || fail "missing or empty: /$1"; }
for f in usr/bin/adjutant usr/bin/adjutant-cli \
         usr/share/applications/adjutant.desktop \
         usr/share/metainfo/org.example.adjutant.metainfo.xml \
         usr/share/mime/packages/adjutant.xml \
         usr/share/icons/hicolor/scalable/apps/adjutant.svg \
         usr/share/man/man1/adjutant.1.gz usr/share/man/man1/adjutant-cli.1.gz \
         usr/share/adjutant/translations/adjutant_de.qm usr/share/adjutant/translations/adjutant_en.qm \
         usr/share/adjutant/games/britain.json usr/share/adjutant/games/britain-turn1.orders \
         usr/share/adjutant/games/empires.json usr/share/adjutant/games/forum.json \
         usr/share/adjutant/games/forum-round4.ap \
         usr/share/adjutant/maps/britain/areas.csv usr/share/adjutant/maps/britain/borders.csv \
         usr/share/adjutant/maps/britain/nations.csv usr/share/adjutant/maps/britain-board.svg \
         usr/share/adjutant/maps/norden/areas.csv usr/share/adjutant/maps/levant/areas.csv \
         usr/share/doc/adjutant/copyright usr/share/doc/adjutant/changelog.gz \
         usr/share/doc/adjutant/manual/index.md usr/share/doc/adjutant/manual/command-line.md \
         usr/lib/systemd/user/adjutant-duty.service usr/lib/systemd/user/adjutant-duty.timer; do
    expect "$f"
done
# The user service runs the packaged adjutant-cli's duty, its arguments from the user's configuration.
grep -qx 'ExecStart=/usr/bin/adjutant-cli duty $ADJUTANT_DUTY' "$root/usr/lib/systemd/user/adjutant-duty.service" \
    || fail "adjutant-duty.service does not run /usr/bin/adjutant-cli duty"
grep -qx 'EnvironmentFile=%h/.config/adjutant/duty.conf' "$root/usr/lib/systemd/user/adjutant-duty.service" \
    || fail "adjutant-duty.service does not read ~/.config/adjutant/duty.conf"
if command -v systemd-analyze >/dev/null; then
    # Verified as units (what systemd reads of them), the man page lookups aside.
    bad=$(systemd-analyze verify "$root/usr/lib/systemd/user/adjutant-duty.service" \
              "$root/usr/lib/systemd/user/adjutant-duty.timer" 2>&1 | grep -v "Command 'man " | grep -v "is not executable" || true)
    [ -z "$bad" ] || fail "systemd-analyze verify: $bad"
fi
[ -x "$root/usr/bin/adjutant" ] && [ -x "$root/usr/bin/adjutant-cli" ] || fail "the binaries are not executable"
for size in 16 22 24 32 48 64 128 256; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/adjutant.png
    expect "usr/share/icons/hicolor/${size}x${size}/apps/adjutant.png"
    # PNG width and height: big-endian at bytes 16 and 20.
    [ "$(od -An -tu1 -j16 -N8 "$png" 2>/dev/null | awk '{print $3*256+$4 "x" $7*256+$8}')" = "${size}x${size}" ] \
        || fail "$png is not ${size}x${size}"
done
# The manual's pictures, where its pages' links (../images/…) find them.
for img in $(grep -ho '](\.\./[^)]*)' "$source"/docs/manual/*.md | sed 's/^](\.\.\///; s/)$//' | sort -u); do
    expect "usr/share/doc/adjutant/$img"
done
for page in "$source"/docs/manual/*.md; do
    expect "usr/share/doc/adjutant/manual/$(basename "$page")"
    # The German manual: every page's twin, its pictures found from there (../../images/…).
    expect "usr/share/doc/adjutant/manual/de/$(basename "$page")"
done
for img in $(grep -ho '](\.\./\.\./[^)]*)' "$source"/docs/manual/de/*.md | sed 's/^](\.\.\/\.\.\///; s/)$//' | sort -u); do
    expect "usr/share/doc/adjutant/$img"
done
# Nothing outside /usr.
others=$(cd "$root" && find . -mindepth 1 -maxdepth 1 ! -name usr)
[ -z "$others" ] || fail "files outside /usr: $others"
# The copyright file in Debian's machine-readable format, naming the licence.
head -1 "$root/usr/share/doc/adjutant/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
    || fail "copyright is not machine-readable"
grep -q '^License: GPL-3.0+' "$root/usr/share/doc/adjutant/copyright" || fail "copyright names no GPL-3.0+"
# Manual pages: gzip without a name or time stamp, one section per command of adjutant-cli --help.
for gz in "$root"/usr/share/man/man1/*.gz "$root"/usr/share/doc/adjutant/changelog.gz; do
    gzip -t "$gz" || fail "$gz is not gzip"
done
clipage=$(gzip -dc "$root/usr/share/man/man1/adjutant-cli.1.gz")
commands=$("$root/usr/bin/adjutant-cli" --help | awk '/^  [a-z]/ {print $1}')
[ -n "$commands" ] || fail "adjutant-cli --help lists no command"
for c in $commands; do
    grep -q "^\.SS $c " <<< "$clipage" || fail "adjutant-cli.1 has no section for $c"
done
sections=$(grep -c '^\.SS ' <<< "$clipage")
[ "$sections" -eq "$(wc -w <<< "$commands")" ] || fail "adjutant-cli.1 has $sections command sections, --help lists $(wc -w <<< "$commands")"

# The unpacked programs run.
cliver=$("$root/usr/bin/adjutant-cli" --version)
[[ $cliver == "adjutant-cli $version "* ]] || fail "adjutant-cli --version says '$cliver', the package is $version"
games=$root/usr/share/adjutant/games
"$root/usr/bin/adjutant-cli" resolve "$games/britain.json" "$games/britain-turn1.orders" \
    -o "$work/britain-turn2.json" --reports "$work/reports" > "$work/resolve.log" 2>&1 \
    || { cat "$work/resolve.log" >&2; fail "adjutant-cli resolve on the installed sample game"; }
grep -q '"turn": 2' "$work/britain-turn2.json" 2>/dev/null || fail "the resolved sample game is not at turn 2"
[ -s "$work/reports/VIK.txt" ] || fail "no report for VIK"
guiver=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/adjutant" --version)
[[ $guiver == "adjutant $version" ]] || fail "adjutant --version says '$guiver'"
# Its settings (recent files) in the temporary folder, not the user's.
XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen "$root/usr/bin/adjutant" --screenshot "$work/window.png" "$games/britain.json" \
    || fail "adjutant did not open the installed sample game offscreen"
[ -s "$work/window.png" ] || fail "adjutant saved no picture of its window"

# The desktop entry and the AppStream metadata, as installed.
desktop-file-validate "$root/usr/share/applications/adjutant.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/org.example.adjutant.metainfo.xml" \
    || fail "appstreamcli validate"
grep -q "<release version=\"$version\"" "$root/usr/share/metainfo/org.example.adjutant.metainfo.xml" \
    || fail "the metainfo has no release $version"

# lintian: no error and no warning (docs/packaging.md); the other tags are shown.
lintian --pedantic --fail-on error,warning "$deb" || fail "lintian"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "package: every file in place, the programs run, the metadata validates"
