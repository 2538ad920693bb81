#!/usr/bin/env python3
"""The full battle records of the rule cases, worked out from the rules.

A model of the battles of docs/rules.md (§3 "Land battles" and
"Sea battles", §4 ATTACK, §7 rule choices), separate from the resolver, that
writes each battle the way docs/formats.md "Battle details" describes it (the
`endedBy` phrases and rule references are the record's vocabulary). For a
case with several actions it needs the state just before the battle: it
replays the changes of the earlier steps from a dump written by tst_cases
with ADJ_CASES_DUMP=<dir> (and reads their orders and outcomes for the areas
made sticky). It never takes a number from the resolver's battle records;
it only compares with them.

    battles.py DUMP_DIR [CASE_DIR...]           print where a case, this model
                                                and the resolver disagree
    battles.py DUMP_DIR --write [CASE_DIR...]   write the computed records into
                                                expected.json's "battles"

Without CASE_DIR: every case under tests/cases.
"""

import argparse
import json
import os
import re
import sys

CASES = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# docs/rules.md §7: the rule choices and their defaults, per ruleset.
DEFAULTS = {
    "dark-age": {"lossRounding": "floorSum", "assaultStall": "fail", "cityDefenceBonus": 3,
                 "ambushFactor": 2, "captureNeedsMoreThanPopulation": False},
    "empires": {"lossRounding": "floorSum", "assaultStall": "fail", "cityDefenceBonus": 0,
                "ambushFactor": 2, "captureNeedsMoreThanPopulation": True},
}
DIFFICULT = {"dark-age": {"forest", "mountain", "wetland"},
             "empires": {"forest", "mountain", "wetland", "jungle"}}

# (kind, f = 1/divisor, difference term, repeated rounds, ambush applies)
LAND = {"MOVE": ("move", 2, True, False, True),
        "PROBE": ("probe", 3, False, False, False),
        "ASSAULT": ("assault", 3, True, True, True),
        "ATTACK": ("attack", 3, True, False, True)}


def exact(own, other, divisor, diff_term):
    """The loss by the formula, before rounding and capping (4 decimals)."""
    diff = other - own if diff_term and own < other else 0
    x = round((other + diff) / divisor, 4)
    return int(x) if x == int(x) else x


def loss(own, other, divisor, diff_term, rounding):
    """RC-ROUND: floorSum floors f*other + f*(other - own) once, floorEach each term."""
    diff = other - own if diff_term and own < other else 0
    if rounding == "floorEach":
        return other // divisor + diff // divisor
    return (other + diff) // divisor


def take(n, armies, ships):
    """A loss of n falls on armies first, then ships, never more than is there."""
    a = min(n, armies)
    s = min(n - a, ships)
    return {"armies": a, "ships": s}


def count(number, there):
    """The number field of a move: an integer, blank/ALL = all, AB-n = all but n."""
    n = number.upper()
    if n in ("-", "", "ALL"):
        return there
    m = re.fullmatch(r"(?:AB-|ALL BUT )(\d+)", n)
    if m:
        return there - int(m.group(1))
    return int(n)


