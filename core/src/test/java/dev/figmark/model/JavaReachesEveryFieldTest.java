package dev.figmark.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Everything a description can say, Java can say: every component of every record reachable from
 * {@link Description} has a public method of its name that returns a copy with it set, so a field added to the JSON
 * format is added to the library at once, or this test names it.
 */
class JavaReachesEveryFieldTest {

    static Set<Class<?>> records() {
        Set<Class<?>> out = new LinkedHashSet<>();
        walk(Description.class, out);
        return out;
    }

    private static void walk(Type type, Set<Class<?>> out) {
        if (type instanceof ParameterizedType p) {
            for (Type t : p.getActualTypeArguments()) {
                walk(t, out);
            }
            return;
        }
        Class<?> c = (Class<?>) type;
        if (!c.getPackageName().equals("dev.figmark.model") || out.contains(c)) {
            return;
        }
        if (c.isSealed()) {
            for (Class<?> sub : c.getPermittedSubclasses()) {
                walk(sub, out);
            }
        }
        if (c.isRecord()) {
            out.add(c);
            for (RecordComponent rc : c.getRecordComponents()) {
                walk(rc.getGenericType(), out);
            }
        }
    }

    @Test
    void everyComponentHasItsOneFieldCopy() {
        List<String> missing = new ArrayList<>();
        for (Class<?> record : records()) {
            if (record.getEnclosingClass() != null && List.of(Values.class, Cells.class, Bins.class, Palette.class, Length.class, Interval.class,
                    dev.figmark.model.Limits.class, dev.figmark.model.Position.class, dev.figmark.model.Styles.class)
                    .contains(record.getEnclosingClass())) {
                continue; // values made by their unions' factories (Values.of, Bins.count, Length.inches, ...)
            }
            for (RecordComponent c : record.getRecordComponents()) {
                boolean found = false;
                for (Method m : record.getMethods()) {
                    found |= m.getName().equals(c.getName()) && m.getParameterCount() >= 1 && !Modifier.isStatic(m.getModifiers())
                            && record.isAssignableFrom(m.getReturnType());
                }
                if (!found) {
                    missing.add(record.getSimpleName() + "." + c.getName());
                }
            }
        }
        assertEquals(List.of(), missing, "components no one-field copy sets");
    }
}
