import fs from 'node:fs';
import path from 'node:path';
import { SHELL_SCRIPTS_DIR, SHELL_SCRIPTS_URL_PATH } from './api-config';

// webpack's `[name].[contenthash].js`: the files served as immutable, which is what a CDN-less deploy serves most.
const HASHED_SCRIPT = /\.[0-9a-f]{8,}\.js$/;

export interface FloorAsset {
  urlPath: string;
  bytes: number;
}

/**
 * The shell's largest hashed script, read from the build rather than named here, because every build
 * renames it. The largest, so the floor is the heaviest file a first visit makes this server send.
 */
export function largestShellScript(): FloorAsset {
  const scripts = fs
    .readdirSync(SHELL_SCRIPTS_DIR)
    .filter((name) => HASHED_SCRIPT.test(name))
    .map((name) => ({ name, bytes: fs.statSync(path.join(SHELL_SCRIPTS_DIR, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = scripts[0];
  if (!largest) throw new Error(`No hashed scripts in ${SHELL_SCRIPTS_DIR}: run npm run build`);
  return { urlPath: SHELL_SCRIPTS_URL_PATH + largest.name, bytes: largest.bytes };
}
