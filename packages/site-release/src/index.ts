export * from './build-stop.ts';
export * from './file-answers.ts';
export * from './hook-protocol.ts';
export * from './page-policy.ts';
export * from './process-folders.ts';
export * from './releases.ts';
export * from './render-protocol.ts';
