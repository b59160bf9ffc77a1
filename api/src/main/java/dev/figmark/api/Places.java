package dev.figmark.api;

import dev.figmark.model.Description;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A problem's place in words for a description built in Java: the panel by its title, the series by its label
 * (or by index where there is none), then the field, as the JSON reader names its path.
 */
final class Places {

    private static final Pattern PATH = Pattern.compile("^figure: panels\\[(\\d+)](?:\\.series\\[(\\d+)])?\\.?(.*)$", Pattern.DOTALL);

    private Places() {
    }

    static String words(Description d, String message) {
        Matcher m = PATH.matcher(message);
        if (!m.matches()) {
            return message.startsWith("figure: ") ? message.substring(8) : message;
        }
        int p = Integer.parseInt(m.group(1));
        StringBuilder out = new StringBuilder();
        String title = p < d.panels().size() ? d.panels().get(p).title() : null;
        out.append(title == null || title.isEmpty() ? "panel " + (p + 1) : "panel '" + title.replace('\n', ' ') + "'");
        if (m.group(2) != null) {
            int s = Integer.parseInt(m.group(2));
            String label = p < d.panels().size() && s < d.panels().get(p).series().size() ? d.panels().get(p).series().get(s).label() : null;
            out.append(", ").append(label == null || label.isEmpty() ? "series " + (s + 1) : "series '" + label + "'");
        }
        String rest = m.group(3);
        return out + (rest.startsWith(":") ? rest : ", " + rest);
    }
}
