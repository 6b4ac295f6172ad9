import path from 'node:path';

/** Where private upload folders live unless configured: `private-uploads` beside the public folder. */
export function privateUploadDirBeside(uploadDir: string): string {
  return path.join(path.dirname(path.resolve(uploadDir)), 'private-uploads');
}
