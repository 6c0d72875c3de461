#!/usr/bin/env python3
"""Checks `kinema play CONTROL --format lottie` against Kinema's CSV with two independent players.

For each control, under the event script its README example uses:
1. exports the fitted document (`lottie`) and the keyframe-per-frame one (`lottie-every-frame`)
   and validates both against the Lottie schema shipped in the `lottie-specs` package;
2. evaluates both documents at every frame (lottie_model.py, no player) and compares every view's
   bounds corners, drawn alpha and colour with the CSV of the same run: the keyframe-per-frame
   document within 1e-6 pt (colours within half an 8-bit step, as the CSV rounds them), the fitted one within the export's bounds (0.25 pt, 0.5 % alpha, 0.005
   per colour component, plus half an 8-bit step where the CSV rounds colours);
3. renders sampled frames with rlottie and with ThorVG and probes pixels: the centre of every
   view drawing a background, points 2 px inside and 2 px outside the middle of each of its
   edges, and the middle of each border's ring. The expected colour of a probe is composed from
   the CSV alone (views back to front, alphas multiplied down the tree) except for what the CSV
   does not hold, taken from the document: which views clip, which corners are rounded, and
   the border's width and colour. Probes closer than 1.5 px to any drawn edge are skipped (antialiasing). Every
   probe must match within 0.04 per premultiplied channel, so an edge more than about 2 px away
   from where the CSV puts it fails. The two players' pictures must also agree on all but 1 % of
   the pixels;
4. renders the same frames four times larger and probes the content of every view that shows a
   pictogram or text (the document's `content` group says which, with the content's colour): a
   point inside the pictogram (CONTENT_INK, read off the pictograms' 24 x 24 design) and a point
   on the stem of the first letter B, D, E, F, H, K, L, N, P or R of a line of text (at a fifth of
   the advance, half-way up the cap height; the line placed by the text layout rule: lines share
   the height, a font size of 0.75 of a line's share at most 17 pt, advance half the font size,
   centred). Each must show the content's colour over what the CSV puts below it. A probe whose
   ink is thinner than 1.5 px either side is skipped, and so is every background probe inside
   the area a content covers.

Frames are sampled away from hold keyframes (the exporter writes them only where a view's content
changes; players disagree on which side of a hold they render exactly at its frame). Usage:
check_lottie.py PATH/TO/kinema [OUTDIR]
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import time

import jsonschema
import lottie_specs
from PIL import Image, ImageChops
import rlottie_python
import thorvg_python

import lottie_model as lm

CONTROLS = [
    ("fast-cart-button", "0 down 187.5,333.5; 0 up 187.5,333.5", 60, 0.9),
    ("spinning-tips", "0.35 down 190,330; 0.4 move 160,325; 0.45 move 120,320; 0.5 move 80,315; "
                      "0.55 move 50,310; 0.55 up 50,310", 60, 1.1),
    ("popup-menu", "0 down 187.5,640; 0.25 move 187.5,560; 0.5 move 187.5,480; 0.6 up 187.5,440; "
                   "1.5 down 187.5,300; 1.5 up 187.5,300", 60, 2.75),
    ("ar-tab-bar", "0 down 333,741; 0 up 333,741; 0.9 down 187.5,733; 0.9 up 187.5,733", 60, 1.8),
]
RENDERED_FRAMES = 6
PROBE_TOLERANCE = 0.04
EDGE_OFFSET = 2.0
EDGE_MARGIN = 1.5
# Content probes are taken on pictures this many times larger than the canvas.
CONTENT_SCALE = 4
# A point inside each pictogram, in its 24 x 24 design box (y down), and how far the ink reaches
# around it (design units): the basket of the cart, a button of the gamepad, the middle of the
# left stroke of the upper chevron, the middle line, the sun of the photo.
CONTENT_INK = {
    "cart": ((13.5, 9.6), 3.0),
    "gamepad": ((15.3, 11.4), 1.1),
    "arrows": ((9.0, 8.5), 1.1),
    "lines": ((12.0, 12.0), 1.1),
    "photo": ((16.5, 7.5), 2.3),
}
STEM_LETTERS = "BDEFHKLNPR"


def kinema(binary, control, events, fps, until, fmt):
    return subprocess.run([binary, "play", control, "--events", events, "--fps", str(fps), "--until", str(until),
                           "--format", fmt], check=True, capture_output=True, text=True).stdout


def count_keyframes(node):
    if isinstance(node, dict):
        own = len(node["k"]) if node.get("a") == 1 and isinstance(node.get("k"), list) else 0
        return own + sum(count_keyframes(v) for v in node.values())
    if isinstance(node, list):
        return sum(count_keyframes(v) for v in node)
    return 0


def hold_frames(node, out):
    if isinstance(node, dict):
        if node.get("a") == 1 and isinstance(node.get("k"), list):
            out.update(k["t"] for k in node["k"] if k.get("h"))
        for v in node.values():
            hold_frames(v, out)
    elif isinstance(node, list):
        for v in node:
            hold_frames(v, out)
    return out


class Scene:
    """One run: its CSV frames, the document's layers and the view tree taken from layer names."""

    def __init__(self, csv_text, doc):
        self.frames = lm.read_csv(csv_text)
        self.doc = doc
        self.layers, self.borders, self.clips = lm.view_layers(doc)
        self.paths = {path.split("/")[-1]: path for path in self.layers}
        self.parents = {name: (path.split("/")[-2] if "/" in path else None) for name, path in self.paths.items()}
        names = [r["view"] for r in self.frames[0][1]]
        missing = [n for n in names if n not in self.paths]
        if missing:
            raise AssertionError(f"no layer for views {missing}")

    def frame_number(self, k):
        return round((self.frames[k][0] - self.frames[0][0]) * self.doc["fr"], 6)

    def compare(self):
        """The largest corner, alpha and colour differences between the document and the CSV."""
        worst = [0.0, 0.0, 0.0]
        for k, (_, rows) in enumerate(self.frames):
            f = self.frame_number(k)
            expected = lm.views_from_csv(rows, self.parents)
            for name, e in expected.items():
                layer = self.layers[self.paths[name]]
                position, linear = lm.layer_matrix(layer["ks"], f)
                inner, background, _ = lm.layer_parts(layer, f)
                w, h = (background[0], background[1]) if background else (e["w"], e["h"])
                drawn = lm.corners(position, lm.mul(linear, lm.rotation_scale(inner, 1, 1)), w, h)
                for p, q in zip(drawn, lm.corners(e["center"], e["linear"], e["w"], e["h"])):
                    worst[0] = max(worst[0], math.dist(p, q))
                opacity = lm.scalar(layer["ks"]["o"], f) / 100
                if background:
                    worst[1] = max(worst[1], abs(opacity * background[4] - e["alpha"] * e["rgba"][3]))
                    worst[2] = max(worst[2], max(abs(a - b) for a, b in zip(background[3], e["rgba"][:3])))
                elif e["rgba"][3] > 0 and e["alpha"] > 0:
                    raise AssertionError(f"{name} has a background in the CSV but none in the document")
        return worst

    def drawing(self, k):
        """Frame k as a list of paint operations back to front: (kind, view state, clip chain)."""
        f = self.frame_number(k)
        rows = self.frames[k][1]
        expected = lm.views_from_csv(rows, self.parents)
        children = {}
        for r in rows:
            children.setdefault(self.parents[r["view"]], []).append(r["view"])
        ops = []

        def emit(name, clips):
            e = dict(expected[name])
            _, background, _ = lm.layer_parts(self.layers[self.paths[name]], f)
            rounded = [r > 0 for r in background[2]] if background else [True] * 4
            e["radii"] = tuple(e["radius"] if on else 0.0 for on in rounded)
            ops.append(("fill", e, clips))
            content = lm.layer_content(self.layers[self.paths[name]], f)
            if content:
                ops.append(("content", content_op(e, content), clips))
            border_layer = self.borders.get(self.paths[name], self.layers[self.paths[name]])
            _, _, border = lm.layer_parts(border_layer, f)
            inner_clips = clips + [e] if self.paths[name] in self.clips else clips
            for kid in children.get(name, []):
                emit(kid, inner_clips)
            if border and border[3] > 0:
                b = dict(e)
                b["ring"] = border[3]
                b["rgba"] = tuple(border[4]) + (border[5],)
                ops.append(("border", b, clips))

        for root in children.get(None, []):
            emit(root, [])
        return ops


