/** Source generated at build time from the model's records, so that nothing repetitive is written by hand. */
package dev.figmark.codegen;
