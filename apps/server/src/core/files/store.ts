// Where files live: FILE_STORE=local keeps them under DATA_DIR/files, FILE_STORE=s3 in an S3-compatible
// bucket. Keys are chosen by the server (random), never by a client; public images sit under `media/`.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

export interface FileStore {
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Keys are lower-case paths of safe characters; anything else (`..`, absolute, odd bytes) is refused. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes('..');
}

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Refused file key: ${JSON.stringify(key)}`);
}

export function createLocalStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data, _contentType) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write beside, then rename: a failed write never leaves a half file under the key.
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      try {
        if (Buffer.isBuffer(data)) await fsp.writeFile(temporary, data);
        else await pipeline(data, fs.createWriteStream(temporary));
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = resolve(key);
      try {
        const stat = await fsp.stat(target);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(target), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}

export interface S3Options {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/**
 * The AWS SDK is loaded when the S3 store is first used, not at start: it is many modules (about 5 MB of heap
 * kept, more while they compile) that a server on the local store never needs (docs/performance.md, "Memory").
 */
function s3Sdk() {
  return Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({
    ...s3,
    Upload: storage.Upload,
  }));
}

export function createS3Store(options: S3Options): FileStore {
  let ready: Promise<{ sdk: Awaited<ReturnType<typeof s3Sdk>>; client: S3Client }> | undefined;
  const connect = () => {
    if (!ready) {
      ready = s3Sdk().then((sdk) => ({
        sdk,
        client: new sdk.S3Client({
          region: options.region,
          ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
          ...(options.accessKeyId && options.secretAccessKey
            ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
            : {}),
        }),
      }));
      // A failed load is tried again at the next use.
      ready.catch(() => {
        ready = undefined;
      });
    }
    return ready;
  };
  return {
    async put(key, data, contentType) {
      assertKey(key);
      const { sdk, client } = await connect();
      if (Buffer.isBuffer(data)) {
        await client.send(
          new sdk.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: data, ContentType: contentType }),
        );
        return;
      }
      // A stream goes up in parts (multipart upload, 5 MiB each, two at a time): memory stays flat whatever its size.
      await new sdk.Upload({
        client,
        params: { Bucket: options.bucket, Key: key, Body: data, ContentType: contentType },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
      }).done();
    },
    async get(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

/** The store the configuration names: the S3 bucket, or DATA_DIR/files (the server, the CLI, the nightly backup). */
export function createConfiguredStore(
  config: Pick<
    Config,
    'FILE_STORE' | 'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
  >,
): FileStore {
  return config.FILE_STORE === 's3'
    ? createS3Store({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET ?? '',
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      })
    : createLocalStore(localStoreDir(config));
}

/** The local store's folder (FILE_STORE=local). */
export function localStoreDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(path.resolve(config.DATA_DIR), 'files');
}

/** Reads a whole small object (tests, seeds). */
export async function readAll(object: StoredObject): Promise<Buffer> {
  return Buffer.concat(await Readable.from(object.body).toArray());
}
