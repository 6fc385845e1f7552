"""The parts landscapes are drawn from: light by time of day, the Scene canvas, terrain, sky
elements (sun, stars, clouds, birds, aurora), props (trees, palms, boats, houses, water) and the
per-destination style (LAND colours, palette shift, sun side)."""
import math

from common import Svg, darker, f1, hls, mix, pts_path, seeded

# time of day
# --------------------------------------------------------------------------
# stops: sky from zenith to horizon.  tint/tint_amt/light: how land colours are
# pulled toward the ambient light.  haze: colour of distant land (aerial
# perspective).  sun_e: elevation of the sun as a fraction of the sky height.

TIMES = {
    "dawn": dict(stops=["#2c3e74", "#6f5f9e", "#e4929a", "#fdd3a6"], sun="#fff3d6", glow="#ffc9a0",
                 sun_e=0.16, sun_r=44, haze="#f1bfae", tint="#8f78a8", tint_amt=0.30, light=0.86,
                 haze_amt=0.7, cloud="#ffd6d0", water="#5d6f9e"),
    "midday": dict(stops=["#2f7fd0", "#4f9fe4", "#8ccaf2", "#dbf1fb"], sun="#fffdf0", glow="#ffffff",
                   sun_e=0.78, sun_r=40, haze="#bfe0f3", tint="#ffffff", tint_amt=0.0, light=1.0,
                   haze_amt=0.62, cloud="#ffffff", water="#2c7fb8"),
    "golden": dict(stops=["#3f67a6", "#b9849a", "#f5ab6a", "#ffdf98"], sun="#fff6cf", glow="#ffcf7a",
                   sun_e=0.26, sun_r=52, haze="#f9cf98", tint="#ff9a3c", tint_amt=0.20, light=0.95,
                   haze_amt=0.6, cloud="#ffe0b0", water="#4f79a8"),
    "dusk": dict(stops=["#151a4a", "#4a2b70", "#b8456d", "#f5925e"], sun="#ffc47e", glow="#ff8d5e",
                 sun_e=0.035, sun_r=58, haze="#c9627c", tint="#3a2a68", tint_amt=0.45, light=0.62,
                 haze_amt=0.7, cloud="#f29a8c", water="#3b3670"),
    "night": dict(stops=["#050a1e", "#0b1737", "#152b5c", "#274a80"], sun="#f6f2de", glow="#a9bfe8",
                  sun_e=0.72, sun_r=28, haze="#2c4d84", tint="#0f1e48", tint_amt=0.62, light=0.48,
                  haze_amt=0.75, cloud="#33476f", water="#102247"),
}
TIME_ORDER = ["dawn", "midday", "golden", "dusk", "night"]


class Scene(Svg):
    """An SVG canvas that knows the light of the moment and the palette of the place."""

    def __init__(self, W, H, rng, tod, hue_sky=0.0, hue_land=0.0, sat_land=1.0):
        super().__init__(W, H)
        self.rng = rng
        self.tod = tod
        T = dict(TIMES[tod])
        for k in ("stops",):
            T[k] = [hls(c, hue_sky) for c in T[k]]
        for k in ("glow", "haze", "cloud", "water"):
            T[k] = hls(T[k], hue_sky)
        self.T = T
        self.hue_land = hue_land
        self.sat_land = sat_land
        self.night = tod == "night"
        self.k = H / 800.0           # size scale relative to the 1200x800 scenes

    def land(self, base, depth=0.0, keep=0.0):
        """Colour of a land mass with base colour `base` seen at `depth` (0 near, 1 far).
        `keep` (0..1) resists the time-of-day tint (for lights, snow highlights...)."""
        T = self.T
        c = hls(base, self.hue_land, self.sat_land)
        c = mix(c, T["tint"], T["tint_amt"] * (1 - keep))
        c = hls(c, light=T["light"] + (1 - T["light"]) * keep)
        return mix(c, T["haze"], min(1.0, depth * T["haze_amt"]))


# --------------------------------------------------------------------------
# terrain generators
# --------------------------------------------------------------------------

class Ridge:
    def __init__(self, pts):
        self.pts = pts

    def y(self, x):
        p = self.pts
        if x <= p[0][0]:
            return p[0][1]
        for (x0, y0), (x1, y1) in zip(p, p[1:]):
            if x0 <= x <= x1:
                return y0 + (y1 - y0) * (x - x0) / (x1 - x0 or 1)
        return p[-1][1]

    def fill_path(self, bottom):
        p = self.pts
        return pts_path(p + [(p[-1][0], bottom), (p[0][0], bottom)])


