// The declared booking process: its diagram in docs/money.md is the one drawn
// from the table (so the picture cannot drift), and the table keeps the rules the
// money depends on: no party cancels once the session has started, a reschedule
// only before it, and every system and admin move on money only after the end.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BOOKING_PROCESS, declaredMove, sessionPhase, STARTED, UndeclaredMove } from './declaration';
import { processDiagram, processDiagramBlock, withProcessDiagram } from './diagram';

const moneyDoc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/money.md');

describe('the declared booking process', () => {
  it('is drawn in docs/money.md exactly as the declaration generates it (npm run docs:process -w server)', () => {
    const document = fs.readFileSync(moneyDoc, 'utf8');
    assert.ok(document.includes(processDiagramBlock()), 'docs/money.md is out of date: run npm run docs:process -w server');
    assert.equal(withProcessDiagram(document), document);
  });

  it('draws one edge per transition, each naming its actor', () => {
    const edges = processDiagram().split('\n').slice(1);
    assert.equal(edges.length, BOOKING_PROCESS.length);
    BOOKING_PROCESS.forEach((move, index) => {
      assert.ok(edges[index].startsWith(`  ${move.from ?? '[*]'} --> ${move.to}: ${move.name} (${move.actor})`), edges[index]);
      assert.ok(!/[;\n]/.test(edges[index].split(': ').slice(1).join(': ')), 'no character that ends a Mermaid label');
    });
  });

  it('lets no party cancel or reschedule a session once it has started', () => {
    const partyMoves = BOOKING_PROCESS.filter((move) => (move.actor === 'client' || move.actor === 'consultant') && (move.to === 'CANCELLED' || move.name === 'reschedule'));
    assert.ok(partyMoves.length > 0);
    for (const move of partyMoves) {
      assert.deepEqual(move.guard.session, ['before_start'], `${move.name} by the ${move.actor} from ${move.from}`);
    }
  });

  it('moves money after a session started only through completion, the window, or a dispute', () => {
    const afterStart = BOOKING_PROCESS.filter((move) => move.guard.session?.some((phase) => STARTED.includes(phase)) && move.actions.some((action) => action.startsWith('refund') || action.startsWith('earning') || action === 'journal_refund'));
    for (const move of afterStart) {
      assert.ok(move.from !== null && move.to !== 'CANCELLED', `${move.name} cancels after the start`);
      assert.ok(['session ends', 'window ends', 'release', 'refund part or all'].includes(move.name), move.name);
    }
  });

  it("checks every move the code makes against the table at run time: the move's actor, states and guards", () => {
    const unpaidBefore = { phase: 'before_start', payment: ['UNPAID'] } as const;
    assert.equal(declaredMove('system', 'hold expires', 'PENDING', 'CANCELLED', unpaidBefore).name, 'hold expires');
    assert.equal(declaredMove('admin', 'account deleted', 'CONFIRMED', 'CANCELLED', { phase: 'before_start', payment: ['PAID'] }).actions.includes('refund_through_provider'), true);
    assert.throws(() => declaredMove('system', 'hold expires', 'CONFIRMED', 'CANCELLED', unpaidBefore), UndeclaredMove, 'no hold expires on a confirmed booking');
    assert.throws(() => declaredMove('system', 'hold expires', 'PENDING', 'CANCELLED', { phase: 'before_start', payment: ['PAID'] }), UndeclaredMove, 'nor on a paid one');
    assert.throws(() => declaredMove('system', 'late payment', 'CANCELLED', 'CONFIRMED', { phase: 'in_session', payment: ['UNPAID'] }), UndeclaredMove, 'no late payment once the session started');
    assert.throws(() => declaredMove('admin', 'account deleted', 'CONFIRMED', 'CANCELLED', { phase: 'ended', payment: ['PAID'] }), UndeclaredMove, 'a deletion never cancels a session that happened');
  });

  it('tells the phases apart at the start, the end and the end of the window', () => {
    const session = { startsAt: new Date('2026-06-02T01:00:00Z'), endsAt: new Date('2026-06-02T05:00:00Z') };
    const window = 72 * 3_600_000;
    const at = (iso: string) => sessionPhase(session, new Date(iso), window);
    assert.equal(at('2026-06-02T00:59:59.999Z'), 'before_start');
    assert.equal(at('2026-06-02T01:00:00Z'), 'in_session');
    assert.equal(at('2026-06-02T05:00:00Z'), 'ended');
    assert.equal(at('2026-06-05T04:59:59.999Z'), 'ended');
    assert.equal(at('2026-06-05T05:00:00Z'), 'window_passed');
    assert.equal(sessionPhase(session, new Date('2026-07-01T00:00:00Z')), 'ended', 'without the window, every instant after the end');
  });
});
