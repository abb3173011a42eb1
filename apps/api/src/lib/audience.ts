/**
 * One of the two back-offices a call written once is mounted for (docs/architecture.md, the API module
 * layout): the same paths under each prefix, scoped by the token's role.
 */
export interface Audience {
  role: 'marchand' | 'user';
  /** 'v1/marchand' or 'v1/user'. */
  prefix: string;
  tag: string;
}
