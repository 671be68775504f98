// Demo images made locally with sharp from SVG (no external URLs anywhere):
// initials tiles for avatars (a circle crop keeps them whole) and abstract
// pictures for portfolios and projects (demo-artwork.ts).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { escapeMarkup } from '../escape-markup';
import type { ImageStorage } from '../features/uploads/storage';
import { abstractArtworkSvg } from './demo-artwork';

function gradientTile(width: number, height: number, palette: [string, string], body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${body}
    </svg>`,
  );
}

async function storeWebp(storage: ImageStorage, key: string, svg: Buffer): Promise<string> {
  // Low encoder effort: flat colours compress well anyway, and the first start stays quick.
  const bytes = await sharp(svg).webp({ quality: 80, effort: 1 }).toBuffer();
  await storage.put(key, bytes, 'image/webp');
  return storage.urlFor(key);
}

export async function createAvatar(
  storage: ImageStorage,
  userId: string,
  name: { firstName: string; lastName: string },
  palette: [string, string],
): Promise<string> {
  const initials = `${name.firstName[0] ?? ''}${name.lastName[0] ?? ''}`.toUpperCase();
  const svg = gradientTile(
    400,
    400,
    palette,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
       font-size="160" font-weight="bold" fill="#ffffff">${escapeMarkup(initials)}</text>`,
  );
  return storeWebp(storage, `avatar/${userId}/${randomUUID()}.webp`, svg);
}

/** A portfolio or project picture: shapes only, as pages crop it and write its title themselves. */
export function portfolioImageSvg(key: string, palette: [string, string]): string {
  return abstractArtworkSvg({ key, palette, width: 960, height: 640 });
}

/** key: names the item (its owner and title), so it gets the same picture on every seed. */
export async function createPortfolioImage(storage: ImageStorage, userId: string, key: string, palette: [string, string]): Promise<string> {
  return storeWebp(storage, `portfolio/${userId}/${randomUUID()}.webp`, Buffer.from(portfolioImageSvg(key, palette)));
}
