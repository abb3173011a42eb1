import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer, createMemoryMailer } from './mailer';

describe('mailers', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('the server mailer writes every message to the outbox and keeps none in memory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-mailer-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { DATA_DIR: dataDir });
    const mailer = createMailer(config);
    for (let i = 0; i < 3; i++) {
      await mailer.send({ to: `client${i}@souk.dz`, subject: `Commande ${i}`, text: 'x'.repeat(10_000) });
    }
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(3);
    // A long-running server sends mails with every order: a history of them was a slow heap leak
    // (about 1 MB a minute in the 10-minute load run). Nothing of a sent message may stay reachable.
    const reachable = Object.values(mailer).filter((value) => typeof value !== 'function');
    expect(reachable).toEqual([]);
  });

  it('the test mailer records what it sends', async () => {
    const mailer = createMemoryMailer();
    await mailer.send({ to: 'a@souk.dz', subject: 'Sujet', text: 'Texte' });
    expect(mailer.sent).toEqual([{ to: 'a@souk.dz', subject: 'Sujet', text: 'Texte' }]);
  });
});
