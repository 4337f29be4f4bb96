import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../engine/formatAmount';
import { formatDateTime } from '../engine/formatDateTime';
import type { ChatMessage, OpsBrand, OpsChatPage, OpsChatThread } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { Tabs } from '../ui/Tabs';
import { BrandFrame } from './BrandFrame';
import { ConsoleTable } from './ConsoleTable';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { RowError } from './RowError';
import { chatChanged, chatKeys, chatMutations, chatQueries, type ChatView } from './queries/chat';
import './chat.css';

const pageSize = 10;
const views: readonly ChatView[] = ['waiting', 'mine', 'open', 'closed'];
/** The desk's own lines in a conversation, each a string of the console's words naming the operator. */
const systemLines = new Set(['chat_sys_accepted', 'chat_sys_transferred', 'chat_sys_closed', 'chat_sys_playerClosed']);

type Row = OpsChatPage['list'][number];

/** A moment on the console's clock: the time alone when it is today, else the day and the time. */
function when(iso: string): string {
  const at = formatDateTime(iso, consoleTimeZone);
  const today = formatDateTime(new Date().toISOString(), consoleTimeZone).slice(0, 10);
  return at.slice(0, 10) === today ? at.slice(11, 16) : at.slice(0, 16);
}

/**
 * Live chat with players and visitors (decision 0329): the brand's queue by view (the waiting ones
 * VIP first), and the chat chosen beside it with who the player is, the desk's steps and a reply box.
 * The live channel's `chat` events keep both current (ConsoleLive).
 */
export function ChatPage() {
  return <BrandFrame page="chat">{(brand) => <Desk brand={brand} />}</BrandFrame>;
}

