package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The JSON name of a record component or enum constant, where it is not the component's name in snake case
 * ({@code lineStyle} is {@code line_style}) or the constant's name in lower case.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.TYPE})
public @interface Key {

    /**
     * The name in JSON.
     *
     * @return the name
     */
    String value();
}
