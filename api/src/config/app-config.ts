export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AdminCredentialsConfig {
  email: string;
  password: string;
  secret: string;
}

export interface AppConfigValues {
  nodeEnv: NodeEnv;
  port: number;
  mongodbUri: string;
  jwtSecret: string;
  admin: AdminCredentialsConfig;
  /** A jsonwebtoken/ms duration such as `2h`, `30m` or `3600` (seconds). */
  adminTokenTtl: string;
  logLevel: LogLevel;
}

/**
 * The validated configuration (see `validateEnv`). Injected by this class, so a provider
 * asks for `AppConfig` and never reads `process.env` itself.
 */
export class AppConfig implements AppConfigValues {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly mongodbUri!: string;
  readonly jwtSecret!: string;
  readonly admin!: AdminCredentialsConfig;
  readonly adminTokenTtl!: string;
  readonly logLevel!: LogLevel;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
    Object.freeze(this.admin);
    Object.freeze(this);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}
