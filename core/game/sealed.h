// SPDX-License-Identifier: GPL-3.0-or-later
// Sealed simultaneous choices (module.h): each seat commits a secret choice; until all are
// in, nobody but the committing seat learns anything except who has committed; then one
// reveal hands every choice over together, in seat order.
//
// A module keeps a SealedChoices<Choice> in its state, lets validate() refuse a second
// commit (committed()) and a reveal before allIn(), has apply() emit a Seat-visible event
// for the commit (its content for the committer) plus a Public "seat N has committed", and
// one Public event carrying reveal()'s result. Its view shows ownChoice() to the seat and
// committed() to everyone. Plain C++, no Qt.
#pragma once

#include <optional>
#include <utility>
#include <vector>

namespace xobos::game {

template <typename Choice>
class SealedChoices
{
public:
    SealedChoices() = default;
    explicit SealedChoices(int seats)
        : m_choices(static_cast<std::size_t>(seats < 0 ? 0 : seats))
    { }

    int seats() const { return static_cast<int>(m_choices.size()); }
    bool committed(int seat) const { return valid(seat) && m_choices[static_cast<std::size_t>(seat)].has_value(); }
    int committedCount() const
    {
        int n = 0;
        for (const auto &c : m_choices)
            n += c.has_value() ? 1 : 0;
        return n;
    }
    bool allIn() const { return !m_choices.empty() && committedCount() == seats(); }

    // False (and nothing changes) for a seat out of range or one that has committed already.
    bool commit(int seat, Choice choice)
    {
        if (!valid(seat) || committed(seat))
            return false;
        m_choices[static_cast<std::size_t>(seat)] = std::move(choice);
        return true;
    }
    // Every choice withdrawn (a new deployment), the seats kept.
    void clear()
    {
        for (auto &c : m_choices)
            c.reset();
    }
    // The seat's own choice, for that seat's view only.
    const std::optional<Choice> &ownChoice(int seat) const
    {
        static const std::optional<Choice> none;
        return valid(seat) ? m_choices[static_cast<std::size_t>(seat)] : none;
    }
    // Every choice in seat order, and the choices cleared for the next round; empty unless allIn().
    std::vector<Choice> reveal()
    {
        std::vector<Choice> out;
        if (!allIn())
            return out;
        for (auto &c : m_choices) {
            out.push_back(std::move(*c));
            c.reset();
        }
        return out;
    }
    bool operator==(const SealedChoices &) const = default;

private:
    bool valid(int seat) const { return seat >= 0 && seat < seats(); }
    std::vector<std::optional<Choice>> m_choices;
};

} // namespace xobos::game
