package dev.figmark.golden;

import java.util.List;

/** Files of a kind figmark has no comparison for: equal bytes or not, and where they first differ. */
final class BytesDiff {

    private BytesDiff() {
    }

    static Difference compare(String name, byte[] expected, byte[] actual) {
        int at = 0;
        while (at < expected.length && at < actual.length && expected[at] == actual[at]) {
            at++;
        }
        String note = "compared as bytes: figmark has no comparison of its own for this kind of file";
        if (at == expected.length && at == actual.length) {
            return new Difference(name, List.of(), List.of(note), null);
        }
        return new Difference(name, List.of("bytes differ from offset " + at + " (" + expected.length + " → " + actual.length + " bytes)"),
                List.of(note), null);
    }
}
