// What the upload route answers (its response schema on the server).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';

/** POST /api/users/upload-image: where the stored image is served. */
export const uploadedImageSchema = z.object({ imageUrl: z.string() });
