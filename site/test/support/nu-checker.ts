import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** One finding of the Nu Html Checker (the W3C validator) in its JSON output. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The jar of the `vnu-jar` package, run on the machine's Java (its own downloader never runs).
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Checks every file in one run of the checker (starting Java is the slow part) and returns its findings. */
export function nuCheck(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) {
          reject(new Error(`Nu Html Checker tidak dapat dijalankan (perlu Java): ${error.message}`));
          return;
        }
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
      },
    );
  });
}
