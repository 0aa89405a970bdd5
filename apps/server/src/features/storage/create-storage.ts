import { join } from 'node:path';
import type { ServerConfig } from '../../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The S3-compatible bucket when S3_BUCKET is set, else the local folder <DATA_DIR>/storage. */
export function createFileStorage(config: Pick<ServerConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'storage'));
}
