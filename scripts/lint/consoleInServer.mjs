// "One log format" as a check (#43 item 4): the server writes pino JSON lines with a component
// (api/src/log.ts), never console.* text into the same stream. The command-line tools (`*Cli.ts`)
// talk to a person at a terminal and may print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSources } from './vendorNames.mjs';

const SERVER = 'api/src/';
const CONSOLE = /\bconsole\s*\.\s*(log|info|warn|error|debug|trace)\b/;
/** a whole-line comment: the rule's own explanation, or an example */
const COMMENT = /^\s*(\/\/|\/?\*)/;

/** Lines of the server's code that write with console.*: `[{file, line, text}]`. */
export function findConsoleInServer(root, files = listSources(root)) {
  const found = [];
  for (const file of files) {
    if (!file.startsWith(SERVER) || /Cli\.[cm]?[jt]s$/.test(file) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\.(css|html)$/.test(file)) continue;
    readFileSync(join(root, file), 'utf8').split('\n').forEach((text, i) => {
      if (!COMMENT.test(text) && CONSOLE.test(text)) found.push({ file, line: i + 1, text: text.trim().slice(0, 120) });
    });
  }
  return found;
}
