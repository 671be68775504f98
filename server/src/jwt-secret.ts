// The secret that signs JWTs. JWT_SECRET wins; otherwise one is generated on
// first start and kept at DATA_DIR/jwt-secret (mode 600), so tokens survive a
// restart. Several processes (PostgreSQL mode) must share JWT_SECRET instead.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

export function loadOrCreateJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const secretPath = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(secretPath, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // EEXIST: generated on an earlier start; reuse it below.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(secretPath, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${secretPath} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
