/**
 * The JSON figure description ({@code figmark plot SPEC.json}): any figure that is not a run's, drawn with the same
 * engine, layout, fonts and outputs. The description is checked against a shipped JSON Schema, and every error names
 * the JSON path and what is wrong.
 */
package dev.figmark.recipes.description;
