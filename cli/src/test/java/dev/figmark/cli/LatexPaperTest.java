package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A paper that inputs {@code figures.tex} compiles with pdflatex in IEEEtran and acmart (issue #42): the example run's
 * figures at the venue's column and the bar gallery at its text width, each included at exactly {@code \columnwidth}
 * or {@code \textwidth} (logged by the paper as LaTeX measured it), every figure of the folder in the paper, no Type 3
 * font anywhere in the PDF (the figures' fonts included), and no overfull box. The acmart paper turns off the class's
 * last-page column balancing ({@code balance=false}): with it on, acmart 1.88 reports an overfull vbox of 1 to 2 pt
 * for a paper of text alone, with no figure in it, so the check would measure the balance package, not the figures.
 */
class LatexPaperTest {

    @TempDir
    Path dir;

    /** Each \includegraphics of the paper says its width and the column's and the text's, as LaTeX set them. */
    private static final String MEASURED = "\\let\\figmarkgraphics\\includegraphics\n"
            + "\\renewcommand{\\includegraphics}[2][]{\\sbox0{\\figmarkgraphics[#1]{#2}}"
            + "\\typeout{FIGMARK #2 WIDTH=\\the\\wd0\\space COLUMN=\\the\\columnwidth\\space TEXT=\\the\\textwidth}\\usebox0}\n";

    /** A paragraph of body text, so that the figures float in a paper rather than in an empty one. */
    private static final String BODY = "Measurements go into papers as they are. ".repeat(40) + "\n\n";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ieee|\\documentclass[conference]{IEEEtran}\\usepackage{graphicx}|\\title{Figures}\\maketitle|IEEEtran.cls",
        "acm|\\documentclass[sigconf,balance=false]{acmart}\\settopmatter{printacmref=false}|\\title{Figures}\\author{A. Student}\\maketitle|acmart.cls"})
    void aPaperInputsEveryFigureAtItsWidthInEmbeddedFonts(String venue, String preamble, String title, String cls) throws Exception {
        Assumptions.assumeTrue(installed(cls) || System.getenv("CI") != null, "no pdflatex or " + cls + " here: .ci/run installs TeX Live");
        Path figures = dir.resolve("figures");
        assertEquals(0, BadInputTest.run("run", "../examples/llama8b-1gpu", "--out", figures.toString(), "--venue", venue, "--width", "single",
                "--formats", "pdf").status());
        assertEquals(0, BadInputTest.run("plot", "../examples/plots/bars.json", "--out", figures.toString(), "--venue", venue, "--width", "double",
                "--formats", "pdf").status());
        Files.writeString(dir.resolve("paper.tex"), preamble + "\n" + MEASURED + "\\begin{document}\n" + title + "\n\\section{Text}\n"
                + BODY.repeat(3) + "\\input{figures/figures.tex}\n" + BODY.repeat(6) + "\\end{document}\n");
        String log = "";
        for (int pass = 0; pass < 2; pass++) {
            Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "paper.tex").directory(dir.toFile())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("pdflatex.txt").toFile()).start();
            assertEquals(0, p.waitFor(), Files.readString(dir.resolve("pdflatex.txt")));
            log = Files.readString(dir.resolve("paper.log"), StandardCharsets.ISO_8859_1);
        }
        List<String> included = new ArrayList<>();
        Matcher m = Pattern.compile("FIGMARK figures/(\\S+) WIDTH=([0-9.]+)pt ?COLUMN=([0-9.]+)pt TEXT=([0-9.]+)pt").matcher(log.replace("\n", ""));
        while (m.find()) {
            double width = Double.parseDouble(m.group(2));
            double expected = Double.parseDouble(m.group(m.group(1).equals("bars.pdf") ? 4 : 3));
            assertEquals(expected, width, 0.01, venue + ": " + m.group(1) + " at the " + (m.group(1).equals("bars.pdf") ? "text" : "column") + " width");
            included.add(m.group(1));
        }
        assertEquals(List.of("bars.pdf", "gpu_time.pdf", "hotspots.pdf", "lifecycle.pdf", "memory.pdf", "movement.pdf", "phases.pdf", "serving.pdf"),
                included.stream().sorted().toList(), venue + ": every figure of the folder, once");
        assertTrue(!log.contains("Overfull \\hbox"), venue + ": nothing wider than its column");
        assertTrue(!log.contains("Overfull"), venue + ": no overfull box\n" + log.lines().filter(l -> l.contains("Overfull")).toList());
        assertTrue(!log.contains("Float too large"), venue + ": every figure fits the page");
        try (PDDocument paper = Loader.loadPDF(dir.resolve("paper.pdf").toFile())) {
            for (PDPage page : paper.getPages()) {
                noType3(page.getResources(), venue);
            }
        }
    }

    /** No Type 3 font in these resources or in those of any form they draw (an included figure is a form). */
    private static void noType3(PDResources resources, String venue) throws IOException {
        if (resources == null) {
            return;
        }
        for (COSName name : resources.getFontNames()) {
            PDFont font = resources.getFont(name);
            assertTrue(!(font instanceof PDType3Font), venue + ": a Type 3 font, " + font.getName());
        }
        for (COSName name : resources.getXObjectNames()) {
            PDXObject x = resources.getXObject(name);
            if (x instanceof PDFormXObject form) {
                noType3(form.getResources(), venue);
            }
        }
    }

    private static boolean installed(String cls) {
        try {
            Process p = new ProcessBuilder("kpsewhich", cls).redirectErrorStream(true).start();
            return p.waitFor() == 0 && !new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).isBlank();
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
