// Per step of a race (create, process, approve, withdraw...): each call's latency and
// status, and the step's busy time (the union of its calls' spans), so a step's calls
// per busy second count only the time it had calls in flight. Beside each latency, the
// time the server says it held the call (its Server-Timing): in a rush on a small
// machine the caller's own process waits for the CPU too, and the difference is that wait.
export interface RecordedCall {
  status: number;
  body: unknown;
  ms: number;
  /** The server's app;dur from Server-Timing, when it answered with one. */
  serverMs?: number;
}

/** The app;dur a server reports in its Server-Timing header (plugins/request-arrival.ts). */
export function serverTimingMs(headers: Headers): number | undefined {
  const duration = /(?:^|,)\s*app;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1];
  return duration === undefined ? undefined : Number(duration);
}

export class StepRecorder<Step extends string> {
  readonly latencies: Map<Step, number[]>;
  readonly serverLatencies: Map<Step, number[]>;
  readonly statuses: Map<Step, Map<number, number>>;
  private readonly spans: Map<Step, Array<[number, number]>>;

  constructor(steps: readonly Step[]) {
    this.latencies = new Map(steps.map((step) => [step, []]));
    this.serverLatencies = new Map(steps.map((step) => [step, []]));
    this.statuses = new Map(steps.map((step) => [step, new Map()]));
    this.spans = new Map(steps.map((step) => [step, []]));
  }

  record<C extends RecordedCall>(step: Step, call: C): C {
    const end = performance.now();
    this.latencies.get(step)!.push(call.ms);
    if (call.serverMs !== undefined) this.serverLatencies.get(step)!.push(call.serverMs);
    this.spans.get(step)!.push([end - call.ms, end]);
    const statuses = this.statuses.get(step)!;
    statuses.set(call.status, (statuses.get(call.status) ?? 0) + 1);
    return call;
  }

  busySeconds(step: Step): number {
    let busy = 0;
    let reached = Number.NEGATIVE_INFINITY;
    for (const [start, end] of [...this.spans.get(step)!].sort((a, b) => a[0] - b[0])) {
      if (end <= reached) continue;
      busy += end - Math.max(start, reached);
      reached = end;
    }
    return busy / 1000;
  }
}
