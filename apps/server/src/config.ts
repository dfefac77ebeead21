// Every setting comes from an environment variable, validated here once at start-up. A bad value stops
// the process with a message naming the variable. `.env.example` lists them all.
import os from 'node:os';
import { FILE_RULES, type FileRule } from '@portal/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const duration = z
  .string()
  .regex(/^\d+\s*(ms|s|m|h|d)$/, 'a duration such as 30m, 8h or 7d')
  .transform((text) => {
    const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(text);
    const amount = Number(match?.[1]);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match?.[2] as 'ms'];
    return amount * unit;
  });
const positiveInt = z.coerce.number().int().positive();
/** The default of MAX_CONNECTIONS (what the fault runner's open-loop overload, RE5o, was run with). */
export const MAX_CONNECTIONS_DEFAULT = 256;
const optionalUrl = z.url().optional();

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
      .optional(),
    DATABASE_POOL_MAX: positiveInt.default(10),
    /** Server processes sharing the port (PostgreSQL only): a number, or `auto` for one per core. */
    WORKERS: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
      .default(1)
      .transform((value) => (value === 'auto' ? os.availableParallelism() : value)),
    SEED_DEMO: bool.optional(),
    /** Unset: http://localhost:<PORT>. */
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Certification Portal <no-reply@portal.localhost>'),
    CONTACT_TO: z.email().default('info@portal.localhost'),
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    FILES_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    SESSION_IDLE: duration.default(8 * 3_600_000),
    SESSION_MAX: duration.default(7 * 86_400_000),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(6),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(100),
    LOGIN_FAILURE_WINDOW: duration.default(15 * 60_000),
    /** Admins' second sign-in step, a TOTP code (docs/decisions/013-admin-two-step-sign-in.md); `off` skips it. */
    ADMIN_MFA: z.enum(['required', 'off']).default('required'),
    /**
     * The work areas' answers kept per caller in the process (core/http/kept-answers.ts); `off` reads every request
     * from the database (to measure that path, or to rule the kept answers out).
     */
    KEEP_ANSWERS: z.enum(['on', 'off']).default('on'),
    /** The OpenAPI document and its readable reference at /api/docs; `off` answers 404 there. */
    API_DOCS: z.enum(['on', 'off']).default('on'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'a redis:// URL')
      .optional(),
    TZ_INSTITUTE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone such as Asia/Dhaka')
      .default('Asia/Dhaka'),
    /**
     * Nightly backups (features/backup/, docs/operations.md): the folder the 02:00 backup (in TZ_INSTITUTE) writes
     * one archive to, keeping the newest BACKUP_KEEP; unset, no nightly backup runs.
     */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: positiveInt.default(7),
    /** Upload size limits in MiB, one per kind of file (docs/security.md FI1); 413 over them. */
    UPLOAD_MAX_AVATAR_MB: z.coerce.number().positive().max(1024).optional(),
    UPLOAD_MAX_SUBMISSION_MB: z.coerce.number().positive().max(1024).optional(),
    UPLOAD_MAX_DOCUMENT_MB: z.coerce.number().positive().max(1024).optional(),
    /** What one user's private files (submissions, assignment and content files) may add up to. */
    UPLOAD_QUOTA_FILES: positiveInt.default(200),
    UPLOAD_QUOTA_MB: z.coerce.number().positive().max(1_048_576).default(500),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    /** Shed load (503 + Retry-After) while the event loop lags more than this on average; 0ms turns it off. */
    MAX_EVENT_LOOP_DELAY: duration.default(200),
    /**
     * Client connections one server process holds at once (docs/security.md RE5, HD9): at the cap the idlest connection
     * without a request in flight is closed for a new one, which is refused only when every held one is serving a
     * request (core/http/connections.ts). 0 turns the cap off.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(MAX_CONNECTIONS_DEFAULT),
    /**
     * The bearer token of GET /metrics (Prometheus, docs/operations.md "Monitoring"); unset, the route does not exist
     * and nothing is counted.
     */
    METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
    /**
     * On a stop signal, how long GET /api/ready answers 503 while the process still serves, before it closes: a
     * load balancer's checks (interval × threshold) then stop its traffic first (features/system/). At most 60s.
     */
    DRAIN_DELAY: duration.default(0).refine((ms) => ms <= 60_000, 'at most 60s'),
  })
  .superRefine((config, ctx) => {
    if (config.FILE_STORE === 's3' && !config.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when FILE_STORE=s3' });
    }
    if (config.WORKERS > 1 && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'above 1 needs DATABASE_URL: the embedded database belongs to one process',
      });
    }
    if (config.DATABASE_URL && !config.FILES_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILES_SECRET'],
        message: 'required with DATABASE_URL: every copy of the server must share it',
      });
    }
  });

export type Config = Omit<z.output<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** The upload limit of each kind of file in bytes: the UPLOAD_MAX_*_MB variables, or FILE_RULES' defaults. */
  /** The limits the environment sets; a sheet of marks is bounded by `RESULTS.importMaxBytes` instead. */
  uploadLimits: Record<Exclude<FileRule, 'marks'>, number>;
  /** UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB (in bytes): the most files and bytes one user may keep. */
  uploadQuota: UploadQuota;
};

const MIB = 1024 * 1024;

export interface UploadQuota {
  files: number;
  bytes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from an environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = result.data;
  const mib = (value: number | undefined, rule: FileRule) =>
    value === undefined ? FILE_RULES[rule].maxBytes : Math.floor(value * MIB);
  return {
    ...data,
    PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`,
    uploadQuota: { files: data.UPLOAD_QUOTA_FILES, bytes: Math.floor(data.UPLOAD_QUOTA_MB * MIB) },
    uploadLimits: {
      avatar: mib(data.UPLOAD_MAX_AVATAR_MB, 'avatar'),
      submission: mib(data.UPLOAD_MAX_SUBMISSION_MB, 'submission'),
      document: mib(data.UPLOAD_MAX_DOCUMENT_MB, 'document'),
    },
  };
}

/** Whether the embedded database is used (no DATABASE_URL). */
export function isEmbedded(config: Config): boolean {
  return !config.DATABASE_URL;
}

/** Whether start-up seeds the demo data set: SEED_DEMO, else on the embedded database only. */
export function seedsDemo(config: Config): boolean {
  return config.SEED_DEMO ?? isEmbedded(config);
}
