package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A list of two numbers either of which may be null, leaving that end to the data (an axis's {@code [0, null]}, as
 * matplotlib's {@code set_ylim(bottom=0)}): the reader takes a null there, and the schema allows it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface OpenEnds {
}
