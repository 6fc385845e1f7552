#!/usr/bin/env python3
"""Generate every binary media asset of the Wanderlust site under public/media/.

    python3 scripts/make-media.py            # everything
    python3 scripts/make-media.py scenes     # only some groups:
                                             #   scenes avatars audio video site

Python 3 standard library only; the heavy lifting is done by command-line
tools called through subprocess:

    rsvg-convert  (Debian package librsvg2-bin)          SVG -> PNG
    cjpeg         (Debian package libjpeg-turbo-progs)   progressive JPEG
    ffmpeg, espeak-ng, sox                               video / speech / audio

Install them with:

    apt-get install -y librsvg2-bin libjpeg-turbo-progs ffmpeg espeak-ng sox

All artwork is drawn as SVG text in this file (flat poster style) and is
deterministic: the random generators are seeded from the destination slug, so a
re-run produces the same pictures.  See scripts/README-media.md.
"""
import colorsys
import hashlib
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PUBLIC = ROOT / "public"
MEDIA = PUBLIC / "media"
DESTINATIONS = ROOT / "content" / "destinations.json"

# Per-file size limits in bytes (checked at the end of every run).
LIMITS = {
    "scenes": 60_000,
    "avatars": 20_000,
    "audio": 150_000,
    "video": 500_000,
    "video_thumb": 40_000,
    "hero": 120_000,
    "banner": 60_000,
    "total": 10_000_000,
}

TOOLS = ["rsvg-convert", "cjpeg", "ffmpeg", "espeak-ng", "sox"]


# --------------------------------------------------------------------------
# small utilities
# --------------------------------------------------------------------------

def run(cmd, **kw):
    """Run a command, raising with its stderr on failure."""
    if cmd[0] == "sox":
        cmd = ["sox", "-R"] + list(cmd[1:])      # repeatable: fixed seeds for noise and dither
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    if res.returncode != 0:
        raise RuntimeError("command failed: %s\n%s" % (" ".join(map(str, cmd)),
                                                       res.stderr.decode(errors="replace")[-2000:]))
    return res.stdout


def seeded(*parts):
    h = hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def svg_to_jpeg(svg_text, out_path, width, height, max_bytes, qualities=(72, 68, 64, 60, 56, 52, 48)):
    """Rasterise SVG with rsvg-convert and encode a progressive JPEG with cjpeg,
    lowering the quality until the file fits in max_bytes."""
    with tempfile.TemporaryDirectory() as td:
        svg = Path(td) / "a.svg"
        png = Path(td) / "a.png"
        ppm = Path(td) / "a.ppm"
        svg.write_text(svg_text)
        run(["rsvg-convert", "-w", str(width), "-h", str(height), "-o", str(png), str(svg)])
        run(["ffmpeg", "-v", "error", "-y", "-i", str(png), "-pix_fmt", "rgb24", str(ppm)])
        for q in qualities:
            run(["cjpeg", "-quality", str(q), "-progressive", "-optimize",
                 "-outfile", str(out_path), str(ppm)])
            if out_path.stat().st_size <= max_bytes:
                break
    return out_path.stat().st_size


# --------------------------------------------------------------------------
# colour helpers
# --------------------------------------------------------------------------

def _rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255.0 for i in (0, 2, 4))


def _hex(c):
    return "#%02x%02x%02x" % tuple(max(0, min(255, int(round(v * 255)))) for v in c)


def mix(a, b, t):
    a, b = _rgb(a), _rgb(b)
    return _hex(tuple(x + (y - x) * t for x, y in zip(a, b)))


def hls(c, dh=0.0, sat=1.0, light=1.0, add_l=0.0):
    h, l, s = colorsys.rgb_to_hls(*_rgb(c))
    h = (h + dh / 360.0) % 1.0
    l = max(0.0, min(1.0, l * light + add_l))
    s = max(0.0, min(1.0, s * sat))
    return _hex(colorsys.hls_to_rgb(h, l, s))


def darker(c, f):
    return mix(c, "#000000", f)


def lighter(c, f):
    return mix(c, "#ffffff", f)


# --------------------------------------------------------------------------
# SVG document builder
# --------------------------------------------------------------------------

def f1(v):
    return ("%.1f" % v).rstrip("0").rstrip(".")


def pts_path(pts, close=True):
    d = "M" + " L".join("%s,%s" % (f1(x), f1(y)) for x, y in pts)
    return d + (" Z" if close else "")


class Svg:
    def __init__(self, W, H):
        self.W, self.H = W, H
        self.defs = []
        self.body = []
        self.n = 0

    def uid(self, p="i"):
        self.n += 1
        return "%s%d" % (p, self.n)

    def add(self, s):
        self.body.append(s)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, user=False):
        i = self.uid("lg")
        units = ' gradientUnits="userSpaceOnUse"' if user else ""
        st = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' %
                     (f1(o) if o in (0, 1) else "%.3f" % o, c, "%.2f" % a)
                     for o, c, a in [(s if len(s) == 3 else (s[0], s[1], 1.0)) for s in stops])
        self.defs.append('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>'
                         % (i, f1(x1), f1(y1), f1(x2), f1(y2), units, st))
        return "url(#%s)" % i

    def rad(self, stops, cx, cy, r, user=True):
        i = self.uid("rg")
        st = "".join('<stop offset="%.3f" stop-color="%s" stop-opacity="%.3f"/>' %
                     (o, c, a) for o, c, a in stops)
        self.defs.append('<radialGradient id="%s" cx="%s" cy="%s" r="%s" gradientUnits="userSpaceOnUse">%s</radialGradient>'
                         % (i, f1(cx), f1(cy), f1(r), st))
        return "url(#%s)" % i

    def blur(self, sd):
        i = self.uid("bl")
        self.defs.append('<filter id="%s" x="-20%%" y="-20%%" width="140%%" height="140%%">'
                         '<feGaussianBlur stdDeviation="%s"/></filter>' % (i, f1(sd)))
        return "url(#%s)" % i

    def clip(self, d):
        i = self.uid("cp")
        self.defs.append('<clipPath id="%s"><path d="%s"/></clipPath>' % (i, d))
        return "url(#%s)" % i

    def path(self, d, fill, extra=""):
        self.add('<path d="%s" fill="%s"%s/>' % (d, fill, (" " + extra) if extra else ""))

    def render(self):
        return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                'width="%d" height="%d" viewBox="0 0 %d %d"><defs>%s</defs>%s</svg>'
                % (self.W, self.H, self.W, self.H, "".join(self.defs), "".join(self.body)))


# --------------------------------------------------------------------------
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


def scene_mountain(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["mountain"]
    snowy = slug not in ("scottish-highlands",)
    trees = slug not in ("iceland", "scottish-highlands")
    wl = H * rng.uniform(0.69, 0.73)
    highland = slug == "scottish-highlands"
    base = wl + 5
    if highland:
        r1, t1 = peaks(rng, W, base, 5, H * 0.2, H * 0.34, slope=(0.35, 0.8), jag=0.6)
    else:
        r1, t1 = peaks(rng, W, base, 5, H * 0.3, H * 0.48, jag=1.2)
    sx, sy = paint_sky(s, wl, style, idx, sun_x=valley_x(s, r1, style, idx))
    snow_col = s.land("#f7f9fd", 0.0, keep=0.55)
    shade = s.land("#243454", 0.0)

    def ranges():
        draw_mountains(s, r1, t1, base, s.land(P["far"], 0.55), mix(shade, s.T["haze"], 0.5) + '" opacity="0.45',
                       snow=mix(snow_col, s.T["haze"], 0.25) if snowy else None, sun_x=sx)
        r2, t2 = peaks(rng, W, base, 6, H * 0.12, H * 0.26, jag=1.0, slope=(0.45, 1.0))
        col2 = "#5d6b4a" if highland else P["mid"]
        draw_mountains(s, r2, t2, base, s.land(col2, 0.3), shade + '" opacity="0.38',
                       snow=mix(snow_col, s.T["haze"], 0.1) if snowy and slug != "iceland" else None,
                       snow_frac=0.22, snow_min_h=H * 0.2, sun_x=sx)
        r3 = hills(rng, W, wl - H * 0.035, H * 0.03, 140, detail=0.5)
        s.path(r3.fill_path(H + 5), s.land("#6b5a4a" if highland else P["near"], 0.15))
        if trees:
            forest(s, r3, -20, W + 20, 18 * k, 40 * k, s.land(P["tree"], 0.12), density=1.2)
        if highland and rng.random() < 0.7:
            # a little castle on the loch shore
            cx = W * (0.5 + style["sun_side"] * -0.25) + rng.uniform(-60, 60) * k
            cy = r3.y(cx) + 6 * k
            c = s.land("#4a4440", 0.15)
            d = "M%s,%sh%sv%sh%sZ" % (f1(cx - 40 * k), f1(cy), f1(80 * k), f1(-34 * k), f1(-80 * k))
            d += "M%s,%sh%sv%sh%sZ" % (f1(cx - 10 * k), f1(cy - 30 * k), f1(30 * k), f1(-30 * k), f1(-30 * k))
            for i in range(5):
                d += "M%s,%sh%sv%sh%sZ" % (f1(cx - 40 * k + i * 18 * k), f1(cy - 33 * k), f1(8 * k), f1(-7 * k), f1(-8 * k))
            for i in range(3):
                d += "M%s,%sh%sv%sh%sZ" % (f1(cx - 10 * k + i * 11 * k), f1(cy - 59 * k), f1(6 * k), f1(-6 * k), f1(-6 * k))
            s.path(d, c)
    refl = capture(s, ranges)
    wcol = s.land(P["water"], 0.0, keep=0.2)
    draw_water(s, wl, mix(s.T["stops"][3], wcol, 0.35), mix(wcol, "#0a1a2a", 0.25))
    reflect(s, refl, wl, wl, H, opacity=0.42)
    if s.night:
        sun_glitter(s, sx, wl, H * 0.95, "#dfe6ff")
    elif s.tod in ("dawn", "golden", "dusk"):
        sun_glitter(s, sx, wl, H * 0.95, s.T["sun"])
    water_streaks(s, wl + 4, H, "#ffffff", n=22, op=0.22)
    # foreground shore rising on the side away from the sun
    side = -style["sun_side"]            # +1: shore on the right
    fg = hills(rng, W, H * 0.95, H * 0.025, 160)
    pts = []
    for x, y in fg.pts:
        u = x / W if side > 0 else 1 - x / W          # 0 far side .. 1 shore side
        pts.append((x, y - H * 0.24 * max(0.0, (u - 0.35) / 0.65) ** 1.5))
    fr = Ridge(pts)
    s.path(fr.fill_path(H + 5), s.land("#3a3040" if highland else P["fg"], 0.0))
    x0, x1 = (W * 0.62, W + 30) if side > 0 else (-30, W * 0.38)
    if trees:
        forest(s, fr, x0, x1, 110 * k, 220 * k, s.land(darker(P["tree"], 0.35), 0.0), density=0.8, sink=14)
    else:
        grass_tufts(s, fr, 70, s.land("#8a5a8f" if highland else "#7b8f4a", 0.0), (6, 80))
        # a few boulders
        bd = []
        for _ in range(rng.randint(2, 4)):
            x = rng.uniform(x0, x1)
            y = fr.y(x) + rng.uniform(20, 60) * k
            r = rng.uniform(14, 30) * k
            bd.append("M%s,%s A%s,%s 0 0 1 %s,%s Z" % (f1(x - r), f1(y), f1(r), f1(r * 0.7), f1(x + r), f1(y)))
        s.path(" ".join(bd), s.land("#5b5f66", 0.0))


# ---- snow ----------------------------------------------------------------

def scene_snow(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["snow"]
    hz = H * rng.uniform(0.58, 0.62)
    big = slug in ("alps", "tromso")
    base = hz + 10
    r1, t1 = peaks(rng, W, base, 5 if big else 7, H * (0.24 if big else 0.1), H * (0.42 if big else 0.2),
                   jag=1.3 if big else 0.7, slope=(0.55, 1.25) if big else (0.4, 0.9))
    draw_sky(s, hz)
    if s.night:
        draw_stars(s, hz, 140)
        draw_aurora(s, hz)
        sx, sy = sun_pos(s, hz, sun_x_for(s, style, idx))
        draw_sun(s, sx, sy * 0.5)
    else:
        sx, sy = sun_pos(s, hz, valley_x(s, r1, style, idx))
        draw_sun(s, sx, sy)
        draw_clouds(s, hz, n=rng.randint(1, 3), bottom=0.4)
    shade = s.land(P["shade"], 0.0)
    draw_mountains(s, r1, t1, base, s.land(P["far"], 0.3, keep=0.25), mix(shade, s.T["haze"], 0.2) + '" opacity="0.55',
                   snow=s.land("#ffffff", 0.22, keep=0.5), snow_frac=0.5 if big else 0.8, sun_x=sx)
    r2, t2 = peaks(rng, W, base + H * 0.03, 6, H * 0.06, H * 0.16, jag=0.8, slope=(0.4, 0.8))
    draw_mountains(s, r2, t2, base + H * 0.03, s.land(P["mid"], 0.22, keep=0.3), shade + '" opacity="0.5', sun_x=sx)
    # forested slope
    r3 = hills(rng, W, H * 0.7, H * 0.035, 180, detail=0.4)
    s.path(r3.fill_path(H + 5), s.land(P["near"], 0.12, keep=0.3))
    tree = s.land(P["tree"], 0.15)
    snowy = s.land("#ffffff", 0.1, keep=0.45)
    forest(s, r3, -20, W + 20, 30 * k, 66 * k, tree, density=1.1, snow=snowy, sink=10)
    water = slug == "tromso" and idx % 2 == 1
    if water:
        wl = H * 0.8
        draw_water(s, wl, s.land("#4f78a6", 0.15, keep=0.2), s.land("#1d3f6a", 0.0, keep=0.2))
        water_streaks(s, wl + 3, H, "#ffffff", n=16, op=0.2)
        if s.night:
            sun_glitter(s, W * 0.5, wl, H, "#7dffce")
    # foreground snowfield
    fg = hills(rng, W, H * (0.88 if water else 0.82), H * 0.04, 240)
    snow_fg = s.land("#ffffff", 0.0, keep=0.6)
    s.path(fg.fill_path(H + 5), snow_fg)
    dr = hills(rng, W, H * 0.95, H * 0.025, 150)
    s.path(dr.fill_path(H + 5), s.land("#c9d6f0", 0.0, keep=0.4), 'opacity="0.7"')
    side = rng.choice([-1, 1])
    cx = W * (0.6 if side > 0 else 0.28) + rng.uniform(-50, 50) * k
    lit = s.tod in ("dusk", "night", "dawn")
    cw = 130 * k
    cy = fg.y(cx + cw / 2) + 14 * k
    # ski tracks leading to the cabin
    tr = []
    for off in (-7, 7):
        tr.append("M%s,%s C%s,%s %s,%s %s,%s" % (f1(cx + cw * 0.3 + off * k), f1(cy + 4 * k), f1(cx + off * k - 40 * k), f1(cy + 60 * k),
                                                  f1(cx + cw + off * k + 80 * k), f1(H * 0.92), f1(cx + cw * 0.3 + off * 2.5 * k - side * 120 * k), f1(H + 10)))
    s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s" opacity="0.8"/>' % (" ".join(tr), s.land("#b8c8e8", 0.0, keep=0.4), f1(3 * k)))
    house(s, cx, cy, cw, 66 * k, s.land("#8b4b35", 0.0, keep=0.1), s.land("#5a2e24", 0.0),
          pitch=0.9, windows=2, lit=lit, chimney=True, snow=s.land("#ffffff", 0.0, keep=0.55))
    # a door
    s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(cx + cw * 0.44), f1(cy - 34 * k), f1(cw * 0.13), f1(34 * k), s.land("#4a2a1e", 0.0)))
    if lit or rng.random() < 0.5:
        smoke = "".join('<circle cx="%s" cy="%s" r="%s" opacity="%.2f"/>' % (
            f1(cx + cw * 0.68 + i * 10 * k + math.sin(i) * 6 * k), f1(cy - 140 * k - i * 24 * k), f1((8 + i * 3.5) * k), 0.45 - i * 0.07) for i in range(5))
        s.add('<g fill="%s">%s</g>' % (s.land("#e6ebf5", 0.0, keep=0.5), smoke))
    # snowman next to the cabin
    if rng.random() < 0.55:
        sm_x = cx + (cw + 70 * k if side < 0 else -70 * k)
        sm_y = fg.y(sm_x) + 40 * k
        body = s.land("#ffffff", 0.0, keep=0.7)
        s.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#4a5a8a" opacity="0.18"/>' % (f1(sm_x + 10 * k), f1(sm_y), f1(34 * k), f1(6 * k)))
        for r_, dy in ((26, -22), (18, -58), (13, -84)):
            s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(sm_x), f1(sm_y + dy * k), f1(r_ * k), body))
            s.add('<path d="M%s,%s A%s,%s 0 0 0 %s,%s A%s,%s 0 0 1 %s,%s Z" fill="%s" opacity="0.45"/>' % (
                f1(sm_x + r_ * k * 0.3), f1(sm_y + (dy - r_ * 0.95) * k), f1(r_ * k), f1(r_ * k), f1(sm_x + r_ * k * 0.3), f1(sm_y + (dy + r_ * 0.95) * k),
                f1(r_ * k * 0.8), f1(r_ * k), f1(sm_x + r_ * k * 0.3), f1(sm_y + (dy - r_ * 0.95) * k), s.land("#c9d6f0", 0.0, keep=0.4)))
        s.path(pts_path([(sm_x + 2 * k, sm_y - 86 * k), (sm_x + 20 * k, sm_y - 83 * k), (sm_x + 2 * k, sm_y - 80 * k)]), s.land("#f08a24", 0.0, keep=0.3))
        s.add('<g fill="#2a2a35"><circle cx="%s" cy="%s" r="%s"/><circle cx="%s" cy="%s" r="%s"/></g>' % (
            f1(sm_x - 5 * k), f1(sm_y - 89 * k), f1(2 * k), f1(sm_x + 5 * k), f1(sm_y - 90 * k), f1(2 * k)))
        s.add('<path d="M%s,%s l%s,%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/>' % (
            f1(sm_x - 16 * k), f1(sm_y - 66 * k), f1(18 * k), f1(5 * k), s.land(style["accent"], 0.0, keep=0.3), f1(8 * k)))
    # big snowy pines at the edges
    tx = [rng.uniform(-20, W * 0.14), rng.uniform(W * 0.86, W + 20)]
    for x in tx:
        for j in range(rng.randint(2, 3)):
            xx = x + rng.uniform(-60, 60) * k
            h = rng.uniform(170, 300) * k
            yy = fg.y(xx) + rng.uniform(20, 70) * k
            s.path(pine_path(xx, yy, h), s.land(darker(P["tree"], 0.2), 0.0))
            s.path(pine_snow_path(xx, yy, h), s.land("#ffffff", 0.0, keep=0.55), 'opacity="0.95"')


