import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

export interface AuditRecord {
  operator: { id: string; username: string } | null;
  operatorName?: string;
  action: string;
  brandId?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
  ip: string;
}

/** One line of the audit log; written in the transaction of the change it records, where there is one. */
export async function audit(db: Kysely<Tables>, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: r.operator?.id ?? null,
      operator_name: r.operator?.username ?? r.operatorName ?? '',
      action: r.action,
      brand_id: r.brandId ?? null,
      target: r.target ?? null,
      detail: JSON.stringify(r.detail ?? {}),
      ip: r.ip,
    })
    .execute();
}
