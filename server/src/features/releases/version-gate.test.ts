import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { versionMismatches } from './version-gate';

describe('the version gate', () => {
  const shell = { react: '19.2.0', 'react-router-dom': '7.18.5', '@marketplace/shared-api': '0.1.0' };

  it('passes a release whose every range the shell meets, and one that asks for any version', () => {
    assert.deepEqual(versionMismatches('mf-chat', { react: '^19.2.0', 'react-router-dom': '7.18.5', '@marketplace/shared-api': '^0.1.0', zod: false }, shell), []);
  });

  it('names the module, the range and what the shell has, for each one that does not fit', () => {
    assert.deepEqual(versionMismatches('mf-chat', { react: '^18.2.0', 'react-router-dom': '6.30.0', '@marketplace/shared-api': '^0.2.0', 'styled-components': '6.6.0' }, shell), [
      'mf-chat requires react ^18.2.0; the shell provides 19.2.0',
      'mf-chat requires react-router-dom 6.30.0; the shell provides 7.18.5',
      'mf-chat requires @marketplace/shared-api ^0.2.0; the shell provides 0.1.0',
      'mf-chat requires styled-components 6.6.0; the shell provides none',
    ]);
  });
});
