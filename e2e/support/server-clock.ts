// Moves the clock of the e2e server entry (support/clock-server.ts) from a
// Playwright flow, through its local control channel. The clock only moves
// forward: pass the whole offset from real time you want.
export const clockControlUrl = (port: number) => `http://127.0.0.1:${port}`;

export async function setServerClockOffset(port: number, ms: number): Promise<{ now: string; offsetMs: number }> {
  const response = await fetch(`${clockControlUrl(port)}/offset`, { method: 'POST', body: JSON.stringify({ ms }) });
  if (!response.ok) throw new Error(`clock control: ${response.status} ${await response.text()}`);
  return (await response.json()) as { now: string; offsetMs: number };
}

export async function serverNow(port: number): Promise<Date> {
  const response = await fetch(`${clockControlUrl(port)}/now`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Runs the server's timed jobs now (sessions ending, windows passing, payouts), as its schedule would soon. */
export async function runServerSweeps(port: number): Promise<void> {
  const response = await fetch(`${clockControlUrl(port)}/sweep`, { method: 'POST' });
  if (!response.ok) throw new Error(`clock control sweep: ${response.status} ${await response.text()}`);
}
