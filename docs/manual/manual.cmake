# The user manual's files, relative to docs/: bundled into the program as
# :/manual/<file> (ui/CMakeLists.txt) and installed to
# share/doc/adjutant/<file> (packaging/CMakeLists.txt), so that the pages'
# links to the pictures (../images/…, ../screenshot.png; from a translation
# ../../images/…) hold in both.
# tst_help checks that every picture a page shows is found.
set(ADJUTANT_MANUAL_PAGES
    manual/index.md
    manual/first-turn.md
    manual/orders.md
    manual/replay.md
    manual/mail-in.md
    manual/turn-by-mail.md
    manual/turn-sheets.md
    manual/game-file.md
    manual/ap-ledger.md
    manual/map-editor.md
    manual/command-line.md
    manual/accessibility.md
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
    images/send-confirmations.png
    images/send-reminders.png
    images/recover-unsaved-work.png
    images/file-in-use.png
    turn-inbox.png
    map-editor.png
    start-page.png
    game-settings.png
    images/keyboard-shortcuts.png
    images/window-dark.png
    images/map-2x.png
    images/map-dark-2x.png
    images/site-turn-390.png
    images/rerun.png
    images/rerun-message.png
)

# The manual's translations: manual/<language>/, a page each of the English
# pages by the same file name, sharing the English pages' pictures.
# ADJUTANT_MANUAL_TRANSLATED holds the translated pages there are (a page not
# yet translated is shown in English; tst_help fails on it).
set(ADJUTANT_MANUAL_LANGUAGES de)
set(ADJUTANT_MANUAL_TRANSLATED)
get_filename_component(manual_docs_dir ${CMAKE_CURRENT_LIST_DIR} DIRECTORY)
foreach(language IN LISTS ADJUTANT_MANUAL_LANGUAGES)
    # Globbed, so that a page translated later is found at the next build.
    file(GLOB manual_found CONFIGURE_DEPENDS RELATIVE ${manual_docs_dir} ${manual_docs_dir}/manual/${language}/*.md)
    foreach(page IN LISTS ADJUTANT_MANUAL_PAGES)
        string(REGEX REPLACE "^manual/" "manual/${language}/" translated ${page})
        if(translated IN_LIST manual_found)
            list(APPEND ADJUTANT_MANUAL_TRANSLATED ${translated})
        endif()
    endforeach()
endforeach()
