// SPDX-License-Identifier: GPL-3.0-or-later
#include "espiral/cardimport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

namespace xobos::espiral {

namespace {

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

std::string str(const QString &s)
{
    return s.trimmed().toStdString();
}

std::optional<Kind> kindFrom(const QString &s)
{
    for (Kind k : {Kind::Mortal, Kind::Elemental, Kind::External}) {
        if (s.trimmed().compare(QLatin1String(kindName(k)), Qt::CaseInsensitive) == 0)
            return k;
    }
    return std::nullopt;
}

std::optional<int> wholeFrom(const QJsonValue &v)
{
    if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInt()))
        return std::nullopt;
    return v.toInt();
}

// "Woods +2; Mountains +4" -> bonuses; false with a reason when an entry does not read.
bool bonusesFrom(const QString &text, std::vector<Bonus> &out, QString *why)
{
    for (const QString &raw : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString entry = raw.trimmed();
        if (entry.isEmpty())
            continue;
        const qsizetype cut = entry.lastIndexOf(QLatin1Char(' '));
        bool ok = false;
        const int amount = cut < 0 ? 0 : entry.mid(cut + 1).toInt(&ok);
        if (cut < 0 || !ok) {
            *why = QStringLiteral("\"%1\" is not \"name +N\"").arg(entry);
            return false;
        }
        out.push_back(Bonus{str(entry.left(cut)), amount});
    }
    return true;
}

bool bonusesFromJson(const QJsonValue &v, std::vector<Bonus> &out, QString *why, const char *key)
{
    if (v.isUndefined())
        return true;
    if (!v.isObject()) {
        *why = QStringLiteral("%1: an object of name -> +N").arg(QLatin1String(key));
        return false;
    }
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const auto n = wholeFrom(it.value());
        if (!n) {
            *why = QStringLiteral("%1.%2: a whole number").arg(QLatin1String(key), it.key());
            return false;
        }
        out.push_back(Bonus{it.key().toStdString(), *n});
    }
    return true;
}

QJsonObject bonusesJson(const std::vector<Bonus> &list)
{
    QJsonObject o;
    for (const Bonus &b : list)
        o[QString::fromStdString(b.target)] = o.value(QString::fromStdString(b.target)).toInt() + b.amount;
    return o;
}

