package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Bounds of a number, the count of a list's items, or a text's length: checked for both spellings and written into
 * the schema.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Range {

    /**
     * The smallest value (numbers), count (lists) or length (texts).
     *
     * @return the minimum
     */
    double min() default Double.NEGATIVE_INFINITY;

    /**
     * The largest value, count or length.
     *
     * @return the maximum
     */
    double max() default Double.POSITIVE_INFINITY;
}
