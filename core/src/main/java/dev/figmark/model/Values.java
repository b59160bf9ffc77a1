package dev.figmark.model;

import java.util.Arrays;
import java.util.List;

/**
 * Where a series finds its values: a field of its data's rows by name, inline numbers, or inline texts (categories).
 * In JSON a field is a string ({@code "latency_ms"}) and inline values an array; a missing number is {@code null} in
 * JSON and NaN in Java.
 *
 * <pre>{@code
 * Series fromData = Series.line("vLLM", Values.field("clients"), Values.field("tokens_per_s")).data("runs");
 * Series inline = Series.bars("RocksDB", Values.texts("get", "put"), Values.of(12.4, 3.1));
 * }</pre>
 */
public sealed interface Values permits Values.Field, Values.Numbers, Values.Texts {

    /**
     * The values of a field of the series' data.
     *
     * @param name the field's name, as the data's header or keys spell it
     */
    record Field(String name) implements Values {
        /**
         * Checks the name.
         *
         * @param name the field's name
         */
        public Field {
            if (name == null || name.isEmpty()) {
                throw new FigureException("", "a field name must not be empty");
            }
        }
    }

    /**
     * Numbers given inline; NaN stands for a missing value (JSON's null).
     *
     * @param values the numbers, copied
     */
    record Numbers(double[] values) implements Values {
        /**
         * Copies the numbers.
         *
         * @param values the numbers
         */
        public Numbers {
            if (values == null) {
                throw new FigureException("", "the values must not be null; give an array (NaN for a missing value)");
            }
            values = values.clone();
        }

        /**
         * The numbers, as a copy.
         *
         * @return the numbers; NaN where one is missing
         */
        @Override
        public double[] values() {
            return values.clone();
        }

        /**
         * How many values there are.
         *
         * @return the count
         */
        public int size() {
            return values.length;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Numbers n && Arrays.equals(values, n.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return Arrays.toString(values);
        }
    }

    /**
     * Texts given inline: category names.
     *
     * @param values the texts, none null
     */
    record Texts(List<String> values) implements Values {
        /**
         * Copies the texts.
         *
         * @param values the texts
         */
        public Texts {
            if (values == null || values.stream().anyMatch(java.util.Objects::isNull)) {
                throw new FigureException("", values == null ? "the names must not be null; give a list" : "a name must not be null");
            }
            values = List.copyOf(values);
        }
    }

    /**
     * A field of the series' data.
     *
     * @param name the field's name
     * @return the values
     */
    static Values field(String name) {
        return new Field(name);
    }

    /**
     * Numbers given inline.
     *
     * @param values the numbers; NaN for a missing one
     * @return the values
     */
    static Values of(double... values) {
        return new Numbers(values);
    }

    /**
     * Category names given inline.
     *
     * @param values the names
     * @return the values
     */
    static Values of(List<String> values) {
        return new Texts(values);
    }

    /**
     * Category names given inline.
     *
     * @param values the names
     * @return the values
     */
    static Values texts(String... values) {
        return new Texts(java.util.Arrays.asList(FigureException.notNull(values, "values").clone()));
    }

    /**
     * How many values are given inline, or -1 for a field, whose rows are counted when the data is read.
     *
     * @return the count, or -1
     */
    default int count() {
        return this instanceof Numbers n ? n.size() : this instanceof Texts t ? t.values().size() : -1;
    }
}
