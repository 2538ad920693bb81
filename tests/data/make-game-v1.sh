#!/bin/sh
# Rebuilds tests/data/game-v1.adjutant: a game file as version 1 of the schema
# wrote it (before the moderator-edits table of version 2), for the migration
# test in tst_gamestore. The file is checked in; this script is its record.
#
# Sources in game-v1/: turn3.json, turn3.orders; turn4.json and turn3.jsonl
# (the step log) are what `adjutant-cli resolve` made of them. Pass the path of
# adjutant-cli to remake those two as well.
#
#   sh tests/data/make-game-v1.sh [path/to/adjutant-cli]
set -eu
cd "$(dirname "$0")"
src=game-v1
out=game-v1.adjutant
if [ $# -ge 1 ]; then
    (cd $src && "$1" resolve turn3.json turn3.orders -o turn4.json --events turn3.jsonl)
fi
quote() { sed "s/'/''/g"; }
rm -f $out $out-journal
{
    cat <<'SQL'
BEGIN;
PRAGMA application_id = 1094994516;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE areas (position INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL, terrain TEXT, hinterland TEXT, x REAL, y REAL);
CREATE TABLE borders (position INTEGER PRIMARY KEY, a TEXT NOT NULL, b TEXT NOT NULL);
CREATE TABLE turns (turn INTEGER PRIMARY KEY, state TEXT NOT NULL CHECK (state IN ('open', 'draft', 'resolved')), discarded INTEGER NOT NULL DEFAULT 0, saved_at TEXT NOT NULL);
CREATE TABLE games (turn INTEGER PRIMARY KEY, game TEXT NOT NULL);
CREATE TABLE received_orders (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, source TEXT NOT NULL, received_at TEXT NOT NULL, text TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0);
CREATE INDEX received_orders_turn ON received_orders (turn);
CREATE TABLE orders (turn INTEGER NOT NULL, position INTEGER NOT NULL, nation TEXT NOT NULL, slot INTEGER NOT NULL, word TEXT NOT NULL, action TEXT NOT NULL, field1 TEXT NOT NULL, field2 TEXT NOT NULL, number TEXT NOT NULL, normalised TEXT NOT NULL, raw TEXT NOT NULL, file TEXT NOT NULL, line INTEGER NOT NULL, error TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (turn, position));
CREATE TABLE steps (turn INTEGER NOT NULL, position INTEGER NOT NULL, file TEXT NOT NULL, step TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (turn, position));
CREATE TABLE ap_rounds (round INTEGER PRIMARY KEY, saved_at TEXT NOT NULL, ledger TEXT NOT NULL, messages TEXT NOT NULL);
PRAGMA user_version = 1;
INSERT INTO meta VALUES ('name', 'Version 1 fixture'), ('ruleset', 'dark-age'), ('options', '{}'),
    ('created_at', '2025-03-01T10:00:00.000Z');
INSERT INTO areas VALUES (0, 'YRS', 'Yorkshire', 'land', 'lowland', NULL, 400, 240),
    (1, 'YRK', 'York', 'city', 'town', 'YRS', 410, 220),
    (2, 'LNS', 'Lincolnshire', 'land', 'lowland', NULL, 420, 300),
    (3, 'NTH', 'North Sea', 'sea', NULL, NULL, 520, 260);
INSERT INTO borders VALUES (0, 'YRK', 'YRS'), (1, 'YRS', 'LNS'), (2, 'YRS', 'NTH'), (3, 'LNS', 'NTH');
INSERT INTO orders (turn, position, nation, slot, word, action, field1, field2, number, normalised, raw, file, line, error) VALUES
    (3, 0, 'NOR', 1, 'LEVY', 'LEVY', 'YRS', '', '2', 'LEVY YRS - 2', '1 LEVY YRS - 2', 'turn3.orders', 2, ''),
    (3, 1, 'NOR', 2, 'MOVE', 'MOVE', 'YRS', 'LNS', '3', 'MOVE YRS LNS 3', '2 MOVE YRS LNS 3', 'turn3.orders', 3, ''),
    (3, 2, 'NOR', 3, 'FLY', '', '', '', '-', 'FLY', '3 FLY YRS', 'turn3.orders', 4, 'unknown action "FLY" in Dark Age'),
    (3, 3, 'MER', 1, 'FORTIFY', 'FORTIFY', 'LNS', '', '1', 'FORTIFY LNS - 1', '1 fortify lns - 1', 'turn3.orders', 6, '');
INSERT INTO ap_rounds VALUES (1, '2025-03-02T09:00:00.000Z', '{"round": 1, "players": []}', '[{"to": ["Ann"], "text": "Welcome"}]');
SQL
    # readfile() is the sqlite3 shell's: the texts go in byte for byte.
    echo "INSERT INTO turns VALUES (3, 'resolved', 0, '2025-03-01T10:00:00.000Z'), (4, 'open', 0, '2025-03-08T10:00:00.000Z');"
    echo "INSERT INTO games VALUES (3, CAST(readfile('$src/turn3.json') AS TEXT)), (4, CAST(readfile('$src/turn4.json') AS TEXT));"
    echo "INSERT INTO received_orders (turn, source, received_at, text)
        VALUES (3, 'turn3.orders', '2025-03-07T18:30:00.000Z', CAST(readfile('$src/turn3.orders') AS TEXT));"
    position=0
    while IFS= read -r step; do
        case "$step" in *'"line":'*) file=turn3.orders ;; *) file= ;; esac
        printf "INSERT INTO steps (turn, position, file, step) VALUES (3, %d, '%s', '%s');\n" \
            $position "$file" "$(printf '%s' "$step" | quote)"
        position=$((position + 1))
    done < $src/turn3.jsonl
    echo "COMMIT;"
} | sqlite3 $out
echo "wrote $(pwd)/$out"
