package dev.figmark.golden;

import dev.figmark.files.TooLarge;
import java.io.IOException;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A PNG file decoded row by row. The header is checked before any pixel is decoded, so a file that declares more
 * pixels than {@link #MAX_PIXELS} is refused at once; memory stays at a block of rows whatever the picture's size.
 * Rows are inflated a block of about {@link #BLOCK_BYTES} at a time, straight from the file's IDAT chunks: zlib then
 * stays on its fast path and copies its window once per block, not once per row (which doubled the cost of
 * inflating). Every chunk's CRC is checked, and the header against the specification's table of colour types and
 * depths, so a damaged file is refused in one line whatever the other file is. Interlaced files, which cannot be read
 * by rows, are undone whole ({@link PngInterlace}), within its budget.
 */
final class PngPicture implements Picture {

    /** The largest picture compared: 200 megapixels, a 10 in square page at 1,400 dpi. */
    static final long MAX_PIXELS = 200_000_000L;

    /** The widest row compared: 1,048,576 pixels (a row and its twin are held as pixels while they are compared). */
    static final int MAX_ROW_PIXELS = 1 << 20;

    /** About how many bytes of rows are inflated at once. */
    static final int BLOCK_BYTES = 1 << 19;

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private final int width;
    private final int height;
    private final int bitDepth;
    private final int colourType;
    private final int[] palette;
    private final int[] transparentGrey = {-1};
    /** The colour tRNS makes transparent in an RGB picture, its three samples 16 bits each, or -1. */
    private final long transparentRgb;
    private final Inflater inflater = new Inflater();
    private final byte[] png;
    /** Offset and length of each IDAT chunk's data, in order; the last may be cut short by a truncated file. */
    private final List<int[]> idat;
    private int nextChunk;
    /** Filtered rows, each its filter byte and its bytes, as inflated; {@code filled} bytes of it hold data. */
    private final byte[] block;
    private int filled;
    private int blockAt;
    private final int stride;
    private final int bytesPerPixel;
    private byte[] previous;
    private byte[] current;
    private int row;
    /** An interlaced picture's rows, undone whole; null for a picture read by rows. */
    private final byte[] interlaced;
    private final String which;

    private PngPicture(byte[] png, String which) throws IOException {
        this.which = which;
        this.png = png;
        if (png.length < 33 || !startsWithSignature(png)) {
            throw new IOException("the " + which + " file is not a PNG (no PNG signature)");
        }
        PngChunks chunks = PngChunks.read(png, which);
        List<int[]> idat = chunks.idat();
        int w = chunks.width();
        int h = chunks.height();
        int depth = chunks.depth();
        int type = chunks.colourType();
        int interlace = chunks.interlace();
        int[] colours = chunks.palette();
        byte[] alphas = chunks.transparency();
        checkHeader(chunks, which);
        this.width = w;
        this.height = h;
        this.bitDepth = depth;
        this.colourType = type;
        int channels = switch (type) {
            case 0, 3 -> 1;
            case 2 -> 3;
            case 4 -> 2;
            case 6 -> 4;
            default -> throw new IOException("the " + which + " PNG has an unknown colour type " + type);
        };
        if (type == 3) {
            if (colours == null) {
                throw new IOException("the " + which + " PNG has a palette colour type but no palette");
            }
            if (alphas != null) {
                for (int i = 0; i < Math.min(alphas.length, colours.length); i++) {
                    colours[i] = (colours[i] & 0xffffff) | (alphas[i] & 0xff) << 24;
                }
            }
        } else if (type == 0 && alphas != null && alphas.length >= 2) {
            transparentGrey[0] = ((alphas[0] & 0xff) << 8 | (alphas[1] & 0xff));
        }
        this.transparentRgb = type == 2 && alphas != null && alphas.length >= 6
                ? (long) ((alphas[0] & 0xff) << 8 | (alphas[1] & 0xff)) << 32 | (long) ((alphas[2] & 0xff) << 8 | (alphas[3] & 0xff)) << 16
                        | ((alphas[4] & 0xff) << 8 | (alphas[5] & 0xff))
                : -1;
        this.palette = colours;
        this.bytesPerPixel = Math.max(1, channels * depth / 8);
        this.stride = (int) (((long) w * channels * depth + 7) / 8);
        this.idat = idat;
        this.block = new byte[(int) Math.min((long) (stride + 1) * h, Math.max(stride + 1, BLOCK_BYTES / (stride + 1) * (stride + 1)))];
        this.previous = new byte[stride];
        this.current = new byte[stride];
        if (interlace != 0) {
            long bytes = PngInterlace.passBytes(w, h, channels * depth);
            if ((long) stride * h > PngInterlace.MAX_BYTES) {
                throw new TooLarge("the " + which + " PNG is interlaced and " + w + " × " + h + " pixels: figmark compares interlaced pictures"
                        + " of at most " + (PngInterlace.MAX_BYTES >> 20) + " MB of pixel data, as they are decoded whole");
            }
            byte[] passes = new byte[(int) bytes];
            inflateAll(passes);
            this.interlaced = PngInterlace.rows(passes, w, h, channels * depth, stride, which);
        } else {
            this.interlaced = null;
        }
    }

    /**
     * Refuses a header that PNG does not allow (a colour type or bit depth it does not define, an unknown interlace
     * method, no image data) or that is larger than figmark compares, before anything is decoded.
     */
    private static void checkHeader(PngChunks chunks, String which) throws IOException {
        int w = chunks.width();
        int h = chunks.height();
        int depth = chunks.depth();
        int type = chunks.colourType();
        int interlace = chunks.interlace();
        List<int[]> idat = chunks.idat();
        if (w <= 0 || h <= 0) {
            throw new IOException("the " + which + " PNG has no valid header (IHDR)");
        }
        if ((long) w * h > MAX_PIXELS) {
            throw new TooLarge("the " + which + " PNG declares " + w + " × " + h + " pixels; figmark compares pictures of at most "
                    + MAX_PIXELS / 1_000_000 + " megapixels");
        }
        if (w > MAX_ROW_PIXELS) {
            throw new TooLarge("the " + which + " PNG's rows are " + w + " pixels wide; figmark compares rows of at most "
                    + MAX_ROW_PIXELS + " pixels");
        }
        boolean allowed = switch (type) {
            case 0 -> depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
            case 3 -> depth == 1 || depth == 2 || depth == 4 || depth == 8;
            case 2, 4, 6 -> depth == 8 || depth == 16;
            default -> throw new IOException("the " + which + " PNG has an unknown colour type " + type);
        };
        if (!allowed) {
            throw new IOException("the " + which + " PNG has an invalid bit depth " + depth + " for colour type " + type);
        }
        if (interlace > 1) {
            throw new IOException("the " + which + " PNG has an unknown interlace method " + interlace);
        }
        if (idat.isEmpty()) {
            throw new IOException("the " + which + " PNG has no image data (IDAT)");
        }
    }

    /** Reads the header of a PNG and prepares to decode its rows. */
    static PngPicture read(byte[] png, String which) throws IOException {
        return new PngPicture(png, which);
    }

    /** Inflates all of the image data into {@code into}; a file whose data ends first is truncated. */
    private void inflateAll(byte[] into) throws IOException {
        int done = 0;
        try {
            while (done < into.length) {
                int n = inflater.inflate(into, done, into.length - done);
                done += n;
                if (n == 0) {
                    if (inflater.finished() || inflater.needsDictionary() || !inflater.needsInput() || nextChunk == idat.size()) {
                        throw new IOException("the " + which + " PNG is truncated: its interlaced image data ends after " + done + " of " + into.length + " bytes");
                    }
                    int[] chunk = idat.get(nextChunk++);
                    inflater.setInput(png, chunk[0], chunk[1]);
                }
            }
        } catch (DataFormatException e) {
            throw new IOException("the " + which + " PNG's image data is damaged: " + e.getMessage());
        }
    }

    private static boolean startsWithSignature(byte[] png) {
        for (int i = 0; i < SIGNATURE.length; i++) {
            if (png[i] != SIGNATURE[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public void nextRow(int[] argb) throws IOException {
        if (interlaced != null) {
            System.arraycopy(interlaced, row++ * stride, previous, 0, stride);
            widen(argb);
            return;
        }
        advance();
        widen(argb);
    }

    /**
     * Whether this picture's rows can be compared with {@code other}'s byte for byte before they are widened to
     * pixels: both read by rows, in one colour type and depth, and not through palettes (equal indexes into two
     * palettes need not be equal colours).
     */
    boolean sameLayout(PngPicture other) {
        return interlaced == null && other.interlaced == null && colourType == other.colourType && bitDepth == other.bitDepth
                && colourType != 3 && width == other.width
                && transparentRgb == other.transparentRgb && transparentGrey[0] == other.transparentGrey[0];
    }

    @Override
    public boolean rgbaFile() {
        return colourType == 6;
    }

    /** The smallest alpha in the row just decoded by {@link #advance}, of an RGBA picture (high bytes at 16 bits). */
    int smallestAlpha() {
        int step = bitDepth == 16 ? 2 : 1;
        int least = 255;
        for (int i = 3 * step; i < stride && least > 0; i += 4 * step) {
            least = Math.min(least, previous[i] & 0xff);
        }
        return least;
    }

    /** Decodes the next row, not yet widened: {@link #widen} makes pixels of it, {@link #sameRow} compares it. */
    void advance() throws IOException {
        int filter = inflate(current);
        unfilter(filter);
        byte[] t = previous;
        previous = current;
        current = t;
        row++;
    }

    /** Whether the rows just decoded by {@link #advance} are equal byte for byte. */
    boolean sameRow(PngPicture other) {
        return java.util.Arrays.equals(previous, other.previous);
    }

    /** Copies the next row's bytes into {@code into} and returns its filter, inflating the next block when needed. */
    private int inflate(byte[] into) throws IOException {
        if (blockAt + stride + 1 > filled) {
            fillBlock();
        }
        int filter = block[blockAt] & 0xff;
        System.arraycopy(block, blockAt + 1, into, 0, stride);
        blockAt += stride + 1;
        return filter;
    }

    /** Inflates the next block of rows (fewer at the end of the picture); a file that ends first is truncated here. */
    private void fillBlock() throws IOException {
        long left = (long) (height - row) * (stride + 1);
        int length = (int) Math.min(block.length, left);
        int done = 0;
        try {
            while (done < length) {
                int n = inflater.inflate(block, done, length - done);
                done += n;
                if (n == 0) {
                    if (inflater.finished() || inflater.needsDictionary() || !inflater.needsInput() || nextChunk == idat.size()) {
                        filled = done;
                        blockAt = 0;
                        throw truncated(row + done / (stride + 1));
                    }
                    int[] chunk = idat.get(nextChunk++);
                    inflater.setInput(png, chunk[0], chunk[1]);
                }
            }
        } catch (DataFormatException e) {
            throw new IOException("the " + which + " PNG's image data is damaged in row " + (row + done / (stride + 1) + 1) + " of " + height + ": "
                    + e.getMessage());
        }
        filled = done;
        blockAt = 0;
    }

    private IOException truncated(int at) {
        return new IOException("the " + which + " PNG is truncated: its image data ends in row " + (at + 1) + " of " + height);
    }

    private void unfilter(int filter) throws IOException {
        if (!PngFilters.undo(filter, current, previous, bytesPerPixel, stride)) {
            throw new IOException("the " + which + " PNG's row " + (row + 1) + " has an unknown filter " + filter);
        }
    }

    /** The row last decoded, as ARGB pixels. */
    void widen(int[] argb) throws IOException {
        byte[] c = previous;
        int step = bitDepth == 16 ? 2 : 1;
        switch (colourType) {
            case 6 -> {
                for (int x = 0, i = 0; x < width; x++, i += 4 * step) {
                    argb[x] = (c[i + 3 * step] & 0xff) << 24 | (c[i] & 0xff) << 16 | (c[i + step] & 0xff) << 8 | (c[i + 2 * step] & 0xff);
                }
            }
            case 2 -> {
                if (transparentRgb >= 0) {
                    transparentRgb(c, argb, step);
                    return;
                }
                for (int x = 0, i = 0; x < width; x++, i += 3 * step) {
                    argb[x] = 0xff000000 | (c[i] & 0xff) << 16 | (c[i + step] & 0xff) << 8 | (c[i + 2 * step] & 0xff);
                }
            }
            case 4 -> {
                for (int x = 0, i = 0; x < width; x++, i += 2 * step) {
                    int g = c[i] & 0xff;
                    argb[x] = (c[i + step] & 0xff) << 24 | g << 16 | g << 8 | g;
                }
            }
            case 0 -> {
                for (int x = 0; x < width; x++) {
                    int sample = sample(c, x);
                    int g = bitDepth == 16 ? sample >> 8 : sample * 255 / ((1 << bitDepth) - 1);
                    int alpha = sample == transparentGrey[0] ? 0 : 0xff;
                    argb[x] = alpha << 24 | g << 16 | g << 8 | g;
                }
            }
            case 3 -> {
                for (int x = 0; x < width; x++) {
                    int index = sample(c, x);
                    if (index >= palette.length) {
                        throw new IOException("the " + which + " PNG's row " + row + " names colour " + index + " of a palette of " + palette.length);
                    }
                    argb[x] = palette[index];
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** An RGB row whose one colour named by tRNS is transparent, matched on the samples' full depth. */
    private void transparentRgb(byte[] c, int[] argb, int step) {
        for (int x = 0, i = 0; x < width; x++, i += 3 * step) {
            long key = step == 2
                    ? (long) ((c[i] & 0xff) << 8 | (c[i + 1] & 0xff)) << 32 | (long) ((c[i + 2] & 0xff) << 8 | (c[i + 3] & 0xff)) << 16
                            | ((c[i + 4] & 0xff) << 8 | (c[i + 5] & 0xff))
                    : (long) (c[i] & 0xff) << 32 | (long) (c[i + 1] & 0xff) << 16 | (c[i + 2] & 0xff);
            int alpha = key == transparentRgb ? 0 : 0xff000000;
            argb[x] = alpha | (c[i] & 0xff) << 16 | (c[i + step] & 0xff) << 8 | (c[i + 2 * step] & 0xff);
        }
    }

    private int sample(byte[] c, int x) {
        return switch (bitDepth) {
            case 16 -> (c[2 * x] & 0xff) << 8 | (c[2 * x + 1] & 0xff);
            case 8 -> c[x] & 0xff;
            default -> {
                int bit = x * bitDepth;
                yield (c[bit >> 3] & 0xff) >> (8 - bitDepth - (bit & 7)) & ((1 << bitDepth) - 1);
            }
        };
    }
}
