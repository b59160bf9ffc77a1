package dev.figmark.table;

import dev.figmark.data.InputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables of many files stacked into one, as pandas' {@code concat} of one frame per result file: the rows of
 * each file in turn, its columns joined by name (a column a file lacks is missing in its rows), typed by all their
 * values (numbers in one file and texts in another make texts), and the fields each file's name gave as columns of
 * their own, typed as any column is. Each row keeps its file and line for messages.
 */
public final class Stacked {

    /**
     * One file's table and the fields its name gave.
     *
     * @param table  the file's rows
     * @param shown  the file as messages name it
     * @param fields the fields its name gave, by name, in the pattern's order
     */
    public record Part(Table table, String shown, Map<String, String> fields) {
    }

    private Stacked() {
    }

    /**
     * The parts stacked, the fields of their names first, then the files' columns in the order they first come.
     *
     * @param origin what the stacked table is named by (the pattern)
     * @param parts  the files, in their order
     * @return the table
     * @throws InputException where a field of the names is also a column of a file
     */
    public static Table of(String origin, List<Part> parts) {
        int[] offsets = new int[parts.size() + 1];
        for (int k = 0; k < parts.size(); k++) {
            offsets[k + 1] = Math.addExact(offsets[k], parts.get(k).table().rows());
        }
        int rows = offsets[parts.size()];
        int[] ofRow = new int[rows];
        int[] lines = new int[rows];
        List<String> origins = new ArrayList<>();
        for (int k = 0; k < parts.size(); k++) {
            Table t = parts.get(k).table();
            Arrays.fill(ofRow, offsets[k], offsets[k + 1], k);
            System.arraycopy(t.lines(), 0, lines, offsets[k], t.rows());
            origins.add(t.origin());
        }
        Map<String, List<Column>> byName = new LinkedHashMap<>();
        for (int k = 0; k < parts.size(); k++) {
            for (Column c : parts.get(k).table().columns()) {
                byName.computeIfAbsent(c.name(), n -> Arrays.asList(new Column[parts.size()])).set(k, c);
            }
        }
        List<Column> out = new ArrayList<>();
        List<String> named = parts.isEmpty() ? List.of() : new ArrayList<>(parts.get(0).fields().keySet());
        for (String field : named) {
            for (int k = 0; k < parts.size(); k++) {
                if (byName.containsKey(field) && byName.get(field).get(k) != null) {
                    throw new InputException(parts.get(k).shown() + ": has a column \"" + field + "\", which its name gives too; name the pattern's"
                            + " part otherwise ({" + field + "_} or {run_" + field + "})");
                }
            }
            ColumnBuilder perFile = new ColumnBuilder(field);
            for (Part p : parts) {
                perFile.add(p.fields().get(field));
            }
            out.add(perFile.build().select(ofRow));
        }
        for (Map.Entry<String, List<Column>> e : byName.entrySet()) {
            out.add(joined(e.getKey(), e.getValue(), offsets));
        }
        return new Table(origin, out, lines, new Table.Files(List.copyOf(origins), ofRow));
    }

    /** One column of all the files, its type the one that holds every part's values. */
    private static Column joined(String name, List<Column> parts, int[] offsets) {
        boolean texts = false;
        boolean numbers = false;
        boolean times = false;
        boolean dateOnly = true;
        for (Column c : parts) {
            if (c instanceof Column.Texts) {
                texts = true;
            } else if (c instanceof Column.Numbers) {
                numbers = true;
            } else if (c instanceof Column.Times t) {
                times = true;
                dateOnly &= t.dateOnly();
            }
        }
        int rows = offsets[offsets.length - 1];
        if (!texts && !(numbers && times)) {
            if (times) {
                long[] out = new long[rows];
                Arrays.fill(out, Column.Times.MISSING);
                for (int k = 0; k < parts.size(); k++) {
                    if (parts.get(k) instanceof Column.Times t) {
                        System.arraycopy(t.millis(), 0, out, offsets[k], t.size());
                    }
                }
                return new Column.Times(name, out, dateOnly);
            }
            double[] out = new double[rows];
            Arrays.fill(out, Double.NaN);
            for (int k = 0; k < parts.size(); k++) {
                if (parts.get(k) instanceof Column.Numbers n) {
                    System.arraycopy(n.values(), 0, out, offsets[k], n.size());
                }
            }
            return new Column.Numbers(name, out);
        }
        String[] cells = new String[rows];
        for (int k = 0; k < parts.size(); k++) {
            Column c = parts.get(k);
            for (int i = 0; c != null && i < c.size(); i++) {
                cells[offsets[k] + i] = c.missing(i) ? null : c.text(i);
            }
        }
        return Column.Texts.of(name, cells);
    }
}
