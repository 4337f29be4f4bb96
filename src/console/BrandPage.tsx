import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deepEquals } from '@rjsf/utils';
import type { BrandConfig, OpsBrandView } from '../generated/types';
import { Tabs } from '../ui/Tabs';
import { BrandViewFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { EditorBar } from './EditorBar';
import { SchemaForm } from './forms/SchemaForm';
import './forms/formStrings';
import { brandSections, pickSection, sectionNames, sectionSchema, sectionUi, type BrandSection } from './brand/brandForm';
import { ThemePreview } from './brand/ThemePreview';
import { useDraftSave, type EditorMessage } from './useDraftSave';

/** A brand's configuration in sections (identity, look, footer, navigation, advanced), drafted, then published. */
export function BrandPage() {
  const [message, setMessage] = useState<EditorMessage>(null);
  return (
    <BrandViewFrame page="brand">
      {(_brand, view, parts) => (
        <BrandEditor key={`${view.version}:${view.draft?.updatedAt ?? ''}`} view={view} config={parts.config} message={message} setMessage={setMessage} />
      )}
    </BrandViewFrame>
  );
}

const sectionOf = (pointer: string): BrandSection | undefined => {
  const key = pointer.split('/')[2];
  return sectionNames.find((s) => (brandSections[s] as readonly string[]).includes(key ?? ''));
};

function BrandEditor({ view, config, message, setMessage }: { view: OpsBrandView; config: BrandConfig; message: EditorMessage; setMessage: (m: EditorMessage) => void }) {
  const { t } = useTranslation();
  const { operator } = useConsole();
  // An admin edits every section; a content operator the footer, as a draft an admin publishes.
  const canEdit = operator.role === 'admin' || operator.role === 'content';
  const editable = (s: BrandSection) => operator.role === 'admin' || (operator.role === 'content' && s === 'footer');
  const [form, setForm] = useState(config);
  const [section, setSection] = useState<BrandSection>('identity');
  const draft = useDraftSave(view.brandId, 'config', setMessage);
  // A refusal names a field: show its section, where the form marks it.
  const [shownRefusal, setShownRefusal] = useState<string | null>(null);
  if (draft.refused && draft.refused !== shownRefusal) {
    setShownRefusal(draft.refused);
    const at = sectionOf(draft.refused);
    if (at) setSection(at);
  }
  const uis = useMemo(() => Object.fromEntries(sectionNames.map((s) => [s, sectionUi(s, t)])), [t]);

  const panel = (s: BrandSection) => (
    <>
      {s === 'look' && <ThemePreview light={form.theme.light} dark={form.theme.dark} />}
      <SchemaForm<Record<string, unknown>>
        idPrefix={`brand-${s}`}
        schema={sectionSchema(s)}
        uiSchema={uis[s]!}
        formData={pickSection(form as unknown as Record<string, unknown>, s)}
        disabled={!editable(s)}
        context={{ brandId: view.brandId }}
        serverErrors={draft.serverErrors}
        onChange={(data) => {
          const next = { ...form, ...data } as BrandConfig;
          if (!deepEquals(next, form)) setMessage(null);
          setForm(next);
          draft.clearServerErrors();
        }}
      />
    </>
  );

  return (
    <form
      className="console-editor"
      noValidate
      aria-labelledby="brand-title"
      onSubmit={(e) => {
        e.preventDefault();
        draft.save(form);
      }}
    >
      <p className="console-muted">{operator.role === 'admin' ? t('brandLead') : operator.role === 'content' ? t('brandLeadContent') : t('editReadOnly')}</p>
      <Tabs
        label={t('brandSections')}
        selectedId={section}
        onSelect={(id) => setSection(id as BrandSection)}
        tabs={sectionNames.map((s) => ({ id: s, label: t(`brandForm:section_${s}`), panel: panel(s) }))}
      />
      {canEdit && <EditorBar message={message} changed={!deepEquals(form, config)} pending={draft.pending} />}
    </form>
  );
}
