package dev.pinochle;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** docs/architecture.md: core ← ai ← table ← save ← {ui, cli}; the core is pure and only ui touches Swing. */
class LayeringTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.pinochle");

    @Test
    void layersPointOneWay() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("core").definedBy("dev.pinochle.core..")
                .layer("ai").definedBy("dev.pinochle.ai..")
                .layer("table").definedBy("dev.pinochle.table..")
                .layer("save").definedBy("dev.pinochle.save..")
                .layer("ui").definedBy("dev.pinochle.ui..")
                .layer("cli").definedBy("dev.pinochle.cli..")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayNotBeAccessedByAnyLayer()
                .whereLayer("save").mayOnlyBeAccessedByLayers("ui", "cli")
                .whereLayer("table").mayOnlyBeAccessedByLayers("save", "ui", "cli")
                .whereLayer("ai").mayOnlyBeAccessedByLayers("table", "save", "ui", "cli")
                .allowEmptyShould(true)
                .check(CLASSES);
    }

    @Test
    void coreIsPure() {
        noClasses().that().resideInAPackage("dev.pinochle.core..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javax.swing..", "java.awt..", "com.formdev..", "com.fasterxml..",
                        "java.util.concurrent..", "java.util.random..", "java.io..", "java.nio..", "java.time..",
                        "dev.pinochle.ai..", "dev.pinochle.table..", "dev.pinochle.save..", "dev.pinochle.ui..",
                        "dev.pinochle.cli..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("dev.pinochle.core..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(Math.class, "random")
                .check(CLASSES);
    }

    @Test
    void onlyUiTouchesSwing() {
        noClasses().that().resideOutsideOfPackage("dev.pinochle.ui..")
                .and().doNotHaveFullyQualifiedName("dev.pinochle.Main")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "com.formdev..")
                .check(CLASSES);
    }
}