def content_op(e, content):
    """A view's content as a paint operation: its colour, the view's alpha, where its ink is
    probed (root coordinates), how wide the ink is there (pixels of the canvas) and the
    quadrilateral it may cover (root coordinates)."""
    op = dict(e)
    op["content"] = content
    op["rgba"] = tuple(content["rgb"]) + (content["opacity"],)
    w, h = e["w"], e["h"]
    scale = smallest_scale(e)
    if content["kind"] == "symbol":
        k = min(w, h) / 24
        (ix, iy), reach = CONTENT_INK[content["name"]]
        ink = ((ix - 12) * k, (iy - 12) * k)
        op["ink_width"] = reach * k * scale
        half_w = half_h = 12 * k
    else:
        lines = content["lines"]
        share = h / len(lines)
        size = max(1.0, min(0.75 * share, 17.0))
        advance = size / 2
        ink = None
        for i, line in enumerate(lines):
            j = next((j for j, c in enumerate(line) if c in STEM_LETTERS), None)
            if j is not None:
                ink = (-len(line) * advance / 2 + (j + 0.2) * advance, -h / 2 + (i + 0.5) * share)
                break
        op["ink_width"] = 0.04 * size * scale
        half_w = max([len(line) for line in lines] + [0]) * advance / 2 + 0.1 * size
        half_h = h / 2 + 0.3 * size
    op["ink"] = None
    if ink is not None:
        x, y = lm.apply(e["linear"], ink)
        op["ink"] = (e["center"][0] + x, e["center"][1] + y)
    op["area"] = (half_w, half_h)
    return op


