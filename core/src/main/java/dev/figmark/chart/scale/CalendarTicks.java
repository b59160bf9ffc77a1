package dev.figmark.chart.scale;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ticks of a time axis (milliseconds since 1970, in UTC) at calendar steps chosen by the span and the axis's length:
 * seconds, minutes, hours, days, weeks (Mondays), months or years, each labelled in its own words ({@code 14:30},
 * {@code Mar 2}, {@code Mar 2026}, {@code 2026}) or by a pattern of {@code strftime}'s directives. The words are
 * English and the times UTC whatever the machine's locale and zone, so a figure is the same bytes everywhere.
 */
public final class CalendarTicks {

    /** A calendar step: so many of a unit. */
    private record Step(ChronoUnit unit, int count, double millis) {
    }

    private static final List<Step> STEPS = steps();

    private static List<Step> steps() {
        List<Step> out = new ArrayList<>();
        for (int s : new int[] {1, 2, 5, 10, 15, 30}) {
            out.add(new Step(ChronoUnit.SECONDS, s, s * 1e3));
        }
        for (int m : new int[] {1, 2, 5, 10, 15, 30}) {
            out.add(new Step(ChronoUnit.MINUTES, m, m * 6e4));
        }
        for (int h : new int[] {1, 2, 3, 6, 12}) {
            out.add(new Step(ChronoUnit.HOURS, h, h * 3.6e6));
        }
        for (int d : new int[] {1, 2}) {
            out.add(new Step(ChronoUnit.DAYS, d, d * DAY_MILLIS));
        }
        out.add(new Step(ChronoUnit.WEEKS, 1, 6.048e8));
        out.add(new Step(ChronoUnit.WEEKS, 2, 1.2096e9));
        for (int m : new int[] {1, 2, 3, 6}) {
            out.add(new Step(ChronoUnit.MONTHS, m, m * 2.6298e9));
        }
        for (int y : new int[] {1, 2, 5, 10, 20, 50, 100}) {
            out.add(new Step(ChronoUnit.YEARS, y, y * 3.15576e10));
        }
        return out;
    }

    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    private static final String[] FULL_MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December"};
    private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

    private CalendarTicks() {
    }

    /**
     * A locator of calendar ticks, each label about {@code chars} characters wide (a label needs that many half font
     * sizes of room), written by {@code pattern} or, when it is null, in the words of the step.
     */
    public static TickLocator locator(String pattern) {
        return (scale, length, size) -> {
            double lo = Math.min(scale.min(), scale.max());
            double hi = Math.max(scale.min(), scale.max());
            for (Step step : STEPS) {
                List<Double> at = positions(lo, hi, step);
                int chars = pattern == null ? words(step, at.isEmpty() ? lo : at.get(0), true).length() + 1 : format(pattern, lo).length() + 1;
                int room = TickLocator.bins(length, size * Math.max(3, chars * 0.62));
                if (at.size() <= room + 1 || step == STEPS.get(STEPS.size() - 1)) {
                    List<Tick> out = new ArrayList<>();
                    for (int i = 0; i < at.size(); i++) {
                        double v = at.get(i);
                        out.add(new Tick(v, pattern != null ? format(pattern, v) : words(step, v, i == 0 || changesYear(step, at.get(i - 1), v))));
                    }
                    // A pattern coarser than the step would write one label at two ticks in a row ("%b" each week:
                    // Sep, Sep, Oct): the next step is taken instead.
                    if (!repeats(out) || step == STEPS.get(STEPS.size() - 1)) {
                        return out;
                    }
                }
            }
            return List.of();
        };
    }

    /** Whether two ticks in a row have one label. */
    private static boolean repeats(List<Tick> ticks) {
        for (int i = 1; i < ticks.size(); i++) {
            if (ticks.get(i).label().equals(ticks.get(i - 1).label())) {
                return true;
            }
        }
        return false;
    }

    /** The ticks of a step within [lo, hi], each at a round instant of its unit. */
    private static List<Double> positions(double lo, double hi, Step step) {
        List<Double> out = new ArrayList<>();
        LocalDateTime t = start(LocalDateTime.ofInstant(Instant.ofEpochMilli((long) Math.floor(lo)), ZoneOffset.UTC), step);
        for (int guard = 0; guard < 10_000; guard++) {
            double v = t.toInstant(ZoneOffset.UTC).toEpochMilli();
            if (v > hi) {
                break;
            }
            if (v >= lo) {
                out.add(v);
            }
            t = t.plus(step.count(), step.unit());
        }
        return out;
    }

