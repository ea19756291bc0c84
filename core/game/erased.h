// SPDX-License-Identifier: GPL-3.0-or-later
// A game module seen without its types: what the module list (modules.h), the CLI and the
// conformance test use to treat every game alike. Values cross this boundary as JSON in the
// module's own codecs (module.h); underneath, the module's typed rules do the work.
//
// Why this shape: a virtual interface over JSON values is the plainest thing that lets one
// program list, open and drive games it knows nothing about, while each module keeps typed
// C++ rules (fast, testable without Qt). The cost (encode/decode per action) is paid only
// where a host handles values it cannot know the type of; typed callers (the Xobos window)
// use the module's rules directly.
#pragma once

#include "game/module.h"

#include <QByteArray>
#include <QList>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace xobos::game {

// One effect of an action, coded. `actor` is the seat its log row names: the module's
// optional M::actor(event) when it has one (Xobos: the event's player, kNoSeat for the game
// itself), else the acting seat.
struct CodedEvent {
    QJsonObject json;
    Visibility visibility = Visibility::Public;
    int audience = kNoSeat;
    bool reveal = false;
    int actor = kNoSeat;
    bool operator==(const CodedEvent &) const = default;
};

// One position of one game, with its module's operations.
class Instance
{
public:
    virtual ~Instance() = default;
    virtual std::unique_ptr<Instance> clone() const = 0;

    virtual int seats() const = 0;
    virtual std::vector<int> actingSeats() const = 0;
    // An action whose JSON cannot be read is refused with kBadActionCode.
    virtual Violation validate(int seat, const QJsonObject &action) const = 0;
    // Validates, then applies; a refused action changes nothing and returns no events.
    virtual Violation apply(int seat, const QJsonObject &action, std::vector<CodedEvent> *events) = 0;
    // As apply(), without coding the events (a replay needs none): only whether one of them
    // is a reveal, in *reveal.
    virtual Violation replay(int seat, const QJsonObject &action, bool *reveal) = 0;
    virtual std::vector<QJsonObject> legalActions(int seat) const = 0;
    virtual bool isSecret(const QJsonObject &action) const = 0;
    virtual bool isOver() const = 0;
    virtual int round() const = 0;
    virtual std::string_view phaseName() const = 0;
    virtual std::uint64_t hash() const = 0;
    virtual std::vector<std::string> invariants() const = 0;

    virtual QJsonObject stateJson() const = 0;
    // Replaces the state by the one `json` encodes (same game context); false with an error.
    virtual bool setStateJson(const QJsonObject &json, QString *error) = 0;
    virtual QJsonObject view(const Viewer &viewer) const = 0;
    virtual QJsonObject score() const = 0;
    // Round-trips through the module's codecs: the re-encoded value, or an error.
    virtual std::optional<QJsonObject> recodeAction(const QJsonObject &action, QString *error) const = 0;
    virtual std::optional<QJsonObject> recodeEvent(const QJsonObject &event, QString *error) const = 0;
    // See GameRules::perturbHidden.
    virtual std::unique_ptr<Instance> perturbedFor(int seat, std::uint64_t salt) const = 0;
};

// A bad row of a player's file (FileImport): its line and why.
struct FileProblem {
    int line = 0;
    QString reason;
    bool operator==(const FileProblem &) const = default;
};

// A game the program can host: its id, name, rules version and a factory for its setups.
class Module
{
public:
    virtual ~Module() = default;
    virtual std::string_view id() const = 0;
    virtual std::string_view name() const = 0;
    virtual int rulesVersion() const = 0;
    virtual std::unique_ptr<Instance> setup(const QJsonObject &setup, QString *error) const = 0;
    // A module whose players bring their own game data in a file (Espiral: their cards and
    // lands) reads it into the JSON its setup takes (M::importFile): all or nothing, every
    // bad row in *problems. Modules without one return nothing and no problem.
    virtual bool importsFiles() const { return false; }
    virtual std::optional<QJsonObject> importFile(const QByteArray &, QList<FileProblem> *) const { return std::nullopt; }
};

template <GameRules M>
class InstanceOf final : public Instance
{
public:
    explicit InstanceOf(typename M::State state)
        : m_state(std::move(state))
    { }
    const typename M::State &state() const { return m_state; }
    // The typed action and events of the last action apply() or replay() accepted here (for
    // a typed caller, which then decodes nothing again).
    const typename M::Action &lastAction() const { return *m_lastAction; }
    const std::vector<typename M::Event> &lastEvents() const { return m_lastEvents; }

