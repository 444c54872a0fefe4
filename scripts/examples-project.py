#!/usr/bin/env python3
"""Writes an N-scenario project from the bundled examples' scenarios (training and serving,
with and without placements and price overrides), each copy named apart and varied a little:
a training run's tokens and a served prompt's length times 1 + (k % 7) / 100. The same project
as bench/bench_output.cpp's examplesProjectText(N) (#30: `evaluate --json` <= 30 us per scenario
for 1,000 scenarios). Time it with `/usr/bin/time build/dev/app/accelplan-cli evaluate --json OUT`.
    scripts/examples-project.py OUT [N=1000]
"""
import glob
import json
import os
import sys

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
pool = []
for f in sorted(glob.glob(os.path.join(root, 'data', 'examples', '*.accelplan'))):
    with open(f) as fh:
        pool += json.load(fh)['scenarios']
scenarios = []
for k in range(n):
    s = json.loads(json.dumps(pool[k % len(pool)]))
    s['name'] = s['name'] + ' #' + str(k)
    f = 1 + (k % 7) / 100
    w = s['workload']
    if w['kind'] == 'training':
        w['tokens'] = w['tokens'] * f
    elif 'input_tokens' in w:
        w['input_tokens'] = round(w['input_tokens'] * f)
    scenarios.append(s)
with open(out, 'w') as fh:
    json.dump({'format': 'accelplan-project', 'version': 1, 'name': '%d scenarios' % n,
               'scenarios': scenarios}, fh, indent=1)
