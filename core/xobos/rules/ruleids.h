// SPDX-License-Identifier: GPL-3.0-or-later
// The rule ids of docs/rules.md, in its order. test_rulecoverage fails when this list and the
// headings of docs/rules.md differ; scenario files may only name these ids.
#pragma once

#include <span>
#include <string_view>

namespace xobos::rules {

std::span<const std::string_view> ruleIds();
bool isRuleId(std::string_view id);

} // namespace xobos::rules
