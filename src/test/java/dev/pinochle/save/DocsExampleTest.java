package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.RuleSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The examples in docs/save-format.md are real files: they load, and the code writes them byte for byte. */
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

    /** RULES.md §4b: the rules file documented beside it is one too, read and written byte for byte. */
    @Test
    void theDocumentedRulesFileReadsAndIsWhatTheCodeWrites(@TempDir Path folder) throws Exception {
        String doc = Files.readString(Path.of("docs", "save-format.md"));
        String block = doc.substring(doc.indexOf("<!-- rules-example:begin -->"),
                doc.indexOf("<!-- rules-example:end -->"));
        Path file = Files.writeString(folder.resolve("friday.json"),
                block.substring(block.indexOf("```json\n") + 8, block.lastIndexOf("```")));

        OwnRules set = RulesFiles.read(file);
        Path again = folder.resolve("again.json");
        RulesFiles.write(again, set);

        assertThat(set.rules()).isEqualTo(RuleSet.standard().with("passCount", "3").with("minBid", "300")
                .with("target", "2000"));
        assertThat(Files.readString(again)).isEqualTo(Files.readString(file));
    }
}
