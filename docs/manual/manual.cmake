# The user manual's files, relative to docs/: bundled into the program as
# :/manual/<file> (ui/CMakeLists.txt) and installed to
# share/doc/adjutant/<file> (packaging/CMakeLists.txt), so that the pages'
# links to the pictures (../images/…, ../screenshot.png) hold in both.
# tst_help checks that every picture a page shows is found.
set(ADJUTANT_MANUAL_PAGES
    manual/index.md
    manual/first-turn.md
    manual/orders.md
    manual/replay.md
    manual/mail-in.md
    manual/turn-sheets.md
    manual/game-file.md
    manual/ap-ledger.md
    manual/map-editor.md
    manual/command-line.md
)
set(ADJUTANT_MANUAL_IMAGES
    screenshot.png
    window-1280x800.png
    turn-sheet.png
    ap-ledger.png
    history.png
    history-replay.png
    charts.png
    images/inspector-won.png
    images/inspector-capped.png
    images/whatif.png
    images/send-reports.png
    map-editor.png
)
