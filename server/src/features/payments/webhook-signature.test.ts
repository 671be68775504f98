// The Paymongo-Signature check on its own: PayMongo's scheme, the mode, the
// clock's tolerance, and anything not exactly right refused.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { isValidSignature, signatureHeader, SIGNATURE_TOLERANCE_SECONDS } from './webhook-signature';

const secret = 'whsk_test_secret';
const body = Buffer.from('{"data":{"id":"evt_1","type":"event","attributes":{"type":"payment.failed"}}}');
const now = new Date('2026-06-01T00:00:00.000Z');
const check = (header: string | undefined, raw = body, at = now, mode: 'te' | 'li' = 'te') => isValidSignature(header, raw, { secret, mode, now: at });

describe('Paymongo-Signature', () => {
  it('is the hex HMAC-SHA256 of "t.rawBody" under te in test mode, li in live mode', () => {
    const t = Math.floor(now.getTime() / 1000);
    const expected = createHmac('sha256', secret).update(`${t}.${body.toString()}`).digest('hex');
    assert.equal(signatureHeader(secret, body, now), `t=${t},te=${expected},li=`);
    assert.equal(signatureHeader(secret, body, now, 'li'), `t=${t},te=,li=${expected}`);
    assert.equal(check(signatureHeader(secret, body, now)), true);
    assert.equal(check(signatureHeader(secret, body, now, 'li'), body, now, 'li'), true);
    assert.equal(check(signatureHeader(secret, body, now, 'li')), false, 'a live signature does not pass in test mode');
  });

  it('refuses a missing or malformed header, another secret, and a body changed by one byte', () => {
    assert.equal(check(undefined), false);
    assert.equal(check(''), false);
    assert.equal(check('te=abc'), false);
    assert.equal(check(`t=${Math.floor(now.getTime() / 1000)},te=zz,li=`), false);
    assert.equal(check(signatureHeader('another secret', body, now)), false);
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    assert.equal(check(signatureHeader(secret, body, now), tampered), false);
    // Re-serialised JSON (other spacing) is another body.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    assert.equal(check(signatureHeader(secret, body, now), reserialised), false);
  });

  it('refuses a timestamp further from the app clock than the tolerance, either way', () => {
    const header = signatureHeader(secret, body, now);
    const edge = SIGNATURE_TOLERANCE_SECONDS * 1000;
    assert.equal(check(header, body, new Date(now.getTime() + edge)), true);
    assert.equal(check(header, body, new Date(now.getTime() + edge + 1000)), false, 'a replay later');
    assert.equal(check(header, body, new Date(now.getTime() - edge - 1000)), false, 'a timestamp from the future');
  });
});
