// The product has one name wherever a person reads it; the page's title is written in
// the HTML template, outside the code that imports the constant.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

it("the page's title is the product's name", () => {
  const html = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(PRODUCT_NAME);
});