def land_battle(game, opts, state, sticky, action, frm, to, n):
    kind, divisor, diff_term, repeat, ambush_applies = LAND[action]
    src, dst = state[frm], state[to]
    rounding = opts["lossRounding"]
    seaborne = src["kind"] == "sea"
    defender = dst.get("owner")
    rules = ["Empires 7.4" if action == "ATTACK" else "DA 3.4", "RC-ROUND"]
    used = {"lossRounding": rounding}
    ships = src.get("ships", 0) if seaborne else 0
    pop, forts = dst.get("population", 0), dst.get("forts", 0)
    # City bonus (RC-CITYDEF). Empires has none (docs/rules.md §4): its default is 0;
    # a game that sets the option gets what it set.
    bonus = opts["cityDefenceBonus"] if dst["kind"] == "city" else 0
    if bonus > 0:
        rules.append("RC-CITYDEF")
        used["cityDefenceBonus"] = bonus
    fixed = pop + forts + bonus
    def_armies = dst.get("armies", 0)
    force_def = {"armies": def_armies, "population": pop, "forts": forts, "cityBonus": bonus, "ambush": 0}

    # RETREAT: before the battle, to an adjacent land/city area of the defender,
    # never out of a sticky area, only when A > D; neutral areas never retreat.
    mode = dst.get("mode", "retreat")
    target = dst.get("modeTarget")
    retreated = None
    if (defender and mode == "retreat" and target and def_armies > 0
            and state[target]["kind"] != "sea" and state[target].get("owner") == defender
            and adjacent(game, to, target) and to not in sticky
            and n + ships > def_armies + fixed):
        retreated = (def_armies, target)
        rules.append("DA 3.11")
        force_def["retreated"] = def_armies
        force_def["retreatedTo"] = target
        def_armies = 0
    defending = def_armies

    # AMBUSH against the origin (not PROBE; never a neutral area): D x factor in
    # the attacker's loss, both terms and the weaker test.
    factor = 1
    ambush = 0
    if ambush_applies and defender and mode == "ambush" and target == frm:
        factor = ambush = opts["ambushFactor"]
        rules += ["DA 3.13", "RC-AMBUSH"]
        used["ambushFactor"] = factor
        force_def["ambush"] = factor

    att_armies, att_ships = n, ships
    rounds = []
    stalled = False
    while True:
        a, d = att_armies + att_ships, def_armies + fixed
        a_lost = take(loss(a, d * factor, divisor, diff_term, rounding), att_armies, att_ships)
        d_lost = take(loss(d, a, divisor, diff_term, rounding), def_armies, 0)
        att_armies -= a_lost["armies"]
        att_ships -= a_lost["ships"]
        def_armies -= d_lost["armies"]
        r = {"a": a, "d": d, "aLoss": a_lost["armies"] + a_lost["ships"], "dLoss": d_lost["armies"],
             "aLossExact": exact(a, d * factor, divisor, diff_term), "dLossExact": exact(d, a, divisor, diff_term),
             "aLost": a_lost, "dLost": d_lost}
        rounds.append(r)
        # ASSAULT: until one side has no armies; a round that kills nothing ends it (RC-STALL).
        if not repeat or def_armies == 0 or att_armies == 0:
            break
        if r["aLoss"] + r["dLoss"] == 0:
            stalled = True
            rules.append("RC-STALL")
            used["assaultStall"] = opts["assaultStall"]
            break

    won = def_armies == 0 and att_armies + att_ships > 0
    ended = None
    if won and opts["captureNeedsMoreThanPopulation"]:
        rules.append("RC-EMPCAPTURE")
        used["captureNeedsMoreThanPopulation"] = True
        if att_armies <= pop:
            won = False
            ended = "too few survivors to hold the population"
    if ended is None:
        ended = ("stalled: a round killed nothing" if stalled
                 else "defenders wiped out" if won
                 else "attackers wiped out" if att_armies + att_ships == 0
                 else "defenders held")
    if won and att_armies == 0:
        rules.append("DA 8.5")  # seaborne: a ship goes ashore as an army

    rec = {"kind": kind, "attacker": None, "defender": defender, "from": frm, "to": to,
           "attackerForce": {"armies": n, **({"ships": ships} if seaborne else {})},
           "defenderForce": force_def, "rounds": rounds, "won": won, "endedBy": ended,
           "rules": rules, "options": used,
           "attackers": n, "defendingArmies": defending, "population": pop, "forts": forts, "cityBonus": bonus}
    if ships:
        rec["seaborneShips"] = ships
    if ambush:
        rec["ambushFactor"] = ambush
    if retreated:
        rec["retreated"], rec["retreatedTo"] = retreated
    survivors = {"armies": att_armies, "ships": att_ships}
    return rec, survivors


def sea_battle(opts, state, frm, to, ships, armies):
    """seed 002 8.4a: one round, f = 1/2 with the difference term, armies lost first."""
    dst = state[to]
    rounding = opts["lossRounding"]
    d_ships, d_armies = dst.get("ships", 0), dst.get("armies", 0)
    a, d = ships + armies, d_ships + d_armies
    a_lost = take(loss(a, d, 2, True, rounding), armies, ships)
    d_lost = take(loss(d, a, 2, True, rounding), d_armies, d_ships)
    left = ships - a_lost["ships"] + armies - a_lost["armies"]
    if d_ships - d_lost["ships"] > 0:
        won, ended = False, "defending ships survived; the attacker gives up"
    elif left == 0:
        won, ended = False, "both fleets destroyed; the sea stays the defender's"
    else:
        won, ended = True, "defending ships wiped out"
    rec = {"kind": "sea", "attacker": None, "defender": dst.get("owner"), "from": frm, "to": to,
           "attackerForce": {"ships": ships, "armies": armies},
           "defenderForce": {"ships": d_ships, "armies": d_armies},
           "rounds": [{"a": a, "d": d, "aLoss": a_lost["armies"] + a_lost["ships"],
                       "dLoss": d_lost["armies"] + d_lost["ships"],
                       "aLossExact": exact(a, d, 2, True), "dLossExact": exact(d, a, 2, True),
                       "aLost": a_lost, "dLost": d_lost}],
           "won": won, "endedBy": ended, "rules": ["seed 002 8.4a", "RC-ROUND"],
           "options": {"lossRounding": rounding}, "attackers": armies, "defendingArmies": d_armies}
    if ships:
        rec["seaborneShips"] = ships
    return rec


