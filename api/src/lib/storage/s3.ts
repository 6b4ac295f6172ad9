import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredFileInfo } from './index.ts';
import { STORAGE_AREAS, splitStorageKey } from './keys.ts';

/** A bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO …), from the S3_* settings. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address; unset for AWS S3 itself. */
  endpoint?: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than in the host name: MinIO needs it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The store's answer for a key that holds nothing (a missing bucket is an error, not a missing file). */
const isMissingKey = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Files as objects of one bucket, under the same keys as the local folders. Objects are written without
 * an ACL, so they stay as private as the bucket (keep it private: the API serves every file, and private
 * ones only to the roles that may read them).
 */
export function createS3Storage(settings: S3Settings, options: { pageSize?: number } = {}): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: stores that speak S3 do not all accept the SDK's newer
    // default checksum headers on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function get(key: string) {
    splitStorageKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
  }

  async function* listArea(prefix: string): AsyncGenerator<StoredFileInfo> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ContinuationToken: token,
          MaxKeys: options.pageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    location: `bucket ${bucket}${settings.endpoint ? ` di ${settings.endpoint}` : ''}`,

    // An object's time is the store's own: `modified` cannot be set.
    async write(key, data) {
      splitStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    },

    async read(key) {
      const answer = await get(key);
      return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    },

    async open(key) {
      const answer = await get(key);
      if (!answer?.Body) return undefined;
      return {
        stream: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
      };
    },

    async copy(from, to) {
      splitStorageKey(from);
      splitStorageKey(to);
      try {
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: encodeURI(`${bucket}/${from}`) }),
        );
        return true;
      } catch (error) {
        if (isMissingKey(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      splitStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list() {
      // Only the two areas: the bucket may hold other things beside them.
      for (const area of STORAGE_AREAS) yield* listArea(`${area}/`);
    },

    async close() {
      client.destroy();
    },
  };
}
