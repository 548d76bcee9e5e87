package dev.pinochle.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
    /** The longest file name ext4, APFS and most others take: 255 bytes (NTFS counts 255 UTF-16 units, more). */
    private static final int MAX_NAME_BYTES = 255;
    /** {@link Files#createTempFile} puts an unsigned long, up to 20 digits, between prefix and suffix. */
    private static final int TEMP_DIGITS = 20;

    private AtomicFiles() {
    }

    /**
     * Replaces {@code target} with {@code bytes}. With {@code backup}, the file it replaces is first kept,
     * just as atomically, as {@code target.bak}.
     *
     * @throws IOException whose message a player can read: "'NAME' could not be written: permission denied"
     */
    static void write(Path target, byte[] bytes, boolean backup) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        try {
            replace(target, folder, bytes, backup);
        } catch (IOException e) {
            // The system's message names the temporary file, which the player never chose.
            throw new IOException("'" + target.getFileName() + "' could not be written: " + reason(e, folder), e);
        }
    }

    /**
     * Why a write in {@code folder} failed, in a few words without paths. Plain IOExceptions carry the system's
     * words alone; one that names a path anyway says nothing a player could use.
     */
    static String reason(IOException e, Path folder) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException && !Files.isDirectory(folder)) {
            return "the folder does not exist";
        }
        if (e instanceof FileAlreadyExistsException) {
            // Only creating the folder can meet a file already there: the copy and the moves replace theirs.
            return "there is a file where its folder should be";
        }
        String words = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        // Windows words are a sentence of their own; the caller's sentence may go on after them.
        String plain = words == null ? "" : words.strip().replaceFirst("\\.$", "");
        if (plain.isEmpty() || plain.contains(folder.toString())) {
            return "the file system refused it";
        }
        // "File name too long" goes on a sentence in lower case; "I/O error" keeps its capital.
        return plain.length() > 1 && Character.isLowerCase(plain.charAt(1))
                ? Character.toLowerCase(plain.charAt(0)) + plain.substring(1) : plain;
    }

    private static void replace(Path target, Path folder, byte[] bytes, boolean backup) throws IOException {
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

    /** {@code file.bak}; a name too long for that keeps as much of its start as fits. */
    static Path backupOf(Path file) {
        return file.resolveSibling(fit(file.getFileName().toString(), MAX_NAME_BYTES - BACKUP_SUFFIX.length())
                + BACKUP_SUFFIX);
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

    /**
     * A new {@code .NAME.DIGITS.tmp} beside {@code target}, NAME cut short where the whole would be too long
     * a file name: the leading dot and the suffix are all {@link #removeStaleTemps} looks for.
     */
    static Path tempFile(Path folder, Path target) throws IOException {
        String name = fit(target.getFileName().toString(),
                MAX_NAME_BYTES - "..".length() - TEMP_DIGITS - TEMP_SUFFIX.length());
        return Files.createTempFile(folder, "." + name + ".", TEMP_SUFFIX);
    }

    /** The longest start of {@code name} that is at most {@code bytes} bytes in UTF-8, cut between characters. */
    private static String fit(String name, int bytes) {
        CharBuffer chars = CharBuffer.wrap(name);
        // The encoder stops before the first character that would overflow, never inside one.
        StandardCharsets.UTF_8.newEncoder().encode(chars, ByteBuffer.allocate(bytes), true);
        return name.substring(0, chars.position());
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
