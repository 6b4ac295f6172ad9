// What a child process writes, gathered as it comes: the bench and load test read the figures their
// clients print as a last JSON line, tests read what a command said. One place, so every caller collects
// both streams the same way and never loses what came before a failure.
import type { ChildProcess } from 'node:child_process';

export interface ChildOutput {
  stdout: string;
  stderr: string;
  /** Both streams in the order they came, as a person watching the command would have read them. */
  all: string;
}

/**
 * Collects what `child` writes to its piped stdout and stderr (a stream it does not pipe stays empty).
 * `output` grows while the child runs; `done` gives all of it with the exit code once the child has closed.
 */
export function collectOutput(child: ChildProcess): {
  output: ChildOutput;
  done: Promise<ChildOutput & { code: number | null }>;
} {
  const output: ChildOutput = { stdout: '', stderr: '', all: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
    output.all += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
    output.all += chunk;
  });
  const done = new Promise<ChildOutput & { code: number | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ ...output, code }));
  });
  return { output, done };
}

/**
 * The last line a child prints, read as JSON: how the bench's and the load test's clients hand back their
 * figures. A child that ends without one rejects with `failure`'s words (its exit code and its stderr).
 */
export async function lastJsonLine<Figures>(
  child: ChildProcess,
  failure: (code: number | null, stderr: string) => string,
): Promise<Figures> {
  const { stdout, stderr, code } = await collectOutput(child).done;
  try {
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Figures;
  } catch {
    throw new Error(failure(code, stderr));
  }
}
