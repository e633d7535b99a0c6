import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The emulator's state: one JSON document of named slices, kept in memory and written to
 * `<dataDir>/state.json` atomically (a temporary file renamed over the old one) shortly after each change,
 * so a restart finds everything and a crash mid-write never leaves half a file.
 */
export class StateStore {
  private data: Record<string, unknown> = {};
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataDir: string | undefined) {
    if (!dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    try {
      this.data = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
    } catch {
      this.data = {};
    }
  }

  private get file(): string {
    return join(this.dataDir!, 'state.json');
  }

  /** The slice named `name`, created by `seed` the first time (or after `--reset`). */
  slice<T>(name: string, seed: () => T): T {
    if (!(name in this.data)) {
      this.data[name] = seed();
      this.changed();
    }
    return this.data[name] as T;
  }

  /** Call after mutating a slice; writes are batched. */
  changed(): void {
    if (!this.dataDir || this.timer) return;
    this.timer = setTimeout(() => this.flush(), 50);
    this.timer.unref();
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dataDir) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, this.file);
  }

  static reset(dataDir: string): void {
    rmSync(join(dataDir, 'state.json'), { force: true });
  }
}
