import type { Config } from '../config';
import type { DbOrTx } from '../db/client';

/** Who is acting. Every service call receives it, so partner queries are scoped to the store by construction. */
export type Actor =
  | { role: 'visitor' }
  | { role: 'client'; id: number }
  | { role: 'marchand'; id: number }
  | { role: 'user'; id: number };

export interface Ctx {
  actor: Actor;
  db: DbOrTx;
  config: Config;
}

export const actorLabel = (actor: Actor) =>
  actor.role === 'visitor' ? 'visitor' : `${actor.role}:${actor.id}`;
