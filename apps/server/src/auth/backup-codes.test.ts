import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT, generateBackupCodes } from './backup-codes.js';

describe('backup codes', () => {
  it('use no characters that look alike', () => {
    for (const c of 'O0oIl1i') expect(BACKUP_CODE_ALPHABET).not.toContain(c);
    const used = new Set(Array.from({ length: 50 }, () => generateBackupCodes().join('').replace(/-/g, '')).join(''));
    expect([...used].every((c) => BACKUP_CODE_ALPHABET.includes(c))).toBe(true);
    // Every character of the alphabet turns up (the draw covers it, not a part of it).
    expect(used.size).toBe(BACKUP_CODE_ALPHABET.length);
  });

  it('are ten codes of two groups of five, all different', () => {
    for (let i = 0; i < 200; i++) {
      const codes = generateBackupCodes();
      expect(codes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('are what sign-up for two-step verification hands out', async () => {
    const { createTestServer } = await import('../test/harness.js');
    const s = await createTestServer();
    try {
      const me = await s.signedInAs('seller');
      const res = await s.request('/api/auth/two-factor/enable', { method: 'POST', cookie: me.cookie, json: { password: me.password } });
      expect(res.status).toBe(200);
      const { backupCodes } = (await res.json()) as { backupCodes: string[] };
      expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of backupCodes) expect(code).toMatch(new RegExp(`^[${BACKUP_CODE_ALPHABET}]{5}-[${BACKUP_CODE_ALPHABET}]{5}$`));
    } finally {
      await s.close();
    }
  });
});
