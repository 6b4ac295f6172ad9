import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../../src/lib/storage/index.ts';
import type { Env } from '../../src/plugins/config.ts';

export interface S3TestServer {
  endpoint: string;
  /** The settings of one of its buckets, as config.ts makes them from the environment below. */
  settings(bucket: string): S3Settings;
  /** The environment that points the app (or `npm run backup`) at one of its buckets. */
  env(bucket: string): Env;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver, in a process of its own) with the named buckets, on a free port. */
export async function startS3Server(buckets: string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gkj-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 's3-server-process.ts'),
      directory,
      ...buckets,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver stopped before it listened (code ${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    }),
    env: (bucket) => ({
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'on',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    async stop() {
      child.stdin?.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