def value_noise(rng, x0, x1, spacing, amp, smooth):
    n = int((x1 - x0) / spacing) + 3
    vals = [rng.uniform(-amp, amp) for _ in range(n)]

    def f(x):
        t = (x - x0) / spacing
        i = int(math.floor(t))
        u = t - i
        if smooth:
            u = (1 - math.cos(u * math.pi)) / 2
        i = max(0, min(n - 2, i))
        return vals[i] + (vals[i + 1] - vals[i]) * u
    return f


def hills(rng, W, base, amp, spacing, step=8, detail=0.0):
    f = value_noise(rng, -60, W + 60, spacing, amp, True)
    g = value_noise(rng, -60, W + 60, spacing / 3.0, amp * detail, True) if detail else (lambda x: 0)
    return Ridge([(x, base + f(x) + g(x)) for x in range(-40, W + 41, step)])


def peaks(rng, W, base, n, hmin, hmax, slope=(0.55, 1.25), jag=1.0, step=5, xs=None):
    """Jagged mountain ridge: union of tents + fractal noise. Returns (Ridge, peak list)."""
    pk = []
    for i in range(n):
        px = xs[i] if xs else (-0.08 + 1.16 * (i + rng.uniform(0.15, 0.85)) / n) * W
        pk.append((px, rng.uniform(hmin, hmax), rng.uniform(*slope), rng.uniform(*slope)))
    n1 = value_noise(rng, -60, W + 60, 48, 9 * jag, False)
    n2 = value_noise(rng, -60, W + 60, 17, 4 * jag, False)
    pts = []
    for x in range(-40, W + 41, step):
        h = 0.0
        for px, ph, sl, sr in pk:
            d = x - px
            h = max(h, ph - (-d * sl if d < 0 else d * sr))
        h = max(h, 6.0)
        rough = min(1.0, (h + 15) / 60.0)
        pts.append((x, base - h + (n1(x) + n2(x)) * rough))
    r = Ridge(pts)
    tops = []
    for px, ph, sl, sr in pk:
        cand = [p for p in pts if abs(p[0] - px) < 30]
        if not cand:
            continue
        top = min(cand, key=lambda p: p[1])
        if abs(top[1] - (base - ph)) < 25 and -20 < top[0] < W + 20:
            tops.append((top[0], top[1]))
    return r, tops


def draw_mountains(s, ridge, tops, base, color, shade, snow=None, snow_frac=0.32, snow_min_h=0.0,
                   sun_x=None, bottom=None, extra=""):
    """Flat-design mountain range: silhouette, snow caps and a shadow facet per peak."""
    rng = s.rng
    bottom = bottom if bottom is not None else s.H + 5
    d = ridge.fill_path(bottom)
    cp = s.clip(d)
    out = ['<g%s>' % extra, '<path d="%s" fill="%s"/>' % (d, color), '<g clip-path="%s">' % cp]
    sun_x = s.W / 2 if sun_x is None else sun_x
    pts = ridge.pts
    for (px, py) in tops:
        height = base - py
        if snow and height > snow_min_h:
            depth = height * snow_frac * rng.uniform(0.8, 1.2)
            lim = py + depth
            i0 = min(range(len(pts)), key=lambda i: abs(pts[i][0] - px))
            l = i0
            while l > 0 and pts[l][1] < lim:
                l -= 1
            r = i0
            while r < len(pts) - 1 and pts[r][1] < lim:
                r += 1
            lx, rx = pts[l][0], pts[r][0]
            poly = [(lx, py - 40), (rx, py - 40), (rx, lim)]
            x = rx
            n = max(3, int((rx - lx) / (26 * s.k)))
            xs_ = sorted(rng.uniform(0.04, 0.96) for _ in range(n - 1))
            for j, u in enumerate(xs_[::-1]):
                x = lx + (rx - lx) * u
                dip = depth * (rng.uniform(0.05, 0.4) if j % 2 else rng.uniform(-0.35, -0.1))
                poly.append((x, lim + dip))
            poly.append((lx, lim))
            out.append('<path d="%s" fill="%s"/>' % (pts_path(poly), snow))
    # shadow facets (away from the sun)
    for (px, py) in tops:
        direction = 1 if px >= sun_x else -1
        i0 = min(range(len(pts)), key=lambda i: abs(pts[i][0] - px))
        # walk down to the valley on the shadow side
        i = i0
        best = i0
        while 0 < i < len(pts) - 1:
            i += direction
            if pts[i][1] > pts[best][1]:
                best = i
            elif pts[i][1] < pts[best][1] - 18:
                break
        vx = pts[best][0]
        height = bottom - py
        slant = direction * height * rng.uniform(0.12, 0.32)
        line = [(px, py - 2)]
        steps = 7
        for j in range(1, steps + 1):
            t = j / steps
            jit = rng.uniform(-1, 1) * 10 * s.k if j < steps else 0
            line.append((px + slant * t + jit, py + (bottom - py) * t))
        # shaded facet: peak -> ridge down to the valley -> back to the foot of the dividing line
        ridge_part = pts[min(i0, best):max(i0, best) + 1]
        if direction < 0:
            ridge_part = ridge_part[::-1]
        foot = line[-1]
        poly = [(px, py - 2)] + ridge_part[1:] + [foot] + line[::-1][1:]
        out.append('<path d="%s" fill="%s"/>' % (pts_path(poly), shade))
    out.append("</g></g>")
    s.add("".join(out))


