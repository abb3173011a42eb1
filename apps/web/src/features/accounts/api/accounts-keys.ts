import { sessionKey } from '@/lib/query-keys';

type Audience = 'client' | 'marchand' | 'user';
type Action = 'login' | 'register' | 'logout' | 'forgot-password' | 'reset-password' | 'profilEdit';

export const accountsKeys = {
  all: ['accounts'] as const,
  mutation: (audience: Audience, action: Action) => [...accountsKeys.all, audience, action] as const,
  /** Prefix for every query made with a session's token (lib/query-keys.ts). */
  session: sessionKey,
};