# ---- city ----------------------------------------------------------------

def building_row(s, y_base, hmin, hmax, wmin, wmax, color, win=None, lit_p=0.0, styles=("flat",), x0=-20, x1=None,
                 gap=(0, 6)):
    rng, k = s.rng, s.k
    x1 = s.W + 20 if x1 is None else x1
    x = x0
    shapes, wins = [], []
    while x < x1:
        w = rng.uniform(wmin, wmax)
        h = rng.uniform(hmin, hmax) * (1.4 if rng.random() < 0.1 else 1.0)
        st = rng.choice(styles)
        top = y_base - h
        pts = [(x, y_base), (x, top)]
        if st == "gable":
            pts += [(x + w / 2, top - w * 0.45)]
        elif st == "step":
            q = w / 5
            pts += [(x + q, top), (x + q, top - q), (x + 2 * q, top - q), (x + 2 * q, top - 2 * q), (x + 3 * q, top - 2 * q),
                    (x + 3 * q, top - q), (x + 4 * q, top - q), (x + 4 * q, top)]
        elif st == "antenna":
            pts += [(x + w * 0.45, top), (x + w * 0.47, top - h * 0.25), (x + w * 0.53, top - h * 0.25), (x + w * 0.55, top)]
        elif st == "setback":
            pts += [(x + w * 0.15, top), (x + w * 0.15, top - h * 0.15), (x + w * 0.85, top - h * 0.15), (x + w * 0.85, top)]
        elif st == "dome":
            shapes.append("M%s,%s A%s,%s 0 0 1 %s,%s Z" % (f1(x + w * 0.15), f1(top), f1(w * 0.35), f1(w * 0.35), f1(x + w * 0.85), f1(top)))
            shapes.append("M%s,%s h%s v%s h%s Z" % (f1(x + w * 0.48), f1(top - w * 0.34), f1(w * 0.04), f1(-w * 0.2), f1(-w * 0.04)))
        elif st == "spire":
            pts += [(x + w * 0.3, top), (x + w * 0.5, top - h * 0.6), (x + w * 0.7, top)]
        elif st == "hip":
            pts += [(x + w * 0.2, top - w * 0.25), (x + w * 0.8, top - w * 0.25)]
        pts += [(x + w, top), (x + w, y_base)]
        shapes.append(pts_path(pts))
        if win:
            cw, ch = 9 * k, 12 * k
            cols = int((w - 8 * k) / (cw + 5 * k))
            rows = int((h - 14 * k) / (ch + 8 * k))
            if cols > 0 and rows > 0:
                ox = x + (w - cols * (cw + 5 * k) + 5 * k) / 2
                for r_ in range(rows):
                    for c_ in range(cols):
                        if lit_p and rng.random() > lit_p:
                            continue
                        wins.append("M%s,%sh%sv%sh%sZ" % (f1(ox + c_ * (cw + 5 * k)), f1(top + 10 * k + r_ * (ch + 8 * k)),
                                                          f1(cw), f1(ch), f1(-cw)))
        x += w + rng.uniform(*gap) * k
    s.add('<path d="%s" fill="%s"/>' % (" ".join(shapes), color))
    if win and wins:
        s.add('<path d="%s" fill="%s"/>' % (" ".join(wins), win))


def landmark(s, slug, x, y, h, color):
    """A recognisable silhouette for some cities."""
    k = s.k
    d = []
    if slug == "paris":
        w = h * 0.46
        # legs with an arch, tapering tower, two platforms and the mast
        d.append("M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Q%s,%s %s,%s Z" % (
            f1(x - w / 2), f1(y), f1(x - w * 0.2), f1(y - h * 0.3), f1(x - w * 0.06), f1(y - h * 0.72), f1(x), f1(y - h * 0.9),
            f1(x + w * 0.06), f1(y - h * 0.72), f1(x + w * 0.2), f1(y - h * 0.3), f1(x + w / 2), f1(y),
            f1(x), f1(y - h * 0.32), f1(x - w / 2), f1(y)))
        d.append("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (f1(x - w * 0.29), f1(y - h * 0.27), f1(x - w * 0.27), f1(y - h * 0.3),
                                                   f1(x + w * 0.27), f1(y - h * 0.3), f1(x + w * 0.29), f1(y - h * 0.27)))
        d.append("M%s,%s L%s,%s L%s,%s L%s,%s Z" % (f1(x - w * 0.13), f1(y - h * 0.56), f1(x - w * 0.12), f1(y - h * 0.58),
                                                   f1(x + w * 0.12), f1(y - h * 0.58), f1(x + w * 0.13), f1(y - h * 0.56)))
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - 1.5 * k), f1(y - h * 0.88), f1(3 * k), f1(-h * 0.12), f1(-3 * k)))
    elif slug == "kyoto":
        w = h * 0.55
        for i in range(5):
            yy = y - h * 0.16 * i - h * 0.1
            ww = w * (1 - i * 0.13)
            d.append(pts_path([(x - ww / 2 - 6 * k, yy), (x + ww / 2 + 6 * k, yy), (x + ww * 0.32, yy - h * 0.05), (x - ww * 0.32, yy - h * 0.05)]))
            d.append("M%s,%sh%sv%sh%sZ" % (f1(x - ww * 0.3), f1(yy + h * 0.001), f1(ww * 0.6), f1(h * 0.1), f1(-ww * 0.6)))
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - 1.5 * k), f1(y - h * 0.78), f1(3 * k), f1(-h * 0.22), f1(-3 * k)))
    elif slug in ("rome", "vienna"):
        w = h * 0.9
        d.append("M%s,%s h%s v%s h%s Z" % (f1(x - w / 2), f1(y), f1(w), f1(-h * 0.35), f1(-w)))
        d.append("M%s,%s h%s v%s h%s Z" % (f1(x - w * 0.28), f1(y - h * 0.35), f1(w * 0.56), f1(-h * 0.12), f1(-w * 0.56)))
        d.append("M%s,%s A%s,%s 0 0 1 %s,%s Z" % (f1(x - w * 0.26), f1(y - h * 0.46), f1(w * 0.26), f1(h * 0.36), f1(x + w * 0.26), f1(y - h * 0.46)))
        d.append("M%s,%s h%s v%s h%s Z" % (f1(x - w * 0.03), f1(y - h * 0.8), f1(w * 0.06), f1(-h * 0.12), f1(-w * 0.06)))
        if slug == "vienna":
            d.append(pts_path([(x + w * 0.55, y), (x + w * 0.55, y - h * 0.6), (x + w * 0.62, y - h * 1.15), (x + w * 0.69, y - h * 0.6), (x + w * 0.69, y)]))
    elif slug == "barcelona":
        for i, hh in enumerate([0.8, 1.0, 0.95, 0.75]):
            xx = x + (i - 1.5) * h * 0.11
            d.append("M%s,%s L%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
                f1(xx - h * 0.045), f1(y), f1(xx - h * 0.04), f1(y - h * hh * 0.7), f1(xx - h * 0.03), f1(y - h * hh),
                f1(xx), f1(y - h * hh * 1.02), f1(xx + h * 0.03), f1(y - h * hh), f1(xx + h * 0.04), f1(y - h * hh * 0.7)))
            d.append("M%s,%sL%s,%sL%s,%sZ" % (f1(xx + h * 0.045), f1(y), f1(xx + h * 0.04), f1(y - h * hh * 0.7), f1(xx - h * 0.045), f1(y)))
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - h * 0.3), f1(y), f1(h * 0.6), f1(-h * 0.35), f1(-h * 0.6)))
    elif slug == "edinburgh":
        w = h * 1.6
        d.append("M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" % (
            f1(x - w * 0.7), f1(y), f1(x - w * 0.5), f1(y - h * 0.45), f1(x - w * 0.3), f1(y - h * 0.5),
            f1(x + w * 0.35), f1(y - h * 0.52), f1(x + w * 0.55), f1(y - h * 0.3), f1(x + w * 0.75), f1(y)))
        cy = y - h * 0.5
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - w * 0.28), f1(cy + 2), f1(w * 0.6), f1(-h * 0.18), f1(-w * 0.6)))
        for i in range(9):
            d.append("M%s,%sh%sv%sh%sZ" % (f1(x - w * 0.28 + i * w * 0.0695), f1(cy - h * 0.18 + 1), f1(w * 0.035), f1(-h * 0.05), f1(-w * 0.035)))
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x + w * 0.1), f1(cy - h * 0.17), f1(w * 0.1), f1(-h * 0.2), f1(-w * 0.1)))
        d.append(pts_path([(x - w * 0.2, cy - h * 0.17), (x - w * 0.2, cy - h * 0.35), (x - w * 0.16, cy - h * 0.45), (x - w * 0.12, cy - h * 0.35), (x - w * 0.12, cy - h * 0.17)]))
    s.add('<path d="%s" fill="%s"/>' % (" ".join(d), color))


def gabled_houses(s, x0, x1, y, hmin, hmax, wmin, wmax, colours, night, door=True):
    """Row of narrow, brightly painted canal / harbour houses."""
    rng, k = s.rng, s.k
    warm = "#ffd27a"
    xx = x0
    win_d, door_d = [], []
    while xx < x1:
        w = rng.uniform(wmin, wmax)
        h = rng.uniform(hmin, hmax)
        wall = s.land(rng.choice(colours), 0.0, keep=0.08)
        st = rng.choice(["gable", "step", "gable", "neck", "flat"])
        top = y - h
        pts = [(xx, y), (xx, top)]
        if st == "gable":
            pts += [(xx + w / 2, top - w * 0.55)]
        elif st == "step":
            q = w / 5
            pts += [(xx + q, top), (xx + q, top - q), (xx + 2 * q, top - q), (xx + 2 * q, top - 2 * q), (xx + 3 * q, top - 2 * q),
                    (xx + 3 * q, top - q), (xx + 4 * q, top - q), (xx + 4 * q, top)]
        elif st == "neck":
            pts += [(xx + w * 0.2, top), (xx + w * 0.2, top - w * 0.45), (xx + w * 0.5, top - w * 0.75), (xx + w * 0.8, top - w * 0.45), (xx + w * 0.8, top)]
        else:
            pts += [(xx - 3 * k, top), (xx - 3 * k, top - 6 * k), (xx + w + 3 * k, top - 6 * k), (xx + w + 3 * k, top)]
        pts += [(xx + w, top), (xx + w, y)]
        s.path(pts_path(pts), wall)
        s.path(pts_path([(xx + w - 5 * k, y), (xx + w - 5 * k, top), (xx + w, top), (xx + w, y)]), darker(wall, 0.12))
        rows = int((h - 40 * k) / (34 * k))
        for r_ in range(rows):
            for c_ in range(2):
                if night and rng.random() < 0.45:
                    continue
                win_d.append("M%s,%sh%sv%sh%sZ" % (f1(xx + w * (0.17 + 0.42 * c_)), f1(top + 14 * k + r_ * 34 * k),
                                                   f1(w * 0.24), f1(20 * k), f1(-w * 0.24)))
        if door:
            door_d.append("M%s,%sh%sv%sh%sZ" % (f1(xx + w * 0.38), f1(y), f1(w * 0.24), f1(-26 * k), f1(-w * 0.24)))
        xx += w
    s.path(" ".join(win_d), warm if night else s.land("#2b3350", 0.0))
    if door_d:
        s.path(" ".join(door_d), s.land("#3a2a2a", 0.0))


def facade_row(s, x0, x1, y, hmin, hmax, wmin, wmax, walls, roof, roof_col, night):
    """European apartment blocks: mansard (Paris/Vienna), tiled (Rome) or corniced (Barcelona)."""
    rng, k = s.rng, s.k
    warm = "#ffd27a"
    x = x0
    win_d, bal_d, roofs, dorm = [], [], [], []
    while x < x1:
        w = rng.uniform(wmin, wmax)
        h = rng.uniform(hmin, hmax)
        wall = s.land(rng.choice(walls), 0.0, keep=0.05)
        top = y - h
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x), f1(top), f1(w), f1(h), wall))
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x + w - 4 * k), f1(top), f1(4 * k), f1(h), darker(wall, 0.12)))
        if roof == "mansard":
            rh = 34 * k
            roofs.append(pts_path([(x - 3 * k, top), (x + 8 * k, top - rh), (x + w - 8 * k, top - rh), (x + w + 3 * k, top)]))
            for i in range(max(1, int(w / (38 * k)))):
                dx = x + 14 * k + i * 38 * k
                if dx + 12 * k < x + w - 10 * k:
                    dorm.append("M%s,%sh%sv%sh%sZ" % (f1(dx), f1(top - 6 * k), f1(11 * k), f1(-16 * k), f1(-11 * k)))
            if rng.random() < 0.6:
                roofs.append("M%s,%sh%sv%sh%sZ" % (f1(x + w * 0.7), f1(top - rh), f1(10 * k), f1(-14 * k), f1(-10 * k)))
        elif roof == "tile":
            roofs.append(pts_path([(x - 6 * k, top), (x + w * 0.25, top - 16 * k), (x + w * 0.75, top - 16 * k), (x + w + 6 * k, top)]))
        else:
            roofs.append("M%s,%sh%sv%sh%sZ" % (f1(x - 4 * k), f1(top), f1(w + 8 * k), f1(-7 * k), f1(-w - 8 * k)))
        cols = max(2, int(w / (26 * k)))
        floors = int((h - 30 * k) / (38 * k))
        cw = w / cols
        for r_ in range(floors):
            wy = top + 14 * k + r_ * 38 * k
            for c_ in range(cols):
                if night and rng.random() < 0.5:
                    continue
                win_d.append("M%s,%sh%sv%sh%sZ" % (f1(x + c_ * cw + cw * 0.3), f1(wy), f1(cw * 0.4), f1(22 * k), f1(-cw * 0.4)))
            if r_ in (0, 2):
                bal_d.append("M%s,%sh%sv%sh%sZ" % (f1(x + 3 * k), f1(wy + 22 * k), f1(w - 6 * k), f1(3 * k), f1(-w + 6 * k)))
        x += w
    s.path(" ".join(roofs), roof_col)
    if dorm:
        s.path(" ".join(dorm), darker(roof_col, 0.3) if not night else warm)
    s.path(" ".join(win_d), warm if night else s.land("#38405a", 0.0))
    s.path(" ".join(bal_d), s.land("#2a2a35", 0.0))


