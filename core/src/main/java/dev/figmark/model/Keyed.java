package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a sealed interface: its records are told apart in JSON by which of their kinds is a key of the object, and that
 * key holds the record's first component, as Vega-Lite spells its transforms ({@code {"filter": "batch >= 8"}},
 * {@code {"aggregate": "mean", "groupby": ["engine"]}}), rather than by a {@code "kind"} field.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Keyed {
}
