// npm installs drizzle-orm under server/node_modules (not hoisted), but drizzle-kit
// lives in the root node_modules and imports 'drizzle-orm/version' from there.
// This module-resolution hook resolves drizzle-orm as if imported from server/.
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const serverPackageUrl = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json')).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serverPackageUrl });
  }
  return nextResolve(specifier, context);
}
