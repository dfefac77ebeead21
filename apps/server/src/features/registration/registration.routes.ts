// Registration from an invitation and the password reset by e-mail (docs/features.md, "Registration and reset";
// docs/decisions/004-registration-and-reset.md; docs/security.md AU6, AU7, AU8, RE6). The invitations
// themselves belong to features/invitations/.
import {
  enrolledText,
  FORGOT_PASSWORD_LIMITS,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  RESET_LINK_VALID,
  registrationEndpoints,
  USER_TYPE,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '#server/core/auth/passwords.ts';
import { bearerToken } from '#server/core/auth/sessions.ts';
import { badRequest } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { securityEvent } from '#server/core/logging.ts';
import { languageFlag } from '#server/core/mail/mail-texts.ts';
import { findUsableInvitation } from '#server/features/invitations/index.ts';
import { accountOfEmail, invalidToken, registerExistingParticipant, registerNewParticipant } from './enrolment.ts';
import { applyReset, countForgotRequest, findUsableReset } from './password-reset.ts';
import { passwordResetDoneMailJob, passwordResetMailJob } from './registration.mails.ts';

/** The same answer for an unknown e-mail and a wrong password (no account discovery), as at sign-in. */
const BAD_CREDENTIALS = 'Invalid email or password';

/** INVALID_TOKEN for a link that is unknown, used, revoked or expired, logged as a security event. */
function refusedLink(req: FastifyRequest, event: 'invitation_refused' | 'reset_link_refused') {
  securityEvent(req, event, {}, 'link refused');
  return invalidToken();
}

export function registrationRoutes({ route, db, changes, config, jobs }: FeatureContext) {
  const passwordTooShort = (password: string) =>
    password.length < config.PASSWORD_MIN_LENGTH
      ? badRequest(`Password must be contain ${config.PASSWORD_MIN_LENGTH} characters`)
      : null;

  route(registrationEndpoints.registerAuth, async ({ req }) => {
    const invitation = await findUsableInvitation(db, bearerToken(req.headers.authorization));
    if (!invitation) throw refusedLink(req, 'invitation_refused');
    return {
      token: bearerToken(req.headers.authorization) ?? '',
      course_name: invitation.course.name,
      email: invitation.email,
      register_type: invitation.registerType,
      participant_name: invitation.name,
    };
  });

  route(registrationEndpoints.newParticipant, async ({ params, body, req }) => {
    const invitation = await findUsableInvitation(db, params.token);
    if (!invitation) throw refusedLink(req, 'invitation_refused');
    const short = passwordTooShort(body.password);
    if (short) throw short;
    // The e-mail is the invitation's: whatever the body says is ignored.
    const registered = await registerNewParticipant(db, invitation, body, await hashPassword(body.password));
    securityEvent(
      req,
      'registered',
      { userId: registered.userId, courseId: invitation.course.id, invitationId: invitation.id },
      'new participant registered and enrolled',
    );
    return { success: enrolledText(registered.course), token: registered.token, course: registered.course };
  });

  route(registrationEndpoints.existingParticipant, async ({ params, body, req }) => {
    const invitation = await findUsableInvitation(db, params.token);
    if (!invitation) throw refusedLink(req, 'invitation_refused');
    if (body.email.toLowerCase() !== invitation.email) {
      throw badRequest('This e-mail is not the one the invitation was sent to.');
    }
    const account = await accountOfEmail(db, invitation.email);
    const ok = await verifyPassword(account?.passwordHash ?? null, body.password);
    if (!account || !ok || !account.isActive || account.userType !== USER_TYPE.participant) {
      securityEvent(req, 'register_existing_refused', { invitationId: invitation.id }, 'wrong account password');
      throw badRequest(BAD_CREDENTIALS);
    }
    const registered = await registerExistingParticipant(db, invitation, account.id, body);
    securityEvent(
      req,
      'enrolled',
      { userId: account.id, courseId: invitation.course.id, invitationId: invitation.id },
      'existing participant enrolled',
    );
    return { success: enrolledText(registered.course), token: registered.token, course: registered.course };
  });

  route(
    registrationEndpoints.forgotPassword,
    async ({ body, req }) => {
      const email = body.email.toLowerCase();
      await countForgotRequest(db, email);
      securityEvent(req, 'forgot_password', {}, 'password reset requested');
      // The same work for an e-mail with and without an account: the request queues the address, sealed, and the
      // job looks the account up, makes the token and mails the link (registration.mails.ts), so neither the answer
      // nor its time tells which (a mail outage neither: RE6).
      await jobs.enqueue(db, passwordResetMailJob, {
        address: jobs.seal(passwordResetMailJob, email),
        bangla: languageFlag(body.language),
      });
      return { success: FORGOT_PASSWORD_SENT };
    },
    {
      rateLimit: {
        max: FORGOT_PASSWORD_LIMITS.perAddress,
        timeWindow: FORGOT_PASSWORD_LIMITS.windowMs,
        hook: 'preHandler',
      },
    },
  );

  route(registrationEndpoints.verifyResetToken, async ({ params, req }) => {
    const reset = await findUsableReset(db, params.token);
    if (!reset) throw refusedLink(req, 'reset_link_refused');
    return { success: RESET_LINK_VALID };
  });

  route(registrationEndpoints.resetPassword, async ({ params, body, req }) => {
    const reset = await findUsableReset(db, params.token);
    if (!reset) throw refusedLink(req, 'reset_link_refused');
    const short = passwordTooShort(body.password);
    if (short) throw short;
    const applied = await applyReset(db, changes, reset.id, reset.userId, await hashPassword(body.password), (tx) =>
      jobs.enqueue(tx, passwordResetDoneMailJob, { userId: reset.userId }),
    );
    if (!applied) throw invalidToken();
    securityEvent(req, 'password_reset', { userId: reset.userId }, 'password reset; sessions ended');
    return { success: PASSWORD_RESET_DONE };
  });
}
