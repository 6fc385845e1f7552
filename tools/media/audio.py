"""The podcast intros: public/media/audio/episode-{1..4}.mp3 (espeak-ng voices, sox jingles),
and the sox helpers the video clips' sound beds share."""
import os
import shutil
from pathlib import Path

from common import LIMITS, MEDIA, make_numbered, run

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
    make_numbered(pool, "audio", make_episode, len(EPISODES))
