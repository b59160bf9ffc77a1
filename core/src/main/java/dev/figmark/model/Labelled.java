package dev.figmark.model;

/** A series with a label at each bar or point. */
public interface Labelled {
    /** @return a field or a template, or null for none */
    String labels();

    /** @return which points take a label (a line's or step's), or null for every one */
    default Series.LabelsAt labelsAt() {
        return null;
    }

    /** @return whether a label left out refuses the figure; null or false to say it in a warning */
    default Boolean labelsRequired() {
        return null;
    }
}
