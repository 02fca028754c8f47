import type { ZodType } from 'zod';

/**
 * JSON text read through its schema, or null when it is not JSON or not that shape: what the server wrote into a
 * page (`<script type="application/json">`) is read this way, and a page without a good one falls back.
 */
export function parseJsonText<T>(schema: ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