def in_content_area(op, point):
    p = local(op, point)
    return abs(p[0]) <= op["area"][0] + EDGE_MARGIN and abs(p[1]) <= op["area"][1] + EDGE_MARGIN


def local(e, point):
    """The point in the view's bounds-centred coordinates."""
    (a, b), (c, d) = e["linear"]
    det = a * d - b * c
    x, y = point[0] - e["center"][0], point[1] - e["center"][1]
    return ((d * x - b * y) / det, (-c * x + a * y) / det) if det else (math.inf, math.inf)


def smallest_scale(e):
    (a, b), (c, d) = e["linear"]
    s1 = math.hypot(a + d, c - b) / 2
    s2 = math.hypot(a - d, c + b) / 2
    return abs(s1 - s2)


def rounded_box_distance(p, w, h, radii):
    """Signed distance (local units) from a w x h box centred on the origin whose corners are
    rounded by radii (top-left, top-right, bottom-right, bottom-left; y down)."""
    r = radii[(0 if p[0] < 0 else 1) if p[1] < 0 else (3 if p[0] < 0 else 2)]
    qx, qy = abs(p[0]) - (w / 2 - r), abs(p[1]) - (h / 2 - r)
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def shapes_of(e):
    """The rounded boxes whose edges the view draws: its bounds, and the inner edge of its ring."""
    boxes = [(e["w"], e["h"], e["radii"])]
    if "ring" in e:
        bw = e["ring"]
        boxes.append((e["w"] - 2 * bw, e["h"] - 2 * bw, tuple(max(0.0, r - bw) for r in e["radii"])))
    return boxes


def covers(e, point):
    p = local(e, point)
    inside = rounded_box_distance(p, e["w"], e["h"], e["radii"]) <= 0
    if "ring" in e:
        w, h, r = shapes_of(e)[1]
        return inside and (w <= 0 or h <= 0 or rounded_box_distance(p, w, h, r) > 0)
    return inside


def compose(ops, point, ink=None):
    """The premultiplied colour at a point, painting the operations over transparency; a content
    operation paints only when it is `ink` (the operation whose ink the point probes)."""
    out = [0.0, 0.0, 0.0, 0.0]
    for kind, e, clips in ops:
        alpha = e["alpha"] * e["rgba"][3]
        inside = e is ink if kind == "content" else covers(e, point)
        if alpha <= 0 or not inside or not all(covers(c, point) for c in clips):
            continue
        out = [s * alpha + d * (1 - alpha) for s, d in zip(e["rgba"][:3], out[:3])] + [alpha + out[3] * (1 - alpha)]
    return out


def near_an_edge(ops, point, ink=None):
    """Whether a probe at the point could see an edge: near a view's edge, or inside the area of
    a content other than `ink`."""
    for kind, e, _ in ops:
        if e["alpha"] * e["rgba"][3] <= 0:
            continue
        if kind == "content":
            if e is not ink and in_content_area(e, point):
                return True
            continue
        scale = smallest_scale(e)
        p = local(e, point)
        for w, h, r in shapes_of(e):
            if w > 0 and h > 0 and abs(rounded_box_distance(p, w, h, r)) * scale < EDGE_MARGIN:
                return True
    return False


