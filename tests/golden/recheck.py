#!/usr/bin/env python3
"""A reviewing aid for the golden copies (see REVIEW.md): re-derives one resolved
turn from docs/rules.md, written apart from the C++ resolver.

usage: recheck.py GAME.json EVENTS.jsonl NEXT.json
   e.g. recheck.py britain/turn2.json britain/events-turn2.jsonl britain/turn3.json

It replays the step log on GAME.json (every change's "from" must match the
state), re-derives every battle from the state before its step (attackers,
seaborne ships, defence level, retreat, ambush, each round's losses with
RC-ROUND floorSum, RC-STALL, RC-EMPCAPTURE, DA capture effects), checks action
costs, then recomputes the whole end of turn from the state after the last
action (leftover or action 17, drowning, dispersal, population limit, ORDER
bids and the next processing order, income with blockades and the viking
turn number, trade) and compares both with NEXT.json. It prints the battles
and incomes it derived and exits 1 on any disagreement. It does not replace
reading the reports."""
import json, sys, copy

game = json.load(open(sys.argv[1]))
events = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
nxt = json.load(open(sys.argv[3]))
DA = game['ruleset'] == 'dark-age'
CITYBONUS = game.get('options', {}).get('cityDefenceBonus', 3 if DA else 0)
AMB = game.get('options', {}).get('ambushFactor', 2)
DIFFICULT = {'forest', 'mountain', 'wetland'} | (set() if DA else {'jungle'})
problems = []
def bad(msg): problems.append(msg); print('PROBLEM:', msg)

adj = {}
for a, b in game['borders']:
    adj.setdefault(a, set()).add(b); adj.setdefault(b, set()).add(a)

def norm_area(a):
    d = {'owner': a.get('owner'), 'population': a.get('population', 0), 'armies': a.get('armies', 0),
         'ships': a.get('ships', 0), 'forts': a.get('forts', 0), 'trade': a.get('trade', 0),
         'mode': a.get('mode') or ('retreat' if a['kind'] != 'sea' else None), 'modeTarget': a.get('modeTarget'),
         'kind': a['kind'], 'popLimit': a.get('popLimit', 0), 'hinterland': a.get('hinterland'), 'terrain': a.get('terrain')}
    return d
def load(g):
    A = {a['code']: norm_area(a) for a in g['areas']}
    N = {n['code']: {k: n.get(k, 0) for k in ('bp', 'treasury', 'armyReserve', 'fleetReserve', 'vp')} for n in g['nations']}
    for n in g['nations']:
        N[n['code']]['people'] = n.get('people'); N[n['code']]['traits'] = n.get('traits', [])
    return A, N
A, N = load(game)
G = {'turn': game['turn'], 'order': list(game.get('order') or [n['code'] for n in game['nations']])}

def val(c):
    if 'area' in c: return A[c['area']].get(c['field'])
    if 'nation' in c: return N[c['nation']].get(c['field'])
    return G[c['field']]
def setv(c):
    if 'area' in c: A[c['area']][c['field']] = c['to']
    elif 'nation' in c: N[c['nation']][c['field']] = c['to']
    else: G[c['field']] = c['to']

def loss(own, other, f, diff):
    d = other - own if (diff and own < other) else 0
    return (other + d) // f

def blockaded(code):
    c = A[code]
    if not DA or c['kind'] != 'city': return False
    h = A.get(c['hinterland'])
    return bool(h and h['owner'] and h['owner'] != c['owner'] and 2 * h['armies'] > c['population'] + c['armies'])

def parse_number(word, present):
    if word in (None, '-', ''): return present
    if word == 'ALL': return present
    if word.startswith('AB-'): return present - int(word[3:])
    return int(word)

