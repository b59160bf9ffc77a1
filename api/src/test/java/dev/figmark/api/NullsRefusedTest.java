package dev.figmark.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.model.Description;
import dev.figmark.model.FigureException;
import dev.figmark.model.Table;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every public entry point of the library refuses a null with a {@link FigureException} (issue #43): each public
 * constructor and method of the exported packages is called by reflection with null for every object it takes, on
 * instances of every model type a description of every kind holds. None may throw a NullPointerException or any
 * exception other than FigureException (and IOException where it declares one; the dependency-free format package
 * refuses with IllegalArgumentException, as it documents). Left out: an enum's {@code valueOf}, which Java writes, and a
 * record's {@code accept(visitor)}, whose visitor is the engine's own.
 */
class NullsRefusedTest {

    /** The packages a library user compiles against. */
    private static final List<String> EXPORTED = List.of("dev.figmark.api", "dev.figmark.model", "dev.figmark.format");

    @Test
    void everyPublicEntryPointRefusesANullByName() throws Exception {
        Map<Class<?>, Object> samples = samples();
        List<String> failures = new ArrayList<>();
        int calls = 0;
        for (Class<?> type : exported()) {
            for (Constructor<?> c : type.getConstructors()) {
                calls++;
                call(c, null, failures);
            }
            for (Method m : type.getMethods()) {
                if (!EXPORTED.contains(m.getDeclaringClass().getPackageName()) || m.getParameterCount() == 0 || m.isSynthetic()
                        || type.isEnum() && m.getName().equals("valueOf") || m.getName().equals("accept")) {
                    continue;
                }
                Object target = Modifier.isStatic(m.getModifiers()) ? null : samples.get(type);
                if (!Modifier.isStatic(m.getModifiers()) && target == null) {
                    continue;
                }
                calls++;
                call(m, target, failures);
            }
        }
        assertEquals(List.of(), failures, failures.size() + " of " + calls + " calls");
    }

    private static void call(Executable e, Object target, List<String> failures) {
        Object[] args = new Object[e.getParameterCount()];
        Class<?>[] types = e.getParameterTypes();
        for (int i = 0; i < args.length; i++) {
            args[i] = !types[i].isPrimitive() ? null : types[i] == boolean.class ? false : types[i] == double.class ? 0.0 : types[i] == int.class ? 0
                    : types[i] == long.class ? 0L : types[i] == float.class ? 0f : types[i] == char.class ? 'a' : (Object) (byte) 0;
        }
        try {
            e.setAccessible(true);
            if (e instanceof Constructor<?> c) {
                c.newInstance(args);
            } else {
                ((Method) e).invoke(target, args);
            }
        } catch (InvocationTargetException x) {
            Throwable cause = x.getCause();
            boolean format = e.getDeclaringClass().getPackageName().equals("dev.figmark.format") && cause instanceof IllegalArgumentException;
            if (!(cause instanceof FigureException) && !(cause instanceof IOException) && !format) {
                failures.add(e.getDeclaringClass().getSimpleName() + "." + (e instanceof Constructor ? "new" : e.getName()) + "(" + types.length
                        + " args): " + cause);
            }
        } catch (ReflectiveOperationException | IllegalArgumentException x) {
            failures.add(e + ": " + x);
        }
    }

    /** The public types of the exported packages, nested ones included. */
    private static List<Class<?>> exported() throws IOException, URISyntaxException, ClassNotFoundException {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> anchor : List.of(Plot.class, Description.class)) {
            Path location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            // A module's classes are a folder in the reactor and a jar from the local repository.
            Path root = Files.isDirectory(location) ? location : java.nio.file.FileSystems.newFileSystem(location).getPath("/");
            for (String pkg : EXPORTED) {
                Path dir = root.resolve(pkg.replace('.', '/'));
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.sorted().toList()) {
                        String name = f.getFileName().toString();
                        if (name.endsWith(".class") && !name.equals("package-info.class") && !name.equals("module-info.class")) {
                            Class<?> c = Class.forName(pkg + "." + name.substring(0, name.length() - ".class".length()));
                            if (Modifier.isPublic(c.getModifiers()) && !c.isAnonymousClass()) {
                                out.add(c);
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** An instance of every model type found in the gallery's description of every kind, and a plot of it. */
    private static Map<Class<?>, Object> samples() throws Exception {
        Plot plot = Plot.read(Path.of("../examples/plots/every-kind.json"));
        Map<Class<?>, Object> out = new LinkedHashMap<>();
        out.put(Plot.class, plot);
        collect(plot.description(), out, new IdentityHashMap<>());
        out.put(dev.figmark.model.Table.class, dev.figmark.model.Table.of("engine", "vLLM", "SGLang"));
        return out;
    }

    private static void collect(Object o, Map<Class<?>, Object> out, Map<Object, Boolean> seen) throws ReflectiveOperationException {
        if (o == null || seen.put(o, true) != null) {
            return;
        }
        if (o instanceof Iterable<?> list) {
            for (Object x : list) {
                collect(x, out, seen);
            }
            return;
        }
        if (o instanceof Map<?, ?> map) {
            for (Object x : map.values()) {
                collect(x, out, seen);
            }
            return;
        }
        if (!EXPORTED.contains(o.getClass().getPackageName())) {
            return;
        }
        out.putIfAbsent(o.getClass(), o);
        if (o.getClass().isRecord()) {
            for (RecordComponent rc : o.getClass().getRecordComponents()) {
                collect(rc.getAccessor().invoke(o), out, seen);
            }
        }
    }
}