    /** The first round instant of a step at or before {@code t}. */
    private static LocalDateTime start(LocalDateTime t, Step step) {
        int n = step.count();
        return switch (step.unit()) {
            case SECONDS -> t.truncatedTo(ChronoUnit.MINUTES).plusSeconds(t.getSecond() / n * n);
            case MINUTES -> t.truncatedTo(ChronoUnit.HOURS).plusMinutes(t.getMinute() / n * n);
            case HOURS -> t.truncatedTo(ChronoUnit.DAYS).plusHours(t.getHour() / n * n);
            case DAYS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1).plusDays((t.getDayOfMonth() - 1) / n * n);
            case WEEKS -> t.truncatedTo(ChronoUnit.DAYS).with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case MONTHS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1).withMonth((t.getMonthValue() - 1) / n * n + 1);
            default -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1).withYear(Math.floorDiv(t.getYear(), n) * n);
        };
    }

    private static boolean changesYear(Step step, double before, double now) {
        return year(before) != year(now);
    }

    private static int year(double millis) {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli((long) millis), ZoneOffset.UTC).getYear();
    }

    /** A tick's label in the words of its step; {@code first} (or a new year) adds the year where a label lacks it. */
    private static String words(Step step, double millis, boolean first) {
        LocalDateTime t = LocalDateTime.ofInstant(Instant.ofEpochMilli((long) millis), ZoneOffset.UTC);
        String day = MONTHS[t.getMonthValue() - 1] + " " + t.getDayOfMonth();
        return switch (step.unit()) {
            case SECONDS -> String.format(Locale.ROOT, "%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond());
            case MINUTES, HOURS -> t.getHour() == 0 && t.getMinute() == 0 ? day : String.format(Locale.ROOT, "%02d:%02d", t.getHour(), t.getMinute());
            case DAYS, WEEKS -> first ? day + ", " + t.getYear() : day;
            case MONTHS -> first ? MONTHS[t.getMonthValue() - 1] + " " + t.getYear() : MONTHS[t.getMonthValue() - 1];
            default -> String.valueOf(t.getYear());
        };
    }

    /** Whether a pattern is one {@link #format} writes: text with {@code %} directives it knows. */
    public static String check(String pattern) {
        for (int i = 0; i < pattern.length(); i++) {
            if (pattern.charAt(i) == '%') {
                if (i + 1 >= pattern.length() || "YymbBdeHMSajp%".indexOf(pattern.charAt(i + 1)) < 0) {
                    return "%" + (i + 1 < pattern.length() ? pattern.charAt(i + 1) : "") + " is not a directive figmark writes; it writes %Y %y %m %b %B %d %e %H %M %S %a %j %p and %%";
                }
                i++;
            }
        }
        return null;
    }

    /** An instant written by a pattern of strftime's directives, in English and UTC. */
    /**
     * Ticks at the instants given (a description's date_ticks), written by the pattern, else by what they share:
     * days alone as "Mar 02" (with the year where they span two), times as "14:30" (with the day where they span two).
     */
    public static List<Tick> at(List<Double> millis, String pattern) {
        String chosen = pattern;
        if (chosen == null) {
            boolean days = millis.stream().allMatch(m -> m % DAY_MILLIS == 0);
            boolean oneYear = millis.stream().map(m -> year(m)).distinct().count() <= 1;
            boolean oneDay = millis.stream().map(m -> Math.floorDiv(m.longValue(), DAY_MILLIS)).distinct().count() <= 1;
            chosen = days ? (oneYear ? "%b %d" : "%b %d, %Y") : oneDay ? "%H:%M" : "%b %d %H:%M";
        }
        List<Tick> out = new ArrayList<>();
        for (double m : millis) {
            out.add(new Tick(m, format(chosen, m)));
        }
        return out;
    }

    /** A day in milliseconds. */
    private static final long DAY_MILLIS = 86_400_000L;

    public static String format(String pattern, double millis) {
        LocalDateTime t = LocalDateTime.ofInstant(Instant.ofEpochMilli((long) millis), ZoneOffset.UTC);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c != '%' || i + 1 >= pattern.length()) {
                out.append(c);
                continue;
            }
            char d = pattern.charAt(++i);
            out.append(switch (d) {
                case 'Y' -> String.valueOf(t.getYear());
                case 'y' -> String.format(Locale.ROOT, "%02d", t.getYear() % 100);
                case 'm' -> String.format(Locale.ROOT, "%02d", t.getMonthValue());
                case 'b' -> MONTHS[t.getMonthValue() - 1];
                case 'B' -> FULL_MONTHS[t.getMonthValue() - 1];
                case 'd' -> String.format(Locale.ROOT, "%02d", t.getDayOfMonth());
                case 'e' -> String.valueOf(t.getDayOfMonth());
                case 'H' -> String.format(Locale.ROOT, "%02d", t.getHour());
                case 'M' -> String.format(Locale.ROOT, "%02d", t.getMinute());
                case 'S' -> String.format(Locale.ROOT, "%02d", t.getSecond());
                case 'a' -> DAYS[t.getDayOfWeek().getValue() - 1];
                case 'j' -> String.format(Locale.ROOT, "%03d", t.getDayOfYear());
                case 'p' -> t.getHour() < 12 ? "AM" : "PM";
                default -> String.valueOf(d);
            });
        }
        return out.toString();
    }
}
