// Tokens travel in some URLs by spec (registration, password reset): they never reach a log line.
const TOKEN_IN_URL = /[A-Za-z0-9_-]{43}/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_URL, '[token]');
}