def adjacent(game, x, y):
    return any(sorted(b) == sorted([x, y]) for b in game["borders"])


def read_orders(path):
    """{(nation, slot): [order words, ...]} in file order (a slot may repeat)."""
    orders, nation = {}, None
    for line in open(path, encoding="utf-8"):
        words = line.split()
        if len(words) >= 2 and words[0].upper() == "NATION":
            nation = words[1].upper()
        elif nation and words and words[0].isdigit():
            orders.setdefault((nation, int(words[0])), []).append([w.upper() for w in words[1:]])
    return orders


def battle(game, opts, state, sticky, words):
    action = {"KONVOY": "CONVOY"}.get(words[0], words[0])
    frm, to = words[1], words[2]
    number = " ".join(words[3:]) if len(words) > 3 else "-"
    src = state[frm]
    if action in LAND:
        n = count(number, src.get("armies", 0))
        return land_battle(game, opts, state, sticky, action, frm, to, n)
    if action == "SHIPS":
        return sea_battle(opts, state, frm, to, count(number, src.get("ships", 0)), 0), None
    if action == "CONVOY":
        n = count(number, src.get("ships", 0))
        return sea_battle(opts, state, frm, to, n, min(src.get("armies", 0), n)), None
    raise ValueError("no battle for " + " ".join(words))


def apply(state, step):
    for c in step["changes"]:
        if "area" in c:
            state[c["area"]][c["field"]] = c["to"]


def case_battles(case, dump_dir):
    """Every battle the case lists, computed on the state just before it.

    Returns [((nation, slot), computed record, resolver's record or None, order)]
    in the order of expected.json's "battles", and the problems found on the way."""
    game = json.load(open(os.path.join(case, "game.json"), encoding="utf-8"))
    expected = json.load(open(os.path.join(case, "expected.json"), encoding="utf-8"))
    orders = read_orders(os.path.join(case, "orders.txt"))
    name = os.path.relpath(case, CASES).replace(os.sep, "-")
    dump = json.load(open(os.path.join(dump_dir, name + ".json"), encoding="utf-8"))
    opts = dict(DEFAULTS[game["ruleset"]])
    opts.update({k: v for k, v in game.get("options", {}).items() if k in opts})
    state = {a["code"]: dict(a) for a in game["areas"]}
    # The i-th entry listed for a nation and slot is their i-th step (as tst_cases matches them).
    listed, seen = {}, {}
    for j, b in enumerate(expected.get("battles", [])):
        key = (b["nation"], b.get("slot"))
        listed[(key, seen.get(key, 0))] = j
        seen[key] = seen.get(key, 0) + 1
    results, problems = [None] * len(listed), []
    sticky, seen = set(), {}
    for step in dump["steps"]:
        if step.get("phase"):
            continue
        key = (step["nation"], step["slot"])
        i = seen.get(key, 0)
        seen[key] = i + 1
        words = orders[key][i] if i < len(orders.get(key, [])) else []
        rec = None
        if (key, i) in listed:
            rec, survivors = battle(game, opts, state, sticky, words)
            rec["attacker"] = step["nation"]
            results[listed[(key, i)]] = (key, rec, step.get("battle"), " ".join(words))
            if not step.get("battle"):
                problems.append(f"{key}: listed, but the resolver fought no battle")
            # Survivors of a PROBE or ASSAULT are sticky where they end up (docs/rules.md §2).
            if words[0] in ("PROBE", "ASSAULT"):
                if rec["won"]:
                    sticky.add(words[2])
                elif survivors["armies"] + survivors["ships"] > 0:
                    sticky.add(words[1])
        elif step.get("battle"):
            problems.append(f"{key}: the resolver fought a battle the case does not list")
        if step["outcome"] != "failed" and words:
            if words[0] == "RESERVE":
                sticky.add(words[1])
            # Armies entering difficult terrain by a move make it sticky (docs/rules.md §2).
            if words[0] in LAND and len(words) > 2 and words[2] in state:
                if state[words[2]].get("terrain") in DIFFICULT[game["ruleset"]] and (rec is None or rec["won"]):
                    sticky.add(words[2])
        apply(state, step)
    return expected, results, problems


