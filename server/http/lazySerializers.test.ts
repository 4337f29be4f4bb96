import { describe, expect, it } from 'vitest';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { calls } from '../../src/generated/calls';
import { allSchemas } from './schemaStore';
import { lazySerializers } from './lazySerializers';

const external = Object.fromEntries(allSchemas.map((s) => [s.$id, s]));
const answerOf = (response: string) => ({ type: 'object', required: ['success', 'value'], properties: { success: { type: 'boolean' }, value: { $ref: `${response}#` } } });

describe('the answers’ serializers, compiled on first use', () => {
  const eager = SerializerSelector()(external, {});
  const answering = Object.entries(calls).filter(([, c]) => !c.redirect);

  // The server no longer compiles them at start: a response schema fast-json-stringify cannot take
  // would otherwise surface only at the call's first answer.
  it.each(answering)('%s: its answer compiles', (_name, call) => {
    expect(typeof eager({ schema: answerOf(call.response), method: 'GET', url: '/', httpStatus: '200' })).toBe('function');
  });

  it('serializes as the eager compiler does, dropping a field the schema does not name', () => {
    const route = { schema: answerOf('/api/inbox/unreadCount.response.json'), method: 'GET', url: '/', httpStatus: '200' };
    const lazy = lazySerializers(external, {})(route);
    const value = { success: true, value: { messageCount: 3, missionCount: 0, rewardCount: 1, promotionCount: 2, unknown: 'dropped' }, unknown: 'dropped' };
    expect(lazy(value)).toBe(eager(route)(value));
    expect(lazy(value)).not.toContain('dropped');
  });
});
