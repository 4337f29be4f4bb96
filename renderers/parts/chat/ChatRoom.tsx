import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../src/api/sessionStore';
import { chatCurrentQuery } from '../../../src/api/chat/chat';
import { failureMessage } from '../../../src/api/client';
import { Modal } from '../../../src/ui/Modal';
import { Spinner } from '../../../src/ui/Spinner';
import { ChatStart } from './ChatStart';
import { ChatThreadView } from './ChatThreadView';
import { useChatLive } from './useChatLive';
import './chatRoom.css';

/**
 * SPEC §2.5's chat room (decision 0329): a conversation with the support desk, a member's or a
 * visitor's. It opens on the player's conversation not yet closed, or on the first message's form;
 * a conversation shown stays shown once the desk closes it, until the player starts another.
 */
export function ChatRoom({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('screens');
  const session = useSession()?.token ?? null;
  const current = useQuery(chatCurrentQuery(session));
  const rehello = useChatLive();
  const [shown, setShown] = useState<string | null>(null);
  const [filed, setFiled] = useState(false);
  // The conversation the server says is open is the one shown, and stays so once it closes.
  const live = current.data?.conversation?.id ?? null;
  if (live && live !== shown) setShown(live);
  const conversationId = shown;

  let body;
  if (current.isPending) body = <Spinner />;
  else if (current.isError)
    body = (
      <p className="form-field__error" role="alert">
        {failureMessage(current.error, t('common:networkError'))}
      </p>
    );
  else if (filed)
    body = (
      <div className="chat-room__filed">
        <p role="status">{t('chat_filedAsFeedback')}</p>
        <button type="button" className="mq-button mq-button--primary mq-button--block" onClick={onClose}>
          {t('ui:close')}
        </button>
      </div>
    );
  else if (conversationId) body = <ChatThreadView conversationId={conversationId} session={session} onNew={() => setShown(null)} />;
  else
    body = (
      <ChatStart
        current={current.data}
        onStarted={(id) => {
          setShown(id);
          rehello();
        }}
        onFiled={() => setFiled(true)}
      />
    );
  return (
    <Modal title={t('chat_title')} onClose={onClose} width={420} className="chat-room">
      {body}
    </Modal>
  );
}
