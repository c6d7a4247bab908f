import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** A content or data file that does not say what its schema asks: the build stops naming the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`)
    .join("\n");
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(describeIssues(relative(file), result.error));
  return result.data;
}

/** A YAML file's data, unchecked; a file that is not YAML stops the build naming it. */
export function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${relative(file)}: not valid YAML (${(error as Error).message})`);
  }
}
