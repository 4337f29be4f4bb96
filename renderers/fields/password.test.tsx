// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import defaultRules from '../../config/registration.default.json';
import patternsDoc from '../../config/patterns.json';
import type { Patterns, RegistrationRules } from '../../src/generated/types';
import { loginForm } from '../../src/engine/loginForm';
import { ruleField } from '../../src/engine/ruleField';
import type { FieldModel } from '../../src/engine/runtime';
import PasswordField from './password';

afterEach(cleanup);

const patterns = (patternsDoc as unknown as Patterns).patterns;
const rules = defaultRules as RegistrationRules;

function draw(model: FieldModel) {
  const changes: string[] = [];
  const view = render(<PasswordField model={model} value="" error={null} onChange={(v) => changes.push(v)} onBlur={() => undefined} form={{}} setFormValue={() => undefined} />);
  const input = view.container.querySelector('input') as HTMLInputElement;
  return { view, input, changes };
}

// ASVS 6.2.6 and 6.2.7: a password is masked with a way to show it, and nothing stands between it and a paste or a manager.
describe('the password field', () => {
  it('is masked until the player asks to see it, and masked again on the second press', () => {
    const { view, input } = draw(ruleField('password', true, rules.password, patterns));
    expect(input.type).toBe('password');
    const toggle = view.getByRole('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('lets a paste through and takes the pasted text', () => {
    const { input, changes } = draw(ruleField('password', true, rules.password, patterns));
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    input.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(false);
    fireEvent.change(input, { target: { value: 'pasted from a manager' } });
    expect(changes).toEqual(['pasted from a manager']);
    expect(input.hasAttribute('readonly')).toBe(false);
  });

  it('asks a manager for the current password at sign-in and offers a new one at registration', () => {
    const signIn = loginForm('username', { rules, patterns, captcha: false }).fields.find((f) => f.name === 'password')!;
    expect(draw(signIn).input.getAttribute('autocomplete')).toBe('current-password');
    cleanup();
    expect(draw(ruleField('password', true, rules.password, patterns)).input.getAttribute('autocomplete')).toBe('new-password');
  });
});
