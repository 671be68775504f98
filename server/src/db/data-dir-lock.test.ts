// One server process per PGlite data directory.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), String(process.pid));
    release();
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE_NAME)), false);
  });

  it('refuses while another live process holds it, naming that pid', () => {
    // The parent of this process is alive for sure and is not us.
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), String(process.ppid));
    assert.throws(() => acquireDataDirLock(dir), (error: unknown) => {
      assert.ok(error instanceof DataDirLockedError);
      assert.equal(error.ownerPid, process.ppid);
      assert.match(error.message, /one process per data directory/);
      return true;
    });
  });

  it('takes over a lock left by a process that has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), exited.stdout.toString());
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), String(process.pid));
    release();
  });

  it('takes over an unreadable (garbage) lock file, and then holds it against others', () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'garbage');
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), String(process.pid));
    // Another process trying now is refused, naming us.
    const other = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('${path.join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => m.acquireDataDirLock(${JSON.stringify(dir)}))`],
      { encoding: 'utf8' },
    );
    assert.notEqual(other.status, 0);
    assert.match(other.stderr, new RegExp(`Another marketplace server \\(pid ${process.pid}\\)`));
    release();
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE_NAME)), false);
  });
});
