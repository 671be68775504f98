// The article notification texts put before slot labels and hour counts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indefiniteArticle, withArticle } from './indefinite-article';

describe('indefinite article', () => {
  it("says 'an' before a vowel sound and 'a' before the rest", () => {
    assert.equal(withArticle('afternoon session'), 'an afternoon session');
    assert.equal(withArticle('morning session'), 'a morning session');
    assert.equal(withArticle('30min session'), 'a 30min session');
    assert.equal(withArticle('8-hour booking'), 'an 8-hour booking');
    assert.equal(withArticle('4-hour booking'), 'a 4-hour booking');
  });

  it('reads numbers as they are said: eleven and eighteen, not one hundred ten', () => {
    assert.deepEqual(['11-hour', '18-hour', '80-hour', '110-hour', '1-hour', '18,000-peso'].map(indefiniteArticle), ['an', 'an', 'an', 'a', 'a', 'an']);
  });
});
