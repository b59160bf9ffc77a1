/**
 * The venues' measures ({@link dev.figmark.venue.Venue}), print's rules ({@link dev.figmark.venue.Rules}) and lengths
 * as LaTeX writes them ({@link dev.figmark.venue.Lengths}): read by the engine, the lint and the command line alike.
 */
package dev.figmark.venue;
