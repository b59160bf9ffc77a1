package dev.figmark.data;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A requests file read in one pass of Jackson's streaming parser, for the usual file of one plain request per line: no
 * tree of values, no line decoded to text and encoded again. A file with anything else (a line that is not one object
 * with a numeric level and ttft_s and only numbers among its gaps, a key given twice, bytes that are not UTF-8) gives
 * null, and RunData reads it again line by line, counting what it skips. On the example, 17 ms of a cold run's wall
 * time (bench/README.md, the thirteenth session).
 */
final class PlainRequests {

    private PlainRequests() {
    }

    /** The requests of a plain file, as RunData's line reader would read them; null when the file is not plain. */
    static List<Request> read(Path path) {
        try (InputStream in = Files.newInputStream(path); JsonParser p = Json.FACTORY.createParser(in)) {
            List<Request> out = new ArrayList<>();
            double[] gaps = new double[64];
            long lastLine = 0;
            for (JsonToken token = p.nextToken(); token != null; token = p.nextToken()) {
                long line = p.currentTokenLocation().getLineNr();
                if (token != JsonToken.START_OBJECT || line <= lastLine) {
                    return null;
                }
                double level = Double.NaN;
                double ttft = Double.NaN;
                int count = -1;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken value = p.nextToken();
                    if (name.equals("level") || name.equals("ttft_s")) {
                        boolean isLevel = name.equals("level");
                        double v = number(p, value);
                        if (Double.isNaN(v) || !Double.isNaN(isLevel ? level : ttft)) {
                            return null;
                        }
                        if (isLevel) {
                            level = v;
                        } else {
                            ttft = v;
                        }
                    } else if (name.equals("itl_s")) {
                        if (value != JsonToken.START_ARRAY || count >= 0) {
                            return null;
                        }
                        count = 0;
                        for (JsonToken gap = p.nextToken(); gap != JsonToken.END_ARRAY; gap = p.nextToken()) {
                            double v = number(p, gap);
                            if (Double.isNaN(v)) {
                                return null;
                            }
                            if (count == gaps.length) {
                                gaps = Arrays.copyOf(gaps, count * 2);
                            }
                            gaps[count++] = v;
                        }
                    } else {
                        p.skipChildren();
                    }
                }
                if (Double.isNaN(level) || Double.isNaN(ttft) || p.currentTokenLocation().getLineNr() != line) {
                    return null;
                }
                lastLine = line;
                out.add(new Request(level, ttft, Arrays.copyOf(gaps, Math.max(count, 0))));
            }
            return out;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** A number token's value as {@link Json#number()} takes it; NaN for any other token and for what it refuses. */
    private static double number(JsonParser p, JsonToken token) throws IOException {
        if (token == null || !token.isNumeric()) {
            return Double.NaN;
        }
        double d = p.getDoubleValue();
        return Json.isMeasurement(d) ? d : Double.NaN;
    }
}
