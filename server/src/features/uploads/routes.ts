// POST /api/users/upload-image: multipart field `image`, query `purpose`
// (profile | avatar | portfolio). Signed-in users, or a just-registered user
// holding the setup_token cookie. A static path under the users feature's
// prefix, so it never reaches /api/users/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedImageSchema } from '@marketplace/shared-api/schemas/uploads-responses';
import { HttpError } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import { HOUR_MS, rateLimitHook } from '../../plugins/limits';
import { PURPOSE_RULES, uploadQuerySchema } from './purposes';
import type { UploadsService } from './service';

const IMAGE_FIELD = 'image';
export const UNREADABLE_UPLOAD = 'The upload could not be read: send the image as multipart/form-data';

interface MultipartFailure {
  code?: string;
}

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post(
    '/api/users/upload-image',
    {
      onRequest: app.auth.requireUserOrSetupCookie,
      preValidation: rateLimitHook(app, { name: 'uploads-per-user', max: app.limits.uploadsPerUserPerHour, windowMs: HOUR_MS }),
      schema: { querystring: uploadQuerySchema, response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { maxBytes } = PURPOSE_RULES[request.query.purpose];
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the image as multipart/form-data', IMAGE_FIELD);
      }
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
        if (!file || file.fieldname !== IMAGE_FIELD) throw new HttpError(400, 'Choose an image to upload', IMAGE_FIELD);
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as MultipartFailure).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `Image is larger than ${maxBytes} bytes`, IMAGE_FIELD);
        }
        if ((error as MultipartFailure).code === 'FST_FILES_LIMIT') {
          throw new HttpError(400, 'Send one image at a time', IMAGE_FIELD);
        }
        if (error instanceof HttpError) throw error;
        // No boundary, a body cut off mid-part, a malformed header: the client sent something unreadable.
        throw new HttpError(400, UNREADABLE_UPLOAD, IMAGE_FIELD);
      }
      if (bytes.length === 0) throw new HttpError(400, 'Choose an image to upload', IMAGE_FIELD);
      const stored = await uploads.storeImage(caller.userId, request.query.purpose, bytes);
      return reply.code(201).send({ imageUrl: stored.imageUrl });
    },
  );
};
