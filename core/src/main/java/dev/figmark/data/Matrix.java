package dev.figmark.data;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** An A/B comparison over many cases ({@code llmperfscope-matrix/1}): finished cases with metrics, and failed ones. */
public record Matrix(String a, String b, String order, List<Case> cases, List<Failure> failures) {

    /** One metric of one case: both arms, their ratio b / a, and the verdict. */
    public record Result(Double a, Double b, double ratio, String verdict, Object rawA, Object rawB, Object rawRatio) {
    }

    /** A finished case. */
    public record Case(String label, Map<String, Result> metrics) {
    }

    /** A case that failed, with its error. */
    public record Failure(String label, String error) {
    }

    public static Matrix read(Path file, Consumer<String> warn) {
        Json root = Json.read(file);
        if (!root.isObject()) {
            throw new InputException(file + ":1:1: expected a JSON object (a matrix), found " + root.kind());
        }
        if (!root.get("cases").isArray()) {
            throw new InputException(file + ": field \"cases\": expected an array of cases, found " + root.get("cases").kind());
        }
        Warnings warnings = new Warnings(file.toString());
        List<Case> cases = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        int index = 0;
        for (Json c : root.get("cases").elements()) {
            String label = c.get("label").isString() ? c.get("label").string() : "case " + (index + 1);
            if (!c.get("metrics").isObject()) {
                String error = c.get("error").isNull() ? "no metrics" : text(c.get("error"));
                failures.add(new Failure(label, error));
            } else {
                Map<String, Result> metrics = new LinkedHashMap<>();
                for (String key : c.get("metrics").keys()) {
                    Json m = c.get("metrics").get(key);
                    Double ratio = m.get("ratio").number();
                    if (!m.isObject() || (ratio == null && !m.get("ratio").isNull())) {
                        warnings.count("metrics without a numeric ratio were skipped", "cases[" + index + "].metrics." + key);
                        continue;
                    }
                    metrics.put(key, new Result(m.get("a").number(), m.get("b").number(), ratio == null ? Double.NaN : ratio,
                            m.get("verdict").string("same"), m.get("a").raw(), m.get("b").raw(), m.get("ratio").raw()));
                }
                cases.add(new Case(label, metrics));
            }
            index++;
        }
        warnings.report(warn);
        return new Matrix(root.get("a").string("A"), root.get("b").string("B"), root.get("order").string("ABBA"), cases, failures);
    }

    /** Text of any JSON value, for error messages carried from the file. */
    private static String text(Json v) {
        return v.isString() ? v.string() : String.valueOf(v.raw());
    }
}
