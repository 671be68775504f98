// Per step of a race (create, process, approve, withdraw...): each call's latency and
// status, and the step's busy time (the union of its calls' spans), so a step's calls
// per busy second count only the time it had calls in flight.
export interface RecordedCall {
  status: number;
  body: unknown;
  ms: number;
}

export class StepRecorder<Step extends string> {
  readonly latencies: Map<Step, number[]>;
  readonly statuses: Map<Step, Map<number, number>>;
  private readonly spans: Map<Step, Array<[number, number]>>;

  constructor(steps: readonly Step[]) {
    this.latencies = new Map(steps.map((step) => [step, []]));
    this.statuses = new Map(steps.map((step) => [step, new Map()]));
    this.spans = new Map(steps.map((step) => [step, []]));
  }

  record<C extends RecordedCall>(step: Step, call: C): C {
    const end = performance.now();
    this.latencies.get(step)!.push(call.ms);
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