# --------------------------------------------------------------------------
# sky elements
# --------------------------------------------------------------------------

def draw_sky(s, horizon):
    T = s.T
    st = T["stops"]
    g = s.lin([(0, st[0], 1), (0.42, st[1], 1), (0.74, st[2], 1), (1, st[3], 1)], 0, 0, 0, horizon, user=True)
    s.add('<rect width="%d" height="%d" fill="%s"/>' % (s.W, s.H, g))
    # a soft horizon glow band
    hg = s.lin([(0, st[3], 0), (1, T["glow"], 0.35 if s.tod in ("dawn", "golden", "dusk") else 0.12)],
               0, horizon * 0.55, 0, horizon, user=True)
    s.add('<rect y="%s" width="%d" height="%s" fill="%s"/>' % (f1(horizon * 0.55), s.W, f1(horizon * 0.45 + 2), hg))


def sun_pos(s, horizon, x=None):
    T = s.T
    x = x if x is not None else s.rng.uniform(0.22, 0.78) * s.W
    y = horizon - horizon * T["sun_e"]
    return x, y


def draw_sun(s, x, y):
    T = s.T
    r = T["sun_r"] * s.k
    if s.night:
        s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(x), f1(y), f1(r * 7),
              s.rad([(0, T["glow"], 0.35), (0.25, T["glow"], 0.12), (1, T["glow"], 0)], x, y, r * 7)))
        s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(x), f1(y), f1(r), T["sun"]))
        rng = s.rng
        for _ in range(4):
            a, dd = rng.uniform(0, 6.28), rng.uniform(0, 0.55) * r
            s.add('<circle cx="%s" cy="%s" r="%s" fill="#b9bfd6" opacity="0.35"/>' %
                  (f1(x + math.cos(a) * dd), f1(y + math.sin(a) * dd), f1(r * rng.uniform(0.1, 0.22))))
        return
    big = 9 if s.tod != "midday" else 6
    s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(x), f1(y), f1(r * big),
          s.rad([(0, T["glow"], 0.65), (0.18, T["glow"], 0.3), (0.5, T["glow"], 0.08), (1, T["glow"], 0)], x, y, r * big)))
    s.add('<circle cx="%s" cy="%s" r="%s" fill="%s" opacity="0.35"/>' % (f1(x), f1(y), f1(r * 1.35), T["sun"]))
    s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(x), f1(y), f1(r), T["sun"]))


def draw_stars(s, horizon, n=110):
    rng = s.rng
    out = []
    for _ in range(n):
        x = rng.uniform(0, s.W)
        y = horizon * (rng.random() ** 1.6) * 0.85
        r = rng.choice([0.7, 0.9, 1.1, 1.3, 1.7]) * s.k
        out.append('<circle cx="%s" cy="%s" r="%s" opacity="%.2f"/>' % (f1(x), f1(y), f1(r), rng.uniform(0.35, 1)))
    s.add('<g fill="#ffffff">%s</g>' % "".join(out))
    for _ in range(5):
        x, y, r = rng.uniform(0, s.W), rng.uniform(0.05, 0.45) * horizon, rng.uniform(4, 7) * s.k
        s.add('<path d="M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" fill="#ffffff" opacity="0.85"/>' % (
            f1(x), f1(y - r), f1(x), f1(y), f1(x + r), f1(y), f1(x), f1(y), f1(x), f1(y + r),
            f1(x), f1(y), f1(x - r), f1(y), f1(x), f1(y), f1(x), f1(y - r)))


