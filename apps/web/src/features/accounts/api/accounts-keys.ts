import type { SessionKind } from '@/lib/sessions';

type Audience = 'client' | 'marchand' | 'user';
type Action = 'login' | 'register' | 'logout' | 'forgot-password' | 'reset-password' | 'profilEdit';

export const accountsKeys = {
  all: ['accounts'] as const,
  mutation: (audience: Audience, action: Action) => [...accountsKeys.all, audience, action] as const,
  /**
   * Prefix for every query made with a session's token (cart, profile, orders…): logging out
   * removes them at once, so the next account never sees the previous one's data.
   */
  session: (kind: SessionKind) => ['session', kind] as const,
};
