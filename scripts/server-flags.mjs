// The Node flags of the production server, in one place: `npm start` (scripts/start.mjs) runs the built server
// with them, and so does every tool that starts the built server to measure it (bench/run.ts). The workers of
// WORKERS=n inherit them (node:cluster forks with the primary's flags). Why each one, with the measurements:
// docs/performance.md, "Memory". No imports, and only syntax that an old Node can parse (start.mjs imports it).

/**
 * V8's young generation: at most 2 × 16 MiB of semi-spaces instead of Node 24's 2 × 64 MiB. Loading the
 * server's modules fills the default one to its full 128 MiB at start and it stays resident, empty, for the
 * life of the process; 16 MiB still holds a request's short-lived objects.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * The flags to start the server with: SERVER_NODE_FLAGS, less any that NODE_OPTIONS already sets (a flag on
 * the command line would override the operator's NODE_OPTIONS, so theirs wins).
 * @param {string | undefined} nodeOptions the NODE_OPTIONS of the environment the server starts in
 * @returns {string[]}
 */
export function serverNodeFlags(nodeOptions) {
  const given = (nodeOptions ?? '').split(/\s+/).map((option) => option.split('=')[0].replaceAll('_', '-'));
  return SERVER_NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
}