def cloud_path(x, y, w, rng):
    """Flat-design cloud: a pill-shaped base with two or three round bumps on top."""
    h = w * rng.uniform(0.14, 0.2)
    r0 = h / 2
    d = "M%s,%s A%s,%s 0 0 1 %s,%s H%s A%s,%s 0 0 1 %s,%s Z" % (
        f1(x + r0), f1(y), f1(r0), f1(r0), f1(x + r0), f1(y - h), f1(x + w - r0), f1(r0), f1(r0), f1(x + w - r0), f1(y))
    n = rng.randint(2, 3)
    centres = [0.3, 0.58] if n == 2 else [0.24, 0.47, 0.72]
    big = rng.randrange(n)
    for i, c in enumerate(centres):
        r = w * (rng.uniform(0.17, 0.22) if i == big else rng.uniform(0.1, 0.15))
        cx = x + w * (c + rng.uniform(-0.04, 0.04))
        cx = max(x + r + r0 * 0.5, min(x + w - r - r0 * 0.5, cx))
        cy = y - h / 2
        d += " M%s,%s A%s,%s 0 0 1 %s,%s Z" % (f1(cx - r), f1(cy), f1(r), f1(r), f1(cx + r), f1(cy))
    return d


def draw_clouds(s, horizon, n=None, top=0.08, bottom=0.55):
    rng = s.rng
    if n is None:
        n = rng.randint(2, 5)
    col = s.T["cloud"]
    op = {"midday": 0.92, "night": 0.55}.get(s.tod, 0.8)
    out = []
    for _ in range(n):
        w = rng.uniform(130, 320) * s.k
        x = rng.uniform(-0.1, 0.95) * s.W
        y = rng.uniform(top, bottom) * horizon
        out.append('<path d="%s"/>' % cloud_path(x, y, w, rng))
        if rng.random() < 0.5:
            w2 = w * rng.uniform(0.45, 0.7)
            out.append('<path d="%s"/>' % cloud_path(x + w * rng.uniform(0.35, 0.75), y + rng.uniform(10, 22) * s.k, w2, rng))
    s.add('<g fill="%s" opacity="%.2f">%s</g>' % (col, op, "".join(out)))


def draw_birds(s, horizon, n=None):
    rng = s.rng
    if s.night:
        return
    n = n if n is not None else rng.randint(3, 6)
    cx, cy = rng.uniform(0.15, 0.85) * s.W, rng.uniform(0.2, 0.55) * horizon
    col = darker(s.T["stops"][0], 0.5)
    out = []
    for _ in range(n):
        x, y = cx + rng.uniform(-90, 90) * s.k, cy + rng.uniform(-35, 35) * s.k
        w = rng.uniform(6, 11) * s.k
        out.append("M%s,%s q%s,%s %s,%s q%s,%s %s,%s" % (f1(x - w), f1(y), f1(w * 0.5), f1(-w * 0.55), f1(w), f1(0),
                                                        f1(w * 0.5), f1(-w * 0.55), f1(w), f1(0)))
    s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>'
          % (" ".join(out), col, f1(1.8 * s.k)))


def draw_aurora(s, horizon):
    rng = s.rng
    W = s.W
    g_main = s.lin([(0, "#3dffb0", 0.0), (0.55, "#41f5a8", 0.35), (0.9, "#7dffce", 0.85), (1, "#b6ffe6", 0.0)], 0, 0, 0, 1)
    g_alt = s.lin([(0, "#b46cff", 0.0), (0.5, "#c77dff", 0.3), (0.9, "#5cf2c0", 0.75), (1, "#b6ffe6", 0.0)], 0, 0, 0, 1)
    blur = s.blur(5 * s.k)
    glow = s.blur(26 * s.k)
    for band in range(rng.randint(2, 3)):
        y0 = horizon * rng.uniform(0.28, 0.55)
        amp = rng.uniform(30, 70) * s.k
        ph, fr = rng.uniform(0, 6.28), rng.uniform(1.0, 2.2)
        hmax = rng.uniform(120, 220) * s.k
        grad = g_alt if band == 1 else g_main
        xs0, xs1 = rng.uniform(-0.1, 0.3) * W, rng.uniform(0.7, 1.1) * W
        rays = []
        curve = []
        x = xs0
        while x < xs1:
            t = (x - xs0) / (xs1 - xs0)
            env = math.sin(t * math.pi) ** 0.6
            y = y0 + amp * math.sin(ph + fr * t * math.pi * 2) + 18 * s.k * math.sin(t * 23 + ph)
            h = hmax * env * rng.uniform(0.55, 1.0)
            w = rng.uniform(4, 9) * s.k
            rays.append('<rect x="%s" y="%s" width="%s" height="%s" opacity="%.2f"/>' % (
                f1(x), f1(y - h), f1(w), f1(h + 6), env * rng.uniform(0.35, 0.9)))
            curve.append((x, y))
            x += w * 0.8
        s.add('<path d="%s" fill="none" stroke="#5dffc0" stroke-width="%s" opacity="0.35" filter="%s"/>' % (
            pts_path(curve, close=False), f1(40 * s.k), glow))
        s.add('<g fill="%s" filter="%s">%s</g>' % (grad, blur, "".join(rays)))


# --------------------------------------------------------------------------
# props
# --------------------------------------------------------------------------

