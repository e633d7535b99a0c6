import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The emulator's state: one JSON document of named slices, kept in memory and, with a data directory,
 * in `<dataDir>/state.json`. Nobody marks a change: every way into the emulator (a request, its timer)
 * ends with `save()`, which writes the document when it differs from what was last written, before the
 * request is answered. So an answered change is on disk, a crash loses nothing answered, and a module that
 * changes a slice cannot forget to say so. The file is replaced atomically (a temporary file renamed over
 * the old one), so a crash mid-write never leaves half a file.
 */
export class StateStore {
  private readonly data: Record<string, unknown> = {};
  /** The document as last written (or read): what `save()` compares against. */
  private written: string | undefined;

  constructor(private readonly dataDir: string | undefined) {
    if (!dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    let text: string;
    try {
      text = readFileSync(this.file(dataDir), 'utf8');
    } catch {
      return; // no state yet: the slices seed themselves
    }
    try {
      this.data = JSON.parse(text) as Record<string, unknown>;
      this.written = text;
    } catch {
      // An unreadable file starts the store afresh; the first save replaces it.
    }
  }

  private file(dataDir: string): string {
    return join(dataDir, 'state.json');
  }

  /** The slice named `name`, created by `seed` the first time (or after `--reset`). */
  slice<T>(name: string, seed: () => T): T {
    if (!Object.hasOwn(this.data, name)) this.data[name] = seed();
    return this.data[name] as T;
  }

  /** Writes the document if anything in it changed since the last write. Without a data directory, nothing. */
  save(): void {
    if (!this.dataDir) return;
    const text = JSON.stringify(this.data);
    if (text === this.written) return;
    const file = this.file(this.dataDir);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
    this.written = text;
  }

  /** A deep copy of every slice, as `save()` would write it (for tests that compare two emulators' state). */
  snapshot(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(this.data)) as Record<string, unknown>;
  }

  static reset(dataDir: string): void {
    rmSync(join(dataDir, 'state.json'), { force: true });
  }
}
