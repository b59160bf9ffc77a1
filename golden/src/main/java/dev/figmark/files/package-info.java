/** Other tools' figure files read safely, for the golden comparison and the lint alike; not exported. */
package dev.figmark.files;
