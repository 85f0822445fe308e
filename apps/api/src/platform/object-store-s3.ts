import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from './errors.ts';
import { ARMAZENAMENTO_INDISPONIVEL, type ObjectStore, type StoredObject } from './object-store.ts';

export type S3Options = {
  /** `s3://bucket` or `s3://bucket/prefix` */
  url: string;
  /** an S3-compatible server (MinIO, Ceph, R2…); without it, AWS S3 in `region` */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** without them, the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, profile, instance role) */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; default: on when an endpoint is given */
  forcePathStyle?: boolean | undefined;
};

/** Parts are uploaded 5 MB at a time (S3's smallest part), two at once: memory stays bounded. */
const PART_BYTES = 5 * 1024 * 1024;

export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match?.[1]) {
    throw new Error(`FILES_URL inválida: use s3://bucket ou s3://bucket/prefixo (recebido ${url}).`);
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`FILES_URL inválida: o prefixo não pode ter "." nem ".." (recebido ${url}).`);
  }
  return { bucket: match[1], prefix };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Objects in one bucket under one prefix, through the AWS SDK: uploads in parts, downloads streamed. */
export class S3ObjectStore implements ObjectStore {
  readonly location: string;
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  /** Told of every storage failure before it becomes a 503 (the app's logger once it exists). */
  onError: ((error: unknown, operation: string) => void) | undefined;

  constructor(options: S3Options) {
    const { bucket, prefix } = parseS3Url(options.url);
    this.bucket = bucket;
    this.prefix = prefix;
    this.location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
    this.client = new S3Client({
      region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // the SDK's default checksums (CRC32 trailers on every upload) are not spoken by every
      // S3-compatible server; checksums are sent when an operation requires them
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private objectKey(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  private unavailable(error: unknown, operation: string): AppError {
    this.onError?.(error, operation);
    return new AppError('unavailable', ARMAZENAMENTO_INDISPONIVEL);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: options.contentType },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw this.unavailable(error, 'put');
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      // in Node the body is the response's IncomingMessage: read as it arrives, never buffered here
      const stream = answer.Body as Readable | undefined;
      if (!stream) return null;
      return { stream, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.unavailable(error, 'get');
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw this.unavailable(error, 'delete');
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw this.unavailable(error, 'head');
    }
  }

  async *list(): AsyncIterable<string> {
    const start = this.prefix ? `${this.prefix}/` : '';
    let token: string | undefined;
    do {
      let page: ListObjectsV2CommandOutput;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: start, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.unavailable(error, 'list');
      }
      for (const object of page.Contents ?? []) {
        if (object.Key && object.Key.length > start.length) yield object.Key.slice(start.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`O bucket de FILES_URL (${this.location}) não respondeu: ${reason}`);
    }
  }
}
