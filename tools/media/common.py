"""Shared by every kind of media: paths, size limits, the command runner, seeded randomness,
SVG -> JPEG, colour helpers and the SVG document builder."""
import colorsys
import hashlib
import os
import random
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# MEDIA_OUT stands in for public/ (a scratch folder for trying the generator).
PUBLIC = Path(os.environ["MEDIA_OUT"]).resolve() if os.environ.get("MEDIA_OUT") else ROOT / "public"
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


def make_numbered(pool, folder, make_one, count):
    """make_one(n, scratch dir) for n = 1..count on the pool, into MEDIA/folder (audio, video)."""
    (MEDIA / folder).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as td:
        jobs = [pool.submit(make_one, n, td) for n in range(1, count + 1)]
        for j in jobs:
            j.result()


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
