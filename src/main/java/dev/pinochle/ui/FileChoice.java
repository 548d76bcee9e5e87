package dev.pinochle.ui;

import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/** The file choosers of saved games and rules files: each lists one kind of file, known by its extension. */
final class FileChoice {
    private FileChoice() {
    }

    /** A chooser listing {@code kind} files, "Pinochle games (*.pinochle)", by {@code extension} (".pinochle"). */
    static JFileChooser of(String kind, String extension) {
        JFileChooser chooser = new JFileChooser();
        chooser.setFileFilter(new FileNameExtensionFilter(kind + " (*" + extension + ")", extension.substring(1)));
        return chooser;
    }

    /** The file a save chooser chose, with {@code extension} added when the name typed lacks it. */
    static Path chosen(JFileChooser chooser, String extension) {
        Path target = chooser.getSelectedFile().toPath();
        return target.getFileName().toString().endsWith(extension) ? target
                : target.resolveSibling(target.getFileName() + extension);
    }
}