def compare(e, a, path, out):
    if isinstance(e, dict) and isinstance(a, dict):
        for k in sorted(set(e) | set(a)):
            if k not in a:
                out.append(f"{path}.{k}: only in the first ({json.dumps(e[k])})")
            elif k not in e:
                out.append(f"{path}.{k}: only in the second ({json.dumps(a[k])})")
            else:
                compare(e[k], a[k], f"{path}.{k}", out)
    elif isinstance(e, list) and isinstance(a, list) and len(e) == len(a):
        for i, (x, y) in enumerate(zip(e, a)):
            compare(x, y, f"{path}[{i}]", out)
    elif e != a or type(e) is bool and type(a) is not bool:
        out.append(f"{path}: {json.dumps(e)} vs {json.dumps(a)}")


def listed(e, a, path, out):
    """Keys a case lists that disagree with the computed record."""
    if isinstance(e, dict) and isinstance(a, dict):
        for k in e:
            if k in ("nation", "slot") and path == "":
                continue
            if k not in a:
                out.append(f"{path}.{k}: listed {json.dumps(e[k])}, not in the record")
            else:
                listed(e[k], a[k], f"{path}.{k}", out)
    elif isinstance(e, list) and isinstance(a, list) and len(e) == len(a):
        for i, (x, y) in enumerate(zip(e, a)):
            listed(x, y, f"{path}[{i}]", out)
    elif e != a:
        out.append(f"{path}: listed {json.dumps(e)}, computed {json.dumps(a)}")


def inline(v):
    return json.dumps(v, ensure_ascii=False)


def format_battle(nation, slot, rec, indent="    "):
    i2 = indent + "  "
    lines = [f'{i2}"nation": {inline(nation)}', f'{i2}"slot": {inline(slot)}']
    for k, v in rec.items():
        if k == "rounds":
            rounds = (",\n").join(f"{i2}  {inline(r)}" for r in v)
            lines.append(f'{i2}"rounds": [\n{rounds}\n{i2}]')
        else:
            lines.append(f"{i2}{inline(k)}: {inline(v)}")
    return indent + "{\n" + ",\n".join(lines) + "\n" + indent + "}"


def span_of(text, key):
    """Start and end (exclusive) of the array value of a top-level key."""
    m = re.search(r'\n  "' + key + r'": \[', text)
    start = m.end() - 1
    depth, i, in_str = 0, start, False
    while True:
        c = text[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "[{":
            depth += 1
        elif c in "]}":
            depth -= 1
            if depth == 0:
                return start, i + 1
        i += 1


def write(case, results):
    path = os.path.join(case, "expected.json")
    text = open(path, encoding="utf-8").read()
    entries = [format_battle(key[0], key[1], rec) for key, rec, _, _ in results]
    start, end = span_of(text, "battles")
    text = text[:start] + "[\n" + ",\n".join(entries) + "\n  ]" + text[end:]
    json.loads(text)
    open(path, "w", encoding="utf-8").write(text)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("dump")
    p.add_argument("cases", nargs="*")
    p.add_argument("--write", action="store_true")
    args = p.parse_args()
    cases = args.cases or sorted(d for d, _, files in os.walk(CASES) if "expected.json" in files)
    total = disagree = 0
    for case in cases:
        name = os.path.relpath(case, CASES)
        expected, results, problems = case_battles(case, args.dump)
        for d in problems:
            print(f"{name} {d}")
        for b, (key, rec, prog, order) in zip(expected.get("battles", []), results):
            total += 1
            out = []
            listed(b, rec, "", out)
            for d in out:
                print(f"{name} {key} {order}: case {d}")
            out2 = []
            if prog is not None:
                compare(rec, prog, "", out2)
            for d in out2:
                print(f"{name} {key} {order}: computed vs resolver {d}")
            disagree += bool(out or out2)
        if args.write and results:
            write(case, results)
    print(f"{total} battles, {disagree} with a disagreement", file=sys.stderr)


if __name__ == "__main__":
    main()
