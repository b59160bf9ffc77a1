package dev.figmark.transform;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Issue #44: 700 nested parentheses, within the 2,000 characters an expression may have, overflowed the parser's stack
 * (StackOverflowError and 1,025 lines of trace). Nesting is counted and refused past {@link Syntax#DEEPEST} in words,
 * at the column where it goes too deep; anything shallower parses.
 */
class ExpressionDepthTest {

    @Test
    void nestingPastTheDeepestIsRefusedInWordsAtItsColumn() {
        for (String open : new String[] {"(", "-", "not ", "abs("}) {
            String close = open.endsWith("(") ? ")" : "";
            String text = open.repeat(700) + "x" + close.repeat(700);
            Syntax.Mistake m = assertThrows(Syntax.Mistake.class, () -> Syntax.parse(text), open);
            assertTrue(m.getMessage().startsWith("nests more than 100 deep"), m.getMessage());
            assertEquals(Syntax.DEEPEST * open.length() + 1, m.column, open);
        }
    }

    @Test
    void nestingUpToTheDeepestParses() {
        assertDoesNotThrow(() -> Syntax.parse("(".repeat(Syntax.DEEPEST) + "x" + ")".repeat(Syntax.DEEPEST)));
        assertThrows(Syntax.Mistake.class, () -> Syntax.parse("(".repeat(Syntax.DEEPEST + 1) + "x" + ")".repeat(Syntax.DEEPEST + 1)));
        assertDoesNotThrow(() -> Syntax.parse(String.join(" + ", java.util.Collections.nCopies(1000, "x"))), "a long sum is not deep");
    }
}
