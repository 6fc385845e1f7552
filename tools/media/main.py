#!/usr/bin/env python3
"""Generate every binary media asset of the Wanderlust site under public/media/.

    python3 tools/media/main.py            # everything
    python3 tools/media/main.py scenes     # only some groups:
                                           #   scenes avatars site audio video check

Not part of the build: the generated files are committed. Python 3 standard library only; the
heavy lifting is done by command-line tools (see tools/media/README.md):

    apt-get install -y librsvg2-bin libjpeg-turbo-progs ffmpeg espeak-ng sox

All artwork is drawn as SVG text (flat poster style) and is deterministic: the random generators
are seeded from the destination slug, so a re-run produces the same pictures. MEDIA_OUT=<dir>
writes into <dir> instead of public/ (to try the generator without touching the committed media).
"""
import os
import shutil
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from common import MEDIA, TOOLS
from scenes import make_scenes
from avatars import make_avatars
from site_images import make_site
from audio import make_audio
from video import make_video
from checks import check_outputs


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
