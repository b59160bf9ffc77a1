/** The figures of one llmperfscope run, one class per figure, as the seed's {@code make_run_figures} draws them. */
package dev.figmark.recipes.run;
