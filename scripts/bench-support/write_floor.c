/* The file system's floor for the generator's output: creating the same files with plain C.
 *
 * Usage: write_floor SOURCE_DIR DEST_DIR [THREADS]
 * Reads every regular file under SOURCE_DIR into memory (not timed), then creates the same tree
 * under DEST_DIR (which must not exist): folders first, then every file with open(O_CREAT|O_EXCL),
 * one write, close, on THREADS threads (default 2). Prints "write_ns=<nanoseconds> files=<count>".
 * No temporary files, no rename and no fsync: the least any generator could do to put these bytes
 * in these files, so `generate`'s end-to-end time can be read against what the disk allows today
 * (ext4 is much slower to create files for minutes after many were deleted).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct { char *relative; char *bytes; size_t length; int is_folder; } Entry;

static Entry *entries;
static size_t count, capacity;
static const char *dest;
static int threads = 2;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "write_floor: %s '%s': %s\n", what, path, strerror(errno));
    exit(1);
}

static void add(const char *relative, char *bytes, size_t length, int is_folder) {
    if (count == capacity) {
        capacity = capacity ? capacity * 2 : 1024;
        entries = realloc(entries, capacity * sizeof(Entry));
        if (!entries) fail("out of memory for", relative);
    }
    entries[count++] = (Entry){strdup(relative), bytes, length, is_folder};
}

/* Folders are added before what they hold, so creating them in order always works. */
static void collect(const char *root, const char *relative) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", root, relative);
    DIR *folder = opendir(path);
    if (!folder) fail("cannot open folder", path);
    struct dirent *item;
    while ((item = readdir(folder))) {
        if (!strcmp(item->d_name, ".") || !strcmp(item->d_name, "..")) continue;
        char child[4096], full[8200];
        snprintf(child, sizeof child, "%s%s%s", relative, *relative ? "/" : "", item->d_name);
        snprintf(full, sizeof full, "%s/%s", root, child);
        struct stat status;
        if (lstat(full, &status)) fail("cannot stat", full);
        if (S_ISDIR(status.st_mode)) {
            add(child, NULL, 0, 1);
            collect(root, child);
        } else if (S_ISREG(status.st_mode)) {
            char *bytes = malloc(status.st_size ? status.st_size : 1);
            int descriptor = open(full, O_RDONLY);
            if (descriptor < 0 || read(descriptor, bytes, status.st_size) != status.st_size) fail("cannot read", full);
            close(descriptor);
            add(child, bytes, status.st_size, 0);
        }
    }
    closedir(folder);
}

static void *write_share(void *argument) {
    long worker = (long)argument;
    char path[4096];
    for (size_t index = worker; index < count; index += threads) {
        if (entries[index].is_folder) continue;
        snprintf(path, sizeof path, "%s/%s", dest, entries[index].relative);
        int descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor < 0) fail("cannot create", path);
        if (write(descriptor, entries[index].bytes, entries[index].length) != (ssize_t)entries[index].length)
            fail("cannot write", path);
        close(descriptor);
    }
    return NULL;
}

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: write_floor SOURCE_DIR DEST_DIR [THREADS]\n");
        return 2;
    }
    dest = argv[2];
    if (argc > 3) threads = atoi(argv[3]) > 0 ? atoi(argv[3]) : 1;
    collect(argv[1], "");
    long long start = now_ns();
    if (mkdir(dest, 0777)) fail("cannot create folder", dest);
    size_t files = 0;
    char path[4096];
    for (size_t index = 0; index < count; index++) {
        if (!entries[index].is_folder) { files++; continue; }
        snprintf(path, sizeof path, "%s/%s", dest, entries[index].relative);
        if (mkdir(path, 0777)) fail("cannot create folder", path);
    }
    pthread_t workers[64];
    if (threads > 64) threads = 64;
    for (long worker = 0; worker < threads; worker++) pthread_create(&workers[worker], NULL, write_share, (void *)worker);
    for (long worker = 0; worker < threads; worker++) pthread_join(workers[worker], NULL);
    printf("write_ns=%lld files=%zu\n", now_ns() - start, files);
    return 0;
}