def machiya_row(s, x0, x1, y, night):
    """Low wooden Kyoto town houses with deep tiled eaves and red lanterns."""
    rng, k = s.rng, s.k * 1.45
    x = x0
    wood = s.land("#5a3a2a", 0.0)
    tile = s.land("#2f3440", 0.0)
    lat, lan = [], []
    while x < x1:
        w = rng.uniform(110, 170) * k
        h = rng.uniform(95, 130) * k
        top = y - h
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x), f1(top), f1(w), f1(h), wood))
        # upper roof with upturned ends
        s.path("M%s,%s Q%s,%s %s,%s L%s,%s L%s,%s Q%s,%s %s,%s Z" % (
            f1(x - 16 * k), f1(top + 4 * k), f1(x - 2 * k), f1(top - 2 * k), f1(x + 10 * k), f1(top - 26 * k),
            f1(x + w - 10 * k), f1(top - 26 * k), f1(x + w + 2 * k), f1(top - 2 * k), f1(x + w + 16 * k), f1(top + 4 * k),
            f1(x + w / 2), f1(top + 2 * k)), tile)
        # lower eave
        ey = top + h * 0.45
        s.path(pts_path([(x - 12 * k, ey + 6 * k), (x + 4 * k, ey - 12 * k), (x + w - 4 * k, ey - 12 * k), (x + w + 12 * k, ey + 6 * k)]), tile)
        # lattice screens
        lit = night and rng.random() < 0.7
        panel = "#ffcf7a" if lit else s.land("#c9a77a", 0.0)
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x + w * 0.12), f1(top + 10 * k), f1(w * 0.76), f1(h * 0.3), panel))
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x + w * 0.08), f1(ey + 16 * k), f1(w * 0.5), f1(y - ey - 16 * k), panel))
        for i in range(int(w * 0.76 / (7 * k))):
            lat.append("M%s,%sh%sv%sh%sZ" % (f1(x + w * 0.12 + i * 7 * k), f1(top + 10 * k), f1(2 * k), f1(h * 0.3), f1(-2 * k)))
        for i in range(int(w * 0.5 / (7 * k))):
            lat.append("M%s,%sh%sv%sh%sZ" % (f1(x + w * 0.08 + i * 7 * k), f1(ey + 16 * k), f1(2 * k), f1(y - ey - 16 * k), f1(-2 * k)))
        lx = x + w * 0.78
        lan.append("M%s,%s a%s,%s 0 1,0 %s,0 a%s,%s 0 1,0 %s,0" % (f1(lx - 7 * k), f1(ey + 34 * k), f1(7 * k), f1(10 * k), f1(14 * k),
                                                                 f1(7 * k), f1(10 * k), f1(-14 * k)))
        x += w + rng.uniform(0, 6) * k
    s.path(" ".join(lat), wood)
    s.path(" ".join(lan), s.land("#d8412f", 0.0, keep=0.5 if night else 0.1))


def lamp_posts(s, xs, y, h, col, lit):
    k = s.k
    d = []
    for x in xs:
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - 2 * k), f1(y), f1(4 * k), f1(-h), f1(-4 * k)))
        d.append("M%s,%sh%sv%sh%sZ" % (f1(x - 7 * k), f1(y - h), f1(14 * k), f1(-12 * k), f1(-14 * k)))
        if lit:
            s.add('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(x), f1(y - h - 6 * k), f1(40 * k),
                  s.rad([(0, "#ffd98a", 0.55), (1, "#ffd98a", 0)], x, y - h - 6 * k, 40 * k)))
    s.path(" ".join(d), col)
    if lit:
        s.add('<g fill="#fff1c4">%s</g>' % "".join('<rect x="%s" y="%s" width="%s" height="%s"/>' % (
            f1(x - 5 * k), f1(y - h - 10 * k), f1(10 * k), f1(8 * k)) for x in xs))


def scene_city(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["city"]
    wl = H * rng.uniform(0.7, 0.73)
    side = style["sun_side"]                 # near quay on the sun side, landmark opposite
    sx, sy = paint_sky(s, wl - H * 0.1, style, idx, sun_x=W * (0.5 + side * rng.uniform(0.05, 0.3)))
    night = s.tod in ("night", "dusk")
    warm = "#ffd27a"
    styles = {
        "amsterdam": ("gable", "step", "gable", "step", "flat"),
        "copenhagen": ("gable", "gable", "step", "flat", "spire"),
        "edinburgh": ("gable", "flat", "spire", "step"),
        "lisbon": ("hip", "flat", "hip", "gable"),
        "rome": ("flat", "hip", "dome", "flat"),
        "vienna": ("hip", "flat", "dome", "spire"),
        "paris": ("hip", "flat", "hip", "dome"),
        "barcelona": ("flat", "setback", "hip", "antenna"),
        "kyoto": ("hip", "flat", "gable"),
    }.get(slug, ("flat", "antenna", "setback", "gable"))
    low = slug in ("amsterdam", "copenhagen", "kyoto", "edinburgh", "lisbon", "rome", "vienna", "paris")

    def skyline():
        if slug in ("lisbon", "edinburgh", "kyoto", "barcelona"):
            hl = hills(rng, W, wl - H * 0.2, H * 0.07, 260)
            s.path(hl.fill_path(H + 5), s.land("#6c86a8" if slug != "kyoto" else "#5f8a72", 0.5))
        hf = (0.08, 0.2) if low else (0.12, 0.34)
        building_row(s, wl - 2, H * hf[0], H * hf[1], 26 * k, 60 * k, s.land(P["far"], 0.55), styles=styles, gap=(-4, 4))
        if slug == "lisbon":
            bx0, bx1 = W * 0.05, W * 0.75
            if side < 0:
                bx0, bx1 = W * 0.25, W * 0.95
            by = wl - H * 0.045
            tw = [bx0 + (bx1 - bx0) * 0.25, bx0 + (bx1 - bx0) * 0.72]
            red = s.land("#c8412f", 0.3, keep=0.1)
            tpath = []
            for t in tw:
                tpath.append("M%s,%sh%sv%sh%sZ" % (f1(t - 6 * k), f1(wl), f1(12 * k), f1(-H * 0.24), f1(-12 * k)))
            tpath.append("M%s,%sh%sv%sh%sZ" % (f1(bx0), f1(by), f1(bx1 - bx0), f1(7 * k), f1(-(bx1 - bx0))))
            s.add('<path d="%s" fill="%s"/>' % (" ".join(tpath), red))
            top = wl - H * 0.24
            cab = "M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s" % (
                f1(bx0), f1(by), f1((bx0 + tw[0]) / 2), f1(by - 5 * k), f1(tw[0]), f1(top),
                f1((tw[0] + tw[1]) / 2), f1(by + H * 0.15), f1(tw[1]), f1(top),
                f1((tw[1] + bx1) / 2), f1(by - 5 * k), f1(bx1), f1(by))
            s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (cab, red, f1(3 * k)))
        building_row(s, wl, H * 0.05, H * (0.14 if low else 0.2), 32 * k, 74 * k, s.land(P["mid"], 0.28),
                     win=(warm if night else s.land("#a9bedb", 0.25, keep=0.2)), lit_p=0.3 if night else 0.5, styles=styles, gap=(-2, 8))
        if slug in ("paris", "kyoto", "rome", "vienna", "barcelona", "edinburgh"):
            lx = W * (0.5 - side * rng.uniform(0.15, 0.3))
            lh = H * {"paris": 0.5, "kyoto": 0.4, "barcelona": 0.44, "edinburgh": 0.3}.get(slug, 0.34)
            landmark(s, slug, lx, wl + 1, lh, s.land(mix(P["mid"], P["near"], 0.45), 0.16))
    refl = capture(s, skyline)
    wcol = s.land(P["water"], 0.1, keep=0.25)
    draw_water(s, wl, mix(s.T["stops"][3], wcol, 0.45), darker(wcol, 0.3))
    reflect(s, refl, wl, wl, H, 0.35)
    if night:
        water_streaks(s, wl + 4, H, warm, n=40, op=0.45)
    water_streaks(s, wl + 4, H, "#ffffff", n=20, op=0.18)
    if s.tod in ("dawn", "golden", "dusk"):
        sun_glitter(s, sx, wl, H, s.T["sun"])
    # near quay with tall houses on the sun side
    qy = H * 0.955
    x0, x1 = (W * rng.uniform(0.5, 0.58), W + 20) if side > 0 else (-20, W * rng.uniform(0.42, 0.5))
    quay = s.land("#4b4a5a", 0.0)
    if slug in ("copenhagen", "amsterdam", "lisbon", "edinburgh"):
        cols = ["#e07a3f", "#f2c14e", "#d1495b", "#2e86ab", "#7fb069", "#f6e7cb", "#9c6ad1", "#e9a6a6"]
        if slug == "edinburgh":
            cols = ["#b9a58a", "#8f8373", "#c7b79b", "#a08f78"]
        gabled_houses(s, x0, x1, qy, 190 * k, 300 * k, 66 * k, 96 * k, cols, night)
    elif slug == "kyoto":
        machiya_row(s, x0, x1, qy, night)
    elif slug in ("paris", "vienna", "rome", "barcelona"):
        walls = {"paris": ["#efe3c8", "#e8d8b8", "#f3ead6", "#e2cfae"], "vienna": ["#f1e2c0", "#e9d3a8", "#f4ecdc", "#dcc6a0"],
                 "rome": ["#e0a96d", "#d9895a", "#e8c07a", "#c97a4f"], "barcelona": ["#f0d9b5", "#e7b98a", "#f3e3c6", "#d9a47a"]}[slug]
        roof, rc = {"paris": ("mansard", "#5a6478"), "vienna": ("mansard", "#4f6d6a"), "rome": ("tile", "#b0553a"),
                    "barcelona": ("flat", "#c9b08e")}[slug]
        facade_row(s, x0, x1, qy, 230 * k, 340 * k, 100 * k, 150 * k, walls, roof, s.land(rc, 0.0), night)
    else:
        near = s.land(P["near"], 0.05)
        building_row(s, qy, H * 0.18, H * 0.4, 60 * k, 120 * k, near, win=(warm if night else s.land("#6d81a8", 0.05)),
                     lit_p=0.35 if night else 0.75, styles=styles, x0=x0, x1=x1, gap=(0, 2))
    if slug in ("copenhagen", "amsterdam"):
        # boats moored in the water beside the quay
        nb = 2 if slug == "copenhagen" else 1
        for j in range(nb):
            L = rng.uniform(170, 220) * k if slug == "copenhagen" else rng.uniform(250, 300) * k
            by = H * (0.9 + 0.05 * j)
            bx = (x0 - L - (30 + 160 * j) * k) if side > 0 else (x1 + (30 + 160 * j) * k)
            hull_c = s.land(rng.choice(["#1f4e79", "#9b2f2f", "#2d5a3d", "#e0b03a"]), 0.0, keep=0.05)
            s.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#0a1020" opacity="0.18"/>' % (f1(bx + L / 2), f1(by + 4 * k), f1(L * 0.55), f1(7 * k)))
            s.path(pts_path([(bx - 8 * k, by - 24 * k), (bx + L + 8 * k, by - 26 * k), (bx + L - 16 * k, by), (bx + 14 * k, by)]), hull_c)
            s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(bx), f1(by - 14 * k), f1(L), f1(4 * k), lighter(hull_c, 0.5)))
            if slug == "copenhagen":
                mx_ = bx + L * 0.42
                mh = rng.uniform(150, 200) * k
                s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(mx_), f1(by - 24 * k - mh), f1(4 * k), f1(mh), s.land("#5a4636", 0.0)))
                s.add('<path d="M%s,%s L%s,%s M%s,%s L%s,%s" stroke="%s" stroke-width="%s"/>' % (
                    f1(mx_), f1(by - 24 * k - mh), f1(bx - 4 * k), f1(by - 26 * k), f1(mx_ + 4 * k), f1(by - 24 * k - mh), f1(bx + L + 4 * k),
                    f1(by - 26 * k), s.land("#3a3a44", 0.0), f1(1.4 * k)))
                s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(bx + L * 0.6), f1(by - 46 * k), f1(L * 0.25), f1(22 * k), s.land("#f3ead6", 0.0, keep=0.1)))
            else:
                s.add('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>' % (f1(bx + L * 0.12), f1(by - 48 * k), f1(L * 0.76), f1(24 * k), f1(8 * k), s.land("#dfe6ee", 0.0, keep=0.2)))
                s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(bx + L * 0.15), f1(by - 44 * k), f1(L * 0.7), f1(12 * k), "#ffd27a" if night else s.land("#3a4a66", 0.0)))
    s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x0 - 30 * k), f1(qy), f1(x1 - x0 + 60 * k), f1(H - qy + 2), quay))
    s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(x0 - 30 * k), f1(qy), f1(x1 - x0 + 60 * k), f1(4 * k), lighter(quay, 0.2)))
    # trees and lamps on the quay
    trees = [rng.uniform(x0 + 40 * k, x1 - 40 * k) for _ in range(rng.randint(1, 3))]
    s.path(" ".join(round_tree(xx, qy + 2, rng.uniform(24, 34) * k, rng) for xx in trees),
           s.land("#e8a0b8" if slug == "kyoto" else "#2f5a3e", 0.0, keep=0.15 if slug == "kyoto" else 0.0))
    lamps = [x0 + (x1 - x0) * t for t in (0.12, 0.45, 0.78)]
    lamp_posts(s, lamps, qy + 2, 70 * k, s.land("#1e2236", 0.0), s.tod in ("dusk", "night", "dawn"))


# ---- beach ---------------------------------------------------------------

