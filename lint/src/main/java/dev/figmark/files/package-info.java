/** Other tools' figure files read safely, and their names printed safely, for the golden comparison and the lint alike; not exported. */
package dev.figmark.files;
