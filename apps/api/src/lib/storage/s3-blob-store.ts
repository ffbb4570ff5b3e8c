import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';
import { type S3Env, type S3Settings, s3Settings } from './s3-settings';

/** An object of the bucket under this store's keys. */
export interface StoredObject {
  id: string;
  modifiedAt: Date;
}

/**
 * Bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph…), one object per file
 * under `<prefix>archivos/<id>` (decision 047). The bucket stays private:
 * downloads go through the API, which checks the caller first.
 *
 * Unlike PostgreSQL, a bucket cannot join the caller's transaction, so
 * FileStorageService orders the two: the object is written after the metadata
 * row (a failed upload rolls the row back) and deleted once the row's deletion
 * has committed; what a rollback leaves behind is an orphan that
 * `sweepOrphans` removes.
 */
export class S3BlobStore implements BlobStore {
  readonly name = 's3' as const;
  readonly transactional = false;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    // The SDK warns on every start that releases after January 2027 need Node 22. The project's floor is Node
    // 20.19 (package.json engines); the maintainers document this variable to silence it (aws-sdk-js-v3#7983).
    // An operator who sets it to false still sees it.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // A store that stops answering must fail the request, not hold it: by default the SDK waits forever, and
      // past requestTimeout only logs a warning unless told to throw.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    });
  }

  /** The bucket this store writes to, for messages. */
  get where() {
    return `s3://${this.settings.bucket}/${this.settings.prefix}archivos/`;
  }

  private key(id: string) {
    return `${this.settings.prefix}archivos/${id}`;
  }

  async put(id: string, content: Uint8Array) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(id),
        Body: content,
        ContentType: 'application/octet-stream',
        // The store checks what it received against this and refuses a damaged upload.
        ChecksumSHA256: createHash('sha256').update(content).digest('base64'),
      }),
    );
  }

  async get(id: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(id: string) {
    // Deleting a key that is not there succeeds: a repeated deletion is harmless.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
  }

  /** Every object under this store's keys, a page (up to 1 000) at a time; keys that are not a file's id are skipped. */
  async *list(): AsyncGenerator<StoredObject[]> {
    const folder = `${this.settings.prefix}archivos/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: folder, ContinuationToken: token }),
      );
      const objects: StoredObject[] = [];
      for (const o of page.Contents ?? []) {
        const id = o.Key?.slice(folder.length) ?? '';
        if (/^[0-9a-f-]{36}$/.test(id)) objects.push({ id, modifiedAt: o.LastModified ?? new Date(0) });
      }
      yield objects;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Fails with a message an operator can act on when the bucket is missing or refuses these keys. */
  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const why =
        status === 404
          ? 'no existe'
          : status === 403 || status === 401
            ? 'las credenciales no dan acceso'
            : `no responde (${error instanceof Error ? error.message : String(error)})`;
      throw new Error(`El bucket ${this.settings.bucket} ${why}${this.settings.endpoint ? ` en ${this.settings.endpoint}` : ''}`);
    }
  }

  /** Closes the client's connections (commands and tests; the API keeps its store for its whole life). */
  close() {
    this.client.destroy();
  }
}

/** The bucket's store as the environment describes it, or null without S3_BUCKET (also for `npm run backup`). */
export function s3StoreFromEnv(env: S3Env): S3BlobStore | null {
  const settings = s3Settings(env);
  return settings ? new S3BlobStore(settings) : null;
}
