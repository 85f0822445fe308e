import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: the package ships no types; only its constructor, run() and close() are used
import S3rver from '@20minutes/s3rver';
import type { S3Client } from '@aws-sdk/client-s3';

export const TEST_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * s3rver signs a bucket's own path as `/bucket` where the SDK sends and signs `/bucket/` (HeadBucket,
 * ListObjects), so those requests fail its signature check; object requests are unaffected. The
 * tests' clients send the bucket's path without the slash, the form both sides then agree on.
 */
export function adaptClientToTestServer(client: S3Client): S3Client {
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'testServerBucketPath' },
  );
  return client;
}

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** the FILES_* variables that point the app at this server, under `prefix` */
  env: (prefix?: string) => Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server on loopback (s3rver: the S3 REST API over HTTP, objects in a temporary
 * folder), with one bucket, for the tests that run against object storage.
 */
export async function startTestS3Server(bucket = 'skyler-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'skyler-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: (prefix = 'arquivos') => ({
      FILES_URL: `s3://${bucket}/${prefix}`,
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_ACCESS_KEY_ID: TEST_S3_KEYS.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: TEST_S3_KEYS.secretAccessKey,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
