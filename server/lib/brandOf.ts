import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors';
import type { Brand } from '../brands/store';

/** The published brand an operator call names, or 404: a console call never reaches into a brand that is not served. */
export function brandOf(app: FastifyInstance, id: string): Brand {
  const brand = app.brands.all().find((b) => b.id === id);
  if (!brand) throw apiError('NOT_FOUND');
  return brand;
}
