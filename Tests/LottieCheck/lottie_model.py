"""Reading Kinema's CSV and evaluating a Lottie document without any player.

Everything here is written from the formats' definitions (Kinema's CSV columns; Lottie's keyframes
with Bezier easing, split positions, layer transforms, rectangles and paths), independently of the
Swift exporter, so that check_lottie.py can compare the two.
"""
import csv
import io
import math


# --- Kinema's CSV -------------------------------------------------------------------------------

def read_csv(text):
    """Frames as a list of (t, [row dict per view in pre-order])."""
    frames = []
    for row in csv.DictReader(io.StringIO(text)):
        t = float(row["t"])
        if not frames or frames[-1][0] != t:
            frames.append((t, []))
        values = {k: float(v) for k, v in row.items() if k not in ("t", "view", "color", "hidden")}
        values["view"] = row["view"]
        values["hidden"] = row["hidden"] == "1"
        hexa = row["color"].lstrip("#")
        values["rgba"] = tuple(int(hexa[i:i + 2], 16) / 255 for i in range(0, 8, 2))
        frames[-1][1].append(values)
    return frames


def rotation_scale(angle, sx, sy):
    """The 2x2 matrix R(angle) * diag(sx, sy) (column vectors, y down, positive angle clockwise)."""
    c, s = math.cos(angle), math.sin(angle)
    return ((c * sx, -s * sy), (s * sx, c * sy))


def mul(m, n):
    return tuple(tuple(sum(m[i][k] * n[k][j] for k in range(2)) for j in range(2)) for i in range(2))


def apply(m, v):
    return (m[0][0] * v[0] + m[0][1] * v[1], m[1][0] * v[0] + m[1][1] * v[1])


IDENTITY = ((1.0, 0.0), (0.0, 1.0))


def views_from_csv(rows, parents):
    """Where each view of one CSV frame is drawn: a dict by name with 'center' (root coordinates
    of the bounds centre: the CSV centre moved by the view's own translation mapped through its
    ancestors), 'linear' (the product of its ancestors' and its own rotation-scale matrices), the
    size, corner radius, drawn alpha (alphas multiplied down the tree, 0 under a hidden view) and
    the background colour."""
    out = {}
    for r in rows:
        name = r["view"]
        parent = out.get(parents.get(name))
        parent_linear = parent["linear"] if parent else IDENTITY
        own = rotation_scale(r["rotation"], r["scaleX"], r["scaleY"])
        moved = apply(parent_linear, (r["translateX"], r["translateY"]))
        alpha = min(max(r["alpha"], 0.0), 1.0) * (parent["alpha"] if parent else 1.0)
        if r["hidden"]:
            alpha = 0.0
        out[name] = {
            "center": (r["centerX"] + moved[0], r["centerY"] + moved[1]),
            "linear": mul(parent_linear, own),
            "w": abs(r["width"]), "h": abs(r["height"]),
            "radius": max(0.0, min(r["cornerRadius"], abs(r["width"]) / 2, abs(r["height"]) / 2)),
            "alpha": alpha, "rgba": r["rgba"],
        }
    return out


def corners(center, linear, w, h):
    return [tuple(c + d for c, d in zip(center, apply(linear, q)))
            for q in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]


# --- Lottie evaluation -------------------------------------------------------------------------

def first(x):
    return x[0] if isinstance(x, list) else x


def bezier_progress(o, i, u):
    """Lottie's easing: the Bezier (0,0) (ox,oy) (ix,iy) (1,1) evaluated at x = u (x solved by
    bisection, as x is monotonic for handles in [0, 1])."""
    ox, oy, ix, iy = first(o["x"]), first(o["y"]), first(i["x"]), first(i["y"])

    def coordinate(a, b, tau):
        v = 1 - tau
        return 3 * v * v * tau * a + 3 * v * tau * tau * b + tau ** 3

    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if coordinate(ox, ix, mid) < u:
            lo = mid
        else:
            hi = mid
    return coordinate(oy, iy, (lo + hi) / 2)


def lerp_value(a, b, e):
    if isinstance(a, dict):  # a path
        return {key: [[p + (q - p) * e for p, q in zip(u, v)] for u, v in zip(a[key], b[key])] for key in ("v", "i", "o")}
    if isinstance(a, list):
        return [lerp_value(p, q, e) for p, q in zip(a, b)]
    return a + (b - a) * e


def unwrap(value):
    """A keyframe's value: a number, a vector, or the path inside a one-item list."""
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict):
        return value[0]
    return value


