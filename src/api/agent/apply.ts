import { apiSend, type CallRequest } from '../client';

/** A visitor's application to become an agent, from /join (AFFMAN3, decision 0290): queued for the console. */
export const applyAgent = (input: CallRequest<'agent/apply'>) => apiSend('agent/apply', input);
