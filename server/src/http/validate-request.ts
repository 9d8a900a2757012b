import type { z } from 'zod';
import { RequestValidationError } from './http-errors.ts';

/** Parses with the schema or throws RequestValidationError (400). Unknown fields are dropped by the schemas. */
export function validateRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationErrorFrom(result.error);
}

export function validationErrorFrom(error: z.ZodError): RequestValidationError {
  return new RequestValidationError(
    error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
    })),
  );
}
