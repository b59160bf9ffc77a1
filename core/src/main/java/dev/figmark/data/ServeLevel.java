package dev.figmark.data;

/** One serving level of a run's throughput table; null where the run did not measure it. */
public record ServeLevel(String name, double concurrency, double outputTokensPerS, Double ttftP50, Double ttftP99, Double itlP50, Double itlP99) {

    /** The concurrency as a CSV cell: an integer when it is one. */
    public Object concurrencyCell() {
        return concurrency == Math.rint(concurrency) ? (Object) (long) concurrency : (Object) concurrency;
    }

}
