// SPDX-License-Identifier: GPL-3.0-or-later
// io::loadScenario on arbitrary bytes: never crashes; a scenario that loads also runs
// (runScenario evaluates every step, expectation and checkpoint) without crashing.
#include <QByteArray>

#include <cstddef>
#include <cstdint>

#include "fuzzsupport.h"
#include "xobos/io/scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace xobos;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const io::ScenarioLoadResult loaded = io::loadScenario(bytes, QStringLiteral("fuzz.json"));
    if (!loaded.ok()) {
        if (loaded.errors.isEmpty())
            fuzz::fail("loadScenario refused a file without saying why");
        return 0;
    }
    const io::ScenarioRun run = io::runScenario(*loaded.scenario);
    (void)io::scenarioRunToJson(*loaded.scenario, run);
    return 0;
}
