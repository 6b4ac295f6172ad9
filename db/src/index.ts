export * from './connection.ts';
export { connectionProblem } from './connection-error.ts';
export * from './database-server.ts';
export * from './migrate.ts';
export * from './private-server.ts';
export type * from './types.ts';
