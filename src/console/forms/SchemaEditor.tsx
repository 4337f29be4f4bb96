import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Button } from '../../ui/Button';
import { CallError, failureMessage } from '../../api/callClient';
import { SchemaForm } from './SchemaForm';
import { pointerErrors } from './pointerErrors';
import type { ImageFormContext } from './ImageWidget';
import type { OfferContradiction } from '../../engine/offerFigures';
import { OfferWarning } from './OfferWarning';

/** What a form's texts state of the payment forms that the brand's limits contradict, asked before a save (decision 0307). */
export interface OfferCheck<T> {
  symbol: string;
  check: (form: T) => OfferContradiction[];
}

/** The call that saves a form: a mutation of the console's queries (`contentMutations.saveBanner`…), given the form. */
export type FormSave<T> = Pick<UseMutationOptions<unknown, Error, T>, 'mutationFn'>;

/**
 * One item's form (a banner, a notice, a help article…) with Cancel and Save: saved live by `save`,
 * a refusal shown in the bar and at the field the server names (a dotted path, which `fieldPath`
 * may rename to the form's own field). With `offers`, a text stating a payment figure the brand's
 * forms do not have is shown first, and saved only when the operator says so.
 */
export function SchemaEditor<T extends object>({
  idPrefix,
  heading,
  schema,
  uiSchema,
  initial,
  context,
  offers,
  save,
  onDone,
  fieldPath = (field) => field,
}: {
  idPrefix: string;
  heading: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial: T;
  /** The image inputs' context; a function of the form when it depends on a choice in it (a banner's group). */
  context?: ImageFormContext | ((form: T) => ImageFormContext);
  offers?: OfferCheck<T>;
  save: FormSave<T>;
  onDone: (message: string | null, saved?: T) => void;
  fieldPath?: (field: string) => string;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<OfferContradiction[] | null>(null);
  const saving = useMutation({
    mutationFn: save.mutationFn,
    onSuccess: (_, saved) => onDone(t('contentSaved'), saved),
    onError: (err) => {
      const text = failureMessage(err, t('networkError'));
      if (err instanceof CallError && err.field) setServerErrors(pointerErrors(`/${fieldPath(err.field).replace(/\./g, '/')}`, '', text));
      setError(text);
    },
  });
  return (
    <form
      className="console-editor"
      noValidate
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        const found = offers?.check(form) ?? [];
        if (found.length > 0) setWarning(found);
        else saving.mutate(form);
      }}
    >
      <h2>{heading}</h2>
      <SchemaForm<T>
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        serverErrors={serverErrors}
        context={typeof context === 'function' ? context(form) : context}
        onChange={(data) => {
          setForm(data);
          setServerErrors(undefined);
          setWarning(null);
        }}
      />
      {warning && offers && <OfferWarning found={warning} symbol={offers.symbol} pending={saving.isPending} onSave={() => saving.mutate(form)} onEdit={() => setWarning(null)} />}
      <div className="console-editor__bar">
        <p className="console-error" role="status" aria-live="polite">
          {error}
        </p>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving.isPending} aria-busy={saving.isPending || undefined}>
          {t('contentSave')}
        </Button>
      </div>
    </form>
  );
}
