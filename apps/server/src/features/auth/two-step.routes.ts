// The admins' second sign-in step (docs/decisions/013-admin-two-step-sign-in.md, docs/security.md AU14, ASVS V4.3.1).
// With ADMIN_MFA=required an admin's password gives a session that the admin routes refuse (403, the role guard of
// register-endpoint.ts) until a code of the admin's authenticator has been accepted here. An admin without an
// authenticator enrols first: a new secret is answered once, and the first code confirms it.
import {
  type AdminAuthCheck,
  authEndpoints,
  TWO_STEP_TEXTS,
  type TwoStepState,
  USER_TYPE,
  type UserType,
} from '@portal/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/core/auth/sessions.ts';
import { markTwoStepVerified } from '#server/core/auth/sessions.ts';
import {
  matchingStep,
  newTwoStepSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  twoStepKey,
} from '#server/core/auth/two-step.ts';
import { now } from '#server/core/clock.ts';
import { adminTwoStep } from '#server/core/db/schema/index.ts';
import { badRequest, conflict } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor, recordAudit } from '#server/features/admin/index.ts';
import type { LoginThrottle } from './login-throttle.ts';

type Deps = Pick<FeatureContext, 'route' | 'db' | 'changes' | 'config' | 'filesSecret'>;

export function twoStepRoutes({ route, db, changes, config, filesSecret }: Deps, throttle: LoginThrottle) {
  const required = config.ADMIN_MFA === 'required';
  const key = twoStepKey(filesSecret);

  const enrolmentOf = async (userId: number) => {
    const [row] = await db
      .select({
        secretSealed: adminTwoStep.secretSealed,
        confirmedAt: adminTwoStep.confirmedAt,
        lastStep: adminTwoStep.lastStep,
      })
      .from(adminTwoStep)
      .where(eq(adminTwoStep.userId, userId));
    return row;
  };

  /** The step a new session of this user needs after the password, or undefined (not an admin, or off). */
  async function stepAfterPassword(user: { id: number; userType: number }): Promise<'enrol' | 'verify' | undefined> {
    if (!required || user.userType !== USER_TYPE.admin) return undefined;
    return (await enrolmentOf(user.id))?.confirmedAt ? 'verify' : 'enrol';
  }

  async function stateOf(user: SessionUser): Promise<TwoStepState> {
    if (!required) return 'off';
    if (user.twoStepVerified) return 'verified';
    return (await enrolmentOf(user.id))?.confirmedAt ? 'verify' : 'enrol';
  }

  route(
    authEndpoints.adminTwoStepEnrol,
    async ({ user, req }) => {
      if (!required) throw conflict(TWO_STEP_TEXTS.off);
      const secret = newTwoStepSecret();
      const sealed = sealSecret(key, user.id, secret);
      // A new secret replaces one not yet confirmed; a confirmed one stays (the upsert's condition).
      const saved = await db
        .insert(adminTwoStep)
        .values({ userId: user.id, secretSealed: sealed })
        .onConflictDoUpdate({
          target: adminTwoStep.userId,
          set: { secretSealed: sealed, lastStep: null, createdAt: now() },
          setWhere: isNull(adminTwoStep.confirmedAt),
        })
        .returning({ userId: adminTwoStep.userId });
      if (saved.length === 0) throw conflict(TWO_STEP_TEXTS.alreadyEnrolled);
      req.log.info({ event: 'two_step_enrolment_started', userId: user.id }, 'two-step secret made');
      return { otpauth_uri: otpauthUri(secret, user.email), secret };
    },
    { beforeTwoStep: true },
  );

  route(
    authEndpoints.adminTwoStepVerify,
    async ({ user, body, req }): Promise<AdminAuthCheck> => {
      if (!required) throw conflict(TWO_STEP_TEXTS.off);
      await throttle.assertAllowed(user.email, req.ip);
      const enrolment = await enrolmentOf(user.id);
      if (!enrolment) throw conflict(TWO_STEP_TEXTS.notStarted);
      let secret: string;
      try {
        secret = openSecret(key, user.id, enrolment.secretSealed);
      } catch (error) {
        // The files secret changed since enrolment: `reset-admin-mfa` lets the admin enrol again.
        req.log.error({ event: 'two_step_secret_unreadable', userId: user.id }, 'two-step secret does not open');
        throw error;
      }
      const at = now().getTime();
      const step = matchingStep(secret, body.code, at, enrolment.lastStep);
      const refuse = async (replayed: boolean) => {
        await throttle.recordFailure(user.email, req.ip);
        req.log.warn(
          { event: replayed ? 'two_step_replayed' : 'two_step_failed', userId: user.id, ip: req.ip },
          'two-step code refused',
        );
        return badRequest(replayed ? TWO_STEP_TEXTS.replayed : TWO_STEP_TEXTS.badCode);
      };
      if (step === null) throw await refuse(matchingStep(secret, body.code, at, null) !== null);

      const accepted = await db.transaction(async (tx) => {
        // Only a step newer than the last one used, and only the secret that was checked: of two requests
        // with one code (two processes), one wins.
        const [updated] = await tx
          .update(adminTwoStep)
          .set({ lastStep: step, confirmedAt: sql`coalesce(${adminTwoStep.confirmedAt}, now())` })
          .where(
            and(
              eq(adminTwoStep.userId, user.id),
              eq(adminTwoStep.secretSealed, enrolment.secretSealed),
              or(isNull(adminTwoStep.lastStep), lt(adminTwoStep.lastStep, step)),
            ),
          )
          .returning({ userId: adminTwoStep.userId });
        if (!updated) return false;
        if (!enrolment.confirmedAt) {
          await recordAudit(tx, auditActor(user), {
            action: 'update',
            entity: 'admin',
            entityId: user.id,
            before: { two_step: 'not set up' },
            after: { two_step: 'set up' },
          });
        }
        await markTwoStepVerified(tx, changes, user.sessionId);
        return true;
      });
      if (!accepted) throw await refuse(true);
      await throttle.clear(user.email);
      req.log.info(
        { event: enrolment.confirmedAt ? 'two_step_ok' : 'two_step_enrolled', userId: user.id, ip: req.ip },
        'two-step sign-in passed',
      );
      return { id: user.id, email: user.email, user_type: user.userType as UserType, two_step: 'verified' };
    },
    { beforeTwoStep: true },
  );

  return { stepAfterPassword, stateOf };
}
