// The one upload reader of every multipart endpoint (profiles, assignments, contents …). It reads a request
// as its contract's `MultipartSpec` describes it — one file part and one `json` part — with explicit limits,
// refuses anything else in the error shape, checks the file by extension AND content, sanitises an SVG, and
// hands back the checked file in a temporary place. `keepUpload` then stores it under a random key and runs
// the caller's database writes; if those fail the stored file is deleted again (no orphan, no half row).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { FILE_RULES, type MultipartSpec } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  badRequest,
  HttpError,
  InvalidInputError,
  payloadTooLarge,
  serviceUnavailable,
  unsupportedMediaType,
} from '../errors.ts';
// `req.server.metrics` is declared by the metrics plugin: imported for its type, so every project that
// compiles this file sees it.
import type {} from '../metrics/metrics.routes.ts';
import { allowedExtension, contentTypeOf, SVG_MIME } from './file-type.ts';
import type { FileStore } from './store.ts';
import { SVG_MAX_BYTES, SVG_TOO_COMPLEX, SVG_TOO_LARGE, svgWithinBounds } from './svg-bounds.ts';
import { sanitizeSvg } from './svg-sanitiser.ts';

/** The name of the JSON part of every multipart endpoint. */
export const JSON_PART = 'json';
/** The most a JSON part may hold (docs/security.md FI1). */
export const JSON_PART_MAX_BYTES = 64 * 1024;
/** Stored file names are cut to this many characters. */
export const FILE_NAME_MAX = 255;

export interface ReceivedFile {
  /** The client's file name, cleaned (no path, no control characters, at most 255 characters): for the database only. */
  originalName: string;
  /** Lower-case extension from the allow-list. */
  extension: string;
  /** The type its content was found to be. */
  mimeType: string;
  size: number;
  /** Hex SHA-256 of the content as kept (the participant's receipt names it). */
  sha256: string;
  /** The checked content: a temporary file (removed once the answer is sent), or a sanitised SVG. */
  content: { path: string } | { buffer: Buffer };
}

export interface Upload<J> {
  json: J;
  file: ReceivedFile | null;
}

/** What `readUpload` answers as `json`: the schema's output, or undefined for a file-only endpoint. */
type JsonOf<S extends MultipartSpec> = S['json'] extends z.ZodType ? z.output<S['json']> : undefined;

