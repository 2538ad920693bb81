#!/bin/sh
# Regenerates the golden copies in tests/golden/<game>/ with the adjutant-cli
# given, chaining the turns of each sample game: turn 1 starts from
# resources/games/<game>.json, turn N uses resources/games/<game>-turnN.orders
# and the turnN.json written by the turn before.
#
# Regenerate only after a reviewed change of the rules or reports, then read
# the whole diff (git diff tests/golden) as a moderator would before accepting
# it; see tests/golden/REVIEW.md.
#
# usage: tests/golden/regenerate.sh BUILD/app/adjutant-cli [GAME...]
set -eu

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH/TO/adjutant-cli [GAME...]" >&2
    exit 2
fi
cli=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
games=$(cd "$here/../../resources/games" && pwd)
[ $# -gt 0 ] || set -- britain empires

for game in "$@"; do
    work=$(mktemp -d)
    state=$games/$game.json
    n=1
    while [ -f "$games/$game-turn$n.orders" ]; do
        next=$((n + 1))
        "$cli" resolve "$state" "$games/$game-turn$n.orders" -o "$work/turn$next.json" \
            --events "$work/events-turn$n.jsonl" --reports "$work/reports-turn$n"
        state=$work/turn$next.json
        n=$next
    done
    if [ "$n" -eq 1 ]; then
        echo "$0: no orders $games/$game-turn1.orders" >&2
        rm -rf "$work"
        exit 1
    fi
    # Replace the old copies only once every turn has been resolved.
    rm -rf "$here/$game"
    mkdir -p "$here/$game"
    cp -R "$work"/. "$here/$game"/
    rm -rf "$work"
    echo "$game: $((n - 1)) turns written to $here/$game"
done
