import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatChanged, chatCurrentQuery, chatThreadQuery, closeChat, sendChat } from '../../../src/api/chat/chat';
import { keepChatToken } from '../../../src/api/chat/chatToken';
import { failureMessage } from '../../../src/api/client';
import { usePermission } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import type { ChatMessage } from '../../../src/generated/types';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';

/** A system line's words: the desk's step, named by a `screens` string, with the operator's name. */
const systemKey = (m: ChatMessage) => `screens:${m.body}`;

/**
 * A conversation: where it stands, its messages as a log a screen reader follows, and the reply box
 * (Enter sends, Shift+Enter starts a line). Closed, it offers a new chat.
 */
export function ChatThreadView({ conversationId, session, onNew }: { conversationId: string; session: string | null; onNew: () => void }) {
  const { t } = useTranslation('screens');
  const client = useQueryClient();
  const { timeZone } = usePermission().whitelabel;
  const id = useId();
  const thread = useQuery(chatThreadQuery(client, session, conversationId));
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState<string>(() => crypto.randomUUID());
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // Braced: a browser's scrollIntoView may answer a promise, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  if (thread.isPending) return <Spinner />;
  if (thread.isError)
    return (
      <p className="form-field__error" role="alert">
        {failureMessage(thread.error, t('common:networkError'))}
      </p>
    );
  const { conversation, messages } = thread.data;
  const closed = conversation.status === 'closed';

  const send = async () => {
    if (!draft.trim() || sending) return;
    setSending(true);
    setFailure(null);
    try {
      // One key per message: a retry after a lost answer is the same message, not a second.
      await sendChat({ conversationId, body: draft, key }, session !== null);
      setDraft('');
      setKey(crypto.randomUUID());
      await chatChanged(client);
    } catch (err) {
      setFailure(failureMessage(err, t('chat_failed')));
    } finally {
      setSending(false);
    }
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  const endChat = async () => {
    await closeChat(conversationId, session !== null).catch(() => undefined);
    await chatChanged(client);
  };
  const startAgain = () => {
    if (!session) keepChatToken(undefined);
    // The room opens on the live conversation it last heard of: this one is over, whether or not that answer has come yet.
    client.setQueryData(chatCurrentQuery(session).queryKey, (old) => old && { ...old, conversation: null });
    onNew();
  };

  return (
    <div className="chat-room__thread">
      <p className="chat-room__status" role="status">
        {closed ? t('chat_ended') : conversation.status === 'open' ? t('chat_answering', { name: conversation.operator ?? '' }) : t('chat_waiting')}
      </p>
      <div className="chat-room__log" role="log" aria-live="polite" aria-label={t('chat_messages')}>
        <ol>
          {messages.map((m) =>
            m.from === 'system' ? (
              <li key={m.id} className="chat-line chat-line--system">
                {t(systemKey(m), { name: m.name ?? '' })}
              </li>
            ) : (
              <li key={m.id} className={`chat-line chat-line--${m.from}`}>
                <span className="chat-line__who">{m.from === 'player' ? t('chat_you') : m.name}</span>
                <span className="chat-line__body">{m.body}</span>
                <time className="chat-line__at" dateTime={m.at}>
                  {formatDateTime(m.at, timeZone).slice(11, 16)}
                </time>
              </li>
            ),
          )}
          <li ref={end} aria-hidden="true" className="chat-room__end" />
        </ol>
      </div>
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      {closed ? (
        <Button variant="primary" block onClick={startAgain}>
          {t('chat_new')}
        </Button>
      ) : (
        <form
          className="chat-room__composer"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-reply`} className="mq-visually-hidden">
            {t('chat_reply')}
          </label>
          <textarea id={`${id}-reply`} rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} maxLength={1000} placeholder={t('chat_replyHint')} />
          <div className="chat-room__actions">
            <Button variant="secondary" onClick={() => void endChat()}>
              {t('chat_end')}
            </Button>
            <Button type="submit" variant="primary" disabled={sending || !draft.trim()}>
              {t('chat_send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