const MIB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${Math.round(bytes / 1024)} KiB`);

/**
 * Control characters (Cc) and every format character (Cf): the bidi marks, embeddings and isolates (U+200E, U+202E,
 * U+2066, the Arabic letter mark U+061C), zero-width spaces and joiners, the soft hyphen, the byte-order mark and the
 * tag characters. None is visible, and each can make a name read other than it is (`evil\u202Efdp.exe`).
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/** A client's file name as it may be kept: the last path segment, no control or format characters, ≤ 255. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = Array.from(base.normalize('NFC').replace(INVISIBLE_CHARACTERS, '').trim())
    .slice(0, FILE_NAME_MAX)
    .join('');
  return clean || 'file';
}

/** JSON text parsed like a JSON body: a `__proto__` or `constructor.prototype` key is refused. */
function parseJsonPart(text: string): unknown {
  return JSON.parse(text, function reviver(this: unknown, key: string, value: unknown) {
    if (key === '__proto__') throw new Error('prototype poisoning');
    if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
      throw new Error('prototype poisoning');
    }
    return value;
  });
}

/** The plugin's and the parser's refusals, as answers in the error shape. */
function refusalOf(error: unknown, limitText: string): HttpError | null {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(limitText);
    case 'FST_FILES_LIMIT':
      return badRequest('Send one file only');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has unexpected parts');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('The json part is not valid JSON');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a part name that is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted');
    default:
      break;
  }
  const message = (error as { message?: unknown }).message;
  // busboy's own messages for malformed or cut-off multipart bodies.
  if (typeof message === 'string' && /multipart|unexpected end|part terminated|malformed|boundary/i.test(message)) {
    return badRequest('The form data could not be read');
  }
  return null;
}

function validationRefusal(error: z.ZodError): InvalidInputError {
  return new InvalidInputError(
    error.issues.map((issue) => ({ path: [JSON_PART, ...issue.path.map(String)].join('.'), message: issue.message })),
  );
}

/**
 * Reads a multipart request as `spec` describes it. Refusals: not multipart → 415; a missing or invalid
 * `json` part → 400 with the validation `issues`; an unexpected part or a second file → 400; a file over the
 * rule's limit → 413 (nothing kept); an extension off the allow-list or content of another type → 415; an
 * empty file or a name with a NUL → 400; an SVG past its bounds, or too complex for the SVG worker's limits → 413,
 * the SVG worker busy → 503. The temporary copy is removed when the answer has been sent.
 */
export async function readUpload<S extends MultipartSpec>(
  { req, reply }: { req: FastifyRequest; reply: FastifyReply },
  spec: S,
  /** The size limit of this kind of file (from the environment); FILE_RULES' default otherwise. */
  maxBytes: number = FILE_RULES[spec.file.rule].maxBytes,
): Promise<Upload<JsonOf<S>>> {
  if (!req.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const limitText = `The file is too large (at most ${sizeText(maxBytes)})`;
  let folder: string | null = null;
  const removeFolder = () => {
    if (folder) void fsp.rm(folder, { recursive: true, force: true }).catch(() => {});
  };
  reply.raw.once('finish', removeFolder);
  reply.raw.once('close', removeFolder);

  let refusal: HttpError | null = null;
  let jsonText: unknown;
  let jsonSeen = false;
  let received: Received | null = null;
  try {
    const parts = req.parts({
      limits: {
        files: 1,
        fileSize: maxBytes,
        fields: 2,
        fieldSize: JSON_PART_MAX_BYTES,
        parts: 3,
        headerPairs: 20,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (refusal || received || part.fieldname !== spec.file.field) {
          refusal ??= badRequest(received ? 'Send one file only' : `Send the file as the "${spec.file.field}" part`);
          part.file.resume();
          continue;
        }
        folder ??= await fsp.mkdtemp(path.join(os.tmpdir(), 'portal-upload-'));
        const target = path.join(folder, randomBytes(8).toString('hex'));
        // Size and SHA-256 are taken as the bytes go by: the file is written once and not read again for them.
        const hash = createHash('sha256');
        let size = 0;
        await pipeline(
          part.file,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          fs.createWriteStream(target, { flags: 'wx' }),
        );
        if (part.file.truncated) {
          refusal ??= payloadTooLarge(limitText);
          continue;
        }
        received = { name: part.filename, path: target, size, sha256: hash.digest('hex') };
        continue;
      }
      if (!spec.json || part.fieldname !== JSON_PART || jsonSeen) {
        refusal ??= badRequest(
          spec.json
            ? `Only the "${spec.file.field}" file and the "${JSON_PART}" part are accepted`
            : `Only the "${spec.file.field}" file is accepted`,
        );
        continue;
      }
      jsonSeen = true;
      if (part.valueTruncated) refusal ??= payloadTooLarge('The json part is too large');
      jsonText = part.value;
    }
  } catch (error) {
    removeFolder();
    const known = refusalOf(error, limitText);
    if (known) {
      req.log.info({ event: 'upload_refused', reason: known.message }, 'upload refused');
      throw known;
    }
    throw error;
  }
  try {
    if (refusal) throw refusal;
    let json: unknown;
    if (spec.json) {
      if (!jsonSeen) throw new InvalidInputError([{ path: JSON_PART, message: 'The json part is required' }]);
      let raw: unknown = jsonText;
      if (typeof jsonText === 'string') {
        try {
          raw = parseJsonPart(jsonText);
        } catch {
          throw badRequest('The json part is not valid JSON');
        }
      }
      const parsed = spec.json.safeParse(raw);
      if (!parsed.success) throw validationRefusal(parsed.error);
      json = parsed.data;
    }
    if (!received) {
      if (spec.file.required) throw badRequest(`${spec.file.field}: The file is required`);
      return { json: json as JsonOf<S>, file: null };
    }
    const file = await checkFile(received, spec);
    req.server.metrics?.countUploadBytes(file.size);
    return { json: json as JsonOf<S>, file };
  } catch (error) {
    removeFolder();
    if (error instanceof HttpError) req.log.info({ event: 'upload_refused', reason: error.message }, 'upload refused');
    throw error;
  }
}

/** A file as it arrived: its temporary copy, and the size and SHA-256 taken while it was written. */
interface Received {
  name: string;
  path: string;
  size: number;
  sha256: string;
}

async function checkFile(received: Received, spec: MultipartSpec): Promise<ReceivedFile> {
  if (received.name.includes('\u0000')) throw badRequest('The file name is not valid');
  const originalName = cleanFileName(received.name);
  const rule = FILE_RULES[spec.file.rule];
  const extension = allowedExtension(originalName, spec.file.rule);
  if (!extension) {
    throw unsupportedMediaType(`Only ${rule.extensions.map((ext) => `.${ext}`).join(', ')} files are accepted`);
  }
  if (received.size === 0) throw badRequest('The file is empty');
  if (extension === 'svg') {
    // Bounded before anything parses it, then sanitised off the event loop (docs/security.md FI9).
    if (received.size > SVG_MAX_BYTES) throw payloadTooLarge(SVG_TOO_LARGE);
    const text = await fsp.readFile(received.path, 'utf8');
    if (!svgWithinBounds(text)) throw payloadTooLarge(SVG_TOO_COMPLEX);
    const outcome = await sanitizeSvg(text);
    if ('refused' in outcome) {
      if (outcome.refused === 'too-complex') throw payloadTooLarge(SVG_TOO_COMPLEX);
      if (outcome.refused === 'busy') throw serviceUnavailable();
      throw unsupportedMediaType('The file content does not match its type');
    }
    const buffer = Buffer.from(outcome.svg, 'utf8');
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    return { originalName, extension, mimeType: SVG_MIME, size: buffer.length, sha256, content: { buffer } };
  }
  const mimeType = await contentTypeOf(received.path, extension);
  if (!mimeType) throw unsupportedMediaType('The file content does not match its type');
  return {
    originalName,
    extension,
    mimeType,
    size: received.size,
    sha256: received.sha256,
    content: { path: received.path },
  };
}

/** A new random store key under `prefix` (e.g. `media/avatars`), keeping the checked extension. */
export function randomStoreKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Stores a received file under a new random key, then runs `commit(storeKey)` — the database writes, in a
 * transaction. When storing or `commit` fails, the stored file is deleted again and the error rethrown:
 * a failed upload leaves neither a file nor a row.
 */
export async function keepUpload<T>(
  store: FileStore,
  file: ReceivedFile,
  prefix: string,
  commit: (storeKey: string) => Promise<T>,
): Promise<T> {
  const storeKey = randomStoreKey(prefix, file.extension);
  const data = 'buffer' in file.content ? file.content.buffer : fs.createReadStream(file.content.path);
  try {
    await store.put(storeKey, data, file.mimeType);
    return await commit(storeKey);
  } catch (error) {
    await store.delete(storeKey).catch(() => {});
    throw error;
  }
}

/** The `stored_files` values of a kept file (private documents: assignments, submissions, contents). */
export function storedFileValues(file: ReceivedFile, storeKey: string, ownerId: number) {
  return {
    storeKey,
    originalName: file.originalName,
    extension: file.extension,
    mimeType: file.mimeType,
    sizeBytes: file.size,
    sha256: file.sha256,
    ownerId,
  };
}
