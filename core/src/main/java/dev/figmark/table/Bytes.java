package dev.figmark.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** The bytes of a file, read from any place by any thread. */
interface Bytes {
    /** How many bytes the file has. */
    long size();

    /** Reads up to {@code length} bytes at {@code position} into {@code into}; how many, fewer only at the end. */
    int read(long position, byte[] into, int offset, int length);

    /** The bytes of an array. */
    static Bytes of(byte[] bytes) {
        return new Bytes() {
            @Override
            public long size() {
                return bytes.length;
            }

            @Override
            public int read(long position, byte[] into, int offset, int length) {
                int n = (int) Math.max(0, Math.min(length, bytes.length - position));
                System.arraycopy(bytes, (int) Math.min(position, bytes.length), into, offset, n);
                return n;
            }
        };
    }

    /** The bytes of an open file. */
    static Bytes of(FileChannel channel, long size) {
        return new Bytes() {
            @Override
            public long size() {
                return size;
            }

            @Override
            public int read(long position, byte[] into, int offset, int length) {
                ByteBuffer b = ByteBuffer.wrap(into, offset, length);
                try {
                    while (b.hasRemaining() && position + b.position() - offset < size) {
                        if (channel.read(b, position + b.position() - offset) < 0) {
                            break;
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return b.position() - offset;
            }
        };
    }
}
