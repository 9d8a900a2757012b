import type { z } from 'zod';

/**
 * The one file of a glob result, validated. A missing or invalid file throws with its path and the
 * schema's complaints, which fails the build (the loaders run while prerendering).
 */
export function parseContentFile<Schema extends z.ZodType>(
  files: Record<string, unknown>,
  suffix: string,
  schema: Schema,
): z.infer<Schema> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(suffix));
  if (!entry) throw new Error(`Content file ${suffix} is missing`);
  const parsed = schema.safeParse(entry[1]);
  if (!parsed.success) {
    throw new Error(
      `Invalid content in ${entry[0]}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
