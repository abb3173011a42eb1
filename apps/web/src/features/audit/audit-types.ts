/** One entry of `v1/user/auditLogs`: an administrator's successful write. */
export interface AuditEntry {
  id: number;
  /** Null when the account was deleted since. */
  admin: { id: number; name: string; email: string } | null;
  /** 'POST /v1/user/couponEdit/:id'. */
  action: string;
  cible: { type: string; id: string | null };
  /** Path params and a sanitised summary of the body. */
  details: { params?: unknown; body?: unknown };
  ip: string | null;
  created_at: string;
}

export interface AuditFilters {
  /** 'YYYY-MM-DD' or ''. */
  dateDebut: string;
  dateFin: string;
}
