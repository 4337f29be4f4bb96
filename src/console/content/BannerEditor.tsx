import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { ErrorSchema } from '@rjsf/utils';
import type { OpsBanner, OpsBrand } from '../../generated/types';
import { Button } from '../../ui/Button';
import { opsCall, OpsError } from '../api';
import { useConsole } from '../ConsoleContext';
import { SchemaForm } from '../forms/SchemaForm';
import { pointerErrors } from '../forms/pointerErrors';
import { bannerSchema, bannerToForm, bannerUi, formToRequest, type BannerForm } from './bannerForm';

/** One banner's form, drawn from its save call's schema, its pictures uploaded in place; saved live. */
export function BannerEditor({
  brand,
  groups,
  group,
  banner,
  onDone,
}: {
  brand: OpsBrand;
  groups: readonly string[];
  group: string;
  banner: OpsBanner | null;
  onDone: (message: string | null, group?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { lost } = useConsole();
  const schema = useMemo(() => bannerSchema(groups, brand.languages), [groups, brand.languages]);
  const uiSchema = useMemo(() => bannerUi(brand.languages, t), [brand.languages, t]);
  const [form, setForm] = useState<BannerForm>(() => bannerToForm(banner, group));
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => opsCall('ops/saveBanner', formToRequest(form, brand.id, banner?.id), i18n.language),
    onSuccess: () => onDone(t('contentSaved'), form.groupName),
    onError: (err) => {
      if (err instanceof OpsError && err.status === 401) lost();
      const text = err instanceof OpsError ? err.message : t('networkError');
      // The form calls the link's kind linkType; the server names the request's fields.
      if (err instanceof OpsError && err.field) setServerErrors(pointerErrors(`/${err.field.replace(/\./g, '/').replace(/^linkageType$/, 'linkType')}`, '', text));
      setError(text);
    },
  });
  const title = t(banner ? 'content_edit_banner' : 'content_new_banner');
  return (
    <form
      className="console-editor"
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2>{title}</h2>
      <SchemaForm<BannerForm>
        idPrefix="banner"
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        serverErrors={serverErrors}
        context={{ brandId: brand.id }}
        onChange={(data) => {
          setForm(data);
          setServerErrors(undefined);
        }}
      />
      <div className="console-editor__bar">
        <p className="console-error" role="status" aria-live="polite">
          {error}
        </p>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('contentSave')}
        </Button>
      </div>
    </form>
  );
}
