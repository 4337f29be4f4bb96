import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, OpsGame } from '../../../src/generated/types';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { fromMinorUnits } from '../../../src/engine/money';
import { brandOf } from '../../lib/brandOf';
import { audit } from '../../lib/audit';
import { likeText } from '../../db/likeText';

const columns = ['id', 'vendor', 'category', 'code', 'name', 'image', 'min_bet', 'lines', 'classify', 'engine', 'active', 'is_hot', 'is_new', 'maintenance', 'demo', 'sort', 'plays'] as const;
type Row = {
  id: number;
  vendor: string;
  category: string;
  code: string;
  name: Record<string, string>;
  image: string;
  min_bet: string;
  lines: number;
  classify: string | null;
  engine: string;
  active: boolean;
  is_hot: boolean;
  is_new: boolean;
  maintenance: boolean;
  demo: boolean;
  sort: number;
  plays: string;
};
const opsGame = (r: Row): OpsGame => ({
  id: r.id,
  vendor: r.vendor,
  category: r.category as Category,
  code: r.code,
  name: r.name,
  image: r.image,
  minBet: fromMinorUnits(r.min_bet),
  lines: r.lines,
  classify: r.classify,
  engine: r.engine,
  active: r.active,
  hot: r.is_hot,
  new: r.is_new,
  maintenance: r.maintenance,
  demo: r.demo,
  sort: r.sort,
  plays: Number(r.plays),
});


/** The game catalogue in the console: find a brand's games, show or hide them, mark them, order them; each change audited. */
export function gameRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/games', async ({ input }) => {
    brandOf(app, input.brandId);
    const size = input.pageSize ?? 25;
    let base = db.selectFrom('games').where('brand_id', '=', input.brandId);
    if (input.category) base = base.where('category', '=', input.category);
    if (input.vendor) base = base.where('vendor', '=', input.vendor);
    const text = input.query?.trim();
    if (text) base = base.where((eb) => eb.or([eb('code', 'ilike', likeText(text)), eb('search_text', 'like', likeText(text.toLowerCase()))]));
    const [rows, count] = await Promise.all([
      base.select([...columns]).orderBy('category').orderBy('sort').orderBy('id').limit(size).offset(((input.pageNo ?? 1) - 1) * size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), items: (rows as Row[]).map(opsGame) };
  });

  defineRoute(app, 'ops/saveGame', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    const { brandId, id, hot, new: isNew, ...rest } = input;
    const change = { ...rest, ...(hot === undefined ? {} : { is_hot: hot }), ...(isNew === undefined ? {} : { is_new: isNew }) };
    const saved = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('games').set(change).where('id', '=', id).where('brand_id', '=', brandId).returning([...columns]).executeTakeFirst();
      if (!row) throw apiError('GAME_NOT_FOUND');
      await audit(trx, { operator, action: 'game.save', brandId, target: String(id), detail: { ...input, brandId: undefined, id: undefined }, ip: req.ip });
      return opsGame(row);
    });
    // Answered once this process's lists show the change (other processes hear of it at commit):
    // the operator who saved may look at the site at once.
    await app.catalogues.refresh(brandId);
    return saved;
  });
}
