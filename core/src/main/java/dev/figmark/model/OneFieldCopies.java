package dev.figmark.model;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record whose one-field copies the build writes (figmark's codegen): a record {@code Line} implements the
 * generated {@code LineCopies}, whose {@code line.marker(Marker.CIRCLE)} is a new record with that component set.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
@interface OneFieldCopies {
}
