/* The benchmark's floor: libyaml's raw event loop over a file, nothing built from the events.
 *
 * Usage: yaml_floor FILE [REPEAT]
 * Reads FILE into memory once, then parses it REPEAT times (default 5), printing one line per
 * parse: "parse_ns=<nanoseconds> events=<count>". Reading the file is not timed, the same as
 * for `bench-load`, so both measure parsing alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static long parse_once(const unsigned char *bytes, size_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "yaml_floor: cannot create a parser\n");
        exit(1);
    }
    yaml_parser_set_input_string(&parser, bytes, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "yaml_floor: %s at line %lu\n", parser.problem,
                    (unsigned long)parser.problem_mark.line + 1);
            exit(1);
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml_floor FILE [REPEAT]\n");
        return 2;
    }
    int repeat = argc > 2 ? atoi(argv[2]) : 5;
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(length > 0 ? (size_t)length : 1);
    if (fread(bytes, 1, (size_t)length, file) != (size_t)length) {
        perror(argv[1]);
        return 1;
    }
    fclose(file);
    for (int i = 0; i < repeat; i++) {
        long long start = now_ns();
        long events = parse_once(bytes, (size_t)length);
        printf("parse_ns=%lld events=%ld\n", now_ns() - start, events);
    }
    free(bytes);
    return 0;
}
