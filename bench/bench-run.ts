import fs from 'node:fs';
import path from 'node:path';

/*
 * What every bench entry point (page-weight, lighthouse-figures, api-throughput, render-throughput) does alike:
 * keep its raw figures as JSON and exit with its own verdict, or 1 when it could not run at all.
 */

/** Writes a bench's raw figures under bench-results/ and says where. */
export function writeResults(file: string, results: object): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.info(`\nRaw figures: ${path.relative(process.cwd(), file)}`);
}

/** The 1-minute load average, printed beside figures that a busy machine moves. */
export const oneMinuteLoad = (load: number[]) => (load[0] ?? 0).toFixed(2);

/** Runs a bench's `main` and exits with its code; a bench that throws exits 1 with its stack. */
export function runBench(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`The ${name} could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
