import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';

/** Content types recognised from the file's first bytes: a declared type is never trusted alone. */
const SIGNATURES: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { type: 'application/pdf', matches: (b) => ascii(b, 0, 5) === '%PDF-' },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The content type proven by the bytes, else the declared one when it is not a sniffable type. */
export function detectContentType(bytes: Uint8Array, declared: string): string | null {
  const sniffed = SIGNATURES.find((signature) => signature.matches(bytes));
  if (sniffed) return sniffed.type;
  return SIGNATURES.some((signature) => signature.type === declared) ? null : declared;
}

/**
 * Enables multipart bodies in one route scope. Uploads are buffered in memory, so the limit is
 * enforced while reading: a larger file is refused with 413 before it is stored. `fieldBytes`
 * bounds each form field sent beside the file.
 */
export async function registerUploads(scope: App, maxBytes: number, fieldBytes = 1024): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: fieldBytes },
  });
}

export interface Upload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const humanSize = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export interface UploadRules {
  field: string;
  allowedTypes: readonly string[];
  maxBytes: number;
  typeHint: string;
}

/** The 4xx answers of an upload, naming the form field to fix. */
export const uploadProblem = (
  rules: UploadRules,
  status: number,
  code: 'validation_failed' | 'payload_too_large' | 'unsupported_media_type',
  message: string,
) => new AppError(status, code, message, { [rules.field]: [message] });

/**
 * A failure while reading the body: too large is 413, a body that is not well-formed multipart
 * (bad boundary, truncated part) is the client's error.
 */
export function unreadableUpload(request: FastifyRequest, rules: UploadRules, error: unknown): unknown {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
    return uploadProblem(rules, 413, 'payload_too_large', `The file must be at most ${humanSize(rules.maxBytes)}`);
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status < 500
    ? error
    : uploadProblem(
        rules,
        400,
        'validation_failed',
        'The upload could not be read: send one file as multipart/form-data',
      );
}

/** The one file part of a multipart request, not read yet (4xx when there is none). */
export async function openSingleUpload(request: FastifyRequest, rules: UploadRules) {
  if (!request.isMultipart()) {
    throw uploadProblem(rules, 415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  }
  const part = await request.file().catch((error: unknown) => {
    throw unreadableUpload(request, rules, error);
  });
  if (!part || part.fieldname !== rules.field) {
    throw uploadProblem(rules, 400, 'validation_failed', 'Choose a file to upload');
  }
  return part;
}

/** The name a stored file keeps: no path, no characters that would break a download header. */
export const safeFileName = (name: string): string => (name || 'file').replace(/[\\/\r\n"]/g, '_').slice(0, 255);

/** The content type proven by the first bytes, when the rules allow it (else 415). */
export function checkedContentType(rules: UploadRules, firstBytes: Uint8Array, declared: string): string {
  const contentType = detectContentType(firstBytes, declared);
  if (!contentType || !rules.allowedTypes.includes(contentType)) {
    throw uploadProblem(rules, 415, 'unsupported_media_type', rules.typeHint);
  }
  return contentType;
}

/** Reads the one file of a multipart request and checks its real type and size (4xx otherwise). */
export async function readSingleUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const part = await openSingleUpload(request, rules);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw unreadableUpload(request, rules, error);
  }
  if (bytes.byteLength === 0) throw uploadProblem(rules, 400, 'validation_failed', 'The file is empty');
  const contentType = checkedContentType(rules, bytes, part.mimetype);
  return { fileName: safeFileName(part.filename), contentType, bytes };
}
