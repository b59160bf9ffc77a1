package dev.figmark.model.json;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;

/** Generic types the reader is asked for by name. */
final class ModelTypes {

    /** {@code List<String>}. */
    static final Type STRINGS = list(String.class);

    private ModelTypes() {
    }

    static Type list(Type element) {
        return new ParameterizedType() {
            @Override
            public Type[] getActualTypeArguments() {
                return new Type[] {element};
            }

            @Override
            public Type getRawType() {
                return List.class;
            }

            @Override
            public Type getOwnerType() {
                return null;
            }
        };
    }
}
