/* Decodes a PNG with libpng to 8-bit RGBA on standard output, as figmark compares pictures: palettes and tRNS
 * expanded to alpha, grey to RGB, 16-bit samples cut to their high byte (png_set_strip_16), interlacing undone, no
 * gamma applied. Prints "width height" on standard error first; exits 1 with libpng's message on a damaged file. */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>

int main(int argc, char **argv) {
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "refused\n"); return 1; }
    png_init_io(png, f);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    png_bytep *rows = malloc(sizeof(png_bytep) * h);
    for (png_uint_32 y = 0; y < h; y++) rows[y] = malloc(png_get_rowbytes(png, info));
    png_read_image(png, rows);
    png_read_end(png, NULL);
    fprintf(stderr, "%u %u\n", w, h);
    for (png_uint_32 y = 0; y < h; y++) fwrite(rows[y], 1, (size_t) w * 4, stdout);
    return 0;
}
