package dev.figmark.golden;

/** PNG's five row filters undone (the specification's section 9), the hot loop of comparing pictures. */
final class PngFilters {

    private PngFilters() {
    }

    /**
     * Undoes a row's filter in place: {@code c} the row, {@code p} the row above (zeros for the first).
     *
     * @return false for a filter PNG does not define
     */
    static boolean undo(int filter, byte[] c, byte[] p, int bpp, int stride) {
        switch (filter) {
            case 0 -> {
            }
            case 1 -> {
                for (int i = bpp; i < stride; i++) {
                    c[i] += c[i - bpp];
                }
            }
            case 2 -> {
                for (int i = 0; i < stride; i++) {
                    c[i] += p[i];
                }
            }
            case 3 -> {
                for (int i = 0; i < bpp; i++) {
                    c[i] += (byte) ((p[i] & 0xff) >>> 1);
                }
                for (int i = bpp; i < stride; i++) {
                    c[i] += (byte) (((c[i - bpp] & 0xff) + (p[i] & 0xff)) >>> 1);
                }
            }
            case 4 -> {
                if (bpp == 3 || bpp == 4) {
                    paeth(c, p, bpp, stride);
                    return true;
                }
                for (int i = 0; i < bpp; i++) {
                    c[i] += p[i]; // left and upper left are zero: the predictor is the byte above
                }
                for (int i = bpp; i < stride; i++) {
                    c[i] += (byte) predict(c[i - bpp] & 0xff, p[i] & 0xff, p[i - bpp] & 0xff);
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * Paeth's filter undone for 8-bit RGB and RGBA, a pixel at a time with the left and upper-left bytes held in
     * locals: the general loop reads them back from the row it is writing, which keeps each byte waiting on the last.
     */
    private static void paeth(byte[] c, byte[] p, int bpp, int stride) {
        int a0 = 0;
        int a1 = 0;
        int a2 = 0;
        int a3 = 0;
        int c0 = 0;
        int c1 = 0;
        int c2 = 0;
        int c3 = 0;
        for (int i = 0; i + bpp <= stride; i += bpp) {
            int b0 = p[i] & 0xff;
            int b1 = p[i + 1] & 0xff;
            int b2 = p[i + 2] & 0xff;
            a0 = (c[i] + predict(a0, b0, c0)) & 0xff;
            a1 = (c[i + 1] + predict(a1, b1, c1)) & 0xff;
            a2 = (c[i + 2] + predict(a2, b2, c2)) & 0xff;
            c[i] = (byte) a0;
            c[i + 1] = (byte) a1;
            c[i + 2] = (byte) a2;
            c0 = b0;
            c1 = b1;
            c2 = b2;
            if (bpp == 4) {
                int b3 = p[i + 3] & 0xff;
                a3 = (c[i + 3] + predict(a3, b3, c3)) & 0xff;
                c[i + 3] = (byte) a3;
                c3 = b3;
            }
        }
    }

    /**
     * Paeth's predictor from the left ({@code a}), upper ({@code b}) and upper-left ({@code c}) bytes, by its distances
     * without the estimate: |b - c|, |a - c| and |a + b - 2c|.
     */
    private static int predict(int a, int b, int c) {
        int pa = b - c;
        int pb = a - c;
        int pc = pa + pb;
        pa = pa < 0 ? -pa : pa;
        pb = pb < 0 ? -pb : pb;
        pc = pc < 0 ? -pc : pc;
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
}
