"""The video clips: public/media/video/clip-{1..3}.mp4 (Ken Burns over two scene JPEGs, so the
scenes must exist) and their poster frames clip-{1..3}.jpg."""
from pathlib import Path

from common import MEDIA, make_numbered, run
from audio import NOTE, RATE, mix_at, sox_tone

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
    make_numbered(pool, "video", make_clip, len(CLIPS))
