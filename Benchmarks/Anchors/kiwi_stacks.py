#!/usr/bin/env python3
"""kiwi twin of Kinema's horizontal stacks of N views (alignment fill, spacing 0, intrinsic size
10 x 10, hugging 250, compression resistance 750), the scenes of
`kiwi_scale_bench.py --scene stack-equalCentering` with distribution equalCentering,
fillProportionally or fill, pinned (the stack 0...375) or free (no trailing constraint). The
constraints are the ones Kinema's stack view states (UIKit's), written over kiwi variables:
each gap at least the spacing and each centre step equal to the first at strength 999
(equalCentering); each view after the previous one (fill), and each length proportional to the
stack's at 999 (fillProportionally).

  pip install kiwisolver
  python3 kiwi_stacks.py equalCentering pinned 250     # build time, peak memory, first frames
"""
import resource, sys, time
import kiwisolver as k

def run(kind, n, pinned):
    s = k.Solver()
    t0 = time.perf_counter()
    sl, sw, st, sh = k.Variable(), k.Variable(), k.Variable(), k.Variable()
    s.addConstraint(sl == 0); s.addConstraint(st == 0)
    if pinned: s.addConstraint(sl + sw == 375)
    x = [k.Variable() for _ in range(n)]; w = [k.Variable() for _ in range(n)]
    y = [k.Variable() for _ in range(n)]; h = [k.Variable() for _ in range(n)]
    hug, resist = k.strength.create(0, 250, 0), k.strength.create(0, 750, 0)
    dist = k.strength.create(0, 999, 0)
    s.addConstraint(x[0] == sl)
    if kind == "equalCentering":
        c = [x[i] + 0.5 * w[i] for i in range(n)]
        for i in range(n - 1):
            s.addConstraint(x[i + 1] - (x[i] + w[i]) >= 0)
            if i:
                s.addConstraint((c[i + 1] - c[i] == c[1] - c[0]) | dist)
    else:
        total = 10.0 * n
        for i in range(n - 1):
            s.addConstraint(x[i + 1] == x[i] + w[i])
        for i in range(n if kind == "fillProportionally" else 0):
            s.addConstraint((w[i] * total == sw * 10.0) | dist)
    s.addConstraint(x[-1] + w[-1] == sl + sw)
    for i in range(n):
        s.addConstraint(y[i] == st); s.addConstraint(y[i] + h[i] == st + sh)
        for cn in ((w[i] <= 10) | hug, (w[i] >= 10) | resist, (h[i] <= 10) | hug, (h[i] >= 10) | resist):
            s.addConstraint(cn)
    s.updateVariables()
    return time.perf_counter() - t0, [(x[i].value(), w[i].value()) for i in range(min(n, 6))]

if __name__ == "__main__":
    kind, mode, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    dt, first = run(kind, n, mode == "pinned")
    print(f"kiwi {kind} {mode} N={n} build {dt:.3f} s peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB first frames {first}")
