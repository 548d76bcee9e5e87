package dev.pinochle.ui;

/**
 * Just enough Markdown for the rules page, as the simple HTML a Swing text pane renders: headings,
 * paragraphs, bullet and numbered lists, tables, bold and code spans.
 */
final class MarkdownHtml {
    private MarkdownHtml() {
    }

    static String toHtml(String md) {
        StringBuilder out = new StringBuilder("<html><body>");
        String list = null;
        boolean table = false;
        StringBuilder para = new StringBuilder();
        for (String raw : md.split("\\R")) {
            String line = raw.strip();
            boolean item = line.startsWith("- ") || line.matches("\\d+\\. .*");
            boolean row = line.startsWith("|");
            if (para.length() > 0 && (line.isEmpty() || line.startsWith("#") || item || row)) {
                out.append("<p>").append(inline(para.toString().strip())).append("</p>");
                para.setLength(0);
            }
            if (list != null && !item && !(raw.startsWith("  ") && !line.isEmpty())) {
                out.append("</").append(list).append('>');
                list = null;
            }
            if (table && !row) {
                out.append("</table>");
                table = false;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("#")) {
                int level = Math.min(3, line.indexOf(' ') > 0 ? line.indexOf(' ') : 1);
                out.append("<h").append(level).append('>').append(inline(line.substring(line.indexOf(' ') + 1)))
                        .append("</h").append(level).append('>');
            } else if (item) {
                String kind = line.startsWith("- ") ? "ul" : "ol";
                if (list == null) {
                    list = kind;
                    out.append('<').append(kind).append('>');
                }
                out.append("<li>").append(inline(line.substring(line.indexOf(' ') + 1))).append("</li>");
            } else if (list != null) {
                // An indented continuation of the last list item.
                int end = out.lastIndexOf("</li>");
                out.insert(end, " " + inline(line));
            } else if (row) {
                if (line.matches("[|\\s:-]+")) {
                    continue;
                }
                if (!table) {
                    out.append("<table border=1 cellpadding=3 cellspacing=0>");
                    table = true;
                }
                out.append("<tr>");
                for (String cell : line.substring(1, line.length() - (line.endsWith("|") ? 1 : 0)).split("\\|")) {
                    out.append("<td>").append(inline(cell.strip())).append("</td>");
                }
                out.append("</tr>");
            } else {
                para.append(line).append(' ');
            }
        }
        if (para.length() > 0) {
            out.append("<p>").append(inline(para.toString().strip())).append("</p>");
        }
        if (list != null) {
            out.append("</").append(list).append('>');
        }
        if (table) {
            out.append("</table>");
        }
        return out.append("</body></html>").toString();
    }

    /** Escapes HTML, then turns **bold** and `code` into tags. */
    static String inline(String text) {
        String s = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        s = s.replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>");
        return s.replaceAll("`(.+?)`", "<code>$1</code>");
    }
}
