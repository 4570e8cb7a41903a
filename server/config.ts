// Reads the environment once into a typed configuration (README lists every variable).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Files in an S3-compatible bucket instead of DATA_DIR/files (services/files/s3Storage.ts). */
  s3Url?: string;
  sessionSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  demo: boolean;
  catalogueSource?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  publicPortalUrl?: string;
  logLevel: string;
  trustProxy: boolean;
  distDir: string;
  session: { idleMinutes: number; maxHours: number };
  throttle: { windowMinutes: number; perAccount: number; perAddress: number };
  contacts: { email: string; phones: string[]; address: string };
  /** Picture uploads the browser runs at once (000 §9: 3, allowed 1 to 5). */
  uploadParallel: number;
  /** Days the history keeps its rows; 0 keeps them forever (services/housekeeping.ts). */
  historyRetentionDays: number;
  /** Days a lead is kept after its last change; 0 keeps leads forever (`leads purge`). */
  leadRetentionDays: number;
  /** The portal's lead form: calls per address within the sign-in throttle's window. */
  leadsPerAddress: number;
};

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** A count of days where 0 means "no limit": anything but a whole number >= 0 gives the fallback. */
const days = (value: string | undefined, fallback: number) => (/^\d+$/.test(value?.trim() ?? '') ? Number(value) : fallback);

/** The session secret is generated once and kept in DATA_DIR so that restarts keep it. */
function sessionSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    s3Url: env.S3_URL || undefined,
    sessionSecret: sessionSecret(dataDir, env.SESSION_SECRET),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: flag(env.DEMO, true),
    catalogueSource: env.CATALOGUE_SOURCE || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Clinic admin <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicPortalUrl: env.PUBLIC_PORTAL_URL?.replace(/\/+$/, '') || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env.TRUST_PROXY, false),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    session: { idleMinutes: int(env.SESSION_IDLE_MINUTES, 120), maxHours: int(env.SESSION_MAX_HOURS, 12) },
    throttle: {
      windowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
      perAccount: int(env.LOGIN_MAX_PER_ACCOUNT, 5),
      perAddress: int(env.LOGIN_MAX_PER_ADDRESS, 20),
    },
    uploadParallel: Math.min(5, Math.max(1, int(env.UPLOAD_PARALLEL, 3))),
    historyRetentionDays: days(env.HISTORY_RETENTION_DAYS, 365),
    leadRetentionDays: days(env.LEAD_RETENTION_DAYS, 1095),
    leadsPerAddress: int(env.LEAD_MAX_PER_ADDRESS, 5),
    contacts: {
      email: env.CONTACT_EMAIL || 'info@medimost.ru',
      phones: (env.CONTACT_PHONES || '+7 (495) 000-00-00').split(',').map((p) => p.trim()),
      address: env.CONTACT_ADDRESS || 'Москва, ул. Примерная, д. 1',
    },
    ...overrides,
  };
}
