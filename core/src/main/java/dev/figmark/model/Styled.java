package dev.figmark.model;

/**
 * A series that gives each value of its by field its own marker, dash or hatch besides its colour (seaborn's
 * markers=True and dashes=True), kept per value in every panel, so that its parts are told apart in grey print.
 */
public interface Styled {
    /** @return each value its own marker shape, or null for one shape */
    default Styles markers() {
        return null;
    }

    /** @return each value its own dash, or null for one */
    default Styles dashes() {
        return null;
    }

    /** @return each value its own hatch, or null for one */
    default Styles hatches() {
        return null;
    }
}
