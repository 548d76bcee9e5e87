package dev.pinochle.save;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.Arrays;

/**
 * The one Jackson set-up of the save package. Strict on reading (a field twice, text after the object, a
 * null where a number belongs are all refused) and without default typing: polymorphism is only ever the
 * fixed names of {@link CallDto}.
 */
final class Json {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    /** Indented for a person to read and diff, one action per line. */
    static final ObjectWriter PRETTY = MAPPER.writer(new Printer());

    private Json() {
    }

    /** {@code value} as {@link #PRETTY} writes it, ended by a newline: the text of every file the game writes whole. */
    static byte[] text(Object value) {
        try {
            byte[] body = PRETTY.writeValueAsBytes(value);
            byte[] out = Arrays.copyOf(body, body.length + 1);
            out[body.length] = '\n';
            return out;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(value.getClass().getSimpleName() + " could not be written as JSON", e);
        }
    }

    /**
     * Jackson's indented layout with {@code "key": value}, except that objects three levels deep (each
     * action, each hand's result) stay on one line and arrays inside second-level objects (a hand's
     * actions, but not the arrays inside those) put each element on its own line. A finished game then
     * reads like a score sheet.
     */
    static final class Printer extends DefaultPrettyPrinter {
        private static final int INLINE_OBJECTS = 3;
        private static final int LISTED_ARRAYS = 2;
        private static final String INDENT = "  ";

        Printer() {
            super(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));
        }

        private Printer(Printer base) {
            super(base);
        }

        @Override
        public Printer createInstance() {
            return new Printer(this);
        }

        @Override
        public void beforeObjectEntries(JsonGenerator g) throws IOException {
            if (_nesting >= INLINE_OBJECTS) {
                g.writeRaw(' ');
            } else {
                super.beforeObjectEntries(g);
            }
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
            if (_nesting >= INLINE_OBJECTS) {
                g.writeRaw(", ");
            } else {
                super.writeObjectEntrySeparator(g);
            }
        }

        @Override
        public void writeEndObject(JsonGenerator g, int entries) throws IOException {
            if (_nesting >= INLINE_OBJECTS) {
                _nesting--;
                g.writeRaw(entries > 0 ? " }" : "}");
            } else {
                super.writeEndObject(g, entries);
            }
        }

        @Override
        public void beforeArrayValues(JsonGenerator g) throws IOException {
            if (listed(g)) {
                newLine(g, _nesting + 1);
            } else {
                super.beforeArrayValues(g);
            }
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            if (listed(g)) {
                g.writeRaw(',');
                newLine(g, _nesting + 1);
            } else {
                super.writeArrayValueSeparator(g);
            }
        }

        @Override
        public void writeEndArray(JsonGenerator g, int values) throws IOException {
            if (listed(g) && values > 0) {
                newLine(g, _nesting);
                g.writeRaw(']');
            } else {
                super.writeEndArray(g, values);
            }
        }

        /** Whether the array being written lists its values: it is a field of a second-level object. */
        private boolean listed(JsonGenerator g) {
            return _nesting == LISTED_ARRAYS && g.getOutputContext().getParent().inObject();
        }

        private static void newLine(JsonGenerator g, int level) throws IOException {
            g.writeRaw('\n');
            g.writeRaw(INDENT.repeat(level));
        }
    }
}