def scene_beach(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["beach"]
    tropical = slug in ("maldives", "bali", "cancun")
    hz = H * rng.uniform(0.5, 0.56)
    sx, sy = paint_sky(s, hz, style, idx)
    # far land on the horizon
    side = style["sun_side"] * -1
    if slug == "tenerife" or slug == "bali":
        vx = W * (0.5 + side * rng.uniform(0.15, 0.3))
        vh = H * rng.uniform(0.2, 0.28)
        vol = Ridge([(vx - W * 0.5, hz + 2), (vx - W * 0.12, hz - vh * 0.45), (vx - 30 * k, hz - vh), (vx + 30 * k, hz - vh),
                     (vx + W * 0.14, hz - vh * 0.4), (vx + W * 0.55, hz + 2)])
        s.path(vol.fill_path(hz + 3), s.land("#6f7fa6", 0.7))
        if slug == "tenerife":
            s.path(pts_path([(vx - 30 * k, hz - vh), (vx + 30 * k, hz - vh), (vx + 60 * k, hz - vh * 0.85), (vx + 25 * k, hz - vh * 0.88),
                             (vx, hz - vh * 0.8), (vx - 30 * k, hz - vh * 0.88), (vx - 62 * k, hz - vh * 0.85)]), s.land("#ffffff", 0.5, keep=0.4))
    else:
        for _ in range(rng.randint(1, 3)):
            cx = rng.uniform(0, W)
            w = rng.uniform(120, 380) * k
            hh = rng.uniform(12, 45) * k
            isl = hills(rng, int(w), hz - hh, hh * 0.4, w / 3)
            pts = [(cx - w / 2 + x, min(hz + 1, y + hh * (abs(x / w * 2 - 1) ** 2) * 1.8)) for x, y in isl.pts if 0 <= x <= w]
            s.path(pts_path([(cx - w / 2, hz + 1)] + pts + [(cx + w / 2, hz + 1)]), s.land(P["far"], 0.8))
    sea = s.land(P["sea"], 0.0, keep=0.25)
    shallow = s.land(P["shallow"], 0.0, keep=0.25)
    draw_water(s, hz, mix(s.T["stops"][3], sea, 0.45), shallow if tropical else mix(sea, shallow, 0.4))
    if s.tod in ("dawn", "golden", "dusk", "night"):
        sun_glitter(s, sx, hz, H * 0.9, s.T["sun"] if not s.night else "#dfe6ff")
    else:
        water_streaks(s, hz + 2, H * 0.8, "#ffffff", n=30, op=0.3, x_focus=sx, spread=0.8)
    # waves
    wv = []
    for i in range(26):
        t = rng.random() ** 1.3
        y = hz + 8 * k + (H * 0.78 - hz) * t
        w = (18 + 110 * t) * k
        x = rng.uniform(-0.05, 1.0) * W
        wv.append("M%s,%s q%s,%s %s,0" % (f1(x), f1(y), f1(w / 2), f1(-(2 + 5 * t) * k), f1(w)))
    s.add('<path d="%s" fill="none" stroke="#ffffff" stroke-width="%s" stroke-linecap="round" opacity="0.45"/>' % (" ".join(wv), f1(2 * k)))
    if rng.random() < 0.6 and slug != "maldives":
        sailboat(s, W * (0.5 + side * rng.uniform(0.0, 0.2)), hz + rng.uniform(15, 60) * k, rng.uniform(35, 60) * k,
                 s.land("#ffffff", 0.1, keep=0.4), s.land("#33415c", 0.1))
    # cliffs / villages / stacks on one side
    if slug in ("santorini", "algarve", "mallorca", "crete"):
        outer = -40 if side < 0 else W + 40
        inward = -side                     # direction from the cliff toward open sea (+1 = right)
        edge_x = W * ({"santorini": 0.42, "algarve": 0.36, "mallorca": 0.3, "crete": 0.28}[slug] + rng.uniform(-0.04, 0.04))
        if side > 0:
            edge_x = W - edge_x
        ctop = H * {"santorini": 0.36, "algarve": 0.47, "mallorca": 0.42, "crete": 0.44}[slug] + rng.uniform(-10, 10) * k
        top = []
        n = 24
        wob = value_noise(rng, 0, 1, 0.2, 14 * k, True)
        for i in range(n + 1):
            t = i / n
            top.append((outer + (edge_x - outer) * t, ctop - (1 - t) * H * 0.06 + wob(t) + (t ** 4) * 30 * k))
        drop = []
        foot = edge_x + inward * W * rng.uniform(0.1, 0.15)
        m = 14
        y_top = top[-1][1]
        for i in range(1, m + 1):
            t = i / m
            ledge = 0.5 * math.sin(t * 9 + idx) * 14 * k
            x = edge_x + (foot - edge_x) * (t ** 1.3) + inward * (ledge + rng.uniform(-6, 6) * k)
            drop.append((x, y_top + (H * 0.78 - y_top) * t))
        cliff = top + drop + [(drop[-1][0] + inward * 40 * k, H * 0.86), (drop[-1][0], H * 0.95), (outer, H * 0.95)]
        rock = {"santorini": "#8a5648", "algarve": "#d99a55", "mallorca": "#c9a77a", "crete": "#b98a63"}[slug]
        rockc = s.land(rock, 0.05)
        d = pts_path(cliff)
        s.path(d, rockc)
        cp = s.clip(d)
        tilt = rng.uniform(-0.06, 0.06)

        def band(y0, th):
            pts_ = []
            for xx in range(-60, W + 61, 60):
                pts_.append((xx, y0 + tilt * (xx - W / 2) + math.sin(xx / 97.0 + y0) * 5 * k))
            return pts_path(pts_ + [(x_, y_ + th) for x_, y_ in pts_[::-1]])
        strata = " ".join(band(ctop + 30 * k + j * 38 * k + rng.uniform(-8, 8) * k, rng.uniform(4, 10) * k) for j in range(10))
        lightband = " ".join(band(ctop + 50 * k + j * 80 * k + rng.uniform(-10, 10) * k, rng.uniform(12, 24) * k) for j in range(5))
        cracks = " ".join("M%s,%s l%s,%s l%s,%s" % (f1(xx), f1(ctop + rng.uniform(20, 120) * k), f1(rng.uniform(-8, 8) * k),
                                                    f1(rng.uniform(40, 90) * k), f1(rng.uniform(-8, 8) * k), f1(rng.uniform(40, 90) * k))
                          for xx in [rng.uniform(min(outer, edge_x), max(outer, edge_x)) for _ in range(12)])
        s.add('<g clip-path="%s"><path d="%s" fill="%s" opacity="0.28"/><path d="%s" fill="%s" opacity="0.16"/>'
              '<path d="%s" stroke="%s" stroke-width="%s" fill="none" opacity="0.25"/>' % (
                  cp, strata, darker(rockc, 0.35), lightband, lighter(rockc, 0.45), cracks, darker(rockc, 0.4), f1(3 * k)))
        # shadowed cliff face toward the sea
        face = [(edge_x, y_top)] + drop + [(foot - inward * W * 0.06, H * 0.8), (edge_x - inward * W * 0.04, y_top + H * 0.12)]
        s.add('<path d="%s" fill="#1a1030" opacity="0.22"/></g>' % pts_path(face))
        if slug in ("algarve", "mallorca", "crete"):
            grass = s.land("#6f9a45" if slug != "crete" else "#9aa05a", 0.05)
            s.path(pts_path([(x, y - 3 * k) for x, y in top] + [(x, y + rng.uniform(6, 14) * k) for x, y in top[::-1]]), grass)
        if slug == "santorini":
            hs, doms, wins = [], [], []
            for j in range(60):
                t = rng.random() ** 0.7
                x = outer + (edge_x - outer) * t + rng.uniform(-20, 10) * k
                y = Ridge(top if outer < edge_x else top[::-1]).y(x)
                if rng.random() < 0.45:
                    # houses stepping down the caldera face
                    u = rng.random() ** 1.5 * 0.5
                    y = y_top + (H * 0.78 - y_top) * u
                    x = edge_x + (foot - edge_x) * (u ** 1.3) - inward * rng.uniform(10, 80) * k
                w, h = rng.uniform(22, 44) * k, rng.uniform(16, 30) * k
                yb = y + rng.uniform(6, 14) * k
                hs.append("M%s,%sh%sv%sh%sZ" % (f1(x), f1(yb), f1(w), f1(-h), f1(-w)))
                if rng.random() < 0.16:
                    doms.append("M%s,%s a%s,%s 0 0 1 %s,0 Z" % (f1(x + w * 0.15), f1(yb - h), f1(w * 0.35), f1(w * 0.38), f1(w * 0.7)))
                if rng.random() < 0.5:
                    wins.append("M%s,%sh%sv%sh%sZ" % (f1(x + w * 0.3), f1(yb - h * 0.3), f1(6 * k), f1(-8 * k), f1(-6 * k)))
            s.path(" ".join(hs), s.land("#fbf8f1", 0.05, keep=0.4))
            s.path(" ".join(doms), s.land("#2f63c9", 0.05, keep=0.35))
            s.path(" ".join(wins), "#ffd77a" if s.tod in ("dusk", "night") else s.land("#4d7fc0", 0.05, keep=0.2))
        if slug == "crete":
            cx_ = outer + (edge_x - outer) * rng.uniform(0.55, 0.75)
            cy_ = Ridge(top if outer < edge_x else top[::-1]).y(cx_) + 6 * k
            s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(cx_ - 30 * k), f1(cy_ - 40 * k), f1(60 * k), f1(40 * k), s.land("#fbf8f1", 0.05, keep=0.4)))
            s.path("M%s,%s a%s,%s 0 0 1 %s,0 Z" % (f1(cx_ - 18 * k), f1(cy_ - 40 * k), f1(18 * k), f1(20 * k), f1(36 * k)), s.land("#2f63c9", 0.05, keep=0.35))
            s.add('<path d="M%s,%s v-14 M%s,%s h10" stroke="%s" stroke-width="%s"/>' % (f1(cx_), f1(cy_ - 58 * k), f1(cx_ - 5 * k), f1(cy_ - 66 * k), s.land("#fbf8f1", 0.05, keep=0.4), f1(2.5 * k)))
            s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(cx_ - 6 * k), f1(cy_ - 22 * k), f1(12 * k), f1(22 * k), s.land("#2f63c9", 0.05, keep=0.3)))
        if slug == "algarve":
            for j in range(rng.randint(2, 3)):
                x = foot + inward * (70 + j * 150 + rng.uniform(0, 60)) * k
                hh = rng.uniform(110, 190) * k * (1 - j * 0.15)
                w = rng.uniform(50, 90) * k
                y = H * rng.uniform(0.7, 0.76)
                sp = [(x - w * 0.55, y), (x - w * 0.5, y - hh * 0.3), (x - w * 0.42, y - hh * 0.38), (x - w * 0.44, y - hh * 0.62),
                      (x - w * 0.34, y - hh * 0.8), (x - w * 0.3, y - hh * 0.95), (x - w * 0.12, y - hh), (x + w * 0.1, y - hh * 0.98),
                      (x + w * 0.26, y - hh * 0.9), (x + w * 0.3, y - hh * 0.7), (x + w * 0.42, y - hh * 0.55), (x + w * 0.4, y - hh * 0.3),
                      (x + w * 0.52, y - hh * 0.12), (x + w * 0.55, y)]
                stack = pts_path([(px_ + rng.uniform(-3, 3) * k, py_) for px_, py_ in sp])
                s.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#ffffff" opacity="0.5"/>' % (f1(x), f1(y), f1(w * 0.7), f1(5 * k)))
                s.path(stack, rockc)
                cps = s.clip(stack)
                s.add('<g clip-path="%s"><g fill="%s" opacity="0.3">%s</g><rect x="%s" y="%s" width="%s" height="%s" fill="#1a1030" opacity="0.2"/></g>' % (
                    cps, darker(rockc, 0.35), '<path d="%s"/>' % strata,
                    f1(x if inward < 0 else x - w), f1(y - hh), f1(w), f1(hh)))
                s.add('<path d="%s" fill="%s"/>' % (pts_path([(x - w * 0.35, y - hh * 0.93), (x - w * 0.1, y - hh - 5 * k), (x + w * 0.3, y - hh * 0.96), (x + w * 0.2, y - hh * 0.9), (x - w * 0.3, y - hh * 0.88)]), s.land("#6f9a45", 0.05)))
    if slug == "cancun":
        # a Mayan temple on a low green headland
        hx = W * (0.5 + side * rng.uniform(0.25, 0.38))
        hw = rng.uniform(260, 340) * k
        head = Ridge([(hx - hw, hz + 2), (hx - hw * 0.6, hz - 26 * k), (hx + hw * 0.5, hz - 30 * k), (hx + hw, hz + 2)])
        s.path(head.fill_path(hz + 3), s.land("#3f7a4a", 0.45))
        py_ = hz - 28 * k
        steps = []
        for i in range(5):
            w_ = (90 - i * 15) * k
            steps.append("M%s,%sh%sv%sh%sZ" % (f1(hx - w_ / 2), f1(py_ - i * 12 * k), f1(w_), f1(-12 * k), f1(-w_)))
        steps.append("M%s,%sh%sv%sh%sZ" % (f1(hx - 12 * k), f1(py_ - 60 * k), f1(24 * k), f1(-16 * k), f1(-24 * k)))
        s.path(" ".join(steps), s.land("#b9a78a", 0.4))
    if slug == "maldives":
        bx = W * rng.uniform(0.15, 0.5)
        by = H * rng.uniform(0.6, 0.66)
        stilts, huts, roofs = [], [], []
        for j in range(rng.randint(4, 6)):
            x = bx + j * 95 * k
            y = by + j * 2 * k
            stilts.append("M%s,%sh%sv%sh%sZ M%s,%sh%sv%sh%sZ" % (f1(x + 6 * k), f1(y), f1(3 * k), f1(26 * k), f1(-3 * k),
                                                                f1(x + 44 * k), f1(y), f1(3 * k), f1(26 * k), f1(-3 * k)))
            huts.append("M%s,%sh%sv%sh%sZ" % (f1(x), f1(y), f1(56 * k), f1(-24 * k), f1(-56 * k)))
            roofs.append(pts_path([(x - 8 * k, y - 22 * k), (x + 28 * k, y - 46 * k), (x + 64 * k, y - 22 * k)]))
        pier = "M%s,%sh%sv%sh%sZ" % (f1(bx - 40 * k), f1(by + 4 * k), f1(6 * 95 * k), f1(5 * k), f1(-6 * 95 * k))
        s.path(" ".join(stilts) + pier, s.land("#6b4a36", 0.1))
        s.path(" ".join(huts), s.land("#d9b48a", 0.1, keep=0.1))
        s.path(" ".join(roofs), s.land("#8c5a3a", 0.1))
    # sand
    sand = s.land(P["sand"], 0.0, keep=0.15)
    wet = s.land(P["wet"], 0.0, keep=0.1)
    y_l, y_r = (H * 0.8, H * 0.92) if side < 0 else (H * 0.92, H * 0.8)
    shore = []
    for x in range(-40, W + 41, 10):
        t = (x + 40) / (W + 80)
        y = y_l + (y_r - y_l) * t - math.sin(t * math.pi) * H * 0.04 + math.sin(x / 70.0 + idx) * 4 * k
        shore.append((x, y))
    sh = Ridge(shore)
    s.path(Ridge([(x, y - 10 * k) for x, y in shore]).fill_path(H + 5), mix(wet, shallow, 0.35), 'opacity="0.85"')
    s.path(sh.fill_path(H + 5), wet)
    s.path(Ridge([(x, y + 16 * k) for x, y in shore]).fill_path(H + 5), sand)
    foam = "M" + " L".join("%s,%s" % (f1(x), f1(y - 2 * k + math.sin(x / 23.0) * 3 * k)) for x, y in shore)
    s.add('<path d="%s" fill="none" stroke="#ffffff" stroke-width="%s" opacity="0.75" stroke-linecap="round"/>' % (foam, f1(5 * k)))
    # a beach umbrella and towel
    if s.tod != "night" and rng.random() < 0.65:
        ux = W * (0.5 + side * rng.uniform(0.12, 0.3))
        uy = sh.y(ux) + rng.uniform(60, 110) * k
        ur = rng.uniform(55, 75) * k
        c1, c2 = s.land(style["accent"], 0.0, keep=0.2), s.land("#fdf6e3", 0.0, keep=0.2)
        tilt = rng.uniform(-0.25, 0.25)
        topx, topy = ux + tilt * 110 * k, uy - 120 * k
        s.add('<path d="M%s,%s L%s,%s" stroke="%s" stroke-width="%s"/>' % (f1(ux), f1(uy), f1(topx), f1(topy), s.land("#6b4a36", 0.0), f1(4 * k)))
        s.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#000" opacity="0.12"/>' % (f1(ux + 30 * k), f1(uy + 4 * k), f1(ur * 1.1), f1(ur * 0.18)))
        segs = 6
        rim = topy + ur * 0.5
        L_, R_ = topx - ur, topx + ur
        d = "M%s,%s A%s,%s 0 0 1 %s,%s" % (f1(L_), f1(rim), f1(ur), f1(ur * 0.62), f1(R_), f1(rim))
        for i in range(segs, 0, -1):
            xa, xb = L_ + 2 * ur * i / segs, L_ + 2 * ur * (i - 1) / segs
            d += " Q%s,%s %s,%s" % (f1((xa + xb) / 2), f1(rim - ur * 0.1), f1(xb), f1(rim))
        d += " Z"
        cpu = s.clip(d)
        s.path(d, c2)
        apex = (topx, rim - ur * 0.62)
        wedges = " ".join(pts_path([apex, (L_ + 2 * ur * i / segs, rim + 10 * k), (L_ + 2 * ur * (i + 1) / segs, rim + 10 * k)])
                          for i in range(0, segs, 2))
        s.add('<g clip-path="%s"><path d="%s" fill="%s"/></g>' % (cpu, wedges, c1))
        tx0 = ux - side * rng.uniform(40, 80) * k
        s.add('<path d="%s" fill="%s"/>' % (pts_path([(tx0 - 40 * k, uy + 10 * k), (tx0 + 40 * k, uy + 4 * k), (tx0 + 52 * k, uy + 26 * k), (tx0 - 30 * k, uy + 34 * k)]),
                                             s.land(style["accent2"], 0.0, keep=0.2)))
    # palms (or pines for Mallorca)
    trunk = s.land(P["trunk"], 0.0)
    leaf = s.land(P["leaf"], 0.0)
    if slug == "mallorca":
        xs = [W * 0.5 - side * W * 0.4 + rng.uniform(-40, 40) * k for _ in range(2)]
        for x in xs:
            h = rng.uniform(200, 280) * k
            by = H + 10
            s.add('<path d="M%s,%s Q%s,%s %s,%s" stroke="%s" stroke-width="%s" fill="none"/>' % (
                f1(x), f1(by), f1(x + 20 * k), f1(by - h * 0.6), f1(x + side * 60 * k), f1(by - h), trunk, f1(10 * k)))
            crown = "".join("M%s,%s a%s,%s 0 1,0 %s,0 a%s,%s 0 1,0 %s,0 " % (
                f1(x + side * 60 * k + dx * k - r * k), f1(by - h + dy * k), f1(r * k), f1(r * 0.55 * k), f1(2 * r * k),
                f1(r * k), f1(r * 0.55 * k), f1(-2 * r * k)) for dx, dy, r in [(-40, 0, 60), (30, -15, 55), (0, -35, 45), (60, 10, 40)])
            s.path(crown, s.land("#2c5a34", 0.0))
    else:
        n = rng.randint(2, 3) if tropical else rng.randint(1, 2)
        base_x = W * 0.5 - side * W * rng.uniform(0.32, 0.42)
        for j in range(n):
            x = base_x + j * rng.uniform(50, 110) * k * -side * -1
            h = rng.uniform(260, 400) * k * (1 - j * 0.18)
            palm(s, x, H + 20 * k, h, side * rng.uniform(0.15, 0.4), trunk, leaf)


# ---- countryside ---------------------------------------------------------

def field_bands(s, ridge, bottom, colours, hedge, angle, widths=(40, 140)):
    rng, k = s.rng, s.k
    cp = s.clip(ridge.fill_path(bottom))
    out = []
    x = -s.W * 0.6
    while x < s.W * 1.6:
        w = rng.uniform(*widths) * k
        col = rng.choice(colours)
        top, bot = ridge.pts[0][1] - 200, bottom
        dx = (bot - top) * angle
        out.append('<path d="%s" fill="%s"/>' % (pts_path([(x, top), (x + w, top), (x + w + dx, bot), (x + dx, bot)]), col))
        if hedge:
            out.append('<path d="M%s,%s L%s,%s" stroke="%s" stroke-width="%s"/>' % (f1(x + w), f1(top), f1(x + w + dx), f1(bot), hedge, f1(3 * k)))
        x += w
    s.add('<g clip-path="%s">%s</g>' % (cp, "".join(out)))


def road_ribbon(s, p0, c1, c2, p3, w0, w1, col, line_col=None):
    """A road drawn as a cubic ribbon that widens toward the viewer."""
    left, right, mid = [], [], []
    n = 40
    for i in range(n + 1):
        t = i / n
        x = (1 - t) ** 3 * p0[0] + 3 * (1 - t) ** 2 * t * c1[0] + 3 * (1 - t) * t * t * c2[0] + t ** 3 * p3[0]
        y = (1 - t) ** 3 * p0[1] + 3 * (1 - t) ** 2 * t * c1[1] + 3 * (1 - t) * t * t * c2[1] + t ** 3 * p3[1]
        dx = 3 * (1 - t) ** 2 * (c1[0] - p0[0]) + 6 * (1 - t) * t * (c2[0] - c1[0]) + 3 * t * t * (p3[0] - c2[0])
        dy = 3 * (1 - t) ** 2 * (c1[1] - p0[1]) + 6 * (1 - t) * t * (c2[1] - c1[1]) + 3 * t * t * (p3[1] - c2[1])
        L = math.hypot(dx, dy) or 1
        nx, ny = -dy / L, dx / L
        w = (w0 + (w1 - w0) * t ** 1.6) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
        mid.append((x, y))
    s.path(pts_path(left + right[::-1]), col)


