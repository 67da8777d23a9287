// The last step of `npm run build`: records what the build was made from (see build-stamp.mjs).
import { fileURLToPath } from 'node:url';
import { recordBuild, sourceFingerprint } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
recordBuild(root, sourceFingerprint(root));
