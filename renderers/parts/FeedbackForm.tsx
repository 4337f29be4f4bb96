import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/api/sessionStore';
import { CallError, failureMessage } from '../../src/api/client';
import { fileAsBase64 } from '../../src/api/fileAsBase64';
import { feedbackFormQuery, sendFeedback } from '../../src/api/feedback/feedback';
import { charCount, contentProblem, type FeedbackQuestionType } from '../../src/engine/feedbackForm';
import type { FeedbackForm as FormRules, FeedbackRequest } from '../../src/generated/types';
import { Button } from '../../src/ui/Button';
import { Spinner } from '../../src/ui/Spinner';
import './FieldShell.css';
import './FeedbackForm.css';

type Field = 'topic' | 'content' | 'contact' | 'images';
type Errors = Partial<Record<Field, string>>;

/** Which of the form's fields a refusal names (`images.1` is the pictures'). */
const fieldOf = (name: string | undefined): Field | null => {
  const head = (name ?? '').split('.')[0];
  return head === 'topic' || head === 'content' || head === 'contact' || head === 'images' ? head : null;
};

/**
 * The feedback and complaints form (FEEDBACK3, decision 0321), a visitor's or a member's: the
 * question type, the description within the brand's bounds in characters, a visitor's contact and
 * up to three pictures. Each field's error is told beside it, checked here first and by the server
 * again (which judges the pictures by their bytes); sent, the form gives way to a thank-you.
 */
export function FeedbackForm() {
  const { t, i18n } = useTranslation('screens');
  const rules = useQuery(feedbackFormQuery(i18n.language));
  if (rules.isPending) return <Spinner />;
  if (rules.isError)
    return (
      <p className="form-field__error" role="alert">
        {failureMessage(rules.error, t('common:networkError'))}
      </p>
    );
  return <Form rules={rules.data} />;
}

function Form({ rules }: { rules: FormRules }) {
  const { t } = useTranslation('screens');
  const signedIn = useSession() !== null;
  const client = useQueryClient();
  const id = useId();
  const [topic, setQuestionType] = useState<FeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const check = (): Errors => {
    const e: Errors = {};
    if (!topic) e.topic = t('feedbackChooseType');
    if (contentProblem(content, rules)) e.content = t('feedbackLength', { min: rules.minChars, max: rules.maxChars });
    if (files.length > rules.maxImages) e.images = t('feedbackImagesTooMany', { count: rules.maxImages });
    else if (files.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) e.images = t('feedbackImagesType');
    else if (files.some((f) => f.size > rules.maxImageBytes)) e.images = t('feedbackImagesTooLarge');
    return e;
  };

  const submit = async () => {
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const images = await Promise.all(files.map(fileAsBase64));
      await sendFeedback({
        topic: topic as FeedbackQuestionType,
        content: content.trim(),
        ...(!signedIn && contact.trim() ? { contact: contact.trim() } : {}),
        ...(images.length ? { images: images as FeedbackRequest['images'] } : {}),
      });
      setSent(true);
      await client.invalidateQueries({ queryKey: ['feedback', 'mine'] });
    } catch (err) {
      const field = err instanceof CallError ? fieldOf(err.field) : null;
      if (field) setErrors({ [field]: err instanceof Error ? err.message : '' });
      else setFailure(failureMessage(err, t('common:networkError')));
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setSent(false);
    setQuestionType('');
    setContent('');
    setContact('');
    setFiles([]);
    setErrors({});
  };

  if (sent)
    return (
      <div className="feedback-sent" role="status">
        <h2 ref={thanks} tabIndex={-1}>
          {t('feedbackSent')}
        </h2>
        <Button variant="secondary" onClick={again}>
          {t('feedbackSendAnother')}
        </Button>
      </div>
    );

  const described = (field: Field, hint?: boolean) => (errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined);
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="form-field__error" role="alert">
        {errors[field]}
      </p>
    );
  const count = charCount(content.trim());
  return (
    <form
      className="feedback-form"
      noValidate
      aria-label={t('feedbackTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={`form-field${errors.topic ? ' form-field--error' : ''}`}>
        <label htmlFor={`${id}-topic`}>
          {t('feedbackType')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-topic`}
          value={topic}
          required
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={described('topic')}
          onChange={(e) => setQuestionType(e.target.value as FeedbackQuestionType)}
        >
          <option value="">{t('feedbackTypeChoose')}</option>
          {rules.types.map((type) => (
            <option key={type} value={type}>
              {t(`feedbackType_${type}`)}
            </option>
          ))}
        </select>
        {errorOf('topic')}
      </div>
      <div className={`form-field${errors.content ? ' form-field--error' : ''}`}>
        <label htmlFor={`${id}-content`}>
          {t('feedbackContent')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-content`}
          rows={6}
          value={content}
          required
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={[described('content', true), `${id}-content-count`].filter(Boolean).join(' ')}
          onChange={(e) => setContent(e.target.value)}
        />
        {errorOf('content') ?? (
          <p id={`${id}-content-hint`} className="form-field__hint">
            {t('feedbackContentHint', { min: rules.minChars, max: rules.maxChars })}
          </p>
        )}
        <p id={`${id}-content-count`} className="form-field__hint feedback-form__count">
          {t('feedbackCount', { count, max: rules.maxChars })}
        </p>
      </div>
      {!signedIn && (
        <div className={`form-field${errors.contact ? ' form-field--error' : ''}`}>
          <label htmlFor={`${id}-contact`}>{t('feedbackContact')}</label>
          <input id={`${id}-contact`} value={contact} maxLength={120} autoComplete="email" aria-describedby={described('contact', true)} onChange={(e) => setContact(e.target.value)} />
          {errorOf('contact') ?? (
            <p id={`${id}-contact-hint`} className="form-field__hint">
              {t('feedbackContactHint')}
            </p>
          )}
        </div>
      )}
      <div className={`form-field${errors.images ? ' form-field--error' : ''}`}>
        <span id={`${id}-images-label`}>{t('feedbackImages')}</span>
        <div className="proof-pick">
          <label className="mq-button mq-button--secondary mq-button--small">
            {t('member:proofsChoose')}
            <input
              ref={fileInput}
              id={`${id}-images`}
              className="mq-visually-hidden"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-labelledby={`${id}-images-label`}
              aria-invalid={errors.images ? true : undefined}
              aria-describedby={[described('images', true), `${id}-images-chosen`].filter(Boolean).join(' ')}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          </label>
          <span id={`${id}-images-chosen`}>{files.length ? files.map((f) => f.name).join(', ') : t('member:proofsNone')}</span>
        </div>
        {errorOf('images') ?? (
          <p id={`${id}-images-hint`} className="form-field__hint">
            {t('feedbackImagesHint', { max: rules.maxImages })}
          </p>
        )}
      </div>
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('feedbackSending') : t('feedbackSend')}
      </Button>
    </form>
  );
}
