import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { AgentApplicationRequest, AgentApplicationReceived, OpsAgentApplications, OpsAgentApplicationDecided, OpsAgentApplicationsRequest } from '../../../src/generated/types';
import { agentApplicationForm } from '../../../src/engine/agentApplicationForm';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { isAgent } from '../../../src/engine/accountType';
import { apiError } from '../../errors';
import { translate, type Language } from '../../i18n';
import { audit } from '../../lib/audit';
import { checkFields } from '../../lib/checkFields';
import { checkAccountName } from '../../lib/checkAccountName';
import { findMember } from '../../lib/findMember';
import { hashPassword } from '../../lib/password';
import { oneTimePasswordExpiry, temporaryPassword } from '../../lib/temporaryPassword';
import { accountKey } from '../../lib/tokens';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import patterns from '../../../config/patterns.json' with { type: 'json' };
import type { PatternKind } from '../../../src/engine/runtime';
import { takeCaptcha } from '../session/index';
import { toE164, type SmsSender } from '../verification/index';

type Status = OpsAgentApplicationsRequest['status'] & string;

/** The application form as the brand's /join draws it: its registration rules, and the captcha where CAPTCHA3 is on. */
function formOf(brand: Brand, values: Record<string, string>) {
  return agentApplicationForm({ rules: brand.registerRules, patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns, captcha: isModuleOn(brand.settings, 'CAPTCHA3') }, values);
}

/** Which open application a unique index found: the name's or the number's. */
const pendingField = (err: unknown) => (String((err as { constraint?: string }).constraint ?? '').includes('mobile') ? 'mobileNum' : 'username');

/**
 * A visitor's application to become an agent (decision 0290): every field by the form's own model,
 * the account name by the brand's registration rule, then the captcha, the number by its country's
 * plan, and a name that is an account already refused. Queued as pending: the two partial unique
 * indexes of migration 071 keep one open application per name and per number, so two sent at once
 * queue one and the other is told one is waiting.
 */
export async function applyAgent(db: Kysely<Tables>, brand: Brand, lang: Language, input: AgentApplicationRequest, ip: string): Promise<AgentApplicationReceived> {
  const typed = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const values = checkFields(formOf(brand, typed), input, lang);
  const given = (name: string) => (values[name] ?? '').trim();
  const account = given('username');
  checkAccountName(brand, account, lang, 'username');
  if (isModuleOn(brand.settings, 'CAPTCHA3')) {
    const answer = input.captchaId ? await takeCaptcha(db, input.captchaId, brand.id) : null;
    if (answer === null || answer !== given('captcha').toLowerCase()) throw apiError('CAPTCHA_WRONG', {}, 'captcha');
  }
  const mobile = toE164(input.countryDialingCode, given('mobileNum'));
  if (!mobile) throw apiError('MOBILE_INVALID', {}, 'mobileNum');
  if (await findMember(db, brand.id, { accountKey: accountKey(account) })) throw apiError('ACCOUNT_TAKEN', {}, 'username');
  const messenger = (given('messenger') || null) as 'telegram' | 'whatsapp' | 'zalo' | null;
  await db
    .insertInto('agent_applications')
    .values({
      brand_id: brand.id,
      account,
      account_key: accountKey(account),
      real_name: given('realName'),
      mobile,
      email: given('email') || null,
      messenger,
      messenger_id: messenger ? given('messengerId') : null,
      team_size: given('teamSize') as Tables['agent_applications']['team_size'],
      traffic_source: given('trafficSource') as Tables['agent_applications']['traffic_source'],
      note: given('note'),
      lang,
      ip,
    })
    .execute()
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? apiError('APPLICATION_PENDING', {}, pendingField(err)) : err;
    });
  return { account, status: 'pending' };
}

