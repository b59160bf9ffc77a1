package dev.figmark.product;

import dev.figmark.chart.FigurePlot;
import dev.figmark.scene.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Keeps a figure within the page's height: a figure taller than the budget is cut between blocks of rows into parts
 * that each fit, each a figure of its own ({@code gpu_time-1}, {@code gpu_time-2}) with the rows of its panels in its
 * table and its place in its caption. Rows are never squashed to fit: a part holds whole blocks.
 */
public final class PageBudget {

    private PageBudget() {
    }

    /**
     * Rows that stay together (a phase's panels, one lane of a timeline), how tall they are drawn, and the first cells of
     * the table rows they draw.
     *
     * @param rows     the figure's rows of this block
     * @param heightPt their height on the page, in points, as the recipe sizes them
     * @param keys     the first cells of the table rows this block draws
     * @param name     what the block shows, for the part's caption ({@code prefill})
     */
    public record Block(List<FigurePlot.Row> rows, double heightPt, Set<Object> keys, String name) {
        public Block {
            java.util.Objects.requireNonNull(name, "name");
            rows = List.copyOf(rows);
            keys = Set.copyOf(keys);
            if (!(heightPt > 0)) {
                throw new IllegalArgumentException("a block has a height");
            }
        }
    }

    /**
     * The figure as it is when it fits the budget, else in parts that each do.
     *
     * @param whole       the figure whole: its stem, title, legend, table and caption go to every part
     * @param header      rows repeated at the top of every part (a phase ribbon), possibly none
     * @param overheadPt  the height the figure takes besides its blocks and header (title, legend, margins)
     * @param blocks      the blocks in order, whose rows with the header's are the whole figure's
     * @param budgetPt    the tallest a figure may be, in points
     * @return {@code whole} as it is, or a {@link Outcome.Split}
     */
    public static Outcome fit(Product whole, List<FigurePlot.Row> header, double overheadPt, List<Block> blocks, double budgetPt) {
        double headerPt = whole.figure().heightPt() - overheadPt - blocks.stream().mapToDouble(Block::heightPt).sum();
        if (whole.figure().heightPt() <= budgetPt + 1e-6 || blocks.size() < 2 || !whole.autoHeight()) {
            return new Outcome.Made(whole);
        }
        double fixed = overheadPt + Math.max(0, headerPt);
        List<List<Block>> parts = new ArrayList<>();
        List<Block> part = new ArrayList<>();
        double used = fixed;
        for (Block block : blocks) {
            if (!part.isEmpty() && used + block.heightPt() > budgetPt) {
                parts.add(part);
                part = new ArrayList<>();
                used = fixed;
            }
            part.add(block);
            used += block.heightPt();
        }
        parts.add(part);
        if (parts.size() < 2) {
            return new Outcome.Made(whole);
        }
        List<Product> products = new ArrayList<>();
        FigurePlot f = whole.figure();
        for (int i = 0; i < parts.size(); i++) {
            List<FigurePlot.Row> rows = new ArrayList<>(header);
            double height = fixed;
            java.util.Set<Object> keys = new java.util.HashSet<>();
            List<String> names = new ArrayList<>();
            for (Block block : parts.get(i)) {
                names.add(block.name());
                rows.addAll(block.rows());
                height += block.heightPt();
                keys.addAll(block.keys());
            }
            FigurePlot figure = f.withRows(Math.min(height, budgetPt), rows);
            String caption = whole.caption() + " Part " + (i + 1) + " of " + parts.size() + ": " + String.join(", ", names) + ".";
            products.add(whole.with(whole.stem() + "-" + (i + 1), figure, whole.table().where(keys::contains), caption, true));
        }
        String why = String.format(Locale.ROOT, "%s would be %.1f in tall, more than the page budget of %.1f in (--max-height):"
                + " split into %s", whole.stem(), Units.inches(f.heightPt()), Units.inches(budgetPt),
                String.join(", ", products.stream().map(Product::stem).toList()));
        return new Outcome.Split(products, why);
    }
}
