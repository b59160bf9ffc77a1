/**
 * The transform steps of a description (Vega-Lite's {@code transform} list) run over columnar tables: filters and
 * calculations by figmark's own expressions, aggregates that keep the rows behind each value for error bars and
 * bands, shares, ratios to a baseline, rolling windows, Pareto frontiers and fitted curves. Statistics are computed as
 * pandas, numpy and scipy compute them, and tests hold them to numbers those tools gave.
 */
package dev.figmark.transform;