/** One page of a brand's applications of a status: the pending ones oldest first (the queue), the decided ones newest first. */
export async function agentApplications(db: Kysely<Tables>, brandId: string, status: Status, pageNo: number, pageSize: number): Promise<OpsAgentApplications> {
  const base = db.selectFrom('agent_applications as a').where('a.brand_id', '=', brandId).where('a.status', '=', status);
  const { n } = await base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('members as u', 'u.id', 'a.upline_id')
    .selectAll('a')
    .select('u.account as upline')
    .orderBy('a.created_at', status === 'pending' ? 'asc' : 'desc')
    .orderBy('a.id', status === 'pending' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const total = Number(n);
  return {
    pageNo,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    list: rows.map((r) => ({
      id: r.id,
      account: r.account,
      realName: r.real_name,
      mobile: r.mobile,
      email: r.email,
      messenger: r.messenger,
      messengerId: r.messenger_id,
      teamSize: r.team_size,
      trafficSource: r.traffic_source,
      note: r.note,
      status: r.status,
      reason: r.reason,
      upline: r.upline,
      operator: r.operator_name,
      createdAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    })),
  };
}

export interface Decision {
  id: string;
  decision: 'approve' | 'reject';
  upline?: string | undefined;
  reason?: string | undefined;
}

/**
 * An operator's decision on a pending application (decision 0290), in one transaction that holds
 * the application's row: approved, it opens the agent account (type 1, at the top or under the
 * upline agent chosen) with a one-time password that works for a day and must be changed at the
 * first sign-in, as support's new member (migration 034); the number goes with it unless another
 * account has it. Rejected, the reason is kept. Audited either way. After the commit the applicant
 * is texted the outcome, in the language they applied in; a text that cannot go (no SMS provider)
 * leaves the operator to hand over the password the answer shows once.
 */
export async function decideAgentApplication(
  db: Kysely<Tables>,
  sms: SmsSender,
  brand: Brand,
  operator: { id: string; username: string },
  d: Decision,
  ip: string,
): Promise<OpsAgentApplicationDecided> {
  if (d.decision === 'reject' && !d.reason?.trim()) throw apiError('FIELD_INVALID', { reason: '' }, 'reason');
  const password = d.decision === 'approve' ? temporaryPassword() : null;
  const hash = password ? await hashPassword(password) : null;
  const decided = await db
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('agent_applications').selectAll().where('id', '=', d.id).where('brand_id', '=', brand.id).forUpdate().executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND', {}, 'id');
      if (row.status !== 'pending') throw apiError('APPLICATION_DECIDED');
      const decidedBy = { operator_id: operator.id, operator_name: operator.username, decided_at: new Date() };
      if (d.decision === 'reject') {
        const reason = d.reason!.trim();
        await trx.updateTable('agent_applications').set({ status: 'rejected', reason, ...decidedBy }).where('id', '=', row.id).execute();
        await audit(trx, { operator, action: 'agentApplication.reject', brandId: brand.id, target: row.id, detail: { account: row.account, reason }, ip });
        return { row, memberId: null };
      }
      let uplineId: string | null = null;
      if (d.upline?.trim()) {
        const upline = await findMember(trx, brand.id, { accountKey: accountKey(d.upline.trim()) });
        if (!upline) throw apiError('NOT_FOUND', {}, 'upline');
        if (!isAgent(upline.type)) throw apiError('FIELD_INVALID', { reason: translate(row.lang as Language, 'errors:agents_only') }, 'upline');
        uplineId = upline.id;
      }
      if (await findMember(trx, brand.id, { accountKey: row.account_key })) throw apiError('ACCOUNT_TAKEN', {}, 'account');
      // A player applying to run a team may already have an account on this number: the new agent's goes without it.
      const mobileFree = !(await findMember(trx, brand.id, { mobile: row.mobile }));
      const made = await trx
        .insertInto('members')
        .values({
          brand_id: brand.id,
          account: row.account,
          password_hash: hash!,
          type: 1,
          upline_id: uplineId,
          mobile: mobileFree ? row.mobile : null,
          email: row.email,
          payee_name: row.real_name,
          created_by: 'operator',
          must_change_password: true,
          password_expires_at: oneTimePasswordExpiry(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('agent_applications').set({ status: 'approved', member_id: made.id, upline_id: uplineId, ...decidedBy }).where('id', '=', row.id).execute();
      await audit(trx, { operator, action: 'agentApplication.approve', brandId: brand.id, target: row.id, detail: { account: row.account, memberId: made.id, upline: d.upline?.trim() || null }, ip });
      return { row, memberId: made.id };
    })
    .catch((err: unknown) => {
      // Two approvals of one name at once, or the name taken meanwhile: the members' unique index decides.
      throw isUniqueViolation(err) ? apiError('ACCOUNT_TAKEN', {}, 'account') : err;
    });
  const { row } = decided;
  const lang = (row.lang === 'en' ? 'en' : 'bn');
  const text =
    d.decision === 'approve'
      ? translate(lang, 'sms:agentApproved', { brand: brand.config.name, account: row.account, password: password! })
      : translate(lang, 'sms:agentRejected', { brand: brand.config.name, reason: d.reason!.trim() });
  const texted = await sms.send({ brandId: brand.id, to: row.mobile, text, code: null }).then(
    () => true,
    () => false,
  );
  return { id: row.id, status: d.decision === 'approve' ? 'approved' : 'rejected', account: row.account, temporaryPassword: password, texted };
}
