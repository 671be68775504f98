// Abstract pictures for the demo portfolios and projects, as SVG: the item's two
// colours in a gradient, under soft discs, rings and layered waves. Drawn from the
// item's key, so an item gets the same picture on every seed and each item its own.
// No text: pages crop these pictures (4:3 cards, the listing's slider) and write
// the item's title themselves.

export interface ArtworkOptions {
  /** Names the item, e.g. 'project:maria_santos:SEO revamp:1'; the same key draws the same picture. */
  key: string;
  palette: [string, string];
  width: number;
  height: number;
}

/** FNV-1a: a 32-bit seed from the key. */
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small generator that gives the same numbers for the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole pixels and two-decimal opacities keep the markup short and the same on every platform. */
const px = (value: number) => Math.round(value);
const opacity = (value: number) => value.toFixed(2);

export function abstractArtworkSvg({ key, palette, width, height }: ArtworkOptions): string {
  const random = seededRandom(seedOf(key));
  const between = (min: number, max: number) => min + random() * (max - min);

  // The gradient runs at an angle of its own for each item.
  const angle = between(0, 2 * Math.PI);
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const [x2, y2] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2];

  const discs = Array.from({ length: 3 + Math.floor(between(0, 3)) }, () => {
    const fill = random() < 0.5 ? '#ffffff' : palette[random() < 0.5 ? 0 : 1];
    return `<circle cx="${px(between(0, width))}" cy="${px(between(0, height))}" r="${px(between(0.12, 0.45) * height)}" fill="${fill}" fill-opacity="${opacity(between(0.08, 0.3))}"/>`;
  });

  const rings = Array.from({ length: 1 + Math.floor(between(0, 3)) }, () => {
    const r = between(0.05, 0.2) * height;
    return `<circle cx="${px(between(0.1, 0.9) * width)}" cy="${px(between(0.1, 0.6) * height)}" r="${px(r)}" fill="none" stroke="#ffffff" stroke-width="${px(between(4, 12))}" stroke-opacity="${opacity(between(0.2, 0.45))}"/>`;
  });

  // Waves from the lower half down, each darker than the one behind it.
  const waves = Array.from({ length: 2 + Math.floor(between(0, 2)) }, (_, index) => {
    const base = height * (0.55 + index * 0.13);
    const y = () => px(base + between(-0.12, 0.12) * height);
    return `<path d="M0 ${y()} C ${px(width / 3)} ${y()} ${px((2 * width) / 3)} ${y()} ${width} ${y()} L ${width} ${height} L 0 ${height} Z" fill="#000000" fill-opacity="${opacity(0.1 + index * 0.06)}"/>`;
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="${opacity(x1)}" y1="${opacity(y1)}" x2="${opacity(x2)}" y2="${opacity(y2)}">
    <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${[...discs, ...rings, ...waves].join('\n  ')}
</svg>`;
}
