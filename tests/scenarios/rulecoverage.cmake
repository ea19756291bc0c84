# SPDX-License-Identifier: GPL-3.0-or-later
# Fails listing every rule id of docs/rules.md ("### R-..." for Xobos, "### T-..." for TECH,
# "### E-..." for Espiral)
# that no scenario's "rules" list and no other test file under tests/ names.
# Also fails when core/xobos/rules/ruleids.cpp does not list exactly the R- ids, in that order,
# when a violation code of core/xobos/rules/violation.h names an id that is not one of them,
# when a refusal of core/tech/rules.cpp (refuse("CODE", "T-...")) names a T- id docs/rules.md
# does not define, or when a scenario's "rules" list names a T- id it does not define.
# Espiral's E- ids the same way: every "### E-..." named by a scenario or a test, and every E- id
# that a refusal of core/espiral/rules.cpp, a scenario's "rules" list, or any source of
# core/espiral/, ui/espiral/ and tests/ names is one docs/rules.md defines.
# -DRULES=<docs/rules.md> -DTESTS=<tests directory> -DRULEIDS=<ruleids.cpp> -DVIOLATIONS=<violation.h>
# -DTECHRULES=<core/tech/rules.cpp>
# Invaders' I- ids the same way: every one named by a scenario or a test, and every I- id
# that a refusal of core/invaders/rules.cpp, a source of core/invaders/ or of the Invaders
# tests, or a scenario's "rules" list names is one docs/rules.md defines.
# -DINVADERS=<core/invaders directory>
# -DESPIRAL=<core/espiral directory> -DESPIRALUI=<ui/espiral directory>
cmake_policy(VERSION 3.25) # IN_LIST

# The ids docs/rules.md defines with "### <prefix>-..." headings, into <out>.
function(documented_ids prefix out)
    file(STRINGS "${RULES}" lines REGEX "^### ${prefix}-")
    set(ids "")
    foreach(heading IN LISTS lines)
        string(REGEX REPLACE "^### (${prefix}-[A-Z0-9-]+).*$" "\\1" id "${heading}")
        list(APPEND ids "${id}")
    endforeach()
    if(NOT ids)
        message(FATAL_ERROR "docs/rules.md: no \"### ${prefix}-...\" heading found: this check no longer reads it")
    endif()
    set(${out} "${ids}" PARENT_SCOPE)
endfunction()

# Every refuse("CODE", "<prefix>-...") of <rules> names a defined id (and there are some).
function(check_refusals rules prefix defined)
    file(READ "${rules}" text)
    string(REGEX MATCHALL "refuse\\(\"[A-Z_]+\", \"${prefix}-[A-Z0-9-]+\"" refusals "${text}")
    if(NOT refusals)
        message(FATAL_ERROR "${rules}: no refuse(\"CODE\", \"${prefix}-...\") found: this check no longer reads it")
    endif()
    foreach(entry IN LISTS refusals)
        string(REGEX REPLACE "^refuse\\(\"([A-Z_]+)\", \"(${prefix}-[A-Z0-9-]+)\"$" "\\1;\\2" pair "${entry}")
        list(GET pair 0 code)
        list(GET pair 1 id)
        if(NOT id IN_LIST defined)
            message(FATAL_ERROR "${rules}: refusal ${code} names ${id}, which docs/rules.md does not define")
        endif()
    endforeach()
endfunction()

# Every <prefix>- id the files name, in a comment or a string ("(^|not a letter)P-WORD"),
# is a defined one.
function(check_sources prefix defined)
    foreach(file IN LISTS ARGN)
        file(READ "${file}" text)
        string(REGEX MATCHALL "(^|[^A-Za-z0-9_-])${prefix}-[A-Z][A-Z0-9-]*[A-Z0-9]" used "${text}")
        foreach(entry IN LISTS used)
            string(REGEX REPLACE "^.*(${prefix}-[A-Z0-9-]+)$" "\\1" id "${entry}")
            if(NOT id IN_LIST defined)
                message(FATAL_ERROR "${file}: names ${id}, which docs/rules.md does not define")
            endif()
        endforeach()
    endforeach()
endfunction()

