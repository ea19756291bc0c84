# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the executable -DEXE=<file> needs Qt Widgets at run time (directly or through
# another library): xobos-cli is a headless tool and loads its translations from xobos_i18n.
file(GET_RUNTIME_DEPENDENCIES EXECUTABLES "${EXE}" RESOLVED_DEPENDENCIES_VAR resolved
     UNRESOLVED_DEPENDENCIES_VAR unresolved)
set(offending "")
foreach(library IN LISTS resolved unresolved)
    if(library MATCHES "Qt6?Widgets")
        list(APPEND offending "${library}")
    endif()
endforeach()
if(offending)
    message(FATAL_ERROR "${EXE} links Qt Widgets: ${offending}")
endif()
list(LENGTH resolved count)
if(count EQUAL 0)
    message(FATAL_ERROR "no run-time libraries found for ${EXE}: the check would prove nothing")
endif()
message(STATUS "${EXE}: ${count} run-time libraries, none of them Qt Widgets")