def probes(ops, width, height):
    """Pixel centres to check, with what they check."""
    found = []
    for kind, e, _ in ops:
        if e["alpha"] * e["rgba"][3] < 0.05 or kind == "content":
            continue
        (a, b), (c, d) = e["linear"]
        sx, sy = math.hypot(a, b), math.hypot(c, d)
        if sx == 0 or sy == 0:
            continue
        dx, dy = EDGE_OFFSET / sx, EDGE_OFFSET / sy
        if kind == "fill":
            targets = [(0, 0)] + [(sgn * (e["w"] / 2 + off), 0) for sgn in (-1, 1) for off in (-dx, dx)] \
                + [(0, sgn * (e["h"] / 2 + off)) for sgn in (-1, 1) for off in (-dy, dy)]
        else:
            bw = e["ring"]
            targets = [(sgn * (e["w"] - bw) / 2, 0) for sgn in (-1, 1)] + [(0, sgn * (e["h"] - bw) / 2) for sgn in (-1, 1)]
        for t in targets:
            x, y = lm.apply(e["linear"], t)
            px, py = math.floor(e["center"][0] + x) + 0.5, math.floor(e["center"][1] + y) + 0.5
            if 0 < px < width and 0 < py < height and not near_an_edge(ops, (px, py)):
                found.append(((px, py), kind, e))
    return found


def content_probes(ops, width, height):
    """Points on the ink of each content drawn at least 1.5 px thick either side on the enlarged
    picture, in canvas coordinates (pixel centres of the enlarged picture)."""
    found = []
    for kind, e, _ in ops:
        if kind != "content" or e["ink"] is None or e["alpha"] * e["rgba"][3] < 0.05:
            continue
        if e["ink_width"] * CONTENT_SCALE < EDGE_MARGIN + 0.5:
            continue
        x, y = (v * CONTENT_SCALE for v in e["ink"])
        px, py = (math.floor(x) + 0.5) / CONTENT_SCALE, (math.floor(y) + 0.5) / CONTENT_SCALE
        if 0 < px < width and 0 < py < height and not near_an_edge(ops, (px, py), ink=e):
            found.append(((px, py), e))
    return found


def render_rlottie(path, frames, scale=1):
    animation = rlottie_python.LottieAnimation.from_file(path)
    width, height = animation.lottie_animation_get_size()
    return {f: animation.render_pillow_frame(frame_num=f, width=width * scale, height=height * scale) for f in frames}


def render_thorvg(path, frames, width, height):
    engine = thorvg_python.Engine()
    canvas = thorvg_python.SwCanvas(engine)
    canvas.set_target(width, height)
    animation = thorvg_python.LottieAnimation(engine)
    picture = animation.get_picture()
    picture.load(path)
    picture.set_size(width, height)
    canvas.add(picture)
    pictures = {}
    for f in frames:
        animation.set_frame(f)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        pictures[f] = canvas.get_pillow().copy()
    return pictures


def differing_share(a, b):
    diff = ImageChops.difference(a.convert("RGBA"), b.convert("RGBA"))
    mask = diff.convert("L").point(lambda v: 255 if v > 25 else 0)
    return mask.histogram()[255] / (a.width * a.height)


def expected_content(doc):
    """The kinds of content ('symbol', 'text') the document's view layers show."""
    kinds = set()
    for layer in lm.view_layers(doc)[0].values():
        for group in (layer.get("shapes") or [{}])[0].get("it", []):
            if group.get("nm") == "content":
                kinds |= {"symbol" if v["nm"].startswith("symbol ") else "text" for v in group["it"] if v["ty"] == "gr"}
    return kinds