battles = []
def check_land_battle(st, b):
    kind = b['kind']; fr, to = A[b['from']], A[b['to']]
    f = {'move': 2, 'probe': 3, 'assault': 3, 'attack': 3}[kind]
    diff = kind != 'probe'
    repeat = kind == 'assault'
    words = st['order'].split()
    n = parse_number(words[3] if len(words) > 3 else None, fr['armies'])
    if b['attackers'] != n: bad(f"step {st['step']}: attackers {b['attackers']} but order/state gives {n}")
    seaborne = fr['kind'] == 'sea'
    ships = fr['ships'] if seaborne else 0
    if b.get('seaborneShips', 0) != ships: bad(f"step {st['step']}: seaborne ships {b.get('seaborneShips',0)} expected {ships}")
    if b['defender'] != to['owner']: bad(f"step {st['step']}: defender {b['defender']} expected {to['owner']}")
    for k in ('population', 'forts'):
        if b.get(k, 0) != to[k]: bad(f"step {st['step']}: {k} {b.get(k,0)} expected {to[k]}")
    cb = CITYBONUS if to['kind'] == 'city' else 0
    if b.get('cityBonus', 0) != cb: bad(f"step {st['step']}: city bonus {b.get('cityBonus',0)} expected {cb}")
    fixed = to['population'] + to['forts'] + cb
    darm = to['armies']
    retreated = None
    t = to['modeTarget']
    if to['owner'] and to['mode'] == 'retreat' and t and darm > 0 and t in adj[b['to']] and A[t]['owner'] == to['owner'] \
            and n + ships > darm + fixed:
        retreated = t; darm = 0
    if b.get('retreatedTo') != retreated: bad(f"step {st['step']}: retreatedTo {b.get('retreatedTo')} expected {retreated}")
    amb = AMB if (kind != 'probe' and to['owner'] and to['mode'] == 'ambush' and to['modeTarget'] == b['from']) else 1
    if b.get('ambushFactor', 0) != (amb if amb != 1 else 0): bad(f"step {st['step']}: ambushFactor {b.get('ambushFactor')} expected {amb}")
    if b.get('defendingArmies', 0) != darm: bad(f"step {st['step']}: defendingArmies {b.get('defendingArmies')} expected {darm}")
    aa, sh, rounds = n, ships, []
    while True:
        Aa = aa + sh; D = darm + fixed
        al = loss(Aa, D * amb, f, diff); dl = loss(D, Aa, f, diff)
        la = min(al, aa); ls = min(al - la, sh); ld = min(dl, darm)
        aa -= la; sh -= ls; darm -= ld
        rounds.append({'a': Aa, 'd': D, 'aLoss': la + ls, 'dLoss': ld})
        if not repeat or darm == 0 or aa == 0: break
        if la + ls + ld == 0: break
    if rounds != b['rounds']: bad(f"step {st['step']}: rounds {b['rounds']} expected {rounds}")
    won = darm == 0 and aa + sh > 0
    if won and not DA and aa <= to['population']: won = False
    if won != b['won']: bad(f"step {st['step']}: won {b['won']} expected {won}")
    battles.append((st['step'], st['nation'], st['order'], kind, rounds, won, amb, retreated))
    # capture effects expected (DA only, from a non-neutral nation of another people)
    if DA and won and to['owner'] and N[to['owner']]['people'] != N[st['nation']]['people']:
        return ('capture', to['owner'], b['to'])
    return None

def check_sea_battle(st, b):
    fr, to = A[b['from']], A[b['to']]
    words = st['order'].split()
    ships = parse_number(words[3] if len(words) > 3 else None, fr['ships'])
    armies = min(fr['armies'], ships) if words[0] in ('CONVOY', 'KONVOY') else 0
    if b.get('seaborneShips') != ships or b.get('attackers', 0) != armies: bad(f"step {st['step']}: sea battle forces")
    Aa = ships + armies; D = to['ships'] + to['armies']
    al = loss(Aa, D, 2, True); dl = loss(D, Aa, 2, True)
    ala = min(al, armies); als = min(al - ala, ships); dla = min(dl, to['armies']); dls = min(dl - dla, to['ships'])
    r = [{'a': Aa, 'd': D, 'aLoss': ala + als, 'dLoss': dla + dls}]
    won = (to['ships'] - dls == 0) and (ships - als + armies - ala > 0)
    if r != b['rounds'] or won != b['won']: bad(f"step {st['step']}: sea battle {b['rounds']} {b['won']} expected {r} {won}")
    battles.append((st['step'], st['nation'], st['order'], 'sea', r, won, 1, None))

