/** Types of lib.mjs (a plain Node module: tests/nginx/run.mjs runs it without a TS loader). */
import type { ChildProcess } from 'node:child_process';

export interface RunningNginx {
  child: ChildProcess;
  port: number;
  prefix: string;
  label: string;
}
export const REPO: string;
export const NGINX: string;
export function freePort(): Promise<number>;
export function makeWorldReadable(dir: string): void;
export function startNginx(label: string, docroot: string, port?: number): Promise<RunningNginx>;
export function stopNginx(child: ChildProcess): Promise<void>;
