// The migration that makes money_entries the only record of money: a database
// left at the migration before it, holding rows of ledger_entries and
// referral_ledger the journal never had (money from before the journal began)
// beside rows it has, comes out with every amount in the journal once, each
// keeping its meaning, the books balanced, and the two old tables gone.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

const ONE_JOURNAL = '0018_one_journal';

const PAYER = '00000000-0000-4000-8000-000000000001';
const REFERRER = '00000000-0000-4000-8000-000000000002';
const BEFORE_PAYMENT = '00000000-0000-4000-8000-0000000000a1';
const AFTER_PAYMENT = '00000000-0000-4000-8000-0000000000a2';
const JOURNALED_BOOKING = '00000000-0000-4000-8000-0000000000b1';
const BEFORE_BOOKING = '00000000-0000-4000-8000-0000000000b2';
const GONE_REFERRAL = '00000000-0000-4000-8000-0000000000c1';

/** The committed migrations up to, not including, the one under test. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'marketplace-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  assert.ok(cut > 0, `${tag} is a committed migration`);
  for (const entry of journal.entries.slice(cut)) unlinkSync(path.join(folder, `${entry.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('the one-journal migration', () => {
  let client: PGlite;
  let folder: string;
  const rows = async <Row>(text: string) => (await client.query<Row>(text)).rows;

  before(async () => {
    folder = migrationsBefore(ONE_JOURNAL);
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    // The old rows name payments and bookings long gone from this test's database: no foreign key is checked while they go in.
    await client.exec(`
      SET session_replication_role = replica;
      INSERT INTO users (id, username, email, password_hash, first_name, last_name, role, referral_code, created_at, updated_at) VALUES
        ('${PAYER}', 'ana', 'ana@example.com', 'x', 'Ana', 'Cruz', 'Boss', 'ANA1', now(), now()),
        ('${REFERRER}', 'rico', 'rico@example.com', 'x', 'Rico', 'Lim', 'Assistant', 'RICO1', now(), now());
      -- Before the journal began: a capture of 5,000.00 and a refund of 2,000.00 of it.
      INSERT INTO ledger_entries (kind, amount_centavos, user_id, payment_id, booking_id, created_at) VALUES
        ('booking_payment', 500000, '${PAYER}', '${BEFORE_PAYMENT}', NULL, '2026-01-02T00:00:00Z'),
        ('booking_refund', -200000, '${PAYER}', '${BEFORE_PAYMENT}', NULL, '2026-01-03T00:00:00Z');
      -- Since the journal began: a capture of 3,000.00 and a refund of 1,000.00, in both records.
      INSERT INTO ledger_entries (kind, amount_centavos, user_id, payment_id, booking_id, created_at) VALUES
        ('booking_payment', 300000, '${PAYER}', '${AFTER_PAYMENT}', NULL, '2026-06-02T00:00:00Z'),
        ('booking_refund', -100000, '${PAYER}', '${AFTER_PAYMENT}', NULL, '2026-06-03T00:00:00Z');
      INSERT INTO money_entries (movement_key, reason, account, state, amount_centavos, party_id, party_name, payment_id, created_at) VALUES
        ('paid:${AFTER_PAYMENT}', 'capture_not_kept', 'client_payments', NULL, 300000, '${PAYER}', 'Ana Cruz', '${AFTER_PAYMENT}', '2026-06-02T00:00:00Z'),
        ('paid:${AFTER_PAYMENT}', 'capture_not_kept', 'held_for_refund', NULL, 300000, '${PAYER}', 'Ana Cruz', '${AFTER_PAYMENT}', '2026-06-02T00:00:00Z'),
        ('refund:${AFTER_PAYMENT}:0', 'refund', 'refunds', NULL, 100000, '${PAYER}', 'Ana Cruz', '${AFTER_PAYMENT}', '2026-06-03T00:00:00Z'),
        ('refund:${AFTER_PAYMENT}:0', 'refund', 'held_for_refund', NULL, -100000, '${PAYER}', 'Ana Cruz', '${AFTER_PAYMENT}', '2026-06-03T00:00:00Z');
      -- A reward the journal has (4 hours: 500.00 and 500.00), one from before it (8 hours), and one whose booking and referrer are gone.
      INSERT INTO referral_ledger (booking_id, referrer_id, referred_user_id, amount_centavos, hours, reason, created_at) VALUES
        ('${JOURNALED_BOOKING}', '${REFERRER}', '${PAYER}', 50000, 4, 'booking_hours', '2026-06-04T00:00:00Z'),
        ('${JOURNALED_BOOKING}', '${REFERRER}', '${PAYER}', 50000, 4, 'completion_reward', '2026-06-04T00:00:00Z'),
        ('${BEFORE_BOOKING}', '${REFERRER}', '${PAYER}', 100000, 8, 'booking_hours', '2026-01-04T00:00:00Z'),
        ('${BEFORE_BOOKING}', '${REFERRER}', '${PAYER}', 100000, 8, 'completion_reward', '2026-01-04T00:00:00Z');
      INSERT INTO referral_ledger (id, booking_id, referrer_id, referred_user_id, amount_centavos, hours, reason, created_at) VALUES
        ('${GONE_REFERRAL}', NULL, NULL, NULL, 50000, 2, 'booking_hours', '2026-01-05T00:00:00Z');
      INSERT INTO money_entries (movement_key, reason, account, state, amount_centavos, party_id, party_name, booking_id, created_at) VALUES
        ('referral:${JOURNALED_BOOKING}', 'referral_earned', 'platform_fees', NULL, -100000, NULL, 'platform', '${JOURNALED_BOOKING}', '2026-06-04T00:00:00Z'),
        ('referral:${JOURNALED_BOOKING}', 'referral_earned', 'referral_payable', 'available', 100000, '${REFERRER}', 'Rico Lim', '${JOURNALED_BOOKING}', '2026-06-04T00:00:00Z');
      SET session_replication_role = DEFAULT;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  });

  after(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  type Entry = { movement_key: string; reason: string; account: string; state: string | null; amount_centavos: number; party_id: string | null; party_name: string; counterparty_id: string | null; hours: number | null };
  const entriesOf = (movementKey: string) =>
    rows<Entry>(`select movement_key, reason, account, state, amount_centavos, party_id, party_name, counterparty_id, hours from money_entries where movement_key = '${movementKey}' order by account`);

  it('brings a capture and a refund from before the journal in: the platform held the payment whole, and gave the refund back from it', async () => {
    assert.deepEqual(
      (await entriesOf(`paid:${BEFORE_PAYMENT}`)).map((entry) => [entry.reason, entry.account, entry.amount_centavos, entry.party_id, entry.party_name]),
      [
        ['paid_before_journal', 'client_payments', 500000, PAYER, 'Ana Cruz'],
        ['paid_before_journal', 'platform_fees', 500000, null, 'platform'],
      ],
    );
    assert.deepEqual(
      (await entriesOf(`refund:${BEFORE_PAYMENT}:before-journal`)).map((entry) => [entry.reason, entry.account, entry.amount_centavos, entry.party_id]),
      [
        ['refund_before_journal', 'platform_fees', -200000, null],
        ['refund_before_journal', 'refunds', 200000, PAYER],
      ],
    );
  });

  it('adds nothing for money the journal already holds', async () => {
    const [{ count }] = await rows<{ count: number }>(`select count(*)::int as count from money_entries where payment_id = '${AFTER_PAYMENT}'`);
    assert.equal(count, 4);
  });

  it("names each reward's referred client and hours, and brings in the rewards from before the journal as owed to their referrer", async () => {
    const journaled = await entriesOf(`referral:${JOURNALED_BOOKING}`);
    assert.deepEqual(
      journaled.map((entry) => [entry.account, entry.amount_centavos, entry.counterparty_id, entry.hours]),
      [
        ['platform_fees', -100000, null, null],
        ['referral_payable', 100000, PAYER, 4],
      ],
    );
    assert.deepEqual(
      (await entriesOf(`referral:${BEFORE_BOOKING}`)).map((entry) => [entry.reason, entry.account, entry.state, entry.amount_centavos, entry.party_id, entry.party_name, entry.counterparty_id, entry.hours]),
      [
        ['referral_earned', 'platform_fees', null, -200000, null, 'platform', null, null],
        ['referral_earned', 'referral_payable', 'available', 200000, REFERRER, 'Rico Lim', PAYER, 8],
      ],
    );
    assert.deepEqual(
      (await entriesOf(`referral:before-journal:${GONE_REFERRAL}`)).map((entry) => [entry.account, entry.amount_centavos, entry.party_id, entry.party_name]),
      [
        ['platform_fees', -50000, null, 'platform'],
        ['referral_payable', 50000, null, 'a deleted user'],
      ],
    );
  });

  it('leaves the books balanced and the journal as the only record', async () => {
    const [{ unbalanced }] = await rows<{ unbalanced: number }>(
      `select coalesce(sum(case when account = 'client_payments' then amount_centavos else -amount_centavos end), 0)::int as unbalanced from money_entries`,
    );
    assert.equal(unbalanced, 0);
    const tables = await rows<{ name: string }>(`select table_name as name from information_schema.tables where table_name in ('ledger_entries', 'referral_ledger')`);
    assert.deepEqual(tables, []);
  });
});
