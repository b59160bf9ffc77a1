package dev.figmark.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The commands and their options declared in code, through picocli's programmatic model, each option bound to its
 * field by a getter and a setter. Declared by annotations, they were read by reflection at every start: eight
 * annotation proxy classes and some twenty method handles made at run time, 5 % of a short run's wall time
 * (bench/README.md, the thirteenth session). StartUpTest fails when a command reads an annotation to start.
 */
final class CommandModel {

    private CommandModel() {
    }

    /**
     * A command named {@code name} that runs {@code command} (a Runnable or Callable), with the help and version
     * options picocli's {@code mixinStandardHelpOptions} would add.
     */
    static CommandSpec command(String name, Object command, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.usageMessage().description(description);
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).descriptionKey("mixinStandardHelpOptions.help")
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).descriptionKey("mixinStandardHelpOptions.version")
                .description("Print version information and exit.").build());
        return spec;
    }

    /** An option of one value of {@code type}, kept in the field {@code get} reads and {@code set} writes. */
    static <V> OptionSpec.Builder option(String name, Class<V> type, Supplier<V> get, Consumer<V> set) {
        Field<V> field = new Field<>(get, set);
        return OptionSpec.builder(name).type(type).converters(converter(type)).getter(field).setter(field).initialValue(get.get());
    }

    /** An option that may be given more than once, each value of {@code element}, kept in a list field. */
    static <E> OptionSpec.Builder list(String name, Class<E> element, Supplier<List<E>> get, Consumer<List<E>> set) {
        Field<List<E>> field = new Field<>(get, set);
        return OptionSpec.builder(name).type(List.class).auxiliaryTypes(element).converters(converter(element)).getter(field).setter(field)
                .initialValue(get.get());
    }

    /** A positional parameter of {@code type}, kept in a field; required, as every one of figmark's is. */
    static <V> PositionalParamSpec.Builder positional(Class<V> type, Supplier<V> get, Consumer<V> set) {
        Field<V> field = new Field<>(get, set);
        return PositionalParamSpec.builder().type(type).converters(converter(type)).required(true).getter(field).setter(field)
                .initialValue(get.get());
    }

    /** Positional parameters, each of {@code element}, kept in a list field; at least one, as {@code arity} says. */
    static <E> PositionalParamSpec.Builder positionals(Class<E> element, Supplier<List<E>> get, Consumer<List<E>> set) {
        Field<List<E>> field = new Field<>(get, set);
        return PositionalParamSpec.builder().type(List.class).auxiliaryTypes(element).converters(converter(element)).required(true)
                .getter(field).setter(field).initialValue(get.get());
    }

    /**
     * The converters of a value of {@code type}: picocli's own, but for paths, which picocli (written for Java 5) makes by
     * reflection, through method handles made at run time.
     */
    private static ITypeConverter<?>[] converter(Class<?> type) {
        return type == Path.class ? new ITypeConverter<?>[] {Path::of} : new ITypeConverter<?>[0];
    }

    /** A command's field as picocli reads and writes it: its getter and setter in one, without reflection. */
    private record Field<V>(Supplier<V> read, Consumer<V> write) implements IGetter, ISetter {

        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            return (T) read.get();
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T set(T value) {
            T old = get();
            write.accept((V) value);
            return old;
        }
    }
}
