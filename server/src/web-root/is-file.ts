import fs from 'node:fs/promises';

/** Whether `file` is there and is a file (a folder or nothing is not): the one test of the build and release files. */
export const isFile = async (file: string): Promise<boolean> => (await fs.stat(file).catch(() => null))?.isFile() ?? false;
