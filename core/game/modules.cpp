// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/modules.h"

#include "espiral/espiralmodule.h"
#include "invaders/invadersmodule.h"
#include "sheet/sheetmodule.h"
#include "tech/techmodule.h"
#include "xobos/module/xobosmodule.h"

#include <array>

namespace xobos::game {

std::span<const Module *const> modules()
{
    static const ModuleOf<xobos::module::XobosRules> xobosModule;
    static const ModuleOf<rules::sheet::SheetRules> sheetModule;
    static const ModuleOf<tech::TechRules> techModule;
    static const ModuleOf<espiral::EspiralRules> espiralModule;
    static const ModuleOf<invaders::InvadersRules> invadersModule;
    static const std::array<const Module *, 5> list{&xobosModule, &sheetModule, &techModule, &espiralModule, &invadersModule};
    return list;
}

const Module *findModule(std::string_view id)
{
    for (const Module *m : modules()) {
        if (m->id() == id)
            return m;
    }
    return nullptr;
}

} // namespace xobos::game
