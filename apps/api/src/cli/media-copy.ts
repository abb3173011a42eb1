import { pathToFileURL } from 'node:url';
import { loadConfig, mediaBucket } from '../config';
import { localMediaDir } from '../lib/media';
import { copyMediaFiles, diskMediaFiles, s3MediaFiles } from '../lib/media-files';

/**
 * `npm run media:copy`: copies the pictures stored on the local disk (DATA_DIR/media) into the S3
 * bucket (S3_* set), before the API is started with the bucket (decision 0047). Objects already in
 * the bucket are skipped: it can be run again, e.g. after the last uploads on the disk. The rows keep
 * their `/media/…` URLs, which the API then serves from the bucket.
 */

export interface CliIo {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

export async function runMediaCopy(io: CliIo = {}): Promise<number> {
  const out = io.out ?? console.log;
  const err = io.err ?? console.error;
  try {
    const config = loadConfig(io.env);
    const bucket = mediaBucket(config);
    if (!bucket) {
      err(
        'Erreur : aucun bucket configuré. Définissez S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY (.env.example).',
      );
      return 1;
    }
    const from = diskMediaFiles(localMediaDir(config));
    const to = s3MediaFiles(bucket);
    const { copied, present } = await copyMediaFiles(from, to);
    out(
      `media:copy : ${copied} fichier(s) copié(s) de ${from.where} vers ${to.where}, ${present} déjà présent(s).`,
    );
    return 0;
  } catch (error) {
    err(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMediaCopy().then((code) => {
    process.exitCode = code;
  });
}
