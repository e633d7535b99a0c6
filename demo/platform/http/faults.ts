// Fault injection for the reliability tests: latency, an error rate, a status for a route, dropped
// connections. Set at start (`--latency`, `--error-rate`) or at run time through `/_emulator/faults`.

export interface FaultRule {
  /** Applies to paths that start with this prefix. @default every path outside /_emulator/ */
  pathPrefix?: string;
  method?: string;
  /** Answer with this status and the platform's error body instead of running the handler. */
  status?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Run the handler first, then drop the connection: the outcome is unknown to the caller. */
  dropAfterHandling?: boolean;
  /**
   * Run the handler first (the change is applied), then answer `status` instead of its result: a platform
   * that failed after writing, or a gateway that gave up on an answer that was on its way.
   */
  statusAfterHandling?: boolean;
  /** The body of a `status` answer: the platform's error shape, or an HTML page as a gateway sends. @default 'platform' */
  body?: 'platform' | 'html';
  /**
   * Run the handler, then overwrite fields of its JSON answer (dotted paths, e.g.
   * `{"redirectSession.fullUrl": "javascript:alert(1)"}`): a platform answer that was tampered with or is
   * plain wrong, for tests of what the widget does with the addresses it is given.
   */
  rewrite?: Record<string, unknown>;
  /** Fraction of matching requests affected, 0..1. @default 1 */
  rate?: number;
  /** How many matching requests are affected before the rule retires. @default unlimited */
  times?: number;
}

export interface FaultSettings {
  /** Added to every answer, in milliseconds. @default 0 */
  latencyMs: number;
  /** Fraction of requests answered with 503. @default 0 */
  errorRate: number;
  rules: FaultRule[];
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'status'; status: number; body: 'platform' | 'html'; afterHandling: boolean }
  | { kind: 'drop' }
  | { kind: 'drop-after' }
  | { kind: 'rewrite'; fields: Record<string, unknown> };

export class Faults {
  settings: FaultSettings = { latencyMs: 0, errorRate: 0, rules: [] };
  /** How many faults were injected since start, for the reliability report. */
  injected = 0;

  constructor(initial: Partial<FaultSettings> = {}) {
    this.set(initial);
  }

  set(patch: Partial<FaultSettings>): void {
    this.settings = {
      ...this.settings,
      ...patch,
      rules: (patch.rules ?? this.settings.rules).map((r) => ({ ...r })),
    };
  }

  reset(): void {
    this.settings = { latencyMs: 0, errorRate: 0, rules: [] };
  }

  decide(method: string, path: string): FaultDecision {
    for (const rule of this.settings.rules) {
      if (rule.pathPrefix !== undefined && !path.startsWith(rule.pathPrefix)) continue;
      if (rule.method !== undefined && rule.method !== method) continue;
      if (rule.times !== undefined && rule.times <= 0) continue;
      if (Math.random() >= (rule.rate ?? 1)) continue;
      if (rule.times !== undefined) rule.times--;
      this.injected++;
      if (rule.drop) return { kind: 'drop' };
      if (rule.dropAfterHandling) return { kind: 'drop-after' };
      if (rule.rewrite) return { kind: 'rewrite', fields: { ...rule.rewrite } };
      return {
        kind: 'status',
        status: rule.status ?? 503,
        body: rule.body ?? 'platform',
        afterHandling: rule.statusAfterHandling ?? false,
      };
    }
    if (this.settings.errorRate > 0 && Math.random() < this.settings.errorRate) {
      this.injected++;
      return { kind: 'status', status: 503, body: 'platform', afterHandling: false };
    }
    return { kind: 'none' };
  }
}