documented_ids(R documented)
documented_ids(T tech_documented)
documented_ids(I invaders_documented)
documented_ids(E espiral_documented)
check_refusals("${TECHRULES}" T "${tech_documented}")
check_refusals("${INVADERS}/rules.cpp" I "${invaders_documented}")
check_refusals("${ESPIRAL}/rules.cpp" E "${espiral_documented}")
file(GLOB invaders_sources "${INVADERS}/*.cpp" "${INVADERS}/*.h" "${TESTS}/invaders/*.cpp" "${TESTS}/invaderswindow/*.cpp")
check_sources(I "${invaders_documented}" ${invaders_sources})
# Any E- id a source names (a comment, a test row, a window's text): one that is defined.
file(GLOB_RECURSE espiral_sources "${ESPIRAL}/*.cpp" "${ESPIRAL}/*.h" "${ESPIRALUI}/*.cpp" "${ESPIRALUI}/*.h"
     "${TESTS}/*.cpp" "${TESTS}/*.h")
check_sources(E "${espiral_documented}" ${espiral_sources})
file(STRINGS "${RULEIDS}" listed_lines REGEX "^    \"R-[A-Z0-9-]+\",$")
set(listed "")
foreach(line IN LISTS listed_lines)
    string(REGEX REPLACE "^    \"(R-[A-Z0-9-]+)\",$" "\\1" id "${line}")
    list(APPEND listed "${id}")
endforeach()
if(NOT listed STREQUAL documented)
    list(JOIN documented " " d)
    list(JOIN listed " " l)
    message(FATAL_ERROR "core/xobos/rules/ruleids.cpp must list the rule ids of docs/rules.md in its order:\n  docs: ${d}\n  code: ${l}")
endif()
file(READ "${VIOLATIONS}" violation_text)
string(REGEX MATCHALL "X\\([A-Z_]+, \"R-[A-Z0-9-]+\"" violation_codes "${violation_text}")
foreach(entry IN LISTS violation_codes)
    string(REGEX REPLACE "^X\\(([A-Z_]+), \"(R-[A-Z0-9-]+)\"$" "\\1;\\2" pair "${entry}")
    list(GET pair 0 code)
    list(GET pair 1 id)
    list(FIND documented "${id}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "violation code ${code} names ${id}, which docs/rules.md does not define")
    endif()
endforeach()
file(GLOB_RECURSE scenario_files "${TESTS}/scenarios/*.json")
set(named "")
foreach(file IN LISTS scenario_files)
    file(READ "${file}" text)
    string(JSON count ERROR_VARIABLE error LENGTH "${text}" rules)
    if(error)
        continue() # a deliberately broken file of tests/scenarios/bad
    endif()
    if(count GREATER 0)
        math(EXPR last "${count} - 1")
        foreach(i RANGE ${last})
            string(JSON id GET "${text}" rules ${i})
            list(APPEND named "${id}")
            if((id MATCHES "^T-" AND NOT id IN_LIST tech_documented)
               OR (id MATCHES "^I-" AND NOT id IN_LIST invaders_documented)
               OR (id MATCHES "^E-" AND NOT id IN_LIST espiral_documented))
                message(FATAL_ERROR "${file}: rule ${id} is not defined in docs/rules.md")
            endif()
        endforeach()
    endif()
endforeach()
file(GLOB_RECURSE sources "${TESTS}/*.cpp" "${TESTS}/*.h")
set(source_text "")
foreach(file IN LISTS sources)
    file(READ "${file}" text)
    string(APPEND source_text "${text}")
endforeach()
set(missing "")
set(total 0)
foreach(id IN LISTS documented tech_documented invaders_documented espiral_documented)
    math(EXPR total "${total} + 1")
    list(FIND named "${id}" found)
    if(found EQUAL -1)
        # A whole-word match in a test source ("R-MOVE" must not count for "R-MOVE-ONCE").
        string(REGEX MATCH "${id}([^A-Z0-9-]|$)" hit "${source_text}")
        if(NOT hit)
            list(APPEND missing "${id}")
        endif()
    endif()
endforeach()
list(LENGTH missing missing_count)
if(missing_count GREATER 0)
    list(JOIN missing "\n  " listing)
    message(FATAL_ERROR "${missing_count} of ${total} rule ids are named by no scenario and no test:\n  ${listing}")
endif()
list(LENGTH tech_documented tech_count)
list(LENGTH invaders_documented invaders_count)
list(LENGTH espiral_documented espiral_count)
message(STATUS "all ${total} rule ids are covered (${tech_count} of them TECH's T- ids, ${invaders_count} Invaders' I- ids, ${espiral_count} Espiral's E- ids)")
