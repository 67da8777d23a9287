import { fileURLToPath } from 'node:url';

/**
 * Where the server build keeps an empty embedded database with every migration of that build
 * applied (a `dumpDataDir` image, made by `build-empty-database.ts`): beside the bundle,
 * `dist/empty-database.tgz`. A start on a new DATA_DIR loads it instead of creating and migrating
 * a database from nothing (seconds of CPU), then applies only the migrations newer than the
 * image. Run from the sources there is none, and the database is created as before.
 */
export const EMPTY_DATABASE_IMAGE = fileURLToPath(new URL('./empty-database.tgz', import.meta.url));
