"""Makes pairs of PNGs and, for each, the RMS matplotlib's compare_images takes (its _load_image and calculate_rms),
kept in rms.tsv; "refused" where matplotlib refuses the pair (an RGBA picture with transparency beside an opaque one).
Run with Debian's /usr/bin/python3 (python3-matplotlib, python3-pil): python3 make.py"""
import numpy as np
from PIL import Image
from matplotlib.testing.compare import _load_image, calculate_rms
from matplotlib.testing.exceptions import ImageComparisonFailure

rng = np.random.default_rng(20261202)
H, W = 40, 60
pairs = []


def save(name, array, mode):
    Image.fromarray(array.astype(np.uint8), mode).save(name + ".png")
    return name + ".png"


def pair(name, a, b, mode_a, mode_b=None):
    pairs.append((save(name + "-expected", a, mode_a), save(name + "-actual", b, mode_b or mode_a)))


base = rng.integers(0, 256, (H, W, 3))
changed = base.copy()
changed[5:15, 10:30] = (changed[5:15, 10:30] + 60) % 256
pair("rgb-colour", base, changed, "RGB")
pair("rgb-noise", base, np.clip(base + rng.integers(-3, 4, base.shape), 0, 255), "RGB")

alpha = np.full((H, W, 1), 128)
pair("translucent-colour", np.concatenate([base, alpha], 2), np.concatenate([changed, alpha], 2), "RGBA")
other = alpha.copy()
other[:, :30] = 200
pair("alpha-only", np.concatenate([base, alpha], 2), np.concatenate([base, other], 2), "RGBA")
opaque = np.full((H, W, 1), 255)
hole = opaque.copy()
hole[10:20, 10:20] = 0
pair("hole-in-opaque", np.concatenate([base, opaque], 2), np.concatenate([base, hole], 2), "RGBA")
pair("opaque-rgba-and-rgb", np.concatenate([changed, opaque], 2), base, "RGBA", "RGB")
mixed = rng.integers(0, 256, (H, W, 1))
pair("rgba-noise", np.concatenate([base, mixed], 2), np.concatenate([np.clip(base + rng.integers(-9, 10, base.shape), 0, 255),
                                                                    np.clip(mixed + rng.integers(-9, 10, mixed.shape), 0, 255)], 2), "RGBA")
grey = rng.integers(0, 256, (H, W))
la = np.stack([grey, np.full((H, W), 255)], 2)
la2 = la.copy()
la2[:, :, 1] = 40
pair("grey-alpha-only", la, la2, "LA")
pair("grey-change", grey, (grey + 17) % 256, "L")

with open("rms.tsv", "w") as out:
    out.write("expected\tactual\trms\n")
    for e, a in pairs:
        try:
            rms = "%.6f" % calculate_rms(_load_image(e).astype(np.int16), _load_image(a).astype(np.int16))
        except ImageComparisonFailure:
            rms = "refused"
        out.write(f"{e}\t{a}\t{rms}\n")