COST = {'LEVY': 3, 'FORTIFY': 1, 'BUILD': 10, 'LAUNCH': 3, 'FLEET': 1, 'RESERVE': 1, 'RAZE': 1, 'ARMY': 3}
bids = {}
cashed = set()
last_action = max([i for i, s in enumerate(events) if s.get('phase') is None] + [-1])
for i, st in enumerate(events):
    if i == last_action + 1:
        after_actions = (copy.deepcopy(A), copy.deepcopy(N))
    expect_capture = None
    b = st.get('battle')
    if b:
        if b['kind'] == 'sea': check_sea_battle(st, b)
        else: expect_capture = check_land_battle(st, b)
    # action costs
    if st.get('phase') is None and st['outcome'] != 'failed':
        w = st['order'].split(); act = w[0]
        ch = st['changes']
        bpd = sum(c['from'] - c['to'] for c in ch if c.get('nation') == st['nation'] and c['field'] == 'bp' and act != 'GIFT')
        if st['cost'] != bpd and act not in ('GIFT', 'CASH'): bad(f"step {st['step']}: cost {st['cost']} but bp fell by {bpd}")
        if act in ('ORDER',): bids[st['nation']] = bids.get(st['nation'], 0) + st['cost']
        if act == 'CASH': cashed.add(st['nation'])
        if DA and act in ('MOVE', 'SHIPS', 'CONVOY', 'PROBE') and st['cost'] != 1: bad(f"step {st['step']}: cost {st['cost']}")
        if act == 'ASSAULT' and st['cost'] != 2: bad(f"step {st['step']}: cost")
        if act == 'GROW':
            p = A[w[1]]['population']
            extra = 0
            if not DA:
                ex = {'upland': 1, 'wetland': 1, 'plains': 1, 'lowland': 1, 'island': 2, 'forest': 2, 'mountain': 3, 'jungle': 4, 'desert': 5, 'tundra': 5, 'town': 6, 'city': 6}
                extra = ex['city' if A[w[1]]['kind'] == 'city' else A[w[1]]['terrain']]
            if st['cost'] != p + extra: bad(f"step {st['step']}: GROW cost {st['cost']} expected {p + extra}")
        if act in COST and not (act == 'LEVY' and not DA):
            # units from the changes
            if act in ('LEVY', 'RESERVE'): units = [c['to'] - c['from'] for c in ch if c.get('area') == w[1] and c['field'] == 'armies']
            elif act == 'FORTIFY': units = [c['to'] - c['from'] for c in ch if c['field'] == 'forts']
            elif act == 'RAZE': units = [c['from'] - c['to'] for c in ch if c['field'] == 'forts']
            elif act == 'BUILD': units = [c['to'] - c['from'] for c in ch if c['field'] == 'trade']
            elif act in ('LAUNCH', 'FLEET'): units = [c['to'] - c['from'] for c in ch if c['field'] == 'ships']
            elif act == 'ARMY': units = [c['to'] - c['from'] for c in ch if c['field'] == 'armyReserve']
            if len(units) != 1 or st['cost'] != COST[act] * units[0]: bad(f"step {st['step']}: {act} cost {st['cost']} for {units}")
        if not DA and act in ('MOVE', 'ATTACK'):
            n = parse_number(w[3] if len(w) > 3 else None, A[w[1]]['armies'])
            if st['cost'] != n: bad(f"step {st['step']}: {act} cost {st['cost']} expected {n}")
    before = copy.deepcopy((A, N))
    for c in st['changes']:
        if val(c) != c['from']: bad(f"step {st['step']}: change {c} but state has {val(c)}")
        setv(c)
    if expect_capture:
        _, old, area = expect_capture
        oA, oN = before
        # the capture effects, relative to the values right after the battle (owner change)
        exp_vp = max(0, oN[old]['vp'] - 1)
        if N[old]['vp'] != exp_vp: bad(f"step {st['step']}: capture: {old} vp {N[old]['vp']} expected {exp_vp}")
        for k in ('population', 'forts', 'trade'):
            e = max(0, oA[area][k] - 1)
            if A[area][k] != e: bad(f"step {st['step']}: capture of {area}: {k} {A[area][k]} expected {e}")
    elif b and b['kind'] != 'sea' and b['won'] and DA:
        oA, oN = before
        for k in ('population', 'forts', 'trade'):
            if A[b['to']][k] != oA[b['to']][k]: bad(f"step {st['step']}: {k} changed without capture effects")
