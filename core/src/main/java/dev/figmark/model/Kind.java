package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The {@code "kind"} that names a record among the records of a sealed interface, such as {@code "line"}. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Kind {

    /**
     * The kind's name in JSON.
     *
     * @return the name
     */
    String value();
}
