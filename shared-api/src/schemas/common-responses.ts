// Small answers several routes share.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

/** A write that answers only that it happened. */
export const successSchema = z.object({ success: z.literal(true) });