def scene_countryside(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["countryside"]
    hz = H * rng.uniform(0.46, 0.5)
    sx, sy = paint_sky(s, hz, style, idx)
    far = hills(rng, W, hz, H * 0.05, 220, detail=0.2)
    s.path(far.fill_path(H + 5), s.land(P["far"], 0.6))
    lake = slug == "lake-district"
    if lake:
        fells, t = peaks(rng, W, hz + H * 0.05, 5, H * 0.1, H * 0.2, jag=0.5, slope=(0.35, 0.7))
        draw_mountains(s, fells, t, hz + H * 0.05, s.land("#6f8f6a", 0.35), s.land("#2d3f40", 0.0) + '" opacity="0.3', sun_x=sx)
    h1 = hills(rng, W, hz + H * 0.07, H * 0.045, 200, detail=0.2)
    s.path(h1.fill_path(H + 5), s.land(P["hill1"], 0.35))
    cyp = s.land(P["tree"], 0.3)
    if slug in ("tuscany", "provence"):
        x = rng.uniform(0, W * 0.5)
        for _ in range(rng.randint(6, 10)):
            s.path(cypress_path(x, h1.y(x) + 3 * k, rng.uniform(30, 46) * k, 6.5 * k), cyp)
            x += rng.uniform(14, 30) * k
    else:
        for _ in range(rng.randint(4, 8)):
            x = rng.uniform(0, W)
            s.path(round_tree(x, h1.y(x) + 4 * k, rng.uniform(9, 14) * k, rng), cyp)
    if lake:
        wl = hz + H * 0.14
        wcol = s.land("#3f7fa6", 0.1, keep=0.2)
        draw_water(s, wl, mix(s.T["stops"][3], wcol, 0.5), wcol, bottom=H * 0.85)
        water_streaks(s, wl + 2, H * 0.85, "#ffffff", n=18, op=0.25)
        if s.tod != "midday":
            sun_glitter(s, sx, wl, H * 0.8, s.T["sun"] if not s.night else "#dfe6ff")
    h2 = hills(rng, W, H * (0.66 if not lake else 0.8), H * 0.05, 260, detail=0.25)
    cols2 = [s.land(P["hill2"], 0.12), s.land(P["gold"], 0.12), s.land(mix(P["hill2"], P["hill1"], 0.5), 0.12),
             s.land("#b9c46a", 0.12)]
    s.path(h2.fill_path(H + 5), cols2[0])
    if slug in ("cotswolds", "tuscany") or (not lake and rng.random() < 0.5):
        field_bands(s, h2, H + 5, cols2, s.land("#3d6a34", 0.1) if slug == "cotswolds" else None, rng.uniform(-0.5, 0.5))
    # farmhouse on the hill
    hx = W * (0.5 + style["sun_side"] * rng.uniform(0.05, 0.28))
    hy = h2.y(hx + 50 * k) + 10 * k
    lit = s.tod in ("dusk", "night")
    if slug in ("cotswolds", "lake-district"):
        house(s, hx, hy, 110 * k, 50 * k, s.land("#e3c98f" if slug == "cotswolds" else "#e9e6dc", 0.08),
              s.land("#8c7a5a" if slug == "cotswolds" else "#4a5260", 0.08), pitch=1.0, windows=3, lit=lit, chimney=True)
    else:
        house(s, hx, hy, 120 * k, 54 * k, s.land("#f0dcb4", 0.08), s.land("#c0603c", 0.08), pitch=0.35, windows=3, lit=lit)
        s.add('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' % (f1(hx + 86 * k), f1(hy - 92 * k), f1(32 * k), f1(92 * k), s.land("#e8d1a4", 0.08)))
        s.path(pts_path([(hx + 82 * k, hy - 92 * k), (hx + 102 * k, hy - 104 * k), (hx + 122 * k, hy - 92 * k)]), s.land("#c0603c", 0.08))
    for j in range(rng.randint(2, 4)):
        x = hx + 60 * k + rng.choice([-1, 1]) * rng.uniform(110, 260) * k
        if slug in ("tuscany", "provence"):
            s.path(cypress_path(x, h2.y(x) + 6 * k, rng.uniform(70, 110) * k, 12 * k), s.land(P["tree"], 0.08))
        else:
            s.path(round_tree(x, h2.y(x) + 6 * k, rng.uniform(22, 34) * k, rng), s.land(P["tree"], 0.08))
    # foreground
    fg = hills(rng, W, H * 0.8, H * 0.04, 300)
    if slug == "provence":
        fg = hills(rng, W, H * 0.72, H * 0.02, 300)
        s.path(fg.fill_path(H + 5), s.land("#5d7d3e", 0.0))
        cp = s.clip(fg.fill_path(H + 5))
        vpx, vpy = W * rng.uniform(0.35, 0.65), H * 0.6
        rows = []
        for j in range(-16, 17):
            xb = vpx + j * 110 * k
            rows.append(pts_path([(vpx + j * 3 * k, vpy), (vpx + j * 3 * k + 1.6 * k, vpy), (xb + 78 * k, H + 5), (xb, H + 5)]))
        s.add('<g clip-path="%s"><path d="%s" fill="%s"/></g>' % (cp, " ".join(rows), s.land("#8a63c9", 0.0, keep=0.1)))
        # flower tufts on the nearest rows
        dots = []
        for _ in range(160):
            j = rng.randint(-6, 6)
            t = rng.uniform(0.55, 1.0)
            xb = vpx + j * 110 * k + 39 * k
            x = vpx + (xb - vpx) * t + rng.uniform(-30, 30) * k * t
            y = vpy + (H - vpy) * t
            if y < fg.y(x) + 4:
                continue
            r = (2.5 + 5 * t) * k
            dots.append("M%s,%s a%s,%s 0 1,0 %s,0 a%s,%s 0 1,0 %s,0" % (f1(x - r), f1(y), f1(r), f1(r * 1.6), f1(2 * r), f1(r), f1(r * 1.6), f1(-2 * r)))
        s.path(" ".join(dots), s.land("#b08ae8", 0.0, keep=0.15))
    else:
        s.path(fg.fill_path(H + 5), s.land(P["hill3"], 0.0))
        if slug in ("tuscany", "cotswolds", "lake-district") or rng.random() < 0.5:
            x = hx + 60 * k
            y = h2.y(x) + 12 * k
            road_ribbon(s, (x, y), (x - side_sign(style) * 260 * k, y + 80 * k), (x + side_sign(style) * 300 * k, H * 0.85),
                        (W * 0.5 - side_sign(style) * 120 * k, H + 20), 8 * k, 150 * k, s.land(P["road"], 0.0))
        grass_tufts(s, fg, 50, s.land(darker(P["hill3"], 0.25), 0.0), (10, 140))
        if slug == "cotswolds" and rng.random() < 0.8:
            # sheep
            for _ in range(rng.randint(3, 6)):
                x = rng.uniform(0.1, 0.9) * W
                y = fg.y(x) + rng.uniform(30, 120) * k
                r = 13 * k * (0.8 + (y - H * 0.8) / H)
                s.add('<g><rect x="%s" y="%s" width="%s" height="%s" fill="#33302c"/><rect x="%s" y="%s" width="%s" height="%s" fill="#33302c"/>'
                      '<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s"/><ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#33302c"/></g>' % (
                          f1(x - r * 0.6), f1(y), f1(r * 0.25), f1(r * 0.7), f1(x + r * 0.4), f1(y), f1(r * 0.25), f1(r * 0.7),
                          f1(x), f1(y - r * 0.1), f1(r * 1.25), f1(r * 0.85), s.land("#f6f1e4", 0.0, keep=0.3),
                          f1(x + r * 1.25), f1(y - r * 0.35), f1(r * 0.42), f1(r * 0.32)))
    # a big framing tree on one edge
    ex = W * (0.05 if style["sun_side"] > 0 else 0.95)
    if slug in ("tuscany", "provence"):
        for j in range(2):
            x = ex + j * 40 * k * (1 if ex < W / 2 else -1)
            s.path(cypress_path(x, H + 10, rng.uniform(300, 380) * k, 38 * k), s.land(darker(P["tree"], 0.2), 0.0))
    else:
        s.path(round_tree(ex, H + 10, rng.uniform(100, 130) * k, rng), s.land(darker(P["tree"], 0.15), 0.0))


def side_sign(style):
    return style["sun_side"]


# ---- desert --------------------------------------------------------------

def mesa(s, x, base, w, h, col, strata_col):
    rng, k = s.rng, s.k
    top = base - h
    tw = w * s.rng.uniform(0.5, 0.75)
    pts = [(x - w / 2, base), (x - tw / 2 - w * 0.06, top + h * 0.35), (x - tw / 2, top + h * 0.08), (x - tw / 2 + 6 * k, top)]
    n = 6
    for i in range(1, n):
        pts.append((x - tw / 2 + tw * i / n, top + rng.uniform(-3, 3) * k))
    pts += [(x + tw / 2 - 6 * k, top), (x + tw / 2, top + h * 0.1), (x + tw / 2 + w * 0.05, top + h * 0.4), (x + w / 2, base)]
    d = pts_path(pts)
    s.path(d, col)
    cp = s.clip(d)
    bands = "".join('<rect x="%s" y="%s" width="%s" height="%s"/>' % (f1(x - w), f1(top + h * (0.15 + 0.14 * j) + rng.uniform(-3, 3) * k),
                                                                      f1(2 * w), f1(rng.uniform(3, 8) * k)) for j in range(6))
    s.add('<g clip-path="%s" fill="%s" opacity="0.5">%s</g>' % (cp, strata_col, bands))
    return pts


def saguaro(s, x, y, h, col):
    k = s.k
    w = h * 0.13
    d = "M%s,%s V%s" % (f1(x), f1(y), f1(y - h + w / 2))
    d += " M%s,%s h%s V%s" % (f1(x), f1(y - h * 0.45), f1(-h * 0.22), f1(y - h * 0.75))
    d += " M%s,%s h%s V%s" % (f1(x), f1(y - h * 0.35), f1(h * 0.2), f1(y - h * 0.6))
    s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"/>' % (d, col, f1(w)))


def scene_desert(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["desert"]
    hz = H * rng.uniform(0.56, 0.6)
    sx, sy = paint_sky(s, hz, style, idx, clouds=rng.random() < 0.6)
    # far mesas
    for j in range(rng.randint(2, 4)):
        mesa(s, W * (j + rng.uniform(0.1, 0.9)) / 3.5, hz + 2, rng.uniform(220, 460) * k, rng.uniform(70, 150) * k,
             s.land(P["far"], 0.5), s.land("#b86a48", 0.45))
    s.add('<rect x="0" y="%s" width="%d" height="%s" fill="%s"/>' % (f1(hz), W, f1(H - hz), s.land(P["ground"], 0.35)))
    # mid buttes
    sides = [-1, 1] if rng.random() < 0.5 else [rng.choice([-1, 1])]
    for side in sides:
        mesa(s, W * (0.5 + side * rng.uniform(0.24, 0.4)), hz + H * 0.06, rng.uniform(200, 360) * k, rng.uniform(170, 280) * k,
             s.land(P["mid"], 0.2), s.land("#9a4428", 0.15))
    # ground layers
    g1 = hills(rng, W, hz + H * 0.1, H * 0.01, 200)
    s.path(g1.fill_path(H + 5), s.land(P["ground"], 0.15))
    g2 = hills(rng, W, H * 0.82, H * 0.02, 240)
    s.path(g2.fill_path(H + 5), s.land(P["near"], 0.0))
    # road to the vanishing point
    vx = W * rng.uniform(0.42, 0.58)
    road = pts_path([(vx - 3 * k, hz), (vx + 3 * k, hz), (W * 0.5 + 250 * k, H + 5), (W * 0.5 - 250 * k, H + 5)])
    s.path(road, s.land(P["road"], 0.05))
    dashes = []
    z = 1.0
    while z < 40:
        t0, t1 = 1 / z, 1 / (z + 0.6)
        y0, y1 = hz + (H - hz) * t1, hz + (H - hz) * t0
        x0 = vx + (W * 0.5 - vx) * t1
        x1 = vx + (W * 0.5 - vx) * t0
        w0, w1 = 8 * k * t1, 8 * k * t0
        dashes.append(pts_path([(x0 - w0, y0), (x0 + w0, y0), (x1 + w1, y1), (x1 - w1, y1)]))
        z += 1.2
    s.path(" ".join(dashes), s.land("#f5d36b", 0.05, keep=0.3))
    # telephone poles
    poles, wires = [], []
    prev = None
    for z in [1.1, 1.6, 2.3, 3.3, 4.8, 7, 10, 15]:
        t = 1 / z
        px = vx + (W * 0.5 + 400 * k - vx) * t
        py = hz + (H - hz) * t
        ph = 260 * k * t
        poles.append("M%s,%sh%sv%sh%sZ M%s,%sh%sv%sh%sZ" % (f1(px - 3 * k * t * 2), f1(py), f1(6 * k * t * 2), f1(-ph), f1(-6 * k * t * 2),
                                                            f1(px - 30 * k * t), f1(py - ph * 0.92), f1(60 * k * t), f1(4 * k * t * 2), f1(-60 * k * t)))
        if prev:
            wires.append("M%s,%s Q%s,%s %s,%s" % (f1(prev[0]), f1(prev[1]), f1((prev[0] + px) / 2), f1((prev[1] + py - ph * 0.9) / 2 + 10 * k * t), f1(px), f1(py - ph * 0.9)))
        prev = (px, py - ph * 0.9)
    pc = s.land("#4a3328", 0.05)
    s.path(" ".join(poles), pc)
    s.add('<path d="%s" fill="none" stroke="%s" stroke-width="%s" opacity="0.7"/>' % (" ".join(wires), pc, f1(1.4 * k)))
    # cacti + scrub
    cc = s.land(P["cactus"], 0.0)
    for j in range(rng.randint(2, 4)):
        x = rng.choice([rng.uniform(0, W * 0.22), rng.uniform(W * 0.78, W)])
        y = g2.y(x) + rng.uniform(20, 100) * k
        saguaro(s, x, y, rng.uniform(90, 200) * k, cc)
    scrub = "".join("M%s,%s a%s,%s 0 0 1 %s,0 Z" % (f1(x), f1(y), f1(r), f1(r * 0.7), f1(2 * r)) for x, y, r in
                    [(rng.uniform(0, W), rng.uniform(hz + H * 0.12, H), rng.uniform(6, 20) * k) for _ in range(24)])
    s.path(scrub, s.land("#7a7040", 0.05))


# ---- fjord ---------------------------------------------------------------

def scene_fjord(s, slug, style, idx):
    rng, W, H, k = s.rng, s.W, s.H, s.k
    P = LAND["fjord"]
    wl = H * rng.uniform(0.64, 0.7)
    vx = W * rng.uniform(0.4, 0.6)
    sx, sy = paint_sky(s, wl, style, idx, sun_x=vx + rng.uniform(-120, 120) * k)

    def walls():
        r0, t0 = peaks(rng, W, wl + 4, 4, H * 0.1, H * 0.2, xs=[vx + rng.uniform(-200, 200) * k for _ in range(4)])
        draw_mountains(s, r0, t0, wl + 4, s.land(P["far"], 0.72), s.land("#2b3a5a", 0.3) + '" opacity="0.3',
                       snow=s.land("#ffffff", 0.5, keep=0.4), sun_x=sx)
        # left and right cliff walls, two layers each
        for layer, (col, depth, reach) in enumerate([(P["cliff1"], 0.4, 0.2), (P["cliff3"], 0.1, 0.3)]):
            for side in (-1, 1):
                inner = vx + side * W * (reach + rng.uniform(-0.03, 0.03))
                outer = -60 if side < 0 else W + 60
                top_out = H * rng.uniform(0.1, 0.2) + layer * H * 0.06
                top_in = top_out + H * rng.uniform(0.14, 0.22)
                wob = value_noise(rng, 0, 1, 0.12, 16 * k, False)
                n = 20
                pts = []
                for i in range(n + 1):
                    t = i / n
                    pts.append((outer + (inner - outer) * t, top_out + (top_in - top_out) * t ** 1.3 + wob(t)))
                # steep wall down to the water
                m = 8
                foot_x = inner - side * W * 0.09
                for i in range(1, m + 1):
                    t = i / m
                    pts.append((inner + (foot_x - inner) * t ** 1.4 + rng.uniform(-5, 5) * k, top_in + (wl + 2 - top_in) * t))
                pts += [(outer, wl + 2)]
                d = pts_path(pts)
                c = s.land(col, depth)
                s.path(d, c)
                cp = s.clip(d)
                g = s.land(P["green"], depth)
                tops = pts[:n + 1]
                moss = pts_path([(x, y - 40) for x, y in tops] + [(x, y + rng.uniform(16, 36) * k) for x, y in tops[::-1]])
                streaks = "".join('<rect x="%s" y="%s" width="%s" height="%s"/>' % (
                    f1(rng.uniform(min(inner, outer), max(inner, outer))), f1(top_out + rng.uniform(30, 160) * k), f1(rng.uniform(3, 9) * k),
                    f1(rng.uniform(60, 260) * k)) for _ in range(18))
                # lit / shaded face: the wall facing away from the sun is darker
                face = pts_path([(inner, top_in)] + pts[n + 1:n + 1 + m] + [(foot_x + side * W * 0.1, wl + 2), (inner + side * W * 0.04, top_in + 40 * k)])
                shade_op = 0.3 if (side < 0) == (sx > vx) else 0.12
                s.add('<g clip-path="%s"><path d="%s" fill="%s"/><g fill="%s" opacity="0.25">%s</g><path d="%s" fill="#10142a" opacity="%.2f"/></g>' % (
                    cp, moss, g, darker(c, 0.4), streaks, face, shade_op))
                if layer == 1 and side == (1 if sx < vx else -1) and not s.night:
                    fx = outer + (inner - outer) * rng.uniform(0.5, 0.75)
                    fy = Ridge(tops if side < 0 else tops[::-1]).y(fx) + 20 * k
                    s.add('<path d="M%s,%s C%s,%s %s,%s %s,%s" stroke="%s" stroke-width="%s" fill="none" opacity="0.85"/>' % (
                        f1(fx), f1(fy), f1(fx + 4 * k), f1(fy + 120 * k), f1(fx - 6 * k), f1(wl - 120 * k), f1(fx), f1(wl),
                        s.land("#ffffff", 0.2, keep=0.4), f1(6 * k)))
                    s.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s" opacity="0.6"/>' % (f1(fx), f1(wl), f1(22 * k), f1(6 * k), s.land("#ffffff", 0.2, keep=0.4)))
    refl = capture(s, walls)
    wcol = s.land(P["water"], 0.0, keep=0.2)
    draw_water(s, wl, mix(s.T["stops"][3], wcol, 0.4), darker(wcol, 0.35))
    reflect(s, refl, wl, wl, H, 0.4)
    water_streaks(s, wl + 3, H, "#ffffff", n=26, op=0.22)
    if s.tod != "midday":
        sun_glitter(s, sx, wl, H * 0.9, s.T["sun"] if not s.night else "#dfe6ff")
    f = rng.choice([-1, 1])
    ship(s, vx + rng.uniform(-120, 120) * k, wl + H * rng.uniform(0.1, 0.16), rng.uniform(150, 190) * k, f,
         s.land("#24324a", 0.05), s.land("#ffffff", 0.05, keep=0.4), s.land("#d3412f", 0.05, keep=0.2), s.land("#ffffff", 0.1, keep=0.3))
    # foreground rocks with a few pines
    side = style["sun_side"]
    fg = hills(rng, W, H * 0.97, H * 0.03, 120)
    pts = [(x, y - (H * 0.16) * max(0, (x / W if side > 0 else 1 - x / W) - 0.6) / 0.4) for x, y in fg.pts]
    fr = Ridge(pts)
    s.path(fr.fill_path(H + 5), s.land("#24352c", 0.0))
    x0, x1 = (W * 0.72, W + 20) if side > 0 else (-20, W * 0.28)
    forest(s, fr, x0, x1, 50 * k, 120 * k, s.land("#17301f", 0.0), density=0.8, sink=12)


SCENES = {"mountain": scene_mountain, "snow": scene_snow, "city": scene_city, "beach": scene_beach,
          "countryside": scene_countryside, "desert": scene_desert, "fjord": scene_fjord}


def scene_svg(slug, kind, idx, W=1200, H=800, tod=None):
    style = dest_style(slug)
    tod = tod or TIME_ORDER[(idx - 1) % 5]
    rng = seeded("scene", slug, idx, W, H)
    s = Scene(W, H, rng, tod, style["hue_sky"], style["hue_land"], style["sat_land"])
    SCENES[kind](s, slug, style, idx)
    return s.render()


# --------------------------------------------------------------------------
# avatars
# --------------------------------------------------------------------------

AVATARS = {
    # name: skin, hair colour, hair style, shirt, background, age, extras
    "daniel": dict(skin="#f0c4a0", hair="#5a3a24", style="side", shirt="#3d6fb6", bg="#cfe3f7", age="adult",
                   extras=["glasses", "stubble", "collar"]),
    "sofia": dict(skin="#f6d2b8", hair="#8a3b1e", style="long", shirt="#e07a5f", bg="#fbe0cf", age="adult",
                  extras=["earrings", "vneck"]),
    "leo": dict(skin="#f0c4a0", hair="#6b4226", style="tousled", shirt="#2a9d8f", bg="#d4f0d8", age="teen",
                extras=["stripe"]),
    "mia": dict(skin="#f6d2b8", hair="#9a6a3a", style="ponytail", shirt="#f2a541", bg="#fde2ef", age="child",
                extras=["freckles", "star"]),
    "amara": dict(skin="#8d5a3b", hair="#24160f", style="afro", shirt="#f4d35e", bg="#e9d5f5", age="adult",
                  extras=["earrings", "necklace"]),
    "henrik": dict(skin="#f7d9c4", hair="#d9b76a", style="short", shirt="#33506e", bg="#dbe8f7", age="adult",
                   extras=["beard", "sweater"]),
    "lucia": dict(skin="#e5b08a", hair="#3b2418", style="bun", shirt="#b5364b", bg="#f6e1c8", age="adult",
                  extras=["earrings", "scarf"]),
    "kenji": dict(skin="#efc49c", hair="#1c1c22", style="neat", shirt="#2f3542", bg="#e2dcf5", age="adult",
                  extras=["blazer"]),
    "grace": dict(skin="#f4d1b6", hair="#c4622d", style="bob", shirt="#5b8bd0", bg="#d5efe9", age="adult",
                  extras=["freckles", "denim"]),
    "tomas": dict(skin="#e6b58f", hair="#6e4b2e", style="curly", shirt="#5e8c61", bg="#f0e3cf", age="adult",
                  extras=["stubble", "hoodie"]),
}


def avatar_svg(name):
    c = AVATARS[name]
    rng = seeded("avatar", name)
    S = 256
    age = c["age"]
    skin, hair, shirt = c["skin"], c["hair"], c["shirt"]
    ex = c["extras"]
    cx = 128
    if age == "child":
        cy, R, sh_w, sh_top = 118, 54, 70, 196
    elif age == "teen":
        cy, R, sh_w, sh_top = 114, 52, 80, 190
    else:
        cy, R, sh_w, sh_top = 110, 50, 92, 184
    skin_d = darker(skin, 0.12)
    hair_d = darker(hair, 0.25)
    out = []
    a = out.append
    a('<rect width="256" height="256" fill="%s"/>' % c["bg"])
    a('<circle cx="128" cy="118" r="104" fill="%s"/>' % lighter(c["bg"], 0.45))
    # a few confetti dots in the background
    for _ in range(6):
        ang = rng.uniform(0, 6.28)
        rr = rng.uniform(98, 118)
        a('<circle cx="%s" cy="%s" r="%s" fill="%s" opacity="0.6"/>' % (f1(128 + math.cos(ang) * rr), f1(118 + math.sin(ang) * rr),
                                                                     f1(rng.uniform(3, 6)), darker(c["bg"], 0.15)))
    # hair that sits behind the head
    st = c["style"]
    if st == "long":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 1.25), f1(cy + R * 1.9), f1(cx - R * 1.45), f1(cy - R * 0.6), f1(cx - R * 0.9), f1(cy - R * 1.35), f1(cx), f1(cy - R * 1.2),
            f1(cx + R * 0.9), f1(cy - R * 1.35), f1(cx + R * 1.45), f1(cy - R * 0.6), f1(cx + R * 1.25), f1(cy + R * 1.9), hair))
    elif st == "bob":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Q%s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 1.2), f1(cy + R * 0.75), f1(cx - R * 1.35), f1(cy - R * 0.7), f1(cx - R * 0.8), f1(cy - R * 1.3), f1(cx), f1(cy - R * 1.22),
            f1(cx + R * 0.8), f1(cy - R * 1.3), f1(cx + R * 1.35), f1(cy - R * 0.7), f1(cx + R * 1.2), f1(cy + R * 0.75),
            f1(cx), f1(cy + R * 0.95), f1(cx - R * 1.2), f1(cy + R * 0.75), hair))
    elif st == "afro":
        blobs = []
        for i in range(16):
            ang = math.pi * (0.85 + 1.3 * i / 15)
            rr = R * rng.uniform(1.08, 1.2)
            blobs.append('<circle cx="%s" cy="%s" r="%s"/>' % (f1(cx + math.cos(ang) * rr), f1(cy - R * 0.15 + math.sin(ang) * rr * 0.95), f1(R * rng.uniform(0.38, 0.48))))
        a('<g fill="%s">%s<ellipse cx="%s" cy="%s" rx="%s" ry="%s"/></g>' % (hair, "".join(blobs), f1(cx), f1(cy - R * 0.2), f1(R * 1.25), f1(R * 1.15)))
    elif st == "ponytail":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx + R * 0.7), f1(cy - R * 0.6), f1(cx + R * 1.6), f1(cy - R * 0.6), f1(cx + R * 1.7), f1(cy + R * 0.6), f1(cx + R * 1.25), f1(cy + R * 1.3),
            f1(cx + R * 1.2), f1(cy + R * 0.5), f1(cx + R * 1.05), f1(cy - R * 0.1), f1(cx + R * 0.6), f1(cy - R * 0.2), hair))
        a('<circle cx="%s" cy="%s" r="%s" fill="#e84a8a"/>' % (f1(cx + R * 0.95), f1(cy - R * 0.5), f1(R * 0.16)))
    elif st == "bun":
        a('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f1(cx + R * 0.1), f1(cy - R * 1.12), f1(R * 0.42), hair))
    # shoulders / top
    top_col = shirt
    shirt_d = 'M%s,256 C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,256 Z' % (
        f1(cx - sh_w * 1.05), f1(cx - sh_w), f1(sh_top + 16), f1(cx - sh_w * 0.55), f1(sh_top), f1(cx), f1(sh_top),
        f1(cx + sh_w * 0.55), f1(sh_top), f1(cx + sh_w), f1(sh_top + 16), f1(cx + sh_w * 1.05))
    a('<path d="%s" fill="%s"/>' % (shirt_d, top_col))
    # neck
    nw = R * 0.34
    a('<path d="M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z" fill="%s"/>' % (
        f1(cx - nw), f1(cy + R * 0.6), f1(cx - nw), f1(sh_top + 8), f1(cx), f1(sh_top + 22), f1(cx + nw), f1(sh_top + 8),
        f1(cx + nw), f1(cy + R * 0.6), skin_d))
    if "vneck" in ex:
        a('<path d="M%s,%s L%s,%s L%s,%s Z" fill="%s"/>' % (f1(cx - 22), f1(sh_top + 2), f1(cx), f1(sh_top + 34), f1(cx + 22), f1(sh_top + 2), skin_d))
    if "collar" in ex:
        a('<path d="M%s,%s L%s,%s L%s,%s Z M%s,%s L%s,%s L%s,%s Z" fill="%s"/>' % (
            f1(cx - 26), f1(sh_top + 2), f1(cx - 2), f1(sh_top + 22), f1(cx - 14), f1(sh_top + 34),
            f1(cx + 26), f1(sh_top + 2), f1(cx + 14), f1(sh_top + 34), f1(cx + 2), f1(sh_top + 22), "#f4f6fb"))
        a('<path d="M%s,%s V256" stroke="%s" stroke-width="2"/>' % (f1(cx), f1(sh_top + 24), darker(shirt, 0.25)))
        for yy in (sh_top + 40, sh_top + 58):
            a('<circle cx="%s" cy="%s" r="2.2" fill="%s"/>' % (f1(cx + 5), f1(yy), "#f4f6fb"))
    if "stripe" in ex:
        a('<clipPath id="shirt"><path d="%s"/></clipPath>' % shirt_d)
        a('<path d="M%s,%s H%s" stroke="#ffffff" stroke-width="9" opacity="0.85" clip-path="url(#shirt)"/>' % (f1(cx - sh_w * 1.1), f1(sh_top + 44), f1(cx + sh_w * 1.1)))
        a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="6"/>' % (f1(cx - 20), f1(sh_top + 3), f1(cx), f1(sh_top + 20), f1(cx + 20), f1(sh_top + 3), darker(shirt, 0.25)))
    if "star" in ex:
        pts_ = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rr = 14 if i % 2 == 0 else 6
            pts_.append((cx + math.cos(ang) * rr, sh_top + 42 + math.sin(ang) * rr))
        a('<path d="%s" fill="#ffffff"/>' % pts_path(pts_))
        a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="5"/>' % (f1(cx - 18), f1(sh_top + 3), f1(cx), f1(sh_top + 18), f1(cx + 18), f1(sh_top + 3), darker(shirt, 0.2)))
    if "necklace" in ex:
        a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="#f7c948" stroke-width="2.5"/><circle cx="%s" cy="%s" r="5" fill="#2a9d8f"/>' % (
            f1(cx - 24), f1(sh_top + 2), f1(cx), f1(sh_top + 40), f1(cx + 24), f1(sh_top + 2), f1(cx), f1(sh_top + 22)))
    if "sweater" in ex:
        a('<path d="M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - 30), f1(sh_top - 4), f1(cx), f1(sh_top + 8), f1(cx + 30), f1(sh_top - 4), f1(cx + 32), f1(sh_top + 14),
            f1(cx), f1(sh_top + 26), f1(cx - 32), f1(sh_top + 14), darker(shirt, 0.2)))
        for i in range(-4, 5):
            a('<path d="M%s,%s l6,-7 l6,7" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>' % (f1(cx + i * 20 - 6), f1(sh_top + 50)))
    if "scarf" in ex:
        a('<path d="M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - 36), f1(sh_top - 2), f1(cx), f1(sh_top + 18), f1(cx + 36), f1(sh_top - 2), f1(cx + 40), f1(sh_top + 16),
            f1(cx), f1(sh_top + 38), f1(cx - 40), f1(sh_top + 16), "#f2c14e"))
        a('<path d="M%s,%s l14,0 l6,46 l-16,0 Z" fill="%s"/>' % (f1(cx + 10), f1(sh_top + 22), "#e9b33a"))
    if "blazer" in ex:
        a('<path d="M%s,%s L%s,%s L%s,256 L%s,256 L%s,%s L%s,%s Z" fill="#f4f6fb"/>' % (
            f1(cx - 24), f1(sh_top + 2), f1(cx), f1(sh_top + 20), f1(cx - 14), f1(cx + 14), f1(cx), f1(sh_top + 20), f1(cx + 24), f1(sh_top + 2)))
        a('<path d="M%s,%s L%s,%s L%s,%s L%s,256 Z" fill="%s"/>' % (f1(cx - 4), f1(sh_top + 22), f1(cx + 4), f1(sh_top + 22), f1(cx + 7), f1(sh_top + 60), f1(cx), "#c0392b"))
        a('<path d="M%s,%s L%s,%s L%s,256 L%s,256 Z M%s,%s L%s,%s L%s,256 L%s,256 Z" fill="%s"/>' % (
            f1(cx - 26), f1(sh_top + 2), f1(cx - 4), f1(sh_top + 60), f1(cx - 18), f1(cx - 44),
            f1(cx + 26), f1(sh_top + 2), f1(cx + 4), f1(sh_top + 60), f1(cx + 18), f1(cx + 44), darker(shirt, 0.2)))
    if "denim" in ex:
        a('<path d="M%s,%s L%s,%s L%s,%s Z M%s,%s L%s,%s L%s,%s Z" fill="%s"/>' % (
            f1(cx - 30), f1(sh_top + 0), f1(cx - 4), f1(sh_top + 30), f1(cx - 30), f1(sh_top + 24),
            f1(cx + 30), f1(sh_top + 0), f1(cx + 30), f1(sh_top + 24), f1(cx + 4), f1(sh_top + 30), darker(shirt, 0.2)))
        a('<path d="M%s,%s L%s,%s L%s,%s Z" fill="#fdfdf7"/>' % (f1(cx - 16), f1(sh_top + 4), f1(cx), f1(sh_top + 26), f1(cx + 16), f1(sh_top + 4)))
        a('<path d="M%s,%s V256 M%s,%s h22 M%s,%s h22" stroke="%s" stroke-width="2" stroke-dasharray="4 3" fill="none"/>' % (
            f1(cx), f1(sh_top + 28), f1(cx - 58), f1(sh_top + 44), f1(cx + 36), f1(sh_top + 44), "#f2c14e"))
    if "hoodie" in ex:
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Q%s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - 44), f1(sh_top - 6), f1(cx - 40), f1(sh_top + 28), f1(cx + 40), f1(sh_top + 28), f1(cx + 44), f1(sh_top - 6),
            f1(cx + 30), f1(sh_top + 10), f1(cx - 30), f1(sh_top + 10), f1(cx - 44), f1(sh_top - 6), f1(cx), f1(sh_top - 14), f1(cx - 44), f1(sh_top - 6),
            darker(shirt, 0.18)))
        a('<path d="M%s,%s v30 M%s,%s v30" stroke="#f4f6fb" stroke-width="3" stroke-linecap="round"/>' % (f1(cx - 12), f1(sh_top + 16), f1(cx + 12), f1(sh_top + 16)))
    # ears
    a('<circle cx="%s" cy="%s" r="%s" fill="%s"/><circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (
        f1(cx - R * 0.98), f1(cy + R * 0.08), f1(R * 0.2), skin_d, f1(cx + R * 0.98), f1(cy + R * 0.08), f1(R * 0.2), skin_d))
    if "earrings" in ex:
        a('<circle cx="%s" cy="%s" r="4" fill="#f7c948"/><circle cx="%s" cy="%s" r="4" fill="#f7c948"/>' % (
            f1(cx - R * 1.0), f1(cy + R * 0.32), f1(cx + R * 1.0), f1(cy + R * 0.32)))
    # head
    ry = R * (1.08 if age == "adult" else 1.0)
    a('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s"/>' % (f1(cx), f1(cy), f1(R * 0.95), f1(ry), skin))
    # beard / stubble
    if "beard" in ex or "stubble" in ex:
        op = 1.0 if "beard" in ex else 0.16
        col = hair if "beard" in ex else darker(hair, 0.2)
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s" opacity="%.2f"/>' % (
            f1(cx - R * 0.93), f1(cy + R * 0.05), f1(cx - R * 0.9), f1(cy + R * 0.95), f1(cx - R * 0.4), f1(cy + ry * 1.08), f1(cx), f1(cy + ry * 1.1),
            f1(cx + R * 0.4), f1(cy + ry * 1.08), f1(cx + R * 0.9), f1(cy + R * 0.95), f1(cx + R * 0.93), f1(cy + R * 0.05),
            f1(cx + R * 0.7), f1(cy + R * 0.5), f1(cx - R * 0.7), f1(cy + R * 0.5), f1(cx), f1(cy + R * 0.35),
            f1(cx - R * 0.5), f1(cy + R * 0.35), f1(cx - R * 0.8), f1(cy + R * 0.4), f1(cx - R * 0.93), f1(cy + R * 0.05), col, op))
    # front hair
    top = cy - ry
    if st in ("short", "side", "neat"):
        part = {"short": 0.0, "side": -0.35, "neat": 0.3}[st]
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s L%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 0.97), f1(cy + R * 0.05), f1(cx - R * 1.12), f1(top - R * 0.05), f1(cx - R * 0.4), f1(top - R * 0.32), f1(cx + R * 0.1), f1(top - R * 0.22),
            f1(cx + R * 0.8), f1(top - R * 0.2), f1(cx + R * 1.12), f1(top + R * 0.3), f1(cx + R * 0.97), f1(cy + R * 0.05),
            f1(cx + R * 0.86), f1(cy - R * 0.28),
            f1(cx + R * 0.75), f1(cy - R * 0.55), f1(cx + R * (0.3 + part * 0.3)), f1(cy - R * 0.62), f1(cx + R * part), f1(cy - R * 0.72),
            f1(cx + R * (part - 0.2)), f1(cy - R * 0.45 if part < 0 else cy - R * 0.62), f1(cx - R * 0.7), f1(cy - R * 0.5), f1(cx - R * 0.86), f1(cy - R * 0.25), hair))
        if st == "neat":
            a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="2.5"/>' % (
                f1(cx + R * 0.3), f1(top - R * 0.15), f1(cx + R * 0.1), f1(cy - R * 0.85), f1(cx + R * 0.25), f1(cy - R * 0.66), hair_d))
    elif st == "curly":
        blobs = []
        for i in range(11):
            ang = math.pi * (1.0 + i / 10)
            blobs.append('<circle cx="%s" cy="%s" r="%s"/>' % (f1(cx + math.cos(ang) * R * 0.85), f1(cy - R * 0.25 + math.sin(ang) * ry * 0.75), f1(R * 0.3)))
        a('<g fill="%s">%s<ellipse cx="%s" cy="%s" rx="%s" ry="%s"/></g>' % (hair, "".join(blobs), f1(cx), f1(cy - R * 0.75), f1(R * 0.8), f1(R * 0.35)))
    elif st == "tousled":
        d = "M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s" % (
            f1(cx - R * 0.98), f1(cy + R * 0.1), f1(cx - R * 1.15), f1(top - R * 0.1), f1(cx - R * 0.3), f1(top - R * 0.4), f1(cx + R * 0.2), f1(top - R * 0.3),
            f1(cx + R * 0.9), f1(top - R * 0.2), f1(cx + R * 1.15), f1(top + R * 0.4), f1(cx + R * 0.98), f1(cy + R * 0.1))
        # jagged fringe back to the left
        spikes = [(0.9, -0.3), (0.72, -0.48), (0.6, -0.3), (0.4, -0.58), (0.25, -0.38), (0.05, -0.62), (-0.15, -0.4), (-0.35, -0.6), (-0.55, -0.4), (-0.75, -0.55), (-0.9, -0.25)]
        d += "".join(" L%s,%s" % (f1(cx + R * sx_), f1(cy + R * sy_)) for sx_, sy_ in spikes) + " Z"
        a('<path d="%s" fill="%s"/>' % (d, hair))
    elif st in ("long", "bob"):
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 1.0), f1(cy + R * 0.5), f1(cx - R * 1.15), f1(top), f1(cx - R * 0.5), f1(top - R * 0.3), f1(cx + R * 0.1), f1(top - R * 0.22),
            f1(cx + R * 0.8), f1(top - R * 0.2), f1(cx + R * 1.15), f1(top + R * 0.3), f1(cx + R * 1.0), f1(cy + R * 0.5),
            f1(cx + R * 0.9), f1(cy - R * 0.2), f1(cx + R * 0.6), f1(cy - R * 0.6), f1(cx + R * 0.05), f1(cy - R * 0.78),
            f1(cx - R * 0.35), f1(cy - R * 0.3), f1(cx - R * 0.85), f1(cy - R * 0.4), f1(cx - R * 1.0), f1(cy + R * 0.5), hair))
    elif st == "afro":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 0.95), f1(cy - R * 0.1), f1(cx - R * 0.8), f1(cy - R * 0.75), f1(cx + R * 0.8), f1(cy - R * 0.75), f1(cx + R * 0.95), f1(cy - R * 0.1),
            f1(cx + R * 1.0), f1(top - R * 0.5), f1(cx - R * 1.0), f1(top - R * 0.5), f1(cx - R * 0.95), f1(cy - R * 0.1), hair))
        a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="7" stroke-linecap="round"/>' % (
            f1(cx - R * 0.9), f1(cy - R * 0.55), f1(cx), f1(cy - R * 1.05), f1(cx + R * 0.9), f1(cy - R * 0.55), "#e76f51"))
    elif st == "ponytail":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z" fill="%s"/>' % (
            f1(cx - R * 0.97), f1(cy + R * 0.1), f1(cx - R * 1.12), f1(top - R * 0.05), f1(cx - R * 0.4), f1(top - R * 0.3), f1(cx + R * 0.1), f1(top - R * 0.2),
            f1(cx + R * 0.8), f1(top - R * 0.2), f1(cx + R * 1.12), f1(top + R * 0.3), f1(cx + R * 0.97), f1(cy + R * 0.1),
            f1(cx + R * 0.85), f1(cy - R * 0.38), f1(cx), f1(cy - R * 0.28), f1(cx - R * 0.85), f1(cy - R * 0.38), f1(cx - R * 0.97), f1(cy + R * 0.1), hair))
    elif st == "bun":
        a('<path d="M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" fill="%s"/>' % (
            f1(cx - R * 0.97), f1(cy + R * 0.1), f1(cx - R * 1.12), f1(top - R * 0.05), f1(cx - R * 0.4), f1(top - R * 0.25), f1(cx + R * 0.1), f1(top - R * 0.18),
            f1(cx + R * 0.8), f1(top - R * 0.15), f1(cx + R * 1.12), f1(top + R * 0.3), f1(cx + R * 0.97), f1(cy + R * 0.1),
            f1(cx + R * 0.8), f1(cy - R * 0.5), f1(cx + R * 0.3), f1(cy - R * 0.72), f1(cx - R * 0.2), f1(cy - R * 0.68),
            f1(cx - R * 0.5), f1(cy - R * 0.62), f1(cx - R * 0.85), f1(cy - R * 0.45), f1(cx - R * 0.97), f1(cy + R * 0.1), hair))
    # face
    kid = age in ("child", "teen")
    ey = cy + (R * 0.12 if age == "child" else R * 0.05 if kid else 0)
    ex_ = R * (0.36 if kid else 0.34)
    er = R * (0.1 if age == "child" else 0.085 if kid else 0.075)
    for sgn in (-1, 1):
        a('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#2b2420"/>' % (f1(cx + sgn * ex_), f1(ey), f1(er), f1(er * 1.2)))
        a('<circle cx="%s" cy="%s" r="%s" fill="#ffffff"/>' % (f1(cx + sgn * ex_ + er * 0.35), f1(ey - er * 0.4), f1(er * 0.35)))
        # eyebrows
        a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round"/>' % (
            f1(cx + sgn * (ex_ - R * 0.14)), f1(ey - R * 0.24), f1(cx + sgn * ex_), f1(ey - R * 0.33), f1(cx + sgn * (ex_ + R * 0.14)), f1(ey - R * 0.25),
            hair_d if st != "afro" else "#24160f", f1(3.2 if not kid else 2.6)))
        # cheeks
        a('<circle cx="%s" cy="%s" r="%s" fill="#ff7b7b" opacity="%.2f"/>' % (f1(cx + sgn * R * 0.52), f1(ey + R * 0.3), f1(R * 0.13), 0.28 if kid else 0.18))
    if "freckles" in ex:
        for sgn in (-1, 1):
            for dx, dy in ((0.4, 0.18), (0.5, 0.24), (0.36, 0.28), (0.56, 0.16)):
                a('<circle cx="%s" cy="%s" r="1.6" fill="%s" opacity="0.7"/>' % (f1(cx + sgn * R * dx), f1(ey + R * dy), darker(skin, 0.35)))
    # nose and smile
    a('<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="%s" stroke-width="2.6" stroke-linecap="round"/>' % (
        f1(cx - R * 0.05), f1(ey + R * 0.2), f1(cx + R * 0.08), f1(ey + R * 0.28), f1(cx - R * 0.04), f1(ey + R * 0.33), darker(skin, 0.25)))
    my = ey + R * (0.5 if not kid else 0.46)
    mw = R * (0.24 if not kid else 0.22)
    a('<path d="M%s,%s Q%s,%s %s,%s Z" fill="#8a2f3b"/>' % (f1(cx - mw), f1(my), f1(cx), f1(my + R * 0.3), f1(cx + mw), f1(my)))
    a('<path d="M%s,%s Q%s,%s %s,%s Z" fill="#ffffff"/>' % (f1(cx - mw * 0.8), f1(my + 1), f1(cx), f1(my + R * 0.08), f1(cx + mw * 0.8), f1(my + 1)))
    if "glasses" in ex:
        g = "#2b2b33"
        for sgn in (-1, 1):
            a('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#ffffff" fill-opacity="0.18" stroke="%s" stroke-width="3.2"/>' % (
                f1(cx + sgn * ex_ - R * 0.2), f1(ey - R * 0.16), f1(R * 0.4), f1(R * 0.3), f1(R * 0.08), g))
        a('<path d="M%s,%s Q%s,%s %s,%s M%s,%s L%s,%s M%s,%s L%s,%s" fill="none" stroke="%s" stroke-width="3"/>' % (
            f1(cx - ex_ + R * 0.2), f1(ey - R * 0.04), f1(cx), f1(ey - R * 0.1), f1(cx + ex_ - R * 0.2), f1(ey - R * 0.04),
            f1(cx - ex_ - R * 0.2), f1(ey - R * 0.05), f1(cx - R * 0.95), f1(ey - R * 0.1),
            f1(cx + ex_ + R * 0.2), f1(ey - R * 0.05), f1(cx + R * 0.95), f1(ey - R * 0.1), g))
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 256 256">%s</svg>' % (S, S, "".join(out)))


