package dev.figmark.table;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The dictionary of a column of texts: each distinct text's code, in the order texts first come. An ASCII text is
 * looked up by its bytes as the file holds them, so that a million cells of a few engine names make no string
 * each; any other text by its string (two different malformed byte sequences decode to the same text).
 */
final class TextCodes {

    private static final int FIRST_SLOTS = 16;

    private final List<String> texts = new ArrayList<>();
    private final Map<String, Integer> other = new HashMap<>();
    /** Open addressing over the ASCII texts' bytes: each slot holds a code plus one, 0 where empty. */
    private int[] slots = new int[FIRST_SLOTS];
    private byte[][] keys = new byte[FIRST_SLOTS][];
    private int[] hashes = new int[FIRST_SLOTS];
    private int ascii;
    /** The heap the texts take, about: each text's characters twice (as a string and as a key) and the objects around them. */
    private long bytes;

    /** The heap a text takes beside its characters: a string, an array and a slot. */
    private static final int TEXT_OVERHEAD = 96;

    /** The heap the dictionary takes, about. */
    long bytes() {
        return bytes;
    }

    /** How many distinct texts there are. */
    int size() {
        return texts.size();
    }

    /** The texts, by code. */
    List<String> texts() {
        return texts;
    }

    /** The code of a text given as a string. */
    int code(String text) {
        if (isAscii(text)) {
            byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
            return code(b, 0, b.length);
        }
        Integer known = other.get(text);
        if (known != null) {
            return known;
        }
        texts.add(text);
        bytes += 4L * text.length() + TEXT_OVERHEAD;
        other.put(text, texts.size() - 1);
        return texts.size() - 1;
    }

    /** The code of an ASCII text given by its bytes {@code a[from, to)}. */
    int code(byte[] a, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) {
            h = 31 * h + a[i];
        }
        int mask = slots.length - 1;
        for (int s = mix(h) & mask; ; s = (s + 1) & mask) {
            int slot = slots[s];
            if (slot == 0) {
                texts.add(new String(a, from, to - from, StandardCharsets.ISO_8859_1));
                slots[s] = texts.size();
                keys[s] = Arrays.copyOfRange(a, from, to);
                bytes += 2L * (to - from) + TEXT_OVERHEAD;
                hashes[s] = h;
                if (++ascii * 2 > slots.length) {
                    grow();
                }
                return texts.size() - 1;
            }
            if (hashes[s] == h && Arrays.equals(keys[s], 0, keys[s].length, a, from, to)) {
                return slot - 1;
            }
        }
    }

    private void grow() {
        int[] oldSlots = slots;
        byte[][] oldKeys = keys;
        int[] oldHashes = hashes;
        slots = new int[oldSlots.length * 2];
        keys = new byte[slots.length][];
        hashes = new int[slots.length];
        int mask = slots.length - 1;
        for (int i = 0; i < oldSlots.length; i++) {
            if (oldSlots[i] != 0) {
                int s = mix(oldHashes[i]) & mask;
                while (slots[s] != 0) {
                    s = (s + 1) & mask;
                }
                slots[s] = oldSlots[i];
                keys[s] = oldKeys[i];
                hashes[s] = oldHashes[i];
            }
        }
    }

    private static int mix(int h) {
        return h ^ (h >>> 16) ^ (h >>> 7);
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
