import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, type CallRequest } from '../client';

// Feedback and complaints (FEEDBACK3, decision 0321): the form's rules, sending one, and a
// member's own, which the live channel's `inbox` event reads again (an answer comes as a message).

export const feedbackFormQuery = (lang: string) => queryOptions({ queryKey: ['feedback', 'form', lang], queryFn: ({ signal }) => apiGet('feedback/form', {}, signal), staleTime: 5 * 60_000 });

export const myFeedbackQuery = (token: string, lang: string, pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['feedback', 'mine', token, lang, pageNo, pageSize],
    queryFn: ({ signal }) => apiGet('feedback/mine', { pageNo, pageSize }, signal),
    placeholderData: (previous) => previous,
  });

export const sendFeedback = (input: CallRequest<'feedback/send'>) => apiSend('feedback/send', input);
