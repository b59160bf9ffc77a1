package dev.figmark.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The schema editors read is the one the records make: {@code docs/figure.schema.json} and the copy in the jar equal
 * what {@link SchemaWriter} writes from the records and their Javadoc. {@code -Dschema.update=true} writes both.
 */
class SchemaTest {

    static final Path DOCS = Path.of("../docs/figure.schema.json");
    static final Path SHIPPED = Path.of("src/main/resources/dev/figmark/spec/figure.schema.json");

    @Test
    void theCheckedInSchemaIsTheOneTheRecordsMake() throws IOException {
        String made = SchemaWriter.schema(Javadocs.read(Path.of("src/main/java/dev/figmark/model")));
        if (Boolean.getBoolean("schema.update")) {
            Files.writeString(DOCS, made);
            Files.writeString(SHIPPED, made);
        }
        assertEquals(made, Files.readString(DOCS), "docs/figure.schema.json is stale: run mvn test -pl core -Dtest=SchemaTest -Dschema.update=true");
        assertEquals(made, Files.readString(SHIPPED), "the shipped schema is stale");
    }
}