def pine_path(x, y, h, tiers=3, wf=0.42):
    w = h * wf
    th = h * 0.86
    right, left = [], []
    for i in range(tiers):
        top = y - th + th * i / tiers * 0.72
        bot = y - th * 0.06 - th * (tiers - 1 - i) / tiers * 0.62 + th * 0.0
        hw = w / 2 * (0.55 + 0.45 * (i + 1) / tiers)
        if i == 0:
            right.append((x, y - h))
        else:
            right.append((x + hw * 0.42, top + th * 0.12))
        right.append((x + hw, bot))
        left.append((x - hw, bot))
        if i == 0:
            pass
        left.append((x - hw * 0.42, top + th * 0.12) if i else (x, y - h))
    # stitch: right side down, trunk, left side up
    rp = []
    for i in range(tiers):
        top = y - th + th * i / tiers * 0.72
        bot = y - th * 0.06 - th * (tiers - 1 - i) / tiers * 0.62
        hw = w / 2 * (0.55 + 0.45 * (i + 1) / tiers)
        if i:
            rp.append((x + hw * 0.38, top + th * 0.1))
        rp.append((x + hw, bot))
    tw = max(1.5, w * 0.07)
    pts = [(x, y - h)] + rp + [(x + tw, y - th * 0.06), (x + tw, y), (x - tw, y), (x - tw, y - th * 0.06)]
    lp = [(2 * x - px, py) for px, py in reversed(rp)]
    return pts_path(pts + lp)


def pine_snow_path(x, y, h, tiers=3, wf=0.42):
    w = h * wf
    th = h * 0.86
    d = ""
    for i in range(tiers):
        top = y - h if i == 0 else y - th + th * i / tiers * 0.72 + th * 0.1
        bot = y - th * 0.06 - th * (tiers - 1 - i) / tiers * 0.62
        hw = w / 2 * (0.55 + 0.45 * (i + 1) / tiers)
        cx = x if i == 0 else x
        d += pts_path([(cx, top), (x - hw * 0.55, top + (bot - top) * 0.55), (x - hw * 0.1, top + (bot - top) * 0.4),
                       (x + hw * 0.25, top + (bot - top) * 0.5), (x + hw * 0.1, top + (bot - top) * 0.2)])
    return d


def forest(s, ridge, x0, x1, hmin, hmax, color, density=1.0, snow=None, sink=4):
    rng = s.rng
    x = x0
    out, sn = [], []
    while x < x1:
        h = rng.uniform(hmin, hmax)
        y = ridge.y(x) + sink * s.k
        out.append(pine_path(x, y, h, tiers=3 if h > 25 * s.k else 2))
        if snow:
            sn.append(pine_snow_path(x, y, h, tiers=3 if h > 25 * s.k else 2))
        x += h * rng.uniform(0.22, 0.45) / density
    s.add('<path d="%s" fill="%s"/>' % (" ".join(out), color))
    if snow:
        s.add('<path d="%s" fill="%s" opacity="0.9"/>' % (" ".join(sn), snow))


def cypress_path(x, y, h, w):
    return "M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
        f1(x), f1(y - h), f1(x + w), f1(y - h * 0.55), f1(x + w * 0.45), f1(y),
        f1(x - w * 0.45), f1(y), f1(x - w), f1(y - h * 0.55), f1(x), f1(y - h))


def round_tree(x, y, r, rng):
    d = "M%s,%s h%s v%s h%s Z " % (f1(x - r * 0.08), f1(y), f1(r * 0.16), f1(-r * 1.3), f1(-r * 0.16))
    for _ in range(3):
        cx = x + rng.uniform(-0.35, 0.35) * r
        cy = y - r * 1.35 + rng.uniform(-0.25, 0.2) * r
        rr = r * rng.uniform(0.6, 0.8)
        d += "M%s,%s a%s,%s 0 1,0 %s,0 a%s,%s 0 1,0 %s,0 " % (f1(cx - rr), f1(cy), f1(rr), f1(rr), f1(2 * rr), f1(rr), f1(rr), f1(-2 * rr))
    return d


