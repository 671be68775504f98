// The demo pictures of portfolios and projects: pages crop them (4:3 cards, the
// listing's slider, square thumbnails), so a title drawn into one was cut
// ('SEO revamp for a leather go'). They hold shapes only; the pages write the title.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { DEMO_ASSISTANTS } from './demo-people';
import { DEMO_PROJECTS } from './demo-projects';
import { portfolioImageSvg } from './images';

const palette: [string, string] = ['#7c3aed', '#db2777'];
const titles = [...DEMO_ASSISTANTS.flatMap((person) => person.portfolio), ...Object.values(DEMO_PROJECTS).flat().map((project) => project.title)];

describe('demo portfolio images', () => {
  it('draw no text, whatever the item', () => {
    for (const title of titles) {
      const svg = portfolioImageSvg(title, palette);
      assert.doesNotMatch(svg, /<text|<tspan|<textPath/, title);
      assert.ok(!svg.includes(title), title);
    }
  });

  it('are the same picture for the same item on every seed, and another for another item', () => {
    assert.equal(portfolioImageSvg('Campaign dashboard', palette), portfolioImageSvg('Campaign dashboard', palette));
    const pictures = new Set(titles.map((title) => portfolioImageSvg(title, palette)));
    assert.equal(pictures.size, new Set(titles).size);
  });

  it('render as images', async () => {
    const metadata = await sharp(Buffer.from(portfolioImageSvg('Campaign dashboard', palette))).metadata();
    assert.deepEqual([metadata.width, metadata.height], [960, 640]);
  });
});
