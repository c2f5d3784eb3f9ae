import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ['password', '*.password', 'newPassword', '*.newPassword', 'token', '*.token'], remove: true },
  });
}
