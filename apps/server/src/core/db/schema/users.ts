// People: accounts of every role, their role profiles, organisations, sessions and tokens.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable(
  'organizations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_name_lower_uq').on(sql`lower(${t.name})`)],
);

/**
 * What the coordinator's participant search reads of an account: name, e-mail and mobile number as one text
 * (docs/decisions/009-dashboards-courses-participants.md). The trigram index below and the query share it, so
 * that the planner sees the same expression.
 */
export function participantSearchText(columns: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  mobileNo: AnyPgColumn;
}): SQL {
  return sql`(${columns.firstName} || ' ' || ${columns.lastName} || ' ' || ${columns.email} || ' ' || coalesce(${columns.mobileNo}, ''))`;
}

/** Every account. `userType`: 0 admin, 1 coordinator (faculty), 2 participant. E-mails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    userType: smallint().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    mobileNo: text(),
    /** 1 male, 0 female. */
    gender: smallint(),
    /** Key of the avatar under the public media store, null for none. */
    avatarKey: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_type_idx').on(t.userType, t.id),
    check('users_user_type_ck', sql`${t.userType} in (0, 1, 2)`),
    check('users_gender_ck', sql`${t.gender} is null or ${t.gender} in (0, 1)`),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    // The participant search (partial, any case): trigrams (pg_trgm) serve `ilike '%…%'`; only participants.
    index('users_participant_search_trgm_idx')
      .using('gin', sql`${participantSearchText(t)} gin_trgm_ops`)
      .where(sql`${t.userType} = 2`),
  ],
);

/** What only a participant has. */
export const participantProfiles = pgTable(
  'participant_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    /** Set when the participant chose "others" (organisation value 0). */
    otherOrgName: text(),
    designation: text().notNull().default(''),
    presentAddress: text().notNull().default(''),
    permanentAddress: text().notNull().default(''),
    /** Years of experience in a bank. */
    experienceInBank: integer().notNull().default(0),
    lastAcademicDegree: text().notNull().default(''),
    dob: date({ mode: 'string' }),
    alternateContactNumber: text(),
    alternateContactRelation: text(),
  },
  (t) => [
    index('participant_profiles_org_idx').on(t.organizationId),
    check('participant_profiles_exp_ck', sql`${t.experienceInBank} >= 0`),
  ],
);

/** What only a coordinator has; `occupation` is the designation shown publicly. */
export const coordinatorProfiles = pgTable('coordinator_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  occupation: text().notNull().default(''),
});

/** Sign-in sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** When an admin's session passed the second sign-in step (a TOTP code); null before (and for others). */
    twoStepVerifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * An admin's authenticator (TOTP, docs/decisions/013-admin-two-step-sign-in.md): the secret sealed with
 * AES-256-GCM (core/auth/two-step-secret.ts), confirmed by the first code; `lastStep` is the newest time step
 * a code was accepted for, so that no code is accepted twice.
 */
export const adminTwoStep = pgTable('admin_two_step', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
});

/** Failed sign-ins counted per key (`email:<address>` or `ip:<address>`) in a fixed window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

/** Password reset links: hashed, single use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * A profile's change of e-mail waiting for its link (sent to the new address) to be followed: 256-bit token,
 * only its SHA-256 stored, single use, 24 h; a newer request replaces it. The address is written into `users`
 * only when the link is followed, and only if no account and no pending invitation has it by then.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as `users.email`. */
    newEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('email_changes_token_hash_uq').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);
