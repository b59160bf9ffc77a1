package dev.figmark.data;

/**
 * What the heap figmark runs in can hold, so that data past it is refused in words before it is read or drawn, never
 * met as an {@code OutOfMemoryError}. Every share is of the heap the JVM was given ({@code -Xmx}, or a quarter of the
 * machine's memory by default); the README states them.
 */
public final class HeapBudget {

    /** A table read may hold up to this share of the heap (1 / n): the rest draws it and writes three files at once. */
    public static final int TABLE_SHARE = 2;
    /**
     * The heap one JSON document's tree takes per byte of its text, at most (Jackson's nodes, a map per object and a
     * boxed number per value: 3 million two-field objects, 68 MB, did not fit in 256 MB).
     */
    public static final int JSON_TREE_PER_BYTE = 8;
    /** A record (a line of CSV or JSON lines) may take this share of the heap (1 / n): its bytes are held twice while read. */
    public static final int RECORD_SHARE = 16;
    /** The longest cell a table takes, in bytes: a number, a date or a name is far shorter, and a cell is drawn or quoted whole. */
    public static final int MAX_CELL = 1 << 20;
    /**
     * The heap a drawn mark (a point, a bar, a heat-map cell) costs through the scene and the three writers working at
     * once, at most: 250,000 points drew in 256 MB, 500,000 did not.
     */
    public static final int BYTES_PER_MARK = 1024;

    private HeapBudget() {
    }

    /** The heap, in bytes. */
    public static long heap() {
        return Runtime.getRuntime().maxMemory();
    }

    /** The bytes a table read may hold. */
    public static long table() {
        return heap() / TABLE_SHARE;
    }

    /** The longest record read, in bytes. */
    public static long record() {
        return heap() / RECORD_SHARE;
    }

    /** The most marks a figure draws. */
    public static long marks() {
        return table() / BYTES_PER_MARK;
    }

    /** How the messages name a number of bytes: in MB, rounded up. */
    public static String megabytes(long bytes) {
        return ((bytes + (1 << 20) - 1) >> 20) + " MB";
    }

    /** How messages name the heap: "a heap of 256 MB". */
    public static String heapWords() {
        return "a heap of " + (heap() >> 20) + " MB";
    }

    /** The end of every refusal past the budget: how to give figmark more. */
    public static String more() {
        return "give figmark more, as JAVA_TOOL_OPTIONS=-Xmx" + Math.max(2 * (heap() >> 20), 1024) + "m";
    }
}
