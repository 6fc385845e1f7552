"""The checks every run ends with: each file exists and fits its size limit, audio and video
have the expected duration and format."""
import json

from common import DESTINATIONS, LIMITS, MEDIA, PUBLIC, run
from avatars import AVATARS
from audio import EPISODES
from video import CLIPS

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
            problems.append("missing: %s" % path.relative_to(PUBLIC.parent))
            continue
        size = path.stat().st_size
        total += size
        if size > limit:
            problems.append("too big: %s is %d bytes (limit %d)" % (path.relative_to(PUBLIC.parent), size, limit))
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
