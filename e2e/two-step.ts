// The admin's second sign-in step in the browser (docs/decisions/013-admin-two-step-sign-in.md), as an admin with
// an authenticator app would do it: the first sign-in of a server enrols and keeps the key the screen shows; every
// sign-in then types the code that `otpauth` computes from that key. The server accepts each time step once, so
// when the newest step was already used the helper waits for the next one (the test's time limit grows by as much).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { TWO_STEP } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';

interface Enrolment {
  secret: string;
  /** The newest time step a code was sent for. */
  lastStep: number;
}

/** Keys of the run, by server and e-mail: in the run's data folder, so every spec file (and worker) finds them. */
const stateFile = () => path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-two-step.json');

function readState(): Record<string, Enrolment> {
  try {
    return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as Record<string, Enrolment>;
  } catch {
    return {};
  }
}

function saveEnrolment(key: string, enrolment: Enrolment): void {
  fs.writeFileSync(stateFile(), JSON.stringify({ ...readState(), [key]: enrolment }));
}

const periodMs = TWO_STEP.periodSeconds * 1000;
const stepNow = () => Math.floor(Date.now() / periodMs);

function codeAt(secret: string, step: number): string {
  return new TOTP({
    algorithm: TWO_STEP.algorithm,
    digits: TWO_STEP.digits,
    period: TWO_STEP.periodSeconds,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: step * periodMs });
}

/** The two-step screen, once the password was accepted. */
export function twoStepScreen(page: Page) {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }) });
}

/**
 * Passes the second step on the screen the admin area shows after the password: enrols when it offers a key
 * (keeping the key), otherwise enters the code of the kept key. Answers the key.
 */
export async function completeTwoStep(page: Page, email: string, testInfo?: TestInfo): Promise<string> {
  // One more screen per admin sign-in: the tests written before it get the time it takes.
  testInfo?.setTimeout(testInfo.timeout + 10_000);
  const screen = twoStepScreen(page);
  await expect(screen).toBeVisible();
  const key = `${new URL(page.url()).origin}|${email}`;
  const codeField = screen.getByLabel('Code', { exact: true });
  // Both states end in the code form (the enrolment once its key is there).
  await expect(codeField).toBeVisible();
  let enrolment = readState()[key];
  const shown = screen.getByTestId('two-step-secret');
  if (await shown.isVisible()) {
    await expect(screen.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    enrolment = { secret, lastStep: 0 };
  }
  if (!enrolment) throw new Error(`no authenticator key kept for ${email}: was it enrolled in another run?`);

  // The server takes one step either side of its clock: the next unused step, if it is at most one ahead.
  const step = Math.max(stepNow(), enrolment.lastStep + 1);
  const waitMs = (step - 1) * periodMs - Date.now();
  if (waitMs > 0) {
    testInfo?.setTimeout(testInfo.timeout + waitMs + 5_000);
    await new Promise((resolve) => setTimeout(resolve, waitMs + 250));
  }
  saveEnrolment(key, { secret: enrolment.secret, lastStep: step });
  await codeField.fill(codeAt(enrolment.secret, step));
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(screen).toHaveCount(0);
  return enrolment.secret;
}

/** The code the helper sent last for this admin on this page's server (a code the server must now refuse). */
export function lastUsedCode(page: Page, email: string): string {
  const enrolment = readState()[`${new URL(page.url()).origin}|${email}`];
  if (!enrolment) throw new Error(`no authenticator key kept for ${email}`);
  return codeAt(enrolment.secret, enrolment.lastStep);
}
