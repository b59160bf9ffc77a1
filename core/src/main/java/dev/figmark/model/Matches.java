package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A text of a given form (a statistic, a time span): checked for both spellings and written into the schema. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Matches {

    /**
     * The form, as a regular expression the whole text must match.
     *
     * @return the pattern
     */
    String value();

    /**
     * What the form is, in words, for messages: "a statistic: mean, median, …".
     *
     * @return the words
     */
    String what();
}
