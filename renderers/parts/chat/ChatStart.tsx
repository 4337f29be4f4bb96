import { useContext, useDeferredValue, useId, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatChanged, startChat } from '../../../src/api/chat/chat';
import { keepChatToken } from '../../../src/api/chat/chatToken';
import { failureCode, failureMessage } from '../../../src/api/client';
import { helpCenterQuery } from '../../../src/api/system/contentPages';
import { suggestedHelp } from '../../../src/engine/helpSearch';
import { ShellDialogsContext } from '../../../src/contract/shellDialogs';
import type { ChatCurrent } from '../../../src/generated/types';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { Button } from '../../../src/ui/Button';
import { CaptchaPicture } from '../CaptchaPicture';
import '../FieldShell.css';

/**
 * The first message: what the player asks, with the help articles that may already answer it
 * shown as they type; a visitor's name, contact and the captcha. Out of the desk's hours it is sent
 * as feedback, and the room says so.
 */
export function ChatStart({ current, onStarted, onFiled }: { current: ChatCurrent; onStarted: (id: string) => void; onFiled: () => void }) {
  const { t, i18n } = useTranslation('screens');
  const client = useQueryClient();
  const dialogs = useContext(ShellDialogsContext);
  const id = useId();
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string>(() => crypto.randomUUID());
  const [key] = useState<string>(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const help = useQuery(helpCenterQuery(i18n.language));
  const question = useDeferredValue(body);
  const suggested = useMemo(() => (help.data ? suggestedHelp(help.data, question) : []), [help.data, question]);
  const visitor = current.visitor;

  if (visitor === 'signIn')
    return (
      <div className="chat-room__start">
        <p>{t('chat_signInFirst')}</p>
        {dialogs && (
          <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={() => dialogs.open('login')}>
            {t('chat_signIn')}
          </button>
        )}
      </div>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setFailure(t('chat_writeFirst'));
    setSending(true);
    setFailure(null);
    try {
      const started = await startChat({ body, key, ...(visitor ? { name: name.trim() || undefined, contact: contact.trim() || undefined, captcha, captchaId } : {}) });
      if (started.outcome === 'feedback') return onFiled();
      keepChatToken(started.chatToken ?? undefined);
      onStarted(started.conversation!.id);
      await chatChanged(client);
    } catch (err) {
      setFailure(failureMessage(err, t('chat_failed')));
      // A captcha is good once: a refused answer asks for a new picture.
      if (visitor) {
        setCaptcha('');
        setCaptchaId(crypto.randomUUID());
      }
      if (failureCode(err) === 'CAPTCHA_WRONG') document.getElementById(`${id}-captcha`)?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="chat-room__start" onSubmit={(e) => void submit(e)} noValidate>
      <p className="chat-room__lead">{current.open ? t('chat_lead') : t('chat_closedHours', { from: current.hours?.from ?? '', to: current.hours?.to ?? '' })}</p>
      <div className="form-field">
        <label htmlFor={`${id}-body`}>{t('chat_question')}</label>
        <textarea id={`${id}-body`} rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={1000} />
      </div>
      {suggested.length > 0 && (
        <section className="chat-room__help" aria-labelledby={`${id}-help`}>
          <h3 id={`${id}-help`}>{t('chat_helpFirst')}</h3>
          {suggested.map((a) => (
            <details key={a.id} className="help-article">
              <summary>{a.title}</summary>
              <SafeHtml html={a.content} />
            </details>
          ))}
        </section>
      )}
      {visitor && (
        <>
          <div className="form-field">
            <label htmlFor={`${id}-name`}>{t('chat_name')}</label>
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={64} autoComplete="name" />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-contact`}>{t('chat_contact')}</label>
            <input id={`${id}-contact`} value={contact} onChange={(e) => setContact(e.target.value)} maxLength={120} autoComplete="email" />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-captcha`}>{t('forms:label_captcha')}</label>
            <div className="captcha-row">
              <input id={`${id}-captcha`} value={captcha} onChange={(e) => setCaptcha(e.target.value)} autoCapitalize="off" spellCheck={false} autoComplete="off" maxLength={16} />
              <CaptchaPicture id={captchaId} onNew={setCaptchaId} />
            </div>
          </div>
        </>
      )}
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" block disabled={sending}>
        {current.open ? t('chat_start') : t('chat_leaveMessage')}
      </Button>
    </form>
  );
}
