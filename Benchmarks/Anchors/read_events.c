/* The floor for `input.events.parse.1000000`: plain C reading the same kind of script (1,000,000
 * events `T KIND X,Y`, one a line, 10,000 drags of 100 events 5 ms apart) with strtod and a
 * comparison of the kind, storing each event. No checks beyond what the reading needs.
 *
 *   cc -O2 -o read_events read_events.c && ./read_events [ROUNDS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double t; int kind; double x, y; } Event;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 5;
    enum { N = 1000000 };
    size_t capacity = (size_t)N * 32, length = 0;
    char *text = malloc(capacity);
    for (int k = 0; k < N; k++) {
        int step = k % 100, up = (k / 100) % 2 == 0;
        double y = up ? 640.0 - 3 * step : 300.0 + 3 * step;
        const char *kind = step == 0 ? "down" : step == 99 ? "up" : "move";
        length += (size_t)snprintf(text + length, capacity - length, "%g %s 187.5,%.1f\n", k * 5 / 1000.0, kind, y);
    }
    Event *events = malloc(sizeof(Event) * N);
    double best = 1e9, checksum = 0;
    for (int round = 0; round < rounds; round++) {
        double start = now();
        char *p = text, *end = text + length;
        int count = 0;
        while (p < end) {
            Event e;
            e.t = strtod(p, &p);
            while (*p == ' ') p++;
            e.kind = p[0] == 'd' ? 0 : p[0] == 'm' ? 1 : p[0] == 'u' ? 2 : 3;
            while (*p != ' ') p++;
            e.x = strtod(p, &p);
            p++; /* the comma */
            e.y = strtod(p, &p);
            while (*p == '\n') p++;
            events[count++] = e;
        }
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
        checksum += events[count - 1].y + count;
    }
    printf("read_events.1000000: %.1f ms (best of %d; %zu bytes; checksum %.1f)\n", best * 1e3, rounds, length, checksum);
    return 0;
}
