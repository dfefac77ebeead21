// SE4 / LG3 over the whole API suite: `PORTAL_TEST_LOG_DIR=<dir> npm test` makes every test app write its real
// log there (apps/server/src/testing/test-app.ts); this reads it all back and fails when a line is not one JSON
// object, or holds a token, a bearer header, a password or a session cookie. It also fails when the log is
// too small to mean anything (the suite writes over ten thousand lines and signs in dozens of times).
// Usage: node scripts/check-test-logs.mjs <dir>
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.error(`usage: node scripts/check-test-logs.mjs <dir> (no folder ${dir ?? ''})`);
  process.exit(1);
}

/** Every session, invitation, reset and link token the server issues is 43 base64url characters (core/auth/tokens.ts). */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
const SECRETS = [
  ['a token', TOKEN],
  ['a bearer header', /Bearer [A-Za-z0-9_-]/],
  ['a password field', /"(password|new_password|confirm_password|old_password)"\s*:\s*"/],
  ['the demo password', /demo1234/],
  ['a session cookie', /auth_token=[^;\s"]/],
];

let lines = 0;
let signIns = 0;
const problems = [];
for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  for (const [index, line] of text.split('\n').entries()) {
    if (!line) continue;
    lines += 1;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      problems.push(`${name}:${index + 1}: not one JSON object`);
      continue;
    }
    if (entry.event === 'login_ok') signIns += 1;
    for (const [what, pattern] of SECRETS) {
      const found = pattern.exec(line);
      if (found) problems.push(`${name}:${index + 1}: ${what} (${found[0].slice(0, 12)}…)`);
    }
  }
}
console.log(`${lines} log lines of the API suite, ${signIns} sign-ins, ${problems.length} problems`);
for (const problem of problems.slice(0, 50)) console.error(problem);
if (lines < 5000 || signIns < 20) {
  console.error('The captured log is too small: was the suite run with PORTAL_TEST_LOG_DIR?');
  process.exit(1);
}
process.exit(problems.length ? 1 : 0);
