"""Makes the seven pairs of matplotlib's own test of compare_images (tests/test_compare_images.py), anew from
PngSuite's basn3p02 (../../pngsuite/png/) and solid greys, and the RMS compare_images takes on each, kept in rms.tsv
beside the RMS matplotlib's test expects. Six of the seven pictures are made pixel for pixel as matplotlib's own are
(checked against its files once, when these were made); its scrambled picture is a random shuffle of each channel's
values, made here with a fixed seed, so its RMS is compare_images' on this shuffle, not the test's 172.63582.
Run with Debian's /usr/bin/python3 (python3-matplotlib, python3-pil): python3 make.py"""
import numpy as np
from PIL import Image
import os
from matplotlib.testing.compare import _load_image, calculate_rms, compare_images

base = Image.open("../../pngsuite/png/basn3p02.png")
rgb = np.asarray(base.convert("RGB"))


def save_like_base(name, array):
    """As a palette picture, the way matplotlib keeps its variants of basn3p02."""
    Image.fromarray(array.astype(np.uint8), "RGB").quantize(palette=base.convert("P")).save(name)


base.save("basn3p02.png")
offset = np.roll(rgb, 1, axis=1)
save_like_base("basn3p02-1px-offset.png", offset)
half = rgb.copy()
half[:16] = offset[:16]
save_like_base("basn3p02-half-1px-offset.png", half)
minor = rgb.copy()
minor[16:18, 23] = (255, 255, 0)
save_like_base("basn3p02-minorchange.png", minor)
rng = np.random.default_rng(20261202)
scrambled = np.stack([rng.permutation(rgb[:, :, c].ravel()).reshape(32, 32) for c in range(3)], 2)
Image.fromarray(scrambled.astype(np.uint8), "RGB").save("basn3p02-scrambled.png")
Image.fromarray(np.full((400, 640, 3), 127, np.uint8), "RGB").save("all127.png")
Image.fromarray(np.full((400, 640, 3), 128, np.uint8), "RGB").save("all128.png")

# (expected, actual, tol, the RMS matplotlib's test expects: None where it expects the pair to pass)
CASES = [
    ("basn3p02.png", "basn3p02-minorchange.png", 10, None),
    ("basn3p02.png", "basn3p02-minorchange.png", 0, 6.50646),
    ("basn3p02.png", "basn3p02-1px-offset.png", 0, 90.15611),
    ("basn3p02.png", "basn3p02-half-1px-offset.png", 0, 63.75),
    ("basn3p02.png", "basn3p02-scrambled.png", 0, None),
    ("all127.png", "all128.png", 0, 1),
    ("all128.png", "all127.png", 0, 1),
]
with open("rms.tsv", "w") as out:
    out.write("expected\tactual\ttol\tpasses\trms\tmatplotlib_test_rms\n")
    for e, a, tol, expected in CASES:
        result = compare_images(e, a, tol=tol, in_decorator=True)
        rms = calculate_rms(_load_image(e).astype(np.int16), _load_image(a).astype(np.int16))
        if result is not None:
            os.remove(result["diff"])
        if expected is not None:
            assert abs(rms - expected) < 1e-4, (e, a, rms, expected)
        out.write(f"{e}\t{a}\t{tol}\t{str(result is None).lower()}\t{rms:.6f}\t{'' if expected is None else expected}\n")
