// "No URL ever carries a credential" (#23) as a check: every <form> in the front ends states its
// method, and a GET form holds no password, code, card or personal field. Without a method a form
// sent before hydration (or without JavaScript) puts its named fields in the address:
// `GET /login?login-email=…&login-password=…`. The browser journeys check the rendered forms too
// (e2e/foundation-forms-safe.spec.ts), including fields drawn by child components.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSources } from './vendorNames.mjs';

const FRONT_ENDS = /^(shell|shared|[a-z]+-mfe)\/src\//;

/** What marks a field as sensitive in JSX source: its type, autocomplete, name or id. */
export const SENSITIVE_FIELD =
  /type=["'](password|email|tel)["']|autoComplete=["'][^"']*(password|one-time-code|email|tel|cc-|street-address|address-line|postal-code|given-name|family-name)|(name|id)=["'][^"']*(pass|otp|code|card|cvv|cvc|email|phone|address)/i;

/** The opening tag starting at `at` (`<form …>`), with `>` inside `{…}` expressions skipped. */
function openingTag(text, at) {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return text.slice(at, i + 1);
  }
  return text.slice(at);
}

/** `[{file, line, rule, text}]` for forms without a method and GET forms with a sensitive field. */
export function findUnsafeForms(root, files = listSources(root)) {
  const found = [];
  for (const file of files) {
    if (!FRONT_ENDS.test(file) || !file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/<form[\s>]/g)) {
      const tag = openingTag(text, m.index);
      const line = text.slice(0, m.index).split('\n').length;
      const method = /\smethod=["'](get|post)["']/i.exec(tag)?.[1]?.toLowerCase();
      if (!method) {
        found.push({ file, line, rule: 'form-without-method', text: tag.slice(0, 80) });
        continue;
      }
      const end = text.indexOf('</form>', m.index);
      const body = text.slice(m.index, end === -1 ? undefined : end);
      if (method === 'get' && SENSITIVE_FIELD.test(body)) found.push({ file, line, rule: 'get-form-with-sensitive-field', text: SENSITIVE_FIELD.exec(body)[0] });
    }
  }
  return found;
}
