/** Whether a database error is a unique index refusing a second row (SQLSTATE 23505), on either engine. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23505';
