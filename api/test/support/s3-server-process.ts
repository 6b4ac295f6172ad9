// A fake S3 server (s3rver) as its own process, for the tests of the S3 store: `node
// --openssl-legacy-provider s3-server-process.ts <folder> <bucket>…` prints `{"port":…}` once it listens
// and stops when its standard input closes (the test that started it ended, however it ended).
// s3rver encrypts its listing continuation tokens with DES, which OpenSSL 3 offers only through its
// legacy provider: hence a process of its own rather than a server inside the test's worker.
import S3rver from '@20minutes/s3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
  // The SDK signs a bucket's own address with a trailing slash that s3rver signs without; the signature
  // is the SDK's business, what the tests check is the store.
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('close', () => server.close().finally(() => process.exit(0)));
