# lupdate leaves no unfinished entry: the sources are read again
# into a copy of translations/adjutant_de.ts (the project lupdate reads for
# `ninja update_translations`), and the copy must have a translation for every
# message, new ones included. Run as
#   cmake -DLUPDATE=… -DGENERATE_PROJECT=… -DPROJECT_CMAKE=… -DTS=… -DWORK=… -P translations.cmake
file(MAKE_DIRECTORY ${WORK})
# The project (sources, include paths) as Qt's update_translations target makes it.
set(PROJECT_JSON ${WORK}/project.json)
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_CMAKE} -DOUT_FILE=${PROJECT_JSON} -P ${GENERATE_PROJECT}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cannot make the lupdate project from ${PROJECT_CMAKE}")
endif()
get_filename_component(name ${TS} NAME)
set(copy ${WORK}/${name})
configure_file(${TS} ${copy} COPYONLY)
execute_process(COMMAND ${LUPDATE} -project ${PROJECT_JSON} -no-obsolete -locations none -ts ${copy}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${status}):\n${out}")
endif()
file(STRINGS ${copy} unfinished REGEX "type=\"unfinished\"")
list(LENGTH unfinished count)
if(count GREATER 0)
    # The sources of the unfinished entries, for the message.
    file(READ ${copy} text)
    string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\"" found "${text}")
    string(REPLACE ";" "\n" found "${found}")
    message(FATAL_ERROR "${count} unfinished entries in ${name} after lupdate (give each its German):\n${found}")
endif()
message(STATUS "${name}: no unfinished entry")
