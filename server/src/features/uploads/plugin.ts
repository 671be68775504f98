// The uploads feature: builds the one UploadsService (storing images, checking
// that a URL is a file we host, freeing files nothing shows), registers the
// upload route and, for disk storage, serves the files under /uploads. Users,
// profiles and listings get the service to check and free their images.
import type { FastifyInstance } from 'fastify';
import { registerOrphanUploadSweep } from './orphan-sweep';
import { uploadRoutes } from './routes';
import { serveUploadsRoutes } from './serve-routes';
import { createUploadsService, type UploadsService, type UploadsServiceDeps } from './service';
import { DiskImageStorage } from './storage';

export async function registerUploads(
  app: FastifyInstance,
  deps: Omit<UploadsServiceDeps, 'storedBytesPerUser'>,
): Promise<UploadsService> {
  const uploads = createUploadsService({ ...deps, storedBytesPerUser: app.limits.storedBytesPerUser });
  registerOrphanUploadSweep(app.sweeps, deps);
  await app.register(uploadRoutes, { uploads });
  if (deps.storage instanceof DiskImageStorage) await app.register(serveUploadsRoutes, { storage: deps.storage });
  return uploads;
}
