"""The authors' portraits: public/media/avatars/{name}.jpg."""
import math

from common import MEDIA, darker, f1, lighter, pts_path, seeded, svg_to_jpeg

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
def make_avatars(pool):
    out = MEDIA / "avatars"
    out.mkdir(parents=True, exist_ok=True)
    jobs = [pool.submit(svg_to_jpeg, avatar_svg(n), out / ("%s.jpg" % n), 256, 256, 16_000, (86, 82, 78, 74, 70))
            for n in AVATARS]
    for j in jobs:
        j.result()
