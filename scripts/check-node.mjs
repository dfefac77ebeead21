// Run first by `npm start`, `npm run dev` and `npm test` (and imported first by start.mjs and dev.mjs), before
// install-if-needed.mjs installs anything: on a Node older than the one the portal needs, stop with one line
// that says which and how to get it, instead of a stack trace from deep inside a dependency. No imports, and
// only syntax that an old Node can parse.
// Keep NEEDED in step with engines.node in package.json, .node-version and .nvmrc.
const NEEDED = 24;
const running = process.versions.node;
if (Number(running.split('.')[0]) < NEEDED) {
  const fromNpm =
    process.platform === 'linux'
      ? `, or with the npm you have: npm install -g --prefix /usr/local node-linux-${process.arch}@${NEEDED}`
      : '';
  process.stderr.write(
    `The portal needs Node.js ${NEEDED} or newer; this is Node.js ${running} (${process.execPath}). ` +
      `Install Node ${NEEDED} LTS from https://nodejs.org, with nvm or fnm (nvm install ${NEEDED})${fromNpm}. See README, Prerequisites.\n`,
  );
  process.exit(1);
}
