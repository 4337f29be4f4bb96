import { describe, expect, it } from 'vitest';
import { documentChecker } from './documentCheck';

const document = {
  paths: {
    '/wps/thing/{id}': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { type: 'object', required: ['success', 'value'], properties: { success: { type: 'boolean' }, value: { $ref: '#/components/schemas/Thing' } } } } } },
          default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      ErrorEnvelope: { type: 'object', required: ['success', 'errorCode', 'message'], properties: { success: { const: false }, errorCode: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

describe('the check of answers against the API document', () => {
  const check = documentChecker(document);
  it('passes an answer as the document describes it, by its path template and status', () => {
    expect(check('GET', '/wps/thing/7?x=1', 200, { success: true, value: { name: 'a' } })).toBeNull();
    expect(check('GET', '/wps/thing/7', 404, { success: false, errorCode: 'NOT_FOUND', message: 'No such thing.' })).toBeNull();
  });
  it('names an answer that lacks a field the document calls required', () => {
    expect(check('GET', '/wps/thing/7', 200, { success: true, value: {} })).toMatch(/GET \/wps\/thing\/\{id\} 200: the answer contradicts the API document: .*name/);
    expect(check('GET', '/wps/thing/7', 400, { success: false, message: 'x' })).toMatch(/errorCode/);
  });
  it('leaves alone what the document does not describe', () => {
    expect(check('GET', '/index.html', 200, { anything: true })).toBeNull();
    expect(check('POST', '/wps/thing/7', 200, { anything: true })).toBeNull();
    expect(check('GET', '/wps/thing/7', 200, '<html>')).toBeNull();
  });
});
