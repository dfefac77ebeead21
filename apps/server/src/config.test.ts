import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('reads WORKERS as a number or auto, one per core', () => {
    const db = { DATABASE_URL: 'postgres://localhost/portal', FILES_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ ...db, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ ...db, WORKERS: 'auto' }).WORKERS).toBe(os.availableParallelism());
    expect(loadConfig({ UPLOAD_QUOTA_FILES: '10', UPLOAD_QUOTA_MB: '1.5' }).uploadQuota).toEqual({
      files: 10,
      bytes: 1.5 * 1024 * 1024,
    });
  });

  it('gives every default on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_IDLE: 8 * 3_600_000,
      SESSION_MAX: 7 * 86_400_000,
      PASSWORD_MIN_LENGTH: 6,
      FILE_STORE: 'local',
      TZ_INSTITUTE: 'Asia/Dhaka',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT when unset and parses durations', () => {
    const config = loadConfig({ PORT: '4100', SESSION_IDLE: '30m', SESSION_MAX: '12h', SEED_DEMO: 'false' });
    expect(config.PUBLIC_URL).toBe('http://localhost:4100');
    expect(config.SESSION_IDLE).toBe(30 * 60_000);
    expect(config.SESSION_MAX).toBe(12 * 3_600_000);
    expect(config.SEED_DEMO).toBe(false);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SESSION_IDLE', { SESSION_IDLE: 'forever' }],
    ['TZ_INSTITUTE', { TZ_INSTITUTE: 'Mars/Olympus' }],
    ['FILES_SECRET', { DATABASE_URL: 'postgres://localhost/portal' }],
    ['FILES_SECRET', { FILES_SECRET: 'short' }],
    ['S3_BUCKET', { FILE_STORE: 's3' }],
    ['PASSWORD_MIN_LENGTH', { PASSWORD_MIN_LENGTH: '3' }],
    ['WORKERS', { WORKERS: '2' }],
    ['WORKERS', { WORKERS: '0', DATABASE_URL: 'postgres://localhost/portal', FILES_SECRET: 'x'.repeat(32) }],
    ['UPLOAD_QUOTA_FILES', { UPLOAD_QUOTA_FILES: '0' }],
    ['UPLOAD_QUOTA_MB', { UPLOAD_QUOTA_MB: 'lots' }],
  ])('refuses a bad %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
