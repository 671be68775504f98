// What the auth routes answer (their response schemas on the server).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { userSchema } from '@marketplace/shared-api/schemas/users-responses';

/** POST /api/auth/login: the user and their session token. */
export const loginResponseSchema = z.object({ userInfo: userSchema, token: z.string() });

/** POST /api/auth/password: a fresh token for this session (every other one is revoked). */
export const sessionTokenSchema = z.object({ token: z.string() });
