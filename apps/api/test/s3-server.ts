/**
 * A real S3-compatible server for the object storage tests (docs/decisions/149-object-storage.md):
 * s3rver, in this process, on a free port, keeping its objects in a temporary folder. Each bucket
 * asked for is new, so test files and the instances in them never see each other's files unless
 * they are given the same bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type S3TestServer = {
  /** The S3_* settings of a new, empty bucket on this server. */
  bucket(): Promise<Record<string, string>>;
  /** The names stored in the bucket those settings name, sorted. */
  keys(env: Record<string, string>): Promise<string[]>;
  close(): Promise<void>;
};

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'chamber-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  // Resolves once it listens: nothing is sent to it before.
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any key pair; these stand for the real ones of a store.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
    maxAttempts: 1,
  });
  return {
    async bucket() {
      const name = `chamber-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        S3_BUCKET: name,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async keys(env) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: env.S3_BUCKET }))
        for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
