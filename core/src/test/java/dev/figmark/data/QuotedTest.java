package dev.figmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Issue #44: a message quotes a value of the data as itself only when it is short and printable. */
class QuotedTest {

    @Test
    void aShortPrintableValueIsItselfALongOneIsSaidAndControlCharactersAreEscaped() {
        assertEquals("vLLM 0.6 µs", Quoted.of("vLLM 0.6 µs"));
        assertEquals("a".repeat(Quoted.LONGEST), Quoted.of("a".repeat(Quoted.LONGEST)));
        assertEquals("a text of 30000000 characters", Quoted.of("a".repeat(30_000_000)));
        assertEquals("red\\u001b[31m\\u0000\\u202e", Quoted.of("red\u001b[31m\u0000\u202e"));
    }
}
