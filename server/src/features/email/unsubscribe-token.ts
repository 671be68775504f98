// The one-click unsubscribe link of a member and a kind of email: signed with a
// key derived from the server's secret (JWT_SECRET or DATA_DIR/jwt-secret), so
// it needs no session and no stored token, cannot be forged for someone else,
// and keeps working for as long as the secret does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS } from '@marketplace/shared-api/constants';
import type { EmailKind } from '@marketplace/shared-api/types';

export interface UnsubscribeTokens {
  sign(userId: string, kind: EmailKind): string;
  /** The member and kind a token names, or null when it is malformed or not ours. */
  verify(token: string): { userId: string; kind: EmailKind } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  // Its own key: a token for this purpose can never pass as a JWT signature, nor one as the other.
  const key = createHmac('sha256', secret).update('email-unsubscribe-v1').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(userId, kind) {
      const payload = `${userId}.${kind}`;
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    verify(token) {
      const [userId, kind, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !userId || !kind || !signature) return null;
      if (!UUID.test(userId) || !(EMAIL_KINDS as readonly string[]).includes(kind)) return null;
      const expected = signatureOf(`${userId}.${kind}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, kind: kind as EmailKind };
    },
  };
}
