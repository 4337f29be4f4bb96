import type { ArrayFieldItemTemplateProps, FieldTemplateProps, IconButtonProps, ObjectFieldTemplateProps, TemplatesType, TitleFieldProps } from '@rjsf/utils';
import { createElement } from 'react';
import { TranslatableString, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';

/**
 * The console's look for rjsf forms: a label above each input, help and errors under it, objects
 * as titled cards, and buttons that say what they do in words (rjsf's defaults draw Bootstrap
 * glyph icons the console does not load). The look itself is in console.css under `.schema-form`.
 */
function FieldTemplate({ id, classNames, label, children, errors, help, description, hidden, required, displayLabel, schema, rawErrors, uiSchema }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const isBoolean = schema.type === 'boolean';
  // Objects and lists take the whole width of a grid; a list of choices (ticked boxes) does not.
  const wide = schema.type === 'object' || (schema.type === 'array' && uiSchema?.['ui:widget'] !== 'checkboxes');
  const invalid = (rawErrors?.length ?? 0) > 0;
  // A plain entry of a list: its place as a visible label, the list's name for screen readers.
  const place = !displayLabel && !isBoolean && schema.type !== 'object' && schema.type !== 'array' ? /_(\d+)$/.exec(id)?.[1] : undefined;
  return (
    <div className={`sf-field${isBoolean ? ' sf-field--boolean' : ''}${place !== undefined ? ' sf-field--place' : ''}${wide ? ' sf-field--wide' : ''}${invalid ? ' sf-field--invalid' : ''} ${classNames ?? ''}`}>
      {place !== undefined && (
        <label htmlFor={id} className="sf-label sf-label--place">
          <span className="mq-visually-hidden">{label} </span>
          {Number(place) + 1}
        </label>
      )}
      {displayLabel && !isBoolean && (
        <label htmlFor={id} className="sf-label">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {displayLabel && description ? <div className="sf-help">{description}</div> : null}
      {errors}
      {help}
    </div>
  );
}

/** A card's title, its required mark spaced as a field label's is. */
function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <legend id={id}>
      {title}
      {required && <span aria-hidden="true"> *</span>}
    </legend>
  );
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema, uiSchema, registry, required }: ObjectFieldTemplateProps) {
  const root = fieldPathId.path.length === 0;
  const { TitleFieldTemplate, DescriptionFieldTemplate } = registry.templates;
  const body = <div className={root ? 'sf-grid' : 'sf-object__body'}>{properties.filter((p) => !p.hidden).map((p) => p.content)}</div>;
  if (root) return body;
  return (
    <fieldset className="sf-object console-card" id={fieldPathId.$id}>
      {title && <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {body}
    </fieldset>
  );
}

/** A list entry: the value taking the room, its buttons beside it, or under it on a narrow screen. */
function ArrayFieldItemTemplate({ children, className, buttonsProps, hasToolbar, registry, uiSchema }: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={`sf-array-item ${className ?? ''}`}>
      <div className="sf-array-item__value">{children}</div>
      {hasToolbar && (
        <div className="sf-array-item__buttons">
          {/* The form's own template, the same component every render: createElement, as the hooks linter takes JSX of a looked-up component for one made in render (react/react#34794). */}
          {createElement(Buttons, buttonsProps)}
        </div>
      )}
    </div>
  );
}

const wordButton = (text: TranslatableString, danger = false) =>
  function WordButton({ registry, className, iconType: _iconType, icon: _icon, uiSchema: _ui, ...rest }: IconButtonProps) {
    return (
      <button type="button" className={`mq-button mq-button--secondary mq-button--small${danger ? ' sf-button--danger' : ''} ${className ?? ''}`} {...rest}>
        {registry.translateString(text)}
      </button>
    );
  };

export const consoleTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  TitleFieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    AddButton: wordButton(TranslatableString.AddItemButton) as TemplatesType['ButtonTemplates']['AddButton'],
    CopyButton: wordButton(TranslatableString.CopyButton),
    MoveUpButton: wordButton(TranslatableString.MoveUpButton),
    MoveDownButton: wordButton(TranslatableString.MoveDownButton),
    RemoveButton: wordButton(TranslatableString.RemoveButton, true),
    ClearButton: wordButton(TranslatableString.ClearButton),
    SubmitButton: () => null,
  },
};
