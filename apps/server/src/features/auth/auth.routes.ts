// Sign-in, is_logined, the role session checks, logout and password change (docs/features.md, Sign-in and sessions).
import {
  authEndpoints,
  PASSWORD_CHANGED,
  type PasswordChangeBody,
  USER_TYPE_NAME,
  type UserType,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '#server/core/auth/passwords.ts';
import { createSession, endSession, endUserSessions, type SessionUser } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import { emailChanges, users } from '#server/core/db/schema/index.ts';
import { badRequest, HttpError } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { mediaUrl } from '#server/core/files/media.ts';
import { securityEvent } from '#server/core/logging.ts';
import { savedLanguage } from '#server/features/language/index.ts';
import { passwordChangedMailJob } from './auth.mails.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { twoStepRoutes } from './two-step.routes.ts';

/** The same answer for an unknown e-mail and a wrong password (no account discovery). */
const BAD_CREDENTIALS = 'Invalid email or password';

export function authRoutes({ app, route, db, changes, config, jobs, filesSecret }: FeatureContext) {
  const throttle = createLoginThrottle(
    db,
    {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: config.LOGIN_FAILURE_WINDOW,
    },
    () => app.metrics?.countSignInFailure(),
  );

  const twoStep = twoStepRoutes({ route, db, changes, config, filesSecret }, throttle);

  route(authEndpoints.login, async ({ body, req }) => {
    const email = body.email.toLowerCase();
    await throttle.assertAllowed(email, req.ip);
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        userType: users.userType,
        passwordHash: users.passwordHash,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !ok || !user.isActive) {
      await throttle.recordFailure(email, req.ip);
      // The account the e-mail names, when there is one (a wrong password, a deactivated account): an attack on
      // one account shows in the log. Never the password; the answer stays the same for every refusal.
      req.log.info({ event: 'login_failed', userId: user?.id ?? null, ip: req.ip }, 'sign-in refused');
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    // An admin's failures are cleared by the second step only: a known password must not reset the count
    // of wrong codes (decision 013).
    const step = await twoStep.stepAfterPassword(user);
    if (!step) await throttle.clear(email);
    const { token } = await createSession(db, user.id);
    req.log.info({ event: 'login_ok', userId: user.id, ip: req.ip, ...(step ? { twoStep: step } : {}) }, 'signed in');
    const answer = { id: user.id, token, email: user.email, user_type: user.userType as UserType };
    return step ? { ...answer, two_step: step } : answer;
  });

  route(authEndpoints.isLogined, async ({ optionalUser }) => {
    const user = await optionalUser();
    if (!user) return [];
    return [
      {
        avatar: mediaUrl(user.avatarKey),
        name: `${user.firstName} ${user.lastName}`.trim(),
        user_type: USER_TYPE_NAME[user.userType as UserType],
        language: await savedLanguage(db, user.id),
      },
    ];
  });

  const authCheck = async ({ user }: { user: SessionUser }) => ({
    id: user.id,
    email: user.email,
    user_type: user.userType as UserType,
  });
  route(authEndpoints.participantAuth, authCheck);
  route(authEndpoints.coordinatorAuth, authCheck);
  route(
    authEndpoints.adminAuth,
    async ({ user }) => ({ ...(await authCheck({ user })), two_step: await twoStep.stateOf(user) }),
    { beforeTwoStep: true },
  );

  const logout = async ({ user, req }: { user: SessionUser; req: { log: FeatureContext['app']['log'] } }) => {
    await endSession(db, changes, user.sessionId);
    req.log.info({ event: 'logout', userId: user.id }, 'signed out');
    return { success: 'Logged out successfully' };
  };
  route(authEndpoints.participantLogout, logout);
  route(authEndpoints.coordinatorLogout, logout);
  route(authEndpoints.adminLogout, logout, { beforeTwoStep: true });

  const changePassword = async ({
    user,
    body,
    req,
  }: {
    user: SessionUser;
    body: PasswordChangeBody;
    req: FastifyRequest;
  }) => {
    // A wrong old password is a failed sign-in of the account (the sign-in throttle, per account and per
    // address): a stolen session must not become an unlimited password oracle, each guess an argon2id verify.
    await throttle.assertAllowed(user.email, req.ip);
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.passwordHash ?? null, body.password))) {
      await throttle.recordFailure(user.email, req.ip);
      securityEvent(req, 'password_change_refused', {}, 'wrong old password on a password change');
      throw badRequest('Old password is incorrect');
    }
    await throttle.clear(user.email);
    if (body.new_password.length < config.PASSWORD_MIN_LENGTH) {
      throw badRequest(`Password must be contain ${config.PASSWORD_MIN_LENGTH} characters`);
    }
    if (body.new_password !== body.confirm_password) throw badRequest('Your Password do not match');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password), updatedAt: now() })
      .where(eq(users.id, user.id));
    await endUserSessions(db, changes, user.id, user.sessionId);
    // A change of e-mail asked for before is dropped: it may have been asked by whoever made the password change necessary.
    await db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    req.log.info({ event: 'password_changed', userId: user.id, ip: req.ip }, 'password changed');
    await jobs.enqueue(db, passwordChangedMailJob, { userId: user.id });
    return { success: PASSWORD_CHANGED };
  };
  route(authEndpoints.participantChangePassword, changePassword);
  route(authEndpoints.coordinatorChangePassword, changePassword);
}
