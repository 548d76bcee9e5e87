package dev.pinochle.ui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Just enough Markdown for the rules page, as the simple HTML a Swing text pane renders: headings,
 * paragraphs, bullet and numbered lists (nested by indenting), tables, bold and code spans.
 */
final class MarkdownHtml {
    private MarkdownHtml() {
    }

    static String toHtml(String md) {
        StringBuilder out = new StringBuilder("<html><body>");
        // The open lists, outermost first: each holds an open <li> once its first item is written. A list
        // item indented deeper than the open one starts a list inside that item, so a bullet list under a
        // numbered step neither takes a number of its own nor restarts the steps' count.
        Deque<OpenList> lists = new ArrayDeque<>();
        boolean table = false;
        boolean blank = false;
        int sections = 0;
        StringBuilder para = new StringBuilder();
        for (String raw : md.split("\\R")) {
            String line = raw.strip();
            int indent = raw.length() - raw.stripLeading().length();
            boolean item = line.startsWith("- ") || line.matches("\\d+\\. .*");
            boolean row = line.startsWith("|");
            if (para.length() > 0 && (line.isEmpty() || line.startsWith("#") || item || row)) {
                out.append("<p>").append(inline(para.toString().strip())).append("</p>");
                para.setLength(0);
            }
            if (line.isEmpty()) {
                // A blank line ends a list only if what follows is neither an item nor indented under one.
                blank = !lists.isEmpty();
                if (table) {
                    out.append("</table>");
                    table = false;
                }
                continue;
            }
            boolean continuation = !item && !lists.isEmpty() && indent >= 2;
            if (!lists.isEmpty() && !item && !continuation) {
                closeLists(out, lists, -1);
            }
            if (table && !row) {
                out.append("</table>");
                table = false;
            }
            if (line.startsWith("#")) {
                int level = Math.min(3, line.indexOf(' ') > 0 ? line.indexOf(' ') : 1);
                if (level == 2) {
                    // Where the contents beside the page scroll to (RulesDialog).
                    out.append("<a name=\"").append(anchor(sections++)).append("\"></a>");
                }
                out.append("<h").append(level).append('>').append(inline(line.substring(line.indexOf(' ') + 1)))
                        .append("</h").append(level).append('>');
            } else if (item) {
                String kind = line.startsWith("- ") ? "ul" : "ol";
                closeLists(out, lists, indent);
                OpenList top = lists.peekLast();
                if (top != null && top.indent == indent && !top.kind.equals(kind)) {
                    closeLists(out, lists, indent - 1);
                    top = lists.peekLast();
                }
                if (top != null && top.indent == indent) {
                    out.append("</li>");
                } else {
                    out.append('<').append(kind).append(kind.equals("ol") ? start(line) : "").append('>');
                    lists.addLast(new OpenList(kind, indent));
                }
                out.append("<li>").append(inline(line.substring(line.indexOf(' ') + 1)));
            } else if (continuation) {
                // An indented continuation of the last list item; after a blank line, a new paragraph of it.
                out.append(blank ? "<br><br>" : " ").append(inline(line));
            } else if (row) {
                if (line.matches("[|\\s:-]+")) {
                    continue;
                }
                // A table's first row is its header, as in Markdown: bold and centred.
                String tag = table ? "td" : "th";
                if (!table) {
                    out.append("<table border=1 cellpadding=3 cellspacing=0>");
                    table = true;
                }
                out.append("<tr>");
                for (String cell : line.substring(1, line.length() - (line.endsWith("|") ? 1 : 0)).split("\\|")) {
                    out.append('<').append(tag).append('>').append(inline(cell.strip())).append("</").append(tag)
                            .append('>');
                }
                out.append("</tr>");
            } else {
                para.append(line).append(' ');
            }
            blank = false;
        }
        if (para.length() > 0) {
            out.append("<p>").append(inline(para.toString().strip())).append("</p>");
        }
        closeLists(out, lists, -1);
        if (table) {
            out.append("</table>");
        }
        return out.append("</body></html>").toString();
    }

    /** The page's sections (its "## " headings), in order: the contents beside the page. */
    static List<String> sections(String md) {
        return md.lines().filter(l -> l.startsWith("## ")).map(l -> l.substring(3).strip().replace("**", ""))
                .toList();
    }

    /** The name of section {@code index}'s anchor, before its heading. */
    static String anchor(int index) {
        return "section-" + index;
    }

    /** A list being written: ul or ol, and how far its items are indented. */
    private record OpenList(String kind, int indent) {
    }

    /** Closes every open list whose items are indented deeper than {@code indent} (-1: all of them). */
    private static void closeLists(StringBuilder out, Deque<OpenList> lists, int indent) {
        while (!lists.isEmpty() && lists.peekLast().indent > indent) {
            out.append("</li></").append(lists.removeLast().kind).append('>');
        }
    }

    /** A numbered list that does not begin at 1 keeps its first number. */
    private static String start(String line) {
        int n = Integer.parseInt(line.substring(0, line.indexOf('.')));
        return n == 1 ? "" : " start=" + n;
    }

    /** Plain text as HTML shows it: a name such as "<3 Ann" or "Tom & Jerry" read as markup otherwise. */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Escapes HTML, then turns **bold** and `code` into tags. */
    static String inline(String text) {
        String s = escape(text);
        s = s.replaceAll("\\*\\*(.+?)\\*\\*", "<b>$1</b>");
        return s.replaceAll("`(.+?)`", "<code>$1</code>");
    }
}
