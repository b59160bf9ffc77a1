package dev.figmark.compile.read;

import dev.figmark.data.InputException;
import dev.figmark.model.Aggregate;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Transform;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import dev.figmark.table.TooLarge;
import dev.figmark.transform.Steps;
import dev.figmark.transform.Streamed;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The sources whose CSV or JSON lines files are too large for the heap to hold, read in parts through the first aggregate of the
 * steps that take their rows (the source's own, then a panel's or a series'): a hundred million trials summed up to
 * their groups' means and intervals in the memory of a few parts ({@link Streamed}). Where no such aggregate comes
 * first, the file is refused as too large, saying what would read it.
 */
final class Parts {

    private final Context context;
    private final Function<String, TooLarge> tooLarge;
    private final Supplier<Predicate<String>> columns;
    /** Each aggregate read, by its source and the steps up to it: panels that ask for the same are read once. */
    private final Map<List<Object>, Table> read = new HashMap<>();

    /**
     * The sources of a description read in parts.
     *
     * @param context  what it needs of the description
     * @param tooLarge each source's refusal as too large to hold whole
     * @param columns  the columns the description can reach, the only ones read
     */
    Parts(Context context, Function<String, TooLarge> tooLarge, Supplier<Predicate<String>> columns) {
        this.context = context;
        this.tooLarge = tooLarge;
        this.columns = columns;
    }

    /** A source's rows after its own steps and {@code then}, read in parts through their first aggregate. */
    Table rows(String name, List<Transform> then, String thenWhere) {
        Source source = context.model().data().get(name);
        List<Streamed.Step> steps = new ArrayList<>();
        add(steps, source.transform(), context.where() + ": data." + name + ".transform");
        add(steps, then, thenWhere);
        int at = 0;
        while (at < steps.size() && Streamed.rowWise(steps.get(at).step())) {
            at++;
        }
        String step = at == steps.size() ? null : steps.get(at).path().substring(context.where().length() + 2);
        String why = step == null ? "no step after it aggregates its rows"
                : !(steps.get(at).step() instanceof Aggregate a) ? step + " sees more than one row before any aggregate"
                : !Streamed.fromMoments(a) ? "the " + a.aggregate() + " of " + step + " needs every value"
                : null;
        if (why != null) {
            throw new InputException(context.where() + ": data." + name + ": " + tooLarge.apply(name).getMessage() + "; a file this large is read in parts"
                    + " only through an aggregate of count, sum, mean, min, max, sd, sem or a confidence interval, after steps that see a row at a time"
                    + " (filter, calculate, extract, fold), and " + why);
        }
        int aggregate = at;
        List<Object> key = new ArrayList<>(List.of(name));
        steps.subList(0, aggregate + 1).forEach(s -> key.add(s.step()));
        Table out = read.get(key);
        if (out == null) {
            out = stream(name, source, steps.subList(0, aggregate), (Aggregate) steps.get(aggregate).step(), steps.get(aggregate).path());
            read.put(key, out);
        }
        for (Streamed.Step s : steps.subList(aggregate + 1, steps.size())) {
            out = Steps.apply(out, s.step(), s.path(), context::warn);
        }
        return out;
    }

    private static void add(List<Streamed.Step> into, List<Transform> steps, String where) {
        if (steps != null) {
            for (int i = 0; i < steps.size(); i++) {
                into.add(new Streamed.Step(steps.get(i), where + "[" + i + "]"));
            }
        }
    }

    private Table stream(String name, Source source, List<Streamed.Step> before, Aggregate aggregate, String path) {
        Streamed streamed = new Streamed(before, aggregate, path, context::warn);
        try {
            Tables.stream(context.allowed(source.file(), "data." + name + ".file"), context.shown(source.file()), source.missing() == Series.Missing.SKIP,
                    context::warn, columns.get(), streamed);
        } catch (InputException e) {
            if (e.getMessage().startsWith(context.where() + ": ")) {
                throw e;
            }
            throw new InputException(context.where() + ": data." + name + ": " + e.getMessage(), e);
        }
        return streamed.finish();
    }
}