# --------------------------------------------------------------------------
# hero, banner, favicon
# --------------------------------------------------------------------------

def hero_svg():
    style = dest_style("algarve")
    rng = seeded("hero")
    s = Scene(1600, 900, rng, "golden", style["hue_sky"], style["hue_land"], style["sat_land"])
    scene_beach(s, "algarve", style, 3)
    return s.render()


def banner_svg():
    W, H = 1200, 300
    rng = seeded("banner")
    s = Svg(W, H)
    g = s.lin([(0, "#4f46e5", 1), (0.55, "#7c3aed", 1), (1, "#ec4899", 1)], 0, 0, 1, 0.4)
    s.add('<rect width="%d" height="%d" fill="%s"/>' % (W, H, g))
    # soft bokeh circles
    for _ in range(14):
        r = rng.uniform(20, 110)
        s.add('<circle cx="%s" cy="%s" r="%s" fill="#ffffff" opacity="%.2f"/>' % (f1(rng.uniform(0, W)), f1(rng.uniform(0, H)), f1(r), rng.uniform(0.04, 0.1)))
    # a sunny "window" card on the right with a mini beach
    cx0, cy0, cw, ch = 820, 40, 320, 220
    clip = s.clip("M%d,%d h%d v%d h%d Z" % (cx0, cy0, cw, ch, -cw))
    s.add('<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="#000" opacity="0.18" transform="translate(8,10)"/>' % (cx0, cy0, cw, ch))
    sky = s.lin([(0, "#38bdf8", 1), (1, "#bae6fd", 1)], 0, 0, 0, 1)
    sea = s.lin([(0, "#22d3ee", 1), (1, "#0e7490", 1)], 0, 0, 0, 1)
    inner = ('<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>' % (cx0, cy0, cw, ch, sky) +
             '<circle cx="%d" cy="%d" r="34" fill="#fde68a"/>' % (cx0 + 230, cy0 + 60) +
             '<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>' % (cx0, cy0 + 130, cw, 90, sea) +
             '<path d="M%d,%d Q%d,%d %d,%d L%d,%d L%d,%d Z" fill="#fcd9a0"/>' % (cx0, cy0 + 190, cx0 + 160, cy0 + 160, cx0 + cw, cy0 + 200, cx0 + cw, cy0 + ch, cx0, cy0 + ch))
    pal = Scene(W, H, rng, "midday")
    pal.k = 0.45
    palm(pal, cx0 + 70, cy0 + ch + 5, 170, 0.3, "#8a5a3b", "#15803d")
    inner += "".join(pal.body)
    s.defs.extend(pal.defs)
    s.add('<g clip-path="%s">%s</g>' % (clip, inner))
    s.add('<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="none" stroke="#ffffff" stroke-width="10"/>' % (cx0, cy0, cw, ch))
    # dashed flight path and paper plane
    s.add('<path d="M60,250 C240,260 300,120 470,150 S700,70 760,90" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 12" stroke-linecap="round" opacity="0.8"/>')
    s.add('<g transform="translate(770,86) rotate(-18)"><path d="M0,0 L-70,-26 L-52,0 Z" fill="#ffffff"/><path d="M0,0 L-70,26 L-52,0 Z" fill="#e0e7ff"/>'
          '<path d="M-52,0 L-62,16 L-40,4 Z" fill="#c7d2fe"/></g>')
    # suitcase on the left
    sx_, sy_ = 110, 70
    s.add('<rect x="%d" y="%d" width="150" height="120" rx="18" fill="#f59e0b"/>' % (sx_, sy_ + 30))
    s.add('<path d="M%d,%d v-22 a10,10 0 0 1 10,-10 h40 a10,10 0 0 1 10,10 v22" fill="none" stroke="#78350f" stroke-width="9"/>' % (sx_ + 45, sy_ + 32))
    s.add('<rect x="%d" y="%d" width="14" height="120" fill="#b45309"/><rect x="%d" y="%d" width="14" height="120" fill="#b45309"/>' % (sx_ + 30, sy_ + 30, sx_ + 106, sy_ + 30))
    s.add('<circle cx="%d" cy="%d" r="18" fill="#ffffff"/><circle cx="%d" cy="%d" r="12" fill="#ec4899"/>' % (sx_ + 75, sy_ + 95, sx_ + 75, sy_ + 95))
    s.add('<rect x="%d" y="%d" width="34" height="22" rx="4" fill="#22d3ee" transform="rotate(-12 %d %d)"/>' % (sx_ + 112, sy_ + 120, sx_ + 112, sy_ + 120))
    s.add('<circle cx="%d" cy="%d" r="9" fill="#1f2937"/><circle cx="%d" cy="%d" r="9" fill="#1f2937"/>' % (sx_ + 25, sy_ + 158, sx_ + 125, sy_ + 158))
    # text-free "headline" and "button" shapes
    s.add('<rect x="330" y="196" width="190" height="48" rx="24" fill="#ffffff"/><circle cx="490" cy="220" r="12" fill="#4f46e5"/>')
    s.add('<path d="M484,214 l8,6 l-8,6" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>')
    # sparkles
    for x, y, r in ((600, 60, 10), (700, 210, 7), (300, 50, 8), (560, 250, 6)):
        s.add('<path d="M%d,%d Q%d,%d %d,%d Q%d,%d %d,%d Q%d,%d %d,%d Q%d,%d %d,%d Z" fill="#fde68a"/>' % (
            x, y - r, x, y, x + r, y, x, y, x, y + r, x, y, x - r, y, x, y, x, y - r))
    return s.render()


