import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../forms/formStrings';
import type { OpsBrand } from '../../generated/types';
import { textsContradictions, textsOf } from '../../engine/offerFigures';
import { SchemaEditor, type FormSave, type OfferCheck } from '../forms/SchemaEditor';
import { contentSchema, contentUi, type TextKind } from './contentForm';

/**
 * A text written per language (notice, announcement, help category or article) in the form its
 * save call's request schema draws; a payment figure it states that the brand's forms contradict
 * is shown before the save (decision 0307).
 */
export function TextEditor({
  brand,
  kind,
  heading,
  initial,
  save,
  onDone,
}: {
  brand: Pick<OpsBrand, 'languages' | 'offerLimits' | 'currencySymbol'>;
  kind: TextKind;
  heading: string;
  initial: Record<string, unknown>;
  save: FormSave<Record<string, unknown>>;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { languages, offerLimits, currencySymbol } = brand;
  const schema = useMemo(() => contentSchema(kind, languages), [kind, languages]);
  const uiSchema = useMemo(() => contentUi(languages, t), [languages, t]);
  const offers = useMemo<OfferCheck<Record<string, unknown>>>(
    () => ({ symbol: currencySymbol, check: (form) => textsContradictions(textsOf([form.title, form.content]), offerLimits) }),
    [currencySymbol, offerLimits],
  );
  return <SchemaEditor idPrefix={kind} heading={heading} schema={schema} uiSchema={uiSchema} initial={initial} offers={offers} save={save} onDone={onDone} />;
}