def check_control(binary, validator, control, events, fps, until, outdir):
    fitted_text = kinema(binary, control, events, fps, until, "lottie")
    every_text = kinema(binary, control, events, fps, until, "lottie-every-frame")
    csv_text = kinema(binary, control, events, fps, until, "csv")
    failures = []
    docs = {"lottie": json.loads(fitted_text), "lottie-every-frame": json.loads(every_text)}
    for name, doc in docs.items():
        errors = list(validator.iter_errors(doc))
        if errors:
            failures.append(f"{name}: {len(errors)} schema errors, first: {errors[0].message[:200]}")
    exact = Scene(csv_text, docs["lottie-every-frame"]).compare()
    if exact[0] > 1e-6 or exact[1] > 0.5 / 255 + 1e-6 or exact[2] > 0.5 / 255 + 1e-6:
        failures.append(f"every-frame document differs from the CSV: {exact}")
    scene = Scene(csv_text, docs["lottie"])
    fitted = scene.compare()
    if fitted[0] > 0.25 + 1e-9 or fitted[1] > 0.005 + 0.5 / 255 or fitted[2] > 0.005 + 0.5 / 255:
        failures.append(f"fitted document beyond its bounds: corner {fitted[0]:.4f} pt, alpha {fitted[1]:.4f}, "
                        f"colour {fitted[2]:.4f}")

    doc = docs["lottie"]
    n = len(scene.frames)
    holds = hold_frames(doc, set())
    candidates = [round(1 + j * (n - 3) / (RENDERED_FRAMES - 1)) for j in range(RENDERED_FRAMES)]
    frames = [k for k in candidates if all(abs(scene.frame_number(k) - h) > 1 for h in holds)]
    path = os.path.join(outdir, f"{control}.json")
    with open(path, "w") as out:
        out.write(fitted_text)
    width, height = doc["w"], doc["h"]
    numbers = {k: int(scene.frame_number(k)) for k in frames}
    pictures = {"rlottie": render_rlottie(path, numbers.values()),
                "thorvg": render_thorvg(path, numbers.values(), width, height)}
    large = {"rlottie": render_rlottie(path, numbers.values(), CONTENT_SCALE),
             "thorvg": render_thorvg(path, numbers.values(), width * CONTENT_SCALE, height * CONTENT_SCALE)}
    probe_count = 0
    content_count = {"symbol": 0, "text": 0}
    for k in frames:
        f = numbers[k]
        ops = scene.drawing(k)
        points = probes(ops, width, height)
        probe_count += len(points)
        for player, images in pictures.items():
            pixels = images[f].load()
            for (x, y), kind, e in points:
                want = compose(ops, (x, y))
                got = [v / 255 for v in pixels[int(x), int(y)]]
                if max(abs(a - b) for a, b in zip(want, got)) > PROBE_TOLERANCE:
                    failures.append(f"{player} frame {f} ({kind} probe at {x},{y}): expected "
                                    f"{[round(v, 3) for v in want]}, got {[round(v, 3) for v in got]}")
            images[f].save(os.path.join(outdir, f"{control}-{f}-{player}.png"))
        inks = content_probes(ops, width, height)
        for (x, y), e in inks:
            content_count["text" if "lines" in e["content"] else "symbol"] += 1
        for player, images in large.items():
            pixels = images[f].load()
            for (x, y), e in inks:
                want = compose(ops, (x, y), ink=e)
                got = [v / 255 for v in pixels[int(x * CONTENT_SCALE), int(y * CONTENT_SCALE)]]
                if max(abs(a - b) for a, b in zip(want, got)) > PROBE_TOLERANCE:
                    failures.append(f"{player} frame {f} ({e['content'].get('name', 'text')} ink probe at "
                                    f"{x:.2f},{y:.2f}): expected {[round(v, 3) for v in want]}, got "
                                    f"{[round(v, 3) for v in got]}")
            images[f].save(os.path.join(outdir, f"{control}-{f}-{player}-x{CONTENT_SCALE}.png"))
        share = differing_share(pictures["rlottie"][f], pictures["thorvg"][f])
        if share > 0.01:
            failures.append(f"frame {f}: rlottie and ThorVG differ on {share:.2%} of the pixels")
    shown = {kind for kind, count in content_count.items() if count}
    if shown != expected_content(doc):
        failures.append(f"content probed: {sorted(shown)}, content in the document: {sorted(expected_content(doc))}")
    summary = (f"{control}: {n} frames, keyframes {count_keyframes(doc)} fitted / {count_keyframes(docs['lottie-every-frame'])} "
               f"every frame; fitted errors vs CSV: corner {fitted[0]:.4f} pt, alpha {fitted[1]:.4f}, colour "
               f"{fitted[2]:.4f}; every-frame corner error {exact[0]:.2e} pt; frames rendered {sorted(numbers.values())}, "
               f"{probe_count} probes x 2 players, ink probes of {content_count['symbol']} pictograms and "
               f"{content_count['text']} texts x 2 players")
    return summary, failures


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    outdir = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="lottie-check-")
    os.makedirs(outdir, exist_ok=True)
    with open(lottie_specs.schema_path()) as f:
        schema = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    start = time.monotonic()
    all_failures = []
    for control, events, fps, until in CONTROLS:
        summary, failures = check_control(binary, validator, control, events, fps, until, outdir)
        print(summary)
        for failure in failures[:20]:
            print("  FAIL", failure)
        all_failures += failures
    print(f"pictures in {outdir}; {time.monotonic() - start:.1f} s")
    if all_failures:
        print(f"{len(all_failures)} failures")
        return 1
    print("all Lottie checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
