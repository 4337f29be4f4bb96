import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@rjsf/utils';
import modules from '../../../config/modules.json';
import conditionSchema from '../../../schemas/config/condition.schema.json';
import { condition as validateCondition } from '../../generated/validators/config.js';
import type { Condition } from '../../generated/types';
import { accountTypesOf, conditionKinds, kindOf, startOf, type ConditionKind } from './conditionKind';

const variants = conditionSchema.oneOf as unknown as Array<{ properties: Record<string, { enum?: string[] } | undefined> }>;
const resources = variants.find((v) => v.properties.resource)!.properties.resource!.enum!;
const contracts = variants.find((v) => v.properties.contract)!.properties.contract!.enum!;
const features = modules.features as Record<string, string>;

/**
 * A display condition (`when`, condition.schema.json): when an entry shows. The simple tests are
 * chosen from lists (a feature by its module's name, signed in or out, account types, a resource,
 * a contract); a combination of them (all, any, not) is written as JSON, checked by the schema's
 * own validator as it is typed, and kept only when valid.
 */
export function ConditionField({ formData, onChange, fieldPathId, uiSchema, disabled, readonly }: FieldProps) {
  const { t } = useTranslation();
  const id = fieldPathId.$id;
  const hint = useId();
  const condition = formData as Condition | undefined;
  const kind = kindOf(condition);
  const [typed, setTyped] = useState<{ kind: ConditionKind; text: string; error: boolean } | null>(null);
  const off = disabled || readonly;
  const set = (next: Condition | undefined) => onChange(next, fieldPathId.path);
  const text = typed?.kind === kind ? typed.text : kind === 'accountType' ? (condition as { accountType: number[] }).accountType.join(', ') : JSON.stringify(condition ?? {}, null, 2);
  const value = (condition ?? {}) as Record<string, unknown>;
  const pick = (options: readonly string[], current: unknown, label: (o: string) => string, toValue: (o: string) => Condition) => (
    <select id={`${id}__value`} aria-labelledby={`${id}__label ${id}__kind-label`} value={String(current)} disabled={off} onChange={(e) => set(toValue(e.target.value))}>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="sf-condition-edit" id={id} aria-describedby={hint}>
      <legend id={`${id}__label`}>{uiSchema?.['ui:title'] as string}</legend>
      <p id={hint} className="sf-help">
        {t('brandForm:condition_help')}
      </p>
      <label className="sf-condition-edit__kind">
        <span id={`${id}__kind-label`}>{t('brandForm:condition_kind')}</span>
        <select
          value={kind}
          disabled={off}
          onChange={(e) => {
            setTyped(null);
            set(startOf(e.target.value as ConditionKind, condition));
          }}
        >
          {conditionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`brandForm:condition_kind_${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'feature' && pick(Object.keys(features), value.feature, (f) => t(`modules:${features[f]}`, { defaultValue: f }), (f) => ({ feature: f as never }))}
      {kind === 'loggedIn' && pick(['true', 'false'], value.loggedIn, (o) => t(`brandForm:condition_loggedIn_${o}`), (o) => ({ loggedIn: o === 'true' }))}
      {kind === 'resource' && pick(resources, value.resource, (r) => t(`brandForm:condition_resource_${r}`), (r) => ({ resource: r as never }))}
      {kind === 'contract' && pick(contracts, value.contract, (c) => t(`brandForm:condition_contract_${c}`), (c) => ({ contract: c as never }))}
      {(kind === 'accountType' || kind === 'advanced') && (
        <>
          {kind === 'advanced' ? (
            <textarea
              aria-labelledby={`${id}__label ${id}__kind-label`}
              aria-invalid={typed?.error || undefined}
              aria-describedby={`${id}__problem`}
              rows={6}
              spellCheck={false}
              value={text}
              disabled={off}
              onChange={(e) => {
                let parsed: unknown;
                try {
                  parsed = JSON.parse(e.target.value);
                } catch {
                  parsed = undefined;
                }
                const ok = parsed !== undefined && validateCondition(parsed);
                setTyped({ kind, text: e.target.value, error: !ok });
                if (ok) set(parsed as Condition);
              }}
            />
          ) : (
            <input
              aria-labelledby={`${id}__label ${id}__kind-label`}
              aria-invalid={typed?.error || undefined}
              aria-describedby={`${id}__problem`}
              value={text}
              disabled={off}
              inputMode="numeric"
              onChange={(e) => {
                const types = accountTypesOf(e.target.value);
                setTyped({ kind, text: e.target.value, error: !types });
                if (types) set({ accountType: types as [number, ...number[]] });
              }}
            />
          )}
          <p id={`${id}__problem`} className="console-error" role="alert">
            {typed?.kind === kind && typed.error ? t(kind === 'advanced' ? 'brandForm:condition_invalid' : 'brandForm:condition_accountTypes_invalid') : ''}
          </p>
        </>
      )}
    </fieldset>
  );
}
