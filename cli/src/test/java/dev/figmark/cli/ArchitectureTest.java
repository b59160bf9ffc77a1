package dev.figmark.cli;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The pipeline's layer rules, enforced: each package of figmark reaches only the packages downstream of it (data is
 * read, recipes make products, products are laid out from charts into scenes of marks, writers only draw scenes).
 * ArchUnit reads the compiled classes, so a reference by full name counts as much as an import.
 */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.figmark");

    /** A package, then the figmark packages it may reach besides itself ({@code -}: none). */
    @ParameterizedTest(name = "{0} reaches only {1}")
    @CsvSource(delimiter = ';', value = {
        "dev.figmark.venue;-",
        "dev.figmark.scene;dev.figmark.venue",
        "dev.figmark.text;dev.figmark.scene",
        "dev.figmark.chart.look;dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.chart.scale;dev.figmark.scene dev.figmark.text",
        "dev.figmark.chart.frame;dev.figmark.chart.scale dev.figmark.chart.look dev.figmark.scene dev.figmark.text",
        "dev.figmark.chart.guide;dev.figmark.chart.frame dev.figmark.chart.scale dev.figmark.chart.look dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.chart;dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.layout;dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.data;-",
        "dev.figmark.model;dev.figmark.table dev.figmark.data",
        "dev.figmark.table;dev.figmark.data",
        "dev.figmark.model.json;dev.figmark.model dev.figmark.data",
        "dev.figmark.transform;dev.figmark.model dev.figmark.model.json dev.figmark.table dev.figmark.data",
        "dev.figmark.product;dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.recipe;dev.figmark.product dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text",
        "dev.figmark.recipes.run;dev.figmark.recipe dev.figmark.product dev.figmark.data dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text",
        "dev.figmark.recipes.compare;dev.figmark.recipe dev.figmark.product dev.figmark.data dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text",
        "dev.figmark.recipes.matrix;dev.figmark.recipe dev.figmark.product dev.figmark.data dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.compile.drawn;dev.figmark.model",
        "dev.figmark.compile.out;dev.figmark.compile.drawn dev.figmark.model dev.figmark.product dev.figmark.chart.scale",
        "dev.figmark.compile.look;dev.figmark.compile.read dev.figmark.compile.drawn dev.figmark.model dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.compile.kind;dev.figmark.compile.look dev.figmark.compile.out dev.figmark.compile.read dev.figmark.compile.drawn dev.figmark.model dev.figmark.table dev.figmark.transform dev.figmark.data dev.figmark.chart.. dev.figmark.scene dev.figmark.text",
        "dev.figmark.compile;dev.figmark.compile.kind dev.figmark.compile.read dev.figmark.compile.drawn dev.figmark.compile.out dev.figmark.compile.look dev.figmark.model dev.figmark.model.json dev.figmark.table dev.figmark.transform dev.figmark.recipe dev.figmark.product dev.figmark.data dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.compile.read;dev.figmark.model dev.figmark.model.json dev.figmark.table dev.figmark.transform dev.figmark.data dev.figmark.chart.. dev.figmark.text",
        "dev.figmark.recipes.description;dev.figmark.compile dev.figmark.recipe dev.figmark.product dev.figmark.chart..",
        "dev.figmark.recipes;dev.figmark.recipes.. dev.figmark.recipe dev.figmark.product",
        "dev.figmark.format;-",
        "dev.figmark.render;dev.figmark.scene",
        "dev.figmark.render.svg;dev.figmark.render dev.figmark.scene dev.figmark.text",
        "dev.figmark.render.pdf;dev.figmark.render dev.figmark.scene dev.figmark.text",
        "dev.figmark.render.png;dev.figmark.render dev.figmark.scene dev.figmark.text",
        "dev.figmark.output;dev.figmark.render.. dev.figmark.format dev.figmark.product dev.figmark.layout dev.figmark.chart.look dev.figmark.scene dev.figmark.text dev.figmark.venue",
        "dev.figmark.api;dev.figmark.model dev.figmark.model.json dev.figmark.output dev.figmark.format dev.figmark.render dev.figmark.compile dev.figmark.product dev.figmark.data dev.figmark.layout dev.figmark.chart.. dev.figmark.scene dev.figmark.text",
        "dev.figmark.files;-",
        "dev.figmark.golden;dev.figmark.files",
        "dev.figmark.lint;dev.figmark.files dev.figmark.venue",
    })
    void reachesOnlyDownstream(String pkg, String allowed) {
        List<String> packages = new ArrayList<>(List.of(pkg));
        if (!allowed.equals("-")) {
            packages.addAll(List.of(allowed.split(" ")));
        }
        ArchRule rule = noClasses().that().resideInAPackage(pkg)
                .should().dependOnClassesThat(resideInAPackage("dev.figmark..").and(resideOutsideOfPackages(packages.toArray(String[]::new))))
                .because("a package reaches only the stages downstream of it");
        rule.check(CLASSES);
    }

    /** No two packages reach each other, however far round: each package's rule above could let a cycle through. */
    @Test
    void packagesFormNoCycle() {
        slices().matching("dev.figmark.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void noMainSourceFileIsOver400Lines() throws IOException {
        List<String> long_ = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of(".."))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/")
                    && !p.toString().contains("/target/")).toList()) {
                long lines;
                try (Stream<String> l = Files.lines(f)) {
                    lines = l.count();
                }
                if (lines > 400) {
                    long_.add(f + " (" + lines + " lines)");
                }
            }
        }
        assertEquals(List.of(), long_, "a file over 400 lines holds more than one concern");
    }
}
