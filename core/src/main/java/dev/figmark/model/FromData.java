package dev.figmark.model;

import java.util.List;

/** A series whose rows come from a data source: its name, a filter of its rows and steps on them. */
public interface FromData {
    /** @return the data source the series' fields come from, or null for values given inline */
    String data();

    /** @return the filter of the data's rows, or null for all rows */
    String where();

    /** @return the steps applied to the series' rows, or null for none */
    List<Transform> transform();
}
