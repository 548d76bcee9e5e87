package dev.pinochle.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * Writes that a crash cannot leave half done: the bytes go to a temporary file in the target's own folder
 * (so the move stays on one file system), are forced to disk, and the temporary file is then renamed over
 * the target. At every moment the target is either the old complete file or the new complete file.
 */
final class AtomicFiles {
    static final String BACKUP_SUFFIX = ".bak";
    private static final String TEMP_SUFFIX = ".tmp";

    private AtomicFiles() {
    }

    /**
     * Replaces {@code target} with {@code bytes}. With {@code backup}, the file it replaces is first kept,
     * just as atomically, as {@code target.bak}.
     */
    static void write(Path target, byte[] bytes, boolean backup) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        if (backup && Files.isRegularFile(target)) {
            Path copy = tempFile(folder, target);
            try {
                Files.copy(target, copy, StandardCopyOption.REPLACE_EXISTING);
                force(copy);
                move(copy, backupOf(target));
            } finally {
                Files.deleteIfExists(copy);
            }
        }
        Path temp = tempFile(folder, target);
        try {
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    ch.write(buffer);
                }
                ch.force(true);
            }
            move(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
        forceFolder(folder);
    }

    static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName() + BACKUP_SUFFIX);
    }

    /**
     * Deletes temporary files a killed process left in {@code folder}, if older than {@code age}: younger
     * ones may belong to a write still going on in another instance.
     */
    static void removeStaleTemps(Path folder, Duration age) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        Instant limit = Instant.now().minus(age);
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(folder, ".*" + TEMP_SUFFIX)) {
            for (Path t : temps) {
                if (Files.getLastModifiedTime(t).toInstant().isBefore(limit)) {
                    Files.deleteIfExists(t);
                }
            }
        }
    }

    private static Path tempFile(Path folder, Path target) throws IOException {
        return Files.createTempFile(folder, "." + target.getFileName() + ".", TEMP_SUFFIX);
    }

    private static void force(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the rename itself durable; folders cannot be opened for this on Windows, where NTFS journals it. */
    private static void forceFolder(Path folder) {
        try (FileChannel ch = FileChannel.open(folder, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Best effort only: the file's own bytes are already on disk.
        }
    }
}
