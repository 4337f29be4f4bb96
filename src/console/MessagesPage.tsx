import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand, OpsMessage, OpsSendMessageRequest } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { ConfirmGroup } from './ConfirmGroup';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { messageMutations, messageQueries, messagesChanged, type MessageKind } from './queries/messages';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 10;
type Audience = OpsSendMessageRequest['audience'];
const audiences: readonly Audience[] = ['all', 'players', 'agents', 'member'];

/** A `datetime-local` value read as the console's time zone (where its times are shown), as an instant. */
export function fromConsoleTime(value: string, timeZone = consoleTimeZone): string {
  const asUtc = Date.parse(`${value}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(asUtc))
      .map((p) => [p.type, p.value]),
  );
  const zoned = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`);
  return new Date(asUtc - (zoned - asUtc)).toISOString();
}

/** The members' inbox of a brand: a message to all, to players or agents only, or to one member, now or at a time; listed with its readers, withdrawn for good. */
export function MessagesPage() {
  return <BrandFrame page="messages">{(brand) => <Messages brand={brand} />}</BrandFrame>;
}

function Messages({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<MessageKind>('operator');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const list = useQuery(messageQueries.page(brand.id, kind, page, pageSize, i18n.language));
  const withdraw = useMutation({
    ...messageMutations.withdraw(brand.id, i18n.language),
    onSuccess: async () => {
      setAsking(null);
      setNote({ ok: true, text: t('messagesWithdrawn') });
      await messagesChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  const titleOf = (m: OpsMessage) => pickTranslation(m.title as Record<string, string>, i18n.language, brand.defaultLang);
  // Scheduled or published as of when the list was read (asked again after each change).
  const stateOf = (m: OpsMessage) => (m.withdrawnAt ? 'withdrawn' : Date.parse(m.publishAt) > list.dataUpdatedAt ? 'scheduled' : 'published');

  return (
    <>
      <p className="console-muted">{t('messagesLead')}</p>
      <MessageForm
        brand={brand}
        onSent={(text) => {
          setNote({ ok: true, text });
          setKind('operator');
          setPage(1);
          void messagesChanged(client, brand.id);
        }}
      />
      <h2>{t('messagesList')}</h2>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('messagesFilters')}>
        <label className="console-field">
          <span>{t('messagesKind')}</span>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as MessageKind);
              setPage(1);
            }}
          >
            <option value="operator">{t('messagesKind_operator')}</option>
            <option value="system">{t('messagesKind_system')}</option>
          </select>
        </label>
      </form>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('messagesEmpty')}>
        {() => (
          <ConsoleTable caption={t('messagesList')} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('contentTitle')}</th>
                <th scope="col">{t('messagesAudience')}</th>
                <th scope="col">{t('messagesPublishAt')}</th>
                <th scope="col">{t('messagesState')}</th>
                <th scope="col">{t('messagesReaders')}</th>
                <th scope="col">
                  <span className="mq-visually-hidden">{t('contentActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((m) => (
                <tr key={m.id}>
                  <td>{titleOf(m)}</td>
                  <td>{m.audience === 'member' ? t('messagesToMember', { member: m.member ?? '' }) : t(`messagesAudience_${m.audience}`)}</td>
                  <td>{formatDateTime(m.publishAt, consoleTimeZone)}</td>
                  <td>{t(`messagesState_${stateOf(m)}`)}</td>
                  <td>{m.readers}</td>
                  <td className="content-list__actions">
                    {!m.withdrawnAt &&
                      m.kind === 'operator' &&
                      (asking === m.id ? (
                        <ConfirmGroup
                          action={t('messagesWithdraw')}
                          question={t('messagesWithdrawAsk')}
                          pending={withdraw.isPending}
                          onConfirm={() => withdraw.mutate(m.id)}
                          onCancel={() => setAsking(null)}
                        />
                      ) : (
                        <Button size="small" variant="secondary" onClick={() => setAsking(m.id)} aria-label={t('messagesWithdrawOne', { title: titleOf(m) })}>
                          {t('messagesWithdraw')}
                        </Button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
    </>
  );
}

/** A new message: its audience (a member's account for one member), a title and a body in each of the brand's languages, now or at a time. */
function MessageForm({ brand, onSent }: { brand: OpsBrand; onSent: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const [audience, setAudience] = useState<Audience>('all');
  const [member, setMember] = useState('');
  const [title, setTitle] = useState<Record<string, string>>({});
  const [body, setBody] = useState<Record<string, string>>({});
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    ...messageMutations.send(brand.id, i18n.language),
    onSuccess: () => {
      setTitle({});
      setBody({});
      setMember('');
      setError(null);
      onSent(t(later ? 'messagesScheduled' : 'messagesSent'));
    },
    onError: (err) => setError(failureMessage(err, t('networkError'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    send.mutate({
      audience,
      ...(audience === 'member' ? { member: member.trim() } : {}),
      title,
      body,
      ...(later && at ? { publishAt: fromConsoleTime(at) } : {}),
    });
  };
  return (
    <form className="console-form message-form" onSubmit={submit} aria-labelledby="message-form-title">
      <h2 id="message-form-title">{t('messagesNew')}</h2>
      <label className="console-field">
        <span>{t('messagesAudience')}</span>
        <select value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(`messagesAudience_${a}`)}
            </option>
          ))}
        </select>
      </label>
      {audience === 'member' && (
        <label className="console-field">
          <span>{t('messagesMember')}</span>
          <input value={member} required maxLength={64} autoComplete="off" onChange={(e) => setMember(e.target.value)} />
        </label>
      )}
      {brand.languages.map((lang) => (
        <fieldset key={lang} className="message-form__language">
          <legend>{t(`languageName_${lang}`)}</legend>
          <label className="console-field">
            <span>{t('contentTitle')}</span>
            <input lang={lang} value={title[lang] ?? ''} required maxLength={200} onChange={(e) => setTitle({ ...title, [lang]: e.target.value })} />
          </label>
          <label className="console-field">
            <span>{t('messagesBody')}</span>
            <textarea lang={lang} value={body[lang] ?? ''} required maxLength={4000} rows={4} onChange={(e) => setBody({ ...body, [lang]: e.target.value })} />
          </label>
        </fieldset>
      ))}
      <fieldset className="message-form__when">
        <legend>{t('messagesWhen')}</legend>
        <label>
          <input type="radio" name="message-when" checked={!later} onChange={() => setLater(false)} /> {t('messagesNow')}
        </label>
        <label>
          <input type="radio" name="message-when" checked={later} onChange={() => setLater(true)} /> {t('messagesLater')}
        </label>
        {later && (
          <label className="console-field">
            <span>{t('messagesPublishAtZone')}</span>
            <input type="datetime-local" value={at} required onChange={(e) => setAt(e.target.value)} />
          </label>
        )}
      </fieldset>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {t('messagesSend')}
      </Button>
    </form>
  );
}
