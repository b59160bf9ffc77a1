package dev.figmark.scene;

/**
 * Everything a scene can hold. Sealed, and every writer dispatches through {@link Visitor}, whose one method per
 * record is the Java 17 form of an exhaustive switch: a new mark does not compile until every writer draws it.
 */
public sealed interface Mark permits Group, Polyline, Rect, Span, Text, Marker {

    <R> R accept(Visitor<R> visitor);

    /** One method per kind of mark. */
    interface Visitor<R> {
        R group(Group group);

        R polyline(Polyline polyline);

        R rect(Rect rect);

        R span(Span span);

        R text(Text text);

        R marker(Marker marker);
    }
}