function Desk({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [view, setView] = useState<ChatView>('waiting');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(chatQueries.page(client, brand.id, view, page, pageSize, i18n.language));
  const waiting = list.data?.waiting;
  const queue = (
    <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t(`chatEmpty_${view}`)}>
      {() => (
        <ConsoleTable caption={t('chatCaption', { view: t(`chatView_${view}`) })} busy={list.isPlaceholderData}>
          <thead>
            <tr>
              <th scope="col">{t('chatPlayer')}</th>
              <th scope="col">{t('chatLastMessage')}</th>
              <th scope="col" className="chat-row__when">
                {view === 'waiting' ? t('chatWaitingSince') : t('chatOperator')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data!.list.map((c) => (
              <QueueRow key={c.id} row={c} view={view} chosen={c.id === open} onOpen={() => setOpen(c.id)} />
            ))}
          </tbody>
        </ConsoleTable>
      )}
    </ListState>
  );
  return (
    <>
      <p className="console-muted">{t('chatLead')}</p>
      <div className="chat-desk">
        <section className="chat-desk__queue" aria-labelledby="chat-queue-title">
          <h2 id="chat-queue-title">{t('chatQueue')}</h2>
          {/* A chat coming into the queue is said to a screen reader as the tab's count changes to the eye. */}
          <p className="mq-visually-hidden" role="status">
            {waiting !== undefined && t('chatWaitingNow', { n: waiting })}
          </p>
          <Tabs
            label={t('chatViews')}
            selectedId={view}
            onSelect={(id) => {
              setView(id as ChatView);
              setPage(1);
            }}
            tabs={views.map((v) => ({
              id: v,
              label: v === 'waiting' && waiting !== undefined ? t('chatViewCount', { view: t('chatView_waiting'), n: waiting }) : t(`chatView_${v}`),
              panel: queue,
            }))}
          />
          {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
        </section>
        {open ? (
          <Thread key={open} brand={brand} id={open} />
        ) : (
          <p className="chat-desk__none console-muted" role="note">
            {t('chatChoose')}
          </p>
        )}
      </div>
    </>
  );
}

/** A chat in the queue: who wrote (VIP said in words), what they said last, and how long they wait or who holds it. */
function QueueRow({ row: c, view, chosen, onOpen }: { row: Row; view: ChatView; chosen: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <tr className={chosen ? 'chat-row chat-row--chosen' : 'chat-row'}>
      <td>
        <button type="button" className="console-link" aria-current={chosen || undefined} onClick={onOpen}>
          {c.member ?? c.visitor ?? t('chatVisitor')}
        </button>
        {c.vip && (
          <>
            {' '}
            <span className="chat-vip">{t('chatVip')}</span>
          </>
        )}
        {c.member === null && c.visitor !== null && <span className="chat-row__kind console-muted">{t('chatVisitor')}</span>}
      </td>
      <td>
        <span className="chat-row__last">{c.lastMessage ?? ''}</span>
      </td>
      <td className="chat-row__when">
        {view === 'waiting' ? (
          <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
        ) : (
          <>
            {c.operator ?? t('chatNobody')}
            <br />
            <time className="console-muted" dateTime={c.lastAt}>
              {when(c.lastAt)}
            </time>
          </>
        )}
      </td>
    </tr>
  );
}

/** The chat chosen: its player, the desk's steps, its messages and the reply box. */
function Thread({ brand, id }: { brand: OpsBrand; id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const thread = useQuery(chatQueries.thread(client, brand.id, id, i18n.language));
  const heading = useRef<HTMLHeadingElement>(null);
  const data = thread.data;
  const name = data ? (data.player.member?.account ?? data.player.visitor ?? t('chatVisitor')) : '';
  // Chosen from the list: the chat's heading takes the focus once it is there, so it is read out and, on a phone, in view.
  const shown = Boolean(data);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  return (
    <section className="chat-thread console-card" aria-labelledby={`chat-${id}-title`}>
      <h2 id={`chat-${id}-title`} ref={heading} tabIndex={-1}>
        {data ? t('chatWith', { name }) : t('chatOne')}
      </h2>
      <ListState query={thread} empty={false} emptyText="">
        {() => <ThreadBody brand={brand} id={id} thread={data!} name={name} />}
      </ListState>
    </section>
  );
}

function ThreadBody({ brand, id, thread, name }: { brand: OpsBrand; id: string; thread: OpsChatThread; name: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { operator } = useConsole();
  const c = thread.conversation;
  const mine = thread.operatorId === operator.id;
  const act = useMutation({ ...chatMutations.act(brand.id, i18n.language), onSuccess: () => chatChanged(client, brand.id) });
  const status = c.status === 'open' ? t('chatStatus_open', { operator: c.operator ?? '' }) : t(`chatStatus_${c.status}`);
  return (
    <>
      <p className="chat-thread__status">
        <span className={`chat-status chat-status--${c.status}`}>{status}</span> <span className="console-muted">{t('chatStartedAt', { at: formatDateTime(c.createdAt, consoleTimeZone) })}</span>
      </p>
      <PlayerFacts brand={brand} thread={thread} name={name} />
      {c.status !== 'closed' && (
        <div className="chat-actions" role="group" aria-label={t('chatActions')}>
          {c.status === 'waiting' && (
            <Button size="small" disabled={act.isPending} onClick={() => act.mutate({ id, action: 'accept' })}>
              {t('chatAccept')}
            </Button>
          )}
          <Transfer brand={brand} pending={act.isPending} onTransfer={(to) => act.mutate({ id, action: 'transfer', to })} />
          <Button size="small" variant="secondary" disabled={act.isPending} onClick={() => act.mutate({ id, action: 'close' })}>
            {t('chatClose')}
          </Button>
          <RowError error={act.error} />
        </div>
      )}
      <Messages thread={thread} name={name} />
      {c.status === 'closed' ? (
        <p className="console-muted">{t('chatClosedNote')}</p>
      ) : c.status === 'open' && !mine ? (
        <p className="console-muted">{t('chatHeldBy', { operator: c.operator ?? '' })}</p>
      ) : (
        <Reply brand={brand} id={id} name={name} canned={thread.cannedReplies} />
      )}
    </>
  );
}

/** Who the player is: a member's account, rank, money and open feedback; a visitor's name, contact and language. */
function PlayerFacts({ brand, thread, name }: { brand: OpsBrand; thread: OpsChatThread; name: string }) {
  const { t } = useTranslation();
  const { member, contact, lang } = thread.player;
  const facts: Array<[string, string]> = member
    ? [
        [t('chatAccount'), member.account],
        [t('chatVipRank'), String(member.rankLevel)],
        [t('chatBalance'), formatMoney(brand.currencySymbol, member.balance)],
        [t('chatRegistered'), formatDateTime(member.registeredAt, consoleTimeZone)],
        [t('chatNetDeposits'), formatMoney(brand.currencySymbol, member.netDeposits30d)],
        [t('chatOpenFeedback'), String(member.openFeedback)],
      ]
    : [
        [t('chatVisitorName'), name],
        [t('chatContact'), contact ?? t('chatNoContact')],
        [t('chatLanguage'), t(`languageName_${lang}`, { defaultValue: lang })],
      ];
  return (
    <>
      <h3>{member ? t('chatAboutMember') : t('chatAboutVisitor')}</h3>
      <dl className="application-card__facts chat-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The operators a chat may be handed to, and the button that hands it over. */
function Transfer({ brand, pending, onTransfer }: { brand: OpsBrand; pending: boolean; onTransfer: (to: string) => void }) {
  const { t, i18n } = useTranslation();
  const operators = useQuery(chatQueries.operators(brand.id, i18n.language));
  const [to, setTo] = useState('');
  const list = operators.data?.list ?? [];
  return (
    <span className="chat-transfer">
      <label className="console-field">
        <span>{t('chatTransferTo')}</span>
        <select value={to} onChange={(e) => setTo(e.target.value)} disabled={list.length === 0}>
          <option value="">{operators.isPending ? t('loading') : list.length === 0 ? t('chatNoOperators') : t('chatChooseOperator')}</option>
          {list.map((o) => (
            <option key={o.id} value={o.id}>
              {o.username}
            </option>
          ))}
        </select>
      </label>
      <Button size="small" variant="secondary" disabled={pending || !to} onClick={() => onTransfer(to)}>
        {t('chatTransfer')}
      </Button>
      <RowError error={operators.error} />
    </span>
  );
}

/** The conversation, oldest first, new lines read out as they come; it keeps its last line in view. */
function Messages({ thread, name }: { thread: OpsChatThread; name: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  const title = `chat-${thread.conversation.id}-messages`;
  return (
    <>
      <h3 id={title}>{t('chatMessages')}</h3>
      {/* A box that scrolls is a stop for the keyboard, so its lines can be scrolled without a mouse. */}
      <div className="chat-log" ref={box} role="region" aria-labelledby={title} tabIndex={0}>
        <div role="log" aria-live="polite" aria-labelledby={title}>
          <ol className="chat-log__list">
            {thread.messages.map((m) => (
              <Line key={m.id} message={m} player={name} />
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}

function Line({ message: m, player }: { message: ChatMessage; player: string }) {
  const { t } = useTranslation();
  const time = (
    <time className="chat-line__time" dateTime={m.at}>
      {when(m.at)}
    </time>
  );
  if (m.from === 'system')
    return (
      <li className="chat-line chat-line--system">
        {systemLines.has(m.body) ? t(m.body, { name: m.name ?? '' }) : m.body} {time}
      </li>
    );
  const who = m.from === 'player' ? player : (m.name ?? '');
  return (
    <li className={`chat-line chat-line--${m.from}`}>
      <p className="chat-line__who">
        <span>{m.from === 'player' ? who : t('chatSaysOperator', { name: who })}</span> {time}
      </p>
      <p className="chat-line__body">{m.body}</p>
    </li>
  );
}

/** The reply box: Enter sends, Shift+Enter starts a new line; a canned reply of the brand fills it. */
function Reply({ brand, id, name, canned }: { brand: OpsBrand; id: string; name: string; canned: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The message's own key, kept while it is tried again unchanged: a second try is the same message.
  const key = useRef<string | null>(null);
  const send = useMutation({
    ...chatMutations.send(brand.id, id, i18n.language),
    onSuccess: async (message) => {
      setText('');
      key.current = null;
      client.setQueryData<OpsChatThread>(chatKeys.thread(brand.id, id), (old) => (old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old));
      await chatChanged(client, brand.id);
    },
  });
  const edit = (value: string) => {
    setText(value);
    key.current = null;
  };
  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    key.current ??= crypto.randomUUID();
    send.mutate({ body, key: key.current });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };
  const help = `chat-${id}-reply-help`;
  return (
    <form
      className="chat-reply"
      aria-label={t('chatReplyTo', { name })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {canned.length > 0 && (
        <div className="chat-canned" role="group" aria-label={t('chatCanned')}>
          {canned.map((reply, i) => (
            <Button
              key={i}
              size="small"
              variant="ghost"
              onClick={() => {
                edit(reply);
                box.current?.focus();
              }}
            >
              {reply}
            </Button>
          ))}
        </div>
      )}
      <label className="console-field chat-reply__field">
        <span>{t('chatReply')}</span>
        <textarea ref={box} rows={3} maxLength={4000} value={text} onChange={(e) => edit(e.target.value)} onKeyDown={onKeyDown} aria-describedby={help} />
      </label>
      <p id={help} className="console-muted chat-reply__help">
        {t('chatReplyHelp')}
      </p>
      <div className="chat-reply__send">
        <Button type="submit" size="small" busy={send.isPending} disabled={!text.trim()}>
          {t('chatSend')}
        </Button>
        <RowError error={send.error} />
      </div>
    </form>
  );
}