def value_at(prop, f):
    """An animatable property's value at frame f."""
    if not prop.get("a"):
        return prop["k"]
    keys = prop["k"]
    if f <= keys[0]["t"]:
        return unwrap(keys[0]["s"])
    for a, b in zip(keys, keys[1:]):
        if a["t"] <= f < b["t"]:
            if a.get("h"):
                return unwrap(a["s"])
            e = bezier_progress(a["o"], a["i"], (f - a["t"]) / (b["t"] - a["t"]))
            return lerp_value(unwrap(a["s"]), unwrap(b["s"]), e)
    return unwrap(keys[-1]["s"])


def scalar(prop, f):
    return first(value_at(prop, f))


def position_at(ks, f):
    p = ks["p"]
    if p.get("s"):
        return (scalar(p["x"], f), scalar(p["y"], f))
    v = value_at(p, f)
    return (v[0], v[1])


def layer_matrix(ks, f):
    """(position, 2x2 matrix) of a layer transform with its anchor at the origin: scale, then
    rotation (degrees, clockwise on screen), then position."""
    s = value_at(ks["s"], f)
    angle = math.radians(scalar(ks["r"], f))
    return position_at(ks, f), rotation_scale(angle, s[0] / 100, s[1] / 100)


def outline_size(item, f):
    """Width, height and corner radii (top-left, top-right, bottom-right, bottom-left) of a 'rc'
    rectangle or of the eight-vertex 'sh' path (which starts at the end of its top-left corner and
    runs clockwise)."""
    if item["ty"] == "rc":
        s = value_at(item["s"], f)
        r = scalar(item["r"], f)
        return s[0], s[1], (r, r, r, r)
    v = value_at(item["ks"], f)["v"]
    xs = [p[0] for p in v]
    ys = [p[1] for p in v]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    radii = (v[0][0] - left, right - v[1][0], right - v[4][0], v[5][0] - left)
    return right - left, bottom - top, radii


def group_items(group):
    return {item.get("nm"): item for item in group["it"]}


def layer_parts(layer, f):
    """What a view's shape layer draws at frame f: inner rotation, background (w, h, radius,
    rgb, opacity) and border (w, h, radius, width, rgb, opacity), each None when absent."""
    if not layer.get("shapes"):
        return 0.0, None, None
    view = layer["shapes"][0]
    parts = group_items(view)
    inner = math.radians(scalar(parts[None]["r"], f)) if None in parts else 0.0
    for item in view["it"]:
        if item["ty"] == "tr":
            inner = math.radians(scalar(item["r"], f))
    background = border = None
    if "background" in parts:
        g = group_items(parts["background"])
        w, h, r = outline_size(g["bounds"], f)
        fill = g["background"]
        background = (w, h, r, value_at(fill["c"], f)[:3], scalar(fill["o"], f) / 100)
    if "border" in parts:
        g = group_items(parts["border"])
        w, h, r = outline_size(g["bounds"], f)
        stroke = g["border"]
        border = (w, h, r, scalar(stroke["w"], f), value_at(stroke["c"], f)[:3], scalar(stroke["o"], f) / 100)
    return inner, background, border


def layer_content(layer, f):
    """The content a view's layer shows at frame f: None, or a dict with 'kind' ('symbol' with its
    'name', or 'text' with its 'lines' in order), the colour 'rgb' and its 'opacity' (0 ... 1).
    Each variant of the 'content' group is shown while its group opacity is above 0."""
    if not layer.get("shapes"):
        return None
    content = group_items(layer["shapes"][0]).get("content")
    if not content:
        return None
    for variant in content["it"]:
        if variant["ty"] != "gr":
            continue
        transform = next(item for item in variant["it"] if item["ty"] == "tr")
        if scalar(transform["o"], f) <= 0:
            continue
        groups = [item for item in variant["it"] if item["ty"] == "gr"]
        paint = next(item for g in groups for item in g["it"] if item["ty"] in ("fl", "st"))
        out = {"rgb": value_at(paint["c"], f)[:3], "opacity": scalar(paint["o"], f) / 100}
        if variant["nm"].startswith("symbol "):
            out.update(kind="symbol", name=variant["nm"][len("symbol "):])
        else:
            out.update(kind="text", lines=[g["nm"] for g in groups])
        return out
    return None


def view_layers(doc):
    """The view layers by view path ('root/tip/title'), the paths of the clipping views, and the
    border layers by path, across the main composition and the precompositions."""
    compositions = [doc["layers"]] + [a["layers"] for a in doc.get("assets", []) if "layers" in a]
    views, borders, clips = {}, {}, set()
    for layers in compositions:
        for layer in layers:
            name = layer["nm"]
            if name.endswith(" (border)"):
                borders[name[:-9]] = layer
            elif name.endswith(" (subviews)"):
                clips.add(name[:-11])
            elif not name.endswith(" (clip)"):
                views[name] = layer
    return views, borders, clips
