package dev.figmark.data;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/** The four calls {@link SampleReader} makes of a JSON token stream, so one tick reader serves both tokenizers. */
interface TickTokens {

    JsonToken nextToken() throws IOException;

    /** The name of the field whose {@link JsonToken#FIELD_NAME} was just returned. */
    String currentName() throws IOException;

    /** The value of the number just returned. */
    double getDoubleValue() throws IOException;

    /** After a start token, skips to its matching end; else does nothing. */
    void skipChildren() throws IOException;

    /** Jackson's tokens, for lines {@link ByteTicks} refuses. */
    static TickTokens of(JsonParser p) {
        return new TickTokens() {
            @Override
            public JsonToken nextToken() throws IOException {
                return p.nextToken();
            }

            @Override
            public String currentName() throws IOException {
                return p.currentName();
            }

            @Override
            public double getDoubleValue() throws IOException {
                return p.getDoubleValue();
            }

            @Override
            public void skipChildren() throws IOException {
                p.skipChildren();
            }
        };
    }
}
