import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../forms/formStrings';
import { SchemaEditor, type FormSave } from '../forms/SchemaEditor';
import { contentSchema, contentUi, type TextKind } from './contentForm';

/** A text written per language (notice, announcement, help category or article) in the form its save call's request schema draws. */
export function TextEditor({
  languages,
  kind,
  heading,
  initial,
  save,
  onDone,
}: {
  languages: readonly string[];
  kind: TextKind;
  heading: string;
  initial: Record<string, unknown>;
  save: FormSave<Record<string, unknown>>;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => contentSchema(kind, languages), [kind, languages]);
  const uiSchema = useMemo(() => contentUi(languages, t), [languages, t]);
  return <SchemaEditor idPrefix={kind} heading={heading} schema={schema} uiSchema={uiSchema} initial={initial} save={save} onDone={onDone} />;
}
