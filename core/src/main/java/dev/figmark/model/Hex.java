package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A text that is a colour, {@code #rrggbb}: checked for both spellings, a {@code $ref} to the schema's colour. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
public @interface Hex {
}
