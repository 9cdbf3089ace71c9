import { z, type ZodType } from 'zod';
import { hasLineBreak, headerBoundFieldNames } from '@store/shared/rules';
import { HttpError } from './httpError.ts';

// C0 controls other than tab and newline; carriage return is allowed only in multi-line fields.
const singleLineBad = /[\u0000-\u0008\u000B-\u001F\u007F]/;
const multiLineBad = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextRules {
  /** field paths (e.g. "message") whose text may contain \r as well as \n and \t */
  multiline?: readonly string[];
}

/**
 * The first text in a body, query or params (at any depth, keys included) that holds a NUL or other
 * control character, or a lone surrogate — none of which PostgreSQL or a person can use — as the
 * field path; undefined when all text is clean.
 */
export function findBadText(value: unknown, rules: TextRules = {}, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    const bad = rules.multiline?.includes(path) ? multiLineBad : singleLineBad;
    return bad.test(value) || loneSurrogate.test(value) || (isHeaderBound(path) && hasLineBreak(value)) ? path || 'request' : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const child = path ? `${path}.${key}` : key;
    if (singleLineBad.test(key) || loneSurrogate.test(key)) return child;
    const found = findBadText(item, rules, child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A subject or a name, at any depth (billingDetails.fullName too): it may reach an e-mail header. */
const isHeaderBound = (path: string) => headerBoundFieldNames.has(path.slice(path.lastIndexOf('.') + 1));

/** Throws the 400 envelope naming the field when any text of `input` is unusable (see findBadText). */
export function rejectBadText(input: unknown, rules: TextRules = {}): void {
  const field = findBadText(input, rules);
  if (!field) return;
  const value = field.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), input);
  const onlyLineBreaks = isHeaderBound(field) && typeof value === 'string' && !singleLineBad.test(value.replace(/[\r\n]/g, '')) && !loneSurrogate.test(value);
  throw new HttpError(400, onlyLineBreaks ? `Invalid ${field}: line breaks are not allowed.` : `Invalid ${field}: control characters are not allowed.`);
}

/** Parses input with a zod schema; a failure is a 400 naming the first bad field, never a 500. */
export function parse<S extends ZodType>(schema: S, input: unknown, rules: TextRules = {}): z.infer<S> {
  rejectBadText(input, rules);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'request';
  throw new HttpError(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

const sentAlwaysFields = new WeakSet<ZodType>();

/**
 * A body field a client must send, that the handler checks itself so that a missing one gets the
 * spec's own 400 message ("Please fill all fields") rather than zod's: optional to the parser,
 * required in the OpenAPI document (openApi.ts reads this mark).
 */
export function sentAlways<S extends ZodType>(schema: S) {
  const field = schema.optional();
  sentAlwaysFields.add(field);
  return field;
}

/** whether a field was declared with sentAlways() */
export const isSentAlways = (schema: unknown) => sentAlwaysFields.has(schema as ZodType);

const requiredOfObjects = new WeakMap<ZodType, readonly string[]>();
/** The same for fields with a default ('' until the handler names what is missing): listed on their object. */
export function documentRequired<S extends ZodType>(schema: S, fields: readonly string[]): S {
  requiredOfObjects.set(schema, fields);
  return schema;
}
export const documentedRequired = (schema: unknown): readonly string[] => requiredOfObjects.get(schema as ZodType) ?? [];

/** ?page: a positive integer, default 1, bounded so nobody asks for page 10^12. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

export const pageQuery = z.object({ page: pageParam }).passthrough();
