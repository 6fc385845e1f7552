"""The destination scenes: public/media/scenes/{slug}-{1..5}.jpg, one composer per kind of
landscape (mountain, snow, city, beach, countryside, desert, fjord). The destinations and their
kinds are read from content/destinations.json."""
import json
import math

from common import DESTINATIONS, MEDIA, darker, f1, lighter, mix, pts_path, seeded, svg_to_jpeg
from scene_kit import (
    LAND,
    Ridge,
    Scene,
    TIME_ORDER,
    capture,
    cypress_path,
    dest_style,
    draw_aurora,
    draw_clouds,
    draw_mountains,
    draw_sky,
    draw_stars,
    draw_sun,
    draw_water,
    forest,
    grass_tufts,
    hills,
    house,
    paint_sky,
    palm,
    peaks,
    pine_path,
    pine_snow_path,
    reflect,
    round_tree,
    sailboat,
    ship,
    sun_glitter,
    sun_pos,
    sun_x_for,
    valley_x,
    value_noise,
    water_streaks,
)

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
