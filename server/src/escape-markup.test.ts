import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('writes the five characters markup reads as entities, and leaves the rest', () => {
    assert.equal(escapeMarkup(`<b title="x">R&D's</b> ₱1,250 $&`), '&lt;b title=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/b&gt; ₱1,250 $&amp;');
  });
});
