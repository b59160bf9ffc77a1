/**
 * Tables of data in columns, typed once from the whole column (numbers, texts, times), read from CSV, JSON records,
 * JSON lines or rows given inline, each row keeping the line it came from so that a bad cell is named by file, line,
 * column and value. Arrays per column, never a map per row: a million rows of a few columns take tens of megabytes.
 */
package dev.figmark.table;
