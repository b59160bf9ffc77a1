package dev.figmark.golden;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The edits that turn one list of lines into another: the common start and end are skipped, and the middle is aligned
 * by a longest common subsequence when it is small enough ({@link #MAX_ALIGNED} lines a side), else pair by pair.
 * A removal followed by an addition at the same place is one change.
 */
final class Edits {

    /** Lines a side beyond which the middle is paired by position rather than aligned. */
    static final int MAX_ALIGNED = 2000;

    /** One edit: the old line (null when added) and the new one (null when removed), with their 0-based indexes. */
    record Edit(int oldIndex, String old, int newIndex, String now) {
    }

    private Edits() {
    }

    static List<Edit> between(List<String> a, List<String> b) {
        int start = 0;
        while (start < a.size() && start < b.size() && a.get(start).equals(b.get(start))) {
            start++;
        }
        int end = 0;
        while (end < a.size() - start && end < b.size() - start && a.get(a.size() - 1 - end).equals(b.get(b.size() - 1 - end))) {
            end++;
        }
        List<String> x = a.subList(start, a.size() - end);
        List<String> y = b.subList(start, b.size() - end);
        List<Edit> out = new ArrayList<>();
        if (x.size() > MAX_ALIGNED || y.size() > MAX_ALIGNED) {
            for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
                String old = i < x.size() ? x.get(i) : null;
                String now = i < y.size() ? y.get(i) : null;
                if (!Objects.equals(old, now)) {
                    out.add(new Edit(start + i, old, start + i, now));
                }
            }
            return out;
        }
        int n = x.size();
        int m = y.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = x.get(i).equals(y.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        List<Integer> removed = new ArrayList<>();
        List<Integer> added = new ArrayList<>();
        while (i < n || j < m) {
            if (i < n && j < m && x.get(i).equals(y.get(j))) {
                flush(x, y, start, removed, added, out);
                i++;
                j++;
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                added.add(j++);
            } else {
                removed.add(i++);
            }
        }
        flush(x, y, start, removed, added, out);
        return out;
    }

    private static void flush(List<String> x, List<String> y, int start, List<Integer> removed, List<Integer> added, List<Edit> out) {
        for (int k = 0; k < Math.max(removed.size(), added.size()); k++) {
            int i = k < removed.size() ? removed.get(k) : -1;
            int j = k < added.size() ? added.get(k) : -1;
            out.add(new Edit(i < 0 ? -1 : start + i, i < 0 ? null : x.get(i), j < 0 ? -1 : start + j, j < 0 ? null : y.get(j)));
        }
        removed.clear();
        added.clear();
    }
}
