import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { feedbackForm, myFeedback, sendFeedback } from './service';

/** Feedback and complaints (FEEDBACK3, decision 0321): the form's rules, sending one, a member's own. */
export function feedbackRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'feedback/form', ({ brand }) => Promise.resolve(feedbackForm(brand)));
  // Open to visitors; a token makes it the member's (a token that is no live session is refused, 401, rather than filed as a visitor's).
  defineRoute(app, 'feedback/send', async ({ req, brand, lang, input }) => {
    const signed = req.headers.authorization ? await app.sessions.read(req) : null;
    return sendFeedback(db, brand, lang, signed?.id ?? null, input, req.ip);
  });
  defineRoute(app, 'feedback/mine', ({ member, input }) => myFeedback(db, member.id, input.pageNo ?? 1, input.pageSize ?? 10));
}
