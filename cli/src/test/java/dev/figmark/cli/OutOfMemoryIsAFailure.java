package dev.figmark.cli;

import java.util.List;
import net.jqwik.api.lifecycle.AroundTryHook;
import net.jqwik.api.lifecycle.TryExecutionResult;
import net.jqwik.api.lifecycle.TryExecutor;
import net.jqwik.api.lifecycle.TryLifecycleContext;

/**
 * An input that runs the heap out is a failure of that try, reported with its parameters (the seed that makes it
 * again), instead of a crash of the test JVM that names no input.
 */
final class OutOfMemoryIsAFailure implements AroundTryHook {

    @Override
    public TryExecutionResult aroundTry(TryLifecycleContext context, TryExecutor aTry, List<Object> parameters) {
        try {
            return aTry.execute(parameters);
        } catch (OutOfMemoryError e) {
            return TryExecutionResult.falsified(new AssertionError("ran out of memory on " + parameters + ": bad input must be refused in bounded memory", e));
        }
    }
}