FAVICON = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="29" fill="#4f46e5"/>
  <circle cx="32" cy="32" r="22" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>
  <path d="M32 12 L38 32 L32 52 L26 32 Z" fill="#ffffff"/>
  <path d="M32 12 L38 32 L26 32 Z" fill="#fbbf24"/>
  <circle cx="32" cy="32" r="3.5" fill="#4f46e5"/>
</svg>
"""


# --------------------------------------------------------------------------
# groups
# --------------------------------------------------------------------------

def make_scenes(pool):
    dests = json.loads(DESTINATIONS.read_text())
    out = MEDIA / "scenes"
    out.mkdir(parents=True, exist_ok=True)
    jobs = []
    for d in dests:
        for i in range(1, 6):
            p = out / ("%s-%d.jpg" % (d["slug"], i))
            jobs.append(pool.submit(lambda d=d, i=i, p=p: svg_to_jpeg(scene_svg(d["slug"], d["kind"], i), p, 1200, 800, 52_000)))
    for j in jobs:
        j.result()


def make_avatars(pool):
    out = MEDIA / "avatars"
    out.mkdir(parents=True, exist_ok=True)
    jobs = [pool.submit(svg_to_jpeg, avatar_svg(n), out / ("%s.jpg" % n), 256, 256, 16_000, (86, 82, 78, 74, 70))
            for n in AVATARS]
    for j in jobs:
        j.result()


def make_site(pool):
    jobs = [pool.submit(svg_to_jpeg, hero_svg(), MEDIA / "hero.jpg", 1600, 900, 110_000, (76, 72, 68, 64, 60, 56)),
            pool.submit(svg_to_jpeg, banner_svg(), MEDIA / "banner-ad.jpg", 1200, 300, 55_000, (80, 76, 72, 68, 64, 60))]
    (PUBLIC / "favicon.svg").write_text(FAVICON)
    for j in jobs:
        j.result()


# --------------------------------------------------------------------------
# podcast clips
# --------------------------------------------------------------------------

EPISODES = [
    ("Lisbon trams", [
        ("leo", "Welcome to Wanderlust Family Radio, episode one! I'm Leo."),
        ("dad", "And I'm Dad. Today we ride Lisbon's famous yellow tram, number twenty eight."),
        ("leo", "It climbs the steepest hills in Alfama, past tiled houses and tiny cafes."),
        ("dad", "We'll tell you when to go, where to sit, and which custard tart was the best."),
    ]),
    ("Packing for Lapland", [
        ("leo", "Welcome to Wanderlust Family Radio, episode two. Leo here."),
        ("dad", "And Dad. Today we are packing for Lapland, where it can reach minus twenty five degrees."),
        ("leo", "Thermal layers, giant mittens, proper snow boots, and the one toy Mia would not leave behind."),
        ("dad", "Plus our best tips for spotting the northern lights."),
    ]),
    ("Algarve beaches", [
        ("leo", "Welcome to Wanderlust Family Radio, episode three! I'm Leo, and there's still sand in my shoes."),
        ("dad", "Today we explore the beaches of the Algarve. Golden cliffs, sea caves and calm water for little swimmers."),
        ("leo", "And the secret cove we found completely by accident."),
        ("dad", "Grab your sun cream and join us."),
    ]),
    ("Road trip games", [
        ("leo", "Welcome to Wanderlust Family Radio, episode four. It's Leo and Dad."),
        ("dad", "Today, road trip games. Eight hours in a car with the whole family? No problem."),
        ("leo", "Our top five games, the best snacks, and how to survive when someone asks, are we there yet, for the hundredth time."),
    ]),
]

VOICES = [
    {"leo": ("en-gb+m3", 165, 72), "dad": ("en-us+m1", 150, 38)},
    {"leo": ("en-us+m3", 165, 70), "dad": ("en-gb+m1", 148, 36)},
    {"leo": ("en-gb+m4", 168, 68), "dad": ("en-us+m2", 150, 40)},
    {"leo": ("en-us+m4", 166, 74), "dad": ("en-gb-x-rp+m1", 148, 38)},
]

NOTE = {"C4": 261.63, "E4": 329.63, "G4": 392.0, "A4": 440.0, "B4": 493.88, "C5": 523.25, "D5": 587.33, "E5": 659.25,
        "G5": 783.99, "A5": 880.0, "C6": 1046.5, "F4": 349.23, "D4": 293.66, "A3": 220.0}

RATE = "22050"


def sox_tone(path, freqs, dur, vol, fade_in=0.02, fade_out=None):
    """A (chord of) sine tone(s) with a soft envelope."""
    fade_out = dur * 0.8 if fade_out is None else fade_out
    cmd = ["sox", "-n", "-r", RATE, "-c", "1", str(path), "synth", "%.3f" % dur]
    for f in freqs:
        cmd += ["sine", "%.2f" % f]
    if len(freqs) > 1:
        # sox puts every generator on its own channel: fold them back into mono
        cmd = ["sox", "-n", "-r", RATE, "-c", str(len(freqs)), str(path) + ".multi.wav", "synth", "%.3f" % dur] + \
              sum((["sine", "%.2f" % f] for f in freqs), [])
        run(cmd)
        run(["sox", str(path) + ".multi.wav", "-c", "1", str(path), "remix", "-", "fade", "q", "%.3f" % fade_in, "%.3f" % dur,
             "%.3f" % fade_out, "vol", "%.3f" % vol])
        os.remove(str(path) + ".multi.wav")
        return
    run(cmd + ["fade", "q", "%.3f" % fade_in, "%.3f" % dur, "%.3f" % fade_out, "vol", "%.3f" % vol])


def jingle(td, name, notes, chord, step=0.26):
    """Arpeggio of soft sine notes over a sustained chord; returns (wav path, duration)."""
    parts = []
    for i, n in enumerate(notes):
        f = td / ("%s-n%d.wav" % (name, i))
        sox_tone(f, [NOTE[n], NOTE[n] * 2], 1.4, 0.32, 0.01, 1.3)
        parts.append((f, i * step))
    pad = td / ("%s-pad.wav" % name)
    dur = len(notes) * step + 2.2
    sox_tone(pad, [NOTE[c] for c in chord], dur, 0.3, 0.25, 1.6)
    parts.append((pad, 0.0))
    return mix_at(td, name, parts), dur


def mix_at(td, name, parts):
    """Mix wav files, each starting at its own offset (seconds)."""
    padded = []
    for i, (f, off) in enumerate(parts):
        g = td / ("%s-p%d.wav" % (name, i))
        run(["sox", str(f), "-r", RATE, "-c", "1", str(g), "pad", "%.3f" % off, "0"])
        padded.append(g)
    out = td / ("%s.wav" % name)
    if len(padded) == 1:
        shutil.copy(padded[0], out)
    else:
        cmd = ["sox", "-m"]
        for g in padded:
            cmd += ["-v", "1", str(g)]
        run(cmd + [str(out)])
    return out


def wav_len(path):
    return float(run(["soxi", "-D", str(path)]).decode().strip())


def make_episode(n, td):
    title, lines = EPISODES[n - 1]
    voices = VOICES[n - 1]
    td = Path(td) / ("ep%d" % n)
    td.mkdir()
    # speech: one file per line, joined with short pauses
    speech_parts = []
    t = 0.0
    for i, (who, text) in enumerate(lines):
        v, speed, pitch = voices[who]
        raw = td / ("line%d-raw.wav" % i)
        run(["espeak-ng", "-v", v, "-s", str(speed), "-p", str(pitch), "-w", str(raw), text])
        line = td / ("line%d.wav" % i)
        # gentle EQ so the robot voice sounds a little warmer
        run(["sox", str(raw), "-r", RATE, "-c", "1", str(line), "highpass", "90", "treble", "-3", "bass", "+2", "norm", "-3"])
        speech_parts.append((line, t))
        t += wav_len(line) + 0.35
    speech = mix_at(td, "speech", speech_parts)
    speech_len = wav_len(speech)
    intro, intro_len = jingle(td, "intro", ["C5", "E5", "G5", "C6"] if n % 2 else ["G4", "B4", "D5", "G5"],
                              ["C4", "E4", "G4"] if n % 2 else ["G4", "B4", "D5"])
    outro, outro_len = jingle(td, "outro", ["G5", "E5", "C5", "G4", "C5"], ["C4", "E4", "G4"])
    start = intro_len - 0.9
    end = start + speech_len + 0.3
    total = end + outro_len
    bed = td / "bed.wav"
    sox_tone(bed, [NOTE["C4"], NOTE["G4"], NOTE["E5"]], total, 0.025, 1.0, 2.0)
    mixed = mix_at(td, "mix", [(intro, 0.0), (speech, start), (outro, end), (bed, 0.0)])
    final = td / "final.wav"
    run(["sox", str(mixed), str(final), "norm", "-1", "fade", "q", "0.05", "%.3f" % total, "0.6"])
    dur = wav_len(final)
    kbps = 32 if dur * 32000 / 8 < 0.93 * LIMITS["audio"] else 24
    out = MEDIA / "audio" / ("episode-%d.mp3" % n)
    run(["ffmpeg", "-v", "error", "-y", "-i", str(final), "-ac", "1", "-ar", RATE, "-c:a", "libmp3lame", "-b:a", "%dk" % kbps,
         "-metadata", "title=Wanderlust Family Radio %d: %s" % (n, title), "-metadata", "artist=Wanderlust", str(out)])
    return dur


def make_audio(pool):
    (MEDIA / "audio").mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as td:
        jobs = [pool.submit(make_episode, n, td) for n in range(1, len(EPISODES) + 1)]
        for j in jobs:
            j.result()


# --------------------------------------------------------------------------
# video clips
# --------------------------------------------------------------------------

CLIPS = [
    # (first scene, second scene, zoom direction per shot, pan direction per shot)
    ("santorini-2", "santorini-3", [(1.0, 1.14, -1), (1.12, 1.0, 1)]),
    ("alps-3", "alps-2", [(1.0, 1.15, 1), (1.14, 1.02, -1)]),
    ("lisbon-4", "lisbon-5", [(1.02, 1.16, -1), (1.0, 1.12, 1)]),
]
SHOT = 4.5       # seconds per still
XFADE = 1.0      # crossfade length
FPS = 30


def make_clip(n, td):
    a, b, moves = CLIPS[n - 1]
    td = Path(td) / ("clip%d" % n)
    td.mkdir()
    total = 2 * SHOT - XFADE
    # soft ambient bed: a quiet major chord and a breath of brown noise (waves / wind)
    tone = td / "tone.wav"
    sox_tone(tone, [NOTE["A3"], NOTE["E4"], NOTE["A4"] * 1.25], total, 0.1, 1.2, 2.0)
    noise = td / "noise.wav"
    run(["sox", "-n", "-r", RATE, "-c", "1", str(noise), "synth", "%.2f" % total, "brownnoise", "lowpass", "600",
         "tremolo", "0.15", "60", "fade", "q", "1.5", "%.2f" % total, "2", "vol", "0.12"])
    bed = mix_at(td, "bed", [(tone, 0.0), (noise, 0.0)])
    frames = int(SHOT * FPS)
    filt = []
    for i, (z0, z1, pan) in enumerate(moves):
        x0, x1 = (0.15, 0.85) if pan > 0 else (0.85, 0.15)
        z = "%.4f+%.4f*on/%d" % (z0, z1 - z0, frames)
        x = "(iw-iw/zoom)*(%.3f+%.3f*on/%d)" % (x0 * 0.6 + 0.2, (x1 - x0) * 0.6, frames)
        y = "(ih-ih/zoom)*0.5"
        filt.append("[%d:v]crop=1200:675:0:70,scale=3200:1800,zoompan=z='%s':x='%s':y='%s':d=%d:s=640x360:fps=%d,setsar=1,format=yuv420p[v%d]"
                    % (i, z, x, y, frames, FPS, i))
    filt.append("[v0][v1]xfade=transition=fade:duration=%.2f:offset=%.2f,format=yuv420p[v]" % (XFADE, SHOT - XFADE))
    out = MEDIA / "video" / ("clip-%d.mp4" % n)
    run(["ffmpeg", "-v", "error", "-y",
         "-i", str(MEDIA / "scenes" / (a + ".jpg")), "-i", str(MEDIA / "scenes" / (b + ".jpg")), "-i", str(bed),
         "-filter_complex", ";".join(filt), "-map", "[v]", "-map", "2:a",
         "-c:v", "libx264", "-profile:v", "main", "-preset", "slow", "-crf", "25", "-maxrate", "380k", "-bufsize", "760k",
         "-pix_fmt", "yuv420p", "-r", str(FPS), "-g", str(FPS * 2),
         "-c:a", "aac", "-b:a", "48k", "-ac", "1", "-ar", "44100",
         "-t", "%.2f" % total, "-movflags", "+faststart", str(out)])
    # poster frame = first frame
    ppm = td / "thumb.ppm"
    run(["ffmpeg", "-v", "error", "-y", "-i", str(out), "-frames:v", "1", "-pix_fmt", "rgb24", str(ppm)])
    thumb = MEDIA / "video" / ("clip-%d.jpg" % n)
    for q in (82, 78, 74, 70, 64, 58):
        run(["cjpeg", "-quality", str(q), "-progressive", "-optimize", "-outfile", str(thumb), str(ppm)])
        if thumb.stat().st_size <= 36_000:
            break


def make_video(pool):
    (MEDIA / "video").mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as td:
        jobs = [pool.submit(make_clip, n, td) for n in range(1, len(CLIPS) + 1)]
        for j in jobs:
            j.result()


# --------------------------------------------------------------------------
# checks
# --------------------------------------------------------------------------

def probe(path):
    out = run(["ffprobe", "-v", "error", "-show_entries", "stream=codec_type,codec_name,width,height,pix_fmt,channels,profile"
               ":format=duration", "-of", "json", str(path)])
    return json.loads(out)


def check_outputs():
    """Every expected file exists and is within its size limit; a few format checks too."""
    dests = json.loads(DESTINATIONS.read_text())
    expected = []
    for d in dests:
        for i in range(1, 6):
            expected.append((MEDIA / "scenes" / ("%s-%d.jpg" % (d["slug"], i)), LIMITS["scenes"]))
    for n in AVATARS:
        expected.append((MEDIA / "avatars" / ("%s.jpg" % n), LIMITS["avatars"]))
    for n in range(1, len(EPISODES) + 1):
        expected.append((MEDIA / "audio" / ("episode-%d.mp3" % n), LIMITS["audio"]))
    for n in range(1, len(CLIPS) + 1):
        expected.append((MEDIA / "video" / ("clip-%d.mp4" % n), LIMITS["video"]))
        expected.append((MEDIA / "video" / ("clip-%d.jpg" % n), LIMITS["video_thumb"]))
    expected.append((MEDIA / "hero.jpg", LIMITS["hero"]))
    expected.append((MEDIA / "banner-ad.jpg", LIMITS["banner"]))
    expected.append((PUBLIC / "favicon.svg", 4_000))
    problems = []
    total = 0
    for path, limit in expected:
        if not path.exists():
            problems.append("missing: %s" % path.relative_to(ROOT))
            continue
        size = path.stat().st_size
        total += size
        if size > limit:
            problems.append("too big: %s is %d bytes (limit %d)" % (path.relative_to(ROOT), size, limit))
    if total > LIMITS["total"]:
        problems.append("total media size %d exceeds %d" % (total, LIMITS["total"]))
    for n in range(1, len(EPISODES) + 1):
        p = MEDIA / "audio" / ("episode-%d.mp3" % n)
        if p.exists():
            info = probe(p)
            dur = float(info["format"]["duration"])
            ch = info["streams"][0].get("channels")
            if not (20 <= dur <= 40) or ch != 1:
                problems.append("%s: duration %.1fs / channels %s (want 20-40 s, mono)" % (p.name, dur, ch))
    for n in range(1, len(CLIPS) + 1):
        p = MEDIA / "video" / ("clip-%d.mp4" % n)
        if p.exists():
            info = probe(p)
            dur = float(info["format"]["duration"])
            v = [st for st in info["streams"] if st["codec_type"] == "video"][0]
            a = [st for st in info["streams"] if st["codec_type"] == "audio"]
            if not (6 <= dur <= 10) or (v["width"], v["height"]) != (640, 360) or v["codec_name"] != "h264" \
                    or v["pix_fmt"] != "yuv420p" or not a:
                problems.append("%s: unexpected format %s" % (p.name, info))
    if problems:   # explicit raise so the checks also run under python -O
        raise AssertionError("media checks failed:\n  " + "\n  ".join(problems))
    return expected, total


def main(argv):
    missing = [t for t in TOOLS + ["soxi", "ffprobe"] if not shutil.which(t)]
    if missing:
        sys.exit("missing tools: %s\n  apt-get install -y librsvg2-bin libjpeg-turbo-progs ffmpeg espeak-ng sox" % " ".join(missing))
    groups = argv or ["scenes", "avatars", "site", "audio", "video"]
    unknown = set(groups) - {"scenes", "avatars", "site", "audio", "video", "check"}
    if unknown:
        sys.exit("unknown group(s): %s" % " ".join(sorted(unknown)))
    t0 = time.time()
    MEDIA.mkdir(parents=True, exist_ok=True)
    steps = [("scenes", make_scenes), ("avatars", make_avatars), ("site", make_site), ("audio", make_audio), ("video", make_video)]
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        for name, fn in steps:
            if name in groups:
                t = time.time()
                fn(pool)
                print("%-8s %.1fs" % (name, time.time() - t), flush=True)
    expected, total = check_outputs()
    print("ok: %d files, %.2f MB in total, %.1fs" % (len(expected), total / 1e6, time.time() - t0))


if __name__ == "__main__":
    main(sys.argv[1:])
