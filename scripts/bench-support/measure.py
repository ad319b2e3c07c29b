"""Running a command and measuring it: wall time, peak memory (the child's getrusage), medians."""
import os
import statistics
import subprocess
import tempfile
import time


class Sample:
    """One run of a command: wall and CPU (user + system) seconds, peak resident memory in bytes,
    its stdout and stderr."""

    def __init__(self, seconds, cpu_seconds, peak_bytes, stdout, stderr):
        self.seconds = seconds
        self.cpu_seconds = cpu_seconds
        self.peak_bytes = peak_bytes
        self.stdout = stdout
        self.stderr = stderr


def run(command, cwd=None, stdout_path=None):
    """Runs `command`, failing loudly on a non-zero exit. Peak memory is ru_maxrss of this child
    alone (os.wait4; Popen.wait would reap it first and lose its rusage), so the driver's own
    memory never counts. Output goes to files, not pipes, so reading it costs the child nothing."""
    with tempfile.TemporaryFile() as err, (open(stdout_path, "wb") if stdout_path else tempfile.TemporaryFile()) as out:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        errors = err.read().decode(errors="replace")
        captured = ""
        if not stdout_path:
            out.seek(0)
            captured = out.read().decode(errors="replace")
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, command))} exited {process.returncode}:\n{errors[-4000:]}")
    return Sample(seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, captured, errors)


def median(values):
    return statistics.median(values)


def spread(values):
    """(min, max), shown next to medians so a noisy figure is visible as such."""
    return (min(values), max(values))


def field_values(text, key):
    """Every `key=<number>` in `text`, as ints (the bench-load and floor programs print these)."""
    found = []
    for word in text.split():
        if word.startswith(key + "="):
            found.append(int(word.split("=", 1)[1]))
    return found


def tree_bytes(root):
    """(files, bytes) under `root`."""
    files, total = 0, 0
    for folder, _, names in os.walk(root):
        for name in names:
            files += 1
            total += os.path.getsize(os.path.join(folder, name))
    return files, total


def tree_stamps(root):
    """path -> (inode, mtime_ns) of every file under `root`: an atomic rewrite changes the inode, an
    in-place one the modification time, so comparing two snapshots counts the files a run wrote."""
    stamps = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            info = os.stat(path)
            stamps[path] = (info.st_ino, info.st_mtime_ns)
    return stamps


def files_written(before, after):
    return sum(1 for path, stamp in after.items() if before.get(path) != stamp)
