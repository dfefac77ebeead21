// The one source of "now" on the server, so that tests can move time (vi.setSystemTime fakes Date).
export function now(): Date {
  return new Date();
}
