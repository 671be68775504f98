// Demo images made locally with sharp from SVG (no external URLs anywhere):
// initials tiles for avatars and labelled gradient tiles for portfolios.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { escapeMarkup } from '../escape-markup';
import type { ImageStorage } from '../features/uploads/storage';

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
  // Low encoder effort: flat gradients compress well anyway, and the first start stays quick.
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

export async function createPortfolioImage(
  storage: ImageStorage,
  userId: string,
  title: string,
  caption: string,
  palette: [string, string],
): Promise<string> {
  const svg = gradientTile(
    960,
    640,
    [palette[1], palette[0]],
    `<rect x="64" y="448" width="832" height="128" rx="20" fill="#000000" fill-opacity="0.35"/>
     <text x="96" y="512" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="51" font-weight="bold"
       fill="#ffffff">${escapeMarkup(title)}</text>
     <text x="96" y="556" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26"
       fill="#ffffff" fill-opacity="0.85">${escapeMarkup(caption)}</text>`,
  );
  return storeWebp(storage, `portfolio/${userId}/${randomUUID()}.webp`, svg);
}
