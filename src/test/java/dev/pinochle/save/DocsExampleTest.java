package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The example in docs/save-format.md is a real file: it loads, and the code writes it byte for byte. */
class DocsExampleTest {
    @Test
    void theDocumentedExampleLoadsAndIsWhatTheCodeWrites() throws Exception {
        String doc = Files.readString(Path.of("docs", "save-format.md"));
        String block = doc.substring(doc.indexOf("<!-- example:begin -->"), doc.indexOf("<!-- example:end -->"));
        String json = block.substring(block.indexOf("```json\n") + 8, block.lastIndexOf("```"));

        GameRecord record = SaveFiles.parse(json.getBytes(StandardCharsets.UTF_8), "example.pinochle");

        assertThat(new String(SaveFiles.toJson(record), StandardCharsets.UTF_8)).isEqualTo(json);
        assertThat(record.hands()).hasSize(2);
    }
}