def palm(s, bx, by, h, lean, trunk_col, leaf_col):
    """Curved trunk with tapering width and drooping fronds."""
    rng = s.rng
    tx, ty = bx + lean * h * 0.55, by - h
    cx, cy = bx + lean * h * 0.05, by - h * 0.55
    n = 18
    left, right, centre = [], [], []
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 2 * bx + 2 * (1 - t) * t * cx + t * t * tx
        y = (1 - t) ** 2 * by + 2 * (1 - t) * t * cy + t * t * ty
        dx = 2 * (1 - t) * (cx - bx) + 2 * t * (tx - cx)
        dy = 2 * (1 - t) * (cy - by) + 2 * t * (ty - cy)
        L = math.hypot(dx, dy) or 1
        nx, ny = -dy / L, dx / L
        w = (9 - 4.5 * t) * s.k * h / (330 * s.k) * 1.6
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
        centre.append((x, y, nx, ny, w))
    s.add('<path d="%s" fill="%s"/>' % (pts_path(left + right[::-1]), trunk_col))
    # trunk rings
    rings = []
    for i in range(2, n, 2):
        x, y, nx, ny, w = centre[i]
        rings.append("M%s,%s L%s,%s" % (f1(x + nx * w), f1(y + ny * w), f1(x - nx * w * 0.2), f1(y - ny * w * 0.2 + 2 * s.k)))
    s.add('<path d="%s" stroke="%s" stroke-width="%s" fill="none" opacity="0.5"/>' % (" ".join(rings), darker(trunk_col, 0.35), f1(1.6 * s.k)))
    fronds, ribs = [], []
    k = rng.randint(8, 10)
    for j in range(k):
        a = math.radians(-185 + 190 * (j + 0.5) / k + rng.uniform(-8, 8))
        L = h * rng.uniform(0.4, 0.55)
        droop = L * (0.3 + 0.5 * abs(math.cos(a)))
        ex, ey = tx + math.cos(a) * L, ty + math.sin(a) * L * 0.55 + droop
        mx, my = tx + math.cos(a) * L * 0.55, ty + math.sin(a) * L * 0.7 - L * 0.15

        def at(t):
            x = (1 - t) ** 2 * tx + 2 * (1 - t) * t * mx + t * t * ex
            y = (1 - t) ** 2 * ty + 2 * (1 - t) * t * my + t * t * ey
            dx = 2 * (1 - t) * (mx - tx) + 2 * t * (ex - mx)
            dy = 2 * (1 - t) * (my - ty) + 2 * t * (ey - my)
            LL = math.hypot(dx, dy) or 1
            return x, y, dx / LL, dy / LL
        m = 13
        sides = {1: [], -1: []}
        for i in range(1, m + 1):
            t = i / (m + 1)
            x, y, ux, uy = at(t)
            ll = L * 0.2 * math.sin(math.pi * t) ** 0.6 + 2 * s.k
            for sg in (1, -1):
                nx, ny = -uy * sg, ux * sg
                tipx = x + (nx * 0.75 + ux * 0.65) * ll
                tipy = y + (ny * 0.75 + uy * 0.65) * ll + ll * 0.35
                vx_, vy_, _, _ = at(t + 0.5 / (m + 1))
                sides[sg].append((tipx, tipy))
                sides[sg].append((vx_ + nx * ll * 0.12, vy_ + ny * ll * 0.12))
        poly = [(tx, ty)] + sides[1] + [(ex, ey)] + sides[-1][::-1]
        fronds.append(pts_path(poly))
        ribs.append("M%s,%s Q%s,%s %s,%s" % (f1(tx), f1(ty), f1(mx), f1(my), f1(ex), f1(ey)))
    s.add('<path d="%s" fill="%s"/>' % (" ".join(fronds), leaf_col))
    s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" opacity="0.6"/>' % (
        " ".join(ribs), darker(leaf_col, 0.3), f1(2.5 * s.k)))
    s.add('<g fill="%s">%s</g>' % (darker(trunk_col, 0.2), "".join(
        '<circle cx="%s" cy="%s" r="%s"/>' % (f1(tx + dx * s.k), f1(ty + 6 * s.k), f1(5 * s.k)) for dx in (-5, 3, 0))))


def ship(s, x, y, L, facing, hull, top, accent, wake_col):
    """A small ferry: hull, white decks, funnel, wake."""
    f = facing
    k = L / 100.0
    hull_pts = [(x - 50 * k * f, y - 10 * k), (x + 50 * k * f, y - 10 * k), (x + 42 * k * f, y + 2 * k), (x - 44 * k * f, y + 2 * k)]
    wake = "M%s,%s L%s,%s L%s,%s Z M%s,%s L%s,%s L%s,%s Z" % (
        f1(x - 44 * k * f), f1(y + 1 * k), f1(x - 200 * k * f), f1(y + 10 * k), f1(x - 200 * k * f), f1(y + 6 * k),
        f1(x - 30 * k * f), f1(y + 2 * k), f1(x - 170 * k * f), f1(y + 26 * k), f1(x - 178 * k * f), f1(y + 22 * k))
    s.add('<path d="%s" fill="%s" opacity="0.55"/>' % (wake, wake_col))
    s.add('<path d="%s" fill="%s"/>' % (pts_path(hull_pts), hull))
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - 40 * k * f, y - 10 * k), (x + 30 * k * f, y - 10 * k), (x + 22 * k * f, y - 20 * k), (x - 36 * k * f, y - 20 * k)]), top))
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - 28 * k * f, y - 20 * k), (x + 14 * k * f, y - 20 * k), (x + 8 * k * f, y - 28 * k), (x - 24 * k * f, y - 28 * k)]), top))
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - 12 * k * f, y - 28 * k), (x - 2 * k * f, y - 28 * k), (x - 3 * k * f, y - 38 * k), (x - 11 * k * f, y - 38 * k)]), accent))
    win = "".join('<rect x="%s" y="%s" width="%s" height="%s"/>' % (f1(x + (-34 + 8 * i) * k * f - (3 * k if f < 0 else 0)), f1(y - 17 * k), f1(3.5 * k), f1(3 * k)) for i in range(8))
    s.add('<g fill="%s">%s</g>' % (accent if not s.night else "#ffd77a", win))


