"""The site's own pictures: public/media/hero.jpg, public/media/banner-ad.jpg and
public/favicon.svg."""
from common import MEDIA, PUBLIC, Svg, f1, seeded, svg_to_jpeg
from scene_kit import Scene, dest_style, palm
from scenes import scene_beach

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


def make_site(pool):
    jobs = [pool.submit(svg_to_jpeg, hero_svg(), MEDIA / "hero.jpg", 1600, 900, 110_000, (76, 72, 68, 64, 60, 56)),
            pool.submit(svg_to_jpeg, banner_svg(), MEDIA / "banner-ad.jpg", 1200, 300, 55_000, (80, 76, 72, 68, 64, 60))]
    (PUBLIC / "favicon.svg").write_text(FAVICON)
    for j in jobs:
        j.result()