if last_action + 1 >= len(events): after_actions = (copy.deepcopy(A), copy.deepcopy(N))
replayed = (A, N, dict(G))

# ---- end of turn, recomputed from the state after the last action (docs/rules.md §2.5, §3, §4, §5)
A, N = copy.deepcopy(after_actions)
order = list(game.get('order') or [n['code'] for n in game['nations']])
for code in order:
    n = N[code]
    if DA:
        n['treasury'] += n['bp']; n['bp'] = 0
    else:
        if code in cashed:
            n['treasury'] += n['bp']; n['bp'] = 0
        else:
            k = n['bp'] // 3
            n['armyReserve'] += k; n['bp'] -= 3 * k
            bids[code] = bids.get(code, 0) + n['bp']; n['bp'] = 0
for a in A.values():
    if a['kind'] == 'sea' and a['armies'] > a['ships']: a['armies'] = a['ships']
for code in order:
    for c, a in A.items():
        if a['owner'] != code: continue
        if a['kind'] == 'sea':
            if a['ships'] > 0:
                a['ships'] -= 1; N[code]['fleetReserve'] += 1
                if a['armies'] > a['ships']: a['armies'] -= 1; N[code]['armyReserve'] += 1
        elif a['armies'] > a['population']:
            a['armies'] -= 1; N[code]['armyReserve'] += 1
for a in A.values():
    if a['kind'] != 'sea' and a['population'] > a['popLimit']: a['population'] = a['popLimit']
new_order = sorted(order, key=lambda c: -bids.get(c, 0))  # Python's sort is stable
turn = game['turn'] + 1
for code in order:
    inc = sum(a['population'] for c, a in A.items() if a['owner'] == code and a['kind'] != 'sea' and not blockaded(c))
    if DA and 'viking' in N[code]['traits']: inc += turn
    N[code]['bp'] = inc
if DA:
    for c, a in A.items():
        if a['kind'] != 'city' or blockaded(c): continue
        amt = min(a['population'], a['trade'])
        if a['owner']: N[a['owner']]['treasury'] += amt
        h = A.get(a['hinterland'])
        if h and h['owner']: N[h['owner']]['treasury'] += amt
rA, rN, rG = replayed
if rG['order'] != new_order: bad(f"events give order {rG['order']}, recomputed {new_order} (bids {bids})")
if rG['turn'] != turn: bad("turn")
eA, eN = load(nxt)
for name, (XA, XN) in (('recomputed', (A, N)), ('replayed events', (rA, rN))):
    for c in XA:
        for k in ('owner', 'population', 'armies', 'ships', 'forts', 'trade', 'mode', 'modeTarget'):
            if XA[c][k] != eA[c][k]: bad(f"{name}: area {c} {k} {XA[c][k]} but NEXT.json has {eA[c][k]}")
    for c in XN:
        for k in ('bp', 'treasury', 'armyReserve', 'fleetReserve', 'vp'):
            if XN[c][k] != eN[c][k]: bad(f"{name}: nation {c} {k} {XN[c][k]} but NEXT.json has {eN[c][k]}")
if nxt['order'] != new_order or nxt['turn'] != turn: bad(f"NEXT.json order/turn {nxt['order']} {nxt['turn']}")
print(f"{len(events)} steps, {len(battles)} battles re-derived; bids {dict(sorted(bids.items()))}; next order {' '.join(new_order)}")
for bt in battles: print('  battle', bt)
print('income:', {c: N[c]['bp'] for c in order})
print('OK' if not problems else f'{len(problems)} PROBLEMS')
sys.exit(1 if problems else 0)