    std::unique_ptr<Instance> clone() const override { return std::make_unique<InstanceOf>(m_state); }
    int seats() const override { return M::seats(m_state); }
    std::vector<int> actingSeats() const override { return M::actingSeats(m_state); }
    Violation validate(int seat, const QJsonObject &json) const override
    {
        const auto action = M::actionFromJson(m_state, json, nullptr);
        if (!action)
            return Violation{kBadActionCode, kBadActionRule, true};
        return M::validate(m_state, seat, *action);
    }
    Violation apply(int seat, const QJsonObject &json, std::vector<CodedEvent> *events) override
    {
        const Violation v = applyTyped(seat, json);
        if (!v.ok() || !events)
            return v;
        // Coded in the game's context (module.h: a state of the game; Xobos's board), which
        // no action changes: no copy of the state before.
        for (const typename M::Event &e : m_lastEvents) {
            int actor = seat;
            if constexpr (requires { { M::actor(e) } -> std::convertible_to<int>; })
                actor = M::actor(e);
            events->push_back(CodedEvent{M::eventToJson(m_state, e), M::visibility(e), M::audience(e), M::isReveal(e), actor});
        }
        return v;
    }
    Violation replay(int seat, const QJsonObject &json, bool *reveal) override
    {
        const Violation v = applyTyped(seat, json);
        *reveal = v.ok() && std::any_of(m_lastEvents.begin(), m_lastEvents.end(), [](const typename M::Event &e) { return M::isReveal(e); });
        return v;
    }
    std::vector<QJsonObject> legalActions(int seat) const override
    {
        std::vector<QJsonObject> out;
        for (const typename M::Action &a : M::legalActions(m_state, seat))
            out.push_back(M::actionToJson(m_state, a));
        return out;
    }
    bool isSecret(const QJsonObject &json) const override
    {
        const auto action = M::actionFromJson(m_state, json, nullptr);
        return !action || M::isSecret(*action);
    }
    bool isOver() const override { return M::isOver(m_state); }
    int round() const override { return M::round(m_state); }
    std::string_view phaseName() const override { return M::phaseName(m_state); }
    std::uint64_t hash() const override { return M::hash(m_state); }
    std::vector<std::string> invariants() const override { return M::invariants(m_state); }
    QJsonObject stateJson() const override { return M::stateToJson(m_state); }
    bool setStateJson(const QJsonObject &json, QString *error) override
    {
        auto s = M::stateFromJson(m_state, json, error);
        if (!s)
            return false;
        m_state = std::move(*s);
        return true;
    }
    QJsonObject view(const Viewer &viewer) const override { return M::viewToJson(m_state, viewer); }
    QJsonObject score() const override { return M::scoreToJson(m_state); }
    std::optional<QJsonObject> recodeAction(const QJsonObject &json, QString *error) const override
    {
        const auto a = M::actionFromJson(m_state, json, error);
        if (!a)
            return std::nullopt;
        return M::actionToJson(m_state, *a);
    }
    std::optional<QJsonObject> recodeEvent(const QJsonObject &json, QString *error) const override
    {
        const auto e = M::eventFromJson(m_state, json, error);
        if (!e)
            return std::nullopt;
        return M::eventToJson(m_state, *e);
    }
    std::unique_ptr<Instance> perturbedFor(int seat, std::uint64_t salt) const override
    {
        return std::make_unique<InstanceOf>(M::perturbHidden(m_state, seat, salt));
    }

private:
    // Decodes the action once, validates and applies it.
    Violation applyTyped(int seat, const QJsonObject &json)
    {
        auto action = M::actionFromJson(m_state, json, nullptr);
        if (!action)
            return Violation{kBadActionCode, kBadActionRule, true};
        Violation v = M::validate(m_state, seat, *action);
        if (!v.ok())
            return v;
        m_lastEvents = M::apply(m_state, seat, *action);
        m_lastAction = std::move(action);
        return v;
    }

    typename M::State m_state;
    std::optional<typename M::Action> m_lastAction;
    std::vector<typename M::Event> m_lastEvents;
};

template <GameRules M>
class ModuleOf final : public Module
{
public:
    std::string_view id() const override { return M::id; }
    std::string_view name() const override { return M::name; }
    int rulesVersion() const override { return M::rulesVersion; }
    std::unique_ptr<Instance> setup(const QJsonObject &json, QString *error) const override
    {
        auto s = M::setup(json, error);
        if (!s)
            return nullptr;
        return std::make_unique<InstanceOf<M>>(std::move(*s));
    }
    bool importsFiles() const override
    {
        return requires(const QByteArray &d, QList<FileProblem> *p) { M::importFile(d, p); };
    }
    std::optional<QJsonObject> importFile(const QByteArray &data, QList<FileProblem> *problems) const override
    {
        if constexpr (requires { M::importFile(data, problems); })
            return M::importFile(data, problems);
        return std::nullopt;
    }
};

} // namespace xobos::game
