package dev.figmark.compile.read;

import dev.figmark.data.InputException;
import dev.figmark.model.Description;
import java.nio.file.Path;

/**
 * What the compile stage's parts below it (reading the data, the looks) need of the description being compiled: its
 * model, where files may be read, and where to say what went wrong.
 */
public interface Context {

    /** The description as read. */
    Description model();

    /** The description's name in messages: its file, or what names it when it was given in memory. */
    String where();

    /** How messages name a data file: beside the description, as the user would find it. */
    String shown(String file);

    /** A data file the description may read, resolved; refused, naming the JSON path, where the policy allows it not. */
    Path allowed(String file, String path);

    /** A problem at a JSON path of the description, as one line that names it. */
    InputException error(String path, String what);

    /** Adds a warning, one line, to what reading had to say. */
    void warn(String line);

    /** Adds a sentence for the caption, from what was read. */
    void fact(String sentence);
}
