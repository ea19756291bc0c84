# SPDX-License-Identifier: GPL-3.0-or-later
# Runs `xobos-cli run FILE` and checks that it exits with 2 and prints the expected text.
# -DCLI=<xobos-cli> -DFILE=<scenario> -DEXPECT_FILE=<file holding the expected stderr text>
file(READ "${EXPECT_FILE}" expected)
string(STRIP "${expected}" expected)
execute_process(COMMAND "${CLI}" run "${FILE}" RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "2")
    message(FATAL_ERROR "expected exit code 2, got '${code}'\nstdout: ${out}\nstderr: ${err}")
endif()
string(FIND "${err}" "${expected}" at)
if(at EQUAL -1)
    message(FATAL_ERROR "stderr does not contain '${expected}'\nstderr: ${err}")
endif()
