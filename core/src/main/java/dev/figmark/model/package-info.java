/**
 * The description of a figure as immutable values: one model with two spellings, JSON (what {@code figmark plot}
 * reads, {@code docs/figure.schema.json}) and these records, whose one-argument methods return a copy with one field
 * changed. A {@link dev.figmark.model.Description} holds a {@link dev.figmark.model.Figure}'s options, named data
 * sources and {@link dev.figmark.model.Panel}s of {@link dev.figmark.model.Series}. Each series kind is a record with
 * exactly the fields that change its drawing, so a field that means nothing for a kind cannot be written in Java and
 * is refused, naming its JSON path, in a description. Lengths in descriptions are {@link dev.figmark.model.Length}s;
 * font sizes are in points. What several kinds share is an interface of its own ({@link dev.figmark.model.Coloured},
 * {@link dev.figmark.model.Marked}, {@link dev.figmark.model.FromData} …) that their records implement by their own
 * components, and {@link dev.figmark.model.SeriesVisitor} reaches every kind, so that nothing asks a kind's name.
 */
package dev.figmark.model;
