import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { partnerAccountMail } from './partner-account.mail';

describe('the new partner’s e-mail', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('lands in the outbox without SMTP, with the login link and never a password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-mail-'));
    dirs.push(dataDir);
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { DATA_DIR: dataDir, APP_URL: 'https://souk.dz/' },
    );
    const message = partnerAccountMail({
      to: 'karim@boutique.dz',
      name: 'Karim <Haddad>',
      designation: 'Électro Bab Ezzouar',
      appUrl: 'https://souk.dz/',
    });
    expect(message.text).toContain('https://souk.dz/partenaire/login');
    expect(message.text).toContain('https://souk.dz/forgot-password-partenaire');
    expect(message.html).toContain('Karim &lt;Haddad&gt;');

    await createMailer(config).send(message);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toContain('To: karim@boutique.dz');
    expect(eml).toMatch(/Subject: .*Souk/);
  });
});