def sailboat(s, x, y, h, sail, hull):
    k = h / 60.0
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - 22 * k, y - 4 * k), (x + 24 * k, y - 4 * k), (x + 16 * k, y + 3 * k), (x - 16 * k, y + 3 * k)]), hull))
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x + 1 * k, y - 60 * k), (x + 1 * k, y - 7 * k), (x + 26 * k, y - 7 * k)]), sail))
    s.add('<path d="%s" fill="%s" opacity="0.85"/>' % (pts_path([(x - 2 * k, y - 52 * k), (x - 2 * k, y - 7 * k), (x - 20 * k, y - 7 * k)]), sail))


def house(s, x, y, w, h, wall, roof, pitch=0.5, windows=2, lit=False, chimney=False, snow=None):
    rh = w * pitch * 0.5
    if chimney:
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x + w * 0.62), f1(y - h - rh * 0.95), f1(w * 0.12), f1(rh * 0.8), darker(wall, 0.25)))
    s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x), f1(y - h), f1(w), f1(h), wall))
    s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - w * 0.08, y - h), (x + w * 0.5, y - h - rh), (x + w * 1.08, y - h)]), roof))
    if snow:
        s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - w * 0.1, y - h + 1), (x + w * 0.5, y - h - rh - 3 * s.k), (x + w * 1.1, y - h + 1),
                                                        (x + w * 0.9, y - h + 4 * s.k), (x + w * 0.5, y - h - rh + 6 * s.k), (x + w * 0.1, y - h + 4 * s.k)]), snow))
    wc = "#ffd77a" if lit else darker(wall, 0.45)
    ww = w * 0.16
    for i in range(windows):
        wx = x + w * (i + 0.5) / windows - ww / 2
        if lit:
            s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(wx + ww / 2), f1(y - h * 0.55), f1(ww * 3.5),
                  s.rad([(0, "#ffcf70", 0.35), (1, "#ffcf70", 0)], wx + ww / 2, y - h * 0.55, ww * 3.5)))
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(wx), f1(y - h * 0.7), f1(ww), f1(h * 0.3), wc))


def water_streaks(s, y0, y1, col, n=26, op=0.35, x_focus=None, spread=1.0):
    rng = s.rng
    out = []
    for i in range(n):
        t = rng.random() ** 1.4
        y = y0 + (y1 - y0) * t
        w = (20 + 160 * t) * s.k * rng.uniform(0.4, 1.2) * spread
        x = rng.uniform(-0.05, 1.0) * s.W if x_focus is None else x_focus + rng.gauss(0, 40 + 200 * t) * s.k - w / 2
        out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="%s"/>' % (f1(x), f1(y), f1(w), f1((1 + 2.5 * t) * s.k), f1(1.5 * s.k)))
    s.add('<g fill="%s" opacity="%.2f">%s</g>' % (col, op, "".join(out)))


def sun_glitter(s, x, y0, y1, col):
    rng = s.rng
    out = []
    y = y0 + 3
    while y < y1:
        t = (y - y0) / (y1 - y0)
        w = (30 + 160 * t) * s.k * rng.uniform(0.3, 1.0)
        out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="%s"/>' % (
            f1(x - w / 2 + rng.gauss(0, 12 + 30 * t) * s.k), f1(y), f1(w), f1((2 + 3 * t) * s.k), f1(2 * s.k)))
        y += (5 + 16 * t) * s.k
    s.add('<g fill="%s" opacity="0.7">%s</g>' % (col, "".join(out)))


def draw_water(s, y0, col_far, col_near, bottom=None):
    bottom = bottom or s.H
    g = s.lin([(0, col_far, 1), (1, col_near, 1)], 0, y0, 0, bottom, user=True)
    s.add('<rect x="0" y="%s" width="%d" height="%s" fill="%s"/>' % (f1(y0), s.W, f1(bottom - y0 + 2), g))