std::optional<bool> yesNo(const QString &s)
{
    const QString t = s.trimmed().toLower();
    if (t.isEmpty() || t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1"))
        return true;
    if (t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0"))
        return false;
    return std::nullopt;
}

// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
struct Record {
    int line = 0;
    QStringList fields;
};

std::optional<std::vector<Record>> records(const QString &text, QList<ImportProblem> &problems)
{
    std::vector<Record> out;
    Record rec{1, {}};
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    int line = 1;
    const auto endField = [&] {
        rec.fields << (wasQuoted ? field : field.trimmed());
        field.clear();
        wasQuoted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && field.trimmed().isEmpty()) {
            field.clear();
            quoted = true;
            wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\n')) {
            endField();
            if (!(rec.fields.size() == 1 && rec.fields.front().isEmpty()))
                out.push_back(rec);
            rec = Record{++line, {}};
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (quoted) {
        problems << ImportProblem{rec.line, QStringLiteral("a quoted field is never closed")};
        return std::nullopt;
    }
    endField();
    if (!(rec.fields.size() == 1 && rec.fields.front().isEmpty()))
        out.push_back(rec);
    return out;
}

CardImport finished(CardImport in)
{
    if (!in.ok()) {
        in.cards.clear();
        in.lands.clear();
    }
    return in;
}

} // namespace

QJsonObject cardToJson(const Card &c)
{
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(c.name);
    o[QStringLiteral("type")] = QString::fromLatin1(kindName(c.kind));
    o[QStringLiteral("vitality")] = c.vitality;
    if (c.offColor)
        o[QStringLiteral("offColor")] = c.offColor;
    if (c.ranged)
        o[QStringLiteral("ranged")] = c.ranged;
    if (!c.lands.empty())
        o[QStringLiteral("lands")] = bonusesJson(c.lands);
    if (!c.versus.empty())
        o[QStringLiteral("versus")] = bonusesJson(c.versus);
    if (!c.immunities.empty()) {
        QJsonArray a;
        for (const std::string &i : c.immunities)
            a.append(QString::fromStdString(i));
        o[QStringLiteral("immune")] = a;
    }
    if (!c.text.empty())
        o[QStringLiteral("text")] = QString::fromStdString(c.text);
    return o;
}

std::optional<Card> cardFromJson(const QJsonValue &v, QString *error)
{
    if (!v.isObject()) {
        setError(error, QStringLiteral("a card is an object"));
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    static const QStringList known{QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("vitality"),
                                   QStringLiteral("offColor"), QStringLiteral("ranged"), QStringLiteral("lands"),
                                   QStringLiteral("versus"), QStringLiteral("immune"), QStringLiteral("text")};
    for (const QString &k : o.keys()) {
        if (!known.contains(k)) {
            setError(error, QStringLiteral("unknown field \"%1\"").arg(k));
            return std::nullopt;
        }
    }
    Card c;
    if (!o.value(QStringLiteral("name")).isString()) {
        setError(error, QStringLiteral("name: a text"));
        return std::nullopt;
    }
    c.name = str(o.value(QStringLiteral("name")).toString());
    const auto kind = kindFrom(o.value(QStringLiteral("type")).toString());
    if (!kind) {
        setError(error, QStringLiteral("type: mortal, elemental or external"));
        return std::nullopt;
    }
    c.kind = *kind;
    const auto vit = wholeFrom(o.value(QStringLiteral("vitality")));
    if (!vit) {
        setError(error, QStringLiteral("vitality: a whole number"));
        return std::nullopt;
    }
    c.vitality = *vit;
    for (auto [key, field] : {std::pair{"offColor", &c.offColor}, std::pair{"ranged", &c.ranged}}) {
        const QJsonValue x = o.value(QLatin1String(key));
        if (x.isUndefined())
            continue;
        const auto n = wholeFrom(x);
        if (!n) {
            setError(error, QStringLiteral("%1: a whole number").arg(QLatin1String(key)));
            return std::nullopt;
        }
        *field = *n;
    }
    QString why;
    if (!bonusesFromJson(o.value(QStringLiteral("lands")), c.lands, &why, "lands")
        || !bonusesFromJson(o.value(QStringLiteral("versus")), c.versus, &why, "versus")) {
        setError(error, why);
        return std::nullopt;
    }
    const QJsonValue imm = o.value(QStringLiteral("immune"));
    if (!imm.isUndefined()) {
        if (!imm.isArray()) {
            setError(error, QStringLiteral("immune: a list of creature types or names"));
            return std::nullopt;
        }
        for (const QJsonValue &i : imm.toArray()) {
            if (!i.isString()) {
                setError(error, QStringLiteral("immune: a list of creature types or names"));
                return std::nullopt;
            }
            c.immunities.push_back(str(i.toString()));
        }
    }
    const QJsonValue text = o.value(QStringLiteral("text"));
    if (!text.isUndefined() && !text.isString()) {
        setError(error, QStringLiteral("text: a text"));
        return std::nullopt;
    }
    c.text = text.toString().toStdString();
    if (const std::string p = cardProblem(c); !p.empty()) {
        setError(error, QString::fromStdString(p));
        return std::nullopt;
    }
    return c;
}

QJsonObject landToJson(const Land &l)
{
    return QJsonObject{{QStringLiteral("name"), QString::fromStdString(l.name)},
                       {QStringLiteral("number"), l.number},
                       {QStringLiteral("ranged"), l.ranged}};
}

std::optional<Land> landFromJson(const QJsonValue &v, QString *error)
{
    const QJsonObject o = v.toObject();
    Land l;
    if (!v.isObject() || !o.value(QStringLiteral("name")).isString()) {
        setError(error, QStringLiteral("a land is an object with a name"));
        return std::nullopt;
    }
    for (const QString &k : o.keys()) {
        if (k != QLatin1String("name") && k != QLatin1String("number") && k != QLatin1String("ranged")) {
            setError(error, QStringLiteral("unknown field \"%1\"").arg(k));
            return std::nullopt;
        }
    }
    l.name = str(o.value(QStringLiteral("name")).toString());
    const auto n = wholeFrom(o.value(QStringLiteral("number")));
    if (!n) {
        setError(error, QStringLiteral("number: a whole number"));
        return std::nullopt;
    }
    l.number = *n;
    const QJsonValue r = o.value(QStringLiteral("ranged"));
    if (!r.isUndefined() && !r.isBool()) {
        setError(error, QStringLiteral("ranged: true or false"));
        return std::nullopt;
    }
    l.ranged = r.toBool(true);
    if (const std::string p = landProblem(l); !p.empty()) {
        setError(error, QString::fromStdString(p));
        return std::nullopt;
    }
    return l;
}

CardImport importCsv(const QByteArray &data)
{
    CardImport out;
    const auto recs = records(QString::fromUtf8(data), out.problems);
    if (!recs)
        return finished(out);
    if (recs->empty()) {
        out.problems << ImportProblem{1, QStringLiteral("the file is empty: a header line first")};
        return finished(out);
    }
    QStringList header;
    for (const QString &h : recs->front().fields)
        header << h.trimmed().toLower();
    const bool lands = header.contains(QLatin1String("number"));
    const QStringList known = lands ? QStringList{QStringLiteral("name"), QStringLiteral("number"), QStringLiteral("ranged")}
                                    : QStringList{QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("vitality"),
                                                  QStringLiteral("offcolor"), QStringLiteral("ranged"), QStringLiteral("lands"),
                                                  QStringLiteral("versus"), QStringLiteral("immune"), QStringLiteral("text")};
    for (const QString &h : header) {
        if (!known.contains(h))
            out.problems << ImportProblem{1, QStringLiteral("unknown column \"%1\" (known: %2)").arg(h, known.join(QStringLiteral(", ")))};
        else if (header.count(h) > 1)
            out.problems << ImportProblem{1, QStringLiteral("column \"%1\" twice").arg(h)};
    }
    for (const QString &need : lands ? QStringList{QStringLiteral("name"), QStringLiteral("number")}
                                     : QStringList{QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("vitality")}) {
        if (!header.contains(need))
            out.problems << ImportProblem{1, QStringLiteral("column \"%1\" is missing").arg(need)};
    }
    if (!out.ok())
        return finished(out);
    for (std::size_t r = 1; r < recs->size(); ++r) {
        const Record &rec = (*recs)[r];
        if (rec.fields.size() != header.size()) {
            out.problems << ImportProblem{rec.line, QStringLiteral("%1 fields, the header has %2").arg(rec.fields.size()).arg(header.size())};
            continue;
        }
        const auto get = [&](const char *col) {
            const qsizetype i = header.indexOf(QLatin1String(col));
            return i < 0 ? QString() : rec.fields[i];
        };
        const auto number = [&](const char *col, int fallback, bool *ok) {
            const QString t = get(col).trimmed();
            if (t.isEmpty())
                return fallback;
            bool good = false;
            const int n = t.toInt(&good);
            if (!good) {
                *ok = false;
                out.problems << ImportProblem{rec.line, QStringLiteral("%1: \"%2\" is not a whole number").arg(QLatin1String(col), t)};
            }
            return n;
        };
        bool ok = true;
        if (lands) {
            Land l;
            l.name = str(get("name"));
            l.number = number("number", 0, &ok);
            const auto r = yesNo(get("ranged"));
            if (!r) {
                ok = false;
                out.problems << ImportProblem{rec.line, QStringLiteral("ranged: yes or no")};
            }
            l.ranged = r.value_or(true);
            if (ok) {
                if (const std::string p = landProblem(l); !p.empty())
                    out.problems << ImportProblem{rec.line, QString::fromStdString(p)};
                else
                    out.lands.push_back(l);
            }
            continue;
        }
        Card c;
        c.name = str(get("name"));
        const auto kind = kindFrom(get("type"));
        if (!kind) {
            ok = false;
            out.problems << ImportProblem{rec.line, QStringLiteral("type: \"%1\" is not mortal, elemental or external").arg(get("type").trimmed())};
        }
        c.kind = kind.value_or(Kind::Mortal);
        c.vitality = number("vitality", 0, &ok);
        c.offColor = number("offcolor", 0, &ok);
        c.ranged = number("ranged", 0, &ok);
        QString why;
        if (!bonusesFrom(get("lands"), c.lands, &why) || !bonusesFrom(get("versus"), c.versus, &why)) {
            ok = false;
            out.problems << ImportProblem{rec.line, why};
        }
        for (const QString &i : get("immune").split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!i.trimmed().isEmpty())
                c.immunities.push_back(str(i));
        }
        c.text = get("text").toStdString();
        if (!ok)
            continue;
        if (const std::string p = cardProblem(c); !p.empty())
            out.problems << ImportProblem{rec.line, QString::fromStdString(p)};
        else
            out.cards.push_back(c);
    }
    return finished(out);
}

CardImport importJson(const QByteArray &data)
{
    CardImport out;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        const int line = static_cast<int>(data.left(pe.offset).count('\n')) + 1;
        out.problems << ImportProblem{line, pe.error != QJsonParseError::NoError ? pe.errorString()
                                                                                 : QStringLiteral("a JSON object {\"cards\": [...], \"lands\": [...]}")};
        return finished(out);
    }
    const QJsonObject root = doc.object();
    for (const QString &k : root.keys()) {
        if (k != QLatin1String("cards") && k != QLatin1String("lands"))
            out.problems << ImportProblem{0, QStringLiteral("unknown field \"%1\"").arg(k)};
    }
    for (const char *key : {"cards", "lands"}) {
        const QJsonValue list = root.value(QLatin1String(key));
        if (list.isUndefined())
            continue;
        if (!list.isArray()) {
            out.problems << ImportProblem{0, QStringLiteral("%1: a list").arg(QLatin1String(key))};
            continue;
        }
        const QJsonArray a = list.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            QString why;
            if (key[0] == 'c') {
                if (const auto c = cardFromJson(a[i], &why))
                    out.cards.push_back(*c);
                else
                    out.problems << ImportProblem{static_cast<int>(i + 1), QStringLiteral("card %1: %2").arg(i + 1).arg(why)};
            } else {
                if (const auto l = landFromJson(a[i], &why))
                    out.lands.push_back(*l);
                else
                    out.problems << ImportProblem{static_cast<int>(i + 1), QStringLiteral("land %1: %2").arg(i + 1).arg(why)};
            }
        }
    }
    return finished(out);
}

CardImport importCards(const QByteArray &data)
{
    return data.trimmed().startsWith('{') ? importJson(data) : importCsv(data);
}

} // namespace xobos::espiral
