// Environment validation and the persisted JWT secret.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, paymentProviderOf, REPO_ROOT } from './config';
import { JWT_SECRET_FILE, loadOrCreateJwtSecret } from './jwt-secret';

describe('loadConfig', () => {
  it('has working defaults with no variables set', () => {
    const config = loadConfig({});
    assert.equal(config.PORT, 8080);
    assert.equal(config.HOST, '0.0.0.0');
    assert.equal(config.DATA_DIR, path.join(REPO_ROOT, 'data'));
    assert.equal(config.STATIC_ROOT, REPO_ROOT);
    assert.equal(config.DATABASE_URL, undefined);
    assert.equal(config.MARKETPLACE_TIME_ZONE, 'Asia/Manila');
    assert.equal(config.LOGIN_RATE_LIMIT_MAX, 10);
  });

  it('reads and checks the variables', () => {
    const config = loadConfig({ PORT: '3000', DATA_DIR: 'relative/dir', REMOTES_MANIFEST_URLS: '{"mf_chat":"https://x/y.js"}', DATABASE_URL: '' });
    assert.equal(config.PORT, 3000);
    assert.equal(config.DATA_DIR, path.resolve('relative/dir'));
    assert.deepEqual(config.REMOTES_MANIFEST_URLS, { mf_chat: 'https://x/y.js' });
    assert.equal(config.DATABASE_URL, undefined, 'an empty value counts as unset');
  });

  it('stops with a message naming the bad variable', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), (error: unknown) => error instanceof ConfigError && /PORT/.test(error.message));
    assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /JWT_SECRET: must be at least 32 characters/);
    assert.throws(() => loadConfig({ REMOTES_MANIFEST_URLS: '[1' }), /REMOTES_MANIFEST_URLS/);
    assert.throws(() => loadConfig({ MARKETPLACE_TIME_ZONE: 'Mars/Olympus' }), /MARKETPLACE_TIME_ZONE/);
  });

  it('sets some abuse limits from ABUSE_LIMITS and refuses unknown names or values that are not whole numbers', () => {
    assert.equal(loadConfig({}).ABUSE_LIMITS, undefined);
    assert.deepEqual(loadConfig({ ABUSE_LIMITS: '{"registrationsPerIpPerHour":50}' }).ABUSE_LIMITS, { registrationsPerIpPerHour: 50 });
    for (const bad of ['{"registrationsPerIpPerHour":-1}', '{"registrationsPerIpPerHour":1.5}', '{"noSuchLimit":3}', 'not json', '[1]']) {
      assert.throws(() => loadConfig({ ABUSE_LIMITS: bad }), /ABUSE_LIMITS/, bad);
    }
  });

  it('reads SESSION_LIFETIME as a whole number and a unit, a week when unset, from a minute to a year', () => {
    assert.equal(loadConfig({}).SESSION_LIFETIME, 7 * 86_400);
    assert.equal(loadConfig({ SESSION_LIFETIME: '' }).SESSION_LIFETIME, 7 * 86_400);
    assert.equal(loadConfig({ SESSION_LIFETIME: '12h' }).SESSION_LIFETIME, 12 * 3600);
    assert.equal(loadConfig({ SESSION_LIFETIME: '90m' }).SESSION_LIFETIME, 90 * 60);
    assert.equal(loadConfig({ SESSION_LIFETIME: '60s' }).SESSION_LIFETIME, 60);
    for (const bad of ['59s', '366d', '0d', '7', '1.5h', '7 days', '-1d']) {
      assert.throws(() => loadConfig({ SESSION_LIFETIME: bad }), /SESSION_LIFETIME: must be/, bad);
    }
  });
});

describe('payment settings', () => {
  it('defaults to the sandbox provider and a 15-minute hold', () => {
    const config = loadConfig({});
    assert.equal(config.PAYMENT_HOLD_MINUTES, 15);
    assert.deepEqual(paymentProviderOf(config), { provider: 'sandbox' });
  });

  it('needs the secret key, the webhook secret and PUBLIC_URL for PayMongo', () => {
    assert.throws(
      () => loadConfig({ PAYMENT_PROVIDER: 'paymongo', PAYMONGO_SECRET_KEY: 'sk_test_x' }),
      /PAYMENT_PROVIDER=paymongo needs PAYMONGO_WEBHOOK_SECRET, PUBLIC_URL/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_test_x',
      PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
      PUBLIC_URL: 'https://market.example',
      PAYMENT_HOLD_MINUTES: '30',
    });
    assert.equal(config.PAYMENT_HOLD_MINUTES, 30);
    assert.deepEqual(paymentProviderOf(config), { provider: 'paymongo', secretKey: 'sk_test_x', webhookSecret: 'whsk_x', apiBase: undefined });
  });

  it('refuses a bad provider, hold or URL', () => {
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }), /PAYMENT_PROVIDER/);
    assert.throws(() => loadConfig({ PAYMENT_HOLD_MINUTES: '0' }), /PAYMENT_HOLD_MINUTES/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'ftp://x' }), /PUBLIC_URL: must be an http\(s\) URL/);
  });
});

describe('loadOrCreateJwtSecret', () => {
  it('generates a secret once (mode 600) and reuses it on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-secret-'));
    try {
      const first = loadOrCreateJwtSecret(dir, undefined);
      assert.ok(first.length >= 32);
      assert.equal(fs.statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777, 0o600);
      assert.equal(loadOrCreateJwtSecret(dir, undefined), first);
      assert.equal(loadOrCreateJwtSecret(dir, 'from-the-environment-and-long-enough!'), 'from-the-environment-and-long-enough!');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
