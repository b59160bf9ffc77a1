package dev.figmark.cli;

import dev.figmark.recipes.Kinds;
import java.util.Iterator;

/** The kinds' names for picocli's help texts and completion, read from the registry of recipes. */
final class KindNames {

    private KindNames() {
    }

    /** The figures of a run. */
    static final class Run implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Kinds.names(Kinds.RUN).iterator();
        }
    }

    /** The comparisons. */
    static final class Compare implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Kinds.names(Kinds.COMPARE).iterator();
        }
    }
}
