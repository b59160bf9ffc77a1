package dev.figmark.scene;

/**
 * Everything a scene can hold. Sealed, and every writer dispatches through {@link Visitor}, whose one method per
 * record is the Java 17 form of an exhaustive switch: a new mark does not compile until every writer draws it.
 * Policy lives in the marks, decided when they are built (paint order, dashes, caps, glyphs, bounds); writers only
 * draw what a mark says.
 */
public sealed interface Mark permits Group, Polyline, Rect, Hatching, Text, Marker, Area {

    /** Dispatches to the visitor's method for this kind of mark. */
    <R> R accept(Visitor<R> visitor);

    /** The box the mark may paint on the page, in its parent's coordinates; null for an empty group. */
    Box bounds();

    /** One method per kind of mark. */
    interface Visitor<R> {
        /** Marks drawn together, shifted and maybe clipped. */
        R group(Group group);

        /** An open line. */
        R polyline(Polyline polyline);

        /** A filled and/or outlined rectangle. */
        R rect(Rect rect);

        /** Hatch lines clipped to a box. */
        R hatching(Hatching hatching);

        /** A line of shaped text. */
        R text(Text text);

        /** A data point's symbol. */
        R marker(Marker marker);

        /** A filled region: a band, an area. */
        R area(Area area);
    }
}