def reflect(s, group_svg, axis_y, y0, y1, opacity=0.35):
    cp = s.clip(pts_path([(0, y0), (s.W, y0), (s.W, y1), (0, y1)]))
    s.add('<g clip-path="%s"><g transform="matrix(1,0,0,-1,0,%s)" opacity="%.2f">%s</g></g>' % (cp, f1(2 * axis_y), opacity, group_svg))


def capture(s, fn):
    """Run fn (which draws into s) and return what it drew as one SVG string (also kept)."""
    start = len(s.body)
    fn()
    return "".join(s.body[start:])


# --------------------------------------------------------------------------
# the seven kinds of landscape
# --------------------------------------------------------------------------

LAND = {
    "mountain": dict(far="#7d8fb8", mid="#50708a", near="#2f5748", fg="#1f3a2c", rock="#6e7f9a",
                     tree="#1c4033", water="#2f78a8"),
    "snow": dict(far="#c9d6ee", mid="#e9eff9", near="#f6f8fc", shade="#9fb2d8", tree="#1f4a3c"),
    "city": dict(far="#8ba3c7", mid="#5c6f94", near="#2f3b5c", fg="#1e2740", water="#2b5d8c"),
    "beach": dict(sand="#f1d3a0", wet="#d9b27e", sea="#1778b0", shallow="#36b4c9", far="#7b97b5",
                  rock="#c98f56", trunk="#8a5a3b", leaf="#2f8a4f"),
    "countryside": dict(far="#8fb0c7", hill1="#9cc36a", hill2="#74a94f", hill3="#4e8a3e",
                        gold="#e0c060", tree="#2e5a2a", road="#e8d3a6"),
    "desert": dict(far="#e6a27a", mid="#d9784a", near="#b8532f", ground="#e3a466", road="#3c3a40",
                   cactus="#3f6b3a"),
    "fjord": dict(far="#9fb1c9", cliff1="#5f7890", cliff2="#3e5a66", cliff3="#2b463e", green="#4f7d4a",
                  water="#1f5f80"),
}

ACCENTS = ["#e4572e", "#f3a712", "#29335c", "#db2b39", "#2e86ab", "#a23b72", "#f18f01", "#3b8e5a"]


def dest_style(slug):
    r = seeded("style", slug)
    return dict(hue_sky=r.uniform(-14, 14), hue_land=r.uniform(-12, 12), sat_land=r.uniform(0.88, 1.12),
                accent=r.choice(ACCENTS), accent2=r.choice(ACCENTS), sun_side=r.choice([-1, 1]))


def sun_x_for(s, style, idx):
    base = 0.5 + style["sun_side"] * (0.22 + 0.08 * ((idx * 37) % 3))
    return base * s.W + s.rng.uniform(-40, 40) * s.k


def valley_x(s, ridge, style, idx):
    """Low sun sits in the deepest notch of the skyline; high sun/moon goes anywhere."""
    if s.tod in ("midday", "night"):
        return sun_x_for(s, style, idx)
    cand = [p for p in ridge.pts if 0.2 * s.W < p[0] < 0.8 * s.W]
    return max(cand, key=lambda p: p[1])[0]


def paint_sky(s, horizon, style, idx, clouds=True, birds=True, sun_x=None):
    draw_sky(s, horizon)
    if s.night:
        draw_stars(s, horizon)
    sx, sy = sun_pos(s, horizon, sun_x if sun_x is not None else sun_x_for(s, style, idx))
    draw_sun(s, sx, sy)
    if clouds:
        draw_clouds(s, horizon)
    if birds and s.tod in ("midday", "golden", "dawn") and s.rng.random() < 0.6:
        draw_birds(s, horizon)
    return sx, sy


# ---- mountain ------------------------------------------------------------

def grass_tufts(s, ridge, n, col, depth_range=(4, 60), x_range=None):
    rng, k = s.rng, s.k
    x0, x1 = x_range or (0, s.W)
    tufts = []
    for _ in range(n):
        x = rng.uniform(x0, x1)
        y = ridge.y(x) + rng.uniform(*depth_range) * k
        if y > s.H + 5:
            continue
        h = rng.uniform(8, 18) * k
        tufts.append("M%s,%s l%s,%s l%s,%s l%s,%s l%s,%s l%s,%s l%s,%s Z" % (
            f1(x), f1(y), f1(-5 * k), f1(-h * 0.8), f1(6 * k), f1(h * 0.6), f1(2 * k), f1(-h), f1(2 * k), f1(h),
            f1(5 * k), f1(-h * 0.7), f1(-4 * k), f1(h * 0.9)))
    s.path(" ".join(tufts), col)
